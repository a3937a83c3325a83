import { z } from 'zod';
import { TokenIdSchema } from './service-log';
import { TroubleCodeSchema, VehicleTypeSchema } from './vehicles';

/** Insights look back this many weeks (distance, time driven, consumption, cost per km). */
export const INSIGHTS_WEEKS = 12;
/** Trouble codes and health history look back this many days. */
export const INSIGHTS_HISTORY_DAYS = 90;

export const InsightsInputSchema = z.object({ tokenId: TokenIdSchema.optional() });
export type InsightsInput = z.input<typeof InsightsInputSchema>;

export const InsightsWeekSchema = z.object({
  /** YYYY-MM-DD, the week's first day */
  start: z.string(),
  distanceKm: z.number().nullable(),
  drivingMinutes: z.number().nullable(),
});

export const InsightsVehicleSchema = z.object({
  tokenId: z.number().int(),
  name: z.string(),
  type: VehicleTypeSchema,
  distanceKm: z.number().nullable(),
  drivingMinutes: z.number().nullable(),
  /** Service log spend dated in the window */
  spend: z.number(),
  costPerKm: z.number().nullable(),
  litresPer100Km: z.number().nullable(),
  kwhPer100Km: z.number().nullable(),
  healthScore: z.number().nullable(),
  /** Why some of its history is missing (the provider did not answer) */
  error: z.string().nullable(),
});
export type InsightsVehicle = z.infer<typeof InsightsVehicleSchema>;

export const InsightsSchema = z.object({
  scope: z.enum(['fleet', 'vehicle']),
  tokenId: z.number().int().nullable(),
  /** YYYY-MM-DD: the window of weeks */
  from: z.string(),
  to: z.string(),
  choices: z.array(z.object({ tokenId: z.number().int(), name: z.string() })),
  weeks: z.array(InsightsWeekSchema),
  /** Spend per calendar month over the last 12 months, oldest first (YYYY-MM) */
  months: z.array(z.object({ month: z.string(), spend: z.number() })),
  totals: z.object({
    distanceKm: z.number().nullable(),
    drivingMinutes: z.number().nullable(),
    spend: z.number(),
    costPerKm: z.number().nullable(),
    fuelLitres: z.number().nullable(),
    litresPer100Km: z.number().nullable(),
    energyKwh: z.number().nullable(),
    kwhPer100Km: z.number().nullable(),
  }),
  troubleCodes: z.array(
    TroubleCodeSchema.extend({ vehicles: z.array(z.string()), firstSeen: z.string(), lastSeen: z.string(), days: z.number().int() }),
  ),
  /** Health score per day from the day's averaged signals (fleet: the average of the vehicles) */
  health: z.array(z.object({ date: z.string(), score: z.number() })),
  vehicles: z.array(InsightsVehicleSchema),
});
export type Insights = z.infer<typeof InsightsSchema>;
