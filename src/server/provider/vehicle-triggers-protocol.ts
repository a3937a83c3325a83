import { z } from 'zod';
import { DRIVING_EVENT_NAMES } from './telemetry-segments';

/**
 * The wire details of the provider's Vehicle Triggers API that are not settled by the SDKs, each decided here once.
 * Sources: the provider's public vehicle-triggers-api repository (README, docs/swagger.yaml) and the Python SDK's
 * VehicleTriggers methods.
 */

/**
 * Service and metric names. Since March 2026 a signal webhook has service "signals" and metricName "vss.<signal>";
 * before, "telemetry.signals" and the bare signal name (PROVIDER.md still lists that generation). We create the new
 * form and read both.
 */
export const TRIGGER_SIGNAL_SERVICE = 'signals';
const VSS_PREFIX = 'vss.';

export function toTriggerMetricName(signal: string): string {
  return `${VSS_PREFIX}${signal}`;
}

/** The bare signal name of a metricName of either generation. */
export function toSignalName(metricName: string): string {
  return metricName.startsWith(VSS_PREFIX) ? metricName.slice(VSS_PREFIX.length) : metricName;
}

/**
 * Event webhooks: service "events" and the event's name as telemetry's `events` lists it (`behavior.harshBraking`);
 * the first generation had "telemetry.events" and bare names (`HarshBraking`, PROVIDER.md). We create the new form
 * and read both.
 */
export const TRIGGER_EVENT_SERVICE = 'events';
const EVENT_SERVICES = new Set([TRIGGER_EVENT_SERVICE, 'telemetry.events']);
const LEGACY_EVENT_NAMES: Record<string, string> = {
  HarshBraking: DRIVING_EVENT_NAMES.harshBraking,
  HarshAcceleration: DRIVING_EVENT_NAMES.harshAcceleration,
  HarshCornering: DRIVING_EVENT_NAMES.harshCornering,
  ExtremeBraking: DRIVING_EVENT_NAMES.extremeBraking,
};

/** An event's name in the current form, whichever generation named it. */
export function toEventName(metricName: string): string {
  return LEGACY_EVENT_NAMES[metricName] ?? metricName;
}

/**
 * The target-URL verification call. The provider's source POSTs `{"verification": "test"}` (JSON) and wants HTTP 200
 * whose trimmed body is the verification token. Unconfirmed whether that body stays the same: any JSON object with a
 * `verification` member and no CloudEvent `data` counts as one.
 */
export function isVerificationRequest(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'verification' in body && !('data' in body);
}

const Text = (max: number) => z.string().max(max);
const ScalarValue = z.union([z.number().finite(), z.string().max(4000), z.boolean()]);

// The delivery is a CloudEvent of type dimo.trigger (documented in the provider's README). Unconfirmed details, all read
// leniently here: the value may come as `value` or, in older documents, `valueNumber` / `valueString`, inside `signal`
// or directly in `data`; `assetDID` may be a DID string or an object with `tokenId`; the webhook id is `data.webhookId`
// or the event's `producer`.
const DeliverySchema = z.looseObject({
  id: Text(200).optional(),
  producer: Text(200).optional(),
  subject: Text(200).optional(),
  time: Text(100).optional(),
  data: z.looseObject({
    webhookId: Text(200).optional(),
    metricName: Text(200).optional(),
    assetDID: z.union([Text(200), z.looseObject({ tokenId: z.union([z.number(), Text(100)]) })]).optional(),
    signal: z
      .looseObject({
        name: Text(200).optional(),
        timestamp: Text(100).optional(),
        value: z.unknown().optional(),
        valueNumber: z.unknown().optional(),
        valueString: z.unknown().optional(),
      })
      .optional(),
    value: z.unknown().optional(),
    valueNumber: z.unknown().optional(),
    valueString: z.unknown().optional(),
    service: Text(100).optional(),
    // An event webhook's delivery carries the event instead of a signal (the provider's WebhookPayload `event`).
    event: z
      .looseObject({
        name: Text(200).optional(),
        timestamp: Text(100).optional(),
        durationNs: z.number().finite().optional(),
        metadata: Text(4000).nullish(),
      })
      .optional(),
  }),
});

