import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DocumentReadError } from './document-read-error';
import type { RawPixels } from './prepare-ocr-image';

/** A text run of the page's text layer, in page units with a top-left origin. */
export interface PdfTextItem {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface PdfPageContent {
  items: PdfTextItem[];
  /** Page pixels, present when the text layer has fewer than `minTextChars` characters (a scan). */
  pixels: RawPixels | null;
}

export interface PdfPageReader {
  numPages: number;
  readPage(page: number): Promise<PdfPageContent>;
  /** The page drawn on white with its long side `longSide` px (RGBA), whatever its text layer (a thumbnail). */
  renderPage(page: number, longSide: number): Promise<RawPixels>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));

// Plain CommonJS run in a worker thread started without the parent's execArgv: under tsx, loading pdfjs
// in the server thread cost ~400 MB RSS and 3 s (tsx transforms the 2 MB worker module); here it loads
// natively (~100 MB, 0.5 s). The thread can also be terminated, which gives real timeouts.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { open: openFile } = require('node:fs/promises');
let pdf;
let OPS;
let fileHandle;
// pdfjs drops an image over maxImageSize with a warning instead of decoding it; the warning is how the reader learns
// a page held one (the page is then refused rather than read as blank). Other warnings stay quiet, as before.
let oversizedImage = false;
console.warn = (message) => {
  if (/exceeded maximum allowed size/.test(String(message))) oversizedImage = true;
};

// Loading pdfjs is most of a small PDF's reading time, so it starts as soon as the thread does: a spare
// thread waits warm for the next document.
const loaded = (async () => {
  const unpdf = await import(workerData.unpdfUrl);
  await unpdf.definePDFJSModule(() => import(workerData.pdfjsUrl));
  return { unpdf, pdfjs: await unpdf.getResolvedPDFJS() };
})();
loaded.catch(() => undefined);

// Serves pdfjs the byte ranges it asks for instead of the whole file, so a 50 MB scan is never held whole.
async function createFileTransport(pdfjs, filePath) {
  fileHandle = await openFile(filePath, 'r');
  const { size } = await fileHandle.stat();
  const readRange = async (begin, end) => {
    const chunk = Buffer.alloc(end - begin);
    await fileHandle.read(chunk, 0, chunk.length, begin);
    return new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length);
  };
  class FileRangeTransport extends pdfjs.PDFDataRangeTransport {
    requestDataRange(begin, end) {
      readRange(begin, end).then(
        (chunk) => this.onDataRange(begin, chunk),
        (error) => parentPort.postMessage({ id: -1, ok: false, name: 'ReadError', message: String(error && error.message) }),
      );
    }
  }
  return new FileRangeTransport(size, await readRange(0, Math.min(size, 65536)));
}

const DOCUMENT_OPTIONS = {
  disableAutoFetch: true,
  disableStream: true,
  standardFontDataUrl: workerData.standardFontDataUrl,
  cMapUrl: workerData.cMapUrl,
  cMapPacked: true,
  disableFontFace: true,
  useSystemFonts: false,
  isEvalSupported: false,
  // Warnings reach the console.warn above, which keeps only the oversized-image one.
  verbosity: 1,
  maxImageSize: workerData.maxImagePixels,
};

async function open(filePath) {
  const { unpdf, pdfjs } = await loaded;
  OPS = pdfjs.OPS;
  pdf = await unpdf.getDocumentProxy(undefined, { ...DOCUMENT_OPTIONS, range: await createFileTransport(pdfjs, filePath) });
  return { numPages: pdf.numPages };
}

// Reading one small text page at start takes pdfjs' cold code paths off the first real document (~300 ms here).
const WARM_UP_PDF = Buffer.from(workerData.warmUpPdf, 'base64');
const warmedUp = loaded
  .then(async ({ unpdf }) => {
    const doc = await unpdf.getDocumentProxy(new Uint8Array(WARM_UP_PDF), DOCUMENT_OPTIONS);
    const page = await doc.getPage(1);
    await readTextItems(page);
    page.cleanup();
    await doc.destroy();
  })
  .catch(() => undefined);

async function readTextItems(page) {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items = [];
  for (const item of content.items) {
    if (typeof item.str !== 'string' || item.str.trim() === '') continue;
    const [, , c, d, e, f] = item.transform;
    const size = item.height || Math.hypot(c, d) || 10;
    const [x, baseline] = viewport.convertToViewportPoint(e, f);
    items.push({ text: item.str, x0: x, x1: x + item.width, y0: baseline - 0.8 * size, y1: baseline + 0.2 * size });
  }
  return items;
}

