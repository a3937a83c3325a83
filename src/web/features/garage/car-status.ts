import type { GarageVehicle } from '@shared/api/garage';
import { rangeAtFullCharge } from '@shared/full-range';
import { LOCATION_NOT_SHARED } from '@shared/signal-coverage';
import type { LatestSignals, NumberSignalName } from '@shared/telemetry';
import { formatDistance, formatTemperature, type DistanceUnit } from '@shared/units';

export type CarStatusRow = { key: string; label: string; value: string; attention: boolean };

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function read(latest: LatestSignals | null, name: NumberSignalName): number | null {
  const value = latest?.[name]?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** "All closed", or which ones are open; null when the car reports none of them. */
function describeOpenings(latest: LatestSignals | null, parts: [NumberSignalName, string][]): { value: string; open: boolean } | null {
  const reported = parts.filter(([name]) => read(latest, name) !== null);
  if (reported.length === 0) return null;
  const open = reported.filter(([name]) => read(latest, name)! > 0).map(([, label]) => label);
  return open.length === 0 ? { value: 'All closed', open: false } : { value: `Open: ${open.join(', ')}`, open: true };
}

const DOORS: [NumberSignalName, string][] = [
  ['cabinDoorRow1DriverSideIsOpen', 'driver'],
  ['cabinDoorRow1PassengerSideIsOpen', 'passenger'],
  ['cabinDoorRow2DriverSideIsOpen', 'rear left'],
  ['cabinDoorRow2PassengerSideIsOpen', 'rear right'],
];
const WINDOWS: [NumberSignalName, string][] = [
  ['cabinDoorRow1DriverSideWindowIsOpen', 'driver'],
  ['cabinDoorRow1PassengerSideWindowIsOpen', 'passenger'],
  ['cabinDoorRow2DriverSideWindowIsOpen', 'rear left'],
  ['cabinDoorRow2PassengerSideWindowIsOpen', 'rear right'],
];
const TRUNKS: [NumberSignalName, string][] = [
  ['bodyTrunkFrontIsOpen', 'front'],
  ['bodyTrunkRearIsOpen', 'rear'],
];
const WARNING_LAMPS: [NumberSignalName, string][] = [
  ['bodyLightsIsAirbagWarningOn', 'airbag'],
  ['chassisBrakeABSIsWarningOn', 'ABS'],
  ['chassisTireSystemIsWarningOn', 'tire pressure'],
];

const OIL_LEVELS: Record<string, string> = { CRITICALLY_LOW: 'Critically low', LOW: 'Low', NORMAL: 'Normal', HIGH: 'High', CRITICALLY_HIGH: 'Critically high' };

/**
 * The car's body, charging and engine-oil state, one row for each thing the car reports (nothing it does not), and
 * whether its location is shared.
 */
export function buildCarStatusRows(vehicle: Pick<GarageVehicle, 'latest' | 'type' | 'reporting'>, unit: DistanceUnit): CarStatusRow[] {
  const latest = vehicle.latest;
  const rows: CarStatusRow[] = [];
  const add = (key: string, label: string, value: string | null, attention = false) => {
    if (value !== null) rows.push({ key, label, value, attention });
  };
  const num = (name: NumberSignalName) => read(latest, name);
  const yesNo = (name: NumberSignalName, yes: string, no: string) => (num(name) === null ? null : num(name)! > 0 ? yes : no);

  const locked = num('bodyLockIsLocked');
  add('locks', 'Locks', yesNo('bodyLockIsLocked', 'Locked', 'Unlocked'), locked === 0);
  for (const [key, label, parts] of [
    ['doors', 'Doors', DOORS],
    ['windows', 'Windows', WINDOWS],
    ['trunk', 'Trunk', TRUNKS],
  ] as const) {
    const openings = describeOpenings(latest, parts);
    add(key, label, openings?.value ?? null, openings?.open ?? false);
  }
  add('parkingBrake', 'Parking brake', yesNo('chassisParkingBrakeIsEngaged', 'Engaged', 'Released'));
  const lamps = describeOpenings(latest, WARNING_LAMPS);
  add('warningLamps', 'Warning lamps', lamps && (lamps.open ? `On: ${lamps.value.slice('Open: '.length)}` : 'None on'), lamps?.open ?? false);

  const limit = num('powertrainTractionBatteryChargingChargeLimit');
  add('chargeLimit', 'Charge limit', limit === null ? null : `${whole.format(limit)}%`);
  add('cable', 'Charging cable', yesNo('powertrainTractionBatteryChargingIsChargingCableConnected', 'Connected', 'Not connected'));
  const power = num('powertrainTractionBatteryChargingPower');
  add('chargingPower', 'Charging power', power === null ? null : power > 0 ? `${oneDecimal.format(power)} kW` : 'Not charging');
  const health = num('powertrainTractionBatteryStateOfHealth');
  add('batteryHealth', 'Battery health', health === null ? null : `${whole.format(health)}%`);
  // a plug-in hybrid's range includes its tank: range at 100 % is an electric car's only (as on the Charging page)
  const range = vehicle.type === 'electric' ? (num('powertrainRange') ?? num('powertrainTractionBatteryRange')) : null;
  const full = rangeAtFullCharge(range, num('powertrainTractionBatteryStateOfChargeCurrent'));
  add('fullRange', 'Range at 100%', full === null ? null : formatDistance(full, unit));

  const oilLevel = latest?.powertrainCombustionEngineEngineOilLevel?.value ?? null;
  const oilPercent = num('powertrainCombustionEngineEngineOilRelativeLevel');
  const oilWords = oilLevel === null ? null : (OIL_LEVELS[oilLevel] ?? oilLevel);
  add('oilLevel', 'Oil level', oilWords === null && oilPercent === null ? null : [oilWords, oilPercent === null ? null : `${whole.format(oilPercent)}%`].filter(Boolean).join(' · '), oilLevel !== null && oilLevel !== 'NORMAL');
  const oilTemp = num('powertrainCombustionEngineEOT') ?? num('obdOilTemperature');
  add('oilTemperature', 'Oil temperature', oilTemp === null ? null : formatTemperature(oilTemp));

  const location = vehicle.reporting.location;
  add('location', 'Location', location === 'notShared' ? LOCATION_NOT_SHARED : location === 'notReported' ? "Not reported by this car's connection" : null);
  return rows;
}
