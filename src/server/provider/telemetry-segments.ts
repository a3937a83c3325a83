import { z } from 'zod';
import type { ProviderContext } from './context';
import { isProviderError } from './errors';
import { queryGraphql } from './graphql';
import type { VehicleTokens } from './token-exchange';

/**
 * The provider's activity queries, as DIMO's telemetry SDL publishes them (schema/segments.graphqls and
 * schema/events.graphqls of DIMO-Network/telemetry-api): `segments` (trips, idling, refuels, recharges), `events`
 * (harsh braking, acceleration, cornering...) and `dailyActivity`. All three need the vehicle's location privilege as
 * well as its non-location data.
 */
const PRIVILEGES = [1, 4];
/** The provider answers at most 31 days per call (its own limit is 31 days and a second). */
export const MAX_WINDOW_MS = 31 * 86_400_000;
/** Segments per page; the provider's maximum. */
const PAGE = 200;

export const DETECTION_MECHANISMS = ['ignitionDetection', 'frequencyAnalysis', 'changePointDetection', 'idling', 'refuel', 'recharge'] as const;
export type DetectionMechanism = (typeof DETECTION_MECHANISMS)[number];
export type FloatAggregation = 'AVG' | 'MED' | 'MAX' | 'MIN' | 'RAND' | 'FIRST' | 'LAST';

export interface SegmentSignalRequest {
  name: string;
  agg: FloatAggregation;
}

export interface SegmentConfig {
  maxGapSeconds?: number;
  minSegmentDurationSeconds?: number;
  signalCountThreshold?: number;
  maxIdleRpm?: number;
  minIncreasePercent?: number;
}

export interface SegmentsOptions {
  from: Date;
  to: Date;
  mechanism: DetectionMechanism;
  config?: SegmentConfig;
  signalRequests?: SegmentSignalRequest[];
  /** event names to count per segment ("behavior.harshBraking") */
  eventRequests?: string[];
}

const LocationSchema = z.object({ timestamp: z.string(), value: z.object({ latitude: z.number(), longitude: z.number() }) });
const AggregateSchema = z.object({ name: z.string(), agg: z.string(), value: z.number() });
const EventCountSchema = z.object({ name: z.string(), count: z.number().int() });

const SegmentSchema = z.object({
  start: LocationSchema,
  end: LocationSchema.nullable(),
  duration: z.number(),
  isOngoing: z.boolean(),
  startedBeforeRange: z.boolean(),
  signals: z.array(AggregateSchema).nullable(),
  eventCounts: z.array(EventCountSchema).nullable(),
});
const SegmentsDataSchema = z.object({ segments: z.array(SegmentSchema) });

const EventSchema = z.object({ timestamp: z.string(), name: z.string(), source: z.string(), durationNs: z.number(), metadata: z.string().nullable() });
const EventsDataSchema = z.object({ events: z.array(EventSchema).nullable() });

const DailyActivitySchema = z.object({
  start: LocationSchema.nullable(),
  end: LocationSchema.nullable(),
  segmentCount: z.number().int(),
  duration: z.number(),
  signals: z.array(AggregateSchema),
  eventCounts: z.array(EventCountSchema),
});
const DailyActivityDataSchema = z.object({ dailyActivity: z.array(DailyActivitySchema) });

export interface PlacePoint {
  at: string;
  latitude: number;
  longitude: number;
}

/** One segment as the provider reports it; aggregates keyed "name:AGG" ("speed:MAX"). */
export interface ProviderSegment {
  start: PlacePoint;
  /** null while ongoing */
  end: PlacePoint | null;
  durationSeconds: number;
  ongoing: boolean;
  startedBeforeRange: boolean;
  signals: Record<string, number>;
  eventCounts: Record<string, number>;
}

export interface ProviderEvent {
  at: string;
  name: string;
  source: string;
  durationMs: number;
  metadata: string | null;
}

export interface ProviderDailyActivity {
  start: PlacePoint | null;
  end: PlacePoint | null;
  segmentCount: number;
  durationSeconds: number;
  signals: Record<string, number>;
  eventCounts: Record<string, number>;
}

