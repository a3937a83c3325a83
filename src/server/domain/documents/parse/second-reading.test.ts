import { describe, expect, it } from 'vitest';
import { ProcessedDataSchema } from '../../../../shared/documents';
import { lacksKeyFacts, mergeOcrReadings } from './second-reading';

const word = (text: string, x0: number, y0: number) => ({ text, x0, y0, x1: x0 + text.length * 10, y1: y0 + 20, confidence: 90 });

describe('second OCR reading', () => {
  it('adds only the words the first reading did not have', () => {
    const first = [{ text: 'Total', words: [word('Total', 100, 500)] }];
    const second = [
      { text: 'Total', words: [word('Total', 102, 501)] },
      { text: '$89.99', words: [word('$89.99', 600, 500)] },
    ];
    const merged = mergeOcrReadings(first, second);
    expect(merged.flatMap((l) => l.words.map((w) => w.text))).toEqual(['Total', '$89.99']);
  });

  it('asks for it when a receipt lacks its total, not when everything was read', () => {
    const receipt = {
      documentType: 'oil_change_receipt' as const,
      vin: '1HGCM82633A004352',
      serviceInfo: { totalCost: 89.99, serviceDate: '2025-03-01', mileage: 45000, services: ['Oil change'] },
    };
    expect(lacksKeyFacts(ProcessedDataSchema.parse(receipt))).toBe(false);
    expect(lacksKeyFacts(ProcessedDataSchema.parse({ ...receipt, serviceInfo: { ...receipt.serviceInfo, totalCost: null } }))).toBe(true);
  });
});
