import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentReadError } from './document-read-error';
import { readDocument, shutdownOcr, setOcrBackend, resolveOcrBackend, stackPages, type ReadStep } from './index';
import { hasNativeTesseract } from './native-tesseract';
import { buildFormSvg, buildTextSvg, makePhotoLike, renderSvgToPng } from './test-support/make-images';
import { buildPdf } from './test-support/make-pdf';
import { buildDocx } from './test-support/make-zip';

const FORM_ROWS = [
  { label: 'Vehicle Identification Number', value: '1HGCM82633A004352' },
  { label: 'Plate Number', value: '7ABC123' },
  { label: 'Expiration Date', value: '03/15/2026' },
  { label: 'Registered Owner', value: 'Jane Q. Driver' },
  { label: 'Fee Paid', value: '$231.00' },
];
const FORM_LINES = FORM_ROWS.map((row) => `${row.label}\t${row.value}`);

let dir: string;

async function save(name: string, data: Buffer | string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, data);
  return file;
}

async function renderFormPng(): Promise<Buffer> {
  return renderSvgToPng(buildFormSvg('VEHICLE REGISTRATION CARD', FORM_ROWS));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'doc-read-'));
});
afterAll(async () => {
  setOcrBackend('auto');
  await shutdownOcr();
  await rm(dir, { recursive: true, force: true });
});

describe('readDocument: text formats', () => {
  it.each([
    { name: 'UTF-8 with a BOM', data: Buffer.from('\uFEFFOil change\t€49.00\r\nMileage 45,210\n', 'utf8'), expected: 'Oil change\t€49.00\nMileage 45,210\n' },
    { name: 'Latin-1', data: Buffer.from('Garage Müller - Ölwechsel 49,00\n', 'latin1'), expected: 'Garage Müller - Ölwechsel 49,00\n' },
  ])('reads a TXT file in $name', async ({ data, expected }) => {
    const result = await readDocument(await save('notes.txt', data), 'txt');
    expect(result).toEqual({ text: expected, method: 'txt', pages: 1 });
  });

  it('reads a DOCX, keeping table cells tab-separated on their row', async () => {
    const file = await save(
      'invoice.docx',
      buildDocx(['QuickLube Service Invoice', 'Date: 03/02/2025'], [['Item', 'Price'], ['Synthetic oil change', '$49.99'], ['Tire rotation', '$20.00']]),
    );
    const steps: string[] = [];
    const result = await readDocument(file, 'docx', { onStep: (step) => steps.push(step) });
    expect(result.method).toBe('docx');
    expect(result.text).toContain('QuickLube Service Invoice');
    expect(result.text).toContain('Synthetic oil change\t$49.99');
    expect(result.text).toContain('Tire rotation\t$20.00');
    expect(steps).toEqual(['extracting_text', 'reading']);
  });

  it('reports a broken .doc as unreadable without harming the process', async () => {
    const fake = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096, 7)]);
    const error = await readDocument(await save('old.doc', fake), 'doc').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocumentReadError);
    expect((error as DocumentReadError).code).toBe('unreadable');
  });
});

describe('readDocument: PDF text layer', () => {
  it('rebuilds two-column lines and stops at maxPages', async () => {
    const form = FORM_ROWS.flatMap((row, index) => [
      { text: row.label, x: 50, y: 680 - index * 24 },
      { text: row.value, x: 440, y: 680 - index * 24 },
    ]);
    const pdf = await buildPdf([
      { kind: 'text', items: [{ text: 'VEHICLE REGISTRATION CARD', x: 50, y: 720, size: 16 }, ...form] },
      { kind: 'text', items: [{ text: 'Page two: conditions of registration apply.', x: 50, y: 700 }] },
      { kind: 'text', items: [{ text: 'Page three must not be read.', x: 50, y: 700 }] },
    ]);
    const result = await readDocument(await save('card.pdf', pdf), 'pdf', { maxPages: 2 });
    expect(result.method).toBe('pdf-text');
    expect(result.pages).toBe(2);
    expect(result.ocrConfidence).toBeUndefined();
    for (const line of FORM_LINES) expect(result.text.split('\n')).toContain(line);
    expect(result.text).toContain('Page two: conditions of registration apply.');
    expect(result.text).not.toContain('Page three');
  });

  it('refuses a damaged PDF as unreadable', async () => {
    const error = await readDocument(await save('broken.pdf', '%PDF-1.7\n1 0 obj garbage'), 'pdf').catch((caught: unknown) => caught);
    expect((error as DocumentReadError).code).toBe('unreadable');
  });

  it('stops a PDF read when the signal is aborted midway', async () => {
    const pdf = await buildPdf([{ kind: 'text', items: [{ text: 'A page with enough text to count as text.', x: 50, y: 700 }] }]);
    const controller = new AbortController();
    const reason = new Error('user cancelled');
    const reading = readDocument(await save('abort.pdf', pdf), 'pdf', {
      signal: controller.signal,
      onStep: () => controller.abort(reason),
    });
    await expect(reading).rejects.toBe(reason);
  });

  it('stops when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(readDocument(await save('a.txt', 'x'), 'txt', { signal: controller.signal })).rejects.toThrow();
  });
});

