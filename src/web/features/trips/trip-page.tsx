import { ArrowLeft, Download, MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { PlaceLabel, Point } from '@shared/api/places';
import { formatDistance, formatMoney, formatSpeed } from '@shared/units';
import { NotFoundPage } from '@/app/not-found-page';
import { LoadErrorNote, SignInNote } from '@/components/page-notes';
import { StatTiles } from '@/components/stat-tiles';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useMapTiles, useTrip, useTripExport } from './api';
import { AddPlaceForm } from './components/places-card';
import { ScoreBadge } from './components/score-badge';
import { SpeedProfile } from './components/speed-profile';
import { downloadText, EVENT_LABELS, formatClock, formatDuration, formatEfficiency, formatEnergyUsed, formatTripTime } from './trip-display';

const TripMap = lazy(() => import('./components/trip-map'));

function PlaceLine({ label, place, point }: { label: string; place: PlaceLabel | null; point: Point | null }) {
  const [naming, setNaming] = useState(false);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-muted-foreground">{label}:</span>
        <span className="font-medium">{place?.label ?? 'Not shared'}</span>
        {point && place?.source !== 'named' && (
          <Button variant="ghost" size="sm" onClick={() => setNaming((v) => !v)} aria-expanded={naming}>
            <MapPin aria-hidden /> Name this place
          </Button>
        )}
      </div>
      {naming && point && <AddPlaceForm initial={point} onDone={() => setNaming(false)} />}
    </div>
  );
}

/** One trip: where and when, its figures, the route on a map with speeds and events, why its score is what it is. */
export default function TripPage() {
  const { id = '' } = useParams();
  const me = useCurrentUser();
  const unit = me.data?.distanceUnit ?? 'km';
  const zone = me.data?.timeZone;
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const trip = useTrip(id, Boolean(me.data) && valid);
  const tiles = useMapTiles();
  const exporter = useTripExport();

  if (!valid || trip.error?.data?.code === 'NOT_FOUND') return <NotFoundPage embedded />;
  const detail = trip.data;
  const t = detail?.trip;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 p-4 sm:p-6">
      <Link to="/trips" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden /> All trips
      </Link>
      {me.data === null ? (
        <SignInNote>to see your trips.</SignInNote>
      ) : trip.error ? (
        <LoadErrorNote message={trip.error.message} />
      ) : !detail || !t ? (
        <Skeleton className="h-96 w-full" />
      ) : (
        <>
          <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="space-y-1">
              <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
                {t.startPlace?.label ?? 'Trip'} → {t.ongoing ? 'still driving' : (t.endPlace?.label ?? 'end')}
              </h1>
              <p className="text-muted-foreground">
                {t.vehicleName} · {formatTripTime(t.start, zone)}
                {t.end ? ` to ${formatClock(t.end, zone)}` : ' · ongoing'}
              </p>
            </div>
            <Button variant="outline" onClick={async () => downloadText(await exporter.gpx({ id: t.id }))}>
              <Download aria-hidden /> GPX
            </Button>
          </header>

          {detail.notes.map((n) => (
            <p key={n} role="status" className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
              {n}
            </p>
          ))}

          <Card>
            <CardContent className="space-y-4 pt-6">
              <StatTiles
                className="grid-cols-2 sm:grid-cols-4"
                aria-label="Trip figures"
                items={[
                  ['Distance', formatDistance(t.distanceKm, unit)],
                  ['Duration', formatDuration(t.durationMinutes)],
                  ['Average speed', formatSpeed(t.avgSpeedKmh, unit)],
                  ['Top speed', formatSpeed(t.maxSpeedKmh, unit)],
                  [t.energy?.unit === 'kWh' ? 'Energy used' : 'Fuel used', formatEnergyUsed(t.energy)],
                  ['Efficiency', formatEfficiency(t.energy, unit)],
                  ['Cost', t.cost ? formatMoney(t.cost.amount, t.cost.currency) : 'Set your prices in Settings'],
                  ['Idling', `${formatDuration(t.idleMinutes)}${t.idleFuelLitres ? ` (${t.idleFuelLitres.toFixed(2)} l)` : ''}`],
                ]}
              />
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium">Driving score:</span>
                <ScoreBadge score={t.score} withReason />
              </div>
              <PlaceLine label="From" place={t.startPlace} point={t.startPoint} />
              <PlaceLine label="To" place={t.endPlace} point={t.endPoint} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader className="pb-2">
              <h2 className="text-base font-semibold">Route</h2>
            </CardHeader>
            <CardContent className="space-y-4">
              {detail.route === null ? (
                <p className="text-sm text-muted-foreground">The route is not shared: this car does not share its location with the app.</p>
              ) : detail.route.length === 0 ? (
                <p className="text-sm text-muted-foreground">No positions were recorded on this trip.</p>
              ) : tiles.data ? (
                <Suspense fallback={<Skeleton className="h-72 w-full" />}>
                  <TripMap detail={detail} tiles={tiles.data} />
                </Suspense>
              ) : (
                <Skeleton className="h-72 w-full" />
              )}
              <SpeedProfile detail={detail} unit={unit} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader className="pb-2">
              <h2 className="text-base font-semibold">Driving events</h2>
            </CardHeader>
            <CardContent>
              {detail.events.length === 0 ? (
                <p className="text-sm text-muted-foreground">No harsh braking, acceleration or cornering{detail.speedLimitKmh ? ', and never over your speed limit' : ''}.</p>
              ) : (
                <ul className="space-y-1 text-sm">
                  {detail.events.map((e) => (
                    <li key={`${e.at}${e.kind}`}>
                      <span className="tabular-nums">{formatClock(e.at, zone)}</span> · {EVENT_LABELS[e.kind]}
                      {e.speedKmh !== null && ` at ${formatSpeed(e.speedKmh, unit)}`}
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
