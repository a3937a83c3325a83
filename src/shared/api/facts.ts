import { z } from 'zod';
import { AmountSchema } from '../currency';
import { REMINDER_KINDS, REMINDER_STATES } from '../reminders';

/** Where a fact comes from (see server/domain/vehicle-facts/sources.ts). */
export const FactSourceSchema = z.object({
  kind: z.enum(['signal', 'document', 'record', 'reminder', 'owner']),
  id: z.string(),
  name: z.string(),
  documentKind: z.string().optional(),
  observedAt: z.string().nullable(),
});
export type FactSourceView = z.infer<typeof FactSourceSchema>;

export const DUE_URGENCIES = ['overdue', 'due_soon', 'upcoming', 'snoozed', 'waiting'] as const;
export type DueUrgency = (typeof DUE_URGENCIES)[number];

/** What is due: a reminder's kind, the car's own scheduled service, or a visit to the workshop for trouble codes. */
export const DUE_KINDS = [...REMINDER_KINDS, 'car_service', 'workshop'] as const;
export type DueKind = (typeof DUE_KINDS)[number];

export const DUE_KIND_LABELS: Record<DueKind, string> = {
  registration_expiry: 'Registration renewal',
  insurance_expiry: 'Insurance renewal',
  service_due: 'Scheduled service',
  inspection_due: 'Inspection',
  warranty_expiry: 'Warranty ends',
  oil_change: 'Oil change',
  tire_rotation: 'Tire rotation',
  brake_service: 'Brake service',
  brake_fluid: 'Brake fluid',
  cabin_filter: 'Cabin air filter',
  coolant: 'Coolant',
  battery_12v: '12 V battery check',
  hv_battery_check: 'High-voltage battery check',
  custom: 'Reminder',
  car_service: 'Scheduled service',
  workshop: 'Workshop visit',
};

export const DocumentConflictSchema = z.object({
  /** the value the other document states: a date (YYYY-MM-DD) or a plate */
  value: z.string(),
  source: FactSourceSchema,
});
export type DocumentConflictView = z.infer<typeof DocumentConflictSchema>;

export const DueItemSchema = z.object({
  key: z.string(),
  vehicleId: z.string(),
  tokenId: z.number().int(),
  vehicleName: z.string(),
  kind: z.enum(DUE_KINDS),
  /** the plain label ("Scheduled service"), or the owner's title */
  label: z.string(),
  dueDate: z.string().nullable(),
  dueOdometerKm: z.number().nullable(),
  kmLeft: z.number().nullable(),
  daysLeft: z.number().nullable(),
  predictedDate: z.string().nullable(),
  urgency: z.enum(DUE_URGENCIES),
  /** inside the owner's heads-up window (or past due): what "Due now" lists */
  dueNow: z.boolean(),
  sources: z.array(FactSourceSchema),
  /** documents that state another date for the same thing */
  conflicts: z.array(DocumentConflictSchema),
  /** the reminder behind the item, for its actions (complete, snooze, dismiss) */
  reminderId: z.string().nullable(),
  reminderState: z.enum(REMINDER_STATES).nullable(),
  /** the service was recorded; the car still counts down until its service counter is reset */
  waitingFor: z.enum(['service_counter_reset']).nullable(),
  troubleCodes: z.array(z.object({ code: z.string(), severity: z.string(), meaning: z.string() })),
});
export type DueItem = z.infer<typeof DueItemSchema>;

export const SPEND_CATEGORIES = ['service', 'tyres', 'insurance', 'fees', 'energy', 'other'] as const;
export type SpendCategory = (typeof SPEND_CATEGORIES)[number];
export const SPEND_CATEGORY_LABELS: Record<SpendCategory, string> = {
  service: 'Service and repair',
  tyres: 'Tires',
  insurance: 'Insurance',
  fees: 'Registration, taxes and fees',
  energy: 'Fuel and charging',
  other: 'Other',
};
/** What "service spend" counts: work on the car, never insurance, fees or fuel. */
export const SERVICE_SPEND_CATEGORIES: readonly SpendCategory[] = ['service', 'tyres'];

