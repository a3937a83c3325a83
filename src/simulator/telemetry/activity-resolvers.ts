import { SIGNAL_CATALOG } from '../../shared/signal-catalog';
import type { SimContext } from '../context';
import { getConnection, reportsUntilMs } from '../fleet/connection';
import { EVENT_NAMES, eventMetadata, type SimEvent } from '../fleet/events';
import { DAY_MS, getVehicleModel, type LocationValue, type VehicleModel } from '../fleet/model';
import type { SimVehicle } from '../fleet/vehicle';
import { hasInjectedEvents, listVehicleEvents } from '../state/injected-events';
import { badRequest, parseTime, requireAll, type VehicleGrant } from './access';
import { formatTime } from '../provider-time';
import { checkTimeZone, localDate, startOfLocalDate } from './calendar';
import { checkEventNameFilter, matchesArray, matchesString, type ArrayFilter, type StringFilter } from './filters';
import {
  MAX_RANGE_DAYS,
  MAX_RANGE_MS,
  checkSegmentArgs,
  detectSegments,
  summaryEndBuffer,
  type DetectedSegment,
  type Mechanism,
  type SegmentConfig,
} from './segments';
import { countSettledEvents, SETTLED_AFTER_MS, summarizeSettledRange } from './settled-summaries';
import { defaultSignalRequests, mergeSignalRequests, summarizeRange, type SignalRequest } from './summarize';

type SourceFilter = { source?: string | null } | null | undefined;
type FindFiltered = (tokenId: number, filter?: SourceFilter) => SimVehicle | null;

interface SegmentArgs {
  tokenId: number;
  from: unknown;
  to: unknown;
  mechanism: Mechanism;
  config?: SegmentConfig | null;
  signalRequests?: SignalRequest[] | null;
  eventRequests?: { name: string }[] | null;
}

/** Where the provider has no location for a segment's end it answers 0, 0. */
const NO_LOCATION: LocationValue = { latitude: 0, longitude: 0, hdop: 0 };
const signalCounts = new WeakMap<VehicleModel, number>();

interface DescribedSegment {
  start: { timestamp: string; value: LocationValue };
  end: { timestamp: string; value: LocationValue } | null;
  duration: number;
  isOngoing: boolean;
  startedBeforeRange: boolean;
  signals: { name: string; agg: string; value: number }[];
  eventCounts: { name: string; count: number }[];
}
/**
 * Freezes a described segment and everything it holds, as freezeDeep does (what executePlain then writes once), without
 * walking its keys: a garage's first answer freezes tens of thousands.
 */
function freezeSegment(segment: DescribedSegment): DescribedSegment {
  Object.freeze(segment.start.value);
  Object.freeze(segment.start);
  if (segment.end) Object.freeze(Object.freeze(segment.end).value);
  for (const signal of segment.signals) Object.freeze(signal);
  for (const count of segment.eventCounts) Object.freeze(count);
  Object.freeze(segment.signals);
  Object.freeze(segment.eventCounts);
  return Object.freeze(segment);
}

/** Segments that ended long enough ago, per car, by what was asked (mechanism and requests), by start. */
const settledSegments = new WeakMap<VehicleModel, Map<string, Map<number, { endMs: number; segment: DescribedSegment }>>>();
const MAX_SETTLED_SEGMENTS = 1_000;

/** How many signals each sample of this car carries (what frequency analysis counts per window). */
function countSignalsPerSample(model: VehicleModel, nowMs: number): number {
  let count = signalCounts.get(model);
  if (count === undefined) {
    const values = model.getSignalsAt(model.getLatestSampleTime(nowMs) ?? model.dataStartMs);
    count = SIGNAL_CATALOG.filter((s) => values[s.name] != null).length;
    signalCounts.set(model, count);
  }
  return count;
}

function countEvents(events: SimEvent[], names: string[] | null): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const e of events) counts.set(e.name, (counts.get(e.name) ?? 0) + 1);
  return listEventCounts(counts, names);
}

