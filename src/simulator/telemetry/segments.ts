import { DAY_MS, MINUTE_MS, type VehicleModel } from '../fleet/model';

export const MECHANISMS = ['ignitionDetection', 'frequencyAnalysis', 'changePointDetection', 'idling', 'refuel', 'recharge'] as const;
export type Mechanism = (typeof MECHANISMS)[number];

export interface SegmentConfig {
  maxGapSeconds?: number | null;
  minSegmentDurationSeconds?: number | null;
  signalCountThreshold?: number | null;
  maxIdleRpm?: number | null;
  minIncreasePercent?: number | null;
}

export interface DetectedSegment {
  startMs: number;
  /** null while the segment is still going on at `to`. */
  endMs: number | null;
  durationS: number;
  isOngoing: boolean;
  startedBeforeRange: boolean;
}

export interface DetectInput {
  from: number;
  to: number;
  now: number;
  mechanism: Mechanism;
  config: SegmentConfig | null | undefined;
  /** Signals in each sample this car sends: what frequency analysis counts per one-minute window. */
  signalsPerSample: number;
}

interface Range {
  start: number;
  end: number;
}

const DEFAULT_MAX_GAP_S = 300;
const DEFAULT_MIN_DURATION_S = 240;
const DEFAULT_SIGNAL_COUNT_THRESHOLD = 10;
const DEFAULT_MAX_IDLE_RPM = 1000;
const WINDOW_MS = MINUTE_MS;
const IGNITION_LOOKBACK_MS = 30 * 86_400_000;
/** Change point detection: CUSUM over per-window signal counts against an idle baseline. */
const CUSUM = { threshold: 5, drift: 0.5, baseline: 1, signalCountThreshold: 10 };
const REFUEL = { relativeRisePercent: 30, absoluteRisePercent: 20, windowMs: 5 * MINUTE_MS };
const RECHARGE = { minRisePercent: 1, defaultMinDurationS: 60, sessionGapMs: 2 * 3_600_000 };
const SUMMARY_END_BUFFER_MS = 2 * MINUTE_MS;

/** How far past a segment's end its summary reads: refuels and charges report their level a little after they end. */
export function summaryEndBuffer(mechanism: Mechanism): number {
  return mechanism === 'refuel' || mechanism === 'recharge' ? SUMMARY_END_BUFFER_MS : 0;
}

/** Clips a range to [from, to]; kept when long enough, or when it started before `from` and was long enough before clipping. */
function clip(range: Range, from: number, to: number, minDurationS: number): Range | null {
  const originalS = Math.floor((range.end - range.start) / 1000);
  const clippedStart = range.start < from;
  const r = { start: Math.max(range.start, from), end: Math.min(range.end, to) };
  if (r.end <= r.start) return null;
  if (Math.floor((r.end - r.start) / 1000) < minDurationS && (!clippedStart || originalS < minDurationS)) return null;
  return r;
}

/** Merges sorted ranges closer than `maxGapMs`, then clips each to [from, to]. */
function mergeRanges(ranges: Range[], maxGapMs: number, minDurationS: number, from: number, to: number, shouldMerge?: (a: Range, b: Range) => boolean): Range[] {
  const out: Range[] = [];
  let current: Range | null = null;
  const flush = () => {
    const clipped = current && clip(current, from, to, minDurationS);
    if (clipped) out.push(clipped);
  };
  for (const next of ranges) {
    if (current && next.start - current.end <= maxGapMs && (!shouldMerge || shouldMerge(current, next))) {
      current.end = Math.max(current.end, next.end);
    } else {
      flush();
      current = { ...next };
    }
  }
  flush();
  return out;
}

function toSegments(ranges: Range[], from: number): DetectedSegment[] {
  return ranges.map((r) => ({
    startMs: r.start,
    endMs: r.end,
    durationS: Math.floor((r.end - r.start) / 1000),
    isOngoing: false,
    startedBeforeRange: r.start <= from,
  }));
}