export const SEGMENTS_QUERY = `query Segments($tokenId: Int!, $from: Time!, $to: Time!, $mechanism: DetectionMechanism!, $config: SegmentConfig, $signalRequests: [SegmentSignalRequest!], $eventRequests: [SegmentEventRequest!], $limit: Int, $after: Time) {
  segments(tokenId: $tokenId, from: $from, to: $to, mechanism: $mechanism, config: $config, signalRequests: $signalRequests, eventRequests: $eventRequests, limit: $limit, after: $after) {
    start { timestamp value { latitude longitude } }
    end { timestamp value { latitude longitude } }
    duration
    isOngoing
    startedBeforeRange
    signals { name agg value }
    eventCounts { name count }
  }
}`;

/** The provider's names of the driving events: telemetry's `events` and segments' counts, Vehicle Triggers' events. */
export const DRIVING_EVENT_NAMES = {
  harshBraking: 'behavior.harshBraking',
  harshAcceleration: 'behavior.harshAcceleration',
  harshCornering: 'behavior.harshCornering',
  extremeBraking: 'behavior.extremeBraking',
  collision: 'safety.collision',
} as const;

export const EVENTS_QUERY = `query Events($tokenId: Int!, $from: Time!, $to: Time!, $filter: EventFilter) {
  events(tokenId: $tokenId, from: $from, to: $to, filter: $filter) { timestamp name source durationNs metadata }
}`;

export const DAILY_ACTIVITY_QUERY = `query DailyActivity($tokenId: Int!, $from: Time!, $to: Time!, $mechanism: DetectionMechanism!, $signalRequests: [SegmentSignalRequest!], $eventRequests: [SegmentEventRequest!], $timezone: String) {
  dailyActivity(tokenId: $tokenId, from: $from, to: $to, mechanism: $mechanism, signalRequests: $signalRequests, eventRequests: $eventRequests, timezone: $timezone) {
    start { timestamp value { latitude longitude } }
    end { timestamp value { latitude longitude } }
    segmentCount
    duration
    signals { name agg value }
    eventCounts { name count }
  }
}`;

const point = (l: z.infer<typeof LocationSchema> | null): PlacePoint | null =>
  l ? { at: l.timestamp, latitude: l.value.latitude, longitude: l.value.longitude } : null;
const aggregates = (list: z.infer<typeof AggregateSchema>[] | null) => Object.fromEntries((list ?? []).map((s) => [`${s.name}:${s.agg}`, s.value]));
const counts = (list: z.infer<typeof EventCountSchema>[] | null) => Object.fromEntries((list ?? []).map((e) => [e.name, e.count]));

/** [from, to) cut into windows the provider accepts, oldest first. */
export function splitWindows(from: Date, to: Date, maxMs = MAX_WINDOW_MS): { from: Date; to: Date }[] {
  const windows: { from: Date; to: Date }[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += maxMs) windows.push({ from: new Date(t), to: new Date(Math.min(t + maxMs, to.getTime())) });
  return windows;
}

export interface ActivityClient {
  /** Every segment starting in [from, to), oldest first, over as many 31-day windows and pages as it takes. */
  getSegments(tokenId: number, opts: SegmentsOptions): Promise<ProviderSegment[]>;
  /** Events in [from, to), oldest first; `names` keeps only those. */
  getEvents(tokenId: number, opts: { from: Date; to: Date; names?: string[] }): Promise<ProviderEvent[]>;
  /** One record per calendar day of `timezone` (at most 31 days). */
  getDailyActivity(tokenId: number, opts: Omit<SegmentsOptions, 'config'> & { timezone?: string }): Promise<ProviderDailyActivity[]>;
}

