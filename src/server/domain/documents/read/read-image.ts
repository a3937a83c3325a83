import { recognizeImage, type OcrResult } from './ocr-engine';
import { prepareOcrImage } from './prepare-ocr-image';

/** OCRs a JPG or PNG file after pre-processing (orientation, grayscale, size, lighting). */
export async function readImageFile(filePath: string, signal?: AbortSignal): Promise<OcrResult> {
  const image = await prepareOcrImage(filePath);
  return recognizeImage(image.pgm, signal);
}
