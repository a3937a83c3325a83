import { z } from 'zod';

/** A signal as the provider's telemetry API returns it: null when the car has never sent it. */
export const NumberSignalSchema = z.object({ timestamp: z.string(), value: z.number() }).nullable();
export const StringSignalSchema = z.object({ timestamp: z.string(), value: z.string() }).nullable();
export const LocationSignalSchema = z
  .object({
    timestamp: z.string(),
    value: z.object({ latitude: z.number(), longitude: z.number() }),
  })
  .nullable();

/** Numeric signals the app reads from `signalsLatest` (units in comments are the provider's). */
export const NUMBER_SIGNALS = [
  'powertrainTransmissionTravelledDistance', // km (odometer)
  'speed', // km/h
  'isIgnitionOn', // 0/1
  'powertrainFuelSystemRelativeLevel', // %
  'powertrainFuelSystemAbsoluteLevel', // l
  'powertrainTractionBatteryStateOfChargeCurrent', // %
  'powertrainTractionBatteryStateOfChargeCurrentEnergy', // kWh
  'powertrainTractionBatteryGrossCapacity', // kWh
  'powertrainTractionBatteryChargingIsCharging', // 0/1
  'lowVoltageBatteryCurrentVoltage', // V
  'powertrainRange', // km
  'powertrainCombustionEngineSpeed', // rpm
  'powertrainCombustionEngineECT', // °C coolant
  'powertrainCombustionEngineTPS', // %
  'powertrainCombustionEngineMAF', // g/s
  'obdEngineLoad', // %
  'obdIntakeTemp', // °C
  'obdBarometricPressure', // kPa
  'obdRunTime', // s
  'exteriorAirTemperature', // °C
  'chassisAxleRow1WheelLeftTirePressure', // kPa
  'chassisAxleRow1WheelRightTirePressure', // kPa
  'chassisAxleRow2WheelLeftTirePressure', // kPa
  'chassisAxleRow2WheelRightTirePressure', // kPa
  'serviceDistanceToService', // km
  'serviceTimeToService', // s
  'bodyLockIsLocked', // 0/1
  'cabinDoorRow1DriverSideIsOpen', // 0/1
  'cabinDoorRow1PassengerSideIsOpen', // 0/1
  'cabinDoorRow2DriverSideIsOpen', // 0/1
  'cabinDoorRow2PassengerSideIsOpen', // 0/1
  'cabinDoorRow1DriverSideWindowIsOpen', // 0/1
  'cabinDoorRow1PassengerSideWindowIsOpen', // 0/1
  'cabinDoorRow2DriverSideWindowIsOpen', // 0/1
  'cabinDoorRow2PassengerSideWindowIsOpen', // 0/1
  'bodyTrunkFrontIsOpen', // 0/1
  'bodyTrunkRearIsOpen', // 0/1
  'chassisParkingBrakeIsEngaged', // 0/1
  'bodyLightsIsAirbagWarningOn', // 0/1 warning lamp
  'chassisBrakeABSIsWarningOn', // 0/1 warning lamp
  'chassisTireSystemIsWarningOn', // 0/1 warning lamp
  'powertrainTractionBatteryChargingChargeLimit', // % target state of charge
  'powertrainTractionBatteryChargingIsChargingCableConnected', // 0/1
  'powertrainTractionBatteryChargingPower', // kW
  'powertrainTractionBatteryChargingAddedEnergy', // kWh added in the current session
  'powertrainTractionBatteryStateOfHealth', // %
  'powertrainTractionBatteryRange', // km on the battery alone
  'powertrainTractionBatteryTemperatureAverage', // °C
  'powertrainCombustionEngineEngineOilRelativeLevel', // %
  'powertrainCombustionEngineEOT', // °C engine oil (manufacturer connections)
  'obdOilTemperature', // °C engine oil (OBD PID 5C)
  'obdStatusDTCCount', // number of trouble codes
  'obdDistanceWithMIL', // km driven with the check-engine lamp on
  'currentLocationHeading', // degrees from north (location privilege)
] as const;
export type NumberSignalName = (typeof NUMBER_SIGNALS)[number];

/** String signals: obdDTCList holds a JSON array of codes, e.g. '["P0300"]'. */
export const STRING_SIGNALS = [
  'powertrainType', // COMBUSTION | ELECTRIC | HYBRID
  'powertrainFuelSystemSupportedFuelTypes',
  'obdDTCList',
  'powertrainCombustionEngineEngineOilLevel', // CRITICALLY_LOW | LOW | NORMAL | HIGH | CRITICALLY_HIGH
] as const;
export type StringSignalName = (typeof STRING_SIGNALS)[number];

