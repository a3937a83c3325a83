import { describe, expect, it } from 'vitest';
import { LATE_BY_MS, getConnection, reportsUntilMs, sendsSignal } from './connection';
import { buildGarageVehicles } from './garage';
import { getVehicleModel } from './model';

const MINTED = new Date('2025-03-01T12:00:00Z');
const AT = Date.parse('2025-03-20T12:00:00Z');

describe('each connection kind sends its own signals', () => {
  const vehicles = buildGarageVehicles({ email: 'kinds@example.com', tokenIds: [1, 2, 3, 4, 5], startIndex: 0, mintedAt: MINTED, connections: ['dual', 'obd', 'cloud', 'legacy', 'noLocation'] });
  const sent = (kind: string) => {
    const values = getVehicleModel(vehicles.find((v) => (v.connection ?? 'dual') === kind)!).getSignalsAt(AT);
    return new Set(Object.entries(values).filter(([, v]) => v !== null && v !== undefined).map(([name]) => name));
  };

  it('an OBD dongle sends trouble codes and engine data but no body state; the cloud the reverse', () => {
    expect(sent('obd')).toContain('obdDTCList');
    expect(sent('obd')).not.toContain('bodyLockIsLocked');
    expect(sent('cloud')).toContain('bodyLockIsLocked');
    expect(sent('cloud')).not.toContain('obdDTCList');
    expect(sent('noLocation')).toContain('obdDTCList');
  });

  it('the old dongle sends almost nothing, and the dual connection everything either sends', () => {
    expect([...sent('legacy')].sort()).toEqual(['currentLocationAltitude', 'currentLocationCoordinates', 'currentLocationHeading', 'isIgnitionOn', 'lowVoltageBatteryCurrentVoltage', 'speed']);
    expect(sent('dual')).toContain('obdDTCList');
    expect(sent('dual')).toContain('bodyLockIsLocked');
  });

  it('a single signal read the short way follows the same subset', () => {
    const legacy = getVehicleModel(vehicles.find((v) => v.connection === 'legacy')!);
    expect(legacy.readSignal('powertrainTransmissionTravelledDistance', AT)).toBeNull();
    expect(legacy.readSignal('speed', AT)).not.toBeNull();
    expect(sendsSignal('cloud', 'powertrainCombustionEngineSpeed')).toBe(false);
    expect(sendsSignal('cloud', 'powertrainCombustionEngineEOT')).toBe(true);
  });

  it('a late dongle sends what an OBD dongle sends, and its data reaches the network 20 minutes late', () => {
    const [late] = buildGarageVehicles({ email: 'kinds@example.com', tokenIds: [6], startIndex: 5, mintedAt: MINTED, connections: ['late'] });
    expect(sendsSignal('late', 'obdDTCList')).toBe(true);
    expect(sendsSignal('late', 'bodyLockIsLocked')).toBe(false);
    expect(getConnection(late).aftermarket).not.toBeNull();
    expect(reportsUntilMs(late, AT)).toBe(AT - LATE_BY_MS);
    expect(reportsUntilMs(vehicles[1], AT)).toBe(AT);
  });
});
