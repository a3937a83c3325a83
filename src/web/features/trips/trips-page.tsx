import { Download, Route } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { TRIP_PERIODS, TripPeriodSchema, type DrivingTotals, type Trip, type TripPeriod } from '@shared/api/trips';
import { formatDistance, formatMoney, type DistanceUnit } from '@shared/units';
import { NotFoundPage } from '@/app/not-found-page';
import { LoadErrorNote, SignInNote } from '@/components/page-notes';
import { StatTiles } from '@/components/stat-tiles';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useTripExport, useTripList } from './api';
import { ScoreBadge } from './components/score-badge';
import { downloadText, formatDuration, formatEfficiency, formatEvents, formatTripTime } from './trip-display';
import { describePeriod, PERIOD_LABELS } from '@shared/period-text';
import { useUrlParams } from '@/hooks/use-url-params';


const PAGE = 50;

function totalsTiles(t: DrivingTotals, unit: DistanceUnit): [string, string][] {
  const energy = [t.fuelLitres !== null ? `${t.fuelLitres.toFixed(1)} l` : null, t.energyKwh !== null ? `${t.energyKwh.toFixed(1)} kWh` : null].filter(Boolean).join(' · ');
  return [
    ['Trips', String(t.trips)],
    ['Distance', formatDistance(t.distanceKm, unit)],
    ['Driving time', formatDuration(t.drivingMinutes)],
    ['Fuel or energy', energy || '—'],
    ['Cost', t.cost ? formatMoney(t.cost.amount, t.cost.currency) : 'Set your prices'],
    ['Idling', formatDuration(t.idleMinutes)],
  ];
}

