import { DocumentReadError } from './document-read-error';
import { recognizeImage, resolveOcrBackend } from './ocr-engine';
import { openPdfPageReader, warmUpPdfWorker, type PdfPageContent } from './pdf-page-worker';
import { MAX_LONG_SIDE, prepareOcrImage } from './prepare-ocr-image';
import { rebuildLines, type OcrLine } from './rebuild-lines';

export interface PdfReadOptions {
  maxPages: number;
  signal?: AbortSignal;
  onProgress?: (event: { page: number; pageCount: number; stage: 'text' | 'ocr' }) => void;
}

export interface PdfPageText {
  page: number;
  text: string;
  lines: OcrLine[];
  scanned: boolean;
  ocrConfidence?: number;
}

export interface PdfReadResult {
  pages: PdfPageText[];
  totalPages: number;
}

/**
 * Pages a PDF may have at all. A registration, an insurance policy or a service invoice has a few pages, a full
 * policy booklet a few dozen; a PDF with more is something else, and is refused rather than half read.
 */
export const MAX_PDF_PAGES = 50;
/** Pages with fewer visible characters than this in their text layer are treated as scans. */
export const MIN_TEXT_CHARS_PER_PAGE = 20;
/** Long side of a scanned page handed to OCR (~185 dpi for Letter), the most prepareOcrImage keeps. */
const PAGE_LONG_SIDE = MAX_LONG_SIDE;
/**
 * Pixels of page images handed to OCR per document (three 600 dpi Letter scans, or ten 300 dpi ones); pages past
 * it are not read, as pages past maxPages are not.
 */
export const MAX_PDF_OCR_PIXELS = 100_000_000;
/** Opening the file, or producing one page's text or pixels. */
const PDF_STEP_TIMEOUT_MS = 30_000;

/** Loads the PDF library in a spare thread before the first document needs it. */
export function warmUpPdfReader(): Promise<void> {
  return warmUpPdfWorker({ minTextChars: MIN_TEXT_CHARS_PER_PAGE, renderLongSide: PAGE_LONG_SIDE });
}

async function convertPage(page: number, content: PdfPageContent, signal?: AbortSignal): Promise<PdfPageText> {
  if (!content.pixels) {
    const lines = rebuildLines(
      content.items.map((item) => [{ ...item, confidence: 100 }]),
      { glueGap: 0.1 },
    );
    return { page, text: lines.map((line) => line.text).join('\n'), lines, scanned: false };
  }
  const image = await prepareOcrImage(content.pixels, { maxLongSide: PAGE_LONG_SIDE });
  const ocr = await recognizeImage(image.pgm, signal, { sideways: image.pose.sideways, uprightUnsure: image.uprightUnsure });
  return { page, text: ocr.text, lines: ocr.lines, scanned: true, ocrConfidence: ocr.confidence };
}

/**
 * Reads up to `maxPages` pages: the text layer where a page has one, OCR of the page image where it
 * does not. The next page is decoded in the PDF worker while the current one is being OCRed.
 */
export async function readPdf(filePath: string, options: PdfReadOptions): Promise<PdfReadResult> {
  const { signal, onProgress } = options;
  const reader = await openPdfPageReader(filePath, {
    minTextChars: MIN_TEXT_CHARS_PER_PAGE,
    renderLongSide: PAGE_LONG_SIDE,
    timeoutMs: PDF_STEP_TIMEOUT_MS,
    signal,
  });
  try {
    if (reader.numPages > MAX_PDF_PAGES) {
      const count = (n: number) => n.toLocaleString('en-US');
      throw new DocumentReadError(
        'too_many_pages',
        `${reader.numPages} pages`,
        `This PDF has ${count(reader.numPages)} pages; documents up to ${count(MAX_PDF_PAGES)} pages are read.`,
      );
    }
    const pageCount = Math.min(reader.numPages, options.maxPages);
    const pages: PdfPageText[] = [];
    const prefetch = (page: number) => {
      const content = reader.readPage(page);
      content.catch(() => undefined);
      return content;
    };
    // Decoding the next page while this one is OCRed saves ~1 s a page; with tesseract.js the OCR lives in
    // this process too, and the extra decoded page pushed a 50 MB scan past 500 MB RSS, so it is skipped.
    // Asked only once a page is a scan: finding the backend runs the tesseract command, which a text PDF never needs.
    let nativeOcr: boolean | undefined;
    const readAhead = (content: PdfPageContent) => !content.pixels || (nativeOcr ??= resolveOcrBackend() === 'native');
    let upcoming = prefetch(1);
    let pixelsRead = 0;
    for (let page = 1; page <= pageCount; page++) {
      onProgress?.({ page, pageCount, stage: 'text' });
      const content = await upcoming;
      signal?.throwIfAborted();
      if (content.pixels) {
        pixelsRead += content.pixels.width * content.pixels.height;
        if (pixelsRead > MAX_PDF_OCR_PIXELS && pages.length > 0) break;
      }
      if (page < pageCount && readAhead(content)) upcoming = prefetch(page + 1);
      if (content.pixels) onProgress?.({ page, pageCount, stage: 'ocr' });
      pages.push(await convertPage(page, content, signal));
      if (page < pageCount && !readAhead(content)) upcoming = prefetch(page + 1);
    }
    return { pages, totalPages: reader.numPages };
  } finally {
    await reader.close();
  }
}
