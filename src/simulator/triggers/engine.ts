import { compileCondition, type CompiledCondition } from '../../shared/trigger-condition';
import { formatVehicleDid } from '../chain';
import { getConnection } from '../fleet/connection';
import type { SimContext } from '../context';
import { findActiveGrant } from '../state/grants';
import { findVehicle } from '../state/owners';
import { getLatestSampleKey, readLatestSample } from '../state/signal-overrides';
import { buildTriggerEvent, deliverEvent, type DeliveryRecord } from './deliver';
import { requiredPrivileges, resolveMetric } from './signals';
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
 * Fires webhooks as the provider's vehicle-triggers-api does: a webhook watching a signal is evaluated when a sample
 * carrying that signal arrives, so a car whose connection never sends the signal (a dongle's trouble codes on a cloud
 * car, a cloud's locks on a dongle) stays subscribed and never fires. Every tick, each vehicle with a subscription
 * whose latest sample is new is checked against its enabled webhooks. A webhook fires when the vehicle is still shared
 * with the webhook's license with the signal's privilege (without it the subscription is dropped, as the provider
 * drops it), the cool-down since its last firing for that vehicle has passed, and its condition holds.
 * `previousValue` is the value the vehicle's last firing on that signal carried, whichever webhook fired (the
 * provider reads it from its trigger log per vehicle and metric).
 */
export function startTriggerEngine(ctx: SimContext, options: TriggerEngineOptions = {}): TriggerEngine {
  const tickMs = options.tickMs ?? 1000;
  const retryDelaysMs = options.retryDelaysMs ?? [1000, 2000, 4000];
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxFailures = options.maxFailures ?? 10;
  const abort = new AbortController();
  const lastSampleKey = new Map<string, string>();
  const lastFiring = new Map<string, number>();
  const lastValue = new Map<string, number | string>();
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
      const source = getConnection(vehicle).source;
      for (const webhook of fresh) {
        const metric = resolveMetric(webhook.service, webhook.metricName);
        if (typeof metric === 'string' || metric.kind !== 'signal') continue;
        // A signal the car does not send (its connection or its powertrain) never arrives: nothing to evaluate.
        const value = (sample.values as Record<string, unknown>)[metric.signal.name];
        if (typeof value !== 'number' && typeof value !== 'string') continue;
        const grant = findActiveGrant(ctx.store, tokenId, webhook.clientId, new Date(nowMs));
        if (!requiredPrivileges(metric).every((p) => grant?.privileges.includes(p))) {
          unsubscribe(webhook.id, tokenId);
          continue;
        }
        const lastAt = lastFiring.get(firingKey(webhook.id, tokenId));
        if (lastAt !== undefined && nowMs - lastAt < webhook.coolDownPeriod * 1000) continue;
        const condition = getCondition(webhook);
        const metricKey = `${tokenId}|${metric.signal.name}`;
        if (!condition?.matches({ value, previousValue: lastValue.get(metricKey) ?? null })) continue;
        lastFiring.set(firingKey(webhook.id, tokenId), nowMs);
        lastValue.set(metricKey, value);
        fire(webhook, tokenId, metric.signal.name, metric.signal.unit, value, source, new Date(sample.lastSeen), new Date(nowMs));
      }
    }
  }

  function unsubscribe(webhookId: string, tokenId: number): void {
    const { state } = ctx.store;
    const kept = state.webhookSubscriptions.filter((s) => !(s.webhookId === webhookId && s.tokenId === tokenId));
    if (kept.length === state.webhookSubscriptions.length) return;
    state.webhookSubscriptions = kept;
    ctx.store.save();
  }

  function fire(webhook: SimWebhook, tokenId: number, signalName: string, unit: string, value: number | string, source: string, sampledAt: Date, firedAt: Date): void {
    const assetDid = formatVehicleDid(ctx.chainId, tokenId);
    const event = buildTriggerEvent({ webhook, tokenId, assetDid, signalName, unit, value, source, sampledAt, firedAt });
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
