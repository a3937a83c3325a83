import { z } from 'zod';
import { ProcessedDataSchema, type ProcessedData } from '../../../shared/documents';
import { isValidVin, normalizeVin } from '../../../shared/vin';

const SECTIONS = ['vehicleInfo', 'registrationInfo', 'serviceInfo', 'insuranceInfo', 'alertDates'] as const;
type Section = (typeof SECTIONS)[number];

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
 * Merges an LLM's answer into the locally parsed data, field by field. Local values win where present;
 * LLM values fill gaps only when they pass the field's schema; an LLM VIN must pass the check digit.
 */
export function mergeLlmAnswer(local: ProcessedData, answer: unknown): ProcessedData {
  const llm = asRecord(answer);
  const merged: ProcessedData = structuredClone(local);
  for (const section of SECTIONS) {
    const schema = sectionSchema(section);
    const theirs = asRecord(llm[section]);
    const ours = merged[section] as Record<string, unknown>;
    for (const [key, fieldSchema] of Object.entries(schema.shape)) {
      if (isPresent(ours[key]) || !isPresent(theirs[key])) continue;
      if (key === 'vin') {
        const vin = acceptVin(theirs[key]);
        if (vin) ours[key] = vin;
        continue;
      }
      const parsed = (fieldSchema as z.ZodTypeAny).safeParse(theirs[key]);
      if (parsed.success && isPresent(parsed.data)) ours[key] = parsed.data;
    }
  }
  if (!merged.vin) merged.vin = acceptVin(llm.vin) ?? merged.vehicleInfo.vin ?? null;
  if (merged.vin && !merged.vehicleInfo.vin) merged.vehicleInfo.vin = merged.vin;
  const type = ProcessedDataSchema.shape.documentType.safeParse(llm.documentType);
  if (local.documentType === 'maintenance' && type.success) merged.documentType = type.data;
  return ProcessedDataSchema.parse(merged);
}
