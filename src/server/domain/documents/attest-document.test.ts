import { describe, expect, it } from 'vitest';
import { ProcessedDataSchema } from '../../../shared/documents';
import { buildAttestationData } from './attest-document';

const opts = { attestorAddress: '0xabc', processedAt: '2026-01-01T00:00:00.000Z' };

describe('attestation data', () => {
  it('keeps the vehicle and service facts but never the owner, money or raw text', () => {
    const data = ProcessedDataSchema.parse({
      documentType: 'oil_change_receipt',
      vin: '1HGCM82633A004352',
      vehicleInfo: { vin: '1HGCM82633A004352', make: 'Honda', ownerName: 'Jane Doe', ownerAddress: '1 Main St' },
      serviceInfo: { serviceProvider: 'Quick Lube', serviceDate: '2026-01-10', mileage: 45210, totalCost: 89.99, services: ['Oil'], nextServiceDate: '2026-07-10' },
      extractedText: 'JANE DOE 1 MAIN ST $89.99',
    });
    const out = buildAttestationData(data, opts);
    expect(out).toMatchObject({ documentType: 'service_record', vin: '1HGCM82633A004352', vehicleInfo: { make: 'Honda' }, serviceInfo: { mileage: 45210, nextServiceDate: '2026-07-10' } });
    const text = JSON.stringify(out);
    for (const secret of ['Jane Doe', '1 Main St', '89.99', 'Quick Lube', 'JANE DOE']) expect(text).not.toContain(secret);
    expect(out.metadata).toMatchObject({ confidence: 0.95, privacy: { includeOwnerInfo: false, includeFinancialInfo: false, includeServiceDetails: true } });
  });

  it('adds the insurance fields with dates as epoch seconds, without the premium', () => {
    const data = ProcessedDataSchema.parse({
      documentType: 'insurance',
      insuranceInfo: { insuranceProvider: 'State Farm', policyNumber: 'P-1', effectiveDate: '2026-01-01', expirationDate: '2026-07-01', premium: 600 },
    });
    const out = buildAttestationData(data, opts);
    expect(out).toMatchObject({ insured: true, provider: 'State Farm', policyNumber: 'P-1', coverageStartDate: 1767225600, expirationDate: 1782864000 });
    expect(out.insuranceInfo).not.toHaveProperty('premium');
    expect(JSON.stringify(out)).not.toContain('"premium"');
  });
});
