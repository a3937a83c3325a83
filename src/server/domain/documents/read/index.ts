import { checkFileSafety } from './check-file-safety';
import { DocumentReadError } from './document-read-error';
import type { FileKind } from './file-kind';
import { readImageFile } from './read-image';
import { readPdf } from './read-pdf';
import { readTextFile } from './read-text';
import { readWordFile } from './read-word';
import type { OcrLine } from './rebuild-lines';

export { DocumentReadError, isDocumentReadError, type DocumentReadErrorCode } from './document-read-error';
export { MAX_DOCUMENT_BYTES, type FileKind } from './file-kind';
export { sniffFile, type SniffedFile } from './sniff-file';
export { readFileHead } from './read-file-head';
export { checkFileSafety, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './check-file-safety';
export { shutdownOcr, setOcrBackend, resolveOcrBackend, type OcrBackend } from './ocr-engine';
export { closePdfWorkers } from './pdf-page-worker';
export { MAX_PDF_OCR_PIXELS, MAX_PDF_PAGES, warmUpPdfReader } from './read-pdf';
export { warmUpWordReader } from './read-word';
export type { OcrLine, OcrWord } from './rebuild-lines';

export interface ReadResult {
  text: string;
  method: 'pdf-text' | 'pdf-ocr' | 'image-ocr' | 'docx' | 'doc' | 'txt';
  /** Pages read. */
  pages: number;
  /** Pages in the file (PDFs): more than `pages` when only the first were read. */
  totalPages?: number;
  ocrConfidence?: number;
  lines?: OcrLine[];
}

/**
 * `extracting_text` when text extraction starts (the file is opened or the image prepared), `reading` when the
 * method chosen for the file starts (decoding, Word parsing, a PDF page's text layer or OCR, image OCR).
 */
export type ReadStep = 'extracting_text' | 'reading';

const EXTRACTING_DETAIL: Record<FileKind, string> = {
  txt: 'Opening the text file',
  doc: 'Opening the Word document',
  docx: 'Opening the Word document',
  pdf: 'Opening the PDF',
  jpg: 'Preparing the image for OCR',
  png: 'Preparing the image for OCR',
};

export interface ReadOptions {
  onStep?: (step: ReadStep, detail: string) => void;
  signal?: AbortSignal;
  /** Pages read from a PDF; later pages are ignored. Default 10. A PDF of more than MAX_PDF_PAGES is refused. */
  maxPages?: number;
}

export const DEFAULT_MAX_PAGES = 10;
/**
 * Characters of text kept per document (about fifteen dense pages; a registration or an invoice is a few thousand).
 * The field parser runs on the server's thread and takes about a second for this much, so more is never handed to it.
 */
export const MAX_DOCUMENT_TEXT_CHARS = 50_000;

/** Keeps the first MAX_DOCUMENT_TEXT_CHARS characters of a reading, and the lines within them. */
function capText(result: ReadResult): ReadResult {
  if (result.text.length <= MAX_DOCUMENT_TEXT_CHARS) return result;
  let used = 0;
  const lines = result.lines?.filter((line) => (used += line.text.length + 1) <= MAX_DOCUMENT_TEXT_CHARS);
  return { ...result, text: result.text.slice(0, MAX_DOCUMENT_TEXT_CHARS), ...(lines ? { lines } : {}) };
}

function toReadError(error: unknown, kind: FileKind, signal?: AbortSignal): unknown {
  if (error instanceof DocumentReadError || signal?.aborted) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit|exceeds pixel/i.test(message)) return new DocumentReadError('image_too_large', message, undefined, { cause: error });
  return new DocumentReadError('unreadable', `${kind}: ${message}`, undefined, { cause: error });
}

/**
 * Each page's lines moved below the previous page's, a gap of a dozen lines between, so a two-page document's
 * facts keep their own lines wherever they stand (pages come with their own coordinates, each from the top).
 */
export function stackPages(pages: OcrLine[][]): OcrLine[] {
  const out: OcrLine[] = [];
  let offset = 0;
  for (const lines of pages) {
    const words = lines.flatMap((line) => line.words);
    if (words.length === 0) continue;
    const top = Math.min(...words.map((w) => w.y0));
    const shift = offset - top;
    out.push(...lines.map((line) => ({ ...line, words: line.words.map((w) => ({ ...w, y0: w.y0 + shift, y1: w.y1 + shift })) })));
    const heights = words.map((w) => w.y1 - w.y0).sort((a, b) => a - b);
    offset = Math.max(...words.map((w) => w.y1)) + shift + 12 * (heights[Math.floor(heights.length / 2)] || 10);
  }
  return out;
}

/**
 * Turns an uploaded file (already sniffed) into text. checkFileSafety runs again first (it takes
 * milliseconds), so a caller that forgot it cannot feed a zip bomb or a giant image to a parser.
 * PDFs use their text layer and fall back to OCR page by page; images are OCRed with layout-aware lines.
 */
export async function readDocument(filePath: string, kind: FileKind, opts: ReadOptions = {}): Promise<ReadResult> {
  return capText(await readUncapped(filePath, kind, opts));
}

async function readUncapped(filePath: string, kind: FileKind, opts: ReadOptions): Promise<ReadResult> {
  const { onStep, signal } = opts;
  const maxPages = Math.max(1, opts.maxPages ?? DEFAULT_MAX_PAGES);
  signal?.throwIfAborted();
  try {
    await checkFileSafety(filePath, kind);
    onStep?.('extracting_text', EXTRACTING_DETAIL[kind]);
    switch (kind) {
      case 'txt':
        onStep?.('reading', 'Decoding the text (UTF-8 or Latin-1)');
        return { text: await readTextFile(filePath, MAX_DOCUMENT_TEXT_CHARS), method: 'txt', pages: 1 };
      case 'doc':
      case 'docx':
        onStep?.('reading', 'Reading the Word document');
        return { text: await readWordFile(filePath, signal), method: kind, pages: 1 };
      case 'jpg':
      case 'png': {
        const ocr = await readImageFile(filePath, { signal, onOcrStart: () => onStep?.('reading', 'Reading the image with OCR') });
        return { text: ocr.text, method: 'image-ocr', pages: 1, ocrConfidence: ocr.confidence, lines: ocr.lines };
      }
      case 'pdf': {
        const { pages, totalPages } = await readPdf(filePath, {
          maxPages,
          signal,
          onProgress: ({ page, pageCount, stage }) =>
            onStep?.('reading', stage === 'text' ? `Reading page ${page} of ${pageCount}` : `Page ${page} of ${pageCount} is scanned: reading it with OCR`),
        });
        const scanned = pages.filter((page) => page.scanned);
        const confidences = scanned.map((page) => page.ocrConfidence ?? 0);
        return {
          text: pages.map((page) => page.text).filter(Boolean).join('\n\n'),
          method: scanned.length > 0 ? 'pdf-ocr' : 'pdf-text',
          pages: pages.length,
          totalPages,
          ocrConfidence: confidences.length
            ? Math.round((confidences.reduce((a, b) => a + b, 0) / confidences.length) * 10) / 10
            : undefined,
          lines: stackPages(pages.map((page) => page.lines)),
        };
      }
    }
  } catch (error) {
    throw toReadError(error, kind, signal);
  }
}
