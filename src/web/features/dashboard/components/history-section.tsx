import { LineChart } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import type { DashboardVehicle } from '@shared/api/vehicles';
import type { DistanceUnit } from '@shared/units';
import { ChartNumbers } from '@/components/chart-numbers';
import { Skeleton } from '@/components/ui/skeleton';
import { useVehicleHistory } from '../api';
import { buildHistorySeries, hasHistoryData, type HistoryPoint } from '../history-series';
import { levelLabelFor, NO_DATA } from '../vehicle-display';

const HistoryChart = lazy(() => import('./history-chart'));

function show(value: number | null, suffix: string): string {
  return value === null ? NO_DATA : `${value}${suffix}`;
}

/** The chart's numbers (the drawing itself is hidden from screen readers). */
function HistoryTable({ points, unit, levelLabel, caption }: { points: HistoryPoint[]; unit: DistanceUnit; levelLabel: string; caption: string }) {
  return (
    <ChartNumbers label={caption}>
      <table className="w-full">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="p-1 font-medium">Day</th>
            <th scope="col" className="p-1 text-right font-medium">Distance</th>
            <th scope="col" className="p-1 text-right font-medium">{levelLabel}</th>
            <th scope="col" className="p-1 text-right font-medium">Coolant</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.timestamp} className="border-t">
              <th scope="row" className="p-1 text-left font-normal">{p.label}</th>
              <td className="p-1 text-right tabular-nums">{show(p.distance, ` ${unit}`)}</td>
              <td className="p-1 text-right tabular-nums">{show(p.level, '%')}</td>
              <td className="p-1 text-right tabular-nums">{show(p.coolant, ' °C')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ChartNumbers>
  );
}

export function HistorySection({ vehicle, unit, headingId }: { vehicle: DashboardVehicle; unit: DistanceUnit; headingId: string }) {
  const { data, isPending, isError, error } = useVehicleHistory(vehicle.tokenId, !vehicle.isDemo);
  const levelLabel = levelLabelFor(vehicle).replace(' level', '');
  let body: ReactNode;
  if (vehicle.isDemo) {
    body = <p className="text-sm text-muted-foreground">History appears here for your connected vehicles.</p>;
  } else if (isPending) {
    body = <Skeleton className="h-48 w-full" aria-label="Loading history" />;
  } else if (isError || data.error) {
    body = <p className="text-sm text-muted-foreground">History unavailable: {isError ? error.message : data.error}</p>;
  } else {
    const points = buildHistorySeries(data.days, vehicle.type, unit);
    body = hasHistoryData(points) ? (
      <>
        <Suspense fallback={<Skeleton className="h-48 w-full" />}>
          <HistoryChart points={points} unit={unit} levelLabel={levelLabel} />
        </Suspense>
        <HistoryTable points={points} unit={unit} levelLabel={levelLabel} caption={`7-day history of ${vehicle.name}`} />
      </>
    ) : (
      <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
        No driving data in the last 7 days. The chart fills in as the car reports.
      </p>
    );
  }
  return (
    <section aria-labelledby={headingId} className="space-y-1.5">
      <h4 id={headingId} className="flex items-center gap-1.5 text-sm font-semibold">
        <LineChart className="size-4 text-primary" aria-hidden /> Last 7 days
      </h4>
      {body}
    </section>
  );
}
