import { describe, expect, it } from 'vitest';
import type { DocumentFactView } from './api/facts';
import { conflictFlags, describeDocumentConflict, describeFactValue } from './document-facts-text';

const source = (id: string, name: string) => ({ kind: 'document' as const, id, name, documentKind: 'registration', observedAt: '2026-11-27T12:00:00Z' });

describe('document facts for the screens', () => {
  it('writes dates as every date is written, plates as they are, next services by date or distance', () => {
    expect(describeFactValue('2027-03-15', 'km')).toBe('Mar 15, 2027');
    expect(describeFactValue('CDE4471', 'km')).toBe('CDE4471');
    expect(describeFactValue({ date: '2027-04-02', km: 100_000 }, 'km')).toBe('Apr 2, 2027 or at 100,000 km');
    expect(describeFactValue({ date: null, km: 100_000 }, 'mi')).toBe('at 62,137 mi');
  });

  const card = { value: '2027-03-15', source: source('card', 'registration-card.pdf') };
  const note = { value: '2035-12-31', source: source('note', 'inspection-report.pdf') };

  it('writes a disagreement one way: what the document in force says, what the other says and when it came, which is used and what to check', () => {
    expect(describeDocumentConflict(card, [note], 'km')).toBe(
      'registration-card.pdf says Mar 15, 2027; inspection-report.pdf (uploaded Nov 27, 2026) says Dec 31, 2035. registration-card.pdf is used; check inspection-report.pdf.',
    );
    const renewal = { value: '2028-03-15', source: source('renewal', 'renewal.pdf') };
    expect(describeDocumentConflict(card, [note, renewal], 'km')).toBe(
      'registration-card.pdf says Mar 15, 2027; inspection-report.pdf (uploaded Nov 27, 2026) says Dec 31, 2035; renewal.pdf (uploaded Nov 27, 2026) says Mar 15, 2028. registration-card.pdf is used; check inspection-report.pdf and renewal.pdf.',
    );
    expect(describeDocumentConflict(note, [card], 'km', 'owner')).toBe('inspection-report.pdf says Dec 31, 2035; registration-card.pdf (uploaded Nov 27, 2026) says Mar 15, 2027. inspection-report.pdf is used, as you chose.');
    const service = { value: { date: null, km: 100_000 }, source: source('invoice', 'invoice.pdf') };
    expect(describeDocumentConflict(service, [{ value: { date: null, km: 95_000 }, source: { ...source('old', 'old.pdf'), observedAt: null } }], 'mi')).toBe(
      'invoice.pdf says at 62,137 mi; old.pdf says at 59,030 mi. invoice.pdf is used; check old.pdf.',
    );
  });

  it('flags both documents of a disagreement with the same sentence, naming the fact', () => {
    const conflict: DocumentFactView = { fact: 'registrationExpiry', ...card, chosenBy: 'authority', conflicts: [note] };
    const flags = conflictFlags([conflict], 'km');
    const sentence = `Registration expires: ${describeDocumentConflict(card, [note], 'km')}`;
    expect(flags.get('card')).toEqual([sentence]);
    expect(flags.get('note')).toEqual([sentence]);
    expect(conflictFlags([{ ...conflict, chosenBy: 'owner' }], 'km').get('note')![0]).toContain('registration-card.pdf is used, as you chose.');
    expect(conflictFlags([], 'km').size).toBe(0);
  });
});
