import { z } from 'zod';
import { ProcessedDataSchema, type ConfidenceField, type FieldCandidate, type ProcessedData } from '../../../shared/documents';
import { isValidVin, normalizeVin } from '../../../shared/vin';

const SECTIONS = ['vehicleInfo', 'registrationInfo', 'serviceInfo', 'insuranceInfo', 'alertDates'] as const;
type Section = (typeof SECTIONS)[number];

/** Confidence given to a field the AI reader filled or corrected: it passed the schema, but nothing cross-checked it. */
export const AI_FIELD_CONFIDENCE = 0.75;

function sectionSchema(section: Section): z.ZodObject<z.ZodRawShape> {
  const outer = ProcessedDataSchema.shape[section] as unknown as z.ZodDefault<z.ZodObject<z.ZodRawShape>>;
  return outer.unwrap();
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function isPresent(value: unknown): boolean {
  return value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0) && value !== '';
}

/** The LLM's VIN only when it passes the check digit. */
function acceptVin(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const vin = normalizeVin(value);
  return isValidVin(vin) ? vin : null;
}

/**
 * Merges an LLM's answer into the locally parsed data, field by field. LLM values fill gaps only when they pass the
 * field's schema (an LLM VIN must pass the check digit). Local values win where present, except for the fields the
 * LLM was asked about (`uncertain`): there a valid answer replaces the local reading, which stays as a candidate.
 */
export function mergeLlmAnswer(local: ProcessedData, answer: unknown, uncertain: readonly ConfidenceField[] = []): ProcessedData {
  const llm = asRecord(answer);
  const merged: ProcessedData = structuredClone(local);
  const confidence = { ...merged.confidence };
  const candidates = { ...merged.candidates };
  const asked = new Set<string>(uncertain);
  for (const section of SECTIONS) {
    const schema = sectionSchema(section);
    const theirs = asRecord(llm[section]);
    const ours = merged[section] as Record<string, unknown>;
    for (const [key, fieldSchema] of Object.entries(schema.shape)) {
      const path = `${section}.${key}` as ConfidenceField;
      const replaceable = asked.has(path);
      if ((isPresent(ours[key]) && !replaceable) || !isPresent(theirs[key])) continue;
      const value = key === 'vin' ? acceptVin(theirs[key]) : (fieldSchema as z.ZodTypeAny).safeParse(theirs[key]).data;
      if (!isPresent(value) || JSON.stringify(value) === JSON.stringify(ours[key])) continue;
      const previous = ours[key];
      ours[key] = value;
      if (replaceable || path in confidence) confidence[path] = AI_FIELD_CONFIDENCE;
      if (isPresent(previous) && (typeof previous === 'string' || typeof previous === 'number')) {
        const kept: FieldCandidate = { value: previous, confidence: local.confidence?.[path] ?? 0 };
        candidates[path] = [kept, ...(candidates[path] ?? [])].slice(0, 5);
      }
    }
  }
  if (!merged.vin) merged.vin = acceptVin(llm.vin) ?? merged.vehicleInfo.vin ?? null;
  if (merged.vin && !merged.vehicleInfo.vin) merged.vehicleInfo.vin = merged.vin;
  if (merged.vin && !local.vin) confidence.vin = AI_FIELD_CONFIDENCE;
  // The plate and the expiry are read once and shown in two places.
  if (merged.vehicleInfo.plateNumber && merged.vehicleInfo.plateNumber !== local.vehicleInfo.plateNumber) {
    merged.registrationInfo.plateNumber = merged.vehicleInfo.plateNumber;
  }
  if (merged.registrationInfo.expiryDate !== local.registrationInfo.expiryDate) merged.alertDates.registrationExpiry = merged.registrationInfo.expiryDate;
  if (merged.insuranceInfo.expirationDate !== local.insuranceInfo.expirationDate) merged.alertDates.insuranceExpiry = merged.insuranceInfo.expirationDate;
  if (merged.serviceInfo.nextServiceDate !== local.serviceInfo.nextServiceDate) merged.alertDates.nextService = merged.serviceInfo.nextServiceDate;
  const type = ProcessedDataSchema.shape.documentType.safeParse(llm.documentType);
  if (local.documentType === 'maintenance' && type.success) {
    merged.documentType = type.data;
    if (type.data !== 'maintenance') confidence.documentType = AI_FIELD_CONFIDENCE;
  }
  return ProcessedDataSchema.parse({
    ...merged,
    ...(Object.keys(confidence).length ? { confidence } : {}),
    ...(Object.keys(candidates).length ? { candidates } : {}),
  });
}
