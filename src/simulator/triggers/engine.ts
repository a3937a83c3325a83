import { compileCondition, type CompiledCondition } from '../../shared/trigger-condition';
import { formatVehicleDid } from '../chain';
import type { SimContext } from '../context';
import { findActiveGrant } from '../state/grants';
import { findVehicle } from '../state/owners';
import { getLatestSampleKey, readLatestSample } from '../state/signal-overrides';
import { buildTriggerEvent, deliverEvent, type DeliveryRecord } from './deliver';
import { resolveMetric } from './signals';
import type { SimWebhook } from './types';

export interface TriggerEngineOptions {
  /** How often subscribed vehicles are looked at; default 1000 ms. */
  tickMs?: number;
  /** Waits before each retry of a failed delivery; default [1000, 2000, 4000]. */
  retryDelaysMs?: number[];
  /** Timeout of each delivery attempt; default 10000 ms. */
  timeoutMs?: number;
  /** Failed deliveries in a row after which a webhook's status becomes "failed"; default 10. */
  maxFailures?: number;
}

const PRIVILEGE_NON_LOCATION = 1;
const MAX_RECORDS = 500;

export interface TriggerEngine {
  /** Looks at every subscribed vehicle once, now (the timer does this every tick). */
  evaluate(): void;
  /** Recent deliveries, newest last. */
  listDeliveries(): DeliveryRecord[];
  /** Forgets a deleted webhook's evaluation state. */
  forgetWebhook(webhookId: string): void;
  /** Resolves once every delivery under way has finished. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Fires webhooks: every tick, each vehicle with a subscription whose latest sample is new is checked against the
 * conditions of its enabled webhooks. A webhook fires when its condition holds, the cool-down since its last firing
 * for that vehicle has passed, and the vehicle is still shared with the webhook's license. `previousValue` is the
 * value of that last firing (the provider keeps it per vehicle and metric from its trigger log).
 */
export function startTriggerEngine(ctx: SimContext, options: TriggerEngineOptions = {}): TriggerEngine {
  const tickMs = options.tickMs ?? 1000;
  const retryDelaysMs = options.retryDelaysMs ?? [1000, 2000, 4000];
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxFailures = options.maxFailures ?? 10;
  const abort = new AbortController();
  const lastSampleKey = new Map<string, string>();
  const lastFiring = new Map<string, { atMs: number; value: number | string }>();
  const compiled = new Map<string, CompiledCondition>();
  const records: DeliveryRecord[] = [];
  const inFlight = new Set<Promise<void>>();

  const firingKey = (webhookId: string, tokenId: number) => `${webhookId}|${tokenId}`;

  function getCondition(webhook: SimWebhook): CompiledCondition | null {
    let condition = compiled.get(webhook.id);
    if (!condition || condition.source !== webhook.condition) {
      try {
        condition = compileCondition(webhook.condition);
      } catch {
        return null;
      }
      compiled.set(webhook.id, condition);
    }
    return condition;
  }

  function evaluate(): void {
    const { state } = ctx.store;
    const nowMs = ctx.now().getTime();
    const enabled = new Map(state.webhooks.filter((w) => w.status === 'enabled').map((w) => [w.id, w]));
    if (enabled.size === 0) return;
    const byVehicle = new Map<number, SimWebhook[]>();
    for (const s of state.webhookSubscriptions) {
      const webhook = enabled.get(s.webhookId);
      if (!webhook) continue;
      const list = byVehicle.get(s.tokenId) ?? [];
      list.push(webhook);
      byVehicle.set(s.tokenId, list);
    }
    for (const [tokenId, webhooks] of byVehicle) {
      const vehicle = findVehicle(ctx.store, tokenId);
      if (!vehicle) continue;
      const key = getLatestSampleKey(ctx.store, vehicle, nowMs);
      const fresh = webhooks.filter((w) => lastSampleKey.get(firingKey(w.id, tokenId)) !== key);
      if (fresh.length === 0) continue;
      for (const w of fresh) lastSampleKey.set(firingKey(w.id, tokenId), key);
      const sample = readLatestSample(ctx.store, vehicle, nowMs);
      if (!sample.values || sample.lastSeen === null) continue;
      for (const webhook of fresh) {
        const metric = resolveMetric(webhook.service, webhook.metricName);
        if (typeof metric === 'string' || metric.kind !== 'signal') continue;
        const value = (sample.values as Record<string, unknown>)[metric.signal.name];
        if (typeof value !== 'number' && typeof value !== 'string') continue;
        const grant = findActiveGrant(ctx.store, tokenId, webhook.clientId, new Date(nowMs));
        if (!grant?.privileges.includes(PRIVILEGE_NON_LOCATION)) continue;
        const last = lastFiring.get(firingKey(webhook.id, tokenId));
        if (last && nowMs - last.atMs < webhook.coolDownPeriod * 1000) continue;
        const condition = getCondition(webhook);
        if (!condition?.matches({ value, previousValue: last?.value ?? null })) continue;
        lastFiring.set(firingKey(webhook.id, tokenId), { atMs: nowMs, value });
        fire(webhook, tokenId, metric.signal.name, metric.signal.unit, value, new Date(sample.lastSeen), new Date(nowMs));
      }
    }
  }

  function fire(webhook: SimWebhook, tokenId: number, signalName: string, unit: string, value: number | string, sampledAt: Date, firedAt: Date): void {
    const assetDid = formatVehicleDid(ctx.chainId, tokenId);
    const event = buildTriggerEvent({ webhook, tokenId, assetDid, signalName, unit, value, sampledAt, firedAt });
    const record: DeliveryRecord = {
      eventId: event.id,
      webhookId: webhook.id,
      tokenId,
      signal: signalName,
      value,
      firedAt: firedAt.toISOString(),
      attempts: [],
      outcome: 'pending',
    };
    records.push(record);
    if (records.length > MAX_RECORDS) records.splice(0, records.length - MAX_RECORDS);
    const run = deliverEvent(webhook.targetURL, event, record, { retryDelaysMs, timeoutMs, signal: abort.signal }).then((delivered) => {
      if (abort.signal.aborted) return;
      record.outcome = delivered ? 'delivered' : 'failed';
      // The webhook may have been changed or deleted meanwhile: count against the stored one, if any.
      const stored = ctx.store.state.webhooks.find((w) => w.id === webhook.id);
      if (!stored) return;
      if (delivered) {
        if (stored.failureCount === 0) return;
        stored.failureCount = 0;
      } else {
        stored.failureCount += 1;
        if (stored.failureCount >= maxFailures && stored.status === 'enabled') stored.status = 'failed';
      }
      stored.updatedAt = new Date().toISOString();
      ctx.store.save();
    });
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  }

  const timer = setInterval(() => {
    try {
      evaluate();
    } catch (error) {
      // A broken tick must not stop the engine; the next one tries again.
      process.emitWarning(`vehicle triggers evaluation failed: ${(error as Error).message}`);
    }
  }, tickMs);
  timer.unref();

  return {
    evaluate,
    listDeliveries: () => records.map((r) => ({ ...r, attempts: [...r.attempts] })),
    forgetWebhook(webhookId) {
      compiled.delete(webhookId);
      const prefix = `${webhookId}|`;
      for (const key of lastFiring.keys()) if (key.startsWith(prefix)) lastFiring.delete(key);
      for (const key of lastSampleKey.keys()) if (key.startsWith(prefix)) lastSampleKey.delete(key);
    },
    async settle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    async stop() {
      clearInterval(timer);
      abort.abort();
      await Promise.allSettled([...inFlight]);
    },
  };
}
