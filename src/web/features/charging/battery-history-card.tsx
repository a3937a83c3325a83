import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BatteryHistory } from '@shared/api/charging';
import { formatDistance, kmToMiles, type DistanceUnit } from '@shared/units';
import { ChartNumbers } from '@/components/chart-numbers';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { NoChartData } from '@/features/garage/components/no-chart-data';
import { useBatteryHistory } from './api';
import { describeHealthTrend, describeRangeTrend, formatHealth, formatMonth } from './charging-display';

const AXIS_TICK = { fontSize: 11, fill: 'var(--muted-foreground)' };
const TOOLTIP_STYLE = { background: 'var(--popover)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--popover-foreground)', fontSize: 12 };

/** The battery's health and range at 100 % month by month over the last year, with the trend said in a sentence. */
export function BatteryHistoryCard({ tokenId, unit }: { tokenId: number; unit: DistanceUnit }) {
  const query = useBatteryHistory(tokenId, true);
  const result = query.data;
  return (
    <Card>
      <CardHeader className="pb-2">
        <h2 className="text-base font-semibold">Battery over the last 12 months</h2>
      </CardHeader>
      <CardContent className="space-y-4">
        {query.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : query.isError || !result ? (
          <p className="text-sm text-muted-foreground">The battery’s history could not be loaded.</p>
        ) : result.error || !result.history ? (
          <p className="text-sm text-muted-foreground">{result.error ?? 'No battery history for this vehicle.'}</p>
        ) : (
          <HistoryBody history={result.history} unit={unit} />
        )}
      </CardContent>
    </Card>
  );
}

function HistoryBody({ history, unit }: { history: BatteryHistory; unit: DistanceUnit }) {
  const health = describeHealthTrend(history);
  const range = describeRangeTrend(history, unit);
  const capacity = history.health.basis === 'capacity';
  const healthLabel = capacity ? 'Usable capacity (kWh)' : 'State of health (%)';
  const toUnit = (km: number | null) => (km === null ? null : Math.round(unit === 'mi' ? kmToMiles(km) : km));
  const data = history.months.map((m) => ({ label: formatMonth(m.month), health: m.health, range: toUnit(m.fullRangeKm) }));
  const hasRange = history.months.some((m) => m.fullRangeKm !== null);
  if (history.months.length === 0) return <NoChartData />;
  return (
    <>
      <div className="space-y-1" data-testid="battery-history-summary">
        <p className="text-sm font-medium">{health ?? 'No battery health figure yet.'}</p>
        {range && <p className="text-sm font-medium">{range}</p>}
        <p className="text-sm text-muted-foreground">
          {history.health.explanation} {hasRange ? history.fullRange.explanation : ''}
        </p>
      </div>
      <div className="h-48 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 0, bottom: 0, left: -8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
            <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={16} />
            <YAxis yAxisId="health" tick={AXIS_TICK} tickLine={false} axisLine={false} domain={['dataMin - 1', 'dataMax + 1']} allowDecimals={false} />
            {hasRange && <YAxis yAxisId="range" orientation="right" tick={AXIS_TICK} tickLine={false} axisLine={false} domain={['dataMin - 10', 'dataMax + 10']} allowDecimals={false} />}
            <Tooltip contentStyle={TOOLTIP_STYLE} />
            <Line yAxisId="health" type="monotone" dataKey="health" name={healthLabel} stroke="var(--primary)" strokeWidth={2} dot={{ r: 3 }} connectNulls />
            {hasRange && <Line yAxisId="range" type="monotone" dataKey="range" name={`Range at 100 % (${unit})`} stroke="var(--warning)" strokeWidth={2} dot={{ r: 3 }} connectNulls />}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ChartNumbers label="Battery per month">
        <table className="w-full text-sm">
          <caption className="sr-only">Battery health and range at 100 % per month</caption>
          <thead className="text-left text-muted-foreground">
            <tr>
              <th scope="col" className="p-1 font-medium">
                Month
              </th>
              <th scope="col" className="p-1 text-right font-medium">
                {capacity ? 'Usable capacity' : 'State of health'}
              </th>
              <th scope="col" className="p-1 text-right font-medium">
                Range at 100 %
              </th>
              <th scope="col" className="p-1 text-right font-medium">
                Days
              </th>
            </tr>
          </thead>
          <tbody>
            {history.months.map((m) => (
              <tr key={m.month} className="border-t">
                <th scope="row" className="p-1 text-left font-normal">
                  {formatMonth(m.month)}
                </th>
                <td className="p-1 text-right tabular-nums">{formatHealth(m.health, history.health.unit)}</td>
                <td className="p-1 text-right tabular-nums">{formatDistance(m.fullRangeKm, unit)}</td>
                <td className="p-1 text-right tabular-nums">{Math.max(m.healthDays, m.rangeDays)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ChartNumbers>
    </>
  );
}
