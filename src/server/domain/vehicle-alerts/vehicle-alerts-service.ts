import type { Db } from '../../db/connection';
import {
  claimVehicleAlert,
  enqueueJobOnce,
  findVehicleAlertState,
  listSharedTokenIds,
  listSharedVehicleRows,
  recordVehicleAlertValue,
  releaseVehicleAlert,
} from '../../db/repositories';
import type { Logger } from '../../logger';
import type { ProviderClients } from '../../provider';
import type { NotificationsService } from '../notifications/notifications-service';
import type { TelemetryService } from '../telemetry/telemetry-service';
import { mapWithConcurrency } from '../telemetry/ttl-cache';
import { ALERT_RULES, findMatchingReadings, findRuleForSignal, type AlertRuleId, type AlertSignal } from './alert-rules';
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

export type RaiseOutcome =
  | { status: 'notified'; notifications: number }
  | { status: 'not_shared' }
  | { status: 'ignored'; reason: string };

export const RECEIVER_PATH = '/api/vehicle-triggers';
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

  const verificationToken = () => deps.provider().deriveSecret('vehicle-triggers');

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
   * Turns one signal event (a provider delivery, or a poll's reading) into an alert for each owner the vehicle is
   * shared by now, at most once per rule within its cool-down whichever instance handles it.
   */
  async function raise(event: SignalEvent, opts: { confirmOwner: boolean }): Promise<RaiseOutcome> {
    const rule = findRuleForSignal(event.signal);
    if (!rule) return { status: 'ignored', reason: `no alert rule watches ${event.signal}` };
    if (typeof event.value === 'boolean') return { status: 'ignored', reason: 'not a number or text value' };
    let rows = await listSharedVehicleRows(db, event.tokenId);
    if (rows.length === 0) return { status: 'not_shared' };
    if (opts.confirmOwner) {
      // A car sold a moment ago may still be stored as shared by its old owner: only its owner now is told.
      try {
        const owner = await findCurrentOwner(event.tokenId);
        if (!owner) return { status: 'not_shared' };
        rows = rows.filter((r) => r.user.walletAddress.toLowerCase() === owner);
        if (rows.length === 0) return { status: 'not_shared' };
      } catch (err) {
        logger.warn({ err, tokenId: event.tokenId }, 'could not confirm a vehicle owner with the provider; using the stored shares');
      }
    }
    const value = event.value;
    const latest = rule.readsLatest ? (event.latest ?? (await readLatest(event.tokenId))) : null;
    let notified = 0;
    for (const { vehicle, user } of rows) {
      const state = await findVehicleAlertState(db, vehicle.id, rule.id);
      const text = rule.describe({ value, previousValue: state?.lastValue ?? null, vehicleName: vehicle.name, signal: event.signal as AlertSignal, latest });
      if (!text) {
        await recordVehicleAlertValue(db, vehicle.id, rule.id, String(value));
        continue;
      }
      const firedAt = await claimVehicleAlert(db, { vehicleId: vehicle.id, rule: rule.id, value: String(value), coolDownSeconds: rule.coolDownSeconds, newValueCounts: rule.newValueCounts });
      if (!firedAt) continue;
      try {
        const result = await deps.notifications.notify(user.id, {
          key: `vehicle-alert:${vehicle.id}:${rule.id}:${firedAt.getTime()}`,
          kind: 'vehicle_alert',
          title: text.title,
          body: `${text.body} (${describeObservedAt(event.observedAt, user.timeZone)})`,
          vehicleId: vehicle.id,
          severity: rule.severity,
          link: `/vehicles/${vehicle.tokenId}`,
        });
        if (result.created) notified++;
      } catch (err) {
        await releaseVehicleAlert(db, vehicle.id, rule.id, firedAt).catch(() => {});
        throw err;
      }
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
          await syncTriggerSubscriptions(deps.provider(), webhooks, await listSharedTokenIds(db), { logger, concurrency: options.concurrency });
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

  /** The polling fallback: reads each shared vehicle's latest signals and raises what the rules match. */
  async function poll(): Promise<{ vehicles: number; notified: number }> {
    const tokenIds = await listSharedTokenIds(db);
    let notified = 0;
    await mapWithConcurrency(tokenIds, options.concurrency, async (tokenId) => {
      const latest = await deps.telemetry.latest(tokenId, { refresh: true });
      if (!latest.ok) return;
      const rows = await listSharedVehicleRows(db, tokenId);
      if (rows.length === 0) return;
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

  return {
    mode: () => mode,
    reason: () => reason,
    raise,
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
