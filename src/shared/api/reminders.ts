import { z } from 'zod';
import { isValidIsoDate } from '../format-date';
import { REMINDER_KINDS, REMINDER_SOURCES, REMINDER_STATES } from '../reminders';

export const ReminderKindSchema = z.enum(REMINDER_KINDS);
export const ReminderStateSchema = z.enum(REMINDER_STATES);
export const ReminderSourceSchema = z.enum(REMINDER_SOURCES);

/** A calendar day, "YYYY-MM-DD", that exists. */
export const IsoDaySchema = z.string().refine((d) => isValidIsoDate(d), 'must be a date (YYYY-MM-DD)');
/** Odometer distances in km (the service log's bound; far inside the database's 32-bit integers). */
export const OdometerKmSchema = z.number().int().min(0).max(2_000_000);

/** One reminder as the app shows it: stored facts plus what the live odometer says now. */
export const ReminderViewSchema = z.object({
  id: z.string(),
  vehicleId: z.string(),
  tokenId: z.number().int(),
  vehicleName: z.string(),
  kind: ReminderKindSchema,
  title: z.string().nullable(),
  /** "Oil change", or the owner's title of a custom reminder. */
  label: z.string(),
  /** SPEC's sentence: "Registration expires on 2026-03-15", "Service due at 45,000 km". */
  message: z.string(),
  /** When, in words: "Mar 15, 2026 (in 12 days) · at 45,000 km (in 850 km), in about 6 days (at 1,150 km/week)". */
  dueText: z.string(),
  dueDate: z.string().nullable(),
  dueOdometerKm: z.number().nullable(),
  source: ReminderSourceSchema,
  documentId: z.string().nullable(),
  state: ReminderStateSchema,
  snoozedUntil: z.string().nullable(),
  intervalKm: z.number().nullable(),
  intervalMonths: z.number().nullable(),
  /** What completing it repeats by unless the owner says otherwise: its own interval, else the maker's usual one for the car (km, months). */
  repeat: z.object({ km: z.number().nullable(), months: z.number().nullable() }),
  /** The live odometer the state was measured against (km), when the car reported one. */
  odometerKm: z.number().nullable(),
  kmLeft: z.number().nullable(),
  daysLeft: z.number().nullable(),
  predictedDate: z.string().nullable(),
  kmPerWeek: z.number().nullable(),
  /** "in about 23 days (at 1,150 km/week)" */
  predictionText: z.string().nullable(),
  isServiceKind: z.boolean(),
  completedAt: z.string().nullable(),
  maintenanceRecord: z.object({ id: z.string(), date: z.string().nullable(), mileage: z.number().nullable(), cost: z.number().nullable() }).nullable(),
});
export type ReminderView = z.infer<typeof ReminderViewSchema>;

const TitleSchema = z.string().trim().min(1).max(120);
const IntervalKmSchema = z.number().int().min(100).max(1_000_000);
const IntervalMonthsSchema = z.number().int().min(1).max(120);

export const CreateReminderInputSchema = z
  .object({
    vehicleId: z.uuid(),
    kind: ReminderKindSchema,
    title: TitleSchema.nullable().optional(),
    dueDate: IsoDaySchema.nullable().optional(),
    dueOdometerKm: OdometerKmSchema.nullable().optional(),
    intervalKm: IntervalKmSchema.nullable().optional(),
    intervalMonths: IntervalMonthsSchema.nullable().optional(),
  })
  .refine((r) => r.dueDate || r.dueOdometerKm != null, { message: 'Give a due date, a due odometer, or both.', path: ['dueDate'] })
  .refine((r) => r.kind !== 'custom' || Boolean(r.title), { message: 'A custom reminder needs a title.', path: ['title'] });
export type CreateReminderInput = z.infer<typeof CreateReminderInputSchema>;

export const UpdateReminderInputSchema = z.object({
  id: z.uuid(),
  title: TitleSchema.nullable().optional(),
  dueDate: IsoDaySchema.nullable().optional(),
  dueOdometerKm: OdometerKmSchema.nullable().optional(),
  intervalKm: IntervalKmSchema.nullable().optional(),
  intervalMonths: IntervalMonthsSchema.nullable().optional(),
});
export type UpdateReminderInput = z.infer<typeof UpdateReminderInputSchema>;

export const CompleteReminderInputSchema = z.object({
  id: z.uuid(),
  /** The day the work was done; today when omitted. */
  date: IsoDaySchema.optional(),
  /** The odometer at completion; the live odometer when omitted. */
  odometerKm: OdometerKmSchema.nullable().optional(),
  cost: z.number().min(0).max(1_000_000_000).nullable().optional(),
  notes: z.string().trim().max(500).nullable().optional(),
  /** Overrides the reminder's interval for the next one (null: do not repeat). */
  intervalKm: IntervalKmSchema.nullable().optional(),
  intervalMonths: IntervalMonthsSchema.nullable().optional(),
});
export type CompleteReminderInput = z.infer<typeof CompleteReminderInputSchema>;

export const CompleteReminderResultSchema = z.object({
  reminder: ReminderViewSchema,
  next: ReminderViewSchema.nullable(),
  maintenanceRecordId: z.string().nullable(),
});
export type CompleteReminderResult = z.infer<typeof CompleteReminderResultSchema>;

export const SnoozeReminderInputSchema = z.object({ id: z.uuid(), until: IsoDaySchema });

export const ReminderListInputSchema = z
  .object({
    vehicleId: z.uuid().optional(),
    /** Include done and dismissed reminders (the history). */
    includeClosed: z.boolean().optional(),
  })
  .optional();