// The pixels of the page's only image, when the page is one big embedded image (typical of scanners).
async function extractScanImage(page) {
  if (page.rotate % 360 !== 0) return null;
  const operators = await page.getOperatorList();
  const imageOps = new Set([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintImageXObjectRepeat]);
  const indexes = [];
  operators.fnArray.forEach((op, index) => imageOps.has(op) && indexes.push(index));
  if (indexes.length !== 1 || operators.fnArray[indexes[0]] !== OPS.paintImageXObject) return null;
  const key = String(operators.argsArray[indexes[0]][0]);
  const store = key.startsWith('g_') ? page.commonObjs : page.objs;
  const image = await new Promise((resolve) => store.get(key, resolve));
  if (!image || !image.data) return null;
  const channels = image.kind === 2 ? 3 : image.kind === 3 ? 4 : 0;
  if (!channels || image.data.length !== image.width * image.height * channels) return null;
  if (Math.max(image.width, image.height) < 1000) return null;
  // Page-local images are dropped by page.cleanup() anyway, so their buffer can be handed over without a copy.
  const data = key.startsWith('g_') ? new Uint8Array(image.data) : new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return { data, width: image.width, height: image.height, channels };
}

async function renderPage(page, longSide) {
  const { createCanvas } = require(workerData.canvasPath);
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: (longSide || workerData.renderLongSide) / Math.max(base.width, base.height) });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  await page.render({ canvas, canvasContext: context, viewport, background: 'white' }).promise;
  const { data } = context.getImageData(0, 0, width, height);
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height, channels: 4 };
}

function refuseOversizedImage() {
  if (!oversizedImage) return;
  const error = new Error('an embedded image is over ' + workerData.maxImagePixels + ' pixels');
  error.name = 'ImageTooLarge';
  throw error;
}

async function readPage(pageNumber) {
  const page = await pdf.getPage(pageNumber);
  oversizedImage = false;
  try {
    const items = await readTextItems(page);
    const chars = items.reduce((sum, item) => sum + item.text.replace(/\\s/g, '').length, 0);
    if (chars >= workerData.minTextChars) return { items, pixels: null };
    const scan = await extractScanImage(page);
    refuseOversizedImage();
    const pixels = scan || (await renderPage(page));
    refuseOversizedImage();
    return { items, pixels };
  } finally {
    page.cleanup();
  }
}

async function renderOnly(pageNumber, longSide) {
  const page = await pdf.getPage(pageNumber);
  oversizedImage = false;
  try {
    const pixels = await renderPage(page, longSide);
    refuseOversizedImage();
    return { pixels };
  } finally {
    page.cleanup();
  }
}

// The thread serves one document at a time and is reused for the next: each open releases the previous one.
async function release() {
  const previous = pdf;
  const handle = fileHandle;
  pdf = undefined;
  fileHandle = undefined;
  if (previous) await previous.destroy().catch(() => undefined);
  if (handle) await handle.close().catch(() => undefined);
}

