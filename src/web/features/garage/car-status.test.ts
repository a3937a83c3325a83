import { describe, expect, it } from 'vitest';
import { createLatestSignals } from '@shared/latest-signals';
import { LOCATION_NOT_SHARED, type Reporting } from '@shared/signal-coverage';
import { buildCarStatusRows } from './car-status';

const reported: Reporting = { troubleCodes: 'reported', location: 'reported' };
const rowsOf = (latest: ReturnType<typeof createLatestSignals> | null, type: 'gas' | 'electric' | 'hybrid' = 'electric', reporting = reported) =>
  Object.fromEntries(buildCarStatusRows({ latest, type, reporting }, 'km').map((r) => [r.label, r.value]));

describe('buildCarStatusRows', () => {
  it('shows a cloud-connected electric car’s locks, openings, charging and battery', () => {
    const latest = createLatestSignals({
      bodyLockIsLocked: 0,
      cabinDoorRow1DriverSideIsOpen: 1,
      cabinDoorRow1PassengerSideIsOpen: 0,
      cabinDoorRow1DriverSideWindowIsOpen: 0,
      bodyTrunkRearIsOpen: 0,
      chassisParkingBrakeIsEngaged: 1,
      chassisBrakeABSIsWarningOn: 0,
      chassisTireSystemIsWarningOn: 1,
      powertrainTractionBatteryChargingChargeLimit: 80,
      powertrainTractionBatteryChargingIsChargingCableConnected: 1,
      powertrainTractionBatteryChargingPower: 7.2,
      powertrainTractionBatteryStateOfHealth: 93.4,
      powertrainRange: 200,
      powertrainTractionBatteryStateOfChargeCurrent: 50,
    });
    expect(rowsOf(latest)).toEqual({
      Locks: 'Unlocked',
      Doors: 'Open: driver',
      Windows: 'All closed',
      Trunk: 'All closed',
      'Parking brake': 'Engaged',
      'Warning lamps': 'On: tire pressure',
      'Charge limit': '80%',
      'Charging cable': 'Connected',
      'Charging power': '7.2 kW',
      'Battery health': '93%',
      'Range at 100%': '400 km',
    });
  });

  it('shows an engine’s oil level and temperature, and nothing the car does not report', () => {
    const rows = rowsOf(createLatestSignals({ powertrainCombustionEngineEngineOilLevel: 'LOW', powertrainCombustionEngineEngineOilRelativeLevel: 55, obdOilTemperature: 92.3 }), 'gas');
    expect(rows).toEqual({ 'Oil level': 'Low · 55%', 'Oil temperature': '92.3 °C' });
  });

  it('has no rows for a car that reports none of it, and says when location is not shared', () => {
    expect(buildCarStatusRows({ latest: createLatestSignals({ speed: 40 }), type: 'gas', reporting: reported }, 'km')).toEqual([]);
    expect(rowsOf(null, 'gas', { troubleCodes: 'reported', location: 'notShared' })).toEqual({ Location: LOCATION_NOT_SHARED });
  });

  it('gives no range at 100% below 20% charge, or for a plug-in hybrid', () => {
    expect(rowsOf(createLatestSignals({ powertrainRange: 30, powertrainTractionBatteryStateOfChargeCurrent: 10 }))['Range at 100%']).toBeUndefined();
    expect(rowsOf(createLatestSignals({ powertrainRange: 500, powertrainTractionBatteryStateOfChargeCurrent: 60 }), 'hybrid')['Range at 100%']).toBeUndefined();
  });
});
