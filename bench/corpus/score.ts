import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProcessedData } from '../../src/shared/documents';

export type ExpectedValue = string | number | string[];
/** `_part`: 'held-back' layouts were written before the parser's rules and are never used to develop them. */
export type ExpectedDoc = Record<string, ExpectedValue> & { _format: string; _layout: string; _part: 'dev' | 'held-back' };

export const CORPUS_DIR = path.join(import.meta.dirname, 'files');
/** Formats whose text comes from a text layer or the file itself, not OCR. */
export const TEXT_FORMATS = new Set(['text-pdf', 'docx', 'txt']);

/** Formats read by OCR. */
export const OCR_FORMATS = ['scan-pdf', 'scan-png', 'photo-jpg'] as const;

/**
 * The documents the CI test reads: every text-based document, and of each layout's three OCR renderings one,
 * taken in turn (scan PDF, scan PNG, photo), so every OCR format is covered without OCRing the whole corpus.
 */
export function selectCiDocuments(expected: Record<string, ExpectedDoc>): string[] {
  const layouts = [...new Set(Object.values(expected).map((e) => `${e._part}:${e._layout}`))];
  return Object.keys(expected).filter((file) => {
    const e = expected[file];
    if (TEXT_FORMATS.has(e._format)) return true;
    return OCR_FORMATS.indexOf(e._format as (typeof OCR_FORMATS)[number]) === layouts.indexOf(`${e._part}:${e._layout}`) % OCR_FORMATS.length;
  });
}

export async function loadExpected(): Promise<Record<string, ExpectedDoc>> {
  return JSON.parse(await readFile(path.join(import.meta.dirname, 'expected.json'), 'utf8')) as Record<string, ExpectedDoc>;
}

/** The scored fields of a result, flat. */
export function flattenFields(d: ProcessedData): Record<string, unknown> {
  return {
    documentType: d.documentType,
    vin: d.vin ?? d.vehicleInfo.vin,
    make: d.vehicleInfo.make,
    model: d.vehicleInfo.model,
    year: d.vehicleInfo.year,
    color: d.vehicleInfo.color,
    plateNumber: d.registrationInfo.plateNumber ?? d.vehicleInfo.plateNumber,
    ownerName: d.vehicleInfo.ownerName,
    ownerAddress: d.vehicleInfo.ownerAddress,
    expiryDate: d.registrationInfo.expiryDate,
    renewalDate: d.registrationInfo.renewalDate,
    inspectionDue: d.alertDates.inspectionDue,
    insuranceProvider: d.insuranceInfo.insuranceProvider,
    policyNumber: d.insuranceInfo.policyNumber,
    coverageType: d.insuranceInfo.coverageType,
    effectiveDate: d.insuranceInfo.effectiveDate,
    expirationDate: d.insuranceInfo.expirationDate,
    premium: d.insuranceInfo.premium,
    serviceProvider: d.serviceInfo.serviceProvider,
    serviceDate: d.serviceInfo.serviceDate,
    mileage: d.serviceInfo.mileage,
    totalCost: d.serviceInfo.totalCost,
    services: d.serviceInfo.services,
    nextServiceDate: d.serviceInfo.nextServiceDate,
    nextServiceMileage: d.serviceInfo.nextServiceMileage,
  };
}

function normalizeText(s: string): string {
  return s.toLowerCase().replace(/\s+/g, ' ').trim().replace(/[.,;:]+$/, '');
}

/** Exact match, ignoring letter case and runs of spaces in strings, and the order of listed services. */
export function matchesExpected(expected: ExpectedValue, actual: unknown): boolean {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return false;
    const got = actual.map((a) => normalizeText(String(a))).sort();
    return expected.map(normalizeText).sort().every((e, i) => e === got[i]);
  }
  if (typeof expected === 'number') return typeof actual === 'number' && Math.abs(actual - expected) < 0.005;
  return typeof actual === 'string' && normalizeText(actual) === normalizeText(expected);
}

/** Where the reader puts its confidence for each scored field. */
const CONFIDENCE_KEY: Record<string, string> = {
  documentType: 'documentType', vin: 'vin', make: 'vehicleInfo.make', model: 'vehicleInfo.model', year: 'vehicleInfo.year',
  color: 'vehicleInfo.color', plateNumber: 'vehicleInfo.plateNumber', ownerName: 'vehicleInfo.ownerName',
  ownerAddress: 'vehicleInfo.ownerAddress', expiryDate: 'registrationInfo.expiryDate', renewalDate: 'registrationInfo.renewalDate',
  inspectionDue: 'alertDates.inspectionDue', insuranceProvider: 'insuranceInfo.insuranceProvider',
  policyNumber: 'insuranceInfo.policyNumber', coverageType: 'insuranceInfo.coverageType', effectiveDate: 'insuranceInfo.effectiveDate',
  expirationDate: 'insuranceInfo.expirationDate', premium: 'insuranceInfo.premium', serviceProvider: 'serviceInfo.serviceProvider',
  serviceDate: 'serviceInfo.serviceDate', mileage: 'serviceInfo.mileage', totalCost: 'serviceInfo.totalCost',
  services: 'serviceInfo.services', nextServiceDate: 'serviceInfo.nextServiceDate', nextServiceMileage: 'serviceInfo.nextServiceMileage',
};

/** `confidence`: the reader's confidence in the value it gave (null when it gave none). */
export type FieldResult = { field: string; expected: ExpectedValue; actual: unknown; ok: boolean; confidence: number | null };

export function scoreDocument(expected: ExpectedDoc, data: ProcessedData): FieldResult[] {
  const flat = flattenFields(data);
  return Object.entries(expected)
    .filter(([field]) => !field.startsWith('_'))
    .map(([field, value]) => ({
      field,
      expected: value,
      actual: flat[field] ?? null,
      ok: matchesExpected(value, flat[field]),
      confidence: (data.confidence as Record<string, number> | undefined)?.[CONFIDENCE_KEY[field]] ?? null,
    }));
}
