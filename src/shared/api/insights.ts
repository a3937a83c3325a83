import { z } from 'zod';
import { AmountSchema } from '../currency';
import { PERIOD_NAMES, SpendSummarySchema } from './facts';
import { TokenIdSchema } from './service-log';
import { HealthCapSchema, TroubleCodeSchema, VehicleTypeSchema } from './vehicles';

/** Insights look back this many weeks (distance, time driven, consumption, cost per km). */
export const INSIGHTS_WEEKS = 12;
/** Trouble codes and health history look back this many days. */
export const INSIGHTS_HISTORY_DAYS = 90;

/** The periods Insights counts money over (the service log's Spending card offers the same). */
export const INSIGHTS_SPEND_PERIODS = ['this-month', 'this-year', 'last-365-days', 'all-time'] as const satisfies readonly (typeof PERIOD_NAMES)[number][];

export const InsightsInputSchema = z.object({ tokenId: TokenIdSchema.optional(), period: z.enum(INSIGHTS_SPEND_PERIODS).default('this-year') });
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
  /** service and repair (with tyres) in the spend period, one amount per currency (the facts' spend) */
  service: z.array(AmountSchema),
  /** service spend per km driven in the same period, or why there is none */
  costPerKm: z.array(AmountSchema).nullable(),
  costPerKmMissing: SpendSummarySchema.shape.costPerKmMissing,
  /** the km that cost is over: the odometer over the spend period (the facts' spend), not the weeks' distance beside it */
  costDistanceKm: z.number().nullable(),
  litresPer100Km: z.number().nullable(),
  kwhPer100Km: z.number().nullable(),
  healthScore: z.number().nullable(),
  /** why the score is held down (the worst stored trouble code), as on the dashboard */
  healthCap: HealthCapSchema.nullable(),
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
  /** What was spent in the named period (the facts' spend: the same figures as the service log and the dashboard) */
  spend: SpendSummarySchema,
  /** The currency the monthly chart is drawn in: the one most of the last 12 months' service spend is in */
  currency: z.string(),
  /** Service and repair (with tyres) per calendar month over the last 12 months, oldest first (YYYY-MM): in `currency`, other currencies listed */
  months: z.array(z.object({ month: z.string(), spend: z.number(), other: z.array(AmountSchema) })),
  totals: z.object({
    distanceKm: z.number().nullable(),
    drivingMinutes: z.number().nullable(),
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
