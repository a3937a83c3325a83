import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Insights } from '@shared/api/insights';
import { kmToMiles, type DistanceUnit } from '@shared/units';

const AXIS_TICK = { fontSize: 11, fill: 'var(--muted-foreground)' };
const TOOLTIP_STYLE = { background: 'var(--popover)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--popover-foreground)', fontSize: 12 };
const short = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Distance (bars) and hours driven (bars) per week. */
export function WeeksChart({ weeks, unit }: { weeks: Insights['weeks']; unit: DistanceUnit }) {
  const data = weeks.map((w) => ({
    label: short(w.start),
    distance: w.distanceKm === null ? null : Math.round(unit === 'mi' ? kmToMiles(w.distanceKm) : w.distanceKm),
    hours: w.drivingMinutes === null ? null : Math.round((w.drivingMinutes / 60) * 10) / 10,
  }));
  return (
    <div className="h-64 w-full" aria-hidden data-testid="weeks-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 0, bottom: 0, left: -8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={12} />
          <YAxis yAxisId="distance" tick={AXIS_TICK} tickLine={false} axisLine={false} />
          <YAxis yAxisId="hours" orientation="right" tick={AXIS_TICK} tickLine={false} axisLine={false} />
          <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--muted)', opacity: 0.5 }} />
          <Legend wrapperStyle={{ fontSize: 11 }} iconSize={8} />
          <Bar yAxisId="distance" dataKey="distance" name={`Distance (${unit})`} fill="var(--primary)" radius={[3, 3, 0, 0]} maxBarSize={22} />
          <Bar yAxisId="hours" dataKey="hours" name="Hours driven" fill="var(--success)" radius={[3, 3, 0, 0]} maxBarSize={22} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Service spend per month, in one currency. */
export function SpendChart({ months, currency }: { months: Insights['months']; currency: string }) {
  const data = months.map((m) => ({ label: new Date(`${m.month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' }), spend: m.spend }));
  return (
    <div className="h-56 w-full" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 0, bottom: 0, left: -8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} />
          <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} />
          <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--muted)', opacity: 0.5 }} />
          <Bar dataKey="spend" name={`Service and repair (${currency})`} fill="var(--warning)" radius={[3, 3, 0, 0]} maxBarSize={22} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Health score per day. */
export function HealthChart({ health }: { health: Insights['health'] }) {
  const data = health.map((h) => ({ label: short(h.date), score: h.score }));
  return (
    <div className="h-56 w-full" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={24} />
          <YAxis domain={[0, 100]} tick={AXIS_TICK} tickLine={false} axisLine={false} />
          <Tooltip contentStyle={TOOLTIP_STYLE} />
          <Line type="monotone" dataKey="score" name="Health score" stroke="var(--primary)" strokeWidth={2} dot={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
