import { describe, expect, it } from 'vitest';
import { ProcessedDataSchema, type ProcessedData } from '@shared/documents';
import { applyDraft, buildAnalysisSections, createDraft, describePagesRead, FIELDS, fieldsForKind, isLowConfidence, listCandidates, missingExpectedFields } from './analysis-fields';

const VIN = '1HGCM82633A004352';

const registration: ProcessedData = ProcessedDataSchema.parse({
  documentType: 'car_registration',
  vin: VIN,
  vehicleInfo: { vin: VIN, make: 'Honda', model: 'Accord', year: 2003, color: 'Silver', plateNumber: '7ABC123' },
  registrationInfo: { plateNumber: '7ABC123', expiryDate: '2026-05-31' },
  alertDates: { registrationExpiry: '2026-05-31' },
  extractedText: 'REGISTRATION ...',
});

const receipt: ProcessedData = ProcessedDataSchema.parse({
  documentType: 'oil_change_receipt',
  serviceInfo: {
    serviceProvider: 'Quick Lube',
    serviceDate: '2025-02-03',
    mileage: 45210,
    services: ['Oil change', 'Filter'],
    nextServiceDate: '2025-08-03',
    nextServiceMileage: 50210,
    totalCost: 89.5,
  },
  alertDates: { nextService: '2025-08-01' },
});

describe('buildAnalysisSections', () => {
  it.each([
    {
      name: 'registration',
      data: registration,
      expected: {
        'Vehicle Information': [
          ['VIN', VIN],
          ['Plate', '7ABC123'],
          ['Make', 'Honda'],
          ['Model', 'Accord'],
          ['Year', '2003'],
          ['Color', 'Silver'],
        ],
        'Registration Information': [
          ['Plate Number', '7ABC123'],
          ['Expiry Date', 'May 31, 2026'],
        ],
        'Important Dates': [['Registration Expires', 'May 31, 2026']],
      },
    },
    {
      name: 'oil change receipt',
      data: receipt,
      expected: {
        'Service Information': [
          ['Service Provider', 'Quick Lube'],
          ['Service Date', 'Feb 3, 2025'],
          ['Odometer at Service', '45,210'],
          ['Services', 'Oil change, Filter'],
          ['Next Service Date', 'Aug 3, 2025'],
          ['Next Service Mileage', '50,210'],
          ['Total Cost', '$89.50'],
        ],
        'Important Dates': [['Next Service', 'Aug 1, 2025']],
      },
    },
    { name: 'nothing found', data: ProcessedDataSchema.parse({ documentType: 'maintenance' }), expected: {} },
    {
      name: 'VIN only in vehicleInfo',
      data: ProcessedDataSchema.parse({ documentType: 'insurance', vehicleInfo: { vin: VIN }, insuranceInfo: { insuranceProvider: 'Acme', premium: 1200 } }),
      expected: {
        'Vehicle Information': [['VIN', VIN]],
        // an insurance card prints its policy number and end date: not found here
        Insurance: [
          ['Insurance Provider', 'Acme'],
          ['Policy Number', 'Not found'],
          ['Expiration Date', 'Not found'],
          ['Premium', '$1,200.00'],
        ],
      },
    },
  ])('$name', ({ data, expected }) => {
    const sections = Object.fromEntries(buildAnalysisSections(data).map((s) => [s.title, s.rows.map((r) => [r.label, r.value])]));
    expect(sections).toEqual(expected);
  });
});

