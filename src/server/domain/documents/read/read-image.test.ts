import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasNativeTesseract } from './native-tesseract';
import { looksLikePhoto, readImageFile } from './read-image';
import { buildTextSvg, renderSvgToPng } from './test-support/make-images';

describe('looksLikePhoto', () => {
  it('tells a page on a table from a scan with white margins', async () => {
    const page = await renderSvgToPng(buildTextSvg([{ text: 'Zulassungsbescheinigung Teil I', x: 60, y: 80 }, { text: 'A   HB-KL 207', x: 60, y: 140 }], 900, 1200));
    const onTable = await sharp(page).extend({ top: 80, bottom: 80, left: 80, right: 80, background: { r: 90, g: 82, b: 74 } }).jpeg().toBuffer();
    expect(await looksLikePhoto(onTable)).toBe(true);
    expect(await looksLikePhoto(page)).toBe(false);
  });
});

describe('readImageFile', () => {
  it.runIf(hasNativeTesseract())("keeps a scanned certificate's column of box codes", async () => {
    // A development scan fed turned a quarter: read at 2,800 px, tesseract's layout dropped every code left of its value.
    const file = path.join(import.meta.dirname, '../../../../../bench/corpus/world-dev/files/wd-005-turned-90-scan-png.png');
    const lines = (await readImageFile(file)).text.split('\n');
    for (const code of ['A', 'B', 'C.1.1', 'D.1', 'D.3', 'E']) expect(lines.some((l) => l.startsWith(`${code}\t`))).toBe(true);
  }, 60_000);
});
