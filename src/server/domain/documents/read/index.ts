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
export { warmUpPdfReader } from './read-pdf';
export type { OcrLine, OcrWord } from './rebuild-lines';

export interface ReadResult {
  text: string;
  method: 'pdf-text' | 'pdf-ocr' | 'image-ocr' | 'docx' | 'doc' | 'txt';
  pages: number;
  ocrConfidence?: number;
  lines?: OcrLine[];
}

export type ReadStep = 'extracting_text' | 'reading';

export interface ReadOptions {
  onStep?: (step: ReadStep, detail: string) => void;
  signal?: AbortSignal;
  /** Pages read from a PDF; later pages are ignored. Default 10. */
  maxPages?: number;
}

export const DEFAULT_MAX_PAGES = 10;

function toReadError(error: unknown, kind: FileKind, signal?: AbortSignal): unknown {
  if (error instanceof DocumentReadError || signal?.aborted) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit|exceeds pixel/i.test(message)) return new DocumentReadError('image_too_large', message, undefined, { cause: error });
  return new DocumentReadError('unreadable', `${kind}: ${message}`, undefined, { cause: error });
}

/**
 * Turns an uploaded file (already sniffed) into text. checkFileSafety runs again first (it takes
 * milliseconds), so a caller that forgot it cannot feed a zip bomb or a giant image to a parser.
 * PDFs use their text layer and fall back to OCR page by page; images are OCRed with layout-aware lines.
 */
export async function readDocument(filePath: string, kind: FileKind, opts: ReadOptions = {}): Promise<ReadResult> {
  const { onStep, signal } = opts;
  const maxPages = Math.max(1, opts.maxPages ?? DEFAULT_MAX_PAGES);
  signal?.throwIfAborted();
  try {
    await checkFileSafety(filePath, kind);
    switch (kind) {
      case 'txt':
        onStep?.('extracting_text', 'Reading the text file');
        return { text: await readTextFile(filePath), method: 'txt', pages: 1 };
      case 'doc':
      case 'docx':
        onStep?.('extracting_text', 'Reading the Word document');
        return { text: await readWordFile(filePath, signal), method: kind, pages: 1 };
      case 'jpg':
      case 'png': {
        onStep?.('reading', 'Reading the image (OCR)');
        const ocr = await readImageFile(filePath, signal);
        return { text: ocr.text, method: 'image-ocr', pages: 1, ocrConfidence: ocr.confidence, lines: ocr.lines };
      }
      case 'pdf': {
        const { pages } = await readPdf(filePath, {
          maxPages,
          signal,
          onProgress: ({ page, pageCount, stage }) =>
            stage === 'text'
              ? onStep?.('extracting_text', `Reading page ${page} of ${pageCount}`)
              : onStep?.('reading', `Page ${page} of ${pageCount} is scanned: reading it with OCR`),
        });
        const scanned = pages.filter((page) => page.scanned);
        const confidences = scanned.map((page) => page.ocrConfidence ?? 0);
        return {
          text: pages.map((page) => page.text).filter(Boolean).join('\n\n'),
          method: scanned.length > 0 ? 'pdf-ocr' : 'pdf-text',
          pages: pages.length,
          ocrConfidence: confidences.length
            ? Math.round((confidences.reduce((a, b) => a + b, 0) / confidences.length) * 10) / 10
            : undefined,
          lines: pages.flatMap((page) => page.lines),
        };
      }
    }
  } catch (error) {
    throw toReadError(error, kind, signal);
  }
}
