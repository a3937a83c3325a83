import { useId, useState } from 'react';
import { SERVICE_KIND_LABELS, type ServicePeriod } from '@shared/api/service-log';
import { formatIsoDate } from '@shared/format-date';
import type { Amount } from '@shared/currency';
import { formatAmounts, formatDistance, MILES_PER_KM, type DistanceUnit } from '@shared/units';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useServiceTotals } from '../api';
import { StatTiles } from '@/components/stat-tiles';

const PERIOD_LABELS: Record<ServicePeriod, string> = { '90d': 'Last 90 days', '365d': 'Last 12 months', all: 'All time' };

/** Cost per km (or per mile) in each currency, three decimals. */
function formatRate(perKm: readonly Amount[], unit: DistanceUnit): string {
  const perUnit = perKm.map((a) => ({ ...a, amount: unit === 'mi' ? a.amount / MILES_PER_KM : a.amount }));
  return `${formatAmounts(perUnit, 3)} / ${unit}`;
}

/** Spend this month, this year, all time, by kind, and cost per distance over a chosen period. */
export function TotalsCard({ tokenId, unit }: { tokenId: number; unit: DistanceUnit }) {
  const id = useId();
  const [period, setPeriod] = useState<ServicePeriod>('365d');
  const totals = useServiceTotals(tokenId, period);
  const t = totals.data;
  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 id={`${id}-title`} className="text-base font-semibold leading-none">
          Spending
        </h3>
      </CardHeader>
      <CardContent className="space-y-4">
        {!t ? (
          <Skeleton className="h-20 w-full" />
        ) : (
          <>
            <StatTiles aria-labelledby={`${id}-title`} className="grid-cols-2 sm:grid-cols-4"
              items={[
                ['This month', formatAmounts(t.thisMonth)],
                ['This year', formatAmounts(t.thisYear)],
                ['All time', formatAmounts(t.allTime)],
                [`Cost per ${unit}`, t.costPerKm ? formatRate(t.costPerKm.value, unit) : '—'],
              ]}
            />
            <div className="flex flex-wrap items-end gap-3">
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-period`}>Cost per {unit} over</Label>
                <NativeSelect id={`${id}-period`} className="w-44" value={period} onChange={(e) => setPeriod(e.target.value as ServicePeriod)}>
                  {(Object.keys(PERIOD_LABELS) as ServicePeriod[]).map((p) => (
                    <option key={p} value={p}>
                      {PERIOD_LABELS[p]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <p className="text-sm text-muted-foreground">
                {t.costPerKm
                  ? `${formatAmounts(t.costPerKm.spend)} over ${formatDistance(t.costPerKm.distanceKm, unit)} driven since ${formatIsoDate(t.costPerKm.from)} (odometer from the car).`
                  : t.costPerKmNote}
              </p>
            </div>
            {t.byKind.length > 0 && (
              <table className="w-full text-sm">
                <caption className="sr-only">Spend by kind</caption>
                <thead className="text-left text-muted-foreground">
                  <tr>
                    <th scope="col" className="font-medium">Kind</th>
                    <th scope="col" className="text-right font-medium">Records</th>
                    <th scope="col" className="text-right font-medium">Spent</th>
                  </tr>
                </thead>
                <tbody>
                  {t.byKind.map((k) => (
                    <tr key={k.kind} className="border-t">
                      <th scope="row" className="py-1 text-left font-normal">{SERVICE_KIND_LABELS[k.kind]}</th>
                      <td className="py-1 text-right tabular-nums">{k.count}</td>
                      <td className="py-1 text-right tabular-nums">{formatAmounts(k.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
