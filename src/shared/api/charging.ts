import { z } from 'zod';
import { PlaceLabelSchema } from './places';
import { TokenIdSchema } from './service-log';
import { VehicleTypeSchema } from './vehicles';

export const ChargingInputSchema = z.object({
  /** The vehicle to show; by default the first one that plugs in. */
  tokenId: TokenIdSchema.optional(),
  days: z.union([z.literal(7), z.literal(30)]).default(30),
});
export type ChargingInput = z.input<typeof ChargingInputSchema>;

export const ChargingSessionSchema = z.object({
  start: z.string(),
  end: z.string(),
  durationMinutes: z.number(),
  fromPercent: z.number().nullable(),
  toPercent: z.number().nullable(),
  gainedPercent: z.number().nullable(),
  /** From the reported battery energy, else the percent gained times the capacity; null when neither is known. */
  kwhAdded: z.number().nullable(),
  ongoing: z.boolean(),
  /** Where the car was, rounded to about a kilometre; null without the owner's location privilege. */
  place: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** The place's name: the owner's named place (Home) when it lies in one, else the nearest town ("Austin, TX"). */
  placeLabel: PlaceLabelSchema.nullable(),
});
export type ChargingSession = z.infer<typeof ChargingSessionSchema>;

export const ChargingStateSchema = z.object({
  charging: z.boolean(),
  levelPercent: z.number().nullable(),
  rangeKm: z.number().nullable(),
  /** Percent per hour in the session under way. */
  ratePercentPerHour: z.number().nullable(),
  /** Minutes until 80 % at that rate, while charging below 80 %. */
  minutesTo80: z.number().nullable(),
  lastSeen: z.string().nullable(),
});
export type ChargingState = z.infer<typeof ChargingStateSchema>;

export const ChargingVehicleSummarySchema = z.object({
  tokenId: z.number().int(),
  name: z.string(),
  type: VehicleTypeSchema,
  /** Electric, or a hybrid that reports charging (a plug-in hybrid). */
  plugsIn: z.boolean(),
});

export const ParkedDrainDaySchema = z.object({
  /** The owner's day, YYYY-MM-DD */
  day: z.string(),
  /** Charge points lost while parked and not charging */
  percentLost: z.number(),
  kwhLost: z.number().nullable(),
  /** Hours of that day the car stood parked and not charging, with readings */
  hoursParked: z.number(),
});
export type ParkedDrainDay = z.infer<typeof ParkedDrainDaySchema>;

export const ParkedDrainSchema = z.object({
  days: z.array(ParkedDrainDaySchema),
  /** Points lost per 24 h parked, over the period; null with less than an hour parked */
  percentPer24h: z.number().nullable(),
  /** kWh from the battery's reported energy, or points times the capacity */
  kwhBasis: z.enum(['reported', 'capacity']).nullable(),
  explanation: z.string(),
});
export type ParkedDrain = z.infer<typeof ParkedDrainSchema>;

export const FullRangeDaySchema = z.object({
  day: z.string(),
  /** Median of reported range ÷ charge level × 100 over the day's readings at 20 % or more */
  km: z.number(),
  readings: z.number().int(),
});
export type FullRangeDay = z.infer<typeof FullRangeDaySchema>;

export const BatteryHealthSchema = z.object({
  /** The car's reported state of health, or capacity estimated from charges; null when neither is known */
  source: z.enum(['state-of-health', 'capacity']).nullable(),
  unit: z.enum(['percent', 'kWh']).nullable(),
  days: z.array(z.object({ day: z.string(), value: z.number() })),
  latest: z.number().nullable(),
  /** Last day's value minus the first day's */
  change: z.number().nullable(),
  explanation: z.string(),
});
export type BatteryHealth = z.infer<typeof BatteryHealthSchema>;

