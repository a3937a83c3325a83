import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, PSM as TesseractPsm, type Worker } from 'tesseract.js';
import { DocumentReadError } from './document-read-error';
import { hasNativeTesseract, parseTesseractTsv, recognizeNative } from './native-tesseract';
import { rebuildLines, type OcrLine, type OcrWord } from './rebuild-lines';

export type OcrBackend = 'native' | 'wasm';

export interface OcrResult {
  text: string;
  lines: OcrLine[];
  /** Mean word confidence, 0-100. */
  confidence: number;
  backend: OcrBackend;
}

const OCR_PARAMS: Record<string, string> = {
  user_defined_dpi: '300',
  preserve_interword_spaces: '1',
};

/**
 * Page segmentation: `auto` (psm 3) finds text blocks, boxes included, but on some photos drops a whole column of
 * prices; `sparse` (psm 11) finds every word, those columns included, but skips text inside drawn boxes. The
 * parser rebuilds lines from word boxes either way, and asks for a sparse second reading when the first one lacks
 * facts (4 of 24 development photos lost their amounts with psm 3 alone).
 */
export type OcrLayout = 'auto' | 'sparse';
const PSM: Record<OcrLayout, string> = { auto: '3', sparse: '11' };

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
    const worker = await createWorker('eng', 1, {
      langPath: resolveLangPath(),
      gzip: true,
      cacheMethod: 'none',
      errorHandler: (error: unknown) => console.warn('[ocr] tesseract.js worker error', error),
    });
    // The tesseract API defaults to one text block (psm 6); the `tesseract` command uses automatic layout (psm 3),
    // which reads two-column forms and photos far better (photos: 89% of fields right with psm 6, 91% with 3).
    await worker.setParameters({ ...OCR_PARAMS, tessedit_pageseg_mode: TesseractPsm.AUTO, debug_file: '/dev/null' });
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

async function recognizeWasm(image: Buffer, layout: OcrLayout): Promise<OcrWord[][]> {
  const worker = await getWorker();
  await worker.setParameters({ tessedit_pageseg_mode: layout === 'sparse' ? TesseractPsm.SPARSE_TEXT : TesseractPsm.AUTO });
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

function summarise(segments: OcrWord[][], backend: OcrBackend): OcrResult {
  const lines = rebuildLines(segments);
  const words = lines.flatMap((line) => line.words).filter((word) => word.confidence >= 0);
  const confidence = words.length ? words.reduce((sum, word) => sum + word.confidence, 0) / words.length : 0;
  return { text: lines.map((line) => line.text).join('\n'), lines, confidence: Math.round(confidence * 10) / 10, backend };
}

/**
 * OCRs one prepared image (PGM/PNG/JPEG bytes). Jobs run one at a time through a queue, so one
 * persistent worker serves the whole process; a job whose signal is aborted before it starts is skipped.
 */
export function recognizeImage(image: Buffer, signal?: AbortSignal, layout: OcrLayout = 'auto'): Promise<OcrResult> {
  const job = queue.then(async () => {
    signal?.throwIfAborted();
    const backend = resolveOcrBackend();
    const segments =
      backend === 'native'
        ? await recognizeNative(image, { ...OCR_PARAMS, tessedit_pageseg_mode: PSM[layout] }, OCR_TIMEOUT_MS)
        : await recognizeWasm(image, layout);
    return summarise(segments, backend);
  });
  queue = job.catch(() => undefined);
  return job;
}
