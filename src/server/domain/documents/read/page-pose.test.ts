import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { estimatePagePose, looksUpsideDown, straightenPage, turnHalf, uprightScore } from './page-pose';
import { turnPgmHalf } from './pgm';
import { buildTextSvg } from './test-support/make-images';

/** A small page of text lines (800 x 1000 px), turned by `angle` degrees clockwise, as grayscale pixels. */
async function page(angle: number, capitals = false): Promise<{ pixels: Buffer; width: number; height: number }> {
  const lines = Array.from({ length: 14 }, (_, i) => {
    const text = `Line ${i + 1}: Zulassungsbescheinigung des Halters, gültig bis VIN WVWZZZAW5NV4100${i}`;
    return { text: capitals ? text.toUpperCase() : text, x: 40, y: 80 + i * 60, size: 22 };
  });
  const svg = buildTextSvg(lines, 800, 1000);
  const { data, info } = await sharp(Buffer.from(svg))
    .rotate(angle, { background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

describe('estimatePagePose', () => {
  it.each([
    { angle: 0, sideways: false, skew: 0 },
    { angle: 180, sideways: false, skew: 0 },
    { angle: 6, sideways: false, skew: 6 },
    { angle: -9, sideways: false, skew: -9 },
    { angle: 90, sideways: true, skew: 0 },
    { angle: 270, sideways: true, skew: 0 },
    { angle: 94, sideways: true, skew: 4 },
  ])('a page turned $angle° has sideways=$sideways, skew ≈ $skew°', async ({ angle, sideways, skew }) => {
    const p = await page(angle);
    const pose = estimatePagePose(p.pixels, p.width, p.height);
    expect(pose.sideways).toBe(sideways);
    expect(pose.skewDegrees).toBeCloseTo(skew, 0);
  });

  it('straightens a skewed sideways page so its lines run across, level', async () => {
    const p = await page(-97);
    const straight = await straightenPage(p, estimatePagePose(p.pixels, p.width, p.height));
    expect(estimatePagePose(straight.pixels, straight.width, straight.height)).toEqual({ sideways: false, skewDegrees: 0 });
  });

  it('leaves a blank page as it is', () => {
    expect(estimatePagePose(Buffer.alloc(200 * 300, 255), 200, 300)).toEqual({ sideways: false, skewDegrees: 0 });
  });
});

describe('uprightScore', () => {
  it('tells a page of mixed-case lines upright from the same page upside down', async () => {
    const upright = await page(0);
    expect(uprightScore(upright.pixels, upright.width, upright.height)).toBeGreaterThan(0.25);
    expect(looksUpsideDown(upright)).toBe(false);
    const turned = await page(180);
    expect(uprightScore(turned.pixels, turned.width, turned.height)).toBeLessThan(-0.25);
    expect(looksUpsideDown(turned)).toBe(true);
    expect(looksUpsideDown(turnHalf(turned))).toBe(false);
  });

  it('tells nothing from lines in capitals (their commas and Ys hang below, nothing rises above)', async () => {
    for (const angle of [0, 180]) {
      const p = await page(angle, true);
      expect(uprightScore(p.pixels, p.width, p.height)).toBe(0);
    }
  });

  it('tells nothing from a blank page or a few lines', async () => {
    expect(uprightScore(Buffer.alloc(200 * 300, 255), 200, 300)).toBe(0);
  });
});

describe('turnPgmHalf', () => {
  it('reverses the pixels under the same header', () => {
    const pgm = Buffer.concat([Buffer.from('P5\n3 1\n255\n', 'ascii'), Buffer.from([1, 2, 3])]);
    expect([...turnPgmHalf(pgm).subarray(-3)]).toEqual([3, 2, 1]);
    expect(turnPgmHalf(pgm).subarray(0, 11).toString('ascii')).toBe('P5\n3 1\n255\n');
  });
});
