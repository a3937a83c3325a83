/**
 * Extraction benchmark: field accuracy over the labelled corpus (overall, by kind, by format), VIN exactness on
 * text-based documents, time per document by format, OCR time of the project's path against the `tesseract`
 * command on the same letter-size scan, and peak RSS while extracting a 50 MB PDF: one with a text layer on every
 * page (`bigPdf`), one scanned with no text layer, whose pages are rendered and OCRed (`bigScannedPdf`).
 * Writes bench/results/extract.json. Options: --ocr=native|wasm|auto (default auto).
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractDocument } from '../src/server/domain/documents/extract-document';
import { readDocument, resolveOcrBackend, setOcrBackend, shutdownOcr, warmUpPdfReader } from '../src/server/domain/documents/read';
import { CORPUS_DIR, TEXT_FORMATS, loadExpected, scoreDocument, type FieldResult } from './corpus/score';
import { createRandom } from './corpus/random';

const run = promisify(execFile);
const RESULTS = path.join(import.meta.dirname, 'results', 'extract.json');
const OCR_SAMPLE = 'doc-03-scan-png.png';

type DocResult = { file: string; kind: string; format: string; ms: number; method: string; fields: FieldResult[]; error?: string };

function accuracy(docs: DocResult[]): { correct: number; total: number; share: number } {
  const fields = docs.flatMap((d) => d.fields);
  const correct = fields.filter((f) => f.ok).length;
  return { correct, total: fields.length, share: fields.length ? correct / fields.length : 0 };
}

function groupBy<T>(items: T[], key: (t: T) => string): Record<string, T[]> {
  const out: Record<string, T[]> = {};
  for (const item of items) (out[key(item)] ??= []).push(item);
  return out;
}

async function runCorpus(): Promise<DocResult[]> {
  const expected = await loadExpected();
  await warmUpPdfReader(); // as the server does at start, long before the first upload
  const out: DocResult[] = [];
  for (const [file, exp] of Object.entries(expected)) {
    const kind = String(exp.documentType);
    try {
      const { data, read } = await extractDocument(path.join(CORPUS_DIR, file), file);
      out.push({ file, kind, format: exp._format, ms: read.ms, method: read.method, fields: scoreDocument(exp, data) });
    } catch (error) {
      const fields = Object.entries(exp)
        .filter(([k]) => !k.startsWith('_'))
        .map(([field, value]) => ({ field, expected: value, actual: null, ok: false }));
      out.push({ file, kind, format: exp._format, ms: 0, method: 'error', fields, error: String(error) });
    }
  }
  return out;
}

async function timeOcr(): Promise<Record<string, number | string | null>> {
  const image = path.join(CORPUS_DIR, OCR_SAMPLE);
  const timeRead = async () => {
    const started = performance.now();
    await readDocument(image, 'png');
    return Math.round(performance.now() - started);
  };
  const result: Record<string, number | string | null> = { image: OCR_SAMPLE, projectBackend: resolveOcrBackend() };
  await timeRead();
  result.projectMs = await timeRead();
  const previous = resolveOcrBackend();
  setOcrBackend('wasm');
  await timeRead();
  result.projectWasmMs = await timeRead();
  setOcrBackend(previous);
  const hasTesseract = spawnSync('tesseract', ['--version']).status === 0;
  if (hasTesseract) {
    const dir = await mkdtemp(path.join(tmpdir(), 'ocr-bench-'));
    const started = performance.now();
    await run('tesseract', [image, path.join(dir, 'out')]);
    result.tesseractCliMs = Math.round(performance.now() - started);
    await rm(dir, { recursive: true, force: true });
  } else result.tesseractCliMs = null;
  return result;
}

/** A PDF just under the 50 MB upload limit: a text page, then pages of incompressible photos with captions (read by their text layer). */
async function writeBigPdf(file: string): Promise<number> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const first = pdf.addPage([612, 792]);
  first.drawText('Vehicle registration renewal - VIN 1HGCM82633A004352 - Expiration Date 03/14/2026', { x: 40, y: 740, size: 10, font });
  const r = createRandom(42);
  const side = 1800;
  let bytes = 0;
  for (let i = 0; bytes < 48_500_000 && i < 60; i++) {
    const noise = Buffer.alloc(side * side * 3);
    for (let j = 0; j < noise.length; j++) noise[j] = Math.floor(r.next() * 256);
    const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
    if (bytes + jpeg.length > 50_000_000) break;
    bytes += jpeg.length;
    const page = pdf.addPage([612, 792]);
    page.drawImage(await pdf.embedJpg(jpeg), { x: 0, y: 100, width: 612, height: 612 });
    page.drawText(`Photo ${i + 1} of the vehicle, attached to the registration file.`, { x: 40, y: 60, size: 10, font });
  }
  await writeFile(file, await pdf.save());
  return (await stat(file)).size;
}

const SCAN_LINES = [
  'STATE OF CALIFORNIA - DEPARTMENT OF MOTOR VEHICLES',
  'VEHICLE REGISTRATION CARD',
  'VIN: 1HGCM82633A004352',
  'License Plate: 8ABC123',
  'Make: HONDA   Model: ACCORD   Year: 2021',
  'Registered Owner: JANE DOE, 12 MAIN ST, SACRAMENTO CA 95814',
  'Registration Expires: 03/14/2026',
];

/**
 * A scanned PDF just under the 50 MB upload limit with no text layer at all: every page is a 300 dpi letter-size
 * JPEG of a printed page with paper grain, so each page read is rendered and OCRed.
 */
