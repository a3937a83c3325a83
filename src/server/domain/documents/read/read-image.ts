import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from './check-file-safety';
import { recognizeImage, type OcrResult } from './ocr-engine';
import { MAX_LONG_SIDE, prepareOcrImage } from './prepare-ocr-image';

/**
 * Long side of a phone photo handed to OCR. Photos read better enlarged past the 2048 px a rendered PDF page gets
 * (development photos: 97.0 % of words read at 2048 px, 97.5 % at 2500, 98.1 % at 2800, 97.3 % at 3000, 96.8 % at
 * 3300), at ~1.4x the OCR time. A scan is not: at 2400-2800 px tesseract's automatic layout dropped the column of
 * box codes of EU certificates ("A", "B", "C.1.1" left of their values) that it reads at 2048 px, so scans are read
 * at the size a PDF page is.
 */
export const IMAGE_LONG_SIDE = 2800;
export const SCAN_LONG_SIDE = MAX_LONG_SIDE;

/** A photo shows the table or hand around the page: its edges are far darker than a scan's white margins. */
const PHOTO_EDGE_BRIGHTNESS = 170;
const PROBE = 64;

/**
 * Whether an image is a phone photo of a page rather than a scan: the mean brightness of a thin frame around it (a
 * scanner's margins are paper white). A photo filling the frame with paper reads as a scan, at the scan's size.
 */
export async function looksLikePhoto(filePath: string | Buffer): Promise<boolean> {
  const pixels = await sharp(filePath, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .rotate()
    .resize(PROBE, PROBE, { fit: 'fill' })
    .grayscale()
    .raw()
    .toBuffer();
  let sum = 0;
  let count = 0;
  for (let y = 0; y < PROBE; y++) {
    for (let x = 0; x < PROBE; x++) {
      if (x > 1 && x < PROBE - 2 && y > 1 && y < PROBE - 2) continue;
      sum += pixels[y * PROBE + x];
      count++;
    }
  }
  return sum / count < PHOTO_EDGE_BRIGHTNESS;
}

/** OCRs a JPG or PNG file after pre-processing (orientation, grayscale, size, lighting). */
export async function readImageFile(
  filePath: string,
  opts: { signal?: AbortSignal; onOcrStart?: () => void } = {},
): Promise<OcrResult> {
  const side = (await looksLikePhoto(filePath)) ? IMAGE_LONG_SIDE : SCAN_LONG_SIDE;
  const image = await prepareOcrImage(filePath, { minLongSide: side, maxLongSide: side });
  opts.onOcrStart?.();
  return recognizeImage(image.pgm, opts.signal, { sideways: image.pose.sideways, uprightUnsure: image.uprightUnsure });
}
