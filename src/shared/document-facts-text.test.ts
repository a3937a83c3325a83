import { describe, expect, it } from 'vitest';
import type { DocumentFactView } from './api/facts';
import { conflictFlags, describeFactValue } from './document-facts-text';

const source = (id: string, name: string) => ({ kind: 'document' as const, id, name, documentKind: 'registration', observedAt: '2026-11-27T10:00:00Z' });

describe('document facts for the screens', () => {
  it('writes dates as every date is written, plates as they are, next services by date or distance', () => {
    expect(describeFactValue('2027-03-15', 'km')).toBe('Mar 15, 2027');
    expect(describeFactValue('CDE4471', 'km')).toBe('CDE4471');
    expect(describeFactValue({ date: '2027-04-02', km: 100_000 }, 'km')).toBe('Apr 2, 2027 or at 100,000 km');
    expect(describeFactValue({ date: null, km: 100_000 }, 'mi')).toBe('at 62,137 mi');
  });

  it('flags both documents of a disagreement: the one in force and the one to check', () => {
    const conflict: DocumentFactView = {
      fact: 'registrationExpiry',
      value: '2027-03-15',
      source: source('card', 'registration-card.pdf'),
      chosenBy: 'authority',
      conflicts: [{ value: '2035-12-31', source: source('note', 'inspection-report.pdf') }],
    };
    const flags = conflictFlags([conflict], 'km');
    expect(flags.get('card')).toEqual(['Registration expires: registration-card.pdf says Mar 15, 2027 and is used; inspection-report.pdf says Dec 31, 2035.']);
    expect(flags.get('note')).toEqual(['Registration expires: inspection-report.pdf says Dec 31, 2035, but registration-card.pdf says Mar 15, 2027 and is used. Check this document.']);
    expect(conflictFlags([{ ...conflict, chosenBy: 'owner' }], 'km').get('card')![0]).toContain('is used (your choice)');
    expect(conflictFlags([], 'km').size).toBe(0);
  });
});
