import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LatestSignals } from '../../../shared/telemetry';
import type { ProviderClients } from '../../provider';
import { createTelemetryService, FLEET_STALE_MS, SHUTTING_DOWN } from './telemetry-service';

const signals = (lastSeen: string) => ({ lastSeen }) as LatestSignals;

/** A provider whose latest-signals reads are answered by the test, one by one. */
function fakeProvider() {
  const reads: { tokenId: number; answer: (v: LatestSignals) => void }[] = [];
  const clients = {
    getLatestSignals: (tokenId: number) => new Promise<LatestSignals>((answer) => reads.push({ tokenId, answer })),
  } as unknown as ProviderClients;
  return { clients, reads };
}

describe('createTelemetryService', () => {
  afterEach(() => vi.useRealTimers());

  it('serves a fleet read (allowStale) from a value past its TTL and refreshes it in the background; a single read waits', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const provider = fakeProvider();
    const telemetry = createTelemetryService({ provider: () => provider.clients, cacheSeconds: 60, deadlineMs: 60_000 });
    const first = telemetry.latest(7);
    provider.reads[0].answer(signals('t0'));
    expect(await first).toEqual({ ok: true, value: signals('t0') });

    vi.setSystemTime(Date.now() + 61_000);
    expect(await telemetry.latest(7, { allowStale: true })).toEqual({ ok: true, value: signals('t0') });
    expect(await telemetry.latest(7, { allowStale: true })).toEqual({ ok: true, value: signals('t0') });
    expect(provider.reads).toHaveLength(2);
    expect(telemetry.refreshes).toBe(1);
    // A single vehicle's read does not take the stale value: it joins the refresh under way.
    const single = telemetry.latest(7);
    provider.reads[1].answer(signals('t1'));
    expect(await single).toEqual({ ok: true, value: signals('t1') });
    expect(provider.reads).toHaveLength(2);

    vi.setSystemTime(Date.now() + 60_000 + FLEET_STALE_MS);
    const late = telemetry.latest(7, { allowStale: true });
    expect(provider.reads).toHaveLength(3);
    provider.reads[2].answer(signals('t2'));
    expect(await late).toEqual({ ok: true, value: signals('t2') });
  });

  it('on close answers a caller still waiting for the provider at once, and starts no background refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const provider = fakeProvider();
    const telemetry = createTelemetryService({ provider: () => provider.clients, cacheSeconds: 60, deadlineMs: 60_000 });
    const warm = telemetry.latest(1);
    provider.reads[0].answer(signals('t0'));
    await warm;
    vi.setSystemTime(Date.now() + 61_000);

    const waiting = telemetry.latest(2);
    const started = performance.now();
    telemetry.close();
    expect(await waiting).toEqual({ ok: false, error: SHUTTING_DOWN });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await telemetry.latest(1, { allowStale: true })).toEqual({ ok: false, error: SHUTTING_DOWN });
    expect(provider.reads.map((r) => r.tokenId)).toEqual([1, 2]);
    expect(telemetry.refreshes).toBe(0);
  });
});