export function createActivityClient(ctx: ProviderContext, tokens: VehicleTokens): ActivityClient {
  /** With a vehicle JWT holding location and data privileges; one fresh JWT is tried when the provider answers 401. */
  async function withJwt<T>(tokenId: number, run: (jwt: string) => Promise<T>): Promise<T> {
    try {
      return await run(await tokens.getVehicleJwt(tokenId, PRIVILEGES));
    } catch (error) {
      if (!(isProviderError(error, 'unauthorized') && error.status === 401)) throw error;
      tokens.invalidateVehicleJwt(tokenId);
      return run(await tokens.getVehicleJwt(tokenId, PRIVILEGES));
    }
  }

  const query = <S extends z.ZodType>(tokenId: number, call: string, text: string, variables: Record<string, unknown>, schema: S) =>
    withJwt(tokenId, (jwt) => queryGraphql(ctx.http, { call, url: ctx.cfg.telemetryUrl, query: text, variables: { tokenId, ...variables }, bearer: jwt }, schema));

  async function getSegments(tokenId: number, opts: SegmentsOptions): Promise<ProviderSegment[]> {
    const found: ProviderSegment[] = [];
    for (const window of splitWindows(opts.from, opts.to)) {
      let after: string | undefined;
      for (;;) {
        const { segments } = await query(
          tokenId,
          'telemetry.segments',
          SEGMENTS_QUERY,
          {
            from: window.from.toISOString(),
            to: window.to.toISOString(),
            mechanism: opts.mechanism,
            config: opts.config ?? null,
            signalRequests: opts.signalRequests ?? null,
            eventRequests: opts.eventRequests?.map((name) => ({ name })) ?? null,
            limit: PAGE,
            after: after ?? null,
          },
          SegmentsDataSchema,
        );
        for (const s of segments) {
          // A segment that began before the window was (or will be) read with the window it started in.
          if (s.startedBeforeRange && Date.parse(s.start.timestamp) < window.from.getTime()) continue;
          found.push({
            start: point(s.start)!,
            end: s.isOngoing ? null : point(s.end),
            durationSeconds: s.duration,
            ongoing: s.isOngoing,
            startedBeforeRange: s.startedBeforeRange,
            signals: aggregates(s.signals),
            eventCounts: counts(s.eventCounts),
          });
        }
        if (segments.length < PAGE) break;
        after = segments[segments.length - 1].start.timestamp;
      }
    }
    return found.sort((a, b) => Date.parse(a.start.at) - Date.parse(b.start.at));
  }

  async function getEvents(tokenId: number, opts: { from: Date; to: Date; names?: string[] }): Promise<ProviderEvent[]> {
    const found: ProviderEvent[] = [];
    for (const window of splitWindows(opts.from, opts.to)) {
      const { events } = await query(
        tokenId,
        'telemetry.events',
        EVENTS_QUERY,
        { from: window.from.toISOString(), to: window.to.toISOString(), filter: opts.names ? { name: { in: opts.names } } : null },
        EventsDataSchema,
      );
      for (const e of events ?? []) {
        found.push({ at: e.timestamp, name: e.name, source: e.source, durationMs: Math.round(e.durationNs / 1e6), metadata: e.metadata });
      }
    }
    return found.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  }

  async function getDailyActivity(tokenId: number, opts: Omit<SegmentsOptions, 'config'> & { timezone?: string }): Promise<ProviderDailyActivity[]> {
    if (opts.to.getTime() - opts.from.getTime() > MAX_WINDOW_MS) throw new RangeError('dailyActivity covers at most 31 days');
    const { dailyActivity } = await query(
      tokenId,
      'telemetry.dailyActivity',
      DAILY_ACTIVITY_QUERY,
      {
        from: opts.from.toISOString(),
        to: opts.to.toISOString(),
        mechanism: opts.mechanism,
        signalRequests: opts.signalRequests ?? null,
        eventRequests: opts.eventRequests?.map((name) => ({ name })) ?? null,
        timezone: opts.timezone ?? null,
      },
      DailyActivityDataSchema,
    );
    return dailyActivity.map((d) => ({
      start: point(d.start),
      end: point(d.end),
      segmentCount: d.segmentCount,
      durationSeconds: d.duration,
      signals: aggregates(d.signals),
      eventCounts: counts(d.eventCounts),
    }));
  }

  return { getSegments, getEvents, getDailyActivity };
}
