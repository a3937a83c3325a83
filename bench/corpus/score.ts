import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProcessedData } from '../../src/shared/documents';

export type ExpectedValue = string | number | string[];
export type ExpectedDoc = Record<string, ExpectedValue> & { _format: string; _layout: string };

export const CORPUS_DIR = path.join(import.meta.dirname, 'files');
/** Formats whose text comes from a text layer or the file itself, not OCR. */
export const TEXT_FORMATS = new Set(['text-pdf', 'docx', 'txt']);

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

export type FieldResult = { field: string; expected: ExpectedValue; actual: unknown; ok: boolean };

export function scoreDocument(expected: ExpectedDoc, data: ProcessedData): FieldResult[] {
  const flat = flattenFields(data);
  return Object.entries(expected)
    .filter(([field]) => !field.startsWith('_'))
    .map(([field, value]) => ({ field, expected: value, actual: flat[field] ?? null, ok: matchesExpected(value, flat[field]) }));
}