describe('applyDraft', () => {
  const edit = (data: ProcessedData, changes: Record<string, string>) => applyDraft(data, { ...createDraft(data), ...changes });

  it('leaves the data unchanged when nothing is edited', () => {
    expect(edit(registration, {})).toEqual({ ok: true, data: registration });
  });

  it.each<{ name: string; data: ProcessedData; changes: Record<string, string>; check: (d: ProcessedData) => unknown; expected: unknown }>([
    {
      name: 'VIN is normalised and written to both places',
      data: registration,
      changes: { 'root.vin': ' 1hgcm82633a004352 ' },
      check: (d: ProcessedData) => [d.vin, d.vehicleInfo.vin],
      expected: [VIN, VIN],
    },
    {
      name: 'clearing a field stores null',
      data: registration,
      changes: { 'vehicleInfo.color': '  ' },
      check: (d: ProcessedData) => d.vehicleInfo.color,
      expected: null,
    },
    {
      name: 'money with symbols becomes a number',
      data: receipt,
      changes: { 'serviceInfo.totalCost': '$1,089.99' },
      check: (d: ProcessedData) => d.serviceInfo.totalCost,
      expected: 1089.99,
    },
    {
      name: 'services split on commas',
      data: receipt,
      changes: { 'serviceInfo.services': 'Oil change, Tire rotation,' },
      check: (d: ProcessedData) => d.serviceInfo.services,
      expected: ['Oil change', 'Tire rotation'],
    },
    {
      name: 'a corrected expiry carries over to the reminder that followed it',
      data: registration,
      changes: { 'registrationInfo.expiryDate': '2027-01-15' },
      check: (d: ProcessedData) => [d.registrationInfo.expiryDate, d.alertDates.registrationExpiry],
      expected: ['2027-01-15', '2027-01-15'],
    },
    {
      name: 'a reminder the document gave separately is kept',
      data: receipt,
      changes: { 'serviceInfo.nextServiceDate': '2025-09-01' },
      check: (d: ProcessedData) => [d.serviceInfo.nextServiceDate, d.alertDates.nextService],
      expected: ['2025-09-01', '2025-08-01'],
    },
    {
      name: 'an explicit reminder edit wins',
      data: registration,
      changes: { 'registrationInfo.expiryDate': '2027-01-15', 'alertDates.registrationExpiry': '2026-12-15' },
      check: (d: ProcessedData) => d.alertDates.registrationExpiry,
      expected: '2026-12-15',
    },
    {
      name: 'the document type can be corrected',
      data: receipt,
      changes: { documentType: 'service_invoice' },
      check: (d: ProcessedData) => d.documentType,
      expected: 'service_invoice',
    },
  ])('$name', ({ data, changes, check, expected }) => {
    const result = edit(data, changes);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(check(result.data)).toEqual(expected);
    expect(result.data.extractedText).toBe(data.extractedText);
  });

  it.each([
    { field: 'root.vin', value: '1HGCM82633A004353', error: 'Enter a 17-character VIN (no I, O or Q; a North American VIN needs its check digit).' },
    { field: 'root.vin', value: 'ABC', error: 'Enter a 17-character VIN (no I, O or Q; a North American VIN needs its check digit).' },
    { field: 'registrationInfo.expiryDate', value: '05/31/2026', error: 'Enter a date as YYYY-MM-DD.' },
    { field: 'registrationInfo.expiryDate', value: '2026-02-30', error: 'Enter a date as YYYY-MM-DD.' },
    { field: 'vehicleInfo.year', value: '1800', error: expect.stringMatching(/^Enter a year between 1900 and \d{4}\.$/) },
    { field: 'serviceInfo.totalCost', value: 'lots', error: 'Enter a number.' },
    { field: 'serviceInfo.mileage', value: '-5', error: 'Enter a number.' },
    { field: 'documentType', value: 'passport', error: 'Choose a document type.' },
  ])('refuses $field = $value', ({ field, value, error }) => {
    expect(edit(receipt, { [field]: value })).toEqual({ ok: false, errors: { [field]: error } });
  });
});

describe('confidence', () => {
  const unsure: ProcessedData = ProcessedDataSchema.parse({
    ...receipt,
    confidence: { 'serviceInfo.mileage': 0.55, 'serviceInfo.totalCost': 0.95 },
    candidates: { 'serviceInfo.mileage': [{ value: 45120, confidence: 0.4 }, { value: 45210, confidence: 0.1 }] },
  });
  const field = (id: string) => FIELDS.find((f) => f.id === id)!;

  it('marks the fields read with low confidence, not the sure ones or the unscored ones', () => {
    const rows = buildAnalysisSections(unsure).flatMap((s) => s.rows);
    expect(rows.filter((r) => r.lowConfidence).map((r) => r.label)).toEqual(['Odometer at Service']);
    expect(isLowConfidence(receipt, field('serviceInfo.mileage'))).toBe(false);
  });

  it('offers the other readings, without the value already shown', () => {
    expect(listCandidates(unsure, field('serviceInfo.mileage'))).toEqual([{ value: '45120', label: '45,120' }]);
    expect(listCandidates(unsure, field('serviceInfo.totalCost'))).toEqual([]);
  });

  it('makes an owner correction certain and drops the guesses for it', () => {
    const result = applyDraft(unsure, { ...createDraft(unsure), 'serviceInfo.mileage': '45120' });
    if (!result.ok) throw new Error('draft refused');
    expect(result.data.serviceInfo.mileage).toBe(45120);
    expect(result.data.confidence?.['serviceInfo.mileage']).toBe(1);
    expect(result.data.candidates?.['serviceInfo.mileage']).toBeUndefined();
    expect(result.data.confidence?.['serviceInfo.totalCost']).toBe(0.95);
  });
});

describe('describePagesRead', () => {
  it('says how many pages of a long PDF were read, and nothing for a document read whole', () => {
    expect(describePagesRead({ ...registration, pages: { read: 10, total: 40 } })).toBe('Only the first 10 of 40 pages were read.');
    expect(describePagesRead({ ...registration, pages: { read: 10, total: 10 } })).toBeNull();
    expect(describePagesRead(registration)).toBeNull();
  });
});

describe('fields by kind of document', () => {
  it('flags what an invoice should print and does not (the shop), and nothing on a complete receipt', () => {
    const noShop = ProcessedDataSchema.parse({ documentType: 'service_invoice', serviceInfo: { serviceDate: '2025-02-03', mileage: 45_210, totalCost: 120 } });
    expect(missingExpectedFields(noShop).map((f) => f.label)).toEqual(['Service Provider']);
    const rows = buildAnalysisSections(noShop).flatMap((s) => s.rows);
    expect(rows.find((r) => r.label === 'Service Provider')).toMatchObject({ value: 'Not found', missing: true });
    expect(missingExpectedFields(receipt)).toEqual([]);
  });

  it('offers the correction form the sections of the kind only', () => {
    const sections = (kind: Parameters<typeof fieldsForKind>[0]) => [...new Set(fieldsForKind(kind).map((f) => f.section))];
    expect(sections('service_invoice')).toEqual(['vehicle', 'service', 'dates']);
    expect(sections('insurance')).toEqual(['vehicle', 'insurance', 'dates']);
    expect(fieldsForKind('car_registration').map((f) => f.label)).not.toContain('Policy Number');
  });
});