/** Driving per day (or week, month) as a table with a bar in each row: the chart and its text in one. */
function DrivingTable({ rows, unit, grain }: { rows: DrivingTotals[]; unit: DistanceUnit; grain: 'day' | 'week' | 'month' }) {
  const max = Math.max(1, ...rows.map((r) => r.distanceKm));
  if (rows.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Distance, trips and score per {grain}</caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="p-2 font-medium">{grain === 'day' ? 'Day' : grain === 'week' ? 'Week of' : 'Month'}</th>
            <th scope="col" className="p-2 font-medium">Distance</th>
            <th scope="col" className="p-2 text-right font-medium">Trips</th>
            <th scope="col" className="p-2 text-right font-medium">Score</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.from} className="border-t">
              <th scope="row" className="p-2 text-left font-normal whitespace-nowrap">
                {grain === 'month' ? r.from.slice(0, 7) : r.from}
              </th>
              <td className="w-full p-2">
                <div className="flex items-center gap-2">
                  <div className="h-2 rounded bg-primary" style={{ width: `${Math.max(2, (r.distanceKm / max) * 100)}%`, maxWidth: '70%' }} aria-hidden />
                  <span className="whitespace-nowrap tabular-nums">{formatDistance(r.distanceKm, unit)}</span>
                </div>
              </td>
              <td className="p-2 text-right tabular-nums">{r.trips}</td>
              <td className="p-2 text-right">{r.score ? r.score.value : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TripRow({ trip, unit, timeZone, fleet }: { trip: Trip; unit: DistanceUnit; timeZone: string; fleet: boolean }) {
  const from = trip.startPlace?.label ?? 'Start';
  const to = trip.ongoing ? 'still driving' : (trip.endPlace?.label ?? 'End');
  return (
    <li className="border-t first:border-t-0">
      <Link to={`/trips/${trip.id}`} className="block rounded-md p-3 hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <span className="font-medium break-words">
            {from} → {to}
          </span>
          <span className="text-sm text-muted-foreground">{formatTripTime(trip.start, timeZone)}</span>
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {fleet && <span>{trip.vehicleName}</span>}
          <span className="tabular-nums">{formatDistance(trip.distanceKm, unit)}</span>
          <span>{formatDuration(trip.durationMinutes)}</span>
          <span>{formatEfficiency(trip.energy, unit)}</span>
          {trip.cost && <span>{formatMoney(trip.cost.amount, trip.cost.currency)}</span>}
          {trip.ongoing && <span className="font-medium text-foreground">Ongoing</span>}
          <span>Events: {formatEvents(trip.events)}</span>
          <ScoreBadge score={trip.score} />
        </div>
      </Link>
    </li>
  );
}

/** The owner's trips: one car or the fleet, over a period, with totals per day, week or month and exports. */
export default function TripsPage() {
  const [params, changeParams] = useUrlParams();
  const me = useCurrentUser();
  const unit = me.data?.distanceUnit ?? 'km';
  const raw = params.get('tokenId');
  const tokenId = raw && /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;
  const parsedPeriod = TripPeriodSchema.safeParse(params.get('period'));
  const period: TripPeriod = parsedPeriod.success ? parsedPeriod.data : 'last-7-days';
  const [limit, setLimit] = useState(PAGE);
  const input = { tokenId, period, limit };
  const list = useTripList(input, Boolean(me.data));
  const exporter = useTripExport();
  const [exporting, setExporting] = useState<'csv' | 'gpx' | null>(null);

  const set = (key: string, value: string) => {
    changeParams({ [key]: value || null });
    setLimit(PAGE);
  };
  const download = async (kind: 'csv' | 'gpx') => {
    setExporting(kind);
    try {
      downloadText(await (kind === 'csv' ? exporter.csv({ tokenId, period }) : exporter.gpx({ tokenId, period })));
    } finally {
      setExporting(null);
    }
  };

  if (list.error?.data?.code === 'NOT_FOUND') return <NotFoundPage embedded />;
  const data = list.data;
  const grain = period === 'this-year' || period === 'last-365-days' ? 'month' : period === 'last-90-days' ? 'week' : 'day';

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Trips</h1>
          <p className="text-muted-foreground">Where your cars went, how far, what it cost and how smoothly they were driven.</p>
        </div>
        {data && (
          <div className="flex flex-wrap items-end gap-3">
            <div className="space-y-1.5">
              <Label htmlFor="trips-vehicle">Vehicle</Label>
              <NativeSelect id="trips-vehicle" className="w-64 max-w-full" value={tokenId ?? ''} onChange={(e) => set('tokenId', e.target.value)}>
                <option value="">All vehicles</option>
                {data.vehicles.map((v) => (
                  <option key={v.tokenId} value={v.tokenId}>
                    {v.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="trips-period">Period</Label>
              <NativeSelect id="trips-period" className="w-40" value={period} onChange={(e) => set('period', e.target.value)}>
                {TRIP_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {PERIOD_LABELS[p]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button variant="outline" onClick={() => download('csv')} disabled={exporting !== null}>
              <Download aria-hidden /> CSV
            </Button>
            <Button variant="outline" onClick={() => download('gpx')} disabled={exporting !== null}>
              <Download aria-hidden /> GPX
            </Button>
          </div>
        )}
      </header>

      {me.data === null ? (
        <SignInNote>to see your trips.</SignInNote>
      ) : list.error ? (
        <LoadErrorNote message={list.error.message} />
      ) : !data ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <>
          {data.notes.map((n) => (
            <p key={n} role="status" className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
              {n}
            </p>
          ))}
          {!data.locationShared && (
            <p role="status" className="rounded-md border p-3 text-sm text-muted-foreground">
              Location is not shared for some of your cars: their trips show figures only, without places or routes.
            </p>
          )}
          <Card>
            <CardHeader className="pb-2">
              <h2 className="text-base font-semibold">
                {describePeriod({ name: period, from: data.totals.from, to: data.totals.to, timeZone: data.timeZone })}
              </h2>
            </CardHeader>
            <CardContent className="space-y-4">
              <StatTiles className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-6" items={totalsTiles(data.totals, unit)} aria-label="Totals for the period" />
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium">Driving score:</span>
                <ScoreBadge score={data.totals.score} withReason />
              </div>
              <DrivingTable rows={grain === 'day' ? data.byDay : grain === 'week' ? data.byWeek : data.byMonth} unit={unit} grain={grain} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="flex-row items-center gap-2 pb-2">
              <Route className="size-5 text-primary" aria-hidden />
              <h2 className="text-base font-semibold">
                {data.total} {data.total === 1 ? 'trip' : 'trips'}
              </h2>
            </CardHeader>
            <CardContent>
              {data.trips.length === 0 ? (
                <p className="text-sm text-muted-foreground">No trips in this period.</p>
              ) : (
                <ul aria-label="Trips, newest first">
                  {data.trips.map((t) => (
                    <TripRow key={t.id} trip={t} unit={unit} timeZone={data.timeZone} fleet={tokenId === undefined} />
                  ))}
                </ul>
              )}
              {data.total > data.trips.length && (
                <Button variant="outline" className="mt-3" onClick={() => setLimit((l) => l + PAGE)} disabled={list.isFetching}>
                  Show more trips
                </Button>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
