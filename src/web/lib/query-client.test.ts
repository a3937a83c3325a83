import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, retryDelayMs, shouldRetry, statusOf } from './query-client';

describe('query retry policy', () => {
  it.each([
    [0, { data: { httpStatus: 401 } }, false],
    [0, { data: { httpStatus: 404 } }, false],
    [0, { data: { httpStatus: 429 } }, false],
    [0, { data: { httpStatus: 500 } }, true],
    [1, { data: { httpStatus: 503 } }, true],
    [2, { data: { httpStatus: 503 } }, false],
    [0, new TypeError('Failed to fetch'), true],
    [1, new TypeError('Failed to fetch'), true],
    [2, new TypeError('Failed to fetch'), false],
  ])('after %i failures, error %j retries: %s', (count, error, expected) => {
    expect(shouldRetry(count, error)).toBe(expected);
  });

  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [4, 16000],
    [5, 30000],
    [10, 30000],
  ])('after %i failures waits %i ms', (n, ms) => expect(retryDelayMs(n)).toBe(ms));

  it('reads statuses from tRPC and fetch errors', () => {
    expect(statusOf({ data: { httpStatus: 403 } })).toBe(403);
    expect(statusOf({ status: 502 })).toBe(502);
    expect(statusOf(new Error('x'))).toBeNull();
  });
});

describe('query client', () => {
  afterEach(() => vi.useRealTimers());

  it('tries a failing query three times, waiting 1 s then 2 s', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const attempts: number[] = [];
    const started = Date.now();
    const result = client
      .fetchQuery({
        queryKey: ['flaky'],
        queryFn: () => {
          attempts.push(Date.now() - started);
          return Promise.reject(Object.assign(new Error('down'), { status: 503 }));
        },
      })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toMatchObject({ message: 'down' });
    expect(attempts).toEqual([0, 1000, 3000]);
  });

  it('does not retry a 4xx', async () => {
    const client = createQueryClient();
    let attempts = 0;
    const error = await client
      .fetchQuery({ queryKey: ['gone'], queryFn: () => (attempts++, Promise.reject(Object.assign(new Error('nope'), { status: 404 }))) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404 });
    expect(attempts).toBe(1);
  });
});
