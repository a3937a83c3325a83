import type { ChargingSession, ChargingState } from '../../../shared/api/charging';
import type { LatestSignals } from '../../../shared/telemetry';

const readNumber = (signal: { value: number } | null | undefined) => (typeof signal?.value === 'number' && Number.isFinite(signal.value) ? signal.value : null);

/** Places rounded to two decimals (about a kilometre): enough to tell home from work, not the street. */
export function roundPlace(place: { latitude: number; longitude: number }): { latitude: number; longitude: number } {
  return { latitude: Math.round(place.latitude * 100) / 100, longitude: Math.round(place.longitude * 100) / 100 };
}

/**
 * Charging now, the level and range, and the time to 80 % at the rate of the session under way (percent gained over
 * its duration so far); no estimate before the session has run 15 minutes or gained anything.
 */
export function describeChargingState(latest: LatestSignals | null, sessions: readonly ChargingSession[]): ChargingState | null {
  if (!latest) return null;
  const charging = readNumber(latest.powertrainTractionBatteryChargingIsCharging) === 1;
  const levelPercent = readNumber(latest.powertrainTractionBatteryStateOfChargeCurrent);
  const current = charging ? sessions.find((s) => s.ongoing) : undefined;
  const rate =
    current && current.gainedPercent !== null && current.gainedPercent > 0 && current.durationMinutes >= 15 ? (current.gainedPercent / current.durationMinutes) * 60 : null;
  const minutesTo80 = charging && rate !== null && levelPercent !== null && levelPercent < 80 ? Math.round(((80 - levelPercent) / rate) * 60) : null;
  return {
    charging,
    levelPercent: levelPercent === null ? null : Math.round(levelPercent),
    rangeKm: readNumber(latest.powertrainRange),
    ratePercentPerHour: rate === null ? null : Math.round(rate * 10) / 10,
    minutesTo80,
    lastSeen: latest.lastSeen,
  };
}
