import { describe, expect, it } from 'vitest';
import { draftFromRecord, draftToInput, emptyDraft, sumOfParts } from './record-form-values';

describe('record form values', () => {
  it('turns a filled draft into the input the server takes, odometer in km', () => {
    const draft = { ...emptyDraft('2025-05-02'), odometer: '10,000', kind: 'brakes' as const, partsCost: '120.50', laborCost: '80', description: ' Pads ' };
    const result = draftToInput(draft, 'mi');
    expect(result).toEqual({
      ok: true,
      input: expect.objectContaining({ date: '2025-05-02', odometerKm: 16093, kind: 'brakes', partsCost: 120.5, laborCost: 80, totalCost: null }),
    });
    expect(sumOfParts(draft)).toBe(200.5);
  });

  it('keeps the total when no parts or labour are given', () => {
    const result = draftToInput({ ...emptyDraft('2025-05-02'), totalCost: '$49.99' }, 'km');
    expect(result.ok && result.input.totalCost).toBe(49.99);
  });

  it('names each bad field', () => {
    const result = draftToInput({ ...emptyDraft(''), odometer: 'abc', partsCost: '1.234', notes: 'x'.repeat(2001) }, 'km');
    expect(result).toEqual({
      ok: false,
      errors: { odometer: 'Enter the odometer as a number.', partsCost: 'Enter an amount like 49.99.', notes: 'At most 2000 characters.', date: 'Choose the date of the work.' },
    });
  });

  it('reads a stored record back into the form in the owner’s unit', () => {
    const draft = draftFromRecord(
      {
        id: 'r', tokenId: 1, vehicleName: 'Car', date: '2025-01-01', odometerKm: 16093, kind: 'tires', description: null, partsCost: null, laborCost: null,
        totalCost: 400, currency: 'EUR', shop: 'Shop', notes: null, document: null, attachment: { id: 'd', originalName: 'inv.pdf' }, source: 'manual',
        nextDue: null, nextDueOdometerKm: null, createdAt: '', updatedAt: '',
      },
      'mi',
    );
    expect(draft).toMatchObject({ odometer: '10000', kind: 'tires', totalCost: '400', currency: 'EUR', shop: 'Shop', attachedDocumentId: 'd' });
    expect(draftToInput({ ...draft, attachedDocumentId: '' }, 'mi')).toMatchObject({ ok: true, input: { totalCost: 400, currency: 'EUR' } });
    expect(draftToInput({ ...draft, attachedDocumentId: '', currency: '' }, 'mi')).toMatchObject({ ok: true, input: { currency: null } });
  });
});
