import { localDay } from '../../../shared/time-zone';
import type { SignalCoverage } from '../../../shared/signal-coverage';
import type { DailySignals, LatestSignals, UsageSeries } from '../../../shared/telemetry';
import type { DailyOdometer, ProviderClients, SignalHistory, SignalHistoryOptions, UsageLevels } from '../../provider';
import { isProviderError } from '../../provider';
import { chooseIntervalMinutes, lastDays, USAGE_DAYS } from '../usage';
import { createTtlCache } from './ttl-cache';

type VinReading = { vin: string; recordedAt: string };

export type TelemetryResult<T> = { ok: true; value: T } | { ok: false; error: string };

export const NO_ANSWER_IN_TIME = 'The provider did not answer in time.';
export const SHUTTING_DOWN = 'The app is shutting down.';
/** A failure is remembered this long, so the history and analysis queries after a failing page do not retry it. */
const FAILURE_TTL_MS = 15_000;
/** The 7-day series moves slowly: it is kept at least this long unless caching is switched off. */
const MIN_DAILY_TTL_MS = 5 * 60_000;
/**
 * How long past its TTL a read that allows it (a fleet-wide answer: `allowStale`) still takes a value, while the
 * value is refreshed in the background; single-vehicle reads stay fresh.
 */
export const FLEET_STALE_MS = 5 * 60_000;

/**
 * Latest signals and the 7-day series per vehicle, cached briefly and shared across requests and users. A caller
 * waits at most `deadlineMs` for one vehicle; a slower call carries on in the background and fills the cache.
 * `close()` answers every waiting caller at once and stops background refreshes, so shutdown never waits for the
 * provider.
 */
