import { z } from 'zod';
import { ChargingSessionSchema as ChargingPageSessionSchema } from '../../../shared/api/charging';
import { TroubleCodeSchema, VehicleStatusSchema } from '../../../shared/api/vehicles';
import { DTC_SEVERITIES } from '../../../shared/dtc/dtc-types';
import { NUMBER_SIGNALS, STRING_SIGNALS, type LatestSignals, type NumberSignalName } from '../../../shared/telemetry';
import type { FleetAnalysis, HealthAnalysis, TripAssessment, UsageAnalysis } from '../../domain/assistant';

/**
 * The MCP tools' output schemas for the assistant's analyses, field for field. `exactly<T>()` makes the typecheck fail
 * when an analysis gains, loses or retypes a field without its schema following; the tools validate every answer
 * against these at run time, and the SDK client checks the JSON Schema made from them.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const exactly =
  <T>() =>
  <S extends z.ZodType>(schema: S & (Same<z.output<S>, T> extends true ? unknown : { mismatch: [z.output<S>, T] })): S =>
    schema;

/** Units of the numeric signals, as the provider sends them. */
export const SIGNAL_UNITS = {
  powertrainTransmissionTravelledDistance: 'km',
  speed: 'km/h',
  isIgnitionOn: '0/1',
  powertrainFuelSystemRelativeLevel: '%',
  powertrainFuelSystemAbsoluteLevel: 'l',
  powertrainTractionBatteryStateOfChargeCurrent: '%',
  powertrainTractionBatteryStateOfChargeCurrentEnergy: 'kWh',
  powertrainTractionBatteryGrossCapacity: 'kWh',
  powertrainTractionBatteryChargingIsCharging: '0/1',
  lowVoltageBatteryCurrentVoltage: 'V',
  powertrainRange: 'km',
  powertrainCombustionEngineSpeed: 'rpm',
  powertrainCombustionEngineECT: '°C',
  powertrainCombustionEngineTPS: '%',
  powertrainCombustionEngineMAF: 'g/s',
  obdEngineLoad: '%',
  obdIntakeTemp: '°C',
  obdBarometricPressure: 'kPa',
  obdRunTime: 's',
  exteriorAirTemperature: '°C',
  chassisAxleRow1WheelLeftTirePressure: 'kPa',
  chassisAxleRow1WheelRightTirePressure: 'kPa',
  chassisAxleRow2WheelLeftTirePressure: 'kPa',
  chassisAxleRow2WheelRightTirePressure: 'kPa',
  serviceDistanceToService: 'km',
  serviceTimeToService: 's',
  bodyLockIsLocked: '0/1',
  cabinDoorRow1DriverSideIsOpen: '0/1',
  cabinDoorRow1PassengerSideIsOpen: '0/1',
  cabinDoorRow2DriverSideIsOpen: '0/1',
  cabinDoorRow2PassengerSideIsOpen: '0/1',
  cabinDoorRow1DriverSideWindowIsOpen: '0/1',
  cabinDoorRow1PassengerSideWindowIsOpen: '0/1',
  cabinDoorRow2DriverSideWindowIsOpen: '0/1',
  cabinDoorRow2PassengerSideWindowIsOpen: '0/1',
  bodyTrunkFrontIsOpen: '0/1',
  bodyTrunkRearIsOpen: '0/1',
  chassisParkingBrakeIsEngaged: '0/1',
  bodyLightsIsAirbagWarningOn: '0/1',
  chassisBrakeABSIsWarningOn: '0/1',
  chassisTireSystemIsWarningOn: '0/1',
  powertrainTractionBatteryChargingChargeLimit: '%',
  powertrainTractionBatteryChargingIsChargingCableConnected: '0/1',
  powertrainTractionBatteryChargingPower: 'kW',
  powertrainTractionBatteryChargingAddedEnergy: 'kWh',
  powertrainTractionBatteryStateOfHealth: '%',
  powertrainTractionBatteryRange: 'km',
  powertrainTractionBatteryTemperatureAverage: '°C',
  powertrainCombustionEngineEngineOilRelativeLevel: '%',
  powertrainCombustionEngineEOT: '°C',
  obdOilTemperature: '°C',
  obdStatusDTCCount: 'count',
  obdDistanceWithMIL: 'km',
  currentLocationHeading: '°',
} as const satisfies Record<NumberSignalName, string>;
export type SignalUnit = (typeof SIGNAL_UNITS)[NumberSignalName];

