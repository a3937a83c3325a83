import { useId, useState } from 'react';
import { SPEND_CATEGORY_LABELS, type PeriodName, type SpendSummary } from '@shared/api/facts';
import type { Amount } from '@shared/currency';
import { describePeriod, PERIOD_LABELS } from '@shared/period-text';
import { formatAmounts, formatDistance, MILES_PER_KM, type DistanceUnit } from '@shared/units';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { StatTiles } from '@/components/stat-tiles';
import { useSpend } from '../api';

const PERIODS: PeriodName[] = ['this-month', 'this-year', 'last-365-days', 'all-time'];

/** Cost per km (or per mile) in each currency, three decimals. */
function formatRate(perKm: readonly Amount[], unit: DistanceUnit): string {
  const perUnit = perKm.map((a) => ({ ...a, amount: unit === 'mi' ? a.amount / MILES_PER_KM : a.amount }));
  return `${formatAmounts(perUnit, 3)} / ${unit}`;
}

const MISSING_RATE: Record<NonNullable<SpendSummary['costPerKmMissing']>, string> = {
  'no-distance': 'the car has not reported its odometer over this period',
  'not-enough-distance': 'not enough distance yet',
  'no-spend': 'no service spend in this period',
};

/** None spent shows as "none", never $0.00. */
const amounts = (a: readonly Amount[]) => (a.length ? formatAmounts(a) : 'none');

/** What was spent on the car in a period: service (and tyres), everything by category, and service cost per distance. */
export function TotalsCard({ tokenId, unit }: { tokenId: number; unit: DistanceUnit }) {
  const id = useId();
  const [period, setPeriod] = useState<PeriodName>('this-year');
  const spend = useSpend(tokenId, period);
  const s = spend.data;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-3 pb-3">
        <div className="space-y-1">
          <h3 id={`${id}-title`} className="text-base font-semibold leading-none">
            Spending
          </h3>
          {s && <p className="text-sm text-muted-foreground" data-testid="spend-period">{describePeriod(s.period)}</p>}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-period`}>Period</Label>
          <NativeSelect id={`${id}-period`} className="w-44" value={period} onChange={(e) => setPeriod(e.target.value as PeriodName)}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABELS[p]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {spend.isError ? (
          <p role="alert" className="text-sm text-destructive">Could not load the spending: {spend.error.message}</p>
        ) : !s ? (
          <Skeleton className="h-20 w-full" />
        ) : (
          <>
            <StatTiles
              aria-labelledby={`${id}-title`}
              className="grid-cols-2 sm:grid-cols-3"
              items={[
                ['Service and repair', amounts(s.service)],
                ['Spent on the car', amounts(s.total)],
                [`Service cost per ${unit}`, s.costPerKm ? formatRate(s.costPerKm, unit) : MISSING_RATE[s.costPerKmMissing ?? 'no-spend']],
              ]}
            />
            {s.costPerKm && s.distanceKm !== null && (
              <p className="text-sm text-muted-foreground">
                {formatAmounts(s.service)} over {formatDistance(s.distanceKm, unit)} driven in the same period (odometer from the car).
              </p>
            )}
            {s.byCategory.length > 0 ? (
              <table className="w-full text-sm">
                <caption className="sr-only">Spend by category</caption>
                <thead className="text-left text-muted-foreground">
                  <tr>
                    <th scope="col" className="font-medium">Category</th>
                    <th scope="col" className="text-right font-medium">Items</th>
                    <th scope="col" className="text-right font-medium">Spent</th>
                  </tr>
                </thead>
                <tbody>
                  {s.byCategory.map((c) => (
                    <tr key={c.category} className="border-t">
                      <th scope="row" className="py-1 text-left font-normal">{SPEND_CATEGORY_LABELS[c.category]}</th>
                      <td className="py-1 text-right tabular-nums">{c.count}</td>
                      <td className="py-1 text-right tabular-nums">{formatAmounts(c.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="text-sm text-muted-foreground">Nothing with a cost recorded in this period.</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
