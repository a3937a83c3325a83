import { Download } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadErrorNote, SignInNote } from '@/components/page-notes';
import { ChartNumbers } from '@/components/chart-numbers';
import type { SpendSummary } from '@shared/api/facts';
import { INSIGHTS_SPEND_PERIODS, type Insights } from '@shared/api/insights';
import type { Amount } from '@shared/currency';
import { formatIsoDate } from '@shared/format-date';
import { describePeriod, PERIOD_LABELS } from '@shared/period-text';
import { formatAmounts, formatDistance, formatMoney, MILES_PER_KM, type DistanceUnit } from '@shared/units';
import { HealthMeter } from '@/components/health-meter';
import { NotFoundPage } from '@/app/not-found-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useInsights } from './api';
import { buildInsightsCsv, formatDuration } from './insights-csv';
import { useUrlParams } from '@/hooks/use-url-params';

const WeeksChart = lazy(async () => ({ default: (await import('./components/insights-charts')).WeeksChart }));
const SpendChart = lazy(async () => ({ default: (await import('./components/insights-charts')).SpendChart }));
const HealthChart = lazy(async () => ({ default: (await import('./components/insights-charts')).HealthChart }));

type SpendPeriod = (typeof INSIGHTS_SPEND_PERIODS)[number];

const MISSING_RATE: Record<NonNullable<SpendSummary['costPerKmMissing']>, string> = {
  'no-distance': 'no odometer over this period',
  'not-enough-distance': 'not enough distance yet',
  'no-spend': 'no service spend',
};

/**
 * Service cost per km (or mile) in each currency, or why there is none (never $0.000), with the distance it is over:
 * the odometer's over the spend period, which is not the trips' distance shown beside it for the weeks.
 */
function rate(perKm: readonly Amount[] | null, missing: SpendSummary['costPerKmMissing'], unit: DistanceUnit, overKm: number | null): string {
  if (!perKm) return MISSING_RATE[missing ?? 'no-spend'];
  const per = `${formatAmounts(perKm.map((a) => ({ ...a, amount: unit === 'mi' ? a.amount / MILES_PER_KM : a.amount })), 3)} / ${unit}`;
  return overKm === null ? per : `${per} over ${formatDistance(overKm, unit)}`;
}

/** None spent shows as "none", never $0.00. */
const money = (a: readonly Amount[]) => (a.length ? formatAmounts(a) : 'none');
const per100 = (value: number | null, what: string) => (value === null ? '—' : `${value} ${what}/100 km`);