/** The requested names' counts in their order, or every counted name's in name order. */
function listEventCounts(counts: ReadonlyMap<string, number>, names: string[] | null): { name: string; count: number }[] {
  if (names) return names.map((name) => ({ name, count: counts.get(name) ?? 0 }));
  return [...counts].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([name, count]) => ({ name, count }));
}

function describeEvent(event: SimEvent, source: string) {
  return {
    timestamp: formatTime(event.timestampMs),
    name: event.name,
    source,
    durationNs: event.durationNs,
    metadata: eventMetadata(event),
  };
}

/** events, segments, dailyActivity and dataSummary: what the fleet model's driving adds up to. */
export function createActivityResolvers(ctx: SimContext, grant: VehicleGrant, findFiltered: FindFiltered) {
  const nowMs = () => ctx.now().getTime();
  const needsLocation = () => requireAll(grant, ['VEHICLE_ALL_TIME_LOCATION', 'VEHICLE_NON_LOCATION_DATA']);

  function readSegments(model: VehicleModel, now: number, from: number, to: number, mechanism: Mechanism, config: SegmentConfig | null | undefined): DetectedSegment[] {
    // Only frequency analysis and change points count the signals per sample (it takes a whole sample to know).
    const counted = mechanism === 'frequencyAnalysis' || mechanism === 'changePointDetection';
    return detectSegments(model, { from, to, now, mechanism, config, signalsPerSample: counted ? countSignalsPerSample(model, now) : 0 });
  }

  /** What a summary depends on besides its segment's bounds. */
  function describeAsk(mechanism: Mechanism, requests: SignalRequest[], eventNames: string[] | null): string {
    return `${mechanism}|${requests.map((r) => `${r.name}:${r.agg}`).join(',')}|${eventNames?.join(',') ?? '*'}`;
  }

  /**
   * One segment as the schema's Segment. `visible`: the last moment of the car's data on the network (see
   * reportsUntilMs); a summary reads nothing later.
   */
  function describeSegment(vehicle: SimVehicle, model: VehicleModel, segment: DetectedSegment, to: number, visible: number, mechanism: Mechanism, requests: SignalRequest[], eventNames: string[] | null, ask: string): DescribedSegment {
    const end = segment.endMs ?? to;
    const wanted = end + summaryEndBuffer(mechanism);
    // A segment that ended a while before the car's data reached the network reads samples that can no longer change:
    // it is kept, frozen, so that the answer writes it once (see freezeSegment). What kept counts hold is the model's
    // driving alone: a segment with an injected event (a test's, rare) is read afresh each time.
    const settled = segment.endMs !== null && wanted + SETTLED_AFTER_MS < visible && !hasInjectedEvents(ctx.store, vehicle.tokenId, segment.startMs, end);
    let byAsk = settled ? settledSegments.get(model) : undefined;
    let byStart = byAsk?.get(ask);
    const kept = byStart?.get(segment.startMs);
    if (kept && kept.endMs === segment.endMs && kept.segment.duration === segment.durationS && kept.segment.startedBeforeRange === segment.startedBeforeRange) {
      return kept.segment;
    }
    const summaryEnd = Math.min(wanted, visible);
    const summary = settled ? summarizeSettledRange(model, segment.startMs, summaryEnd, requests) : summarizeRange(model, segment.startMs, summaryEnd, requests);
    const described: DescribedSegment = {
      start: { timestamp: formatTime(segment.startMs), value: summary.start ?? NO_LOCATION },
      end: segment.endMs === null ? null : { timestamp: formatTime(segment.endMs), value: summary.end ?? NO_LOCATION },
      duration: segment.durationS,
      isOngoing: segment.isOngoing,
      startedBeforeRange: segment.startedBeforeRange,
      signals: summary.signals,
      eventCounts: settled ? listEventCounts(countSettledEvents(model, segment.startMs, summaryEnd, end), eventNames) : countEvents(listVehicleEvents(ctx.store, vehicle.tokenId, model, segment.startMs, end), eventNames),
    };
    if (settled) {
      if (!byAsk) settledSegments.set(model, (byAsk = new Map()));
      if (!byStart) {
        if (byAsk.size >= 20) byAsk.clear();
        byAsk.set(ask, (byStart = new Map()));
      }
      if (byStart.size >= MAX_SETTLED_SEGMENTS) byStart.clear();
      byStart.set(segment.startMs, { endMs: segment.endMs!, segment: freezeSegment(described) });
    }
    return described;
  }

  return {
    events: (args: { tokenId: number; from: unknown; to: unknown; filter?: { name?: StringFilter | null; source?: StringFilter | null; tags?: ArrayFilter | null } | null }) => {
      const vehicle = findFiltered(args.tokenId);
      needsLocation();
      const from = parseTime(args.from, 'from');
      const to = parseTime(args.to, 'to');
      if (from > to) throw badRequest('from time must be before to time');
      const problem = checkEventNameFilter(args.filter?.name);
      if (problem) throw badRequest(problem);
      if (!vehicle) return [];
      const source = getConnection(vehicle).source;
      const f = args.filter ?? {};
      return listVehicleEvents(ctx.store, vehicle.tokenId, getVehicleModel(vehicle), from, Math.min(to, reportsUntilMs(vehicle, nowMs())))
        .filter((e) => (!f.name || matchesString(e.name, f.name)) && (!f.source || matchesString(source, f.source)) && (!f.tags || matchesArray(e.tags, f.tags)))
        .reverse()
        .map((e) => describeEvent(e, source));
    },

    segments: (args: SegmentArgs & { limit?: number | null; after?: unknown }) => {
      const vehicle = findFiltered(args.tokenId);
      needsLocation();
      const from = parseTime(args.from, 'from');
      const to = Math.min(parseTime(args.to, 'to'), nowMs());
      const problem = checkSegmentArgs({ tokenId: args.tokenId, from, to, mechanism: args.mechanism, config: args.config, limit: args.limit });
      if (problem) throw badRequest(problem);
      const requests = mergeSignalRequests(defaultSignalRequests(args.mechanism), args.signalRequests);
      if (!vehicle) return [];
      const model = getVehicleModel(vehicle);
      const now = reportsUntilMs(vehicle, nowMs());
      const until = Math.min(to, now);
      const after = args.after != null ? parseTime(args.after, 'after') : null;
      const eventNames = args.eventRequests?.length ? args.eventRequests.map((e) => e.name) : null;
      const ask = describeAsk(args.mechanism, requests, eventNames);
      return readSegments(model, now, from, until, args.mechanism, args.config)
        .filter((s) => after === null || s.startMs > after)
        .slice(0, args.limit ?? 100)
        .map((s) => describeSegment(vehicle, model, s, until, now, args.mechanism, requests, eventNames, ask));
    },

    dailyActivity: (args: SegmentArgs & { timezone?: string | null }) => {
      const vehicle = findFiltered(args.tokenId);
      needsLocation();
      if (args.mechanism === 'idling' || args.mechanism === 'refuel' || args.mechanism === 'recharge') {
        throw badRequest(`dailyActivity does not accept mechanism ${args.mechanism}; use ignitionDetection, frequencyAnalysis, or changePointDetection`);
      }
      const timeZone = args.timezone || 'UTC';
      if (!checkTimeZone(timeZone)) throw badRequest(`invalid timezone "${timeZone}"`);
      const now = nowMs();
      const fromDate = localDate(parseTime(args.from, 'from'), timeZone);
      const toDate = localDate(parseTime(args.to, 'to'), timeZone);
      if (fromDate > toDate) throw badRequest('from date must be before to date');
      if (startOfLocalDate(toDate, timeZone) > now) throw badRequest('to date cannot be in the future');
      if (toDate - fromDate > MAX_RANGE_MS) throw badRequest(`date range exceeds maximum of ${MAX_RANGE_DAYS} days`);
      const configProblem = checkSegmentArgs({ tokenId: args.tokenId, from: 0, to: 1, mechanism: args.mechanism, config: args.config });
      if (configProblem) throw badRequest(configProblem);
      const requests = mergeSignalRequests(defaultSignalRequests(args.mechanism), args.signalRequests);
      if (!vehicle) return [];
      const model = getVehicleModel(vehicle);
      const eventNames = args.eventRequests?.length ? args.eventRequests.map((e) => e.name) : null;
      const rangeStart = startOfLocalDate(fromDate, timeZone);
      const until = reportsUntilMs(vehicle, now);
      const rangeEnd = Math.min(startOfLocalDate(toDate + DAY_MS, timeZone), until);
      const dayAsk = describeAsk(args.mechanism, [], null);
      const segments = readSegments(model, until, rangeStart, rangeEnd, args.mechanism, args.config).map((s) => ({
        segment: s,
        described: describeSegment(vehicle, model, s, rangeEnd, until, args.mechanism, [], null, dayAsk),
      }));
      const days = [];
      for (let date = fromDate; date <= toDate; date += DAY_MS) {
        const dayStart = startOfLocalDate(date, timeZone);
        const dayEnd = startOfLocalDate(date + DAY_MS, timeZone);
        let count = 0;
        let seconds = 0;
        let first: (typeof segments)[number] | null = null;
        let last: (typeof segments)[number] | null = null;
        for (const entry of segments) {
          const s = entry.segment;
          const segEnd = Math.min(s.endMs ?? dayEnd, dayEnd);
          if (s.startMs > dayEnd || segEnd < dayStart || segEnd <= s.startMs) continue;
          count++;
          seconds += Math.floor((Math.min(segEnd, dayEnd) - Math.max(s.startMs, dayStart)) / 1000);
          first ??= entry;
          last = entry;
        }
        const summary = summarizeRange(model, dayStart, Math.min(dayEnd, until + 1) - 1, requests);
        const events = listVehicleEvents(ctx.store, vehicle.tokenId, model, dayStart, Math.min(dayEnd, until + 1));
        days.push({
          start: { timestamp: formatTime(dayStart), value: first?.described.start.value ?? summary.start ?? NO_LOCATION },
          end: { timestamp: formatTime(dayEnd), value: last?.described.end?.value ?? summary.end ?? NO_LOCATION },
          segmentCount: count,
          duration: seconds,
          signals: summary.signals,
          eventCounts: countEvents(events, eventNames),
        });
      }
      return days;
    },

    dataSummary: ({ tokenId, filter }: { tokenId: number; filter?: SourceFilter }) => {
      const vehicle = findFiltered(tokenId, filter);
      if (!vehicle) return null;
      const model = getVehicleModel(vehicle);
      const now = reportsUntilMs(vehicle, nowMs());
      const lastSeen = model.getLatestSampleTime(now);
      if (lastSeen === null) return null;
      const firstSeen = model.getNextSampleTime(model.dataStartMs);
      const samples = model.countSamples(firstSeen, lastSeen + 1);
      const values = model.getSignalsAt(lastSeen);
      // As DIMO's, whatever the token's privileges: the stored signals' names and counts.
      const names = SIGNAL_CATALOG.filter((s) => values[s.name] != null).map((s) => s.name);
      const events = listVehicleEvents(ctx.store, vehicle.tokenId, model, firstSeen, now);
      return {
        numberOfSignals: samples * names.length,
        availableSignals: names,
        firstSeen: formatTime(firstSeen),
        lastSeen: formatTime(lastSeen),
        signalDataSummary: names.map((name) => ({ name, numberOfSignals: samples, firstSeen: formatTime(firstSeen), lastSeen: formatTime(lastSeen) })),
        eventDataSummary: EVENT_NAMES.flatMap((name) => {
          const list = events.filter((e) => e.name === name);
          if (list.length === 0) return [];
          return [{ name, numberOfEvents: list.length, firstSeen: formatTime(list[0].timestampMs), lastSeen: formatTime(list.at(-1)!.timestampMs) }];
        }),
      };
    },
  };
}