/** The periods every total and driving figure is counted over, in the owner's calendar (vehicle-facts/periods.ts). */
export const PERIOD_NAMES = ['today', 'yesterday', 'this-week', 'last-7-days', 'this-month', 'last-30-days', 'last-90-days', 'this-year', 'last-365-days', 'all-time'] as const;
export type PeriodName = (typeof PERIOD_NAMES)[number];

export const PeriodSchema = z.object({
  name: z.string(),
  /** YYYY-MM-DD, null for all time */
  from: z.string().nullable(),
  to: z.string(),
  timeZone: z.string(),
});
export type PeriodView = z.infer<typeof PeriodSchema>;

export const SpendSummarySchema = z.object({
  period: PeriodSchema,
  /** everything spent on the car, one amount per currency (currencies are never added together) */
  total: z.array(AmountSchema),
  /** service and repair plus tyres */
  service: z.array(AmountSchema),
  byCategory: z.array(z.object({ category: z.enum(SPEND_CATEGORIES), total: z.array(AmountSchema), count: z.number().int() })),
  /** items counted in the period */
  count: z.number().int(),
  serviceCount: z.number().int(),
  /** km driven in the period, from the car's odometer; null when it is not known */
  distanceKm: z.number().nullable(),
  /** service spend per km driven in the same period; null with the reason */
  costPerKm: z.array(AmountSchema).nullable(),
  costPerKmMissing: z.enum(['no-distance', 'not-enough-distance', 'no-spend']).nullable(),
});
export type SpendSummary = z.infer<typeof SpendSummarySchema>;

export const SpendItemSchema = z.object({
  date: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  category: z.enum(SPEND_CATEGORIES),
  what: z.string(),
  source: FactSourceSchema,
});
export type SpendItemView = z.infer<typeof SpendItemSchema>;

export const DOCUMENT_FACT_KEYS = ['registrationExpiry', 'insuranceStart', 'insuranceExpiry', 'inspectionDue', 'warrantyExpiry', 'nextService', 'plate'] as const;
export type DocumentFactKeyView = (typeof DOCUMENT_FACT_KEYS)[number];
export const DOCUMENT_FACT_LABELS: Record<DocumentFactKeyView, string> = {
  registrationExpiry: 'Registration expires',
  insuranceStart: 'Insurance starts',
  insuranceExpiry: 'Insurance expires',
  inspectionDue: 'Inspection due',
  warrantyExpiry: 'Warranty ends',
  nextService: 'Next service',
  plate: 'Plate',
};

const DocumentFactValueSchema = z.union([z.string(), z.object({ date: z.string().nullable(), km: z.number().nullable() })]);

export const DocumentFactSchema = z.object({
  fact: z.enum(DOCUMENT_FACT_KEYS),
  value: DocumentFactValueSchema,
  source: FactSourceSchema,
  chosenBy: z.enum(['authority', 'owner']),
  conflicts: z.array(z.object({ value: DocumentFactValueSchema, source: FactSourceSchema })),
});
export type DocumentFactView = z.infer<typeof DocumentFactSchema>;

export const VehicleDocumentFactsSchema = z.object({ facts: z.array(DocumentFactSchema), conflicts: z.array(DocumentFactSchema) });
export type VehicleDocumentFacts = z.infer<typeof VehicleDocumentFactsSchema>;

/** The document fact a dated due item comes from, for settling a conflict from the item. */
export const FACT_OF_DUE_KIND: Partial<Record<DueKind, DocumentFactKeyView>> = {
  registration_expiry: 'registrationExpiry',
  insurance_expiry: 'insuranceExpiry',
  inspection_due: 'inspectionDue',
  warranty_expiry: 'warrantyExpiry',
  service_due: 'nextService',
};
