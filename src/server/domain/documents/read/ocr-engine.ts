import { createRequire } from 'node:module';
import path from 'node:path';
import type { PSM as TesseractPsm, Worker } from 'tesseract.js';
import { DocumentReadError } from './document-read-error';
import { detectOrientationNative, hasNativeTesseract, nativeLanguages, parseTesseractTsv, recognizeNative } from './native-tesseract';
import { detectOcrLanguage } from './ocr-language';
import { findDownwardRegions, replaceRegion } from './column-misreads';
import { cropPgm, pgmHeader, turnPgmHalf, turnPgmQuarter } from './pgm';
import { rebuildLines, type OcrLine, type OcrWord } from './rebuild-lines';

export type OcrBackend = 'native' | 'wasm';

export interface OcrResult {
  text: string;
  lines: OcrLine[];
  /** Mean word confidence, 0-100. */
  confidence: number;
  backend: OcrBackend;
  /** The tesseract models the words were read with ("eng", "spa+eng"). */
  language: string;
}

const OCR_PARAMS: Record<string, string> = {
  user_defined_dpi: '300',
  preserve_interword_spaces: '1',
};

/**
 * Page segmentation: `auto` (psm 3) finds text blocks, boxes included, but on some photos drops a whole column of
 * prices or a paragraph; `sparse` (psm 11) finds every word, those columns included, but skips text inside drawn
 * boxes. Every page is read both ways, keeping the sparse reading's words where the automatic one read nothing,
 * before lines are rebuilt from the word boxes (development photos: 92.4 % of words read and 94.7 %
 * of table rows whole with psm 3 alone, 97.0 % and 98.1 % with both; scans unchanged), at twice the OCR time.
 */
type Segmentation = 'auto' | 'sparse' | 'block';
/** `block` (psm 6): a column the automatic layout read downward, read again as lines (column-misreads.ts). */
const PSM: Record<Segmentation, string> = { auto: '3', sparse: '11', block: '6' };
/** At most this many such columns are read again on a page. */
const MAX_REREAD_REGIONS = 4;

const OCR_TIMEOUT_MS = 60_000;

const require = createRequire(import.meta.url);

/** Folder of the bundled English model; a plain path so tesseract.js never reaches for a CDN. */
function resolveLangPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

let preferredBackend: OcrBackend | 'auto' = 'auto';
let workerPromise: Promise<Worker> | undefined;
let queue: Promise<unknown> = Promise.resolve();

/** Chooses the OCR backend: 'auto' uses the native command when present, tesseract.js otherwise. */
export function setOcrBackend(backend: OcrBackend | 'auto'): void {
  preferredBackend = backend;
}

export function resolveOcrBackend(): OcrBackend {
  if (preferredBackend !== 'auto') return preferredBackend;
  return hasNativeTesseract() ? 'native' : 'wasm';
}

function getWorker(): Promise<Worker> {
  workerPromise ??= (async () => {
    // Loaded on first use: an instance that never needs the WebAssembly fallback never holds it in memory.
    const { createWorker } = await import('tesseract.js');
    const worker = await createWorker('eng', 1, {
      langPath: resolveLangPath(),
      gzip: true,
      cacheMethod: 'none',
      errorHandler: (error: unknown) => console.warn('[ocr] tesseract.js worker error', error),
    });
    // The tesseract API defaults to one text block (psm 6); the `tesseract` command uses automatic layout (psm 3),
    // which reads two-column forms and photos far better (photos: 89% of fields right with psm 6, 91% with 3).
    await worker.setParameters({ ...OCR_PARAMS, tessedit_pageseg_mode: PSM.auto as TesseractPsm, debug_file: '/dev/null' });
    return worker;
  })();
  workerPromise.catch(() => {
    workerPromise = undefined;
  });
  return workerPromise;
}

/** Stops the persistent tesseract.js worker, if one was started. */
export async function shutdownOcr(): Promise<void> {
  const pending = workerPromise;
  workerPromise = undefined;
  if (!pending) return;
  const worker = await pending.catch(() => undefined);
  await worker?.terminate();
}

