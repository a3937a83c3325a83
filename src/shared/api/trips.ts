import { z } from 'zod';
import { IsoDateSchema, TokenIdSchema } from './bounds';
import { DrivingSettingsSchema, PlaceLabelSchema, PointSchema } from './places';

export const TRIP_PERIODS = ['today', 'yesterday', 'this-week', 'last-7-days', 'this-month', 'last-30-days', 'last-90-days', 'this-year', 'last-365-days'] as const;
export const TripPeriodSchema = z.enum(TRIP_PERIODS);
export type TripPeriod = z.infer<typeof TripPeriodSchema>;

export const DRIVING_EVENT_KINDS = ['harshBraking', 'harshAcceleration', 'harshCornering', 'extremeBraking', 'collision', 'speeding'] as const;
export const DrivingEventKindSchema = z.enum(DRIVING_EVENT_KINDS);
export type DrivingEventKind = z.infer<typeof DrivingEventKindSchema>;

export const EventCountsSchema = z.object({
  harshBraking: z.number().int(),
  harshAcceleration: z.number().int(),
  harshCornering: z.number().int(),
  /** an emergency stop (the provider's behavior.extremeBraking) */
  extremeBraking: z.number().int(),
  /** a possible collision the car detected (safety.collision): listed and counted, not part of the score */
  collision: z.number().int(),
  /** minutes over the owner's speed limit (from the route), or 1 when only the top speed is known to be over */
  speeding: z.number().int(),
});
export type EventCounts = z.infer<typeof EventCountsSchema>;

export const DrivingScoreSchema = z.object({
  /** 0 to 100 */
  value: z.number().int().min(0).max(100),
  /** "3 harsh brakes in 42 km" */
  explanation: z.string(),
});
export type DrivingScore = z.infer<typeof DrivingScoreSchema>;

export const MoneySchema = z.object({ amount: z.number(), currency: z.string() });

export const TripEnergySchema = z.object({
  kind: z.enum(['fuel', 'electric']),
  /** litres or kWh used over the trip; null when the car reports no level */
  used: z.number().nullable(),
  unit: z.enum(['l', 'kWh']),
  /** l/100 km or kWh/100 km; null under 1 km or without `used` */
  per100Km: z.number().nullable(),
});
export type TripEnergy = z.infer<typeof TripEnergySchema>;

export const TripSchema = z.object({
  id: z.string(),
  tokenId: z.number().int(),
  vehicleName: z.string(),
  start: z.string(),
  /** null while ongoing */
  end: z.string().nullable(),
  ongoing: z.boolean(),
  durationMinutes: z.number(),
  startPlace: PlaceLabelSchema.nullable(),
  endPlace: PlaceLabelSchema.nullable(),
  /** null without the owner's location privilege */
  startPoint: PointSchema.nullable(),
  endPoint: PointSchema.nullable(),
  distanceKm: z.number().nullable(),
  avgSpeedKmh: z.number().nullable(),
  maxSpeedKmh: z.number().nullable(),
  energy: TripEnergySchema.nullable(),
  /** at the owner's price; null without a price or without the energy used */
  cost: MoneySchema.nullable(),
  /** idling inside the trip (engine on, not moving) */
  idleMinutes: z.number(),
  idleFuelLitres: z.number().nullable(),
  events: EventCountsSchema,
  score: DrivingScoreSchema.nullable(),
  /** how the trip was found: the provider's detection mechanism, or 'signals' when location is not shared */
  source: z.string(),
});
export type Trip = z.infer<typeof TripSchema>;

/** Driving over one period: the one aggregate the list, the assistant, MCP and exports read. */
export const DrivingTotalsSchema = z.object({
  /** YYYY-MM-DD, first and last day (the owner's days) */
  from: z.string(),
  to: z.string(),
  trips: z.number().int(),
  distanceKm: z.number(),
  drivingMinutes: z.number(),
  idleMinutes: z.number(),
  idleFuelLitres: z.number().nullable(),
  fuelLitres: z.number().nullable(),
  energyKwh: z.number().nullable(),
  cost: MoneySchema.nullable(),
  events: EventCountsSchema,
  score: DrivingScoreSchema.nullable(),
});
export type DrivingTotals = z.infer<typeof DrivingTotalsSchema>;

export const TripListInputSchema = z.object({
  /** one vehicle; all the owner's vehicles (the fleet view) when left out */
  tokenId: TokenIdSchema.optional(),
  period: TripPeriodSchema.default('last-7-days'),
  /** custom days instead of a named period (both included, the owner's days) */
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  /** trips to skip (newest first) */
  offset: z.number().int().min(0).max(100_000).default(0),
  limit: z.number().int().min(1).max(500).default(50),
});
export type TripListInput = z.input<typeof TripListInputSchema>;

export const TripListSchema = z.object({
  vehicles: z.array(z.object({ tokenId: z.number().int(), name: z.string() })),
  timeZone: z.string(),
  totals: DrivingTotalsSchema,
  byDay: z.array(DrivingTotalsSchema),
  byWeek: z.array(DrivingTotalsSchema),
  byMonth: z.array(DrivingTotalsSchema),
  /** newest first, `limit` from `offset` */
  trips: z.array(TripSchema),
  total: z.number().int(),
  /** False when a vehicle does not share location: its trips come without route or places. */
  locationShared: z.boolean(),
  /** why some history could not be read (the provider did not answer) */
  notes: z.array(z.string()),
});
export type TripList = z.infer<typeof TripListSchema>;

export const RoutePointSchema = PointSchema.extend({ at: z.string(), speedKmh: z.number().nullable() });
export const TripEventSchema = z.object({
  at: z.string(),
  kind: DrivingEventKindSchema,
  /** where it happened on the route (null without location) */
  point: PointSchema.nullable(),
  speedKmh: z.number().nullable(),
});
export type TripEvent = z.infer<typeof TripEventSchema>;

export const TripDetailSchema = z.object({
  trip: TripSchema,
  /** null when the owner does not share location: the trip shows its figures only */
  route: z.array(RoutePointSchema).nullable(),
  /** speed per minute over the trip, for the profile (also without location) */
  speeds: z.array(z.object({ at: z.string(), speedKmh: z.number().nullable() })),
  events: z.array(TripEventSchema),
  speedLimitKmh: z.number().nullable(),
  /** why the route or the events could not be read */
  notes: z.array(z.string()),
});
export type TripDetail = z.infer<typeof TripDetailSchema>;

export { DrivingSettingsSchema };
