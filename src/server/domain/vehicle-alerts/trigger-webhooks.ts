import type { ProviderClients, TriggerWebhook } from '../../provider';
import { isProviderError } from '../../provider';
import { toSignalName, toTriggerMetricName, TRIGGER_SIGNAL_SERVICE } from '../../provider/vehicle-triggers-protocol';
import type { Logger } from '../../logger';
import { mapWithConcurrency } from '../telemetry/ttl-cache';
import { ALERT_RULES, type AlertRule, type AlertSignal } from './alert-rules';

/** Our webhooks are named `drivewise:<rule>:<signal>` (names are unique per license, so instances never make two). */
const NAME_PREFIX = 'drivewise:';

export interface ExpectedWebhook {
  rule: AlertRule;
  signal: AlertSignal;
  displayName: string;
}

export function listExpectedWebhooks(): ExpectedWebhook[] {
  return ALERT_RULES.flatMap((rule) => rule.signals.map((signal) => ({ rule, signal, displayName: `${NAME_PREFIX}${rule.id}:${signal}` })));
}

export interface OwnWebhook {
  id: string;
  rule: AlertRule;
  signal: AlertSignal;
}

export interface EnsureResult {
  webhooks: OwnWebhook[];
  created: number;
  updated: number;
  deleted: number;
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
          service: TRIGGER_SIGNAL_SERVICE,
          metricName: toTriggerMetricName(want.signal),
          condition: want.rule.condition,
          coolDownPeriod: want.rule.coolDownSeconds,
          description: `DriveWise vehicle alert ${want.rule.id} on ${want.signal}`,
          displayName: want.displayName,
          targetURL: opts.targetURL,
          status: 'enabled',
          verificationToken: opts.verificationToken,
        });
        result.created++;
        result.webhooks.push({ id, rule: want.rule, signal: want.signal });
        return;
      } catch (err) {
        // Another instance may have made it meanwhile (the name is taken): use that one.
        found = (await client.listWebhooks()).find((w) => w.displayName === want.displayName);
        if (!found) throw err;
      }
    }
    if (toSignalName(found.metricName) !== want.signal) {
      // Named as ours but watching another signal: replaced, the next check creates it right.
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
    result.webhooks.push({ id: found.id, rule: want.rule, signal: want.signal });
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

/**
 * Subscribes every vehicle an owner shares with the app now to each webhook, and unsubscribes the others (sold or
 * unshared). Returns how many subscriptions it added and removed.
 */
export async function syncTriggerSubscriptions(
  provider: ProviderClients,
  webhooks: OwnWebhook[],
  sharedTokenIds: number[],
  opts: { logger: Logger; concurrency: number },
): Promise<{ subscribed: number; unsubscribed: number }> {
  const client = provider.vehicleTriggers;
  const wanted = new Map(sharedTokenIds.map((id) => [provider.vehicleDid(id).toLowerCase(), provider.vehicleDid(id)]));
  let subscribed = 0;
  let unsubscribed = 0;
  // Every (webhook, vehicle) change in one queue: at most `concurrency` provider calls at once, whatever the number
  // of webhooks (a garage of 1,000 cars and six rules is 6,000 subscriptions, not six parallel floods).
  const changes = (
    await mapWithConcurrency(webhooks, Math.min(opts.concurrency, 4), async (hook) => {
      let current = await client.listWebhookVehicles(hook.id);
      const missingFrom = (list: string[]) => {
        const have = new Set(list.map((d) => d.toLowerCase()));
        return [...wanted].filter(([key]) => !have.has(key)).map(([, did]) => did);
      };
      let missing = missingFrom(current);
      if (missing.length >= BULK_SUBSCRIBE_FROM) {
        // One call instead of one per vehicle (a large garage signing in); any vehicle it adds that is shared with
        // the app but not followed is taken off below, as a sold one is.
        await client.subscribeAllVehicles(hook.id);
        current = await client.listWebhookVehicles(hook.id);
        const left = missingFrom(current);
        subscribed += missing.length - left.length;
        missing = left;
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
      // A vehicle unshared a moment ago is refused; the next sync leaves it out.
      if (!isProviderError(err)) throw err;
      opts.logger.warn({ err, webhookId: hook.id, did }, 'could not subscribe a vehicle to a trigger');
    }
  });
  if (subscribed || unsubscribed) opts.logger.info({ subscribed, unsubscribed }, 'vehicle trigger subscriptions updated');
  return { subscribed, unsubscribed };
}
