import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { detectOrientationNative, hasNativeTesseract, nativeLanguages } from './native-tesseract';
import { pgmHeader, toPgm, turnPgmHalf, turnPgmQuarter } from './pgm';
import path from 'node:path';
import { dropNoise, keepEnglishNumbers, mergeSegments, recognizeImage, sidewaysStanding, suspectUpsideDown, wordsRunDown } from './ocr-engine';
import { prepareOcrImage } from './prepare-ocr-image';
import { IMAGE_LONG_SIDE, readImageFile } from './read-image';
import { buildTextSvg, renderSvgToPng } from './test-support/make-images';
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

describe('keepEnglishNumbers', () => {
  it("keeps the English reading's plates and VINs over the page language's, its accented words from the page language", () => {
    const english = [[word('Ejer', 0, 0), word('Seren', 110, 0)], [word('AW', 0, 50), word('41', 110, 50), word('918', 220, 50)], [word('ZFA31200SJX237484', 0, 100)]];
    const danish = [[word('Ejer', 0, 0), word('Søren', 110, 0)], [word('AW', 0, 50), { ...word('41918', 110, 50), x1: 320 }], [word('ZFA312005JX237484', 0, 100)]];
    expect(texts(keepEnglishNumbers(danish, english))).toEqual([['Ejer', 'Søren'], ['AW', '41', '918'], ['ZFA31200SJX237484']]);
  });

  it("keeps the page language's number where English read none there; an English plate replaces the two words read there", () => {
    const english = [[{ ...word('XV-92-YL', 0, 0), x1: 300 }]];
    const portuguese = [[word('XV-92', 0, 0), word('-YL', 110, 0)], [word('03-11-2018', 500, 0)]];
    expect(texts(keepEnglishNumbers(portuguese, english))).toEqual([['XV-92-YL'], ['03-11-2018']]);
  });

  it('keeps the page language\'s number where English was less sure of its own', () => {
    const english = [[word('Nummerplaat', 0, 0), { ...word('1-J/K-059', 200, 0, 19), x1: 340 }]];
    const dutch = [[word('Nummerplaat', 0, 0), { ...word('1-JJK-059', 200, 0, 34), x1: 340 }]];
    expect(texts(keepEnglishNumbers(dutch, english))).toEqual([['Nummerplaat', '1-JJK-059']]);
  });
});

describe('dropNoise', () => {
  it('drops words without digits read with almost no confidence, keeps numbers however unsure', () => {
    expect(texts(dropNoise([[word('Coolant', 0, 0, 94), word('iiccaisi', 200, 0, 0), word('5J6RW2H82MM656026', 400, 0, 6)]]))).toEqual([
      ['Coolant', '5J6RW2H82MM656026'],
    ]);
  });
});

describe('recognizeImage in the page language', () => {
  const page = (lines: string[]) =>
    renderSvgToPng(buildTextSvg(lines.map((text, i) => ({ text, x: 80, y: 120 + i * 80, size: 40 })), 1700, 200 + lines.length * 80));

  it.runIf(nativeLanguages().has('spa'))('reads a Spanish invoice again with the Spanish model, accents kept', async () => {
    const image = await page(['Taller Mecánico García, S.L.', 'Factura nº 8812   Fecha: 15/09/2026', 'Sustitución de correa de distribución   512,40 €', 'Total factura   512,40 €']);
    const result = await recognizeImage(image);
    expect(result.language).toBe('spa+eng');
    expect(result.text).toContain('Mecánico García');
    expect(result.text).toContain('Sustitución');
  });

  it.runIf(nativeLanguages().has('dan'))('reads a Danish registration again with the Danish model: ø kept, the plate as English reads it', async () => {
    const image = await page(['REGISTRERINGSATTEST', 'Reg.nr.   AB 12 345', 'Ejer   Søren Kjær Mølgaard', 'Stelnummer   WVWZZZAUZJW112233', 'Anvendelse   Privat']);
    const result = await recognizeImage(image);
    expect(result.language).toBe('dan+eng');
    expect(result.text).toContain('Søren Kjær Mølgaard');
    expect(result.text).toContain('AB 12 345');
  });

  it.runIf(hasNativeTesseract())('reads an English page once, with the English model', async () => {
    const result = await recognizeImage(await page(['Quick Lube Express', 'Date: 09/15/2026   Odometer: 45,500', 'Oil change   49.99', 'Total   49.99']));
    expect(result.language).toBe('eng');
    expect(result.text).toContain('Oil change');
  });
});

describe('suspectUpsideDown', () => {
  it('tries a page turned a quarter on a guess again under a higher confidence than an upright one', () => {
    expect(suspectUpsideDown(61.9, true)).toBe(true);
    expect(suspectUpsideDown(61.9, false)).toBe(false);
    expect(suspectUpsideDown(88.4, true)).toBe(false);
    expect(suspectUpsideDown(40, false)).toBe(true);
  });

  it.runIf(hasNativeTesseract())('reads a faded receipt scanned sideways the right way up, not upside down', async () => {
    // A development corpus scan whose quarter turn first left it upside down, read then at a mean confidence of 61.9.
    const file = path.join(import.meta.dirname, '../../../../../bench/corpus/world-dev/files/wd-218-turned-90-scan-png.png');
    const result = await readImageFile(file);
    expect(result.text).toContain('SPEEDY NANTES EST');
    expect(result.confidence).toBeGreaterThan(85);
  }, 60_000);
});

