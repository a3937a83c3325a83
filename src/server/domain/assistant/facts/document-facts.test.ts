import { describe, expect, it } from 'vitest';
import { listDocumentKeyDates, readPaperStatus } from './document-facts';
import type { VehicleAlert } from './types';
import { VALID_INSURANCE, VALID_REGISTRATION, buildContext, buildDocument } from './test-fixtures';

const regExpiring = (date: string, uploadedAt = '2026-06-01T10:00:00Z') => ({
  ...buildDocument('registration', { documentType: 'car_registration', registrationInfo: { expiryDate: date } }, `reg-${date}.pdf`),
  uploadedAt,
});
const alert = (alertType: string, alertDate: string, isActive = true): VehicleAlert => ({ alertType, documentId: null, alertDate, alertMessage: `${alertType} on ${alertDate}`, isActive });
const note = buildDocument('maintenance', { documentType: 'maintenance', alertDates: { registrationExpiry: '2030-01-01', insuranceExpiry: '2030-01-01' } }, 'regular-notes.txt');

describe('readPaperStatus', () => {
  const cases = [
    { name: 'valid registration', ctx: buildContext({ documents: [VALID_REGISTRATION] }), kind: 'registration' as const, status: 'valid', date: '2027-08-31', days: 282 },
    { name: 'expiring within 30 days', ctx: buildContext({ documents: [regExpiring('2026-12-10')] }), kind: 'registration' as const, status: 'expiring', date: '2026-12-10', days: 18 },
    { name: 'expired', ctx: buildContext({ documents: [regExpiring('2026-11-01')] }), kind: 'registration' as const, status: 'expired', date: '2026-11-01', days: -21 },
    {
      name: 'a renewal uploaded later supersedes the expired document',
      ctx: buildContext({ documents: [regExpiring('2026-11-01', '2025-11-01T09:00:00Z'), regExpiring('2027-11-01', '2026-10-20T09:00:00Z')] }),
      kind: 'registration' as const,
      status: 'valid',
      date: '2027-11-01',
      days: 344,
    },
    { name: 'an alert alone is not a document', ctx: buildContext({ alerts: [alert('insurance_expiry', '2026-12-01T00:00:00Z')] }), kind: 'insurance' as const, status: 'unknown', date: null, days: null },
    { name: 'a note with a later date never overrides the registration', ctx: buildContext({ documents: [VALID_REGISTRATION, { ...note, uploadedAt: '2026-11-01T00:00:00Z' }] }), kind: 'registration' as const, status: 'valid', date: '2027-08-31', days: 282 },
    { name: 'nor the insurance', ctx: buildContext({ documents: [VALID_INSURANCE, note] }), kind: 'insurance' as const, status: 'valid', date: '2027-03-01', days: 99 },
    { name: 'insurance read from its policy', ctx: buildContext({ documents: [VALID_REGISTRATION, VALID_INSURANCE] }), kind: 'insurance' as const, status: 'valid', date: '2027-03-01', days: 99 },
    { name: 'nothing on file', ctx: buildContext(), kind: 'registration' as const, status: 'unknown', date: null, days: null },
  ];
  it.each(cases)('$name', ({ ctx, kind, status, date, days }) => {
    const result = readPaperStatus(ctx, kind);
    expect(result).toMatchObject({ kind, status, expiryDate: date, daysLeft: days });
  });

  it('takes the newest upload and reports an older one that disagrees', () => {
    const newest = regExpiring('2027-02-01', '2026-10-01T09:00:00Z');
    const older = regExpiring('2027-09-30', '2026-03-01T09:00:00Z');
    const result = readPaperStatus(buildContext({ documents: [older, newest] }), 'registration');
    expect(result).toMatchObject({ expiryDate: '2027-02-01', source: { documentName: 'reg-2027-02-01.pdf' } });
    expect(result.conflicts).toEqual([{ documentName: 'reg-2027-09-30.pdf', uploadedAt: '2026-03-01T09:00:00Z', expiryDate: '2027-09-30' }]);
  });

  it('knows a document is on file even without a readable date', () => {
    const unread = buildDocument('registration', null);
    expect(readPaperStatus(buildContext({ documents: [unread] }), 'registration')).toMatchObject({ status: 'unknown', onFile: true });
    expect(readPaperStatus(buildContext(), 'registration').onFile).toBe(false);
  });
});

describe('listDocumentKeyDates', () => {
  it('lists every date a document holds, once', () => {
    const doc = buildDocument('receipt', {
      documentType: 'service_invoice',
      serviceInfo: { serviceDate: '2026-09-15', nextServiceDate: '2027-03-15' },
      alertDates: { nextService: '2027-03-15', warrantyExpiry: '2028-01-01' },
    });
    expect(listDocumentKeyDates(doc).map((d) => `${d.label} ${d.date}`)).toEqual([
      'serviced 2026-09-15',
      'next service 2027-03-15',
      'warranty expires 2028-01-01',
    ]);
    expect(listDocumentKeyDates(buildDocument('manual', null))).toEqual([]);
  });
});
