import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS } from './read/check-file-safety';
import { openPdfPageReader } from './read/pdf-page-worker';
import { MAX_LONG_SIDE } from './read/prepare-ocr-image';
import { MIN_TEXT_CHARS_PER_PAGE } from './read/read-pdf';

/** The box a first-page preview fits in (a list row shows it at a quarter of this; twice that for sharp screens). */
export const THUMBNAIL_SIZE = { width: 240, height: 320 } as const;
const THUMBNAIL_QUALITY = 72;
const PDF_RENDER_TIMEOUT_MS = 30_000;

/** Where a document's preview is kept: beside its file, under the same folder, so any storage driver holds it. */
export function thumbnailKeyFor(storagePath: string): string {
  return `${storagePath}.thumb.jpg`;
}

/** PDFs and images have a first page to show; text and Word files are shown by their kind. */
export function canPreview(mimeType: string): boolean {
  return mimeType === 'application/pdf' || mimeType === 'image/png' || mimeType === 'image/jpeg';
}

function toJpeg(image: Sharp): Promise<Buffer> {
  return image
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ ...THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: THUMBNAIL_QUALITY, mozjpeg: true })
    .toBuffer();
}

/**
 * A JPEG of the document's first page, at most THUMBNAIL_SIZE: a PDF's page 1 drawn by the same PDF thread that reads
 * it (text or scan alike), a photo or scan upright (EXIF). Null for kinds without pages to show.
 */
export async function renderThumbnail(filePath: string, mimeType: string, signal?: AbortSignal): Promise<Buffer | null> {
  if (mimeType === 'image/png' || mimeType === 'image/jpeg') return toJpeg(sharp(filePath, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }));
  if (mimeType !== 'application/pdf') return null;
  const reader = await openPdfPageReader(filePath, { minTextChars: MIN_TEXT_CHARS_PER_PAGE, renderLongSide: MAX_LONG_SIDE, timeoutMs: PDF_RENDER_TIMEOUT_MS, signal });
  try {
    if (reader.numPages < 1) return null;
    const pixels = await reader.renderPage(1, Math.round(THUMBNAIL_SIZE.height * 1.5));
    return await toJpeg(sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } }));
  } finally {
    await reader.close();
  }
}
