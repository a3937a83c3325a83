import { describe, expect, it } from 'vitest';
import { hashParts, keyed, smoothNoise, unitFrom } from './hash';

describe('keyed hashes', () => {
  it('give the values of the whole key hashed at once', () => {
    const seed = 'owner@example.com#4#1027';
    const speed = keyed(seed, 'speed');
    for (const x of [0, 0.5, 7.25, 14_812_345.5, -3.75]) expect(speed.noise(x)).toBe(smoothNoise(x, seed, 'speed'));
    for (let x = 99.5; x < 130; x += 0.5) expect(speed.noise(x)).toBe(smoothNoise(x, seed, 'speed'));
    for (const x of [140.25, 120.5, 121, 121.75, 123, 122.5]) expect(speed.noise(x)).toBe(smoothNoise(x, seed, 'speed'));
    const events = keyed(seed, 'event');
    for (let i = 0; i < 5; i++) expect(events.unit('behavior.harshBraking-at', 1_764_000_000_000, i)).toBe(unitFrom(seed, 'event', 'behavior.harshBraking-at', 1_764_000_000_000, i));
    expect(keyed().unit('a', 1)).toBe(hashParts('a', 1) / 4294967296);
    expect(keyed('a').unit()).toBe(unitFrom('a'));
    expect(speed.noise(3.5)).not.toBe(keyed(seed, 'speeds').noise(3.5));
  });
});
