import type { Db } from '../../db/connection';
import {
  claimTriggerEvent,
  claimVehicleAlert,
  enqueueJobOnce,
  findVehicleAlertState,
  listSharedTokenIds,
  listSharedVehicleRows,
  listSharedVehicleRowsWithState,
  recordVehicleAlertValue,
  releaseTriggerEvent,
  releaseVehicleAlert,
} from '../../db/repositories';
import type { Logger } from '../../logger';
import type { ProviderClients } from '../../provider';
import type { Severity } from '../../../shared/api/notifications';
import type { User, Vehicle } from '../../db/schema';
import type { NotificationsService } from '../notifications/notifications-service';
import type { TelemetryService } from '../telemetry/telemetry-service';
import { mapWithConcurrency } from '../telemetry/ttl-cache';
import { ALERT_EVENTS, ALERT_RULES, findMatchingReadings, findRuleForEvent, findRuleForSignal, readEventMetadata, type AlertEvent, type AlertRuleId, type AlertSignal } from './alert-rules';
import { ensureTriggerWebhooks, syncTriggerSubscriptions, type OwnWebhook } from './trigger-webhooks';
import { formatMoment } from '../../../shared/format-date';
import type { LatestSignals } from '../../../shared/telemetry';
import { chooseTimeZone, DEFAULT_TIME_ZONE } from '../vehicle-facts/periods';

/** When the car read it, in the owner's zone ("Nov 27, 2026, 07:33"; marked UTC when the owner has none). */
function describeObservedAt(at: Date, ownerZone: string | null): string {
  const zone = chooseTimeZone(ownerZone);
  return `${formatMoment(at, zone)}${zone === DEFAULT_TIME_ZONE ? ' UTC' : ''}`;
}

/** The polling fallback's job: one per poll slot, whichever instance queues it first. */
export const POLL_VEHICLE_ALERTS_JOB = 'vehicle-alerts.poll';

/** How vehicle alerts reach the app now: pushed by the provider's triggers, or read by polling telemetry. */
export type VehicleAlertsMode = 'starting' | 'webhooks' | 'polling' | 'off';

export interface VehicleAlertsOptions {
  /** `auto`: webhooks when the provider's triggers service works and can reach the app, else polling; `off`: none. */
  mode: 'auto' | 'polling' | 'off';
  pollMs: number;
  /** How often the webhooks are checked (and polling tries to give way to them again). */
  checkMs: number;
  concurrency: number;
  /** Where the provider can reach the receiver route, or null when it cannot (then only polling works). */
  receiverOrigin: () => string | null;
}

export interface VehicleAlertsDeps {
  db: Db;
  logger: Logger;
  provider: () => ProviderClients;
  telemetry: TelemetryService;
  notifications: NotificationsService;
  /** Wakes the job worker after the poll job was queued. */
  poke: () => void;
  options: VehicleAlertsOptions;
}

export interface SignalEvent {
  tokenId: number;
  signal: string;
  value: string | number | boolean;
  observedAt: Date;
  /** The car's latest signals when the caller has them (a poll); read fresh for rules that need them otherwise. */
  latest?: LatestSignals;
}

/** One driving event a provider event webhook delivered (a harsh braking, a collision). */
export interface DrivingEvent {
  tokenId: number;
  /** Its current name, e.g. behavior.harshBraking. */
  event: string;
  /** The event's metadata as sent (speed and force, on the simulator), or null. */
  metadata: string | null;
  /** When it happened. */
  observedAt: Date;
}

export type RaiseOutcome =
  | { status: 'notified'; notifications: number }
  | { status: 'not_shared' }
  | { status: 'ignored'; reason: string };

export const RECEIVER_PATH = '/api/vehicle-triggers';
/**
 * Polling driving events: each poll asks for the events since the vehicle's last poll, this much earlier (a car on a
 * poor link sends its data late), and never more than a day back (a long pause).
 */
