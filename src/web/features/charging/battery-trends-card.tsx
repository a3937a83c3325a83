import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BatteryTrends } from '@shared/api/charging';
import { formatDistance, kmToMiles, type DistanceUnit } from '@shared/units';
import { ChartNumbers } from '@/components/chart-numbers';
import { StatTiles } from '@/components/stat-tiles';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { NoChartData } from '@/features/garage/components/no-chart-data';
import { formatChange, formatDay, formatHealth } from './charging-display';

const AXIS_TICK = { fontSize: 11, fill: 'var(--muted-foreground)' };
const TOOLTIP_STYLE = { background: 'var(--popover)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--popover-foreground)', fontSize: 12 };

/** Vampire drain per day, range at 100 % over the days, and the battery's health, each with its numbers as a table. */
export function BatteryTrendsCard({ battery, unit, days }: { battery: BatteryTrends; unit: DistanceUnit; days: number }) {
  const { drain, fullRange, health } = battery;
  const toUnit = (km: number) => Math.round(unit === 'mi' ? kmToMiles(km) : km);
  const lastRange = fullRange.days.at(-1)?.km ?? null;
  return (
    <Card>
      <CardHeader className="pb-2">
        <h2 className="text-base font-semibold">Battery in the last {days} days</h2>
      </CardHeader>
      <CardContent className="space-y-6">
        <StatTiles
          className="grid-cols-1 sm:grid-cols-3"
          items={[
            ['Parked drain', drain.percentPer24h !== null ? `${drain.percentPer24h.toFixed(1)} % per day` : '—'],
            ['Range at 100 %', formatDistance(lastRange, unit)],
            [health.source === 'capacity' ? 'Estimated capacity' : 'State of health', formatHealth(health.latest, health.unit)],
          ]}
        />

        <section aria-labelledby="drain-heading" className="space-y-2">
          <h3 id="drain-heading" className="text-sm font-semibold">Vampire drain while parked</h3>
          <p className="text-sm text-muted-foreground">{drain.explanation}</p>
          {drain.days.length === 0 ? (
            <NoChartData />
          ) : (
            <>
              <div className="h-40 w-full" aria-hidden>
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart accessibilityLayer={false} data={drain.days.map((d) => ({ label: formatDay(d.day), lost: d.percentLost }))} margin={{ top: 8, right: 0, bottom: 0, left: -16 }}>
                    <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
                    <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={16} />
                    <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} />
                    <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--muted)', opacity: 0.5 }} />
                    <Bar dataKey="lost" name="Lost while parked (%)" fill="var(--warning)" radius={[3, 3, 0, 0]} maxBarSize={20} />
                  </BarChart>
                </ResponsiveContainer>
              </div>
              <ChartNumbers label="Vampire drain per day">
                <DayTable
                  caption="Charge lost while parked and not charging, per day"
                  columns={['Lost', 'kWh', 'Hours parked']}
                  rows={drain.days.map((d) => ({ day: d.day, cells: [`${d.percentLost.toFixed(1)} %`, d.kwhLost !== null ? d.kwhLost.toFixed(2) : '—', d.hoursParked] }))}
                />
              </ChartNumbers>
            </>
          )}
        </section>

        <section aria-labelledby="full-range-heading" className="space-y-2">
          <h3 id="full-range-heading" className="text-sm font-semibold">Range at 100 %</h3>
          <p className="text-sm text-muted-foreground">{fullRange.explanation}</p>
          {fullRange.days.length === 0 ? (
            <NoChartData />
          ) : (
            <>
              <div className="h-40 w-full" aria-hidden>
                <ResponsiveContainer width="100%" height="100%">
                  <LineChart accessibilityLayer={false} data={fullRange.days.map((d) => ({ label: formatDay(d.day), range: toUnit(d.km) }))} margin={{ top: 8, right: 0, bottom: 0, left: -8 }}>
                    <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
                    <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={16} />
                    <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} domain={['dataMin - 10', 'dataMax + 10']} allowDecimals={false} />
                    <Tooltip contentStyle={TOOLTIP_STYLE} />
                    <Line type="monotone" dataKey="range" name={`Range at 100 % (${unit})`} stroke="var(--primary)" strokeWidth={2} dot={{ r: 2 }} />
                  </LineChart>
                </ResponsiveContainer>
              </div>
              <ChartNumbers label="Range at 100 % per day">
                <DayTable
                  caption="Range at 100 % per day"
                  columns={['Range at 100 %', 'Readings']}
                  rows={fullRange.days.map((d) => ({ day: d.day, cells: [formatDistance(d.km, unit), d.readings] }))}
                />
              </ChartNumbers>
            </>
          )}
        </section>

        <section aria-labelledby="health-heading" className="space-y-2">
          <h3 id="health-heading" className="text-sm font-semibold">Battery health</h3>
          <p className="text-sm text-muted-foreground">{health.explanation}</p>
          {health.days.length === 0 ? (
            <NoChartData />
          ) : (
            <ChartNumbers label="Battery health per day">
              <DayTable
                caption={health.source === 'capacity' ? 'Estimated capacity per day' : 'State of health per day'}
                columns={[health.source === 'capacity' ? 'Estimated capacity' : 'State of health']}
                rows={health.days.map((d) => ({ day: d.day, cells: [formatHealth(d.value, health.unit)] }))}
              />
            </ChartNumbers>
          )}
          {health.days.length > 0 && <p className="text-sm">Change over the period: {formatChange(health.change, health.unit)}.</p>}
        </section>
      </CardContent>
    </Card>
  );
}

/** A chart's numbers, one row per day: the day, then the given columns. */
function DayTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: { day: string; cells: (string | number)[] }[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-left text-muted-foreground">
        <tr>
          <th scope="col" className="p-1 font-medium">
            Day
          </th>
          {columns.map((c) => (
            <th key={c} scope="col" className="p-1 text-right font-medium">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.day} className="border-t">
            <th scope="row" className="p-1 text-left font-normal">
              {formatDay(r.day)}
            </th>
            {r.cells.map((cell, i) => (
              <td key={columns[i]} className="p-1 text-right tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
