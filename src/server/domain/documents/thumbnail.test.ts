import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePdfWorkers } from './read/pdf-page-worker';
import { buildPdf } from './read/test-support/make-pdf';
import { canPreview, renderThumbnail, THUMBNAIL_SIZE, thumbnailKeyFor } from './thumbnail';

describe('document thumbnails', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'thumb-'));
  });
  afterAll(async () => {
    await closePdfWorkers();
    await rm(dir, { recursive: true, force: true });
  });

  /** The share of dark pixels in the thumbnail's top and bottom halves. */
  async function inkByHalf(jpeg: Buffer): Promise<{ width: number; height: number; top: number; bottom: number }> {
    const { data, info } = await sharp(jpeg).greyscale().raw().toBuffer({ resolveWithObject: true });
    const half = Math.floor(info.height / 2) * info.width;
    const dark = (from: number, to: number) => data.subarray(from, to).filter((v) => v < 128).length / (to - from);
    return { width: info.width, height: info.height, top: dark(0, half), bottom: dark(half, data.length) };
  }

  it("draws a text PDF's first page (not its second) into the thumbnail box", async () => {
    const file = path.join(dir, 'invoice.pdf');
    const heavy = Array.from({ length: 12 }, (_, i) => ({ text: 'WMWMWMWMWMWMWMWMWMWMWMWMWM', x: 30, y: 750 - i * 28, size: 30 }));
    await writeFile(file, await buildPdf([{ kind: 'text', items: heavy }, { kind: 'text', items: [{ text: 'Page two', x: 40, y: 100 }] }]));
    const jpeg = (await renderThumbnail(file, 'application/pdf'))!;
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const ink = await inkByHalf(jpeg);
    // a Letter page is a little wider than the box's 3:4, so it fills the width
    expect(ink.width).toBe(THUMBNAIL_SIZE.width);
    expect(ink.height).toBe(311);
    // page 1 is inked at its top only
    expect(ink.top).toBeGreaterThan(0.05);
    expect(ink.bottom).toBeLessThan(0.01);
  });

  it('shrinks a photo to the box, upright, and has none for text or Word files', async () => {
    const file = path.join(dir, 'photo.jpg');
    await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#202020' } }).jpeg().toFile(file);
    const meta = await sharp((await renderThumbnail(file, 'image/jpeg'))!).metadata();
    expect([meta.width, meta.height]).toEqual([240, 160]);
    expect(await renderThumbnail(file, 'text/plain; charset=utf-8')).toBeNull();
    expect(canPreview('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(false);
    expect(thumbnailKeyFor('v1/abc-invoice.pdf')).toBe('v1/abc-invoice.pdf.thumb.jpg');
  });
});
