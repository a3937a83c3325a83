import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { chooseLongSide, flattenLighting, prepareOcrImage, takeLocalMaximum, type OcrImageSource } from './prepare-ocr-image';
import { buildTextSvg } from './test-support/make-images';

function readPgm(pgm: Buffer): { width: number; height: number; pixels: Buffer } {
  const header = /^P5\n(\d+) (\d+)\n255\n/.exec(pgm.toString('latin1', 0, 40));
  if (!header) throw new Error('not a binary PGM');
  return { width: Number(header[1]), height: Number(header[2]), pixels: pgm.subarray(header[0].length) };
}

const blank = (width: number, height: number, background: string | { r: number; g: number; b: number; alpha: number } = '#ffffff', channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background } });

describe('chooseLongSide', () => {
  it.each([
    { input: 800, expected: 2000 },
    { input: 2000, expected: 2000 },
    { input: 2040, expected: 2040 },
    { input: 2300, expected: 2048 },
    { input: 4032, expected: 2048 },
  ])('$input px → $expected px', ({ input, expected }) => {
    expect(chooseLongSide(input)).toBe(expected);
  });
});

describe('prepareOcrImage on a page upside down', () => {
  const scan = async (angle: number) => {
    const lines = Array.from({ length: 16 }, (_, i) => ({ text: `Rechnung ${i + 1}: Ölwechsel und Inspektion, gültig bis ${10 + i}.04.2026`, x: 60, y: 120 + i * 70, size: 26 }));
    return sharp(Buffer.from(buildTextSvg(lines, 1240, 1754))).rotate(angle).png().toBuffer();
  };

  it('turns a scan fed upside down (or a sideways page turned the wrong quarter) half a turn before OCR', async () => {
    expect((await prepareOcrImage(await scan(180))).turnedHalf).toBe(true);
    const sideways = await prepareOcrImage(await scan(90));
    expect(sideways.pose.sideways).toBe(true);
    expect(sideways.turnedHalf).toBe(true);
  });

  it('says when the lines tell nothing of the standing (lines in capitals), so OSD is asked before reading', async () => {
    const lines = Array.from({ length: 16 }, (_, i) => ({ text: `ZULASSUNGSBESCHEINIGUNG TEIL ${i + 1} KENNZEICHEN HALTER`, x: 60, y: 120 + i * 70, size: 26 }));
    const capitals = await prepareOcrImage(await sharp(Buffer.from(buildTextSvg(lines, 1240, 1754))).rotate(90).png().toBuffer());
    expect(capitals.pose.sideways).toBe(true);
    expect(capitals).toMatchObject({ turnedHalf: false, uprightUnsure: true });
    expect((await prepareOcrImage(await scan(90))).uprightUnsure).toBe(false);
  });

  it('leaves an upright page, and a page turned the right quarter, as they stand', async () => {
    expect((await prepareOcrImage(await scan(0))).turnedHalf).toBe(false);
    expect((await prepareOcrImage(await scan(270))).turnedHalf).toBe(false);
  });
});

describe('prepareOcrImage', () => {
  const cases: { name: string; source: () => Promise<OcrImageSource>; width: number; height: number; corner?: number }[] = [
    { name: 'upscales a small scan', source: () => blank(850, 1100).png().toBuffer(), width: 1545, height: 2000 },
    { name: 'shrinks a big landscape photo', source: () => blank(4032, 3024).jpeg().toBuffer(), width: 2048, height: 1536 },
    {
      name: 'turns an EXIF-rotated photo upright',
      source: () => blank(3000, 2000).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
      width: 1365,
      height: 2048,
    },
    {
      name: 'puts a transparent PNG on white',
      source: () => blank(1000, 500, { r: 0, g: 0, b: 0, alpha: 0 }, 4).png().toBuffer(),
      width: 2000,
      height: 1000,
      corner: 255,
    },
    { name: 'reads a 16-bit PNG', source: () => blank(1200, 900).png().toColourspace('rgb16').toBuffer(), width: 2000, height: 1500 },
    {
      name: 'accepts raw RGBA pixels from a rendered page',
      source: async () => ({ data: new Uint8Array(2400 * 1800 * 4).fill(255), width: 2400, height: 1800, channels: 4 as const }),
      width: 2048,
      height: 1536,
      corner: 255,
    },
  ];

  it.each(cases)('$name', async ({ source, width, height, corner }) => {
    const image = await prepareOcrImage(await source());
    const pgm = readPgm(image.pgm);
    expect({ width: pgm.width, height: pgm.height }).toEqual({ width, height });
    expect(pgm.pixels.length).toBe(width * height);
    if (corner !== undefined) expect(pgm.pixels[0]).toBe(corner);
  });

  it('refuses an image over the pixel limit', async () => {
    const source = { data: new Uint8Array(1), width: 20_000, height: 10_000, channels: 1 as const };
    await expect(prepareOcrImage(source)).rejects.toThrow();
  });
});

describe('flattenLighting', () => {
  it('evens out a shadow while keeping dark text dark', async () => {
    const width = 400;
    const height = 200;
    const gray = Buffer.alloc(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const paper = 240 - Math.round((x / width) * 140);
        const isText = y >= 90 && y < 110 && x % 40 < 6;
        gray[y * width + x] = isText ? Math.round(paper * 0.2) : paper;
      }
    }
    const flat = await flattenLighting(gray, width, height);
    const paperLeft = flat[20 * width + 20];
    const paperRight = flat[20 * width + 380];
    expect(Math.abs(paperLeft - paperRight)).toBeLessThan(30);
    expect(gray[20 * width + 20] - gray[20 * width + 380]).toBeGreaterThan(100);
    expect(flat[100 * width + 362]).toBeLessThan(100);
  });
});

describe('takeLocalMaximum', () => {
  it.each([
    { name: 'removes a one-pixel dark dot', input: [9, 9, 9, 9, 0, 9, 9, 9, 9], radius: 1, expected: [9, 9, 9, 9, 9, 9, 9, 9, 9] },
    { name: 'spreads a bright pixel over its window', input: [0, 0, 0, 0, 5, 0, 0, 0, 0], radius: 1, expected: [5, 5, 5, 5, 5, 5, 5, 5, 5] },
    { name: 'keeps a flat image', input: [3, 3, 3, 3, 3, 3, 3, 3, 3], radius: 2, expected: [3, 3, 3, 3, 3, 3, 3, 3, 3] },
  ])('$name', ({ input, radius, expected }) => {
    expect([...takeLocalMaximum(Uint8Array.from(input), 3, 3, radius)]).toEqual(expected);
  });
});