describe('readDocument: OCR', () => {
  it('reads a two-column form image with each label and its value on one line', async () => {
    const result = await readDocument(await save('form.png', await renderFormPng()), 'png');
    expect(result.method).toBe('image-ocr');
    const lines = result.text.split('\n');
    for (const line of FORM_LINES) expect(lines).toContain(line);
    expect(result.ocrConfidence).toBeGreaterThan(80);
    const plate = result.lines?.find((line) => line.text.startsWith('Plate Number'));
    expect(plate?.words.map((word) => word.text)).toEqual(['Plate', 'Number', '7ABC123']);
    expect(plate!.words[2].x0).toBeGreaterThan(plate!.words[1].x1 + 500);
  });

  it.each([
    { name: 'upside down', turn: (png: Buffer) => sharp(png).rotate(180) },
    { name: 'turned a quarter and tilted 7°', turn: (png: Buffer) => sharp(png).rotate(270).rotate(7, { background: '#ffffff' }) },
  ])('reads a scan fed $name as an upright one', async ({ name, turn }) => {
    const png = await turn(await renderFormPng()).png().toBuffer();
    const result = await readDocument(await save(`turned-${name.length}.png`, png), 'png');
    const lines = result.text.split('\n');
    for (const line of FORM_LINES.slice(0, 3)) expect(lines).toContain(line);
  });

  it('reads a shadowed, skewed phone photo stored sideways with an EXIF orientation', async () => {
    const photo = await makePhotoLike(await renderFormPng(), { angle: 1.2, shadow: 0.6 });
    const sideways = await sharp(photo).rotate(-90).withMetadata({ orientation: 6 }).jpeg({ quality: 80 }).toBuffer();
    const steps: [ReadStep, string][] = [];
    const result = await readDocument(await save('photo.jpg', sideways), 'jpg', { onStep: (...step) => steps.push(step) });
    const lines = result.text.split('\n');
    for (const line of FORM_LINES) expect(lines).toContain(line);
    expect(steps).toEqual([
      ['extracting_text', 'Preparing the image for OCR'],
      ['reading', 'Reading the image with OCR'],
    ]);
  });

  it('reads a mixed PDF: the text page by its text layer, scanned pages by OCR (extracted and rendered)', async () => {
    const scan = buildTextSvg(
      [
        { text: 'VEHICLE REGISTRATION CARD', x: 120, y: 200, size: 48 },
        ...FORM_ROWS.flatMap((row, index) => [
          { text: row.label, x: 120, y: 340 + index * 90, size: 36 },
          { text: row.value, x: 1580, y: 340 + index * 90, size: 36, anchor: 'end' as const },
        ]),
      ],
      1700,
      2200,
    );
    const jpeg = await sharp(Buffer.from(scan)).jpeg({ quality: 85 }).toBuffer();
    const top = await sharp(jpeg).extract({ left: 0, top: 0, width: 1700, height: 1100 }).jpeg().toBuffer();
    const bottom = await sharp(jpeg).extract({ left: 0, top: 1100, width: 1700, height: 1100 }).jpeg().toBuffer();
    const pdf = await buildPdf([
      { kind: 'text', items: [{ text: 'Cover letter: your renewed registration is enclosed.', x: 50, y: 700 }] },
      { kind: 'image', jpeg },
      { kind: 'split-image', top, bottom, caption: 'Copy' },
    ]);
    const steps: string[] = [];
    const result = await readDocument(await save('mixed.pdf', pdf), 'pdf', { onStep: (step, detail) => steps.push(`${step}: ${detail}`) });
    expect(result.method).toBe('pdf-ocr');
    expect(result.pages).toBe(3);
    expect(result.text).toContain('Cover letter: your renewed registration is enclosed.');
    const [extracted, rendered] = result.text.split('\n\n').slice(1).map((page) => page.split('\n'));
    for (const line of FORM_LINES) {
      expect(extracted).toContain(line);
      expect(rendered).toContain(line);
    }
    expect(result.ocrConfidence).toBeGreaterThan(80);
    expect(steps).toEqual([
      'extracting_text: Opening the PDF',
      'reading: Reading page 1 of 3',
      'reading: Reading page 2 of 3',
      'reading: Page 2 of 3 is scanned: reading it with OCR',
      'reading: Reading page 3 of 3',
      'reading: Page 3 of 3 is scanned: reading it with OCR',
    ]);
  });

  it.runIf(hasNativeTesseract())('gives the same lines with tesseract.js as with the native command', async () => {
    const file = await save('form-wasm.png', await renderFormPng());
    setOcrBackend('wasm');
    try {
      expect(resolveOcrBackend()).toBe('wasm');
      const result = await readDocument(file, 'png');
      const lines = result.text.split('\n');
      for (const line of FORM_LINES) expect(lines).toContain(line);
    } finally {
      setOcrBackend('auto');
    }
  });
});

describe('stackPages', () => {
  it("puts each page's lines below the previous page's", () => {
    const word = (text: string, y: number) => ({ text, x0: 10, x1: 60, y0: y, y1: y + 10, confidence: 100 });
    const pages = [[{ text: 'Job', words: [word('Job', 50)] }, { text: 'Belt', words: [word('Belt', 700)] }], [{ text: 'Mileage', words: [word('Mileage', 40)] }]];
    const stacked = stackPages(pages);
    expect(stacked.map((l) => l.text)).toEqual(['Job', 'Belt', 'Mileage']);
    expect(stacked[2].words[0].y0).toBeGreaterThan(stacked[1].words[0].y1 + 100);
  });
});
