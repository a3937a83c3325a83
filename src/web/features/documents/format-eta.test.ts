import { describe, expect, it } from 'vitest';
import { formatEta } from './format-eta';

describe('formatEta', () => {
  it.each([
    [0, '0s'],
    [4.2, '5s'],
    [59, '59s'],
    [60, '60s'],
    [61, '1m 1s'],
    [125, '2m 5s'],
    [3600, '60m 0s'],
    [null, null],
    [undefined, null],
    [-3, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%s -> %s', (seconds, expected) => {
    expect(formatEta(seconds)).toBe(expected);
  });
});
