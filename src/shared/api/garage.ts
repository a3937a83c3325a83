import { z } from 'zod';
import { TokenIdSchema } from './service-log';
import { DueItemSchema } from './facts';
import { DashboardVehicleSchema, HealthCapSchema, VehicleStatusSchema, VehicleTypeSchema } from './vehicles';

export const GARAGE_SORTS = ['name', 'year', 'health', 'odometer', 'nextDue', 'lastSeen', 'documents'] as const;
export const GarageSortSchema = z.enum(GARAGE_SORTS);
export type GarageSort = z.infer<typeof GarageSortSchema>;

export const GARAGE_SORT_LABELS: Record<GarageSort, string> = {
  name: 'Name',
  year: 'Year',
  health: 'Health',
  odometer: 'Odometer',
  nextDue: 'Next due',
  lastSeen: 'Last seen',
  documents: 'Documents',
};

export const GarageListInputSchema = z.object({
  sort: GarageSortSchema.default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(12),
});
export type GarageListInput = z.input<typeof GarageListInputSchema>;

export const GarageRowSchema = z.object({
  tokenId: z.number().int(),
  name: z.string(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  vin: z.string().nullable(),
  /** From the vehicle's registration document, when one was uploaded. */
  plate: z.string().nullable(),
  type: VehicleTypeSchema,
  isDemo: z.boolean(),
  healthScore: z.number(),
  /** why the score is held down (a stored trouble code), or null */
  healthCap: HealthCapSchema.nullable(),
  status: VehicleStatusSchema,
  odometerKm: z.number().nullable(),
  levelPercent: z.number().nullable(),
  nextDue: DueItemSchema.nullable(),
  lastSeen: z.string().nullable(),
  documentCount: z.number().int(),
  telemetryError: z.string().nullable(),
});
export type GarageRow = z.infer<typeof GarageRowSchema>;

export const GarageListSchema = z.object({
  rows: z.array(GarageRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  demo: z.boolean(),
});
export type GarageList = z.infer<typeof GarageListSchema>;

/** One vehicle's page: the dashboard card's facts plus what only the garage shows. */
export const GarageVehicleSchema = DashboardVehicleSchema.extend({
  plate: z.string().nullable(),
  nextDue: DueItemSchema.nullable(),
  rangeKm: z.number().nullable(),
  /** Plugs in: electric, or a hybrid that reports charging. */
  chargeable: z.boolean(),
});
export type GarageVehicle = z.infer<typeof GarageVehicleSchema>;

export const VehicleInputSchema = z.object({ tokenId: TokenIdSchema });

export const TREND_DAYS = [7, 30, 90] as const;
export const TrendInputSchema = VehicleInputSchema.extend({ days: z.union([z.literal(7), z.literal(30), z.literal(90)]).default(30) });

/** One day of a vehicle's odometer and level history. */
export const TrendPointSchema = z.object({
  /** YYYY-MM-DD (the provider's 24 h bucket, UTC) */
  date: z.string(),
  odometerKm: z.number().nullable(),
  /** km driven since the previous day's reading; null across a gap. */
  distanceKm: z.number().nullable(),
  levelPercent: z.number().nullable(),
  maxSpeedKmh: z.number().nullable(),
});
export type TrendPoint = z.infer<typeof TrendPointSchema>;

export const VehicleTrendSchema = z.object({
  tokenId: z.number().int(),
  days: z.number().int(),
  levelSource: z.enum(['battery', 'fuel']).nullable(),
  points: z.array(TrendPointSchema),
  error: z.string().nullable(),
});
export type VehicleTrend = z.infer<typeof VehicleTrendSchema>;