/** Windows merged into segments; the last one is still going on when it reaches `to` and `to` is about now. */
function windowsToSegments(windows: Range[], input: DetectInput, maxGapS: number, minDurationS: number): DetectedSegment[] {
  const merged = mergeRanges(windows, maxGapS * 1000, minDurationS, input.from, input.to);
  const segments = toSegments(merged, input.from);
  const last = merged.at(-1);
  if (last && input.to - last.end <= maxGapS * 1000 && input.now - input.to <= maxGapS * 1000) {
    const durationS = Math.floor((input.to - last.start) / 1000);
    segments.pop();
    if (durationS >= minDurationS) segments.push({ startMs: last.start, endMs: null, durationS, isOngoing: true, startedBeforeRange: last.start <= input.from });
  }
  return segments;
}

/** One-minute windows holding at least one sample in [from, to), as ranges (consecutive windows already joined). */
function listActiveWindows(model: VehicleModel, from: number, to: number): Range[] {
  const start = Math.max(from, model.dataStartMs);
  const windows: Range[] = [];
  const push = (range: Range) => {
    const last = windows.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else windows.push(range);
  };
  const gridStep = model.cadence.parkedMinutes * MINUTE_MS;
  const awakeStep = model.cadence.awakeMinutes * MINUTE_MS;
  let grid = Math.ceil(start / gridStep) * gridStep;
  for (const period of model.listAwakePeriods(start, to)) {
    const first = Math.ceil(Math.max(period.startMs, start) / awakeStep) * awakeStep;
    const lastSample = Math.ceil(Math.min(period.endMs, to) / awakeStep) * awakeStep - awakeStep;
    for (; grid < first && grid < to; grid += gridStep) push({ start: grid, end: grid + WINDOW_MS });
    // A sample each minute fills the period's windows; sparser samples leave a window each.
    if (awakeStep === WINDOW_MS && lastSample >= first) push({ start: first, end: lastSample + WINDOW_MS });
    else for (let t = first; t <= lastSample; t += awakeStep) push({ start: t, end: t + WINDOW_MS });
    while (grid <= lastSample) grid += gridStep;
  }
  for (; grid < to; grid += gridStep) push({ start: grid, end: grid + WINDOW_MS });
  return windows;
}

function detectIgnition(model: VehicleModel, input: DetectInput, maxGapS: number, minDurationS: number): DetectedSegment[] {
  // Read back a day at a time while the earliest period could be joined to one before it (up to the lookback).
  const floor = Math.max(input.from - IGNITION_LOOKBACK_MS, model.dataStartMs);
  let lookFrom = Math.max(input.from - DAY_MS, floor);
  let found = model.listIgnitionPeriods(lookFrom, input.to);
  while (lookFrom > floor && found.length > 0 && found[0].startMs - maxGapS * 1000 <= lookFrom) {
    lookFrom = Math.max(lookFrom - DAY_MS, floor);
    found = model.listIgnitionPeriods(lookFrom, input.to);
  }
  const periods = found.map((period) => ({ start: period.startMs, end: period.endMs }));
  // Debouncing: an ignition off shorter than the gap is noise (a stall, a restart) and joins the two periods.
  const joined: Range[] = [];
  for (const p of periods) {
    const last = joined.at(-1);
    if (last && p.start - last.end < maxGapS * 1000) last.end = Math.max(last.end, p.end);
    else joined.push({ ...p });
  }
  const segments: DetectedSegment[] = [];
  for (const p of joined) {
    if (p.end <= input.from || p.start >= input.to) continue;
    if (p.end > input.to) {
      const start = Math.max(p.start, input.from);
      const durationS = Math.floor((input.to - start) / 1000);
      if (durationS >= minDurationS || p.start < input.from) {
        segments.push({ startMs: start, endMs: null, durationS, isOngoing: true, startedBeforeRange: p.start <= input.from });
      }
      continue;
    }
    const clipped = clip(p, input.from, input.to, minDurationS);
    if (clipped) segments.push(...toSegments([clipped], input.from));
  }
  return segments;
}

