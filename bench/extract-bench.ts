/**
 * Extraction benchmark: field accuracy over the labelled corpus, on the whole and on its held-back part (layouts
 * the parser was not developed against), by kind, format and field; VIN exactness on text-based documents, time
 * per document by format, OCR time of the project's path against the `tesseract`
 * command on the same letter-size scan, and peak RSS while extracting a 50 MB PDF: one with a text layer on every
 * page (`bigPdf`), one scanned with no text layer, whose pages are rendered and OCRed (`bigScannedPdf`).
 * Writes bench/results/extract.json. Options: --ocr=native|wasm|auto (default auto); --quick skips the OCR timing
 * and memory runs (their figures are carried over from the last full run, marked with its date); --part=dev reads
 * only the development layouts, for tuning, and writes extract.tuning.json instead (a tuning run never shows the
 * held-back part); --set=main|world-dev|world-held-back|world-held-back-2|world-held-back-3|world-held-back-4|world-held-back-5|world-held-back-6|world-held-back-7|world-held-back-8|world-held-back-9|world-held-back-10|world-held-back-11 reads one
 * set of the corpus alone (without the memory runs, written to extract.<set>.tuning.json; world-dev and the retired
 * held-back sets, RETIRED_HELD_BACK_SETS, count as tuning runs), and
 * --set=a,b several sets in turn, each reported apart; --only=a,b (with a development set) reads only the
 * documents whose file or layout contains a or b, quick. The results keep the misses of the development part only,
 * so the held-back part stays blind.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { LOW_CONFIDENCE } from '../src/shared/documents';
import { extractDocument } from '../src/server/domain/documents/extract-document';
import { warmUpParser } from '../src/server/domain/documents/parse';
import { readDocument, resolveOcrBackend, setOcrBackend, shutdownOcr, warmUpPdfReader, warmUpWordReader } from '../src/server/domain/documents/read';
import {
  CORPUS_DIR, RETIRED_HELD_BACK_SETS, TEXT_FORMATS, corpusPath, damageOf, loadExpected, orientationOf, regionOf, scoreDocument, type ExpectedDoc, type FieldResult,
} from './corpus/score';
import { createRandom } from './corpus/random';
import { figure, saveResults, type Figure } from './kit';

const run = promisify(execFile);
const RESULTS = path.join(import.meta.dirname, 'results', 'extract.json');
const OCR_SAMPLE = 'doc-003-scan-png.png';

type DocResult = {
  file: string;
  kind: string;
  format: string;
  part: ExpectedDoc['_part'];
  layout: string;
  region: string;
  orientation: string;
  damage: string;
  ms: number;
  method: string;
  fields: FieldResult[];
  error?: string;
};

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

/** The corpus's sets: the main corpus (keys without a folder) and the world sets (keys under their folder). */
const setOf = (file: string) => (file.includes('/') ? file.split('/')[0] : 'main');

/**
 * `only`: read just the documents whose key or layout contains one of these texts (a tuning run on a few layouts:
 * `--only=wd-de-workshop-invoice,turned-180`); never for a held-back set, whose misses stay unlisted.
 */
async function runCorpus(onlyDev: boolean, set?: string, only: string[] = []): Promise<DocResult[]> {
  const expected = await loadExpected();
  await Promise.all([warmUpPdfReader(), warmUpWordReader()]); // the time per document is measured warm: a server starts these with its first document
  await warmUpParser();
  const out: DocResult[] = [];
  for (const [file, exp] of Object.entries(expected)) {
    if (onlyDev && exp._part !== 'dev') continue;
    if (set && setOf(file) !== set) continue;
    if (only.length && !only.some((o) => file.includes(o) || exp._layout.includes(o))) continue;
    const base = {
      file, kind: String(exp.documentType), format: exp._format, part: exp._part, layout: exp._layout, region: regionOf(exp),
      orientation: orientationOf(exp), damage: damageOf(exp),
    };
    try {
      const { data, read } = await extractDocument(corpusPath(file), path.basename(file));
      out.push({ ...base, ms: read.ms, method: read.method, fields: scoreDocument(exp, data) });
    } catch (error) {
      const fields = Object.entries(exp)
        .filter(([k]) => !k.startsWith('_'))
        .map(([field, value]) => ({ field, expected: value, actual: null, ok: false, confidence: null }));
      out.push({ ...base, ms: 0, method: 'error', fields, error: String(error) });
    }
  }
  return out;
}

type Share = ReturnType<typeof accuracy>;
/** Accuracy of each group on the whole and on the held-back part. */
function split(docs: DocResult[], key: (d: DocResult) => string): Record<string, { whole: Share; heldBack: Share }> {
  return Object.fromEntries(
    Object.entries(groupBy(docs, key)).map(([k, v]) => [k, { whole: accuracy(v), heldBack: accuracy(v.filter((d) => d.part === 'held-back')) }]),
  );
}

