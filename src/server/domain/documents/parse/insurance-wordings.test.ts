import { describe, expect, it } from 'vitest';
import { decideDateOrder } from './date-order';
import { parseDocumentFields } from './parse-document-fields';

const read = (lines: string[]) => parseDocumentFields({ text: lines.join('\n'), fileName: 'upload.txt', today: '2026-11-24' }).insuranceInfo;

describe('insurance documents', () => {
  it('reads a Spanish card day first though no day is past the 12th', () => {
    const info = read(['MAPFRE', 'Certificado de seguro', 'Número de póliza: 0961-2345678-9', 'Fecha de efecto: 10/05/2026     Fecha de vencimiento: 09/05/2027']);
    expect(info).toMatchObject({ effectiveDate: '2026-05-10', expirationDate: '2027-05-09', policyNumber: '0961-2345678-9' });
  });

  it('reads a policy number set in a sentence with wide gaps', () => {
    const info = read(['Harbor Mutual Insurance', 'Your insurance policy  HMI 2026 00457718  is active.', 'Policy period 03/01/2026 to 03/01/2027']);
    expect(info.policyNumber).toBe('HMI 2026 00457718');
  });
});

describe('decideDateOrder on insurance wordings', () => {
  it.each([['Fecha de efecto: 10/05/2026'], ['Versicherungsbeginn 01/02/2026'], ['Scadenza polizza 03/04/2026'], ['Période de validité : du 01/02/2026']])(
    'takes %s as day first',
    (text) => expect(decideDateOrder(text).order).toBe('day-first'),
  );

  it('keeps a US card month first', () => {
    expect(decideDateOrder('Policy period 03/01/2026 to 09/01/2026').order).toBe('month-first');
  });
});