const SignalUnitSchema = z.enum([...new Set(Object.values(SIGNAL_UNITS))] as [SignalUnit, ...SignalUnit[]]);
const NumberReadingSchema = z.object({ value: z.number(), unit: SignalUnitSchema, timestamp: z.string() });
const StringReadingSchema = z.object({ value: z.string(), timestamp: z.string() });

/** The latest readings by signal name: only the signals the car has sent; each number with its unit. */
export const LatestReadingsSchema = z.object({
  ...Object.fromEntries(NUMBER_SIGNALS.map((name) => [name, NumberReadingSchema.optional().describe(SIGNAL_UNITS[name])])),
  ...Object.fromEntries(STRING_SIGNALS.map((name) => [name, StringReadingSchema.optional()])),
} as Record<NumberSignalName, z.ZodOptional<typeof NumberReadingSchema>> & Record<(typeof STRING_SIGNALS)[number], z.ZodOptional<typeof StringReadingSchema>>);
export type LatestReadings = z.infer<typeof LatestReadingsSchema>;

/** One value per asked signal in a series bucket (null when the car sent nothing then). */
export const SeriesValuesSchema = z.object(
  Object.fromEntries(NUMBER_SIGNALS.map((name) => [name, z.number().nullable().optional().describe(SIGNAL_UNITS[name])])) as Record<NumberSignalName, z.ZodOptional<z.ZodNullable<z.ZodNumber>>>,
);
export const SeriesUnitsSchema = z.object(Object.fromEntries(NUMBER_SIGNALS.map((name) => [name, SignalUnitSchema.optional()])) as Record<NumberSignalName, z.ZodOptional<typeof SignalUnitSchema>>);

const DtcSeveritySchema = z.enum(DTC_SEVERITIES);
const lines = z.array(z.string());

export const HealthAnalysisSchema = exactly<HealthAnalysis>()(
  z.object({
    healthScore: z.number().min(0).max(100).describe('0 to 100'),
    status: VehicleStatusSchema,
    cap: z
      .object({ code: z.string(), severity: DtcSeveritySchema, meaning: z.string(), max: z.number().describe('the score may be at most this') })
      .nullable()
      .describe('the worst stored trouble code when it holds the score down'),
    insights: lines,
    recommendations: lines,
    followUpQuestions: lines,
  }),
);

export const TripAssessmentSchema = exactly<TripAssessment>()(
  z.object({
    readinessScore: z.number().min(0).max(100).describe('0 to 100'),
    isReady: z.boolean(),
    analysis: z.string(),
    riskFactors: lines,
    recommendations: lines,
    rangeKm: z.number().nullable().describe('reported by the car or estimated from the level; null when neither is known'),
    rangeEstimated: z.boolean(),
    distanceKm: z.number().nullable().describe('the trip asked about'),
    blocked: z.boolean().describe('a risk makes the car not ready whatever the score'),
  }),
);