function fieldSplit(docs: DocResult[]): Record<string, { whole: Share; heldBack: Share }> {
  const rows = docs.flatMap((d) => d.fields.map((f) => ({ ...f, part: d.part })));
  const share = (v: typeof rows) => ({ correct: v.filter((f) => f.ok).length, total: v.length, share: v.length ? v.filter((f) => f.ok).length / v.length : 0 });
  return Object.fromEntries(
    Object.entries(groupBy(rows, (f) => f.field)).map(([k, v]) => [k, { whole: share(v), heldBack: share(v.filter((f) => f.part === 'held-back')) }]),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * OCR time of the project's path (orientation and tilt included) against the native `tesseract` command on the same
 * upright page, in turns (three rounds, medians), so a busy machine weighs on both alike; and, for context, the same
 * page turned half a turn (read twice: once as it lies, once turned back).
 */
async function timeOcr(): Promise<Record<string, number | string | null>> {
  const image = path.join(CORPUS_DIR, OCR_SAMPLE);
  const timeRead = async (file: string) => {
    const started = performance.now();
    await readDocument(file, 'png');
    return Math.round(performance.now() - started);
  };
  const dir = await mkdtemp(path.join(tmpdir(), 'ocr-bench-'));
  const result: Record<string, number | string | null> = { image: OCR_SAMPLE, projectBackend: resolveOcrBackend() };
  try {
    const hasTesseract = spawnSync('tesseract', ['--version']).status === 0;
    const timeCli = async () => {
      const started = performance.now();
      await run('tesseract', [image, path.join(dir, 'out')]);
      return Math.round(performance.now() - started);
    };
    await timeRead(image);
    const project: number[] = [];
    const cli: number[] = [];
    for (let round = 0; round < 3; round++) {
      project.push(await timeRead(image));
      if (hasTesseract) cli.push(await timeCli());
    }
    result.projectMs = median(project);
    result.tesseractCliMs = hasTesseract ? median(cli) : null;
    result.projectToCli = hasTesseract ? Math.round((median(project) / median(cli)) * 100) / 100 : null;
    const upsideDown = path.join(dir, 'upside-down.png');
    await sharp(image).rotate(180).toFile(upsideDown);
    result.projectUpsideDownMs = await timeRead(upsideDown);
    const previous = resolveOcrBackend();
    setOcrBackend('wasm');
    await timeRead(image);
    result.projectWasmMs = await timeRead(image);
    setOcrBackend(previous);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
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

function row(name: string, a: { whole: Share; heldBack: Share }, extra = ''): string {
  const held = a.heldBack.total ? `${pct(a.heldBack.share).padStart(6)}  (${a.heldBack.correct}/${a.heldBack.total})` : '     -';
  return `    ${name.padEnd(20)} ${pct(a.whole.share).padStart(6)}  ${`(${a.whole.correct}/${a.whole.total})`.padEnd(11)} ${held.padEnd(17)}${extra}`;
}

/**
 * `--set=a,b` reads each set in turn in one run, each with its own report (a fresh held-back set beside an older one,
 * under the same load); the OCR timing comes with the last.
 */
export async function runExtractBench(args: string[] = []): Promise<Figure[]> {
  const sets = args.find((a) => a.startsWith('--set='))?.slice(6).split(',').filter(Boolean) ?? [];
  if (sets.length <= 1) return runExtractSet(args);
  const rest = args.filter((a) => !a.startsWith('--set='));
  const figures: Figure[] = [];
  for (const [i, set] of sets.entries()) {
    process.stdout.write(`\n=== ${set}\n`);
    const last = i === sets.length - 1;
    for (const f of await runExtractSet([...rest, `--set=${set}`, ...(last ? [] : ['--quick'])])) figures.push({ ...f, name: `${set}: ${f.name}` });
  }
  return figures;
}

async function runExtractSet(args: string[]): Promise<Figure[]> {
  const backend = args.find((a) => a.startsWith('--ocr='))?.slice(6);
  if (backend === 'native' || backend === 'wasm' || backend === 'auto') setOcrBackend(backend);
  const set = args.find((a) => a.startsWith('--set='))?.slice(6);
  const onlyDev = args.includes('--part=dev') || set === 'world-dev' || (set !== undefined && RETIRED_HELD_BACK_SETS.includes(set));
  const only = args.find((a) => a.startsWith('--only='))?.slice(7).split(',').filter(Boolean) ?? [];
  if (only.length && !onlyDev) {
    throw new Error(`--only reads a few development documents: give it with --set=world-dev, --set=${RETIRED_HELD_BACK_SETS.join('|')} or --part=dev`);
  }
  const quick = args.includes('--quick') || only.length > 0;
  const started = performance.now();
  const docs = await runCorpus(onlyDev, set, only);
  const ocr = quick ? null : await timeOcr();
  await shutdownOcr();
  const bigPdf = quick || set ? null : await measureBigPdf();
  const bigScannedPdf = quick || set ? null : await measureBigScannedPdf();

  const heldBack = docs.filter((d) => d.part === 'held-back');
  // How well the confidence points at mistakes: a field is flagged when it is empty or under LOW_CONFIDENCE.
  const allFields = docs.flatMap((d) => d.fields);
  const flagged = (f: FieldResult) => f.actual === null || (f.confidence ?? 0) < LOW_CONFIDENCE;
  const wrong = allFields.filter((f) => !f.ok);
  const right = allFields.filter((f) => f.ok);
  const calibration = {
    wrongFlagged: wrong.filter(flagged).length,
    wrong: wrong.length,
    rightFlagged: right.filter(flagged).length,
    right: right.length,
  };
  const byKind = split(docs, (d) => d.kind);
  const byFormat = split(docs, (d) => d.format);
  // Europe is the continent and the UK; "turned" every page read at 90, 180 or 270 degrees.
  const byRegion = split(docs, (d) => d.region);
  const byOrientation = split(docs, (d) => d.orientation);
  const byDamage = split(docs, (d) => d.damage);
  const european = docs.filter((d) => d.region === 'eu' || d.region === 'uk');
  const turnedOrSkewed = docs.filter((d) => d.orientation !== 'upright');
  const timing = Object.fromEntries(
    Object.entries(groupBy(docs, (d) => d.format)).map(([k, v]) => {
      const ms = v.map((d) => d.ms);
      return [k, { meanMs: Math.round(ms.reduce((a, b) => a + b, 0) / ms.length), maxMs: Math.max(...ms) }];
    }),
  );
  const byField = fieldSplit(docs);
  const byLayout = split(docs, (d) => `${d.part === 'held-back' ? 'held-back ' : ''}${d.layout}`);
  // Documents that state a VIN (a till receipt may not).
  const textDocs = docs.filter((d) => TEXT_FORMATS.has(d.format) && d.fields.some((f) => f.field === 'vin'));
  const vinOk = (d: DocResult) => d.fields.find((f) => f.field === 'vin')?.ok;
  const vinExact = textDocs.filter(vinOk).length;
  const heldBackText = textDocs.filter((d) => d.part === 'held-back');
  const misses = docs
    .filter((d) => d.part === 'dev')
    .flatMap((d) => d.fields.filter((f) => !f.ok).map((f) => ({ file: d.file, layout: d.layout, field: f.field, expected: f.expected, actual: f.actual })));
  const result = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    ocrBackend: resolveOcrBackend(),
    documents: docs.length,
    heldBackDocuments: heldBack.length,
    overall: accuracy(docs),
    heldBack: accuracy(heldBack),
    development: accuracy(docs.filter((d) => d.part === 'dev')),
    byKind,
    byRegion,
    byOrientation,
    byDamage,
    european: { whole: accuracy(european), heldBack: accuracy(european.filter((d) => d.part === 'held-back')) },
    turnedOrSkewed: { whole: accuracy(turnedOrSkewed), heldBack: accuracy(turnedOrSkewed.filter((d) => d.part === 'held-back')) },
    byFormat: Object.fromEntries(Object.entries(byFormat).map(([k, v]) => [k, { ...v, ...timing[k] }])),
    byField,
    byLayout,
    confidence: calibration,
    vinExactOnTextDocuments: { exact: vinExact, total: textDocs.length, heldBackExact: heldBackText.filter(vinOk).length, heldBackTotal: heldBackText.length },
    ocr,
    bigPdf,
    bigScannedPdf,
    errors: docs.filter((d) => d.error).map((d) => ({ file: d.file, error: d.error })),
    misses,
    heldBackMisses: heldBack.flatMap((d) => d.fields.filter((f) => !f.ok)).length,
    totalSeconds: Math.round((performance.now() - started) / 100) / 10,
  };
  const header = '                         whole                held-back';
  const lines = [
    `Extraction benchmark (${docs.length} documents, ${heldBack.length} of them held back; OCR backend ${result.ocrBackend})`,
    `  field accuracy           ${pct(result.overall.share)}  (${result.overall.correct}/${result.overall.total})  held-back ${pct(result.heldBack.share)}  (${result.heldBack.correct}/${result.heldBack.total})`,
    `  VIN exact, text-based    ${vinExact}/${textDocs.length}  held-back ${result.vinExactOnTextDocuments.heldBackExact}/${heldBackText.length}`,
    `  low confidence flags     ${calibration.wrongFlagged}/${calibration.wrong} wrong fields, ${calibration.rightFlagged}/${calibration.right} right fields (empty or under ${LOW_CONFIDENCE})`,
    '',
    `  by kind${header.slice(9)}`,
    ...Object.entries(byKind).map(([k, a]) => row(k, a)),
    '',
    `  by region${header.slice(11)}`,
    ...Object.entries(byRegion).map(([k, a]) => row(k, a)),
    row('europe (eu + uk)', result.european),
    '',
    `  by orientation${header.slice(16)}`,
    ...Object.entries(byOrientation).map(([k, a]) => row(k, a)),
    row('turned or skewed', result.turnedOrSkewed),
    '',
    `  by damage${header.slice(11)}`,
    ...Object.entries(byDamage).map(([k, a]) => row(k, a)),
    '',
    `  by format${header.slice(11)}  mean ms  max ms`,
    ...Object.entries(byFormat).map(([k, a]) => row(k, a, `${String(timing[k].meanMs).padStart(7)} ${String(timing[k].maxMs).padStart(7)}`)),
    '',
    `  by field${header.slice(10)}`,
    ...Object.entries(byField).map(([k, a]) => row(k, a)),
    '',
    ...(ocr
      ? [
          `  OCR of ${OCR_SAMPLE} (medians of 3 in turns): project (${ocr.projectBackend}) ${ocr.projectMs} ms, tesseract CLI ${ocr.tesseractCliMs ?? 'n/a'} ms (${ocr.projectToCli ?? 'n/a'}x); ` +
            `upside down ${ocr.projectUpsideDownMs} ms; project (wasm) ${ocr.projectWasmMs} ms`,
        ]
      : []),
    ...(bigPdf ? [`  50 MB PDF: ${JSON.stringify(bigPdf)}`, `  50 MB scanned PDF: ${JSON.stringify(bigScannedPdf)}`] : []),
    `  misses: ${misses.length} in the development part (see ${path.relative(process.cwd(), RESULTS)}), ${result.heldBackMisses} in the held-back part (not listed)`,
  ];
  process.stdout.write(lines.join('\n') + '\n');
  const textMax = Math.max(0, ...docs.filter((d) => TEXT_FORMATS.has(d.format)).map((d) => d.ms));
  const photos = docs.filter((d) => d.format === 'photo-jpg');
  const heldBackShare = (list: DocResult[]) => {
    const held = list.filter((d) => d.part === 'held-back');
    return held.length ? accuracy(held).share * 100 : null;
  };
  const figures = [
    figure('field accuracy, whole corpus', result.overall.share * 100, '%'),
    figure('field accuracy, held-back layouts', heldBack.length ? result.heldBack.share * 100 : null, '%', { atLeast: 97 }),
    figure('field accuracy, held-back turned and skewed scans', heldBackShare(turnedOrSkewed), '%', { atLeast: 95 }),
    figure('field accuracy, held-back European documents', heldBackShare(european), '%', { atLeast: 95 }),
    figure('field accuracy, held-back photos', heldBackShare(photos), '%', { atLeast: 97 }),
    figure('field accuracy, photos', accuracy(photos).share * 100, '%', { atLeast: 93 }),
    figure('VIN exact on text-based documents', vinExact, `of ${textDocs.length}`, { atLeast: textDocs.length }),
    figure('slowest text-based document', textMax, 'ms', { below: 300 }),
    ...(ocr?.projectToCli != null ? [figure('OCR of an upright page against the tesseract command', Number(ocr.projectToCli), 'x', { atMost: 1.5 })] : []),
  ];
  if (onlyDev || set) {
    // A tuning run, or one set alone: never the file the README quotes.
    await mkdir(path.dirname(RESULTS), { recursive: true });
    await writeFile(RESULTS.replace(/\.json$/, set ? `.${set}.tuning.json` : '.tuning.json'), JSON.stringify({ figures, ...result }, null, 2) + '\n');
  } else {
    // A quick run of the whole corpus keeps the OCR timing and memory figures of the last full run, marked so.
    const previous = quick ? await readPreviousRun() : null;
    const carried = (key: 'ocr' | 'bigPdf' | 'bigScannedPdf') =>
      result[key] ?? (previous?.[key] ? { ...(previous[key] as object), carriedOverFrom: previous.measuredAt } : null);
    await saveResults('extract', figures, { ...result, ocr: carried('ocr'), bigPdf: carried('bigPdf'), bigScannedPdf: carried('bigScannedPdf') });
  }
  return figures;
}

async function readPreviousRun(): Promise<Record<string, unknown> | null> {
  try {
    return JSON.parse(await readFile(RESULTS, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

