import { stat } from 'node:fs/promises';
import sharp from 'sharp';
import { DocumentReadError } from './document-read-error';
import { MAX_DOCUMENT_BYTES, type FileKind } from './file-kind';
import { checkZipSafety } from './zip-guard';

export const MAX_IMAGE_PIXELS = 100_000_000;
export const MAX_IMAGE_SIDE = 20_000;

/** The parts word-extractor reads from a DOCX; only these are inflated by the guard. */
function isWordXmlPart(name: string): boolean {
  return name === '[Content_Types].xml' || (name.startsWith('word/') && (name.endsWith('.xml') || name.endsWith('.rels')));
}

async function checkImageDimensions(filePath: string): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(filePath, { limitInputPixels: false }).metadata());
  } catch (error) {
    throw new DocumentReadError('unreadable', `image header: ${(error as Error).message}`, undefined, { cause: error });
  }
  if (!width || !height) throw new DocumentReadError('unreadable', 'image has no dimensions');
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new DocumentReadError('image_too_large', `${width}x${height}`);
  }
}

/**
 * Refuses files that would hurt the process before any parser opens them:
 * oversized files, zip bombs posing as DOCX, and images with huge dimensions.
 */
export async function checkFileSafety(filePath: string, kind: FileKind): Promise<void> {
  const { size } = await stat(filePath);
  if (size === 0) throw new DocumentReadError('empty', filePath);
  if (size > MAX_DOCUMENT_BYTES) throw new DocumentReadError('too_large', `${size} bytes`);

  if (kind === 'docx') {
    const { entryNames } = await checkZipSafety(filePath, isWordXmlPart);
    if (!entryNames.includes('word/document.xml')) {
      throw new DocumentReadError('unreadable', 'zip has no word/document.xml');
    }
  } else if (kind === 'jpg' || kind === 'png') {
    await checkImageDimensions(filePath);
  }
}
