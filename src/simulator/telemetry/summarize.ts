import { GraphQLError } from 'graphql';
import { findSignalDefinition } from '../../shared/signal-catalog';
import type { LocationValue, VehicleModel } from '../fleet/model';
import { aggregateFloats, averageOf, type FloatAggregation } from './aggregate';

export interface SignalRequest {
  name: string;
  agg: FloatAggregation;
}

export interface SignalAggregationValue {
  name: string;
  agg: string;
  value: number;
}

const speedMax: SignalRequest = { name: 'speed', agg: 'MAX' };
const fuelFirst: SignalRequest = { name: 'powertrainFuelSystemRelativeLevel', agg: 'FIRST' };
const fuelLast: SignalRequest = { name: 'powertrainFuelSystemRelativeLevel', agg: 'LAST' };
const socFirst: SignalRequest = { name: 'powertrainTractionBatteryStateOfChargeCurrent', agg: 'FIRST' };
const socLast: SignalRequest = { name: 'powertrainTractionBatteryStateOfChargeCurrent', agg: 'LAST' };
const odoFirst: SignalRequest = { name: 'powertrainTransmissionTravelledDistance', agg: 'FIRST' };
const odoLast: SignalRequest = { name: 'powertrainTransmissionTravelledDistance', agg: 'LAST' };

/** The signals every segment and day summary carries, by mechanism (the provider's defaults). */
export function defaultSignalRequests(mechanism: string): SignalRequest[] {
  if (mechanism === 'idling' || mechanism === 'refuel') return [speedMax, fuelFirst, fuelLast, odoFirst, odoLast];
  if (mechanism === 'recharge') return [speedMax, socFirst, socLast, odoFirst, odoLast];
  return [speedMax, fuelFirst, fuelLast, socFirst, socLast, odoFirst, odoLast];
}

/** The defaults plus the caller's requests, each name and aggregation once; unknown or non-numeric signals are refused. */
export function mergeSignalRequests(defaults: SignalRequest[], requested: SignalRequest[] | null | undefined): SignalRequest[] {
  const out: SignalRequest[] = [];
  const seen = new Set<string>();
  for (const request of [...defaults, ...(requested ?? [])]) {
    const definition = findSignalDefinition(request.name);
    if (!definition || definition.kind !== 'float') {
      throw new GraphQLError(`invalid argument: unknown numeric signal '${request.name}'`, { extensions: { code: 'BAD_REQUEST' } });
    }
    const key = `${request.name}:${request.agg}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(request);
  }
  return out;
}

/** The first and last sample times in [fromMs, toMs], or null when the car sent nothing there. */
export function findSampleBounds(model: VehicleModel, fromMs: number, toMs: number): { first: number; last: number } | null {
  const first = model.getNextSampleTime(fromMs);
  const last = model.getLatestSampleTime(toMs);
  return first > toMs || last === null || last < first ? null : { first, last };
}

/** What one summary reads more than once: the sample times and the speeds' sum (each found on first need). */
interface SummaryScratch {
  times: number[] | null;
  speeds: { sum: number; count: number } | null;
}

export const newScratch = (): SummaryScratch => ({ times: null, speeds: null });

/**
 * One request's value over the samples first..last. FIRST, LAST and the top speed take short paths (they are what every
 * segment asks for); the rest reads each sample.
 */
export function aggregateRequest(model: VehicleModel, request: SignalRequest, fromMs: number, first: number, last: number, scratch: SummaryScratch, read?: ReadSample): number | null {
  // Every sample of a car carries the same signals, so the first (last) sample has the FIRST (LAST) value if any has.
  if (request.agg === 'FIRST') return readNumber(model, read, request.name, first);
  if (request.agg === 'LAST') return readNumber(model, read, request.name, last);
  if (request.name === 'speed' && request.agg === 'MAX') return model.getMaxSpeedBetween(first, last);
  if (request.name === 'speed' && request.agg === 'AVG' && !read && (scratch.speeds ??= model.sumSpeedSamples(first, last + 1))) {
    return averageOf(scratch.speeds.sum, scratch.speeds.count);
  }
  scratch.times ??= model.listSampleTimes(first, last + 1);
  return aggregateFloats(collect(model, read, scratch.times, request.name), request.agg, `${fromMs}:${request.name}`);
}

/** Aggregates the requested signals over the samples in [fromMs, toMs] and reads the first and last location there. */
export function summarizeRange(
  model: VehicleModel,
  fromMs: number,
  toMs: number,
  requests: SignalRequest[],
  read?: ReadSample,
): { signals: SignalAggregationValue[]; start: LocationValue | null; end: LocationValue | null } {
  const bounds = findSampleBounds(model, fromMs, toMs);
  if (!bounds) return { signals: [], start: null, end: null };
  const { first, last } = bounds;
  const scratch = newScratch();
  const signals: SignalAggregationValue[] = [];
  for (const request of requests) {
    const value = aggregateRequest(model, request, fromMs, first, last, scratch, read);
    if (value !== null) signals.push({ name: request.name, agg: request.agg, value });
  }
  signals.sort(bySignalAndAggregation);
  return { signals, start: readLocation(model, read, first), end: readLocation(model, read, last) };
}

export type ReadSample = (name: string, t: number) => number | string | LocationValue | null;

function readSample(model: VehicleModel, read: ReadSample | undefined, name: string, t: number) {
  return read ? read(name, t) : model.readSignal(name, t);
}

function readNumber(model: VehicleModel, read: ReadSample | undefined, name: string, t: number): number | null {
  const value = readSample(model, read, name, t);
  return typeof value === 'number' ? value : null;
}

export function readLocation(model: VehicleModel, read: ReadSample | undefined, t: number): LocationValue | null {
  const value = readSample(model, read, 'currentLocationCoordinates', t);
  return value && typeof value === 'object' ? value : null;
}

export function bySignalAndAggregation(a: SignalAggregationValue, b: SignalAggregationValue): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.agg < b.agg ? -1 : a.agg > b.agg ? 1 : 0;
}

function collect(model: VehicleModel, read: ReadSample | undefined, times: number[], name: string): number[] {
  const values: number[] = [];
  for (const t of times) {
    const value = readNumber(model, read, name, t);
    if (value !== null) values.push(value);
  }
  return values;
}
