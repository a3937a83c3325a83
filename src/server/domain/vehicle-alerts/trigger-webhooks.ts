import type { ProviderClients, TriggerWebhook } from '../../provider';
import { isProviderError } from '../../provider';
import { toEventName, toSignalName, toTriggerMetricName, TRIGGER_EVENT_SERVICE, TRIGGER_SIGNAL_SERVICE } from '../../provider/vehicle-triggers-protocol';
import type { Logger } from '../../logger';
import { mapWithConcurrency } from '../telemetry/ttl-cache';
import { ALERT_RULES, EVENT_ALERT_RULES, type AlertEvent, type AlertRule, type AlertSignal, type EventAlertRule } from './alert-rules';

/**
 * Our webhooks are named `drivewise:<rule>:<signal>` or `drivewise:<rule>:<event>` (names are unique per license, so
 * instances never make two).
 */
const NAME_PREFIX = 'drivewise:';

/** What one of our webhooks watches: a signal (service "signals") or a driving event (service "events"). */
export type WatchedMetric = { kind: 'signal'; rule: AlertRule; signal: AlertSignal } | { kind: 'event'; rule: EventAlertRule; event: AlertEvent };

export type ExpectedWebhook = WatchedMetric & { displayName: string };

/** The signal or event name a webhook watches. */
export function metricOf(w: WatchedMetric): string {
  return w.kind === 'signal' ? w.signal : w.event;
}

export function listExpectedWebhooks(): ExpectedWebhook[] {
  return [
    ...ALERT_RULES.flatMap((rule) => rule.signals.map((signal) => ({ kind: 'signal' as const, rule, signal, displayName: `${NAME_PREFIX}${rule.id}:${signal}` }))),
    ...EVENT_ALERT_RULES.flatMap((rule) => rule.events.map((event) => ({ kind: 'event' as const, rule, event, displayName: `${NAME_PREFIX}${rule.id}:${event}` }))),
  ];
}

export type OwnWebhook = WatchedMetric & { id: string };

export interface EnsureResult {
  webhooks: OwnWebhook[];
  created: number;
  updated: number;
  deleted: number;
}

function ownWebhook(id: string, { displayName: _name, ...watched }: ExpectedWebhook): OwnWebhook {
  return { id, ...watched };
}

function isOurs(w: TriggerWebhook): boolean {
  return w.displayName.startsWith(NAME_PREFIX);
}

/**
 * Makes the license's webhooks match the alert rules, all pointing at `targetURL`: creates the missing ones (the
 * provider then verifies the target), updates any whose condition, cool-down, target or status drifted, and deletes
 * our webhooks no rule asks for any more. Throws when the triggers service cannot be used.
 */
export async function ensureTriggerWebhooks(
  provider: ProviderClients,
  opts: { targetURL: string; verificationToken: string; logger: Logger },
): Promise<EnsureResult> {
  const client = provider.vehicleTriggers;
  const expected = listExpectedWebhooks();
  const existing = await client.listWebhooks();
  const result: EnsureResult = { webhooks: [], created: 0, updated: 0, deleted: 0 };

  // A few at once: each creation waits for the provider's verification call to the app.
  await mapWithConcurrency(expected, 3, async (want) => {
    let found = existing.find((w) => w.displayName === want.displayName);
    if (!found) {
      try {
        const { id } = await client.createWebhook({
          service: want.kind === 'signal' ? TRIGGER_SIGNAL_SERVICE : TRIGGER_EVENT_SERVICE,
          metricName: want.kind === 'signal' ? toTriggerMetricName(want.signal) : want.event,
          condition: want.rule.condition,
          coolDownPeriod: want.rule.coolDownSeconds,
          description: `DriveWise vehicle alert ${want.rule.id} on ${metricOf(want)}`,
          displayName: want.displayName,
          targetURL: opts.targetURL,
          status: 'enabled',
          verificationToken: opts.verificationToken,
        });
        result.created++;
        result.webhooks.push(ownWebhook(id, want));
        return;
      } catch (err) {
        // Another instance may have made it meanwhile (the name is taken): use that one.
        found = (await client.listWebhooks()).find((w) => w.displayName === want.displayName);
        if (!found) throw err;
      }
    }
    const watches = want.kind === 'signal' ? toSignalName(found.metricName) : toEventName(found.metricName);
    if (watches !== metricOf(want)) {
      // Named as ours but watching another metric: replaced, the next check creates it right.
      await client.deleteWebhook(found.id);
      result.deleted++;
      throw new Error(`webhook ${want.displayName} watched ${found.metricName}; deleted`);
    }
    const drift =
      found.condition !== want.rule.condition ||
      found.coolDownPeriod !== want.rule.coolDownSeconds ||
      found.targetURL !== opts.targetURL ||
      found.status !== 'enabled';
    if (drift) {
      await client.updateWebhook(found.id, { condition: want.rule.condition, coolDownPeriod: want.rule.coolDownSeconds, targetURL: opts.targetURL, status: 'enabled' });
      result.updated++;
    }
    result.webhooks.push(ownWebhook(found.id, want));
  });
  const wanted = new Set(expected.map((e) => e.displayName));
  for (const stale of existing.filter((w) => isOurs(w) && !wanted.has(w.displayName))) {
    await client.deleteWebhook(stale.id);
    result.deleted++;
  }
  if (result.created || result.updated || result.deleted) opts.logger.info({ created: result.created, updated: result.updated, deleted: result.deleted }, 'vehicle trigger webhooks set up');
  return result;
}

