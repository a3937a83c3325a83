import type { DailySignals, LatestSignals } from '../../../shared/telemetry';
import type { ProviderClients } from '../../provider';
import { isProviderError } from '../../provider';
import { createTtlCache } from './ttl-cache';

export type TelemetryResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Latest signals and the 7-day series per vehicle, cached briefly and shared across requests and users. */
export function createTelemetryService(opts: { provider: () => ProviderClients; cacheSeconds: number }) {
  const ttlMs = opts.cacheSeconds * 1000;
  const latestCache = createTtlCache<number, LatestSignals>({ ttlMs });
  const dailyCache = createTtlCache<number, DailySignals[]>({ ttlMs: Math.max(ttlMs, 5 * 60_000) });

  const settle = async <T>(load: () => Promise<T>): Promise<TelemetryResult<T>> => {
    try {
      return { ok: true, value: await load() };
    } catch (err) {
      return { ok: false, error: describeTelemetryError(err) };
    }
  };

  return {
    latest: (tokenId: number, { refresh = false } = {}) =>
      settle(() => latestCache.get(tokenId, () => opts.provider().getLatestSignals(tokenId), { refresh })),
    daily: (tokenId: number, { refresh = false } = {}) =>
      settle(() => dailyCache.get(tokenId, () => opts.provider().getDailySignals(tokenId, { days: 7 }), { refresh })),
  };
}
export type TelemetryService = ReturnType<typeof createTelemetryService>;

export function describeTelemetryError(err: unknown): string {
  if (isProviderError(err)) {
    if (err.code === 'forbidden' || err.code === 'unauthorized') return 'The vehicle is no longer shared with this app.';
    if (err.code === 'timeout') return 'The provider did not answer in time.';
    if (err.status) return `Telemetry API error! status: ${err.status}`;
    return err.message;
  }
  return err instanceof Error ? err.message : String(err);
}
