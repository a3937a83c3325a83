import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DistanceUnit } from '@shared/units';
import type { HistoryPoint } from '../history-series';

export interface HistoryChartProps {
  points: HistoryPoint[];
  unit: DistanceUnit;
  levelLabel: string;
}

const AXIS_TICK = { fontSize: 11, fill: 'var(--muted-foreground)' };

/** Distance per day as bars (left axis), level % and coolant °C as lines (right axis). */
export default function HistoryChart({ points, unit, levelLabel }: HistoryChartProps) {
  return (
    <div className="h-48 w-full" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 0, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} interval="preserveStartEnd" />
          <YAxis yAxisId="distance" tick={AXIS_TICK} tickLine={false} axisLine={false} allowDecimals={false} />
          <YAxis yAxisId="scale" orientation="right" tick={AXIS_TICK} tickLine={false} axisLine={false} domain={[0, 'auto']} />
          <Tooltip
            contentStyle={{
              background: 'var(--popover)',
              border: '1px solid var(--border)',
              borderRadius: 8,
              color: 'var(--popover-foreground)',
              fontSize: 12,
            }}
            cursor={{ fill: 'var(--muted)', opacity: 0.5 }}
          />
          <Legend wrapperStyle={{ fontSize: 11 }} iconSize={8} />
          <Bar yAxisId="distance" dataKey="distance" name={`Distance (${unit})`} fill="var(--primary)" radius={[3, 3, 0, 0]} maxBarSize={24} />
          <Line yAxisId="scale" type="monotone" dataKey="level" name={`${levelLabel} (%)`} stroke="var(--success)" strokeWidth={2} dot={{ r: 2 }} connectNulls />
          <Line yAxisId="scale" type="monotone" dataKey="coolant" name="Coolant (°C)" stroke="var(--destructive)" strokeWidth={2} dot={{ r: 2 }} connectNulls />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
