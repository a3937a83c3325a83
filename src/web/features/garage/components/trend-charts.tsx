import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrendPoint } from '@shared/api/garage';
import { kmToMiles, type DistanceUnit } from '@shared/units';

const AXIS_TICK = { fontSize: 11, fill: 'var(--muted-foreground)' };
const TOOLTIP_STYLE = { background: 'var(--popover)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--popover-foreground)', fontSize: 12 };

const toUnit = (km: number | null, unit: DistanceUnit) => (km === null ? null : Math.round((unit === 'mi' ? kmToMiles(km) : km) * 10) / 10);
const label = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
};

/** Distance per day as bars, the level as a line (the numbers are in the table next to it). */
export function DistanceLevelChart({ points, unit, levelLabel }: { points: TrendPoint[]; unit: DistanceUnit; levelLabel: string }) {
  const data = points.map((p) => ({ label: label(p.date), distance: toUnit(p.distanceKm, unit), level: p.levelPercent }));
  return (
    <div className="h-56 w-full" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 0, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} interval="preserveStartEnd" />
          <YAxis yAxisId="distance" tick={AXIS_TICK} tickLine={false} axisLine={false} allowDecimals={false} />
          <YAxis yAxisId="level" orientation="right" tick={AXIS_TICK} tickLine={false} axisLine={false} domain={[0, 100]} />
          <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--muted)', opacity: 0.5 }} />
          <Legend wrapperStyle={{ fontSize: 11 }} iconSize={8} />
          <Bar yAxisId="distance" dataKey="distance" name={`Distance (${unit})`} fill="var(--primary)" radius={[3, 3, 0, 0]} maxBarSize={24} />
          <Line yAxisId="level" type="monotone" dataKey="level" name={`${levelLabel} (%)`} stroke="var(--success)" strokeWidth={2} dot={{ r: 2 }} connectNulls />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The odometer (left axis) and the level (right axis) day by day. */
export function OdometerLevelChart({ points, unit, levelLabel }: { points: TrendPoint[]; unit: DistanceUnit; levelLabel: string }) {
  const data = points.map((p) => ({ label: label(p.date), odometer: toUnit(p.odometerKm, unit), level: p.levelPercent }));
  return (
    <div className="h-64 w-full" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 0, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={24} />
          <YAxis yAxisId="odometer" tick={AXIS_TICK} tickLine={false} axisLine={false} domain={['dataMin', 'dataMax']} width={64} />
          <YAxis yAxisId="level" orientation="right" tick={AXIS_TICK} tickLine={false} axisLine={false} domain={[0, 100]} />
          <Tooltip contentStyle={TOOLTIP_STYLE} />
          <Legend wrapperStyle={{ fontSize: 11 }} iconSize={8} />
          <Line yAxisId="odometer" type="monotone" dataKey="odometer" name={`Odometer (${unit})`} stroke="var(--primary)" strokeWidth={2} dot={false} connectNulls />
          <Line yAxisId="level" type="monotone" dataKey="level" name={`${levelLabel} (%)`} stroke="var(--success)" strokeWidth={2} dot={false} connectNulls />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Distance per day as bars and the day's top speed as a line. */
export function TripsChart({ points, unit }: { points: { date: string; distanceKm: number | null; maxSpeedKmh: number | null }[]; unit: DistanceUnit }) {
  const data = points.map((p) => ({ label: label(p.date), distance: toUnit(p.distanceKm, unit), speed: toUnit(p.maxSpeedKmh, unit) }));
  return (
    <div className="h-56 w-full" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 0, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={16} />
          <YAxis yAxisId="distance" tick={AXIS_TICK} tickLine={false} axisLine={false} allowDecimals={false} />
          <YAxis yAxisId="speed" orientation="right" tick={AXIS_TICK} tickLine={false} axisLine={false} />
          <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--muted)', opacity: 0.5 }} />
          <Legend wrapperStyle={{ fontSize: 11 }} iconSize={8} />
          <Bar yAxisId="distance" dataKey="distance" name={`Distance (${unit})`} fill="var(--primary)" radius={[3, 3, 0, 0]} maxBarSize={20} />
          <Line yAxisId="speed" type="monotone" dataKey="speed" name={`Top speed (${unit === 'mi' ? 'mph' : 'km/h'})`} stroke="var(--warning)" strokeWidth={2} dot={{ r: 2 }} connectNulls />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
