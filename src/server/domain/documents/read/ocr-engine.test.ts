import { describe, expect, it } from 'vitest';
import { dropNoise, mergeSegments } from './ocr-engine';
import type { OcrWord } from './rebuild-lines';

const word = (text: string, x0: number, y0: number, confidence = 95): OcrWord => ({ text, x0, y0, x1: x0 + 100, y1: y0 + 30, confidence });
const texts = (segments: OcrWord[][]) => segments.map((segment) => segment.map((w) => w.text));

describe('mergeSegments', () => {
  const automatic = [[word('Oil', 0, 0), word('change', 110, 0)]];

  it('adds the words the second reading found where the first read nothing (a dropped price column)', () => {
    const sparse = [[word('Oil', 2, 1), word('change', 111, 2)], [word('$39.95', 800, 0)]];
    expect(texts(mergeSegments(automatic, sparse))).toEqual([['Oil', 'change'], ['$39.95']]);
  });

  it('adds only sure words or numbers: dot leaders read as letters stay out', () => {
    const sparse = [[word('reer', 300, 0, 20), word('Total', 500, 0, 90)], [word('1HGCM82633A004352', 800, 0, 6)]];
    expect(texts(mergeSegments(automatic, sparse))).toEqual([['Oil', 'change'], ['Total'], ['1HGCM82633A004352']]);
  });
});

describe('dropNoise', () => {
  it('drops words without digits read with almost no confidence, keeps numbers however unsure', () => {
    expect(texts(dropNoise([[word('Coolant', 0, 0, 94), word('iiccaisi', 200, 0, 0), word('5J6RW2H82MM656026', 400, 0, 6)]]))).toEqual([
      ['Coolant', '5J6RW2H82MM656026'],
    ]);
  });
});
