import { describe, it, expect } from 'vitest';
import { createEmptyLatestSignals, createLatestSignals } from './latest-signals';
import { LatestSignalsSchema, NUMBER_SIGNALS, STRING_SIGNALS } from './telemetry';

describe('createEmptyLatestSignals', () => {
  it('has every signal set to null and passes the shared schema', () => {
    const signals = createEmptyLatestSignals();
    for (const name of [...NUMBER_SIGNALS, ...STRING_SIGNALS]) expect(signals[name]).toBeNull();
    expect(signals.lastSeen).toBeNull();
    expect(signals.currentLocationCoordinates).toBeNull();
    expect(LatestSignalsSchema.parse(signals)).toEqual(signals);
  });
});

describe('createLatestSignals', () => {
  it('stamps given values and leaves the rest null', () => {
    const signals = createLatestSignals(
      { speed: 42, powertrainType: 'ELECTRIC', currentLocationCoordinates: { latitude: 1, longitude: 2 } },
      '2024-05-01T10:00:00Z',
    );
    expect(signals.speed).toEqual({ timestamp: '2024-05-01T10:00:00Z', value: 42 });
    expect(signals.powertrainType?.value).toBe('ELECTRIC');
    expect(signals.currentLocationCoordinates?.value).toEqual({ latitude: 1, longitude: 2 });
    expect(signals.obdEngineLoad).toBeNull();
    expect(signals.lastSeen).toBe('2024-05-01T10:00:00Z');
    expect(LatestSignalsSchema.parse(signals)).toEqual(signals);
  });

  it('has no lastSeen when nothing was given', () => {
    expect(createLatestSignals({}).lastSeen).toBeNull();
  });
});
