import { QueryClient } from '@tanstack/react-query';

export const STALE_TIME_MS = 5 * 60 * 1000;
export const MAX_ATTEMPTS = 3;

/** The HTTP status carried by a tRPC or fetch error, if any. */
export function statusOf(error: unknown): number | null {
  const e = error as { data?: { httpStatus?: unknown }; status?: unknown } | null;
  const status = e?.data?.httpStatus ?? e?.status;
  return typeof status === 'number' ? status : null;
}

/** Never retry client errors (4xx); otherwise allow MAX_ATTEMPTS attempts in all. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== null && status >= 400 && status < 500) return false;
  return failureCount < MAX_ATTEMPTS - 1;
}

/** Backoff after `failureCount` failures (0-based, as TanStack Query passes it): 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelayMs(failureCount: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failureCount), 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry, retryDelay: retryDelayMs, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
