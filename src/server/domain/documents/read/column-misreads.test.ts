import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { capitaliseCode, findDownwardRegions, isReadDownward, lineHeightOf, replaceRegion } from './column-misreads';
import { hasNativeTesseract } from './native-tesseract';
import { recognizeImage } from './ocr-engine';
import { cropPgm, pgmHeader, toPgm } from './pgm';
import type { OcrWord } from './rebuild-lines';

const word = (text: string, x0: number, y0: number, w = 100, h = 20, confidence = 95): OcrWord => ({ text, x0, y0, x1: x0 + w, y1: y0 + h, confidence });

/** A certificate's values in a column at x 250, one a line; its codes' column at x 125 read downward as three tall words. */
const values = ['L-PY 2482', '20.08.2024', 'Hoffmann', 'Jonas', 'VOLKSWAGEN', 'GOLF', 'WVWZZZCD6RJ376124', '23.04.2025', 'BLAU'].map((t, i) => [
  word(t, 250, 305 + 38 * i),
]);
const downward = [[word('O?Hmovonnnu>', 125, 305, 15, 361, 21)], [word('WHrHrrHr', 158, 381, 12, 171, 22)], [word('WNe', 189, 381, 13, 95, 53)]];

describe('findDownwardRegions', () => {
  it('finds the column read downward, its tall words joined into one region with a margin of half a line', () => {
    expect(lineHeightOf([...values, ...downward].flat())).toBe(20);
    expect(findDownwardRegions([...values, ...downward], 1600, 2048)).toEqual([{ x0: 115, y0: 295, x1: 212, y1: 676 }]);
  });

  it('finds nothing on a page read across, and nothing on a page of too few words to tell a line height', () => {
    expect(findDownwardRegions(values, 1600, 2048)).toEqual([]);
    expect(findDownwardRegions([[word('A', 0, 0)], downward[0]], 1600, 2048)).toEqual([]);
  });

  it('takes a word a few lines tall but wide (a heading in large type) for a word read across', () => {
    expect(isReadDownward(word('TITLE', 0, 0, 400, 70), 20)).toBe(false);
    expect(isReadDownward(word('WHrHrrHr', 0, 0, 12, 171), 20)).toBe(true);
  });

  it('keeps a region within the page', () => {
    const atEdge = [...values, [word('WHr', 2, 1900, 12, 140)]];
    expect(findDownwardRegions(atEdge, 1600, 2048)).toEqual([{ x0: 0, y0: 1890, x1: 24, y1: 2048 }]);
  });
});

describe('replaceRegion', () => {
  it("puts the column's words read again in place of the downward words, in page coordinates, the page's other words kept", () => {
    const region = { x0: 115, y0: 295, x1: 212, y1: 676 };
    const reread = [[word('A', 10, 12, 16, 20)], [word('B', 10, 50, 16, 20)], [word('c.1.1', 10, 88, 66, 20)]];
    const out = replaceRegion([...values, ...downward], region, reread);
    expect(out.flat().map((w) => w.text)).toEqual([...values.flat().map((w) => w.text), 'A', 'B', 'C.1.1']);
    expect(out.flat().find((w) => w.text === 'B')).toMatchObject({ x0: 125, y0: 345, x1: 141, y1: 365 });
  });

  it('leaves out a word read again where the page already has one (a value cut by the crop)', () => {
    const region = { x0: 115, y0: 295, x1: 260, y1: 676 };
    const out = replaceRegion([...values, ...downward], region, [[word('A', 10, 12, 16, 20), word('L-', 136, 12, 20, 20)]]);
    expect(out.flat().map((w) => w.text)).toEqual([...values.flat().map((w) => w.text), 'A']);
  });
});

describe('capitaliseCode', () => {
  it('takes a code of one letter shaped alike in both cases for its capital, and leaves words and other letters', () => {
    expect(['c.1.1', 'o', 's.2', 'C.1.2', 'a', 'd.1', 'cm', 'x1'].map(capitaliseCode)).toEqual(['C.1.1', 'O', 'S.2', 'C.1.2', 'a', 'd.1', 'cm', 'x1']);
  });
});

describe('cropPgm', () => {
  it('cuts a region out of a binary PGM as a PGM of its own', () => {
    const pixels = Buffer.from(Array.from({ length: 4 * 3 }, (_, i) => i));
    const pgm = Buffer.concat([Buffer.from('P5\n4 3\n255\n'), pixels]);
    const crop = cropPgm(pgm, { x0: 1, y0: 1, x1: 3, y1: 3 });
    expect(pgmHeader(crop)).toEqual({ width: 2, height: 2, offset: 11 });
    expect([...crop.subarray(11)]).toEqual([5, 6, 9, 10]);
  });
});

describe.runIf(hasNativeTesseract())('a column of box codes the automatic layout reads downward', () => {
  // The top of a development German certificate (wd-de-zb1-list) straightened from a 6° tilt: psm 3 reads its column
  // of codes as three tall garbage words and psm 11 drops the one-letter codes.
  const fixture = path.join(import.meta.dirname, 'test-support/fixtures/code-column-read-downward.png');

  it('is read again as lines, each code beside its value', async () => {
    const { data, info } = await sharp(fixture).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
    const result = await recognizeImage(toPgm(data, info.width, info.height));
    for (const line of ['A\tL-PY 2482', 'B\t20.08.2024', 'C.1.1\tHoffmann', 'D.1\tVOLKSWAGEN', 'E\tWVWZZZCD6RJ376124', 'R\tBLAU']) {
      expect(result.text).toContain(line);
    }
  }, 60_000);
});
