import { describe, expect, it } from 'vitest';
import { retryDelayMs, shouldRetry, statusOf } from './query-client';

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
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [5, 16000],
    [6, 30000],
    [10, 30000],
  ])('retry %i waits %i ms', (n, ms) => expect(retryDelayMs(n)).toBe(ms));

  it('reads statuses from tRPC and fetch errors', () => {
    expect(statusOf({ data: { httpStatus: 403 } })).toBe(403);
    expect(statusOf({ status: 502 })).toBe(502);
    expect(statusOf(new Error('x'))).toBeNull();
  });
});