function download(data: Insights) {
  const url = URL.createObjectURL(new Blob([buildInsightsCsv(data)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `insights-${data.scope === 'fleet' ? 'fleet' : data.tokenId}-${data.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Insights for the fleet or one vehicle: charts with their numbers as tables, and a CSV of it all. */
export default function InsightsPage() {
  const [params, changeParams] = useUrlParams();
  const me = useCurrentUser();
  const unit = me.data?.distanceUnit ?? 'km';
  const raw = params.get('tokenId');
  const tokenId = raw && /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;
  const rawPeriod = params.get('period');
  const period: SpendPeriod = INSIGHTS_SPEND_PERIODS.find((p) => p === rawPeriod) ?? 'this-year';
  const insights = useInsights({ tokenId, period }, Boolean(me.data));
  if (insights.error?.data?.code === 'NOT_FOUND') return <NotFoundPage embedded />;
  const data = insights.data;

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Insights</h1>
          <p className="text-muted-foreground">
            {data ? `${formatIsoDate(data.from)} – ${formatIsoDate(data.to)}: distance, time driven and consumption from your cars’ own history.` : 'Distance, time driven, spending and consumption from your cars’ own history.'}
          </p>
          {data && (
            <p className="text-sm text-muted-foreground" data-testid="spend-period">
              Money: {describePeriod(data.spend.period)}
            </p>
          )}
        </div>
        {data && (
          <div className="flex flex-wrap items-end gap-3">
            <div className="space-y-1.5">
              <Label htmlFor="insights-scope">Show</Label>
              <NativeSelect
                id="insights-scope"
                className="w-64 max-w-full"
                value={tokenId ?? ''}
                onChange={(e) => {
                  changeParams({ tokenId: e.target.value || null });
                }}
              >
                <option value="">All vehicles</option>
                {data.choices.map((c) => (
                  <option key={c.tokenId} value={c.tokenId}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="insights-period">Money over</Label>
              <NativeSelect
                id="insights-period"
                className="w-44"
                value={period}
                onChange={(e) => {
                  changeParams({ period: e.target.value });
                }}
              >
                {INSIGHTS_SPEND_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {PERIOD_LABELS[p]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button variant="outline" onClick={() => download(data)}>
              <Download aria-hidden /> Export CSV
            </Button>
          </div>
        )}
      </header>

      {me.data === null ? (
        <SignInNote>to see insights about your vehicles.</SignInNote>
      ) : insights.error ? (
        <LoadErrorNote message={insights.error.message} />
      ) : !data ? (
        <div className="space-y-4" aria-busy="true">
          <p className="text-sm text-muted-foreground">Reading twelve weeks of history…</p>
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <InsightsBody data={data} unit={unit} />
      )}
    </div>
  );
}

function Section({ title, children, table }: { title: string; children: ReactNode; table: ReactNode }) {
  return (
    <Card role="region" aria-label={title}>
      <CardHeader className="pb-2">
        <h2 className="text-base font-semibold">{title}</h2>
      </CardHeader>
      <CardContent className="space-y-3">
        <Suspense fallback={<Skeleton className="h-56 w-full" />}>{children}</Suspense>
        <ChartNumbers label={title}>{table}</ChartNumbers>
      </CardContent>
    </Card>
  );
}

function InsightsBody({ data, unit }: { data: Insights; unit: DistanceUnit }) {
  const t = data.totals;
  // a tile with nothing to show says so, in a quieter line than a figure
  const tiles: [string, string, boolean?][] = [
    ['Distance', formatDistance(t.distanceKm, unit)],
    ['Time driven', formatDuration(t.drivingMinutes)],
    data.spend.service.length
      ? ['Service and repair', formatAmounts(data.spend.service)]
      : ['Service and repair', `No costs recorded ${PERIOD_LABELS[data.spend.period.name as SpendPeriod]?.toLowerCase() ?? 'in this period'}`, true],
    [`Service cost per ${unit}`, rate(data.spend.costPerKm, data.spend.costPerKmMissing, unit, data.spend.distanceKm), !data.spend.costPerKm],
    ['Fuel', per100(t.litresPer100Km, 'l')],
    ['Energy', per100(t.kwhPer100Km, 'kWh')],
  ];
  const failing = data.vehicles.filter((v) => v.error);
  const otherCurrencies = data.months.some((m) => m.other.length > 0);
  const th = 'p-1.5 font-medium';
  return (
    <div className="space-y-4">
      {failing.length > 0 && (
        <p role="status" className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
          Some history is missing: {failing.map((v) => `${v.name} (${v.error})`).join('; ')}. Reload in a moment.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {tiles.map(([label, value, quiet]) => (
          <div key={label} className="rounded-xl border bg-card p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className={quiet ? 'mt-1 text-sm font-medium text-muted-foreground' : 'mt-0.5 text-lg font-semibold tabular-nums'}>{value}</dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-4 xl:grid-cols-2">
        <Section
          title="Distance and time driven per week"
          table={
            <table className="w-full">
              <caption className="sr-only">Distance and time driven per week</caption>
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th scope="col" className={th}>Week of</th>
                  <th scope="col" className={`${th} text-right`}>Distance</th>
                  <th scope="col" className={`${th} text-right`}>Time driven</th>
                </tr>
              </thead>
              <tbody>
                {data.weeks.map((w) => (
                  <tr key={w.start} className="border-t">
                    <th scope="row" className="p-1.5 text-left font-normal">{formatIsoDate(w.start)}</th>
                    <td className="p-1.5 text-right tabular-nums">{formatDistance(w.distanceKm, unit)}</td>
                    <td className="p-1.5 text-right tabular-nums">{formatDuration(w.drivingMinutes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        >
          <WeeksChart weeks={data.weeks} unit={unit} />
        </Section>
        <Section
          title="Service and repair per month"
          table={
            <table className="w-full">
              <caption className="sr-only">Service and repair per month</caption>
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th scope="col" className={th}>Month</th>
                  <th scope="col" className={`${th} text-right`}>In {data.currency}</th>
                  <th scope="col" className={`${th} text-right`}>Other currencies</th>
                </tr>
              </thead>
              <tbody>
                {data.months.map((m) => (
                  <tr key={m.month} className="border-t">
                    <th scope="row" className="p-1.5 text-left font-normal">{m.month}</th>
                    <td className="p-1.5 text-right tabular-nums">{formatMoney(m.spend, data.currency)}</td>
                    <td className="p-1.5 text-right tabular-nums">{m.other.length ? formatAmounts(m.other) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        >
          <SpendChart months={data.months} currency={data.currency} />
          {otherCurrencies && <p className="text-sm text-muted-foreground">Drawn in {data.currency}; amounts in other currencies are in the numbers below (currencies are never converted).</p>}
        </Section>
        <Section
          title="Health score history"
          table={
            <table className="w-full">
              <caption className="sr-only">Health score per day</caption>
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th scope="col" className={th}>Day</th>
                  <th scope="col" className={`${th} text-right`}>Health score</th>
                </tr>
              </thead>
              <tbody>
                {data.health.map((h) => (
                  <tr key={h.date} className="border-t">
                    <th scope="row" className="p-1.5 text-left font-normal">{formatIsoDate(h.date)}</th>
                    <td className="p-1.5 text-right tabular-nums">{h.score}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        >
          <HealthChart health={data.health} />
        </Section>
        <Card>
          <CardHeader className="pb-2">
            <h2 className="text-base font-semibold">Trouble codes in the last 90 days</h2>
          </CardHeader>
          <CardContent>
            {data.troubleCodes.length === 0 ? (
              <p className="text-sm text-muted-foreground">No trouble codes were reported.</p>
            ) : (
              <ul aria-label="Trouble codes seen" className="space-y-2 text-sm">
                {data.troubleCodes.map((c) => (
                  <li key={c.code} className="space-y-0.5">
                    <p className="flex flex-wrap items-center gap-2">
                      <Badge variant="outline" className="font-mono">
                        {c.code}
                      </Badge>
                      <span>{c.meaning}</span>
                    </p>
                    <p className="text-muted-foreground">
                      {c.vehicles.join(', ')} · {c.days} {c.days === 1 ? 'day' : 'days'}, {formatIsoDate(c.firstSeen)} – {formatIsoDate(c.lastSeen)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader className="pb-2">
          <h2 className="text-base font-semibold">By vehicle</h2>
        </CardHeader>
        <CardContent className="overflow-x-auto" role="region" aria-label="Insights by vehicle" tabIndex={0}>
          <table className="w-full min-w-[44rem] text-sm">
            <caption className="sr-only">Insights by vehicle</caption>
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className={th}>Vehicle</th>
                <th scope="col" className={`${th} text-right`}>Distance</th>
                <th scope="col" className={`${th} text-right`}>Time driven</th>
                <th scope="col" className={`${th} text-right`}>Service and repair</th>
                <th scope="col" className={`${th} text-right`}>Service cost per {unit}</th>
                <th scope="col" className={`${th} text-right`}>Consumption</th>
                <th scope="col" className={`${th} text-right`}>Health</th>
              </tr>
            </thead>
            <tbody>
              {data.vehicles.map((v) => (
                <tr key={v.tokenId} className="border-t">
                  <th scope="row" className="p-1.5 text-left font-normal">
                    <Link to={`/vehicles/${v.tokenId}`} className="hover:underline">
                      {v.name}
                    </Link>
                  </th>
                  <td className="p-1.5 text-right tabular-nums">{formatDistance(v.distanceKm, unit)}</td>
                  <td className="p-1.5 text-right tabular-nums">{formatDuration(v.drivingMinutes)}</td>
                  <td className="p-1.5 text-right tabular-nums">{money(v.service)}</td>
                  <td className="p-1.5 text-right tabular-nums">{rate(v.costPerKm, v.costPerKmMissing, unit, v.costDistanceKm)}</td>
                  <td className="p-1.5 text-right tabular-nums">{v.kwhPer100Km !== null ? per100(v.kwhPer100Km, 'kWh') : per100(v.litresPer100Km, 'l')}</td>
                  <td className="w-44 p-1.5 text-right">{v.healthScore === null ? '—' : <HealthMeter score={v.healthScore} cap={v.healthCap} size="sm" label={`${v.name} health`} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
    </div>
  );
}
