import { describe, expect, it } from 'vitest';
import { identitySchema } from '../identity/schema';
import { canonicalTime, formatTime } from '../provider-time';
import { telemetrySchema } from './schema';

/** What the provider's times look like (Go's RFC3339Nano): Date's ISO text without the fraction's trailing zeros. */
function reference(ms: number): string {
  const iso = new Date(ms).toISOString(); // always "….sssZ"
  const digits = iso.slice(-4, -1).replace(/0+$/, '');
  return digits ? `${iso.slice(0, -4)}${digits}Z` : `${iso.slice(0, -5)}Z`;
}

describe('formatTime', () => {
  it.each([
    [Date.parse('2026-11-20T12:34:56.789Z'), '2026-11-20T12:34:56.789Z'],
    [Date.parse('2026-11-20T00:00:00Z'), '2026-11-20T00:00:00Z'],
    [Date.parse('2026-11-20T23:59:59.009Z'), '2026-11-20T23:59:59.009Z'],
    [Date.parse('2026-11-20T12:34:56.450Z'), '2026-11-20T12:34:56.45Z'],
    [Date.parse('2026-11-20T12:34:50.400Z'), '2026-11-20T12:34:50.4Z'],
    [Date.parse('2026-11-20T12:34:50.010Z'), '2026-11-20T12:34:50.01Z'],
    [Date.parse('2026-11-20T12:30:00Z'), '2026-11-20T12:30:00Z'],
    [-1, '1969-12-31T23:59:59.999Z'],
  ])('writes %d as %s', (ms, text) => {
    expect(formatTime(ms)).toBe(text);
  });

  it("writes every time as Date's ISO text does without trailing zeros, across days, before 1970 and past year 9999", () => {
    const times = [0, 999, 1000, 86_399_999, 86_400_000, 253402300799999, 253402300800000, -62167219200000, -62167219200001];
    // Deterministic spread over four millennia, and dense within a few days (consecutive calls share a day).
    for (let i = 0; i < 20_000; i++) times.push(Math.round(Math.sin(i) * 6e13), 1.79e12 + i * 37_003);
    expect(times.filter((ms) => formatTime(ms) !== reference(ms))).toEqual([]);
  });
});

describe('canonicalTime and the Time scalar', () => {
  it.each([
    ['2026-11-20T12:34:56.450Z', '2026-11-20T12:34:56.45Z'],
    ['2026-11-20T12:34:56.000Z', '2026-11-20T12:34:56Z'],
    ['2026-11-20T12:34:50.000Z', '2026-11-20T12:34:50Z'],
    ['2026-11-20T12:34:50Z', '2026-11-20T12:34:50Z'],
    ['2026-11-20T12:34:56.789Z', '2026-11-20T12:34:56.789Z'],
    ['2026-11-20T12:34:56.100Z', '2026-11-20T12:34:56.1Z'],
    ['+010000-01-01T00:00:00.000Z', '+010000-01-01T00:00:00Z'],
    ['2026-11-20T12:34:56.450+01:00', '2026-11-20T12:34:56.450+01:00'],
  ])('writes %s as %s', (text, canonical) => {
    expect(canonicalTime(text)).toBe(canonical);
  });

  it('is what both schemas write for any Time value, as formatTime writes it', () => {
    for (const schema of [telemetrySchema, identitySchema]) {
      const time = schema.getType('Time') as { serialize: (v: unknown) => unknown };
      expect(time.serialize('2099-12-31T23:59:59.000Z')).toBe('2099-12-31T23:59:59Z');
      expect(time.serialize(new Date(1_790_000_000_450).toISOString())).toBe(formatTime(1_790_000_000_450));
    }
  });
});
