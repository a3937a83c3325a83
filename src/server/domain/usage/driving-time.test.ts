import { describe, expect, it } from 'vitest';
import { localDay } from '../../../shared/time-zone';
import { drivingIntervalMinutes, measureDrivingTime } from './driving-time';

describe('measureDrivingTime', () => {
  it('counts whole buckets driven, half the buckets where the car started or stopped, none parked', () => {
    const at = (hhmm: string) => `2025-06-01T${hhmm}:00Z`;
    const buckets = [
      { timestamp: at('07:55'), ignFirst: 0, ignLast: 0, ignMax: 0 },
      { timestamp: at('08:00'), ignFirst: 0, ignLast: 1, ignMax: 1 }, // starts
      { timestamp: at('08:05'), ignFirst: 1, ignLast: 1, ignMax: 1 },
      { timestamp: at('08:10'), ignFirst: 1, ignLast: 0, ignMax: 1 }, // stops
      { timestamp: at('12:00'), ignFirst: 0, ignLast: 0, ignMax: 1 }, // a short hop inside one bucket
      { timestamp: '2025-06-02T09:00:00Z', ignFirst: 1, ignLast: 1, ignMax: 1 },
      { timestamp: '2025-06-02T09:05:00Z', ignFirst: null, ignLast: null, ignMax: null },
    ];
    const { totalMinutes, byDay } = measureDrivingTime(buckets, 5);
    expect(totalMinutes).toBe(2.5 + 5 + 2.5 + 2.5 + 5);
    expect([...byDay]).toEqual([
      ['2025-06-01', 12.5],
      ['2025-06-02', 5],
    ]);
  });

  it('puts each bucket on its own local day across clock changes, as localDay does', () => {
    const zone = 'Europe/Paris';
    // every 5 minutes around the spring change (2025-03-30) and the autumn one (2025-10-26), with gaps
    const times: number[] = [];
    for (const day of ['2025-03-28', '2025-10-24']) {
      for (let t = Date.parse(`${day}T00:00:00Z`); t < Date.parse(`${day}T00:00:00Z`) + 4 * 86_400_000; t += (t / 300_000) % 7 === 0 ? 3_600_000 : 300_000) times.push(t);
    }
    const buckets = times.map((t) => ({ timestamp: new Date(t).toISOString(), ignFirst: 1, ignLast: 1, ignMax: 1 }));
    const expected = new Map<string, number>();
    for (const t of times) expected.set(localDay(new Date(t), zone), (expected.get(localDay(new Date(t), zone)) ?? 0) + 5);
    expect([...measureDrivingTime(buckets, 5, zone).byDay]).toEqual([...expected]);
  });

  it('keeps a long window within the provider’s bucket limit', () => {
    expect(drivingIntervalMinutes(7)).toBe(5);
    expect((90 * 24 * 60) / drivingIntervalMinutes(90)).toBeLessThanOrEqual(10_000);
  });
});
