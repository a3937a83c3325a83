import { BatteryCharging, PlugZap } from 'lucide-react';
import { LoadErrorNote, SignInNote } from '@/components/page-notes';
import type { ChargingDetail } from '@shared/api/charging';
import { formatDistance, formatPercent, type DistanceUnit } from '@shared/units';
import { NotFoundPage } from '@/app/not-found-page';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/hooks/use-current-user';
import { cn } from '@/lib/utils';
import { useChargingOverview } from './api';
import { formatMinutes, formatPlace, formatWhen } from './charging-display';
import { StatTiles } from '@/components/stat-tiles';
import { BatteryTrendsCard } from './battery-trends-card';
import { BatteryHistoryCard } from './battery-history-card';
import { useUrlParams } from '@/hooks/use-url-params';

const TYPE_LABELS = { electric: 'electric', hybrid: 'hybrid', gas: 'gas' } as const;

/** Charging sessions and the charging state of one of the owner's electric or plug-in vehicles. */
export default function ChargingPage() {
  const [params, changeParams] = useUrlParams();
  const me = useCurrentUser();
  const unit = me.data?.distanceUnit ?? 'km';
  const raw = params.get('tokenId');
  const tokenId = raw && /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;
  const days = params.get('days') === '7' ? 7 : 30;
  const overview = useChargingOverview({ tokenId, days }, Boolean(me.data));


  if (overview.error?.data?.code === 'NOT_FOUND') return <NotFoundPage embedded />;
  const data = overview.data;
  const selected = data?.selected ?? null;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Charging</h1>
          <p className="text-muted-foreground">Sessions found in your electric and plug-in cars’ history, and how the charge is going now.</p>
        </div>
        {data && (
          <div className="flex flex-wrap items-end gap-3">
            <div className="space-y-1.5">
              <Label htmlFor="charging-vehicle">Vehicle</Label>
              <NativeSelect id="charging-vehicle" className="w-64 max-w-full" value={selected?.tokenId ?? ''} onChange={(e) => changeParams({ tokenId: e.target.value })}>
                {data.vehicles.map((v) => (
                  <option key={v.tokenId} value={v.tokenId}>
                    {v.name} ({v.plugsIn ? (v.type === 'hybrid' ? 'plug-in hybrid' : 'electric') : TYPE_LABELS[v.type]})
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="charging-days">Period</Label>
              <NativeSelect id="charging-days" className="w-36" value={String(days)} onChange={(e) => changeParams({ days: e.target.value })}>
                <option value="7">Last 7 days</option>
                <option value="30">Last 30 days</option>
              </NativeSelect>
            </div>
          </div>
        )}
      </header>

      {me.data === null ? (
        <SignInNote>to see your electric vehicles’ charging.</SignInNote>
      ) : overview.error ? (
        <LoadErrorNote message={overview.error.message} />
      ) : !data ? (
        <Skeleton className="h-64 w-full" />
      ) : !selected ? (
        <p className="text-sm text-muted-foreground">No vehicles are shared with the app yet.</p>
      ) : !selected.plugsIn ? (
        <Card>
          <CardContent className="flex items-start gap-3 p-6">
            <PlugZap className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
            <p>{selected.explanation}</p>
          </CardContent>
        </Card>
      ) : (
        <ChargingDetails detail={selected} unit={unit} />
      )}
    </div>
  );
}

function ChargingDetails({ detail, unit }: { detail: ChargingDetail; unit: DistanceUnit }) {
  const now = detail.current;
  return (
    <div className="space-y-4">
      {detail.error && (
        <p role="status" className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
          History unavailable: {detail.error}
        </p>
      )}
      <Card>
        <CardHeader className="pb-2">
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <BatteryCharging className={cn('size-5', now?.charging ? 'text-success' : 'text-muted-foreground')} aria-hidden />
            {now?.charging ? 'Charging now' : 'Not charging'}
          </h2>
        </CardHeader>
        <CardContent>
          <StatTiles className="grid-cols-2 sm:grid-cols-4"
            items={[
              ['Charge level', formatPercent(now?.levelPercent)],
              ['Range', formatDistance(now?.rangeKm, unit)],
              ['Time to 80 %', now?.charging ? (now.minutesTo80 !== null ? formatMinutes(now.minutesTo80) : (now.levelPercent ?? 0) >= 80 ? 'Above 80 %' : 'Estimating…') : '—'],
              ['Charging rate', now?.ratePercentPerHour != null ? `${now.ratePercentPerHour} % per hour` : '—'],
            ]}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="pb-2">
          <h2 className="text-base font-semibold">Sessions in the last {detail.days} days</h2>
          <p className="text-sm text-muted-foreground">
            {detail.totals.sessions} {detail.totals.sessions === 1 ? 'session' : 'sessions'}, {detail.totals.hours} h
            {detail.totals.kwhAdded !== null ? `, ${detail.totals.kwhAdded} kWh added` : ''}.
            {!detail.locationShared && ' Places are not shown: location history is not shared with the app.'}
          </p>
        </CardHeader>
        <CardContent>
          {detail.sessions.length === 0 ? (
            <p className="text-sm text-muted-foreground">No charging sessions in this period.</p>
          ) : (
            <div className="overflow-x-auto" role="region" aria-label="Charging sessions" tabIndex={0}>
              <table className="w-full min-w-[34rem] text-sm">
                <caption className="sr-only">Charging sessions, newest first</caption>
                <thead className="text-left text-muted-foreground">
                  <tr>
                    <th scope="col" className="p-2 font-medium">Start</th>
                    <th scope="col" className="p-2 font-medium">End</th>
                    <th scope="col" className="p-2 text-right font-medium">Duration</th>
                    <th scope="col" className="p-2 text-right font-medium">Gained</th>
                    <th scope="col" className="p-2 text-right font-medium">kWh added</th>
                    <th scope="col" className="p-2 font-medium">Where</th>
                  </tr>
                </thead>
                <tbody>
                  {detail.sessions.map((s) => (
                    <tr key={s.start} className="border-t">
                      <th scope="row" className="p-2 text-left font-normal">{formatWhen(s.start)}</th>
                      <td className="p-2">{s.ongoing ? 'Charging' : formatWhen(s.end)}</td>
                      <td className="p-2 text-right tabular-nums">{formatMinutes(s.durationMinutes)}</td>
                      <td className="p-2 text-right tabular-nums">
                        {s.gainedPercent !== null ? `+${s.gainedPercent} %` : '—'}
                        {s.fromPercent !== null && s.toPercent !== null && (
                          <span className="block text-xs text-muted-foreground">
                            {Math.round(s.fromPercent)} → {Math.round(s.toPercent)} %
                          </span>
                        )}
                      </td>
                      <td className="p-2 text-right tabular-nums">{s.kwhAdded !== null ? s.kwhAdded.toFixed(1) : '—'}</td>
                      <td className="p-2">{detail.locationShared ? formatPlace(s.placeLabel) : 'Not shared'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>

      {detail.battery && <BatteryTrendsCard battery={detail.battery} unit={unit} days={detail.days} />}
      {detail.plugsIn && <BatteryHistoryCard tokenId={detail.tokenId} unit={unit} />}
    </div>
  );
}