/** From this many vehicles missing on a webhook, they are subscribed with one `subscribe/all`. */
const BULK_SUBSCRIBE_FROM = 50;

/** How long a vehicle the provider refused for a webhook is not asked again (its share lacks what the metric needs). */
export const REFUSED_SUBSCRIPTION_TTL_MS = 3600_000;

/**
 * Subscribes every vehicle an owner shares with the app now to each webhook, and unsubscribes the others (sold or
 * unshared). A vehicle the provider will not subscribe (an event webhook needs both history privileges, so a car whose
 * owner shares no location is refused) is remembered in `refused` and not asked again for an hour. Returns how many
 * subscriptions it added and removed.
 */
export async function syncTriggerSubscriptions(
  provider: ProviderClients,
  webhooks: OwnWebhook[],
  sharedTokenIds: number[],
  opts: { logger: Logger; concurrency: number; refused?: Map<string, number> },
): Promise<{ subscribed: number; unsubscribed: number }> {
  const client = provider.vehicleTriggers;
  const wanted = new Map(sharedTokenIds.map((id) => [provider.vehicleDid(id).toLowerCase(), provider.vehicleDid(id)]));
  const refused = opts.refused ?? new Map<string, number>();
  const now = Date.now();
  for (const [key, until] of refused) if (until <= now) refused.delete(key);
  const refusedKey = (hook: OwnWebhook, did: string) => `${hook.id}|${did.toLowerCase()}`;
  let subscribed = 0;
  let unsubscribed = 0;
  // Every (webhook, vehicle) change in one queue: at most `concurrency` provider calls at once, whatever the number
  // of webhooks (a garage of 1,000 cars and six rules is 6,000 subscriptions, not six parallel floods).
  const changes = (
    await mapWithConcurrency(webhooks, Math.min(opts.concurrency, 4), async (hook) => {
      let current = await client.listWebhookVehicles(hook.id);
      const missingFrom = (list: string[]) => {
        const have = new Set(list.map((d) => d.toLowerCase()));
        return [...wanted].filter(([key]) => !have.has(key) && !refused.has(refusedKey(hook, key))).map(([, did]) => did);
      };
      let missing = missingFrom(current);
      if (missing.length >= BULK_SUBSCRIBE_FROM) {
        // One call instead of one per vehicle (a large garage signing in); any vehicle it adds that is shared with
        // the app but not followed is taken off below, as a sold one is. What it leaves out, the provider will not
        // subscribe (the share lacks the metric's privileges): asking for each one would be refused too.
        await client.subscribeAllVehicles(hook.id);
        current = await client.listWebhookVehicles(hook.id);
        const left = missingFrom(current);
        subscribed += missing.length - left.length;
        for (const did of left) refused.set(refusedKey(hook, did), now + REFUSED_SUBSCRIPTION_TTL_MS);
        missing = [];
      }
      const extra = current.filter((did) => !wanted.has(did.toLowerCase()));
      return [...missing.map((did) => ({ hook, did, subscribe: true })), ...extra.map((did) => ({ hook, did, subscribe: false }))];
    })
  ).flat();
  await mapWithConcurrency(changes, opts.concurrency, async ({ hook, did, subscribe }) => {
    if (!subscribe) {
      await client.unsubscribeVehicle(hook.id, did);
      unsubscribed++;
      return;
    }
    try {
      await client.subscribeVehicle(hook.id, did);
      subscribed++;
    } catch (err) {
      // A vehicle unshared a moment ago, or whose share lacks the metric's privileges, is refused; it is left out for
      // a while.
      if (!isProviderError(err)) throw err;
      if (err.status !== undefined && err.status >= 400 && err.status < 500) {
        refused.set(refusedKey(hook, did), now + REFUSED_SUBSCRIPTION_TTL_MS);
        opts.logger.info({ err, webhookId: hook.id, did }, 'the provider refused to subscribe a vehicle to a trigger');
      } else {
        opts.logger.warn({ err, webhookId: hook.id, did }, 'could not subscribe a vehicle to a trigger');
      }
    }
  });
  if (subscribed || unsubscribed) opts.logger.info({ subscribed, unsubscribed }, 'vehicle trigger subscriptions updated');
  return { subscribed, unsubscribed };
}
