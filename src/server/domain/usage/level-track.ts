import type { LevelStats, UsageBucket, UsageSeries } from '../../../shared/telemetry';

/** A level (percent, litres or kWh) at a moment, in time order. */
export interface LevelPoint {
  /** ms since the epoch */
  t: number;
  value: number;
}

/** A run of rising readings: a refuel or a charge. */
export interface LevelRise {
  startT: number;
  endT: number;
  from: number;
  to: number;
}

/**
 * The level as an ordered track of readings. Each bucket gives its first and last reading; a bucket that both fell
 * and rose (a refuel or a charge inside it) also gives its lowest then highest reading, so neither the fuel burned
 * before a refuel nor the refuel itself is lost at a bucket boundary.
 */
export function toLevelTrack(series: UsageSeries, pick: (bucket: UsageBucket) => LevelStats | null): LevelPoint[] {
  const step = series.intervalMinutes * 60_000;
  const points: LevelPoint[] = [];
  const push = (t: number, value: number) => {
    if (points.length > 0 && points[points.length - 1].value === value) return;
    points.push({ t, value });
  };
  for (const bucket of series.buckets) {
    const s = pick(bucket);
    if (!s) continue;
    const start = Date.parse(bucket.timestamp);
    const monotone = (s.first === s.min && s.last === s.max) || (s.first === s.max && s.last === s.min);
    push(start, s.first);
    if (!monotone) {
      push(start + step / 3, s.min);
      push(start + (2 * step) / 3, s.max);
    }
    push(start + step, s.last);
  }
  return points;
}

/** Maximal runs of rising readings that add at least `minRise`. */
export function findRises(points: LevelPoint[], minRise: number): LevelRise[] {
  const rises: LevelRise[] = [];
  let run: LevelRise | null = null;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (b.value > a.value) {
      if (run) {
        run.to = b.value;
        run.endT = b.t;
      } else run = { startT: a.t, endT: b.t, from: a.value, to: b.value };
    } else if (run) {
      if (run.to - run.from >= minRise) rises.push(run);
      run = null;
    }
  }
  if (run && run.to - run.from >= minRise) rises.push(run);
  return rises;
}

/** What the track used up: the net fall plus everything the counted rises added back (small wobbles cancel out). */
export function measureUsed(points: LevelPoint[], rises: LevelRise[]): number | null {
  if (points.length < 2) return null;
  const added = rises.reduce((sum, r) => sum + (r.to - r.from), 0);
  return Math.max(0, points[0].value - points[points.length - 1].value + added);
}

/** The level at time t: the last reading at or before t (or the first reading when t is before the track). */
export function levelAt(points: LevelPoint[], t: number): number | null {
  if (points.length === 0) return null;
  let value = points[0].value;
  for (const p of points) {
    if (p.t > t) break;
    value = p.value;
  }
  return value;
}
