import { describe, expect, it } from 'vitest';
import { findLabelled } from './fields';
import { buildLines, regroupWords, type OcrLine } from './lines';
import { readDate, readName, readPlate, readPolicyNumber } from './values';

describe('findLabelled', () => {
  it.each([
    ['Label: value', ['Policy Number: AB-123456'], 'AB-123456'],
    ['label and value far apart', ['Policy Number                          AB-123456'], 'AB-123456'],
    ['value in a sentence', ['Your policy number AB-123456 is effective from January 1, 2025'], 'AB-123456'],
    ['value under a header cell', ['Policy Number      Effective', 'XY-987654          01/01/2025'], 'XY-987654'],
    ['second column of a two-column line', ['Name: Jo Doe      Policy #: QQ-555123'], 'QQ-555123'],
  ])('%s', (_name, lines, value) => {
    expect(findLabelled(lines, [/\bpolicy\s*(?:number|#)/i], readPolicyNumber, { sentence: 30, below: true })).toBe(value);
  });

  it('tries labels in priority order', () => {
    const lines = ['Printed: 06/01/2025', 'Expiration Date: 12/31/2025'];
    expect(findLabelled(lines, [/expiration date/i, /printed/i], readDate)).toBe('2025-12-31');
  });

  it('returns null when the value does not parse', () => {
    expect(findLabelled(['Policy Number: pending'], [/policy number/i], readPolicyNumber)).toBeNull();
  });

  it('with asLabel, skips the word inside running text', () => {
    expect(findLabelled(['your Tesla Model Y'], [/\bmodel\b/i], (v) => v, { asLabel: true })).toBeNull();
    expect(findLabelled(['Model: Civic'], [/\bmodel\b/i], (v) => v, { asLabel: true })).toBe('Civic');
  });
});

describe('value readers', () => {
  it.each([
    ['7ABC123', '7ABC123'], ['ABC-1234', 'ABC-1234'], ['KLM 482', 'KLM 482'], ['2024', null], ['NONE', null],
  ])('plate %s -> %s', (v, out) => expect(readPlate(v)).toBe(out));
  it.each([
    ['Maria Lopez', 'Maria Lopez'], ['JOHN A SMITH', 'JOHN A SMITH'], ['Robert Pate!', 'Robert Patel'],
    ['State Farm Insurance', null], ['maria', null],
  ])('name %s -> %s', (v, out) => expect(readName(v)).toBe(out));
});

describe('lines from OCR words', () => {
  const word = (text: string, x0: number, y0: number) => ({ text, x0, y0, x1: x0 + text.length * 12, y1: y0 + 24, confidence: 90 });

  it('puts a label and its far-right value on one line with a column break', () => {
    const ocr: OcrLine[] = [
      { text: 'Service date', words: [word('Service', 100, 400), word('date', 200, 400)] },
      { text: '25 Nov 2024', words: [word('25', 900, 401), word('Nov', 940, 401), word('2024', 990, 401)] },
    ];
    expect(buildLines('', ocr)).toEqual(['Service date    25 Nov 2024']);
  });

  it('follows a tilted page', () => {
    // 3% tilt: the far-right value sits 24 px lower than its label but on the same printed line.
    const tilt = 0.03;
    const at = (text: string, x: number, y: number) => word(text, x, y + x * tilt);
    const ocr: OcrLine[] = [
      { text: 'Make Honda', words: [at('Make', 100, 400), at('Honda', 180, 400)] },
      { text: 'Total', words: [at('Total', 100, 430)] },
      { text: '$12.00', words: [at('$12.00', 900, 430)] },
      { text: 'Model Civic', words: [at('Model', 100, 460), at('Civic', 190, 460)] },
    ];
    expect(regroupWords(ocr).map((l) => l.text)).toEqual(['Make Honda', 'Total $12.00', 'Model Civic']);
  });
});
