import { describe, it, expect } from 'vitest';
import { healthBand, statusFor, STATUS_LABELS, VEHICLE_STATUSES } from './vehicle-status';

describe('statusFor and healthBand', () => {
  const cases: [number, string, string][] = [
    [100, 'optimal', 'good'],
    [85, 'optimal', 'good'],
    [80, 'optimal', 'good'],
    [79.9, 'attention', 'warning'],
    [79, 'attention', 'warning'],
    [60, 'attention', 'warning'],
    [59.9, 'service', 'bad'],
    [59, 'service', 'bad'],
    [0, 'service', 'bad'],
    [-5, 'service', 'bad'],
    [Number.NaN, 'service', 'bad'],
  ];
  it.each(cases)('score %d is %s / %s', (score, status, band) => {
    expect(statusFor(score)).toBe(status);
    expect(healthBand(score)).toBe(band);
  });
});

describe('STATUS_LABELS', () => {
  it('labels every status', () => {
    expect(VEHICLE_STATUSES.map((s) => STATUS_LABELS[s])).toEqual(['Optimal', 'Attention', 'Service']);
  });
});
