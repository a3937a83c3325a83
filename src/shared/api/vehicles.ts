import { z } from 'zod';
import { ReportingSchema, SignalCoverageSchema } from '../signal-coverage';
import { DailySignalsSchema, LatestSignalsSchema } from '../telemetry';
import { DueItemSchema, SpendSummarySchema } from './facts';
import { isValidTimeZone } from '../time-zone';

export const VehicleTypeSchema = z.enum(['gas', 'electric', 'hybrid']);
export const VehicleStatusSchema = z.enum(['optimal', 'attention', 'service']);

export const TroubleCodeSchema = z.object({
  code: z.string(),
  meaning: z.string(),
  severity: z.enum(['low', 'medium', 'high', 'critical']),
  system: z.string(),
  known: z.boolean(),
});
export type TroubleCode = z.infer<typeof TroubleCodeSchema>;

export const VehicleAlertSchema = z.object({
  id: z.string(),
  alertType: z.string(),
  alertDate: z.string(),
  alertMessage: z.string(),
});

export const VehicleDocumentSummarySchema = z.object({
  id: z.string(),
  originalName: z.string(),
  type: z.string(),
  status: z.enum(['uploading', 'processing', 'completed', 'error']),
  uploadedAt: z.string(),
});

/** One card of the dashboard: what the provider says now, computed on the server. */
/** Why a health score is held down: the worst stored trouble code (shared/health-cap.ts). */
export const HealthCapSchema = z.object({ code: z.string(), severity: TroubleCodeSchema.shape.severity, meaning: z.string(), max: z.number() });

export const DashboardVehicleSchema = z.object({
  id: z.string(),
  tokenId: z.number().int(),
  name: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  vin: z.string().nullable(),
  type: VehicleTypeSchema,
  isDemo: z.boolean(),
  healthScore: z.number(),
  status: VehicleStatusSchema,
  /** The worst stored trouble code when it holds the score down (critical: at most 40, high: at most 65). */
  healthCap: HealthCapSchema.nullable(),
  /** Battery (electric) or fuel level in percent; null when the car doesn't report it. */
  level: z.object({ percent: z.number().nullable(), source: z.enum(['battery', 'fuel']).nullable() }),
  odometerKm: z.number().nullable(),
  latest: LatestSignalsSchema.nullable(),
  troubleCodes: z.array(TroubleCodeSchema),
  /** What the car's connection reports (null when unknown: demo, or the provider did not say). */
  coverage: SignalCoverageSchema.nullable(),
  /** Whether trouble codes and location are reported: an empty list on a car that cannot report codes is not "none". */
  reporting: ReportingSchema,
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  lastSeen: z.string().nullable(),
  /** Why telemetry is missing (provider error), or null when it loaded. */
  telemetryError: z.string().nullable(),
  /** the newest few of the vehicle's documents (documentCount in all) */
  documents: z.array(VehicleDocumentSummarySchema),
  documentCount: z.number().int(),
  /** Open dated reminders (SPEC's alerts), overdue ones included, soonest first. */
  alerts: z.array(VehicleAlertSchema),
  /** The most pressing open reminder (overdue first), or null. */
  /** the most urgent item due on the vehicle (vehicle-facts), not snoozed */
  nextDue: DueItemSchema.nullable(),
});
export type DashboardVehicle = z.infer<typeof DashboardVehicleSchema>;

export const DashboardSchema = z.object({
  vehicles: z.array(DashboardVehicleSchema),
  demo: z.boolean(),
  fetchedAt: z.string(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const VehicleHistorySchema = z.object({
  tokenId: z.number().int(),
  days: z.array(DailySignalsSchema),
  error: z.string().nullable(),
});
export type VehicleHistory = z.infer<typeof VehicleHistorySchema>;

/** "Latest AI Analysis Results": the tiles and suggestion chips of one vehicle. */
export const VehicleAnalysisSchema = z.object({
  tokenId: z.number().int(),
  healthScore: z.number(),
  readinessScore: z.number(),
  isReady: z.boolean(),
  /** what was spent on the car this year (the facts' spend, as the service log's Spending card) */
  spend: SpendSummarySchema,
  summary: z.string(),
  followUpSuggestions: z.array(z.string()),
  analyzedAt: z.string(),
});
export type VehicleAnalysis = z.infer<typeof VehicleAnalysisSchema>;

export const UserSettingsSchema = z.object({
  distanceUnit: z.enum(['km', 'mi']),
  theme: z.enum(['light', 'dark', 'system']),
  /** the IANA zone the owner's days are counted in; null until the browser reports one or the owner picks it */
  timeZone: z.string().refine(isValidTimeZone, 'Unknown time zone. Pick one from the list, like Europe/Paris.').nullable(),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;
