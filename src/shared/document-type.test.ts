import { describe, it, expect } from 'vitest';
import {
  analysisBadgeLabel,
  documentBadgeLabel,
  documentTypeFromExtracted,
  documentTypeFromFileName,
} from './document-type';
import { DOCUMENT_TYPES, EXTRACTED_DOCUMENT_TYPES } from './documents';
import type { DocumentType, ExtractedDocumentType } from './documents';

describe('documentTypeFromFileName', () => {
  const cases: [string, DocumentType][] = [
    ['registration.pdf', 'registration'],
    ['Vehicle_Registration_2024.PDF', 'registration'],
    ['vehicleregistration.jpg', 'registration'],
    ['car-reg.png', 'registration'],
    ['reg2024.jpg', 'registration'],
    ['scan1reg2.pdf', 'registration'],
    ['v2manual3.pdf', 'manual'],
    ['CarReg.pdf', 'registration'],
    ['REG scan.jpeg', 'registration'],
    ['rego_renewal.pdf', 'registration'],
    ['regular_checkup.pdf', 'maintenance'],
    ['regina_trip.txt', 'maintenance'],
    ['insurance_card.pdf', 'insurance'],
    ['AutoInsurance.pdf', 'insurance'],
    ['policy-2025.pdf', 'insurance'],
    ['insurance_policy_receipt.pdf', 'insurance'],
    ['oil_change_receipt.jpg', 'receipt'],
    ['Receipt.png', 'receipt'],
    ['jiffy-lube-invoice.pdf', 'receipt'],
    ['service_record.pdf', 'receipt'],
    ['maintenance-log.docx', 'receipt'],
    ['owners_manual.pdf', 'manual'],
    ['service_manual.pdf', 'manual'],
    ['warranty.pdf', 'warranty'],
    ['extended_warranty_service.pdf', 'warranty'],
    ['registration_receipt.pdf', 'registration'],
    ['IMG_1234.jpg', 'maintenance'],
    ['scan.pdf', 'maintenance'],
    ['', 'maintenance'],
  ];
  it.each(cases)('%s -> %s', (name, type) => {
    expect(documentTypeFromFileName(name)).toBe(type);
  });
});

describe('documentTypeFromExtracted', () => {
  const cases: [ExtractedDocumentType, DocumentType][] = [
    ['car_registration', 'registration'],
    ['insurance', 'insurance'],
    ['service_invoice', 'receipt'],
    ['oil_change_receipt', 'receipt'],
    ['maintenance', 'maintenance'],
  ];
  it.each(cases)('%s -> %s', (extracted, type) => {
    expect(documentTypeFromExtracted(extracted)).toBe(type);
  });
  it('covers every extracted type', () => {
    expect(EXTRACTED_DOCUMENT_TYPES.map(documentTypeFromExtracted).every((t) => DOCUMENT_TYPES.includes(t))).toBe(true);
  });
});

describe('documentBadgeLabel', () => {
  const cases: [DocumentType, ExtractedDocumentType | null | undefined, string][] = [
    ['registration', undefined, 'Registration'],
    ['receipt', undefined, 'Oil Change'],
    ['maintenance', undefined, 'Document'],
    ['insurance', null, 'Insurance'],
    ['manual', undefined, 'Manual'],
    ['warranty', undefined, 'Warranty'],
    ['receipt', 'service_invoice', 'Service'],
    ['receipt', 'oil_change_receipt', 'Oil Change'],
    ['maintenance', 'car_registration', 'Registration'],
    ['maintenance', 'maintenance', 'Maintenance'],
  ];
  it.each(cases)('%s / %s -> %s', (type, extracted, label) => {
    expect(documentBadgeLabel(type, extracted)).toBe(label);
  });
});

describe('analysisBadgeLabel', () => {
  const cases: [ExtractedDocumentType | null | undefined, string][] = [
    ['car_registration', 'Car Registration'],
    ['oil_change_receipt', 'Oil Change Receipt'],
    ['insurance', 'Insurance'],
    ['service_invoice', 'Service Invoice'],
    ['maintenance', 'Document'],
    [null, 'Document'],
    [undefined, 'Document'],
  ];
  it.each(cases)('%s -> %s', (extracted, label) => {
    expect(analysisBadgeLabel(extracted)).toBe(label);
  });
});
