import { recognizeImage, type OcrLayout, type OcrResult } from './ocr-engine';
import { prepareOcrImage } from './prepare-ocr-image';

/** OCRs a JPG or PNG file after pre-processing (orientation, grayscale, size, lighting). */
export async function readImageFile(
  filePath: string,
  opts: { signal?: AbortSignal; onOcrStart?: () => void; layout?: OcrLayout } = {},
): Promise<OcrResult> {
  const image = await prepareOcrImage(filePath);
  opts.onOcrStart?.();
  return recognizeImage(image.pgm, opts.signal, opts.layout);
}
