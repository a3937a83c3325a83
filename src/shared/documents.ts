import { z } from 'zod';

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

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const opt = <T extends z.ZodTypeAny>(s: T) => s.nullable().optional();

/** The facts read from one document. Dates are YYYY-MM-DD, amounts and mileages numbers. */
export const ProcessedDataSchema = z.object({
  documentType: z.enum(EXTRACTED_DOCUMENT_TYPES),
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
});
export type ProcessedData = z.infer<typeof ProcessedDataSchema>;