interface DeliveryBase {
  eventId: string | null;
  webhookId: string;
  tokenId: number;
  /** The vehicle's DID when the body names one. */
  assetDid: string | null;
  /** When the vehicle took the sample or the event happened (the CloudEvent's time when the body has none). */
  observedAt: Date;
  /** When the provider sent the event (its CloudEvent `time`), when it says. */
  sentAt: Date | null;
}

/** A signal webhook's delivery: the signal's value met the condition. */
export interface SignalTriggerDelivery extends DeliveryBase {
  kind: 'signal';
  /** Bare signal name, e.g. lowVoltageBatteryCurrentVoltage. */
  signal: string;
  value: number | string | boolean;
}

/** An event webhook's delivery: one driving event (a harsh braking, a collision) met the condition. */
export interface EventTriggerDelivery extends DeliveryBase {
  kind: 'event';
  /** The event's name in the current form, e.g. behavior.harshBraking. */
  event: string;
  durationNs: number | null;
  /** The event's metadata as sent (a JSON text on the simulator, e.g. {"speedKph":54.2,"gForce":0.42}), or null. */
  metadata: string | null;
}

export type TriggerDelivery = SignalTriggerDelivery | EventTriggerDelivery;

export class TriggerDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TriggerDeliveryError';
  }
}

const DID_PATTERN = /^did:erc721:(\d+):(0x[0-9a-fA-F]{40}):(\d+)$/;
const MAX_TOKEN_ID = 2_147_483_647;

function readTokenId(did: string | null, fallback: number | string | undefined): number | null {
  const match = did ? DID_PATTERN.exec(did) : null;
  const raw = match ? match[3] : fallback !== undefined ? String(fallback) : null;
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_TOKEN_ID ? id : null;
}

function readTime(...candidates: (string | undefined)[]): Date | null {
  for (const c of candidates) {
    if (c === undefined) continue;
    const ms = Date.parse(c);
    if (!Number.isNaN(ms)) return new Date(ms);
  }
  return null;
}

/** Reads a delivery body into what the app needs; throws TriggerDeliveryError naming what is missing. */
export function parseTriggerDelivery(body: unknown): TriggerDelivery {
  const parsed = DeliverySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new TriggerDeliveryError(`not a trigger event: ${issue.path.join('.') || '(body)'}: ${issue.message}`);
  }
  const event = parsed.data;
  const { data } = event;
  const webhookId = data.webhookId ?? event.producer;
  if (!webhookId) throw new TriggerDeliveryError('the event names no webhook (data.webhookId or producer)');
  const assetDid = typeof data.assetDID === 'string' ? data.assetDID : (event.subject ?? null);
  const tokenId = readTokenId(assetDid, typeof data.assetDID === 'object' ? data.assetDID.tokenId : undefined);
  if (tokenId === null) throw new TriggerDeliveryError('the event names no vehicle (a did:erc721 subject or assetDID)');
  const did = assetDid && DID_PATTERN.test(assetDid) ? assetDid : null;
  const sentAt = readTime(event.time);
  if (data.event !== undefined || (data.service !== undefined && EVENT_SERVICES.has(data.service))) {
    const name = data.event?.name ?? (data.metricName ? toEventName(data.metricName) : undefined);
    if (!name) throw new TriggerDeliveryError('the event names no driving event (data.event.name or data.metricName)');
    const observedAt = readTime(data.event?.timestamp, event.time) ?? new Date();
    return {
      kind: 'event',
      eventId: event.id ?? null,
      webhookId,
      tokenId,
      assetDid: did,
      event: toEventName(name),
      durationNs: data.event?.durationNs ?? null,
      metadata: data.event?.metadata ?? null,
      observedAt,
      sentAt,
    };
  }
  const signal = data.signal?.name ?? (data.metricName ? toSignalName(data.metricName) : undefined);
  if (!signal) throw new TriggerDeliveryError('the event names no signal (data.signal.name or data.metricName)');
  const candidates = [data.signal?.value, data.signal?.valueNumber, data.signal?.valueString, data.value, data.valueNumber, data.valueString];
  const value = candidates.map((c) => ScalarValue.safeParse(c)).find((r) => r.success)?.data;
  if (value === undefined) throw new TriggerDeliveryError('the event carries no number or text value');
  const observedAt = readTime(data.signal?.timestamp, event.time) ?? new Date();
  return { kind: 'signal', eventId: event.id ?? null, webhookId, tokenId, assetDid: did, signal, value, observedAt, sentAt };
}
