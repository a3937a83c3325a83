import { lazy, Suspense, useState } from 'react';
import type { GarageVehicle } from '@shared/api/garage';
import { TROUBLE_CODES_NOT_REPORTED } from '@shared/signal-coverage';
import { formatDistance, formatPercent, type DistanceUnit } from '@shared/units';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useVehicleTrend } from '../api';
import { HealthMeter } from '@/components/health-meter';
import { formatLastSeen, formatNextDue } from '../garage-display';
import { hasChartData } from '../chart-data';
import { CarStatusCard } from './car-status-card';
import { NoChartData } from './no-chart-data';
import { TrendTable } from './trend-table';

const DistanceLevelChart = lazy(async () => ({ default: (await import('./trend-charts')).DistanceLevelChart }));
const OdometerLevelChart = lazy(async () => ({ default: (await import('./trend-charts')).OdometerLevelChart }));

/** The card's facts, larger, with the week's chart and the 30 or 90 days of odometer and level. */
export function OverviewTab({ vehicle, unit }: { vehicle: GarageVehicle; unit: DistanceUnit }) {
  const [span, setSpan] = useState<30 | 90>(30);
  const live = !vehicle.isDemo;
  const week = useVehicleTrend(vehicle.tokenId, 7, live);
  const long = useVehicleTrend(vehicle.tokenId, span, live);
  const levelLabel = vehicle.level.source === 'battery' || vehicle.type === 'electric' ? 'Battery' : 'Fuel';
  const tiles: [string, string][] = [
    [`${levelLabel} level`, formatPercent(vehicle.level.percent)],
    ['Odometer', formatDistance(vehicle.odometerKm, unit)],
    ['Range', formatDistance(vehicle.rangeKm, unit)],
    ['Last seen', formatLastSeen(vehicle.lastSeen)],
  ];

  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-3">
        <Card>
          <CardContent className="space-y-3 pt-6">
            <HealthMeter score={vehicle.healthScore} cap={vehicle.healthCap} size="lg" heading />
            <p className="text-sm">
              <span className="text-muted-foreground">Next due: </span>
              <span className={vehicle.nextDue?.urgency === 'overdue' ? 'text-destructive' : undefined}>{formatNextDue(vehicle.nextDue, unit)}</span>
            </p>
          </CardContent>
        </Card>
        <dl className="grid grid-cols-2 gap-3 lg:col-span-2">
          {tiles.map(([label, value]) => (
            <div key={label} className="rounded-xl border bg-card p-4">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums sm:text-3xl">{value}</dd>
            </div>
          ))}
        </dl>
      </div>

      {vehicle.telemetryError && (
        <p role="status" className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
          Live data unavailable: {vehicle.telemetryError}
        </p>
      )}

      <Card>
        <CardHeader className="pb-2">
          <h3 className="text-base font-semibold">Trouble codes</h3>
        </CardHeader>
        <CardContent>
          {vehicle.troubleCodes.length === 0 ? (
            <p className="text-sm text-muted-foreground">{vehicle.reporting.troubleCodes === 'reported' ? 'No trouble codes reported.' : `${TROUBLE_CODES_NOT_REPORTED}.`}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {vehicle.troubleCodes.map((c) => (
                <li key={c.code} className="flex flex-wrap items-center gap-2">
                  <Badge variant="outline" className="font-mono">
                    {c.code}
                  </Badge>
                  {c.meaning}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <CarStatusCard vehicle={vehicle} unit={unit} />

      {live && (
        <div className="grid gap-4 xl:grid-cols-2">
          <Card>
            <CardHeader className="pb-2">
              <h3 className="text-base font-semibold">Last 7 days</h3>
            </CardHeader>
            <CardContent className="space-y-2">
              {!week.data ? (
                <Skeleton className="h-56 w-full" />
              ) : week.data.error ? (
                <p className="text-sm text-muted-foreground">History unavailable: {week.data.error}</p>
              ) : !hasChartData(week.data.points, ['distanceKm', 'levelPercent']) ? (
                <NoChartData />
              ) : (
                <>
                  <Suspense fallback={<Skeleton className="h-56 w-full" />}>
                    <DistanceLevelChart points={week.data.points} unit={unit} levelLabel={levelLabel} />
                  </Suspense>
                  <TrendTable points={week.data.points} unit={unit} columns={['distance', 'level']} caption="Distance and level over the last 7 days" levelLabel={levelLabel} />
                </>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-2">
              <h3 className="text-base font-semibold">Odometer and {levelLabel.toLowerCase()} level</h3>
              <div role="radiogroup" aria-label="Period" className="inline-flex rounded-md bg-muted p-1">
                {([30, 90] as const).map((d) => (
                  <button
                    key={d}
                    type="button"
                    role="radio"
                    aria-checked={span === d}
                    onClick={() => setSpan(d)}
                    className={cn('rounded-sm px-3 py-1 text-sm font-medium', span === d ? 'bg-background shadow-sm' : 'text-muted-foreground')}
                  >
                    {d} days
                  </button>
                ))}
              </div>
            </CardHeader>
            <CardContent className="space-y-2">
              {!long.data ? (
                <Skeleton className="h-64 w-full" />
              ) : long.data.error ? (
                <p className="text-sm text-muted-foreground">History unavailable: {long.data.error}</p>
              ) : !hasChartData(long.data.points, ['odometerKm', 'levelPercent']) ? (
                <NoChartData />
              ) : (
                <>
                  <Suspense fallback={<Skeleton className="h-64 w-full" />}>
                    <OdometerLevelChart points={long.data.points} unit={unit} levelLabel={levelLabel} />
                  </Suspense>
                  <TrendTable points={long.data.points} unit={unit} columns={['odometer', 'level']} caption={`Odometer and level over the last ${long.data.days} days`} levelLabel={levelLabel} />
                </>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