parentPort.on('message', async (message) => {
  if (message.type === 'release') return release();
  if (message.type === 'ready') {
    await warmedUp;
    return parentPort.postMessage({ id: message.id, ok: true, result: {} });
  }
  try {
    const result =
      message.type === 'open'
        ? (await release(), await open(message.filePath))
        : message.type === 'render'
          ? await renderOnly(message.page, message.longSide)
          : await readPage(message.page);
    const transfer = result.pixels ? [result.pixels.data.buffer] : [];
    parentPort.postMessage({ id: message.id, ok: true, result }, transfer);
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, name: error && error.name, message: String((error && error.message) || error) });
  }
});
`;

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; name?: string; message: string };

/** The most pixels one image in a PDF may have (a 600 dpi Letter scan is 34 megapixels); pdfjs never decodes a larger one. */
export const MAX_PDF_IMAGE_PIXELS = 40_000_000;

function toPdfError(name: string | undefined, message: string): DocumentReadError {
  if (name === 'ImageTooLarge') {
    return new DocumentReadError(
      'image_too_large',
      `pdf: ${message}`,
      `This PDF holds an image too large to read (over ${MAX_PDF_IMAGE_PIXELS / 1_000_000} megapixels). Please upload a smaller scan.`,
    );
  }
  if (name === 'PasswordException') {
    return new DocumentReadError('unreadable', 'pdf: password-protected', 'This PDF is password-protected. Please upload an unprotected copy.');
  }
  return new DocumentReadError('unreadable', `pdf: ${message}`);
}

/**
 * Opens a PDF in a dedicated worker thread and serves its pages one request at a time: the text layer,
 * plus pixels (extracted scan image, or a render with long side `renderLongSide`) for pages without text.
 */
export type WorkerSettings = { minTextChars: number; renderLongSide: number };

/**
 * A one-page invoice as PDF writers commonly make them (compressed content, object and cross-reference streams, a
 * standard font; written by pdf-lib), read by each new thread so that reading such a file is warm before the first.
 */
const WARM_UP_PDF_BASE64 = [
  'JVBERi0xLjcKJYGBgYEKCjcgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAzMTkKPj4Kc3RyZWFtCnicjZPPSgNBDMbv8xRz',
  'For5nwyIYLtbPHgR9gVEqygVqYjP7+xue7JbhjAzl+HLL1+SQ1oPCfIY32/p+n63/939vD8/rdZf+5eVQwkJ8CgZLQ+viSQPDwmn/5idsgvk4TPd',
  'qBs6WUedqwOBdLZ1qYecb/PwkYar1A/pMR2WEhYXsiC1yAjnc8GcS4r1bra1Ymzapk4AEKAl7Kw6V+mTvLoqdYyt2ApihcCXsGtRM7ZUi6QVuNpI',
  'ymwXgE/CDIzU15vqTePL1pYkRAED8AK8yWyKSZG+UdWqz47h5zs5oZ9kXa2euzEYZXxDvZZwisYuaJCYEfPi8JjY3IVxbDYENlqL1pu3dgTrKigJ',
  'ui6XdUzCwoU2XLhuQkBjwyOiIFawxRIoZtNk2i20TeuIFhYpVJa5j8qsE3e18R/3H+e76vgKZW5kc3RyZWFtCmVuZG9iagoKOCAwIG9iago8PAov',
  'RmlsdGVyIC9GbGF0ZURlY29kZQovVHlwZSAvT2JqU3RtCi9OIDYKL0ZpcnN0IDMzCi9MZW5ndGggNDY1Cj4+CnN0cmVhbQp4nNVTTWvcMBC9+1fM',
  'sT0Ejb6lsizsl1sooSEptKT04NhicVmsYmtL+u87sjdZ0rgEegtmsGbeG2k0T8MBQYBSIME6UKClAA3eazDA0VpYLAr2+ffPAOyq2oehYB/bZoBv',
  'REW4hu8F28Rjl4AXy2Vx5m6qVB3ivpiSgGfyA+Oqj82xDj0syl1ZIlpENIrMIIot/TdknkyQT5hwtCaz6mQUsxJRrggrJzN2ysn4yNWn/B39iWsy',
  'ZztxlZv8x3PzWbtpD/FSPX5ZsMvYbKsU4M32nUBhOBceDZfa3b6ldvShSvH1Xm6sv43dP2/4ROcsbxa5D/kNjCqz6zDEY1+T7JlXRkLy4kM4/Aqp',
  'rauLdTw0Fxa9o2Kt8/TSxrwzwVsljBPaOHqLf2G5aQ61d+Y55qkzyniB9jlmtRVaSjOX55RG7pDP5TlDZ1nu7Ewt2glljJByBuN0Oy0Ut3qmFuec',
  '55zEm7uDl0p54U8QtZt9/XT3I9RjG7O7u0/vb1LWZwrk2GVo2mod72kykT7DBVgv8nyuui6mPLHjrHaJlMqePc3vEzmzWAW7Od6l0c1BXrB1NYRR',
  'xnOZVERXx6bt9sC+tN2qG9qHwH/uOL6KF7b9A2vsLL4KZW5kc3RyZWFtCmVuZG9iagoKOSAwIG9iago8PAovU2l6ZSAxMAovUm9vdCAyIDAgUgov',
  'SW5mbyAzIDAgUgovRmlsdGVyIC9GbGF0ZURlY29kZQovVHlwZSAvWFJlZgovTGVuZ3RoIDQyCi9XIFsgMSAyIDIgXQovSW5kZXggWyAwIDEwIF0K',
  'Pj4Kc3RyZWFtCnicFcTBEQAgCAPBC+CMT8u3K0pCs48FZoINTi5cunJLHJDuLxsebZcDyAplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKOTc1',
  'CiUlRU9G',
].join('');

function startWorker(settings: WorkerSettings): Worker {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    execArgv: [],
    workerData: {
      ...settings,
      warmUpPdf: WARM_UP_PDF_BASE64,
      maxImagePixels: MAX_PDF_IMAGE_PIXELS,
      unpdfUrl: pathToFileURL(path.join(path.dirname(require.resolve('unpdf')), 'index.mjs')).href,
      pdfjsUrl: pathToFileURL(path.join(pdfjsRoot, 'legacy/build/pdf.mjs')).href,
      canvasPath: require.resolve('@napi-rs/canvas'),
      standardFontDataUrl: `${path.join(pdfjsRoot, 'standard_fonts')}/`,
      cMapUrl: `${path.join(pdfjsRoot, 'cmaps')}/`,
    },
  });
  worker.on('error', () => undefined);
  worker.once('exit', () => {
    if (spare?.worker === worker) spare = null;
  });
  return worker;
}

/** One idle thread with pdfjs loaded, kept for the next PDF: a reader returns its thread here when it closes. */
let spare: { worker: Worker; key: string } | null = null;
/** Request ids are unique across readers, so a late reply meant for a reader that closed is never taken for another's. */
let nextRequestId = 0;

function takeWorker(settings: WorkerSettings): Worker {
  const key = JSON.stringify(settings);
  const taken = spare?.key === key && spare.worker.threadId !== -1 ? spare.worker : startWorker(settings);
  if (spare?.worker === taken) spare = null;
  taken.ref();
  return taken;
}

function returnWorker(worker: Worker, settings: WorkerSettings): void {
  if (spare || worker.threadId === -1) {
    void worker.terminate();
    return;
  }
  worker.postMessage({ type: 'release' });
  worker.unref();
  spare = { worker, key: JSON.stringify(settings) };
}

/** Starts the spare thread ahead of the first PDF (at server start); resolves once pdfjs is loaded in it. */
export function warmUpPdfWorker(settings: WorkerSettings): Promise<void> {
  const key = JSON.stringify(settings);
  if (!(spare?.key === key && spare.worker.threadId !== -1)) {
    void spare?.worker.terminate();
    const worker = startWorker(settings);
    // A spare must never keep the process alive (the CLI exits when its files are read).
    worker.unref();
    spare = { worker, key };
  }
  const { worker } = spare!;
  const id = nextRequestId++;
  return new Promise<void>((resolve) => {
    const done = () => {
      worker.off('message', onReply);
      worker.off('exit', done);
      resolve();
    };
    const onReply = (reply: Reply) => {
      if (reply.id === id) done();
    };
    worker.on('message', onReply);
    worker.on('exit', done);
    worker.postMessage({ id, type: 'ready' });
  });
}

/** Ends the warm spare thread (server shutdown, tests). */
export async function closePdfWorkers(): Promise<void> {
  const current = spare;
  spare = null;
  if (current) await current.worker.terminate();
}

export async function openPdfPageReader(
  filePath: string,
  options: { minTextChars: number; renderLongSide: number; timeoutMs: number; signal?: AbortSignal },
): Promise<PdfPageReader> {
  const settings = { minTextChars: options.minTextChars, renderLongSide: options.renderLongSide };
  const worker = takeWorker(settings);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void; timer: NodeJS.Timeout }>();
  let failure: unknown;

  const failAll = (error: unknown) => {
    failure ??= error;
    for (const { reject, timer } of pending.values()) {
      clearTimeout(timer);
      reject(failure);
    }
    pending.clear();
    void worker.terminate();
  };
  const onAbort = () => failAll(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });

  const onMessage = (reply: Reply) => {
    if (reply.id === -1 && !reply.ok) {
      failAll(new DocumentReadError('unreadable', `pdf: reading the file failed: ${reply.message}`));
      return;
    }
    const request = pending.get(reply.id);
    if (!request) return;
    pending.delete(reply.id);
    clearTimeout(request.timer);
    if (reply.ok) request.resolve(reply.result);
    else request.reject(toPdfError(reply.name, reply.message));
  };
  const onError = (error: Error) => failAll(new DocumentReadError('unreadable', `pdf worker crashed: ${error.message}`, undefined, { cause: error }));
  const onExit = (code: number) => failAll(failure ?? new DocumentReadError('unreadable', `pdf worker exited with code ${code}`));
  worker.on('message', onMessage);
  worker.on('error', onError);
  worker.on('exit', onExit);

  const request = <T>(message: { type: 'open'; filePath: string } | { type: 'page'; page: number } | { type: 'render'; page: number; longSide: number }, what: string): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextRequestId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => failAll(new DocumentReadError('timeout', `${what} ran past ${options.timeoutMs} ms`)),
        options.timeoutMs,
      );
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      worker.postMessage({ id, ...message });
    });
  };

  const close = async () => {
    options.signal?.removeEventListener('abort', onAbort);
    worker.off('message', onMessage);
    worker.off('error', onError);
    worker.off('exit', onExit);
    const healthy = failure === undefined && pending.size === 0;
    failure ??= new DocumentReadError('unreadable', 'pdf reader closed');
    if (healthy) returnWorker(worker, settings);
    else await worker.terminate();
  };

  try {
    const { numPages } = await request<{ numPages: number }>({ type: 'open', filePath }, 'opening the PDF');
    return {
      numPages,
      readPage: (page) => request<PdfPageContent>({ type: 'page', page }, `reading PDF page ${page}`),
      renderPage: async (page, longSide) => (await request<{ pixels: RawPixels }>({ type: 'render', page, longSide }, `drawing PDF page ${page}`)).pixels,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
