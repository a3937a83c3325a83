import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_PAGES, MAX_DOCUMENT_TEXT_CHARS, MAX_PDF_OCR_PIXELS, MAX_PDF_PAGES, readDocument, shutdownOcr, type ReadStep } from './index';
import { buildHugeImagePdf, buildManyPagePdf } from './test-support/make-hostile-pdf';

let dir: string;
const save = async (name: string, data: Buffer | string) => {
  const file = path.join(dir, name);
  await writeFile(file, data);
  return file;
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hostile-pdf-'));
});
afterAll(async () => {
  await shutdownOcr();
  await rm(dir, { recursive: true, force: true });
});

describe('hostile PDFs', () => {
  it('refuses a PDF that declares thousands of pages, before reading any page, saying how many are read', async () => {
    const file = await save('thousands.pdf', buildManyPagePdf(3000, (page) => [`Page ${page} VIN 1HGCM82633A004352 odometer ${page} miles`]));
    const steps: string[] = [];
    const started = Date.now();
    const error = await readDocument(file, 'pdf', { onStep: (_: ReadStep, detail) => steps.push(detail) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'too_many_pages', userMessage: `This PDF has 3,000 pages; documents up to ${MAX_PDF_PAGES} pages are read.` });
    expect(steps.filter((s) => s.startsWith('Reading page'))).toEqual([]);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it(`reads a PDF of exactly MAX_PDF_PAGES (${MAX_PDF_PAGES}) pages, up to its first ${DEFAULT_MAX_PAGES}`, async () => {
    const file = await save('at-cap.pdf', buildManyPagePdf(MAX_PDF_PAGES, (page) => [`Page ${page} VIN 1HGCM82633A004352 odometer ${page} miles`]));
    const steps: string[] = [];
    const result = await readDocument(file, 'pdf', { onStep: (_: ReadStep, detail) => steps.push(detail) });
    expect(result).toMatchObject({ pages: DEFAULT_MAX_PAGES, totalPages: MAX_PDF_PAGES });
    expect(result.text).toContain('Page 10 VIN');
    expect(result.text).not.toContain('Page 11 VIN');
    expect(steps).toContain(`Reading page ${DEFAULT_MAX_PAGES} of ${DEFAULT_MAX_PAGES}`);
    await expect(readDocument(await save('over-cap.pdf', buildManyPagePdf(MAX_PDF_PAGES + 1)), 'pdf')).rejects.toMatchObject({ code: 'too_many_pages' });
  });

  it('says how many pages a PDF has when it reads all of them', async () => {
    const file = await save('three.pdf', buildManyPagePdf(3, (page) => [`Page ${page} of a short registration`]));
    expect(await readDocument(file, 'pdf')).toMatchObject({ pages: 3, totalPages: 3 });
  });

  it('keeps at most MAX_DOCUMENT_TEXT_CHARS of forty dense text pages', async () => {
    const dense = (page: number) => Array.from({ length: 60 }, (_, i) => `p${page} l${i} ${'Lorem ipsum dolor sit amet consectetur '.repeat(3)}`);
    const file = await save('dense.pdf', buildManyPagePdf(40, dense));
    const result = await readDocument(file, 'pdf');
    expect(result).toMatchObject({ pages: DEFAULT_MAX_PAGES, totalPages: 40 });
    expect(result.text.length).toBeLessThanOrEqual(MAX_DOCUMENT_TEXT_CHARS);
    expect(result.lines!.reduce((n, l) => n + l.text.length + 1, 0)).toBeLessThanOrEqual(MAX_DOCUMENT_TEXT_CHARS);
  });

  it('keeps at most MAX_DOCUMENT_TEXT_CHARS of a huge text file, cut on a character', async () => {
    const file = await save('huge.txt', 'é'.repeat(MAX_DOCUMENT_TEXT_CHARS * 3));
    const result = await readDocument(file, 'txt');
    expect(result.text).toBe('é'.repeat(MAX_DOCUMENT_TEXT_CHARS));
  });

  it('refuses a PDF whose page is one 10,000 x 10,000 image, without decoding it', async () => {
    const file = await save('huge-image.pdf', buildHugeImagePdf(10_000, 10_000));
    const before = process.memoryUsage().rss;
    const error = await readDocument(file, 'pdf').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'image_too_large', userMessage: expect.stringMatching(/image too large to read \(over 40 megapixels\)/) });
    // The 100 MB of pixels were never decoded in this process.
    expect(process.memoryUsage().rss - before).toBeLessThan(80 * 1024 * 1024);
  });

  it(`stops before the page image that would pass MAX_PDF_OCR_PIXELS, and says how many pages it read`, async () => {
    // Four 36-megapixel pages (each under the per-image cap): the third would make 108 megapixels.
    const file = await save('heavy-scans.pdf', buildHugeImagePdf(6000, 6000, 4));
    const result = await readDocument(file, 'pdf');
    expect(MAX_PDF_OCR_PIXELS).toBeLessThan(3 * 36_000_000);
    expect(result).toMatchObject({ method: 'pdf-ocr', pages: 2, totalPages: 4 });
  }, 60_000);

  it('still reads a scan-sized embedded image (2,000 x 2,600)', async () => {
    const file = await save('scan.pdf', buildHugeImagePdf(2000, 2600));
    const result = await readDocument(file, 'pdf');
    expect(result).toMatchObject({ method: 'pdf-ocr', pages: 1 });
  });
});
