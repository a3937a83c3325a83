import { compileCondition, compileEventCondition, type CompiledCondition, type EventConditionInput, type EventFields } from '../../shared/trigger-condition';
import { formatVehicleDid } from '../chain';
import type { SimContext } from '../context';
import { getConnection, reportsUntilMs } from '../fleet/connection';
import { eventMetadata } from '../fleet/events';
import { getVehicleModel, type VehicleModel } from '../fleet/model';
import type { SimVehicle } from '../fleet/vehicle';
import { findActiveGrant } from '../state/grants';
import { listVehicleEvents } from '../state/injected-events';
import { findVehicle } from '../state/owners';
import { getLatestSampleKey, readLatestSample } from '../state/signal-overrides';
import { buildTriggerEvent, deliverEvent, type DeliveryRecord, type FiredMetric } from './deliver';
import { requiredPrivileges, resolveMetric, type MetricKind } from './signals';
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
 * Fires webhooks as the provider's vehicle-triggers-api does. A webhook watching a signal is evaluated when a sample
 * carrying that signal arrives after the subscription, so a car whose connection never sends the signal (a dongle's
 * trouble codes on a cloud car, a cloud's locks on a dongle) stays subscribed and never fires, and a condition that
 * already held when the vehicle was subscribed fires with its next sample. Every tick, each vehicle with a subscription
 * whose latest sample is new is checked against its enabled webhooks. A webhook watching an event is evaluated for
 * each event of that name that reached the network since the last tick (the fleet model's events, the same ones
 * telemetry's `events` lists), oldest first. A webhook fires when the vehicle is still shared with the webhook's
 * license with the metric's privileges (without them the subscription is dropped, as the provider drops it), the
 * cool-down since its last firing for that vehicle has passed, and its condition holds.
 * A signal's `previousValue` is the value the vehicle's last firing on that signal carried, whichever webhook fired
 * (the provider reads it from its trigger log per vehicle and metric); an event's `previous…` fields are those of the
 * event that last fired the same webhook for the vehicle.
 */
export function startTriggerEngine(ctx: SimContext, options: TriggerEngineOptions = {}): TriggerEngine {
  const tickMs = options.tickMs ?? 1000;
  const retryDelaysMs = options.retryDelaysMs ?? [1000, 2000, 4000];
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxFailures = options.maxFailures ?? 10;
  const abort = new AbortController();
  // Events that reached the network before the engine started (a restart) are not fired again.
  const startedMs = ctx.now().getTime();
  const lastSampleKey = new Map<string, string>();
  const lastFiring = new Map<string, number>();
  const lastValue = new Map<string, number | string>();
  const lastEvent = new Map<string, EventFields>();
  /** Per webhook and vehicle: up to when the car's events on the network have been looked at. */
  const eventsSeenUntil = new Map<string, number>();
  const signalConditions = new Map<string, CompiledCondition>();
  const eventConditions = new Map<string, CompiledCondition<EventConditionInput>>();
  const records: DeliveryRecord[] = [];
  const inFlight = new Set<Promise<void>>();

  const firingKey = (webhookId: string, tokenId: number) => `${webhookId}|${tokenId}`;

  function getCondition<I>(cache: Map<string, CompiledCondition<I>>, webhook: SimWebhook, compile: (source: string) => CompiledCondition<I>): CompiledCondition<I> | null {
    let condition = cache.get(webhook.id);
    if (!condition || condition.source !== webhook.condition) {
      try {
        condition = compile(webhook.condition);
      } catch {
        return null;
      }
      cache.set(webhook.id, condition);
    }
    return condition;
  }

  /** Whether the vehicle still grants the webhook's license what the metric needs; drops the subscription if not. */
  function isStillShared(webhook: SimWebhook, tokenId: number, metric: MetricKind, nowMs: number): boolean {
    const grant = findActiveGrant(ctx.store, tokenId, webhook.clientId, new Date(nowMs));
    if (requiredPrivileges(metric).every((p) => grant?.privileges.includes(p))) return true;
    unsubscribe(webhook.id, tokenId);
    return false;
  }

  function isCoolingDown(webhook: SimWebhook, tokenId: number, nowMs: number): boolean {
    const lastAt = lastFiring.get(firingKey(webhook.id, tokenId));
    return lastAt !== undefined && nowMs - lastAt < webhook.coolDownPeriod * 1000;
  }

  type Watch<M> = { webhook: SimWebhook; metric: M; subscribedAt: string };
  type SignalMetric = Extract<MetricKind, { kind: 'signal' }>;
  type EventMetric = Extract<MetricKind, { kind: 'event' }>;

  function evaluate(): void {
    const { state } = ctx.store;
    const nowMs = ctx.now().getTime();
    const enabled = new Map<string, { webhook: SimWebhook; metric: MetricKind }>();
    for (const webhook of state.webhooks) {
      if (webhook.status !== 'enabled') continue;
      const metric = resolveMetric(webhook.service, webhook.metricName);
      if (typeof metric !== 'string') enabled.set(webhook.id, { webhook, metric });
    }
    if (enabled.size === 0) return;
    const byVehicle = new Map<number, { signals: Watch<SignalMetric>[]; events: Watch<EventMetric>[] }>();
    for (const s of state.webhookSubscriptions) {
      const found = enabled.get(s.webhookId);
      if (!found) continue;
      let watches = byVehicle.get(s.tokenId);
      if (!watches) byVehicle.set(s.tokenId, (watches = { signals: [], events: [] }));
      const { webhook, metric } = found;
      if (metric.kind === 'signal') watches.signals.push({ webhook, metric, subscribedAt: s.createdAt });
      else watches.events.push({ webhook, metric, subscribedAt: s.createdAt });
    }
    for (const [tokenId, watches] of byVehicle) {
      const vehicle = findVehicle(ctx.store, tokenId);
      if (!vehicle) continue;
      if (watches.signals.length) evaluateSignals(vehicle, tokenId, watches.signals, nowMs);
      if (watches.events.length) evaluateEvents(vehicle, tokenId, watches.events, nowMs);
    }
  }

  function evaluateSignals(vehicle: SimVehicle, tokenId: number, watches: Watch<SignalMetric>[], nowMs: number): void {
    const key = getLatestSampleKey(ctx.store, vehicle, nowMs);
    const fresh = watches.filter((w) => lastSampleKey.get(firingKey(w.webhook.id, tokenId)) !== key);
    if (fresh.length === 0) return;
    for (const w of fresh) lastSampleKey.set(firingKey(w.webhook.id, tokenId), key);
    const sample = readLatestSample(ctx.store, vehicle, nowMs);
    if (!sample.values || sample.lastSeen === null) return;
    const source = getConnection(vehicle).source;
    for (const { webhook, metric, subscribedAt } of fresh) {
      // Only a sample that reaches the network after the subscription (and while the engine runs) is evaluated: a car
      // whose condition already holds fires with its next sample, not at once.
      if (sample.lastSeen < Math.max(Date.parse(subscribedAt), startedMs)) continue;
      // A signal the car does not send (its connection or its powertrain) never arrives: nothing to evaluate.
      const value = (sample.values as Record<string, unknown>)[metric.signal.name];
      if (typeof value !== 'number' && typeof value !== 'string') continue;
      if (!isStillShared(webhook, tokenId, metric, nowMs) || isCoolingDown(webhook, tokenId, nowMs)) continue;
      const condition = getCondition(signalConditions, webhook, compileCondition);
      const metricKey = `${tokenId}|${metric.signal.name}`;
      if (!condition?.matches({ value, previousValue: lastValue.get(metricKey) ?? null })) continue;
      lastFiring.set(firingKey(webhook.id, tokenId), nowMs);
      lastValue.set(metricKey, value);
      const { name, unit } = metric.signal;
      fire(webhook, tokenId, { kind: 'signal', name, unit, value, source, timestamp: new Date(sample.lastSeen) }, new Date(nowMs));
    }
  }

  function evaluateEvents(vehicle: SimVehicle, tokenId: number, watches: Watch<EventMetric>[], nowMs: number): void {
    // Events reach the network when the car's data does (late for a poor link, never for an unplugged dongle).
    const visibleUntil = reportsUntilMs(vehicle, nowMs);
    const source = getConnection(vehicle).source;
    let model: VehicleModel | null = null;
    for (const { webhook, metric, subscribedAt } of watches) {
      const key = firingKey(webhook.id, tokenId);
      const from = eventsSeenUntil.get(key) ?? reportsUntilMs(vehicle, Math.max(Date.parse(subscribedAt), startedMs));
      if (visibleUntil <= from) continue;
      eventsSeenUntil.set(key, visibleUntil);
      model ??= getVehicleModel(vehicle);
      for (const happened of listVehicleEvents(ctx.store, tokenId, model, from, visibleUntil)) {
        if (happened.name !== metric.name) continue;
        if (!isStillShared(webhook, tokenId, metric, nowMs)) break;
        if (isCoolingDown(webhook, tokenId, nowMs)) continue;
        const event: EventFields = { name: happened.name, source, durationNs: happened.durationNs, metadata: eventMetadata(happened) };
        const condition = getCondition(eventConditions, webhook, compileEventCondition);
        if (!condition?.matches({ event, previous: lastEvent.get(key) ?? null })) continue;
        lastFiring.set(key, nowMs);
        lastEvent.set(key, event);
        fire(webhook, tokenId, { kind: 'event', ...event, timestamp: new Date(happened.timestampMs) }, new Date(nowMs));
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

  function fire(webhook: SimWebhook, tokenId: number, metric: FiredMetric, firedAt: Date): void {
    const assetDid = formatVehicleDid(ctx.chainId, tokenId);
    const event = buildTriggerEvent({ webhook, assetDid, metric, firedAt });
    const record: DeliveryRecord = {
      eventId: event.id,
      webhookId: webhook.id,
      tokenId,
      signal: metric.name,
      value: metric.kind === 'signal' ? metric.value : metric.timestamp.toISOString(),
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
      signalConditions.delete(webhookId);
      eventConditions.delete(webhookId);
      const prefix = `${webhookId}|`;
      for (const map of [lastFiring, lastSampleKey, lastEvent, eventsSeenUntil]) {
        for (const key of map.keys()) if (key.startsWith(prefix)) map.delete(key);
      }
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