describe('a sideways page whose lines tell nothing of its standing', () => {
  // A development scan turned 90°: turned back a quarter on a guess it stands upside down, its lines deciding nothing.
  const receipt = path.join(import.meta.dirname, '../../../../../bench/corpus/world-dev/files/wd-218-turned-90-scan-png.png');

  it.runIf(nativeLanguages().has('osd'))('is asked of OSD before reading, which tells it upside down, and upright once turned', async () => {
    const image = await prepareOcrImage(receipt);
    expect(image).toMatchObject({ pose: { sideways: true }, turnedHalf: false, uprightUnsure: true });
    expect(await sidewaysStanding(image.pgm)).toBe('upside-down');
    expect(await sidewaysStanding(turnPgmHalf(image.pgm))).toBe('upright');
  }, 60_000);
});

describe('a faded page fed upside down', () => {
  const receipt = path.join(import.meta.dirname, '../../../../../bench/corpus/world-dev/files/wd-218-turned-90-scan-png.png');

  it.runIf(nativeLanguages().has('osd'))('is found upside down by the orientation detection, and an upright page is not', async () => {
    const upright = await prepareOcrImage(await sharp(receipt).rotate(270).png().toBuffer());
    const upsideDown = await prepareOcrImage(await sharp(receipt).rotate(90).png().toBuffer());
    expect((await detectOrientationNative(upsideDown.pgm, 10_000))?.rotate).toBe(180);
    expect((await detectOrientationNative(upright.pgm, 10_000))?.rotate).toBe(0);
  }, 60_000);

  it.runIf(nativeLanguages().has('osd'))('is read the right way up although its upside-down reading scores over 55 %', async () => {
    const upsideDown = await prepareOcrImage(await sharp(receipt).rotate(90).png().toBuffer());
    expect(upsideDown.pose.sideways).toBe(false);
    const result = await recognizeImage(upsideDown.pgm);
    expect(result.text).toContain('SPEEDY NANTES EST');
  }, 60_000);
});


describe('a monospaced receipt lying sideways that passes for upright, or upright that passes for sideways', () => {
  // A retired held-back scan turned 90°: its letters line up from line to line, so its rows look as sharp as its lines.
  const receipt = path.join(import.meta.dirname, '../../../../../bench/corpus/world-held-back-9/files/wh9-073-turned-90-scan-png.png');

  it('is told by its words standing taller than wide', () => {
    const tall = (text: string, y0: number) => ({ text, x0: 0, y0, x1: 35, y1: y0 + 30 * text.length, confidence: 90 });
    const wide = (text: string, x0: number) => ({ text, x0, y0: 0, x1: x0 + 30 * text.length, y1: 35, confidence: 90 });
    const names = ['NORTHERN', 'LUBE', 'EXPRESS', 'Store', 'Bank', 'Ottawa', 'INVOICE', 'DATE', 'VEHICLE', 'HONDA'];
    expect(wordsRunDown([names.map((n, i) => tall(n, i * 300))])).toBe(true);
    expect(wordsRunDown([names.map((n, i) => wide(n, i * 300))])).toBe(false);
    // Too few words to tell: left as read.
    expect(wordsRunDown([names.slice(0, 5).map((n, i) => tall(n, i * 300))])).toBe(false);
  });

  it('turns a page a quarter clockwise', () => {
    // 3 wide, 2 high: rows "abc" / "def" become columns, the top row the rightmost.
    const turned = turnPgmQuarter(toPgm(Buffer.from([1, 2, 3, 4, 5, 6]), 3, 2));
    expect(pgmHeader(turned)).toMatchObject({ width: 2, height: 3 });
    expect([...turned.subarray(pgmHeader(turned)!.offset)]).toEqual([4, 1, 5, 2, 6, 3]);
  });

  it.runIf(hasNativeTesseract() && nativeLanguages().has('osd'))('is read line by line once turned', async () => {
    const image = await prepareOcrImage(receipt);
    expect(image.pose.sideways).toBe(false);
    const lines = (await recognizeImage(image.pgm)).text.split('\n');
    expect(lines[0]).toBe('NORTHERN LUBE EXPRESS');
    expect(lines).toContain('PLATE HLVT 035 ON');
  }, 90_000);

  it.runIf(hasNativeTesseract() && nativeLanguages().has('osd'))('is read line by line when an upright photo was taken for sideways', async () => {
    const photo = path.join(import.meta.dirname, '../../../../../bench/corpus/world-dev/files/wd-2126-photo-jpg.jpg');
    const image = await prepareOcrImage(photo, { minLongSide: IMAGE_LONG_SIDE, maxLongSide: IMAGE_LONG_SIDE });
    expect(image.pose.sideways).toBe(true);
    const lines = (await readImageFile(photo)).text.split('\n');
    expect(lines[0]).toBe('Lubri-Pro Rimouski');
    expect(lines).toContain('Odomètre : 81 814 km');
  }, 90_000);
});