async function recognizeWasm(image: Buffer, layout: Segmentation): Promise<OcrWord[][]> {
  const worker = await getWorker();
  await worker.setParameters({ tessedit_pageseg_mode: PSM[layout] as TesseractPsm });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // A stuck WASM job cannot be cancelled: drop the worker so the next job starts a fresh one.
      void shutdownOcr();
      reject(new DocumentReadError('timeout', `tesseract.js ran past ${OCR_TIMEOUT_MS} ms`));
    }, OCR_TIMEOUT_MS);
  });
  try {
    // TSV rather than `blocks`: the blocks tree carries every symbol and choice, a large object graph per page.
    // rotateAuto straightens skewed photos before reading (photos: 91% -> 95% of fields right).
    const { data } = await Promise.race([worker.recognize(image, { rotateAuto: true }, { tsv: true, text: false, blocks: false }), timeout]);
    return parseTesseractTsv(data.tsv ?? '');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Words without a digit that tesseract gives (almost) no confidence in are dot leaders, rules and specks read as
 * letters ("iiccaisi", "reer"). Words with digits stay whatever their confidence: tesseract is unsure of every VIN
 * (a VIN read right scored 6 of 100).
 */
const MIN_WORD_CONFIDENCE = 15;
export function dropNoise(segments: OcrWord[][]): OcrWord[][] {
  return segments.map((segment) => segment.filter((word) => word.confidence >= MIN_WORD_CONFIDENCE || /\d/.test(word.text)));
}

function summarise(segments: OcrWord[][], backend: OcrBackend, language = 'eng'): OcrResult {
  const lines = rebuildLines(dropNoise(segments));
  const words = lines.flatMap((line) => line.words).filter((word) => word.confidence >= 0);
  const confidence = words.length ? words.reduce((sum, word) => sum + word.confidence, 0) / words.length : 0;
  return { text: lines.map((line) => line.text).join('\n'), lines, confidence: Math.round(confidence * 10) / 10, backend, language };
}

function overlaps(a: OcrWord, b: OcrWord): boolean {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (w <= 0 || h <= 0) return false;
  const smaller = Math.min((a.x1 - a.x0) * (a.y1 - a.y0), (b.x1 - b.x0) * (b.y1 - b.y0));
  return (w * h) / Math.max(1, smaller) > 0.3;
}

/**
 * Sparse reading finds words in dot leaders, rules and photo noise ("errr eer reer") that the automatic one rightly
 * left out: of its words where the automatic reading found none, only those it is fairly sure of are kept, and
 * numbers (amounts, dates, VINs), which tesseract is seldom sure of.
 */
const MIN_ADDED_CONFIDENCE = 50;
const isSureEnough = (word: OcrWord) => word.confidence >= MIN_ADDED_CONFIDENCE || /\d.*\d/.test(word.text);

/** The first reading's segments, plus the second reading's sure words that stand where the first read nothing. */
export function mergeSegments(first: OcrWord[][], second: OcrWord[][]): OcrWord[][] {
  const known = first.flat();
  const added = second
    .map((segment) => segment.filter((word) => isSureEnough(word) && !known.some((k) => overlaps(k, word))))
    .filter((segment) => segment.length > 0);
  return [...first, ...added];
}

const hasDigit = (word: OcrWord) => /\d/.test(word.text);

/**
 * A page read again in its language keeps the English reading's words with digits where they overlap the other
 * reading's and English is at least as sure of them: the other models read plates and VINs worse ("AW 41918" for
 * "AW 41 918" at 90 % against 92 %, "XV-92YL" for "XV-92-YL") and the accents they bring are in words without digits,
 * but where English was less sure the other reading stands ("1-JJK-059" at 34 % against "1-J/K-059" at 19 %). The
 * English word takes the place of every word of the other reading it overlaps (a plate read as two words there, or
 * as one where English read two).
 */
export function keepEnglishNumbers(foreign: OcrWord[][], english: OcrWord[][]): OcrWord[][] {
  const numbers = english.flat().filter(hasDigit);
  const kept = new Set<OcrWord>();
  for (const word of foreign.flat().filter(hasDigit)) {
    const over = numbers.filter((n) => overlaps(n, word));
    if (over.length > 0 && over.every((n) => n.confidence >= word.confidence)) over.forEach((n) => kept.add(n));
  }
  const placed = new Set<OcrWord>();
  return foreign
    .map((segment) =>
      segment.flatMap((word) => {
        const over = [...kept].filter((k) => overlaps(k, word));
        if (over.length === 0) return [word];
        const fresh = over.filter((k) => !placed.has(k)).sort((a, b) => a.x0 - b.x0);
        fresh.forEach((k) => placed.add(k));
        return fresh;
      }),
    )
    .filter((segment) => segment.length > 0);
}

const isPgm = (image: Buffer) => image.toString('latin1', 0, 3) === 'P5\n';

/**
 * A page read upside down gives tesseract little it is sure of (mean word confidence ~30 against ~80 upright). A
 * reading under this mean is tried again on the page turned half a turn, and the surer of the two is kept.
 */
const UPSIDE_DOWN_SUSPECT_CONFIDENCE = 55;
/**
 * A page found lying sideways was turned a quarter one way on a guess: half the time it then stands upside down, and
 * a faded receipt read upside down can score over 55 (61.9 on a French vidange ticket whose upright reading scored
 * 93.5; upright sideways pages of the development set scored 88-94). Such a page is tried turned under this mean.
 */
const SIDEWAYS_SUSPECT_CONFIDENCE = 80;
const TURNED_READING_MARGIN = 10;

/** Whether a reading is worth trying again on the page turned half a turn. */
export function suspectUpsideDown(confidence: number, sideways = false): boolean {
  return confidence < (sideways ? SIDEWAYS_SUSPECT_CONFIDENCE : UPSIDE_DOWN_SUSPECT_CONFIDENCE);
}

/**
 * An upright page reads above 80 % sure; one read at 55-80 % may be a faded page upside down (a thermal receipt read
 * upside down scored 62 %). For those the native command's orientation detection (under a second) decides whether
 * the half-turned reading is worth its cost; the surer of the two readings is kept as before.
 */
const ORIENTATION_CHECK_BELOW = 80;
const OSD_TIMEOUT_MS = 10_000;

async function osdSaysUpsideDown(image: Buffer, confidence: number): Promise<boolean> {
  if (confidence >= ORIENTATION_CHECK_BELOW) return false;
  const osd = await detectOrientationNative(image, OSD_TIMEOUT_MS);
  return osd?.rotate === 180 && osd.confidence >= 1;
}

/**
 * OSD confidence from which a sideways page's standing is taken before reading it. On the development set's pages
 * turned 90° whose lines decided nothing (7 of 27 scans), OSD on the page turned a quarter said "turn 180" every time
 * at 2.6-6.4, in 0.4-1.0 s, where reading the page first as it lay and then turned took two readings.
 */
const OSD_FIRST_CONFIDENCE = 1.5;

export async function sidewaysStanding(image: Buffer): Promise<'upright' | 'upside-down' | null> {
  const osd = await detectOrientationNative(image, OSD_TIMEOUT_MS);
  if (!osd || osd.confidence < OSD_FIRST_CONFIDENCE || (osd.rotate !== 0 && osd.rotate !== 180)) return null;
  return osd.rotate === 180 ? 'upside-down' : 'upright';
}

/**
 * OCRs one prepared image (a binary PGM from prepareOcrImage, or PNG/JPEG bytes; `sideways`: the page was turned a
 * quarter to read it). Jobs run one at a time through a queue, so one
 * persistent worker serves the whole process; a job whose signal is aborted before it starts is skipped.
 */
export function recognizeImage(image: Buffer, signal?: AbortSignal, opts: { sideways?: boolean; uprightUnsure?: boolean } = {}): Promise<OcrResult> {
  const job = queue.then(() => recognizeNow(image, signal, opts));
  queue = job.catch(() => undefined);
  return job;
}

/**
 * Whether tesseract found the page's words running down it: most words of four characters or more stand taller than
 * wide. A monospaced receipt lying sideways can pass for upright in the ink's projections (its letters line up across
 * its lines); tesseract then reads its vertical lines word by word, and the words come out in the wrong order.
 */
export function wordsRunDown(segments: OcrWord[][]): boolean {
  const words = segments.flat().filter((w) => w.text.length >= 4);
  if (words.length < 8) return false;
  return words.filter((w) => w.y1 - w.y0 > 1.5 * (w.x1 - w.x0)).length > 0.6 * words.length;
}

async function recognizeNow(
  image: Buffer,
  signal: AbortSignal | undefined,
  opts: { sideways?: boolean; uprightUnsure?: boolean; turnedForWords?: boolean },
): Promise<OcrResult> {
  signal?.throwIfAborted();
  const backend = resolveOcrBackend();
  // A page turned a quarter on a guess whose lines tell nothing of its standing is asked of OSD before it is read.
  const osdFirst = backend === 'native' && isPgm(image) && opts.sideways && opts.uprightUnsure ? await sidewaysStanding(image) : null;
  const start = osdFirst === 'upside-down' ? turnPgmHalf(image) : image;
  // Once OSD has told it, the page is as sure as an upright page: read again only on an upright page's doubt.
  const sideways = opts.sideways && osdFirst === null;
  let page = start;
  const readOf = (of: Buffer, psm: Segmentation, language?: string) =>
    backend === 'native'
      ? recognizeNative(of, { ...OCR_PARAMS, tessedit_pageseg_mode: PSM[psm] }, OCR_TIMEOUT_MS, language)
      : recognizeWasm(of, psm);
  const read = (psm: Segmentation, language?: string) => readOf(page, psm, language);
  // Columns of short codes the automatic layout read downward as garbage are read again as lines (column-misreads.ts).
  const rereadDownward = async (segments: OcrWord[][], language?: string): Promise<OcrWord[][]> => {
    const header = pgmHeader(page);
    if (!header) return segments;
    let out = segments;
    for (const region of findDownwardRegions(segments, header.width, header.height).slice(0, MAX_REREAD_REGIONS)) {
      signal?.throwIfAborted();
      out = replaceRegion(out, region, await readOf(cropPgm(page, region), 'block', language));
    }
    return out;
  };
  // Two native processes read at once (one thread each); the one tesseract.js worker reads one page at a time.
  const readSegments = async (language?: string): Promise<OcrWord[][]> => {
    const [first, second] =
      backend === 'native'
        ? await Promise.all([read('auto', language).then((segments) => rereadDownward(segments, language)), read('sparse', language)])
        : [await rereadDownward(await read('auto')), await read('sparse')];
    return mergeSegments(first, second);
  };
  const readBoth = async (): Promise<OcrResult & { segments: OcrWord[][] }> => {
    const segments = await readSegments();
    return { ...summarise(segments, backend), segments };
  };
  let english = await readBoth();
  // The page lay the other way than its pose said (a sideways receipt taken for upright, or an upright one for sideways):
  // turned a quarter, it is read as a sideways page whose standing OSD decides. Once only.
  if (!opts.turnedForWords && isPgm(start) && wordsRunDown(english.segments)) {
    return recognizeNow(turnPgmQuarter(start), signal, { sideways: true, uprightUnsure: true, turnedForWords: true });
  }
  const suspect =
    isPgm(start) &&
    (suspectUpsideDown(english.confidence, sideways) || (backend === 'native' && !sideways && !osdFirst && (await osdSaysUpsideDown(start, english.confidence))));
  if (suspect) {
    signal?.throwIfAborted();
    page = turnPgmHalf(start);
    const turned = await readBoth();
    if (turned.confidence > english.confidence + TURNED_READING_MARGIN) english = turned;
    else page = start;
  }
  // The English model drops accents ("Mecanico", "Nystrom") and reads ø as "g" ("Lillestrgom"): a page in another
  // language whose model is installed is read again with it, English kept beside it for the English words such
  // pages print and for its words with digits; a machine without the model keeps the English reading.
  const found = backend === 'native' ? detectOcrLanguage(english.text) : null;
  const language = found && nativeLanguages().has(found) ? found : null;
  const { segments, ...englishResult } = english;
  if (!language) return englishResult;
  signal?.throwIfAborted();
  const models = `${language}+eng`;
  return summarise(keepEnglishNumbers(await readSegments(models), segments), backend, models);
}