const UsageDaySchema = z.object({
  start: z.string().describe('ISO time the 24 h window starts'),
  date: z.string().describe('YYYY-MM-DD of the window start'),
  distanceKm: z.number().nullable(),
  maxSpeedKmh: z.number().nullable(),
});
const RefuelEventSchema = z.object({
  start: z.string(),
  end: z.string(),
  fromPercent: z.number().nullable(),
  toPercent: z.number().nullable(),
  litresAdded: z.number().nullable(),
});
/** The charging page's sessions, without the place (the location tool gives places, with its privilege). */
const ChargingSessionSchema = ChargingPageSessionSchema.omit({ place: true, placeLabel: true });
const UsageFactsSchema = z.object({
  from: z.string(),
  to: z.string(),
  windowDays: z.number(),
  coveredDays: z.number(),
  firstReadingAt: z.string().nullable().describe('start of the first bucket with an odometer reading in the window'),
  distanceKm: z.number().nullable(),
  startOdometerKm: z.number().nullable(),
  endOdometerKm: z.number().nullable(),
  days: z.array(UsageDaySchema),
  drivingDays: z.number().int(),
  maxSpeedKmh: z.number().nullable(),
  kmPerWeek: z.number().nullable(),
  fuel: z
    .object({
      percentUsed: z.number().nullable(),
      litresUsed: z.number().nullable(),
      litresBasis: z.enum(['reported', 'tank']).nullable(),
      refuels: z.array(RefuelEventSchema),
    })
    .nullable(),
  litresPer100Km: z.number().nullable(),
  energy: z
    .object({
      percentUsed: z.number().nullable(),
      kwhUsed: z.number().nullable(),
      kwhBasis: z.enum(['reported', 'capacity']).nullable(),
      sessions: z.array(ChargingSessionSchema),
    })
    .nullable(),
  kwhPer100Km: z.number().nullable(),
  refuels: z.array(RefuelEventSchema),
  chargingSessions: z.array(ChargingSessionSchema),
  weeksToService: z.number().nullable(),
});

export const UsageAnalysisSchema = exactly<UsageAnalysis>()(
  z.object({
    hasHistory: z.boolean(),
    distanceKnown: z.boolean().describe('false when neither the trips nor the odometer series could be read, so totalDistanceKm says nothing'),
    totalDistanceKm: z.number(),
    totalMiles: z.number(),
    averageSpeedKmh: z.number().nullable(),
    averageSpeedBasis: z.enum(['mean_of_daily_max_speeds', 'none']),
    drivingDays: z.number().int(),
    periodDays: z.number().int().describe('the days totalDistanceKm and drivingDays cover'),
    distanceBasis: z
      .enum(['trips', 'odometer'])
      .describe("the car's trips, as get_trips and get_driving_summary add them up; the odometer's series only when the trips could not be read"),
    fuelConsumption: z.string(),
    usagePatterns: lines,
    recommendations: lines,
    days: z.array(UsageDaySchema),
    facts: UsageFactsSchema.nullable().describe('every number behind the sentences, from the fine series'),
    period: z
      .object({ phrase: z.string(), note: z.string().nullable(), hasData: z.boolean(), days: z.array(UsageDaySchema), past: z.boolean() })
      .nullable()
      .describe('the period the owner named, when the series covers it instead of the last 7 days'),
  }),
);

export const FleetAnalysisSchema = exactly<FleetAnalysis>()(
  z.object({
    vehicles: z
      .array(
        z.object({
          tokenId: z.number().int(),
          name: z.string(),
          healthScore: z.number().min(0).max(100),
          status: VehicleStatusSchema,
          readinessScore: z.number().min(0).max(100),
          isReady: z.boolean(),
          topIssue: z.string().nullable(),
        }),
      )
      .describe('worst first'),
    attentionFirst: z.string().nullable().describe('which vehicle to look at first and why; null when none needs anything'),
    summary: z.string(),
    averageHealth: z.number().nullable().describe('rounded mean of the health scores; null for an empty fleet'),
  }),
);

export const TroubleCodesSchema = z.array(TroubleCodeSchema);

/** Latest readings as plain values, numbers with their unit; location is left out (get_location serves it, with its privilege). */
export function latestValues(latest: LatestSignals): LatestReadings {
  const values: LatestReadings = {};
  for (const name of NUMBER_SIGNALS) {
    const signal = latest[name];
    if (signal) values[name] = { value: signal.value, unit: SIGNAL_UNITS[name], timestamp: signal.timestamp };
  }
  for (const name of STRING_SIGNALS) {
    const signal = latest[name];
    if (signal) values[name] = { value: signal.value, timestamp: signal.timestamp };
  }
  return values;
}
