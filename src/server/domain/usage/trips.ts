import type { HistoryField } from '../../provider';
import { round1 } from './distance';

/** The signals a trip list reads per bucket: the ignition (its FIRST, LAST and MAX reading) and the odometer's range. */
export const TRIP_FIELDS: Record<'ignFirst' | 'ignLast' | 'ignMax' | 'odoMin' | 'odoMax', HistoryField> = {
  ignFirst: { signal: 'isIgnitionOn', agg: 'FIRST' },
  ignLast: { signal: 'isIgnitionOn', agg: 'LAST' },
  ignMax: { signal: 'isIgnitionOn', agg: 'MAX' },
  odoMin: { signal: 'powertrainTransmissionTravelledDistance', agg: 'MIN' },
  odoMax: { signal: 'powertrainTransmissionTravelledDistance', agg: 'MAX' },
};

export interface TripBucket {
  timestamp: string;
  ignFirst?: unknown;
  ignLast?: unknown;
  ignMax?: unknown;
  odoMin?: unknown;
  odoMax?: unknown;
}

export interface Trip {
  /** ISO times, at bucket resolution: the start of the first bucket with the ignition on, the end of the last one */
  start: string;
  end: string;
  durationMinutes: number;
  /** km from the odometer over the trip; null when the car sent no odometer reading in it */
  distanceKm: number | null;
}

const on = (v: unknown) => typeof v === 'number' && v >= 0.5;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * Trips from a fine series of ignition and odometer buckets: a run of consecutive buckets with the ignition on at any
 * time is one trip (a stop shorter than a bucket does not split it), oldest first. A trip still under way at the
 * end of the series is included with the series' last bucket as its end.
 */
export function findTrips(buckets: readonly TripBucket[], intervalMinutes: number): Trip[] {
  const step = intervalMinutes * 60_000;
  const trips: Trip[] = [];
  let run: TripBucket[] = [];
  const close = () => {
    if (run.length === 0) return;
    const start = Date.parse(run[0].timestamp);
    const end = Date.parse(run[run.length - 1].timestamp) + step;
    const lows = run.map((b) => num(b.odoMin)).filter((v): v is number => v !== null);
    const highs = run.map((b) => num(b.odoMax)).filter((v): v is number => v !== null);
    trips.push({
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      durationMinutes: Math.round((end - start) / 60_000),
      distanceKm: lows.length && highs.length ? round1(Math.max(0, Math.max(...highs) - Math.min(...lows))) : null,
    });
    run = [];
  };
  let previous: number | null = null;
  for (const b of buckets) {
    const t = Date.parse(b.timestamp);
    const driving = on(b.ignFirst) || on(b.ignLast) || on(b.ignMax);
    // A missing bucket (the car sent nothing) ends the run like a parked one.
    if (!driving || (previous !== null && t - previous > step)) close();
    if (driving) run.push(b);
    previous = t;
  }
  close();
  return trips;
}
