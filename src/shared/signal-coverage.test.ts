import { describe, expect, it } from 'vitest';
import { createLatestSignals } from './latest-signals';
import { describeReporting, reportsSignal } from './signal-coverage';

const location = { latitude: 47.6, longitude: -122.3 };

describe('reportsSignal', () => {
  it('follows the connection’s available signals when they are known', () => {
    const coverage = { signals: ['obdDTCList', 'speed'], locationShared: true };
    expect(reportsSignal('obdDTCList', coverage, createLatestSignals({}))).toBe(true);
    expect(reportsSignal('bodyLockIsLocked', coverage, createLatestSignals({}))).toBe(false);
  });

  it('counts a value the car sent even when the list leaves it out', () => {
    expect(reportsSignal('speed', { signals: [], locationShared: true }, createLatestSignals({ speed: 0 }))).toBe(true);
  });

  it('falls back to the latest values when the coverage is unknown', () => {
    expect(reportsSignal('speed', null, createLatestSignals({ speed: 12 }))).toBe(true);
    expect(reportsSignal('speed', null, createLatestSignals({}))).toBe(false);
    expect(reportsSignal('speed', null, null)).toBe(false);
  });
});

describe('describeReporting', () => {
  it('tells an empty trouble-code list (none) from a connection that cannot report codes', () => {
    const dongle = createLatestSignals({ obdDTCList: '[]' });
    expect(describeReporting({ signals: ['obdDTCList'], locationShared: true }, dongle).troubleCodes).toBe('reported');
    expect(describeReporting(null, dongle).troubleCodes).toBe('reported');
    expect(describeReporting({ signals: ['bodyLockIsLocked'], locationShared: true }, createLatestSignals({})).troubleCodes).toBe('notReported');
    expect(describeReporting(null, createLatestSignals({})).troubleCodes).toBe('notReported');
  });

  it('says location is not shared when the owner withheld it, and not reported when the car has none', () => {
    expect(describeReporting({ signals: ['speed'], locationShared: false }, createLatestSignals({})).location).toBe('notShared');
    expect(describeReporting({ signals: ['currentLocationCoordinates'], locationShared: false }, createLatestSignals({})).location).toBe('notShared');
    expect(describeReporting({ signals: ['speed'], locationShared: true }, createLatestSignals({})).location).toBe('notReported');
    expect(describeReporting({ signals: ['currentLocationCoordinates'], locationShared: true }, createLatestSignals({ currentLocationCoordinates: location })).location).toBe('reported');
    expect(describeReporting(null, createLatestSignals({})).location).toBe('notReported');
  });
});
