import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import type { ProviderClients } from '../../provider';
import { ProviderError } from '../../provider/errors';
import { EVENT_ALERT_RULES } from './alert-rules';
import { syncTriggerSubscriptions, type OwnWebhook } from './trigger-webhooks';

const did = (tokenId: number) => `did:erc721:80002:0x45fbCD3ef7361d156e8b16F5538AE36DEdf61Da8:${tokenId}`;

/** A provider whose triggers service subscribes only the vehicles in `grantsLocation` to event webhooks. */
function fakeProvider(grantsLocation: Set<number>) {
  const subscribed = new Set<string>();
  const calls: string[] = [];
  const tokenIdOf = (d: string) => Number(d.split(':').pop());
  const shared = [...Array(60).keys()].map((i) => 1001 + i);
  const provider = {
    vehicleDid: did,
    vehicleTriggers: {
      listWebhookVehicles: async (hook: string) => [...subscribed].filter((k) => k.startsWith(`${hook}|`)).map((k) => k.split('|')[1]),
      subscribeAllVehicles: async (hook: string) => {
        calls.push(`all ${hook}`);
        for (const id of shared) if (grantsLocation.has(id)) subscribed.add(`${hook}|${did(id)}`);
      },
      subscribeVehicle: async (hook: string, d: string) => {
        calls.push(`one ${hook} ${tokenIdOf(d)}`);
        if (!grantsLocation.has(tokenIdOf(d))) throw new ProviderError({ call: 'vehicleTriggers.subscribeVehicle', code: 'forbidden', status: 403, message: 'Insufficient vehicle permissions' });
        subscribed.add(`${hook}|${d}`);
      },
      unsubscribeVehicle: async (hook: string, d: string) => void subscribed.delete(`${hook}|${d}`),
    },
  } as unknown as ProviderClients;
  return { provider, calls, subscribed };
}

const hook: OwnWebhook = { id: 'hook-collision', kind: 'event', rule: EVENT_ALERT_RULES[0], event: 'safety.collision' };
const opts = (refused: Map<string, number>) => ({ logger: createLogger('silent'), concurrency: 4, refused });

describe('trigger subscriptions', () => {
  it('does not ask again, for an hour, to subscribe a vehicle the provider refused (a share without location, for an event webhook)', async () => {
    const { provider, calls } = fakeProvider(new Set([1001, 1002]));
    const refused = new Map<string, number>();
    expect(await syncTriggerSubscriptions(provider, [hook], [1001, 1002, 1003], opts(refused))).toEqual({ subscribed: 2, unsubscribed: 0 });
    expect(calls.filter((c) => c.endsWith(' 1003'))).toHaveLength(1);
    expect(await syncTriggerSubscriptions(provider, [hook], [1001, 1002, 1003], opts(refused))).toEqual({ subscribed: 0, unsubscribed: 0 });
    expect(calls.filter((c) => c.endsWith(' 1003'))).toHaveLength(1);
    // Once the hour is over it is asked again (the owner may have shared location since).
    for (const key of refused.keys()) refused.set(key, Date.now() - 1);
    await syncTriggerSubscriptions(provider, [hook], [1001, 1002, 1003], opts(refused));
    expect(calls.filter((c) => c.endsWith(' 1003'))).toHaveLength(2);
  });

  it('takes what subscribe/all left out of a large garage as refused, without a call per vehicle', async () => {
    const shared = [...Array(60).keys()].map((i) => 1001 + i);
    const { provider, calls, subscribed } = fakeProvider(new Set(shared.filter((id) => id % 7 !== 0)));
    const refused = new Map<string, number>();
    const result = await syncTriggerSubscriptions(provider, [hook], shared, opts(refused));
    expect(calls).toEqual([`all ${hook.id}`]);
    expect(result.subscribed).toBe(subscribed.size);
    expect(refused.size).toBe(shared.filter((id) => id % 7 === 0).length);
    await syncTriggerSubscriptions(provider, [hook], shared, opts(refused));
    expect(calls).toEqual([`all ${hook.id}`]);
  });
});