async function writeBigScannedPdf(file: string): Promise<number> {
  const [width, height] = [2550, 3300];
  const texts = SCAN_LINES.map((line, i) => `<text x="200" y="${300 + i * 110}" font-family="DejaVu Sans" font-size="54" fill="#111">${line}</text>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4f1e8"/>${texts.join('')}</svg>`;
  const printed = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  const pdf = await PDFDocument.create();
  const r = createRandom(7);
  let bytes = 0;
  for (let i = 0; bytes < 48_500_000 && i < 60; i++) {
    const grain = Buffer.from(printed);
    for (let j = 0; j < grain.length; j++) grain[j] = Math.max(0, Math.min(255, grain[j] + Math.floor((r.next() - 0.5) * 48)));
    const jpeg = await sharp(grain, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
    if (bytes + jpeg.length > 50_000_000) break;
    bytes += jpeg.length;
    pdf.addPage([612, 792]).drawImage(await pdf.embedJpg(jpeg), { x: 0, y: 0, width: 612, height: 792 });
  }
  await writeFile(file, await pdf.save());
  return (await stat(file)).size;
}

/** Peak RSS of extracting the PDF `write` makes, measured in a fresh child process. */
async function measurePdfPeakRss(write: (file: string) => Promise<number>): Promise<Record<string, unknown>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'big-pdf-'));
  try {
    const file = path.join(dir, 'big.pdf');
    const bytes = await write(file);
    const child = await run(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'measure-rss.ts'), file], {
      maxBuffer: 1 << 20,
    });
    return { bytes, ...(JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}') as object) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const measureBigPdf = () => measurePdfPeakRss(writeBigPdf);
export const measureBigScannedPdf = () => measurePdfPeakRss(writeBigScannedPdf);

function pct(n: number): string {
  return `${(n * 100).toFixed(1)}%`;
}

export async function runExtractBench(args: string[] = []): Promise<void> {
  const backend = args.find((a) => a.startsWith('--ocr='))?.slice(6);
  if (backend === 'native' || backend === 'wasm' || backend === 'auto') setOcrBackend(backend);
  const started = performance.now();
  const docs = await runCorpus();
  const ocr = await timeOcr();
  await shutdownOcr();
  const bigPdf = await measureBigPdf();
  const bigScannedPdf = await measureBigScannedPdf();

  const byKind = Object.fromEntries(Object.entries(groupBy(docs, (d) => d.kind)).map(([k, v]) => [k, accuracy(v)]));
  const byFormat = Object.fromEntries(
    Object.entries(groupBy(docs, (d) => d.format)).map(([k, v]) => {
      const ms = v.map((d) => d.ms);
      return [k, { ...accuracy(v), meanMs: Math.round(ms.reduce((a, b) => a + b, 0) / ms.length), maxMs: Math.max(...ms) }];
    }),
  );
  const textDocs = docs.filter((d) => TEXT_FORMATS.has(d.format));
  const vinExact = textDocs.filter((d) => d.fields.find((f) => f.field === 'vin')?.ok).length;
  const byField = Object.fromEntries(
    Object.entries(groupBy(docs.flatMap((d) => d.fields), (f) => f.field)).map(([k, v]) => [k, pct(v.filter((f) => f.ok).length / v.length)]),
  );
  const misses = docs.flatMap((d) =>
    d.fields.filter((f) => !f.ok).map((f) => ({ file: d.file, field: f.field, expected: f.expected, actual: f.actual })),
  );
  const result = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    ocrBackend: resolveOcrBackend(),
    documents: docs.length,
    overall: accuracy(docs),
    byKind,
    byFormat,
    byField,
    vinExactOnTextDocuments: { exact: vinExact, total: textDocs.length },
    ocr,
    bigPdf,
    bigScannedPdf,
    errors: docs.filter((d) => d.error).map((d) => ({ file: d.file, error: d.error })),
    misses,
    totalSeconds: Math.round((performance.now() - started) / 100) / 10,
  };
  await mkdir(path.dirname(RESULTS), { recursive: true });
  await writeFile(RESULTS, JSON.stringify(result, null, 2) + '\n');

  const lines = [
    `Extraction benchmark (${docs.length} documents, OCR backend ${result.ocrBackend})`,
    `  overall field accuracy   ${pct(result.overall.share)}  (${result.overall.correct}/${result.overall.total})`,
    `  VIN exact, text-based    ${vinExact}/${textDocs.length}`,
    '',
    '  by kind                  accuracy',
    ...Object.entries(byKind).map(([k, a]) => `    ${k.padEnd(22)} ${pct(a.share).padStart(6)}  (${a.correct}/${a.total})`),
    '',
    '  by format                accuracy    mean ms   max ms',
    ...Object.entries(byFormat).map(
      ([k, a]) => `    ${k.padEnd(22)} ${pct(a.share).padStart(6)}   ${String(a.meanMs).padStart(8)} ${String(a.maxMs).padStart(8)}`,
    ),
    '',
    `  OCR of ${OCR_SAMPLE}: project (${ocr.projectBackend}) ${ocr.projectMs} ms, project (wasm) ${ocr.projectWasmMs} ms, tesseract CLI ${ocr.tesseractCliMs ?? 'n/a'} ms`,
    `  50 MB PDF: ${JSON.stringify(bigPdf)}`,
    `  50 MB scanned PDF: ${JSON.stringify(bigScannedPdf)}`,
    `  misses: ${misses.length} (see ${path.relative(process.cwd(), RESULTS)})`,
  ];
  process.stdout.write(lines.join('\n') + '\n');
}