function detectFrequency(model: VehicleModel, input: DetectInput, maxGapS: number, minDurationS: number): DetectedSegment[] {
  const threshold = input.config?.signalCountThreshold ?? DEFAULT_SIGNAL_COUNT_THRESHOLD;
  if (input.signalsPerSample < threshold) return [];
  return windowsToSegments(listActiveWindows(model, input.from - maxGapS * 1000, input.to), input, maxGapS, minDurationS);
}

function detectChangePoint(model: VehicleModel, input: DetectInput, maxGapS: number, minDurationS: number): DetectedSegment[] {
  if (input.signalsPerSample < CUSUM.signalCountThreshold) return [];
  const windows = listActiveWindows(model, input.from - maxGapS * 1000, input.to);
  // Each window adds (count - baseline - drift) to the statistic; windows count as active once it passes the threshold.
  const deviation = input.signalsPerSample - CUSUM.baseline - CUSUM.drift;
  let skip = Math.max(0, Math.floor(CUSUM.threshold / deviation));
  const active: Range[] = [];
  for (const w of windows) {
    const count = Math.round((w.end - w.start) / WINDOW_MS);
    if (skip >= count) {
      skip -= count;
      continue;
    }
    active.push({ start: w.start + skip * WINDOW_MS, end: w.end });
    skip = 0;
  }
  return windowsToSegments(active, input, maxGapS, minDurationS);
}

function detectIdling(model: VehicleModel, input: DetectInput, maxGapS: number, minDurationS: number): DetectedSegment[] {
  const maxIdleRpm = input.config?.maxIdleRpm ?? DEFAULT_MAX_IDLE_RPM;
  const lookFrom = input.from - maxGapS * 1000;
  const runs: Range[] = [];
  let run: Range | null = null;
  const close = () => {
    if (run && (run.end - run.start) / 1000 >= minDurationS) runs.push(run);
    run = null;
  };
  for (const trip of model.listTripsBetween(lookFrom, input.to)) {
    // The engine only turns between ignition and the end of the trip; the samples either side are at rest (0 rpm).
    const step = model.cadence.awakeMinutes * MINUTE_MS;
    const first = Math.ceil(Math.max(trip.ignitionMs, lookFrom) / step) * step;
    for (let t = first; t < trip.endMs && t < input.to; t += step) {
      const rpm = model.readSignal('powertrainCombustionEngineSpeed', t);
      const idle = typeof rpm === 'number' && rpm > 0 && rpm <= maxIdleRpm;
      if (!idle) {
        close();
        continue;
      }
      if (run && t - run.end > maxGapS * 1000) close();
      if (run) run.end = t;
      else run = { start: t, end: t };
    }
    close();
  }
  const clipped = runs.map((r) => clip(r, input.from, input.to, minDurationS)).filter((r): r is Range => r !== null);
  // A run during which the car moved is not idling (the provider drops segments whose top speed is above 0).
  return toSegments(clipped.filter((r) => (model.getMaxSpeedBetween(r.start, r.end) ?? 0) <= 0), input.from);
}

function detectRefuel(model: VehicleModel, input: DetectInput, minDurationS: number): DetectedSegment[] {
  const minRelativeRise = input.config?.minIncreasePercent ?? REFUEL.relativeRisePercent;
  const ranges: Range[] = [];
  for (const refuel of model.listRefuels(input.from - REFUEL.windowMs, input.to + REFUEL.windowMs)) {
    const trough = model.getLatestSampleTime(refuel.startMs);
    const peak = model.getNextSampleTime(refuel.endMs);
    if (trough === null) continue;
    const relative = ((refuel.toPercent - refuel.fromPercent) / refuel.fromPercent) * 100;
    if (relative <= minRelativeRise || refuel.toPercent - refuel.fromPercent < REFUEL.absoluteRisePercent) continue;
    const range = { start: Math.max(trough, input.from), end: Math.min(peak, input.to) };
    if (range.end > range.start && (range.end - range.start) / 1000 >= minDurationS) ranges.push(range);
  }
  return toSegments(mergeRanges(ranges, 0, minDurationS, input.from, input.to), input.from);
}