/** The battery over the period: vampire drain, range at 100 % and health. */
export const BatteryTrendsSchema = z.object({
  drain: ParkedDrainSchema,
  fullRange: z.object({ days: z.array(FullRangeDaySchema), explanation: z.string() }),
  health: BatteryHealthSchema,
});
export type BatteryTrends = z.infer<typeof BatteryTrendsSchema>;

export const BatteryHistoryInputSchema = z.object({ tokenId: TokenIdSchema.optional() });
export type BatteryHistoryInput = z.input<typeof BatteryHistoryInputSchema>;

export const BatteryHistoryMonthSchema = z.object({
  /** The owner's month, YYYY-MM */
  month: z.string(),
  /** State of health (%) or estimated usable capacity (kWh), per `health.basis`; null when the month has none */
  health: z.number().nullable(),
  /** Days of the month the health figure comes from */
  healthDays: z.number().int(),
  /** Median of the month's daily range at 100 %; null for plug-in hybrids or without readings at 20 % or more */
  fullRangeKm: z.number().nullable(),
  rangeDays: z.number().int(),
});
export type BatteryHistoryMonth = z.infer<typeof BatteryHistoryMonthSchema>;

/** The battery over the last 12 months, one point per owner month: health and range at 100 %. */
export const BatteryHistorySchema = z.object({
  /** The owner's days asked (YYYY-MM-DD), and how many months */
  window: z.object({ from: z.string(), to: z.string(), months: z.number().int() }),
  /** Months with any reading, oldest first */
  months: z.array(BatteryHistoryMonthSchema),
  health: z.object({
    /** Reported by the car (state of health), or estimated from the days it charged (usable capacity) */
    basis: z.enum(['state-of-health', 'capacity']).nullable(),
    unit: z.enum(['percent', 'kWh']).nullable(),
    latest: z.number().nullable(),
    first: z.number().nullable(),
    /** The first month with a figure (YYYY-MM) */
    since: z.string().nullable(),
    /** Latest month's figure minus the first month's (points of health, or kWh) */
    change: z.number().nullable(),
    /** Days the figures come from: days the car reported its health, or days it charged enough to estimate it */
    days: z.number().int(),
    explanation: z.string(),
  }),
  fullRange: z.object({
    latestKm: z.number().nullable(),
    firstKm: z.number().nullable(),
    since: z.string().nullable(),
    changeKm: z.number().nullable(),
    explanation: z.string(),
  }),
});
export type BatteryHistory = z.infer<typeof BatteryHistorySchema>;

export const BatteryHistoryResultSchema = z.object({
  tokenId: z.number().int(),
  name: z.string(),
  type: VehicleTypeSchema,
  plugsIn: z.boolean(),
  /** Null for vehicles that do not plug in, or when the provider did not answer (see `error`) */
  history: BatteryHistorySchema.nullable(),
  error: z.string().nullable(),
});
export type BatteryHistoryResult = z.infer<typeof BatteryHistoryResultSchema>;

export const ChargingDetailSchema = ChargingVehicleSummarySchema.extend({
  /** Why there is nothing to show for a vehicle that does not plug in. */
  explanation: z.string().nullable(),
  days: z.number().int(),
  current: ChargingStateSchema.nullable(),
  sessions: z.array(ChargingSessionSchema),
  /** False when the owner did not share location history: places are left out. */
  locationShared: z.boolean(),
  totals: z.object({ sessions: z.number().int(), kwhAdded: z.number().nullable(), hours: z.number() }),
  /** Why the history could not be read (the provider did not answer). */
  error: z.string().nullable(),
  /** Null for vehicles that do not plug in, or when the history could not be read. */
  battery: BatteryTrendsSchema.nullable(),
});
export type ChargingDetail = z.infer<typeof ChargingDetailSchema>;

export const ChargingOverviewSchema = z.object({
  vehicles: z.array(ChargingVehicleSummarySchema),
  selected: ChargingDetailSchema.nullable(),
});
export type ChargingOverview = z.infer<typeof ChargingOverviewSchema>;
