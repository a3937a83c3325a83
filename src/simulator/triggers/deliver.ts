import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SimWebhook } from './types';

export interface TriggerFiring {
  webhook: SimWebhook;
  tokenId: number;
  assetDid: string;
  signalName: string;
  unit: string;
  value: number | string;
  /** The address of the connection that sent the signal (its `source` in telemetry). */
  source: string;
  /** When the vehicle took the sample that met the condition. */
  sampledAt: Date;
  /** When the condition was found to hold. */
  firedAt: Date;
}

/** The body the provider POSTs to a webhook's target: a CloudEvent of type dimo.trigger (shape from its public docs). */
export function buildTriggerEvent(firing: TriggerFiring) {
  const { webhook } = firing;
  return {
    id: randomUUID(),
    source: 'vehicle-triggers-api',
    producer: webhook.id,
    specversion: '1.0',
    subject: firing.assetDid,
    time: firing.firedAt.toISOString(),
    type: 'dimo.trigger',
    datacontenttype: 'application/json',
    dataversion: 'signals/v1.0',
    data: {
      service: webhook.service,
      metricName: webhook.metricName,
      webhookId: webhook.id,
      webhookName: webhook.displayName,
      assetDID: firing.assetDid,
      condition: webhook.condition,
      signal: {
        name: firing.signalName,
        unit: firing.unit,
        timestamp: firing.sampledAt.toISOString(),
        source: firing.source,
        producer: firing.assetDid,
        valueType: typeof firing.value === 'number' ? 'float64' : 'string',
        value: firing.value,
      },
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
  signal: string;
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
