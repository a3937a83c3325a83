import type { DailySignals, LatestSignals } from '../../../shared/telemetry';
import type { ProviderClients } from '../../provider';
import { isProviderError } from '../../provider';
import { createTtlCache } from './ttl-cache';

export type TelemetryResult<T> = { ok: true; value: T } | { ok: false; error: string };

export const NO_ANSWER_IN_TIME = 'The provider did not answer in time.';
/** A failure is remembered this long, so the history and analysis queries after a failing page do not retry it. */
const FAILURE_TTL_MS = 15_000;
/** The 7-day series moves slowly: it is kept at least this long unless caching is switched off. */
const MIN_DAILY_TTL_MS = 5 * 60_000;

/**
 * Latest signals and the 7-day series per vehicle, cached briefly and shared across requests and users. A caller
 * waits at most `deadlineMs` for one vehicle; a slower call carries on in the background and fills the cache.
 */
export function createTelemetryService(opts: { provider: () => ProviderClients; cacheSeconds: number; deadlineMs?: number }) {
  const ttlMs = opts.cacheSeconds * 1000;
  const deadlineMs = opts.deadlineMs ?? 8000;
  const latestCache = createTtlCache<number, LatestSignals>({ ttlMs, failureTtlMs: Math.min(ttlMs, FAILURE_TTL_MS) });
  const dailyCache = createTtlCache<number, DailySignals[]>({
    ttlMs: ttlMs > 0 ? Math.max(ttlMs, MIN_DAILY_TTL_MS) : 0,
    failureTtlMs: Math.min(ttlMs, FAILURE_TTL_MS),
  });

  const settle = async <T>(load: () => Promise<T>): Promise<TelemetryResult<T>> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<TelemetryResult<T>>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, error: NO_ANSWER_IN_TIME }), deadlineMs);
    });
    const answer = load().then(
      (value): TelemetryResult<T> => ({ ok: true, value }),
      (err: unknown): TelemetryResult<T> => ({ ok: false, error: describeTelemetryError(err) }),
    );
    try {
      return await Promise.race([answer, late]);
    } finally {
      clearTimeout(timer);
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
    if (err.code === 'timeout') return NO_ANSWER_IN_TIME;
    if (err.status) return `Telemetry API error! status: ${err.status}`;
    return err.message;
  }
  return err instanceof Error ? err.message : String(err);
}
