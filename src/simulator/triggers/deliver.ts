import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { formatTime } from '../provider-time';
import type { SimWebhook } from './types';

/** What met a webhook's condition: a signal's sample or one event. */
export type FiredMetric =
  | { kind: 'signal'; name: string; unit: string; value: number | string; source: string; timestamp: Date }
  | { kind: 'event'; name: string; source: string; durationNs: number; metadata: string; timestamp: Date };

export interface TriggerFiring {
  webhook: SimWebhook;
  assetDid: string;
  /** `source`: the address of the connection that sent it (its `source` in telemetry); `timestamp`: when the car took it. */
  metric: FiredMetric;
  /** When the condition was found to hold. */
  firedAt: Date;
}

/**
 * The body the provider POSTs to a webhook's target: a CloudEvent of type dimo.trigger whose data carries the signal
 * or the event that fired it (the provider's vehicle-triggers-api WebhookPayload).
 */
export function buildTriggerEvent(firing: TriggerFiring) {
  const { webhook, metric } = firing;
  // Times as telemetry writes them (Go's RFC3339Nano, see formatTime), so a delivered event reads as `events` lists it.
  const timestamp = formatTime(metric.timestamp.getTime());
  return {
    id: randomUUID(),
    source: 'vehicle-triggers-api',
    producer: webhook.id,
    specversion: '1.0',
    subject: firing.assetDid,
    time: formatTime(firing.firedAt.getTime()),
    type: 'dimo.trigger',
    datacontenttype: 'application/json',
    dataversion: `${webhook.service}/v1.0`,
    data: {
      service: webhook.service,
      metricName: webhook.metricName,
      webhookId: webhook.id,
      webhookName: webhook.displayName,
      assetDID: firing.assetDid,
      condition: webhook.condition,
      ...(metric.kind === 'signal'
        ? {
            signal: {
              name: metric.name,
              unit: metric.unit,
              timestamp,
              source: metric.source,
              producer: firing.assetDid,
              valueType: typeof metric.value === 'number' ? 'float64' : 'string',
              value: metric.value,
            },
          }
        : {
            event: {
              name: metric.name,
              timestamp,
              source: metric.source,
              producer: firing.assetDid,
              durationNs: metric.durationNs,
              ...(metric.metadata ? { metadata: metric.metadata } : {}),
            },
          }),
    },
  };
}

export interface DeliveryAttempt {
  at: string;
  /** HTTP status, or null when the target could not be reached. */
  status: number | null;
  error?: string;
  ms: number;
}

export interface DeliveryRecord {
  eventId: string;
  webhookId: string;
  tokenId: number;
  /** The signal's or the event's name. */
  signal: string;
  /** The signal's value; for an event, when it happened. */
  value: number | string;
  firedAt: string;
  attempts: DeliveryAttempt[];
  outcome: 'pending' | 'delivered' | 'failed';
}

export interface DeliveryOptions {
  /** Waits before each retry; its length is the number of retries. */
  retryDelaysMs: number[];
  timeoutMs: number;
  signal: AbortSignal;
}

/** POSTs the event to the target, retrying with back-off on a network error, a timeout or any non-2xx answer. */
export async function deliverEvent(targetURL: string, body: unknown, record: DeliveryRecord, options: DeliveryOptions): Promise<boolean> {
  const text = JSON.stringify(body);
  for (let attempt = 0; ; attempt++) {
    const started = Date.now();
    let status: number | null = null;
    let error: string | undefined;
    try {
      const response = await fetch(targetURL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'DIMO-Webhook/1.0' },
        body: text,
        signal: AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]),
        redirect: 'manual',
      });
      status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (err) {
      error = (err as Error).message;
    }
    record.attempts.push({ at: new Date(started).toISOString(), status, ...(error ? { error } : {}), ms: Date.now() - started });
    if (status !== null && status >= 200 && status < 300) return true;
    if (options.signal.aborted || attempt >= options.retryDelaysMs.length) return false;
    try {
      await sleep(options.retryDelaysMs[attempt], undefined, { signal: options.signal });
    } catch {
      return false;
    }
  }
}
