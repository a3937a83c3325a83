import { describe, expect, it } from 'vitest';
import { formatTime } from './access';

/** What the provider's times look like: Date's ISO text without ".000" when there are no milliseconds. */
function reference(ms: number): string {
  const iso = new Date(ms).toISOString();
  return iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso;
}

describe('formatTime', () => {
  it.each([
    [Date.parse('2026-11-20T12:34:56.789Z'), '2026-11-20T12:34:56.789Z'],
    [Date.parse('2026-11-20T00:00:00Z'), '2026-11-20T00:00:00Z'],
    [Date.parse('2026-11-20T23:59:59.009Z'), '2026-11-20T23:59:59.009Z'],
    [-1, '1969-12-31T23:59:59.999Z'],
  ])('writes %d as %s', (ms, text) => {
    expect(formatTime(ms)).toBe(text);
  });

  it("writes every time as Date's ISO text does, across days, before 1970 and past year 9999", () => {
    const times = [0, 999, 1000, 86_399_999, 86_400_000, 253402300799999, 253402300800000, -62167219200000, -62167219200001];
    // Deterministic spread over four millennia, and dense within a few days (consecutive calls share a day).
    for (let i = 0; i < 20_000; i++) times.push(Math.round(Math.sin(i) * 6e13), 1.79e12 + i * 37_003);
    expect(times.filter((ms) => formatTime(ms) !== reference(ms))).toEqual([]);
  });
});
