import { describe, expect, it } from 'vitest';
import type { ChargingSession } from '../../../shared/api/charging';
import type { LatestSignals } from '../../../shared/telemetry';
import { describeChargingState, roundPlace } from './charging-state';

const signal = (value: number) => ({ timestamp: '2025-06-01T02:00:00Z', value });
const latest = (soc: number, charging: 0 | 1) =>
  ({
    lastSeen: '2025-06-01T02:00:00Z',
    powertrainTractionBatteryStateOfChargeCurrent: signal(soc),
    powertrainTractionBatteryChargingIsCharging: signal(charging),
    powertrainRange: signal(250),
  }) as unknown as LatestSignals;
const session = (minutes: number, gained: number, ongoing: boolean): ChargingSession => ({
  start: '2025-06-01T01:00:00Z',
  end: '2025-06-01T02:00:00Z',
  durationMinutes: minutes,
  fromPercent: 40,
  toPercent: 40 + gained,
  gainedPercent: gained,
  kwhAdded: null,
  ongoing,
  place: null,
  placeLabel: null,
});

describe('describeChargingState', () => {
  it('estimates the time to 80 % from the rate of the session under way', () => {
    // 12 % in 60 min = 12 %/h; from 52 % to 80 % is 28 % = 140 min.
    expect(describeChargingState(latest(52, 1), [session(60, 12, true)])).toMatchObject({ charging: true, levelPercent: 52, ratePercentPerHour: 12, minutesTo80: 140, rangeKm: 250 });
  });

  it('gives no estimate when not charging, above 80 %, or too early to tell', () => {
    expect(describeChargingState(latest(52, 0), [session(60, 12, false)])?.minutesTo80).toBeNull();
    expect(describeChargingState(latest(85, 1), [session(60, 12, true)])?.minutesTo80).toBeNull();
    expect(describeChargingState(latest(52, 1), [session(10, 2, true)])?.minutesTo80).toBeNull();
    expect(describeChargingState(null, [])).toBeNull();
  });

  it('rounds places to about a kilometre', () => {
    expect(roundPlace({ latitude: 37.774929, longitude: -122.419416 })).toEqual({ latitude: 37.77, longitude: -122.42 });
  });
});