export const LatestSignalsSchema = z.object({
  lastSeen: z.string().nullable(),
  ...Object.fromEntries(NUMBER_SIGNALS.map((n) => [n, NumberSignalSchema.optional().default(null)])),
  ...Object.fromEntries(STRING_SIGNALS.map((n) => [n, StringSignalSchema.optional().default(null)])),
  currentLocationCoordinates: LocationSignalSchema.optional().default(null),
}) as unknown as z.ZodType<LatestSignals>;

export type LatestSignals = { lastSeen: string | null } & {
  [K in NumberSignalName]: z.infer<typeof NumberSignalSchema>;
} & { [K in StringSignalName]: z.infer<typeof StringSignalSchema> } & {
  currentLocationCoordinates: z.infer<typeof LocationSignalSchema>;
};

/**
 * One of the owner's days in the daily series: a 24 h bucket from their local midnight (`timestamp`, UTC) that is
 * their calendar day `date` (YYYY-MM-DD); the last is today so far. Aggregation: MAX for speed, odometer and engine
 * speed, AVG for the rest. Every value is null when the car sent nothing in that bucket.
 */
export const DailySignalsSchema = z.object({
  timestamp: z.string(),
  date: z.string(),
  maxSpeed: z.number().nullable(),
  odometer: z.number().nullable(),
  maxEngineSpeed: z.number().nullable(),
  fuelLevel: z.number().nullable(),
  batteryLevel: z.number().nullable(),
  coolantTemp: z.number().nullable(),
  batteryVoltage: z.number().nullable(),
  engineLoad: z.number().nullable(),
  intakeTemp: z.number().nullable(),
  barometricPressure: z.number().nullable(),
  exteriorTemp: z.number().nullable(),
  range: z.number().nullable(),
  /** Trouble codes the car reported that day; null when it sent no trouble-code list (or cannot report one). */
  troubleCodes: z.array(z.string()).nullable(),
});
export type DailySignals = z.infer<typeof DailySignalsSchema>;

export type VehicleType = 'gas' | 'electric' | 'hybrid';

/** Parses obdDTCList's JSON text into codes; tolerant of comma lists and junk. */
export function parseDtcList(raw: string | null | undefined): string[] {
  if (!raw) return [];
  let items: unknown;
  try {
    items = JSON.parse(raw);
  } catch {
    items = raw.split(/[\s,;]+/);
  }
  const list = Array.isArray(items) ? items : [items];
  const codes = list
    .map((c) => String(c).trim().toUpperCase())
    .filter((c) => /^[PBCU][0-9A-F]{4}$/.test(c));
  return [...new Set(codes)];
}

/** Codes in a trouble-code aggregate: a JSON list, or several joined by UNIQUE ('["P0420"],[]'). */
export function readCodeAggregate(raw: unknown): string[] {
  if (typeof raw !== 'string') return [];
  return [...new Set(raw.toUpperCase().match(/\b[PBCU][0-9A-F]{4}\b/g) ?? [])];
}

/** First, last, lowest and highest value of a level (fuel or charge) within one bucket of a fine series. */
export const LevelStatsSchema = z.object({ first: z.number(), last: z.number(), min: z.number(), max: z.number() });
export type LevelStats = z.infer<typeof LevelStatsSchema>;

/**
 * One bucket of a fine series (minutes or hours) for usage facts: distance, fuel and energy use, refuels, charging.
 * Every value is null when the car sent nothing in that bucket.
 */
export const UsageBucketSchema = z.object({
  timestamp: z.string(),
  odometerMin: z.number().nullable(),
  odometerMax: z.number().nullable(),
  maxSpeed: z.number().nullable(),
  /** % of the tank */
  fuelPercent: LevelStatsSchema.nullable(),
  /** litres in the tank */
  fuelLitres: LevelStatsSchema.nullable(),
  /** % state of charge of the traction battery */
  chargePercent: LevelStatsSchema.nullable(),
  /** kWh in the traction battery */
  chargeKwh: LevelStatsSchema.nullable(),
  /** 1 when the car reported charging at any time in the bucket */
  charging: z.number().nullable(),
});
export type UsageBucket = z.infer<typeof UsageBucketSchema>;

/** A fine series over [from, to): buckets of `intervalMinutes`, oldest first, starting at `from`. */
export const UsageSeriesSchema = z.object({
  from: z.string(),
  to: z.string(),
  intervalMinutes: z.number().int().positive(),
  buckets: z.array(UsageBucketSchema),
});
export type UsageSeries = z.infer<typeof UsageSeriesSchema>;
