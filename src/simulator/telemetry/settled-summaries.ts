import { reportsUntilMs } from '../fleet/connection';
import { EVENT_NAMES } from '../fleet/events';
import { MINUTE_MS, type LocationValue, type VehicleModel } from '../fleet/model';
import type { SimVehicle } from '../fleet/vehicle';
import { detectSegments } from './segments';
import { aggregateRequest, bySignalAndAggregation, defaultSignalRequests, findSampleBounds, newScratch, readLocation, type SignalAggregationValue, type SignalRequest } from './summarize';

/**
 * What a settled range's summary reads, kept per car: a range whose samples have all reached the network never
 * changes, so its sample bounds, end locations, each signal aggregation and its event counts are read once, whatever
 * each ask adds. The fleet's background preparation fills them for the ignition segments of each car's last 31 days,
 * with what every trip summary asks (see warmSettledRange), so a garage's first segments answer mostly looks them up.
 */
interface SettledRange {
  toMs: number;
  bounds: { first: number; last: number } | null;
  start: LocationValue | null;
  end: LocationValue | null;
  /** Each aggregation read so far by its slot (see slotOf); null: no value. */
  values: (number | null | undefined)[];
  /** Per EVENT_NAMES, the events in [fromMs, eventsEndMs). */
  eventsEndMs: number;
  eventCounts: number[] | null;
}

/** Past a segment's summary end, the samples it reads are all in (the last parked one is at most ten minutes away). */
export const SETTLED_AFTER_MS = 15 * MINUTE_MS;

const byModel = new WeakMap<VehicleModel, Map<number, SettledRange>>();
/** Ranges kept per car: a month of trips, idling, refuels and charges many times over. */
const MAX_RANGES = 2_000;

function findRange(model: VehicleModel, fromMs: number, toMs: number): SettledRange {
  let ranges = byModel.get(model);
  if (!ranges) byModel.set(model, (ranges = new Map()));
  let range = ranges.get(fromMs);
  if (!range || range.toMs !== toMs) {
    const bounds = findSampleBounds(model, fromMs, toMs);
    range = {
      toMs,
      bounds,
      start: bounds && readLocation(model, undefined, bounds.first),
      end: bounds && readLocation(model, undefined, bounds.last),
      values: [],
      eventsEndMs: 0,
      eventCounts: null,
    };
    if (ranges.size >= MAX_RANGES) ranges.clear();
    ranges.set(fromMs, range);
  }
  return range;
}

/** A small number for each signal aggregation ever asked, the place of its value in every range. */
const slots = new Map<string, number>();
const slotsOf = new WeakMap<SignalRequest[], number[]>();

function slotOf(request: SignalRequest): number {
  const key = `${request.name}:${request.agg}`;
  let slot = slots.get(key);
  if (slot === undefined) slots.set(key, (slot = slots.size));
  return slot;
}

/** summarizeRange for a range that can no longer change: the same answer, each part read once. */
export function summarizeSettledRange(model: VehicleModel, fromMs: number, toMs: number, requests: SignalRequest[]): { signals: SignalAggregationValue[]; start: LocationValue | null; end: LocationValue | null } {
  const range = findRange(model, fromMs, toMs);
  if (!range.bounds) return { signals: [], start: null, end: null };
  const { first, last } = range.bounds;
  const scratch = newScratch();
  const signals: SignalAggregationValue[] = [];
  // An answer's segments share one requests array: their slots are found once.
  let requestSlots = slotsOf.get(requests);
  if (!requestSlots) slotsOf.set(requests, (requestSlots = requests.map(slotOf)));
  for (let i = 0; i < requests.length; i++) {
    const request = requests[i];
    let value = range.values[requestSlots[i]];
    if (value === undefined) range.values[requestSlots[i]] = value = aggregateRequest(model, request, fromMs, first, last, scratch);
    if (value !== null) signals.push({ name: request.name, agg: request.agg, value });
  }
  signals.sort(bySignalAndAggregation);
  return { signals, start: range.start, end: range.end };
}

/** How many events of each name (those with any) happened in [fromMs, toMs), for the settled range [fromMs, summaryToMs]. */
export function countSettledEvents(model: VehicleModel, fromMs: number, summaryToMs: number, toMs: number): ReadonlyMap<string, number> {
  const range = findRange(model, fromMs, summaryToMs);
  if (!range.eventCounts || range.eventsEndMs !== toMs) {
    const counts = EVENT_NAMES.map(() => 0);
    for (const event of model.listEvents(fromMs, toMs)) counts[EVENT_NAMES.indexOf(event.name)]++;
    range.eventCounts = counts;
    range.eventsEndMs = toMs;
  }
  const counts = new Map<string, number>();
  range.eventCounts.forEach((count, i) => count > 0 && counts.set(EVENT_NAMES[i], count));
  return counts;
}

/** What every trip summary asks: the provider's defaults for ignition segments, and the average speed. */
const TRIP_REQUESTS: SignalRequest[] = [...defaultSignalRequests('ignitionDetection'), { name: 'speed', agg: 'AVG' }];

/** Reads the summary and event counts of each settled ignition segment of the car in [fromMs, nowMs) ahead of any ask. */
export function warmSettledSegments(vehicle: SimVehicle, model: VehicleModel, fromMs: number, nowMs: number): void {
  const visible = reportsUntilMs(vehicle, nowMs);
  for (const segment of detectSegments(model, { from: fromMs, to: visible, now: visible, mechanism: 'ignitionDetection', config: null, signalsPerSample: 0 })) {
    // An ignition segment's summary ends with it (no buffer, see summaryEndBuffer).
    if (segment.endMs === null || segment.endMs + SETTLED_AFTER_MS >= visible) continue;
    summarizeSettledRange(model, segment.startMs, segment.endMs, TRIP_REQUESTS);
    countSettledEvents(model, segment.startMs, segment.endMs, segment.endMs);
  }
}
