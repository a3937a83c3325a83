/**
 * Every signal the provider's telemetry API defines (DIMO telemetry-api `schema/signals-events_gen.graphqls`, the
 * commit named in src/simulator/upstream-sdl/README.md): its name, value kind, unit and the privilege that reads it.
 * `currentLocationApproximateCoordinates` is derived from `currentLocationCoordinates` and is not listed here.
 */
export type SignalKind = 'float' | 'string' | 'location';

/** N: VEHICLE_NON_LOCATION_DATA (privilege 1); L: VEHICLE_ALL_TIME_LOCATION (privilege 4). */
export type SignalPrivilegeCode = 'N' | 'L';

export interface SignalDefinition {
  name: string;
  kind: SignalKind;
  unit: string | null;
  privilege: SignalPrivilegeCode;
}

const ROWS: [string, SignalKind, string | null, SignalPrivilegeCode][] = [
  ['angularVelocityYaw', 'float', 'degrees/s', 'N'],
  ['bodyLightsIsAirbagWarningOn', 'float', null, 'N'],
  ['bodyLockIsLocked', 'float', null, 'N'],
  ['bodyTrunkFrontIsOpen', 'float', null, 'N'],
  ['bodyTrunkRearIsOpen', 'float', null, 'N'],
  ['cabinDoorRow1DriverSideIsOpen', 'float', null, 'N'],
  ['cabinDoorRow1DriverSideWindowIsOpen', 'float', null, 'N'],
  ['cabinDoorRow1PassengerSideIsOpen', 'float', null, 'N'],
  ['cabinDoorRow1PassengerSideWindowIsOpen', 'float', null, 'N'],
  ['cabinDoorRow2DriverSideIsOpen', 'float', null, 'N'],
  ['cabinDoorRow2DriverSideWindowIsOpen', 'float', null, 'N'],
  ['cabinDoorRow2PassengerSideIsOpen', 'float', null, 'N'],
  ['cabinDoorRow2PassengerSideWindowIsOpen', 'float', null, 'N'],
  ['cabinSeatRow1DriverSideIsBelted', 'float', null, 'N'],
  ['cabinSeatRow1PassengerSideIsBelted', 'float', null, 'N'],
  ['cabinSeatRow2DriverSideIsBelted', 'float', null, 'N'],
  ['cabinSeatRow2MiddleIsBelted', 'float', null, 'N'],
  ['cabinSeatRow2PassengerSideIsBelted', 'float', null, 'N'],
  ['cabinSeatRow3DriverSideIsBelted', 'float', null, 'N'],
  ['cabinSeatRow3PassengerSideIsBelted', 'float', null, 'N'],
  ['chassisAxleRow1WheelLeftSpeed', 'float', 'km/h', 'N'],
  ['chassisAxleRow1WheelLeftTirePressure', 'float', 'kPa', 'N'],
  ['chassisAxleRow1WheelRightSpeed', 'float', 'km/h', 'N'],
  ['chassisAxleRow1WheelRightTirePressure', 'float', 'kPa', 'N'],
  ['chassisAxleRow2WheelLeftTirePressure', 'float', 'kPa', 'N'],
  ['chassisAxleRow2WheelRightTirePressure', 'float', 'kPa', 'N'],
  ['chassisAxleRow3Weight', 'float', 'kg', 'N'],
  ['chassisAxleRow4Weight', 'float', 'kg', 'N'],
  ['chassisAxleRow5Weight', 'float', 'kg', 'N'],
  ['chassisBrakeABSIsWarningOn', 'float', null, 'N'],
  ['chassisBrakeCircuit1PressurePrimary', 'float', 'kPa', 'N'],
  ['chassisBrakeCircuit2PressurePrimary', 'float', 'kPa', 'N'],
  ['chassisBrakeIsPedalPressed', 'float', null, 'N'],
  ['chassisBrakePedalPosition', 'float', 'percent', 'N'],
  ['chassisParkingBrakeIsEngaged', 'float', null, 'N'],
  ['chassisTireSystemIsWarningOn', 'float', null, 'N'],
  ['connectivityCellularIsJammingDetected', 'float', null, 'N'],
  ['currentLocationAltitude', 'float', 'm', 'L'],
  ['currentLocationCoordinates', 'location', null, 'L'],
  ['currentLocationHeading', 'float', 'degrees', 'L'],
  ['exteriorAirTemperature', 'float', 'celsius', 'N'],
  ['isIgnitionOn', 'float', null, 'N'],
  ['lowVoltageBatteryCurrentVoltage', 'float', 'V', 'N'],
  ['obdBarometricPressure', 'float', 'kPa', 'N'],
  ['obdCommandedEGR', 'float', 'percent', 'N'],
  ['obdCommandedEVAP', 'float', 'percent', 'N'],
  ['obdDTCList', 'string', null, 'N'],
  ['obdDistanceSinceDTCClear', 'float', 'km', 'N'],
  ['obdDistanceWithMIL', 'float', 'km', 'N'],
  ['obdEngineLoad', 'float', 'percent', 'N'],
  ['obdEthanolPercent', 'float', 'percent', 'N'],
  ['obdFuelPressure', 'float', 'kPa', 'N'],
  ['obdFuelRailPressure', 'float', 'kPa', 'N'],
  ['obdFuelRate', 'float', 'l/h', 'N'],
  ['obdFuelTypeName', 'string', null, 'N'],
  ['obdIntakeTemp', 'float', 'celsius', 'N'],
  ['obdIsEngineBlocked', 'float', null, 'N'],
  ['obdIsPTOActive', 'float', null, 'N'],
  ['obdIsPluggedIn', 'float', null, 'N'],
  ['obdLongTermFuelTrim1', 'float', 'percent', 'N'],
  ['obdLongTermFuelTrim2', 'float', 'percent', 'N'],
  ['obdMAP', 'float', 'kPa', 'N'],
  ['obdMaxMAF', 'float', 'g/s', 'N'],
  ['obdO2WRSensor1Voltage', 'float', 'V', 'N'],
  ['obdO2WRSensor2Voltage', 'float', 'V', 'N'],
  ['obdOilTemperature', 'float', 'celsius', 'N'],
  ['obdRunTime', 'float', 's', 'N'],
  ['obdShortTermFuelTrim1', 'float', 'percent', 'N'],
  ['obdStatusDTCCount', 'float', null, 'N'],
  ['obdThrottlePosition', 'float', 'percent', 'N'],
  ['obdWarmupsSinceDTCClear', 'float', null, 'N'],
  ['powertrainCombustionEngineDieselExhaustFluidCapacity', 'float', 'l', 'N'],
  ['powertrainCombustionEngineDieselExhaustFluidLevel', 'float', 'percent', 'N'],
  ['powertrainCombustionEngineECT', 'float', 'celsius', 'N'],
  ['powertrainCombustionEngineEOP', 'float', 'kPa', 'N'],
  ['powertrainCombustionEngineEOT', 'float', 'celsius', 'N'],
  ['powertrainCombustionEngineEngineOilLevel', 'string', null, 'N'],
  ['powertrainCombustionEngineEngineOilRelativeLevel', 'float', 'percent', 'N'],
  ['powertrainCombustionEngineMAF', 'float', 'g/s', 'N'],
  ['powertrainCombustionEngineSpeed', 'float', 'rpm', 'N'],
  ['powertrainCombustionEngineTPS', 'float', 'percent', 'N'],
  ['powertrainCombustionEngineTorque', 'float', 'Nm', 'N'],
  ['powertrainCombustionEngineTorquePercent', 'float', 'percent', 'N'],
  ['powertrainFuelSystemAbsoluteLevel', 'float', 'l', 'N'],
  ['powertrainFuelSystemAccumulatedConsumption', 'float', 'l', 'N'],
  ['powertrainFuelSystemRelativeLevel', 'float', 'percent', 'N'],
  ['powertrainFuelSystemSupportedFuelTypes', 'string', null, 'N'],
  ['powertrainRange', 'float', 'km', 'N'],
  ['powertrainTractionBatteryChargingAddedEnergy', 'float', 'kWh', 'N'],
  ['powertrainTractionBatteryChargingChargeCurrentAC', 'float', 'A', 'N'],
  ['powertrainTractionBatteryChargingChargeLimit', 'float', 'percent', 'N'],
  ['powertrainTractionBatteryChargingChargeVoltageUnknownType', 'float', 'V', 'N'],
  ['powertrainTractionBatteryChargingIsCharging', 'float', null, 'N'],
  ['powertrainTractionBatteryChargingIsChargingCableConnected', 'float', null, 'N'],
  ['powertrainTractionBatteryChargingPower', 'float', 'kW', 'N'],
  ['powertrainTractionBatteryCurrentPower', 'float', 'W', 'N'],
  ['powertrainTractionBatteryCurrentVoltage', 'float', 'V', 'N'],
  ['powertrainTractionBatteryGrossCapacity', 'float', 'kWh', 'N'],
  ['powertrainTractionBatteryRange', 'float', 'km', 'N'],
  ['powertrainTractionBatteryStateOfChargeCurrent', 'float', 'percent', 'N'],
  ['powertrainTractionBatteryStateOfChargeCurrentEnergy', 'float', 'kWh', 'N'],
  ['powertrainTractionBatteryStateOfHealth', 'float', 'percent', 'N'],
  ['powertrainTractionBatteryTemperatureAverage', 'float', 'celsius', 'N'],
  ['powertrainTransmissionActualGear', 'float', null, 'N'],
  ['powertrainTransmissionActualGearRatio', 'float', null, 'N'],
  ['powertrainTransmissionCurrentGear', 'float', null, 'N'],
  ['powertrainTransmissionIsClutchSwitchOperated', 'float', null, 'N'],
  ['powertrainTransmissionRetarderActualTorque', 'float', 'percent', 'N'],
  ['powertrainTransmissionRetarderTorqueMode', 'string', null, 'N'],
  ['powertrainTransmissionSelectedGear', 'float', null, 'N'],
  ['powertrainTransmissionTemperature', 'float', 'celsius', 'N'],
  ['powertrainTransmissionTravelledDistance', 'float', 'km', 'N'],
  ['powertrainType', 'string', null, 'N'],
  ['serviceDistanceToService', 'float', 'km', 'N'],
  ['serviceTimeToService', 'float', 's', 'N'],
  ['speed', 'float', 'km/h', 'N'],
];

export const SIGNAL_CATALOG: readonly SignalDefinition[] = ROWS.map(([name, kind, unit, privilege]) => ({ name, kind, unit, privilege }));

const BY_NAME = new Map(SIGNAL_CATALOG.map((s) => [s.name, s]));

export function findSignalDefinition(name: string): SignalDefinition | undefined {
  return BY_NAME.get(name);
}

/** Signals only a vehicle JWT with the location-history privilege (4) may read. */
export function requiresLocationPrivilege(name: string): boolean {
  return BY_NAME.get(name)?.privilege === 'L';
}
