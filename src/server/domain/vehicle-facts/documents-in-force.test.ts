import { describe, expect, it } from 'vitest';
import { ProcessedDataSchema, type ProcessedData } from '../../../shared/documents';
import { documentRole, findDocumentsInForce, listConflicts, type FactDocument } from './documents-in-force';

const data = (d: Partial<ProcessedData> & { documentType: ProcessedData['documentType'] }) => ProcessedDataSchema.parse(d);
const doc = (id: string, uploadedAt: string, processedData: ProcessedData, type: FactDocument['type'] = 'maintenance'): FactDocument => ({
  id,
  type,
  originalName: `${id}.pdf`,
  uploadedAt,
  processedData,
});

const card = doc('card', '2026-11-01T10:00:00Z', data({ documentType: 'car_registration', registrationInfo: { expiryDate: '2027-03-15', plateNumber: 'ABC 123' }, extractedText: 'VEHICLE REGISTRATION CARD' }), 'registration');
const note = doc(
  'note',
  '2026-11-27T09:00:00Z',
  data({
    documentType: 'car_registration',
    registrationInfo: { expiryDate: '2035-12-31' },
    alertDates: { inspectionDue: '2026-11-20' },
    extractedText: 'VEHICLE INSPECTION REPORT\nInspection date: 11/20/2026\nRegistration Expires: 12/31/2035',
  }),
  'registration',
);

describe('documents in force', () => {
  it('reads an inspection report as an inspection, whatever the reader typed it', () => {
    expect(documentRole(note)).toBe('inspection');
    expect(documentRole(card)).toBe('registration');
  });

  it('takes the registration expiry from the card, flags the inspection note that disagrees, and drops the note\'s own date as a due date', () => {
    const facts = findDocumentsInForce([card, note]);
    expect(facts.registrationExpiry?.value).toBe('2027-03-15');
    expect(facts.registrationExpiry?.source).toMatchObject({ kind: 'document', id: 'card', name: 'card.pdf' });
    expect(facts.registrationExpiry?.conflicts.map((c) => [c.value, c.source.id])).toEqual([['2035-12-31', 'note']]);
    expect(facts.inspectionDue).toBeUndefined();
    expect(listConflicts(facts).map((f) => f.fact)).toEqual(['registrationExpiry']);
  });

  it('keeps the owner\'s pick once made', () => {
    const facts = findDocumentsInForce([card, note], new Map([['registrationExpiry', 'note']]));
    expect(facts.registrationExpiry).toMatchObject({ value: '2035-12-31', chosenBy: 'owner' });
    expect(facts.registrationExpiry?.conflicts.map((c) => c.source.id)).toEqual(['card']);
  });

  it('within a kind, the document issued most recently wins, not the one printing the latest date', () => {
    const old = doc('old', '2025-01-01T00:00:00Z', data({ documentType: 'insurance', insuranceInfo: { effectiveDate: '2025-01-01', expirationDate: '2027-01-01' } }), 'insurance');
    const renewed = doc('new', '2025-06-01T00:00:00Z', data({ documentType: 'insurance', insuranceInfo: { effectiveDate: '2026-01-01', expirationDate: '2026-12-31' } }), 'insurance');
    const facts = findDocumentsInForce([old, renewed]);
    expect(facts.insuranceExpiry?.value).toBe('2026-12-31');
    // an older policy that runs later than the newer one is worth a look
    expect(facts.insuranceExpiry?.conflicts.map((c) => c.source.id)).toEqual(['old']);
  });

  it('an older card with an earlier date is superseded, not a conflict', () => {
    const lastYear = doc('2025', '2025-03-01T00:00:00Z', data({ documentType: 'car_registration', registrationInfo: { expiryDate: '2026-03-15' } }), 'registration');
    const facts = findDocumentsInForce([lastYear, card]);
    expect(facts.registrationExpiry).toMatchObject({ value: '2027-03-15', conflicts: [] });
  });

  it('an invoice never sets the registration expiry, and the next service comes from the newest service document', () => {
    const invoice = doc('inv', '2026-10-03T00:00:00Z', data({ documentType: 'service_invoice', registrationInfo: { expiryDate: '2030-01-01' }, serviceInfo: { serviceDate: '2026-10-02', nextServiceDate: '2027-04-02', nextServiceMileage: 100050 } }), 'receipt');
    const older = doc('old-inv', '2026-04-01T00:00:00Z', data({ documentType: 'oil_change_receipt', serviceInfo: { serviceDate: '2026-04-01', nextServiceDate: '2026-10-01' } }), 'receipt');
    const facts = findDocumentsInForce([invoice, older]);
    expect(facts.registrationExpiry).toBeUndefined();
    expect(facts.nextService?.value).toEqual({ date: '2027-04-02', km: 100050 });
    expect(facts.nextService?.source.id).toBe('inv');
  });
});
