import { describe, it, expect } from 'vitest';
import {
  formatAmounts,
  formatDistance,
  formatFileSize,
  formatMoney,
  formatPercent,
  formatRunTime,
  formatSpeed,
  formatTemperature,
  KM_PER_MILE,
  kmToMiles,
  MILES_PER_KM,
  milesToKm,
} from './units';

describe('conversion constants and functions', () => {
  it('uses the product factor 0.621371', () => {
    expect(MILES_PER_KM).toBe(0.621371);
    expect(KM_PER_MILE).toBeCloseTo(1.609344, 5);
  });
  const cases: [number, number][] = [
    [0, 0],
    [1, 0.621371],
    [100, 62.1371],
    [1.609344, 1],
  ];
  it.each(cases)('%d km = %d mi', (km, mi) => {
    expect(kmToMiles(km)).toBeCloseTo(mi, 5);
    expect(milesToKm(mi)).toBeCloseTo(km, 5);
  });
});

describe('formatters', () => {
  const cases: [string, string, string][] = [
    ['distance km', formatDistance(45000, 'km'), '45,000 km'],
    ['distance default unit', formatDistance(12.6), '13 km'],
    ['distance miles', formatDistance(45000, 'mi'), '27,962 mi'],
    ['distance zero', formatDistance(0, 'mi'), '0 mi'],
    ['distance missing', formatDistance(null), '—'],
    ['distance NaN', formatDistance(Number.NaN), '—'],
    ['speed km/h', formatSpeed(88.4, 'km'), '88 km/h'],
    ['speed mph', formatSpeed(100, 'mi'), '62 mph'],
    ['speed missing', formatSpeed(undefined, 'km'), '—'],
    ['run time h m s', formatRunTime(3903), '1h 5m 3s'],
    ['run time whole hour', formatRunTime(7200), '2h 0m 0s'],
    ['run time minutes', formatRunTime(65), '1m 5s'],
    ['run time seconds', formatRunTime(42), '42s'],
    ['run time zero', formatRunTime(0), '0s'],
    ['run time rounds', formatRunTime(59.6), '1m 0s'],
    ['run time many hours', formatRunTime(100 * 3600 + 1), '100h 0m 1s'],
    ['run time negative', formatRunTime(-1), '—'],
    ['temperature', formatTemperature(90), '90 °C'],
    ['temperature decimal', formatTemperature(90.46), '90.5 °C'],
    ['temperature negative', formatTemperature(-4), '-4 °C'],
    ['temperature missing', formatTemperature(null), '—'],
    ['money', formatMoney(1234.56), '$1,234.56'],
    ['money whole', formatMoney(89), '$89.00'],
    ['money rounds', formatMoney(0.005), '$0.01'],
    ['money zero', formatMoney(0), '$0.00'],
    ['money negative', formatMoney(-5), '-$5.00'],
    ['money missing', formatMoney(undefined), '—'],
    ['money in euros', formatMoney(330, 'EUR'), '€330.00'],
    ['amounts side by side', formatAmounts([{ currency: 'EUR', amount: 330 }, { currency: 'GBP', amount: 120 }]), '€330.00 · £120.00'],
    ['amounts rate', formatAmounts([{ currency: 'EUR', amount: 0.0784 }], 3), '€0.078'],
    ['amounts none', formatAmounts([]), '$0.00'],
    ['file size', formatFileSize(1310720), '1.3 MB'],
    ['file size small', formatFileSize(2048), '2 KB'],
    ['file size of a text note', formatFileSize(860), '860 B'],
    ['file size of a scan', formatFileSize(319_488), '312 KB'],
    ['file size 8.4 KB', formatFileSize(8602), '8.4 KB'],
    ['file size 50 MB', formatFileSize(50 * 1024 * 1024), '50 MB'],
    ['file size missing', formatFileSize(null), '—'],
    ['percent', formatPercent(59.6), '60%'],
    ['percent missing', formatPercent(null), '—'],
  ];
  it.each(cases)('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
