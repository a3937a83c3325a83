import { describe, expect, it } from 'vitest';
import { ProcessedDataSchema } from '../../../shared/documents';
import { mergeLlmAnswer } from './merge-llm-answer';

const local = ProcessedDataSchema.parse({
  documentType: 'insurance',
  vin: null,
  insuranceInfo: { policyNumber: 'AB-123456', premium: null },
  extractedText: 'text',
});

describe('mergeLlmAnswer', () => {
  it('keeps local values and fills gaps with valid LLM values', () => {
    const merged = mergeLlmAnswer(local, {
      documentType: 'car_registration',
      insuranceInfo: { policyNumber: 'WRONG-1', premium: 612.4, expirationDate: '2025-07-01', effectiveDate: 'Jan 1' },
      vehicleInfo: { make: 'Honda', year: '2019' },
    });
    expect(merged.documentType).toBe('insurance');
    expect(merged.insuranceInfo).toMatchObject({ policyNumber: 'AB-123456', premium: 612.4, expirationDate: '2025-07-01' });
    expect(merged.insuranceInfo.effectiveDate ?? null).toBeNull();
    expect(merged.vehicleInfo.make).toBe('Honda');
    expect(merged.vehicleInfo.year ?? null).toBeNull();
    expect(merged.extractedText).toBe('text');
  });

  it.each([
    ['valid VIN', '1HGCM82633A004352', '1HGCM82633A004352'],
    ['VIN with spaces', '1hg cm826 33a004352', '1HGCM82633A004352'],
    ['VIN failing the check digit', '1HGCM82643A004352', null],
    ['not a string', 42, null],
  ])('%s', (_name, vin, out) => {
    const merged = mergeLlmAnswer(local, { vin, vehicleInfo: { vin } });
    expect(merged.vin ?? null).toBe(out);
    expect(merged.vehicleInfo.vin ?? null).toBe(out);
  });

  it('takes the LLM document type only when the local one is the fallback', () => {
    const unknown = { ...local, documentType: 'maintenance' as const };
    expect(mergeLlmAnswer(unknown, { documentType: 'service_invoice' }).documentType).toBe('service_invoice');
    expect(mergeLlmAnswer(unknown, { documentType: 'bogus' }).documentType).toBe('maintenance');
  });

  it('lets the answer replace a field it was asked about, keeping the local reading as a candidate', () => {
    const unsure = ProcessedDataSchema.parse({
      documentType: 'service_invoice',
      serviceInfo: { serviceProvider: 'Northgate Ford Service', totalCost: 120 },
      confidence: { 'serviceInfo.serviceProvider': 0.4, 'serviceInfo.totalCost': 0.95 },
    });
    const merged = mergeLlmAnswer(unsure, { serviceInfo: { serviceProvider: 'Northgate Ford', totalCost: 12 } }, ['serviceInfo.serviceProvider']);
    expect(merged.serviceInfo).toMatchObject({ serviceProvider: 'Northgate Ford', totalCost: 120 });
    expect(merged.confidence?.['serviceInfo.serviceProvider']).toBe(0.75);
    expect(merged.candidates?.['serviceInfo.serviceProvider']).toEqual([{ value: 'Northgate Ford Service', confidence: 0.4 }]);
  });

  it('ignores an answer that is not an object', () => {
    expect(mergeLlmAnswer(local, 'I could not read it')).toEqual(local);
  });
});
