import { ChartNumbers } from '@/components/chart-numbers';
import type { TrendPoint } from '@shared/api/garage';
import { formatIsoDate } from '@shared/format-date';
import { formatDistance, formatPercent, formatSpeed, type DistanceUnit } from '@shared/units';

type Column = 'distance' | 'odometer' | 'level' | 'speed';

/** The numbers behind a chart, for screen readers and anyone who wants them exactly. */
export function TrendTable({ points, unit, columns, caption, levelLabel }: { points: TrendPoint[]; unit: DistanceUnit; columns: Column[]; caption: string; levelLabel: string }) {
  const heads: Record<Column, string> = { distance: 'Distance', odometer: 'Odometer', level: levelLabel, speed: 'Top speed' };
  const cell = (p: TrendPoint, c: Column) =>
    c === 'distance' ? formatDistance(p.distanceKm, unit) : c === 'odometer' ? formatDistance(p.odometerKm, unit) : c === 'level' ? formatPercent(p.levelPercent) : formatSpeed(p.maxSpeedKmh, unit);
  return (
    <ChartNumbers label={caption}>
      <table className="w-full">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="p-1 font-medium">Day</th>
            {columns.map((c) => (
              <th key={c} scope="col" className="p-1 text-right font-medium">
                {heads[c]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.date} className="border-t">
              <th scope="row" className="p-1 text-left font-normal">{formatIsoDate(p.date)}</th>
              {columns.map((c) => (
                <td key={c} className="p-1 text-right tabular-nums">
                  {cell(p, c)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ChartNumbers>
  );
}
