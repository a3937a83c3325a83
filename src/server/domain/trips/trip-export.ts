import Papa from 'papaparse';
import type { Trip, TripDetail } from '../../../shared/api/trips';

/** The CSV's columns, in order (documented in the README): km, km/h, litres or kWh, the owner's currency. */
export const TRIP_CSV_COLUMNS = [
  'start',
  'end',
  'vehicle',
  'token_id',
  'from',
  'to',
  'distance_km',
  'duration_min',
  'avg_speed_kmh',
  'max_speed_kmh',
  'energy_used',
  'energy_unit',
  'per_100_km',
  'cost',
  'currency',
  'idle_min',
  'idle_fuel_l',
  'harsh_braking',
  'harsh_acceleration',
  'harsh_cornering',
  'extreme_braking',
  'collision',
  'speeding',
  'score',
  'score_reason',
  'ongoing',
  'trip_id',
] as const;

const num = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** Trips as CSV (RFC 4180, oldest first), with exactly the figures the trip list shows; formula-like cells escaped. */
export function buildTripsCsv(trips: readonly Trip[]): string {
  const rows = [...trips]
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((t) => [
      t.start,
      t.end ?? '',
      t.vehicleName,
      String(t.tokenId),
      t.startPlace?.label ?? '',
      t.endPlace?.label ?? '',
      num(t.distanceKm),
      num(t.durationMinutes),
      num(t.avgSpeedKmh),
      num(t.maxSpeedKmh),
      num(t.energy?.used),
      t.energy?.unit ?? '',
      num(t.energy?.per100Km),
      num(t.cost?.amount),
      t.cost?.currency ?? '',
      num(t.idleMinutes),
      num(t.idleFuelLitres),
      String(t.events.harshBraking),
      String(t.events.harshAcceleration),
      String(t.events.harshCornering),
      String(t.events.extremeBraking),
      String(t.events.collision),
      String(t.events.speeding),
      num(t.score?.value),
      t.score?.explanation ?? '',
      t.ongoing ? 'yes' : 'no',
      t.id,
    ]);
  return Papa.unparse({ fields: [...TRIP_CSV_COLUMNS], data: rows }, { escapeFormulae: true, newline: '\r\n' });
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Trips as one GPX 1.1 file: a track per trip with its route (time and speed per point), oldest first. */
export function buildTripsGpx(details: readonly Pick<TripDetail, 'trip' | 'route'>[]): string {
  const tracks = [...details]
    .sort((a, b) => a.trip.start.localeCompare(b.trip.start))
    .map(({ trip, route }) => {
      const name = `${trip.vehicleName}: ${trip.startPlace?.label ?? 'start'} to ${trip.endPlace?.label ?? (trip.ongoing ? 'ongoing' : 'end')}`;
      const desc = [trip.distanceKm !== null ? `${trip.distanceKm} km` : null, `${trip.durationMinutes} min`, trip.score?.explanation ?? null].filter(Boolean).join(', ');
      const points = (route ?? [])
        .map((p) => `      <trkpt lat="${p.latitude.toFixed(6)}" lon="${p.longitude.toFixed(6)}"><time>${p.at}</time>${p.speedKmh !== null ? `<extensions><speed>${(p.speedKmh / 3.6).toFixed(2)}</speed></extensions>` : ''}</trkpt>`)
        .join('\n');
      return `  <trk>\n    <name>${xml(name)}</name>\n    <desc>${xml(desc)}</desc>\n    <trkseg>\n${points}\n    </trkseg>\n  </trk>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="DriveWise" xmlns="http://www.topografix.com/GPX/1/1">\n${tracks.join('\n')}\n</gpx>\n`;
}