function detectRecharge(model: VehicleModel, input: DetectInput): DetectedSegment[] {
  const minRise = input.config?.minIncreasePercent ?? RECHARGE.minRisePercent;
  const minDurationS = input.config?.minSegmentDurationSeconds ?? RECHARGE.defaultMinDurationS;
  const ranges: Range[] = [];
  for (const charge of model.listCharges(input.from - 6 * 3_600_000, input.to)) {
    const trough = Math.max(model.getLatestSampleTime(charge.startMs) ?? charge.startMs, input.from);
    const peak = Math.min(model.getNextSampleTime(charge.endMs), input.to);
    if (peak <= trough || charge.to - charge.from < minRise) continue;
    if ((peak - trough) / 1000 >= minDurationS) ranges.push({ start: trough, end: peak });
  }
  // Sessions a short pause apart with the car not moving in between are one charge.
  const merged = mergeRanges(ranges, RECHARGE.sessionGapMs, minDurationS, 0, Number.MAX_SAFE_INTEGER, (a, b) => model.getOdometerAt(a.end) === model.getOdometerAt(b.start));
  return toSegments(merged, input.from);
}

/** The car's segments in [from, to) by one of the provider's six mechanisms, oldest first. */
export function detectSegments(model: VehicleModel, input: DetectInput): DetectedSegment[] {
  const maxGapS = input.config?.maxGapSeconds ?? DEFAULT_MAX_GAP_S;
  const minDurationS = input.config?.minSegmentDurationSeconds ?? DEFAULT_MIN_DURATION_S;
  switch (input.mechanism) {
    case 'ignitionDetection':
      return detectIgnition(model, input, maxGapS, minDurationS);
    case 'frequencyAnalysis':
      return detectFrequency(model, input, maxGapS, minDurationS);
    case 'changePointDetection':
      return detectChangePoint(model, input, maxGapS, minDurationS);
    case 'idling':
      return detectIdling(model, input, maxGapS, minDurationS);
    case 'refuel':
      return detectRefuel(model, input, minDurationS);
    case 'recharge':
      return detectRecharge(model, input);
  }
}

/** Why a segment query cannot run, or null (ranges as the provider checks them). */
export function checkSegmentArgs(input: { tokenId: number; from: number; to: number; mechanism: Mechanism; config?: SegmentConfig | null; limit?: number | null }): string | null {
  if (input.tokenId <= 0) return `invalid tokenID: ${input.tokenId}`;
  if (input.from > input.to) return 'from time must be before to time';
  if (input.from === input.to) return 'from and to times cannot be equal';
  if (input.to - input.from > MAX_RANGE_MS) return `date range exceeds maximum of ${MAX_RANGE_DAYS} days`;
  const c = input.config;
  const between = (value: number | null | undefined, min: number, max: number) => value == null || (value >= min && value <= max);
  if (c) {
    if (!between(c.maxGapSeconds, 60, 3600)) return 'maxGapSeconds must be between 60 and 3600';
    if (!between(c.minSegmentDurationSeconds, 60, 3600)) return 'minSegmentDurationSeconds must be between 60 and 3600';
    if (!between(c.signalCountThreshold, 1, 3600)) return 'signalCountThreshold must be between 1 and 3600';
    if (input.mechanism === 'idling' && !between(c.maxIdleRpm, 300, 3000)) return 'maxIdleRpm must be between 300 and 3000';
    if ((input.mechanism === 'refuel' || input.mechanism === 'recharge') && !between(c.minIncreasePercent, 1, 100)) {
      return 'minIncreasePercent must be between 1 and 100';
    }
  }
  if (input.limit != null && (input.limit < 1 || input.limit > MAX_LIMIT)) return `limit must be between 1 and ${MAX_LIMIT}`;
  return null;
}

export const MAX_RANGE_DAYS = 31;
/** 31 days, and a second more so that a request for exactly 31 days never fails on rounding. */
export const MAX_RANGE_MS = MAX_RANGE_DAYS * 86_400_000 + 1000;
export const MAX_LIMIT = 200;