export function createTelemetryService(opts: { provider: () => ProviderClients; cacheSeconds: number; deadlineMs?: number }) {
  const ttlMs = opts.cacheSeconds * 1000;
  const deadlineMs = opts.deadlineMs ?? 8000;
  // One entry per vehicle: room for a few fleets of 1,000 without evicting a fleet while it is read.
  const latestCache = createTtlCache<number, LatestSignals>({ ttlMs, failureTtlMs: Math.min(ttlMs, FAILURE_TTL_MS), maxEntries: 10_000 });
  const dailyCache = createTtlCache<string, DailySignals[]>({
    ttlMs: ttlMs > 0 ? Math.max(ttlMs, MIN_DAILY_TTL_MS) : 0,
    failureTtlMs: Math.min(ttlMs, FAILURE_TTL_MS),
  });

  const odometerCache = createTtlCache<string, DailyOdometer[]>({
    ttlMs: ttlMs > 0 ? Math.max(ttlMs, MIN_DAILY_TTL_MS) : 0,
    failureTtlMs: Math.min(ttlMs, FAILURE_TTL_MS),
  });

  const usageCache = createTtlCache<string, UsageSeries>({
    ttlMs: ttlMs > 0 ? Math.max(ttlMs, MIN_DAILY_TTL_MS) : 0,
    failureTtlMs: Math.min(ttlMs, FAILURE_TTL_MS),
    maxEntries: 2000,
  });

  const historyCache = createTtlCache<string, SignalHistory>({
    ttlMs: ttlMs > 0 ? Math.max(ttlMs, MIN_DAILY_TTL_MS) : 0,
    failureTtlMs: Math.min(ttlMs, FAILURE_TTL_MS),
    maxEntries: 2000,
  });

  // What a car's connection reports changes only when its devices do.
  const coverageCache = createTtlCache<number, SignalCoverage>({
    ttlMs: ttlMs > 0 ? Math.max(ttlMs, MIN_DAILY_TTL_MS) : 0,
    failureTtlMs: Math.min(ttlMs, FAILURE_TTL_MS),
    maxEntries: 10_000,
  });

  const caches = [latestCache, dailyCache, odometerCache, usageCache, historyCache, coverageCache];
  let closed = false;
  let onClose = () => {};
  const closing = new Promise<TelemetryResult<never>>((resolve) => {
    onClose = () => resolve({ ok: false, error: SHUTTING_DOWN });
  });
  const stale = (allowStale: boolean | undefined) => ({ maxStaleMs: allowStale ? FLEET_STALE_MS : 0 });

  const settle = async <T>(load: () => Promise<T>): Promise<TelemetryResult<T>> => {
    if (closed) return { ok: false, error: SHUTTING_DOWN };
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<TelemetryResult<T>>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, error: NO_ANSWER_IN_TIME }), deadlineMs);
    });
    const answer = load().then(
      (value): TelemetryResult<T> => ({ ok: true, value }),
      (err: unknown): TelemetryResult<T> => ({ ok: false, error: describeTelemetryError(err) }),
    );
    try {
      return await Promise.race([answer, late, closing]);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    /** Any other provider-bound read under the same deadline (it carries on in the background past it). */
    withinDeadline: settle,
    latest: (tokenId: number, { refresh = false, allowStale }: { refresh?: boolean; allowStale?: boolean } = {}) =>
      settle(() => latestCache.get(tokenId, () => opts.provider().getLatestSignals(tokenId), { refresh, ...stale(allowStale) })),
    /**
     * The latest signals read fresh together with the VIN credential (one exchange, one query: what a sign-in needs
     * of a vehicle whose VIN is not known yet); they fill the cache like `latest`. `vin` is undefined when it was not
     * read (the answer came from a load already under way, or too late).
     */
    latestWithVin: async (tokenId: number, { location }: { location: boolean }): Promise<{ latest: TelemetryResult<LatestSignals>; vin: VinReading | null | undefined }> => {
      let vin: VinReading | null | undefined;
      const latest = await settle(() =>
        latestCache.get(
          tokenId,
          async () => {
            const read = await opts.provider().getLatestSignalsWithVin(tokenId, { location });
            vin = read.vin;
            return read.latest;
          },
          { refresh: true },
        ),
      );
      return { latest, vin };
    },
    /** What the car's connection reports (availableSignals) and whether its location is shared with the app. */
    coverage: (tokenId: number, { refresh = false, allowStale }: { refresh?: boolean; allowStale?: boolean } = {}) =>
      settle(() => coverageCache.get(tokenId, () => opts.provider().getSignalCoverage(tokenId), { refresh, ...stale(allowStale) })),
    /** The owner's last `days` days in their zone (7 by default: the dashboard's chart), today so far the last. */
    daily: (tokenId: number, { refresh = false, days = 7, timeZone = 'UTC', allowStale }: { refresh?: boolean; days?: number; timeZone?: string; allowStale?: boolean } = {}) =>
      settle(() =>
        dailyCache.get(`${tokenId}:${days}:${timeZone}:${localDay(new Date(), timeZone)}`, () => opts.provider().getDailySignals(tokenId, { days, timeZone }), {
          refresh,
          ...stale(allowStale),
        }),
      ),
    /** Each of the owner's last `days` days' odometer alone (the daily series' figure): a long period's distance. */
    dailyOdometer: (tokenId: number, { days, timeZone = 'UTC', allowStale }: { days: number; timeZone?: string; allowStale?: boolean }) =>
      settle(() =>
        odometerCache.get(`${tokenId}:${days}:${timeZone}:${localDay(new Date(), timeZone)}`, () => opts.provider().getDailyOdometer(tokenId, { days, timeZone }), stale(allowStale)),
      ),
    /**
     * The fine series behind usage facts: the last `days` (default 7) ending now, or an explicit [from, to); the bucket
     * size follows the window (10 minutes for a week).
     */
    usage: (tokenId: number, input: { levels: UsageLevels; days?: number; from?: Date; to?: Date; refresh?: boolean; allowStale?: boolean }) => {
      const window = input.from && input.to ? { from: input.from, to: input.to } : lastDays(input.days ?? USAGE_DAYS, new Date());
      const intervalMinutes = chooseIntervalMinutes(window.from.getTime(), window.to.getTime());
      const key = input.from && input.to ? `${tokenId}:${input.levels}:${window.from.toISOString()}:${window.to.toISOString()}` : `${tokenId}:${input.levels}:last${input.days ?? USAGE_DAYS}`;
      return settle(() =>
        usageCache.get(key, () => opts.provider().getUsageSeries(tokenId, { ...window, intervalMinutes, levels: input.levels }), { refresh: input.refresh, ...stale(input.allowStale) }),
      );
    },
    /**
     * Any signals per bucket over a window (see ProviderClients.getSignalHistory), cached like the usage series under
     * `key`, which names the window (e.g. "places:30d") since its times move with the clock.
     */
    history: (tokenId: number, input: SignalHistoryOptions & { key: string; refresh?: boolean; allowStale?: boolean }) => {
      const { key, refresh, allowStale, ...query } = input;
      return settle(() => historyCache.get(`${tokenId}:${key}`, () => opts.provider().getSignalHistory(tokenId, query), { refresh, ...stale(allowStale) }));
    },
    /** Background refreshes queued or running, over all caches. */
    get refreshes() {
      return caches.reduce((sum, cache) => sum + cache.refreshes, 0);
    },
    /** Answers every caller still waiting (and any later one) with SHUTTING_DOWN and stops background refreshes. */
    close() {
      closed = true;
      for (const cache of caches) cache.close();
      onClose();
    },
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
