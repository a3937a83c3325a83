import { describe, expect, it } from 'vitest';
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

  it('keeps a long window within the provider’s bucket limit', () => {
    expect(drivingIntervalMinutes(7)).toBe(5);
    expect((90 * 24 * 60) / drivingIntervalMinutes(90)).toBeLessThanOrEqual(10_000);
  });
});
