import { z } from 'zod';
import { CurrencySchema } from '../currency';
import { IsoDateSchema, MoneySchema, OdometerKmSchema } from './bounds';

// The shared input bounds (token ids, dates, money, odometer) live in ./bounds; re-exported for the service log's users.
export { IsoDateSchema, MoneySchema, OdometerKmSchema, TokenIdSchema } from './bounds';

/** What a service record is about. Fuel-ups (e.g. imported from Fuelly) are kept apart from maintenance as `fuel`. */
export const SERVICE_KINDS = ['oil_change', 'tires', 'brakes', 'battery', 'inspection', 'repair', 'fuel', 'other'] as const;
export const ServiceKindSchema = z.enum(SERVICE_KINDS);
export type ServiceKind = z.infer<typeof ServiceKindSchema>;

export const SERVICE_KIND_LABELS: Record<ServiceKind, string> = {
  oil_change: 'Oil change',
  tires: 'Tires',
  brakes: 'Brakes',
  battery: 'Battery',
  inspection: 'Inspection',
  repair: 'Repair',
  fuel: 'Fuel',
  other: 'Other',
};

export const ServiceSourceSchema = z.enum(['manual', 'import', 'reminder', 'document']);
export type ServiceSource = z.infer<typeof ServiceSourceSchema>;

export const SERVICE_TEXT_LIMITS = { description: 500, shop: 200, notes: 2000 } as const;

const optionalText = (max: number) =>
  z
    .string()
    .max(max, `At most ${max} characters.`)
    .transform((s) => s.trim() || null)
    .nullable()
    .optional();

/** What the owner enters for a record (add and edit). `totalCost` counts only when neither parts nor labour is given. */
export const ServiceRecordInputSchema = z.object({
  date: IsoDateSchema,
  odometerKm: OdometerKmSchema.nullable().optional(),
  kind: ServiceKindSchema,
  description: optionalText(SERVICE_TEXT_LIMITS.description),
  partsCost: MoneySchema.nullable().optional(),
  laborCost: MoneySchema.nullable().optional(),
  totalCost: MoneySchema.nullable().optional(),
  /** ISO 4217 code of the amounts; null or left out when unknown. */
  currency: CurrencySchema.nullable().optional(),
  shop: optionalText(SERVICE_TEXT_LIMITS.shop),
  notes: optionalText(SERVICE_TEXT_LIMITS.notes),
  /** One of the owner's uploaded documents (an invoice), or null. */
  attachedDocumentId: z.uuid().nullable().optional(),
});
export type ServiceRecordInput = z.input<typeof ServiceRecordInputSchema>;
export type ServiceRecordValues = z.output<typeof ServiceRecordInputSchema>;

const DocumentLinkSchema = z.object({ id: z.string(), originalName: z.string() });

export const ServiceRecordSchema = z.object({
  id: z.string(),
  tokenId: z.number().int(),
  vehicleName: z.string(),
  /** YYYY-MM-DD; null only for invoices read without a date. */
  date: z.string().nullable(),
  odometerKm: z.number().nullable(),
  kind: ServiceKindSchema,
  description: z.string().nullable(),
  partsCost: z.number().nullable(),
  laborCost: z.number().nullable(),
  totalCost: z.number().nullable(),
  /** ISO 4217 code of the amounts ("EUR"); null when unknown (the owner's currency). */
  currency: z.string().nullable(),
  shop: z.string().nullable(),
  notes: z.string().nullable(),
  /** The invoice the record was read from: corrections of that document update the record. */
  document: DocumentLinkSchema.nullable(),
  /** A document the owner attached by hand. */
  attachment: DocumentLinkSchema.nullable(),
  source: ServiceSourceSchema,
  nextDue: z.string().nullable(),
  nextDueOdometerKm: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceRecord = z.infer<typeof ServiceRecordSchema>;

/** Limits of a CSV import (the file travels inside a 1 MiB JSON request): bigger files are refused whole. */
export const CSV_IMPORT_LIMITS = { maxBytes: 400_000, maxRows: 5_000 } as const;

export const CsvFormatSchema = z.enum(['auto', 'lubelogger', 'fuelly', 'drivewise']);
export type CsvFormat = z.infer<typeof CsvFormatSchema>;

export const CsvImportOptionsSchema = z.object({
  csv: z.string().min(1, 'The file is empty.').max(CSV_IMPORT_LIMITS.maxBytes, 'The file is larger than 400 KB; split it and import each part.'),
  format: CsvFormatSchema.default('auto'),
  /** The file's distance unit; by default the one the format names, else the owner's setting. */
  distanceUnit: z.enum(['km', 'mi']).optional(),
  /** How to read dates like 03/04/2024; by default guessed from the file (US order unless a day is above 12). */
  dateOrder: z.enum(['mdy', 'dmy']).optional(),
});
export type CsvImportOptions = z.input<typeof CsvImportOptionsSchema>;

/** One row of a CSV file as it would be saved. */
export const CsvImportRecordSchema = ServiceRecordSchema.pick({
  odometerKm: true,
  kind: true,
  description: true,
  partsCost: true,
  laborCost: true,
  totalCost: true,
  currency: true,
  shop: true,
  notes: true,
}).extend({ date: z.string() });
export type CsvImportRecord = z.infer<typeof CsvImportRecordSchema>;

export const CsvImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  /** What would be saved; null when the row has errors. */
  record: CsvImportRecordSchema.nullable(),
  errors: z.array(z.string()),
  /** Already in the log (same date, odometer, kind and cost): skipped on import. */
  duplicate: z.boolean(),
});

export const CsvImportPreviewSchema = z.object({
  format: z.enum(['lubelogger', 'fuelly', 'drivewise']),
  distanceUnit: z.enum(['km', 'mi']),
  dateOrder: z.enum(['mdy', 'dmy', 'iso']),
  /** Source column -> the field it fills (or null when ignored). */
  columns: z.array(z.object({ source: z.string(), field: z.string().nullable() })),
  rows: z.array(CsvImportRowSchema),
  validCount: z.number().int(),
  errorCount: z.number().int(),
  duplicateCount: z.number().int(),
});
export type CsvImportPreview = z.infer<typeof CsvImportPreviewSchema>;
export type CsvImportRow = z.infer<typeof CsvImportRowSchema>;

export const CsvImportResultSchema = z.object({ imported: z.number().int(), skippedDuplicates: z.number().int() });
export type CsvImportResult = z.infer<typeof CsvImportResultSchema>;