const POLLED_EVENTS_LATENESS_MS = 3_600_000;
const POLLED_EVENTS_LOOKBACK_MS = 24 * 3_600_000;
/** The vehicle's state row (not a rule) holding when its driving events were last polled. */
const EVENTS_POLLED_AT = 'driving_events_polled_at';
/** How long the provider's answer to "who owns this vehicle and shares it with us" is trusted for alerts. */
const OWNER_CHECK_TTL_MS = 60_000;

export function createVehicleAlerts(deps: VehicleAlertsDeps) {
  const { db, logger, options } = deps;
  let mode: VehicleAlertsMode = 'starting';
  let reason = 'starting';
  let webhooks: OwnWebhook[] = [];
  let lastRefresh = 0;
  const timers: NodeJS.Timeout[] = [];
  const ownerChecks = new Map<number, { at: number; owner: string | null }>();
  /** (webhook, vehicle) subscriptions the provider refused lately: not asked for again until they expire. */
  const refusedSubscriptions = new Map<string, number>();

  /** The vehicle's owner now when it is shared with the app, else null; asked of the provider at most once a minute. */
  async function findCurrentOwner(tokenId: number): Promise<string | null> {
    const cached = ownerChecks.get(tokenId);
    if (cached && Date.now() - cached.at < OWNER_CHECK_TTL_MS) return cached.owner;
    const owner = (await deps.provider().findSharedVehicle(tokenId))?.owner.toLowerCase() ?? null;
    if (ownerChecks.size > 10_000) ownerChecks.clear();
    ownerChecks.set(tokenId, { at: Date.now(), owner });
    return owner;
  }
  let stopped = false;

  // Checked on every delivery: derived once per provider connection.
  let derived: { provider: ProviderClients; token: string } | null = null;
  const verificationToken = () => {
    const provider = deps.provider();
    if (derived?.provider !== provider) derived = { provider, token: provider.deriveSecret('vehicle-triggers') };
    return derived.token;
  };

  function setMode(next: Exclude<VehicleAlertsMode, 'starting'>, why: string): void {
    if (next !== mode) logger.info({ mode: next, reason: why }, `vehicle alerts: ${next}`);
    mode = next;
    reason = why;
  }

  /** The car's latest signals for a rule that reads them; null (the alert then stays unsaid) when they cannot be read. */
  async function readLatest(tokenId: number): Promise<LatestSignals | null> {
    try {
      const latest = await deps.telemetry.latest(tokenId, { refresh: true });
      return latest.ok ? latest.value : null;
    } catch (err) {
      logger.warn({ err, tokenId }, 'could not read the latest signals for a vehicle alert');
      return null;
    }
  }

  /**
   * The stored rows (vehicle, owner) of everyone to tell about the vehicle: the owners who share it with the app now,
   * narrowed with `confirmOwner` to its owner now as the provider says (a car sold a moment ago may still be stored as
   * shared by its old owner). Empty when nobody is to be told.
   */
  async function findOwnersToTell(tokenId: number, confirmOwner: boolean, rule: AlertRuleId): Promise<{ vehicle: Vehicle; user: User; state: { lastValue: string | null } | null }[]> {
    const rows = await listSharedVehicleRowsWithState(db, tokenId, rule);
    if (rows.length === 0 || !confirmOwner) return rows;
    try {
      const owner = await findCurrentOwner(tokenId);
      return owner ? rows.filter((r) => r.user.walletAddress.toLowerCase() === owner) : [];
    } catch (err) {
      logger.warn({ err, tokenId }, 'could not confirm a vehicle owner with the provider; using the stored shares');
      return rows;
    }
  }

  /**
   * Sends one alert a rule passed for; a failure to store it gives the cool-down back (so a retry can tell it).
   * `key` makes a repeat of the same alert do nothing. Returns whether a notification was made.
   */
  async function sendAlert(
    target: { vehicle: Vehicle; user: User },
    alert: { rule: AlertRuleId; severity: Severity; text: { title: string; body: string }; observedAt: Date; firedAt: Date; key: string },
  ): Promise<boolean> {
    const { vehicle, user } = target;
    try {
      const result = await deps.notifications.notify(user.id, {
        key: alert.key,
        kind: 'vehicle_alert',
        title: alert.text.title,
        body: `${alert.text.body} (${describeObservedAt(alert.observedAt, user.timeZone)})`,
        vehicleId: vehicle.id,
        severity: alert.severity,
        link: `/vehicles/${vehicle.tokenId}`,
      });
      return result.created;
    } catch (err) {
      await releaseVehicleAlert(db, vehicle.id, alert.rule, alert.firedAt).catch(() => {});
      throw err;
    }
  }

  /**
   * Turns one signal event (a provider delivery, or a poll's reading) into an alert for each owner the vehicle is
   * shared by now, at most once per rule within its cool-down whichever instance handles it.
   */
  async function raise(event: SignalEvent, opts: { confirmOwner: boolean }): Promise<RaiseOutcome> {
    const rule = findRuleForSignal(event.signal);
    if (!rule) return { status: 'ignored', reason: `no alert rule watches ${event.signal}` };
    if (typeof event.value === 'boolean') return { status: 'ignored', reason: 'not a number or text value' };
    const rows = await findOwnersToTell(event.tokenId, opts.confirmOwner, rule.id);
    if (rows.length === 0) return { status: 'not_shared' };
    const value = event.value;
    const latest = rule.readsLatest ? (event.latest ?? (await readLatest(event.tokenId))) : null;
    let notified = 0;
    for (const row of rows) {
      const { vehicle, state } = row;
      const text = rule.describe({ value, previousValue: state?.lastValue ?? null, vehicleName: vehicle.name, signal: event.signal as AlertSignal, latest });
      if (!text) {
        await recordVehicleAlertValue(db, vehicle.id, rule.id, String(value));
        continue;
      }
      const firedAt = await claimVehicleAlert(db, { vehicleId: vehicle.id, rule: rule.id, value: String(value), coolDownSeconds: rule.coolDownSeconds, newValueCounts: rule.newValueCounts });
      if (!firedAt) continue;
      const key = `vehicle-alert:${vehicle.id}:${rule.id}:${firedAt.getTime()}`;
      if (await sendAlert(row, { rule: rule.id, severity: rule.severity, text, observedAt: event.observedAt, firedAt, key })) notified++;
    }
    return { status: 'notified', notifications: notified };
  }

  /**
   * Turns one driving event an event webhook delivered into an alert for the vehicle's owner now, at most once per
   * rule within its cool-down (several harsh brakes in a day are one alert), and never twice for the same event.
   */
  async function raiseEvent(event: DrivingEvent, opts: { confirmOwner: boolean }): Promise<RaiseOutcome> {
    const rule = findRuleForEvent(event.event);
    if (!rule) return { status: 'ignored', reason: `no alert rule watches ${event.event}` };
    const rows = await findOwnersToTell(event.tokenId, opts.confirmOwner, rule.id);
    if (rows.length === 0) return { status: 'not_shared' };
    const reading = readEventMetadata(event.metadata);
    let notified = 0;
    for (const row of rows) {
      const { vehicle } = row;
      const text = rule.describe({ event: event.event as AlertEvent, vehicleName: vehicle.name, ...reading });
      const firedAt = await claimVehicleAlert(db, { vehicleId: vehicle.id, rule: rule.id, value: event.observedAt.toISOString(), coolDownSeconds: rule.coolDownSeconds, newValueCounts: false });
      if (!firedAt) continue;
      // Keyed by when it happened: the same event delivered again under another id is not told twice.
      const key = `vehicle-alert:${vehicle.id}:${rule.id}:event:${event.event}:${event.observedAt.getTime()}`;
      if (await sendAlert(row, { rule: rule.id, severity: rule.severity, text, observedAt: event.observedAt, firedAt, key })) notified++;
    }
    return { status: 'notified', notifications: notified };
  }

  /** The rule a webhook of ours watches; re-reads the license's webhooks (at most every 30 s) for an unknown id. */
  async function findOwnWebhook(webhookId: string): Promise<OwnWebhook | null> {
    const known = webhooks.find((w) => w.id === webhookId);
    if (known || Date.now() - lastRefresh < 30_000 || options.mode !== 'auto') return known ?? null;
    lastRefresh = Date.now();
    await check();
    return webhooks.find((w) => w.id === webhookId) ?? null;
  }

  let syncing: Promise<void> | null = null;
  let syncAgain = false;
  /** Subscribes the shared vehicles (and unsubscribes the others) soon; calls while one runs make one more run. */
  function requestSubscriptionSync(): Promise<void> {
    if (mode !== 'webhooks' || stopped) return Promise.resolve();
    if (syncing) {
      syncAgain = true;
      return syncing;
    }
    syncing = (async () => {
      do {
        syncAgain = false;
        try {
          await syncTriggerSubscriptions(deps.provider(), webhooks, await listSharedTokenIds(db), { logger, concurrency: options.concurrency, refused: refusedSubscriptions });
        } catch (err) {
          logger.warn({ err }, 'could not update vehicle trigger subscriptions');
        }
      } while (syncAgain && !stopped);
    })().finally(() => {
      syncing = null;
    });
    return syncing;
  }

  /** Sets the webhooks up (or checks them again) and picks the mode. Never throws. */
  async function check(): Promise<void> {
    if (options.mode === 'off') return setMode('off', 'TRIGGERS_MODE=off');
    if (options.mode === 'polling') return setMode('polling', 'TRIGGERS_MODE=polling');
    const origin = options.receiverOrigin();
    if (!origin) return setMode('polling', 'the provider cannot reach this app (set PUBLIC_URL to its public https address)');
    try {
      const result = await ensureTriggerWebhooks(deps.provider(), {
        targetURL: `${origin}${RECEIVER_PATH}/${verificationToken()}`,
        verificationToken: verificationToken(),
        logger,
      });
      webhooks = result.webhooks;
      lastRefresh = Date.now();
      setMode('webhooks', 'the provider pushes vehicle triggers');
      void requestSubscriptionSync();
    } catch (err) {
      if (mode !== 'polling') logger.warn({ err }, 'the provider\'s Vehicle Triggers service is unavailable; polling telemetry instead');
      setMode('polling', `Vehicle Triggers unavailable: ${(err as Error).message}`);
    }
  }

  /**
   * Raises the driving events the provider recorded for a vehicle since its last poll, each once across polls and
   * instances (claimed as the webhook path claims a delivery). The first poll of a vehicle only starts watching it, as
   * a webhook subscription does: events from before are not news.
   */
  async function pollDrivingEvents(tokenId: number, vehicleId: string): Promise<number> {
    const now = Date.now();
    const polledAt = (await findVehicleAlertState(db, vehicleId, EVENTS_POLLED_AT))?.lastValue;
    await recordVehicleAlertValue(db, vehicleId, EVENTS_POLLED_AT, new Date(now).toISOString());
    if (!polledAt) return 0;
    const from = Math.max(Date.parse(polledAt) - POLLED_EVENTS_LATENESS_MS, now - POLLED_EVENTS_LOOKBACK_MS);
    let events;
    try {
      events = await deps.provider().activity.getEvents(tokenId, { from: new Date(from), to: new Date(now), names: [...ALERT_EVENTS] });
    } catch (err) {
      // A car whose owner shares no location has no events to read; its signal alerts still work.
      logger.debug({ err, tokenId }, 'could not read driving events for vehicle alerts');
      return 0;
    }
    let notified = 0;
    for (const event of events) {
      const claimId = `polled:${tokenId}:${event.name}:${event.at}`;
      if (!(await claimTriggerEvent(db, claimId, (POLLED_EVENTS_LOOKBACK_MS + POLLED_EVENTS_LATENESS_MS) / 1000))) continue;
      try {
        const outcome = await raiseEvent({ tokenId, event: event.name, metadata: event.metadata, observedAt: new Date(event.at) }, { confirmOwner: false });
        if (outcome.status === 'notified') notified += outcome.notifications;
      } catch (err) {
        await releaseTriggerEvent(db, claimId).catch(() => {});
        throw err;
      }
    }
    return notified;
  }

  /**
   * The polling fallback: reads each shared vehicle's latest signals and raises what the rules match, and the driving
   * events it recorded since the last poll.
   */
  async function poll(): Promise<{ vehicles: number; notified: number }> {
    const tokenIds = await listSharedTokenIds(db);
    let notified = 0;
    await mapWithConcurrency(tokenIds, options.concurrency, async (tokenId) => {
      const rows = await listSharedVehicleRows(db, tokenId);
      if (rows.length === 0) return;
      notified += await pollDrivingEvents(tokenId, rows[0].vehicle.id);
      const latest = await deps.telemetry.latest(tokenId, { refresh: true });
      if (!latest.ok) return;
      // previousValue is the vehicle's last alert value per rule, as the provider keeps it per webhook.
      const previous = new Map<AlertRuleId, string | null>();
      for (const rule of ALERT_RULES) previous.set(rule.id, (await findVehicleAlertState(db, rows[0].vehicle.id, rule.id))?.lastValue ?? null);
      for (const reading of findMatchingReadings(latest.value, previous)) {
        const outcome = await raise({ tokenId, signal: reading.signal, value: reading.value, observedAt: reading.observedAt, latest: latest.value }, { confirmOwner: false });
        if (outcome.status === 'notified') notified += outcome.notifications;
      }
    });
    return { vehicles: tokenIds.length, notified };
  }

  /** Queues this poll slot's job (one per slot across instances) while polling. */
  async function schedulePoll(): Promise<void> {
    if (mode !== 'polling' || stopped) return;
    const slot = String(Math.floor(Date.now() / options.pollMs));
    const queued = await enqueueJobOnce(db, { kind: POLL_VEHICLE_ALERTS_JOB, payload: { slot }, maxAttempts: 1 }, { payloadKey: 'slot', value: slot, evenRunning: true });
    if (queued) deps.poke();
  }

  /**
   * What a sync of the owner's shares just read from the provider: these vehicles are theirs and shared with the app
   * now, so a delivery for one of them in the next minute needs no question to the provider (a garage's first
   * deliveries come in the seconds after its sign-in), and one they no longer share is asked about again.
   */
  function noteShares(user: User, vehicles: readonly Vehicle[]): void {
    const owner = user.walletAddress.toLowerCase();
    const at = Date.now();
    const shared = new Set(vehicles.map((v) => v.tokenId));
    for (const [tokenId, check] of ownerChecks) if (check.owner === owner && !shared.has(tokenId)) ownerChecks.delete(tokenId);
    if (ownerChecks.size + shared.size > 10_000) ownerChecks.clear();
    for (const tokenId of shared) ownerChecks.set(tokenId, { at, owner });
  }

  return {
    noteShares,
    mode: () => mode,
    reason: () => reason,
    raise,
    raiseEvent,
    findOwnWebhook,
    verificationToken,
    requestSubscriptionSync,
    check,
    poll,
    /**
     * Starts the checks and polls. The first check (setting the webhooks up: the provider verifies the target, so the
     * app must listen already) runs in the background, so a slow provider never holds up start-up; until it ends the
     * mode is "starting". Resolves when that first check is done.
     */
    start(): Promise<void> {
      const first = check().then(schedulePoll);
      const every = (ms: number, fn: () => Promise<void>) => {
        const timer = setInterval(() => void fn().catch((err) => logger.warn({ err }, 'vehicle alerts timer failed')), ms);
        timer.unref();
        timers.push(timer);
      };
      every(options.checkMs, check);
      every(options.pollMs, schedulePoll);
      return first.catch((err) => logger.warn({ err }, 'vehicle alerts: first check failed'));
    },
    async stop(): Promise<void> {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await syncing;
    },
  };
}
export type VehicleAlerts = ReturnType<typeof createVehicleAlerts>;
