import { z } from 'zod';
import { boundedText, IsoDateSchema, ModelYearSchema, MoneySchema, OdometerKmSchema, TEXT_LIMITS, VinInputSchema } from './api/bounds';

/** Stored document type (from the file name or the extracted documentType). */
export const DOCUMENT_TYPES = ['registration', 'insurance', 'receipt', 'manual', 'warranty', 'maintenance'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** What the reader decided the document is. */
export const EXTRACTED_DOCUMENT_TYPES = [
  'car_registration',
  'insurance',
  'service_invoice',
  'oil_change_receipt',
  'maintenance',
] as const;
export type ExtractedDocumentType = (typeof EXTRACTED_DOCUMENT_TYPES)[number];

/**
 * What the document is, finer than its type: a registration card (US state card), certificate (EU, UK V5C) or renewal
 * notice; an inspection report (safety, emissions, MOT, TÜV: it may print a registration date it does not set); an
 * insurance ID card, declarations page or schedule, or renewal notice; a service invoice or an oil-change receipt.
 */
export const DOCUMENT_KINDS = [
  'registration_card', 'registration_certificate', 'registration_renewal', 'inspection_report', 'insurance_card',
  'insurance_declaration', 'insurance_renewal', 'service_invoice', 'oil_change_receipt', 'other',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Another vehicle the same page lists (a policy's other cars): kept for VIN matching, not the document's own. */
export const AdditionalVehicleSchema = z.object({
  vin: z.string().nullable(),
  make: z.string().nullable().optional(),
  model: z.string().nullable().optional(),
  year: z.number().int().nullable().optional(),
  plateNumber: z.string().nullable().optional(),
});
export type AdditionalVehicle = z.infer<typeof AdditionalVehicleSchema>;

/**
 * Fields the reader scores, by their path in processedData. `confidence` (0 to 1) says how sure the reading of each
 * is; `candidates` keeps the other values it found, best first, for the owner to pick from.
 */
export const CONFIDENCE_FIELDS = [
  'documentType', 'vin', 'vehicleInfo.make', 'vehicleInfo.model', 'vehicleInfo.year', 'vehicleInfo.color',
  'vehicleInfo.plateNumber', 'vehicleInfo.ownerName', 'vehicleInfo.ownerAddress', 'registrationInfo.expiryDate',
  'registrationInfo.renewalDate', 'serviceInfo.serviceProvider', 'serviceInfo.serviceDate', 'serviceInfo.mileage',
  'serviceInfo.nextServiceDate', 'serviceInfo.nextServiceMileage', 'serviceInfo.totalCost', 'serviceInfo.services',
  'insuranceInfo.insuranceProvider', 'insuranceInfo.policyNumber', 'insuranceInfo.coverageType',
  'insuranceInfo.effectiveDate', 'insuranceInfo.expirationDate', 'insuranceInfo.premium', 'alertDates.inspectionDue',
  'alertDates.warrantyExpiry',
] as const;
export type ConfidenceField = (typeof CONFIDENCE_FIELDS)[number];
/** Below this confidence a field is worth a look: the UI highlights it and the AI reader is asked about it. */
export const LOW_CONFIDENCE = 0.7;

const FieldEnum = z.enum(CONFIDENCE_FIELDS);
export const FieldCandidateSchema = z.object({
  value: z.union([z.string().max(300), z.number()]),
  confidence: z.number().min(0).max(1),
});
export type FieldCandidate = z.infer<typeof FieldCandidateSchema>;

/**
 * How the reader ordered the document's numeric dates, and why (`cues`: the evidence found on the page). When the
 * evidence could not decide (`decided` false), `ambiguousFields` lists the fields holding a date either order reads
 * (04/02/2027): each is given a low confidence and the other reading as a candidate, for the owner to choose.
 */
export const DateOrderSchema = z.object({
  order: z.enum(['month-first', 'day-first']),
  decided: z.boolean(),
  cues: z.array(z.string().max(80)).max(30),
  ambiguousFields: z.array(FieldEnum).max(CONFIDENCE_FIELDS.length),
});
export type DocumentDateOrder = z.infer<typeof DateOrderSchema>;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const opt = <T extends z.ZodTypeAny>(s: T) => s.nullable().optional();

/** The facts read from one document. Dates are YYYY-MM-DD, amounts and mileages numbers. */
export const ProcessedDataSchema = z.object({
  documentType: z.enum(EXTRACTED_DOCUMENT_TYPES),
  documentKind: z.enum(DOCUMENT_KINDS).optional(),
  /** The other vehicles a multi-vehicle page lists; the document's own vehicle is `vehicleInfo`. */
  additionalVehicles: z.array(AdditionalVehicleSchema).max(10).optional(),
  vin: opt(z.string()),
  vehicleInfo: z
    .object({
      vin: opt(z.string()),
      make: opt(z.string()),
      model: opt(z.string()),
      year: opt(z.number().int()),
      color: opt(z.string()),
      plateNumber: opt(z.string()),
      ownerName: opt(z.string()),
      ownerAddress: opt(z.string()),
    })
    .default({}),
  registrationInfo: z
    .object({ plateNumber: opt(z.string()), expiryDate: opt(date), renewalDate: opt(date) })
    .default({}),
  serviceInfo: z
    .object({
      serviceProvider: opt(z.string()),
      serviceDate: opt(date),
      mileage: opt(z.number()),
      nextServiceDate: opt(date),
      nextServiceMileage: opt(z.number()),
      totalCost: opt(z.number()),
      services: opt(z.array(z.string())),
    })
    .default({}),
  insuranceInfo: z
    .object({
      insuranceProvider: opt(z.string()),
      policyNumber: opt(z.string()),
      coverageType: opt(z.string()),
      effectiveDate: opt(date),
      expirationDate: opt(date),
      premium: opt(z.number()),
    })
    .default({}),
  alertDates: z
    .object({
      registrationExpiry: opt(date),
      insuranceExpiry: opt(date),
      nextService: opt(date),
      inspectionDue: opt(date),
      warrantyExpiry: opt(date),
    })
    .default({}),
  extractedText: z.string().default(''),
  /** Set when only the first pages of a long PDF were read: `read` of its `total` pages. */
  pages: z.object({ read: z.number().int().min(0), total: z.number().int().min(1) }).optional(),
  confidence: z.partialRecord(FieldEnum, z.number().min(0).max(1)).optional(),
  candidates: z.partialRecord(FieldEnum, z.array(FieldCandidateSchema).max(5)).optional(),
  dateOrder: DateOrderSchema.optional(),
});
export type ProcessedData = z.infer<typeof ProcessedDataSchema>;

const VEHICLE_FIELDS: ConfidenceField[] = ['vin', 'vehicleInfo.make', 'vehicleInfo.model', 'vehicleInfo.year'];
const SERVICE_FIELDS: ConfidenceField[] = [
  'serviceInfo.serviceProvider', 'serviceInfo.serviceDate', 'serviceInfo.mileage', 'serviceInfo.totalCost',
  'serviceInfo.services', 'serviceInfo.nextServiceDate', 'serviceInfo.nextServiceMileage',
];
/** The facts a document of each kind usually states. */
export const FIELDS_BY_TYPE: Record<ExtractedDocumentType, ConfidenceField[]> = {
  car_registration: [
    ...VEHICLE_FIELDS, 'vehicleInfo.color', 'vehicleInfo.plateNumber', 'vehicleInfo.ownerName', 'vehicleInfo.ownerAddress',
    'registrationInfo.expiryDate',
  ],
  insurance: [
    ...VEHICLE_FIELDS, 'vehicleInfo.ownerName', 'insuranceInfo.insuranceProvider', 'insuranceInfo.policyNumber',
    'insuranceInfo.effectiveDate', 'insuranceInfo.expirationDate',
  ],
  service_invoice: [...VEHICLE_FIELDS, ...SERVICE_FIELDS.slice(0, 5)],
  oil_change_receipt: [...VEHICLE_FIELDS, ...SERVICE_FIELDS],
  maintenance: ['documentType', ...VEHICLE_FIELDS, ...SERVICE_FIELDS.slice(0, 5)],
};

/** The usual facts of the document's kind that were not read, or read with a confidence below `threshold`. */
export function listUncertainFields(data: ProcessedData, threshold = LOW_CONFIDENCE): ConfidenceField[] {
  return FIELDS_BY_TYPE[data.documentType].filter((field) => (data.confidence?.[field] ?? 0) < threshold);
}

const label = () => opt(boundedText(TEXT_LIMITS.label));
const day = () => opt(IsoDateSchema);

/**
 * The facts as the owner corrects them (documents.update): the same shape, held to what the database and the domain
 * take (real dates, 32-bit mileages, numeric(12,2) amounts, bounded text). The extracted text is kept from the
 * reading; what the browser sends back for it is ignored.
 */
export const ProcessedDataInputSchema = z.object({
  documentType: z.enum(EXTRACTED_DOCUMENT_TYPES),
  vin: opt(VinInputSchema),
  vehicleInfo: z
    .object({
      vin: opt(VinInputSchema),
      make: label(),
      model: label(),
      year: opt(ModelYearSchema),
      color: label(),
      plateNumber: label(),
      ownerName: label(),
      ownerAddress: label(),
    })
    .default({}),
  registrationInfo: z.object({ plateNumber: label(), expiryDate: day(), renewalDate: day() }).default({}),
  serviceInfo: z
    .object({
      serviceProvider: label(),
      serviceDate: day(),
      mileage: opt(OdometerKmSchema),
      nextServiceDate: day(),
      nextServiceMileage: opt(OdometerKmSchema),
      totalCost: opt(MoneySchema),
      services: opt(z.array(boundedText(TEXT_LIMITS.label)).max(100)),
    })
    .default({}),
  insuranceInfo: z
    .object({
      insuranceProvider: label(),
      policyNumber: label(),
      coverageType: label(),
      effectiveDate: day(),
      expirationDate: day(),
      premium: opt(MoneySchema),
    })
    .default({}),
  alertDates: z
    .object({ registrationExpiry: day(), insuranceExpiry: day(), nextService: day(), inspectionDue: day(), warrantyExpiry: day() })
    .default({}),
  extractedText: boundedText(TEXT_LIMITS.body).default(''),
});
