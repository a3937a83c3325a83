import { lazy, Suspense, useState } from 'react';
import type { GarageVehicle } from '@shared/api/garage';
import { formatDistance, formatSpeed, type DistanceUnit } from '@shared/units';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useVehicleTrend } from '../api';
import { hasChartData } from '../chart-data';
import { NoChartData } from './no-chart-data';
import { TrendTable } from './trend-table';
import { StatTiles } from '@/components/stat-tiles';

const TripsChart = lazy(async () => ({ default: (await import('./trend-charts')).TripsChart }));

/** Daily distance and top speed from the car's history, over 7 or 30 days. */
export function TripsTab({ vehicle, unit }: { vehicle: GarageVehicle; unit: DistanceUnit }) {
  const [days, setDays] = useState<7 | 30>(30);
  const trend = useVehicleTrend(vehicle.tokenId, days, !vehicle.isDemo);
  if (vehicle.isDemo) return <p className="text-sm text-muted-foreground">Sign in to see your vehicles’ trips.</p>;
  const points = trend.data?.points ?? [];
  const total = points.reduce((sum, p) => sum + (p.distanceKm ?? 0), 0);
  const drivingDays = points.filter((p) => (p.distanceKm ?? 0) >= 1).length;
  const top = points.reduce<number | null>((max, p) => (p.maxSpeedKmh !== null && (max === null || p.maxSpeedKmh > max) ? p.maxSpeedKmh : max), null);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-2">
        <h3 className="text-base font-semibold">Trips and usage</h3>
        <div role="radiogroup" aria-label="Period" className="inline-flex rounded-md bg-muted p-1">
          {([7, 30] as const).map((d) => (
            <button
              key={d}
              type="button"
              role="radio"
              aria-checked={days === d}
              onClick={() => setDays(d)}
              className={cn('rounded-sm px-3 py-1 text-sm font-medium', days === d ? 'bg-background shadow-sm' : 'text-muted-foreground')}
            >
              {d} days
            </button>
          ))}
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        {!trend.data ? (
          <Skeleton className="h-56 w-full" />
        ) : trend.data.error ? (
          <p className="text-sm text-muted-foreground">History unavailable: {trend.data.error}</p>
        ) : !hasChartData(points, ['distanceKm', 'maxSpeedKmh']) ? (
          <NoChartData />
        ) : (
          <>
            <StatTiles className="grid-cols-3"
              items={[
                ['Distance', formatDistance(total, unit)],
                ['Days driven', `${drivingDays} of ${points.length}`],
                ['Top speed', formatSpeed(top, unit)],
              ]}
            />
            <Suspense fallback={<Skeleton className="h-56 w-full" />}>
              <TripsChart points={points} unit={unit} />
            </Suspense>
            <TrendTable points={points} unit={unit} columns={['distance', 'speed']} caption={`Distance and top speed per day over the last ${days} days`} levelLabel="Level" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
