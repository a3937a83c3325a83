import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS } from './check-file-safety';
import { toPgm } from './pgm';
import { estimatePagePose, straightenPage, turnHalf, uprightVerdict, type GrayPage, type PagePose } from './page-pose';

export interface RawPixels {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

export type OcrImageSource = string | Buffer | RawPixels;

export interface OcrImage {
  /** 8-bit grayscale PGM (binary P5): no encoding cost, read by tesseract and tesseract.js alike. */
  pgm: Buffer;
  width: number;
  height: number;
  /** How the page lay before it was straightened (text lines sideways, tilt in degrees). */
  pose: PagePose;
  /** The straightened page's lines said it stood upside down, and it was turned half a turn. */
  turnedHalf: boolean;
  /** The straightened page's lines told neither upright nor upside down (lines in capitals, few lines). */
  uprightUnsure: boolean;
}

// libvips' operation cache keeps up to ~50 MB of finished results that OCR input never reuses;
// turning it off kept a 50 MB scanned PDF under 500 MB peak RSS. This setting is process-wide.
sharp.cache(false);

export const MIN_LONG_SIDE = 2000;
export const MAX_LONG_SIDE = 2048;

function openSource(source: OcrImageSource): Sharp {
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };
  if (typeof source === 'string' || Buffer.isBuffer(source)) return sharp(source, options);
  return sharp(source.data, {
    ...options,
    raw: { width: source.width, height: source.height, channels: source.channels },
  });
}

/** Long-side target: small scans are enlarged to the least (MIN_LONG_SIDE), big photos shrunk to the most (MAX_LONG_SIDE). */
export function chooseLongSide(longSide: number, least = MIN_LONG_SIDE, most = MAX_LONG_SIDE): number {
  return Math.min(most, Math.max(least, longSide));
}

async function measureUpright(source: OcrImageSource): Promise<{ width: number; height: number }> {
  if (typeof source !== 'string' && !Buffer.isBuffer(source)) return source;
  const { width = 0, height = 0, orientation = 1 } = await openSource(source).metadata();
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * Turns a photo, scan or rendered page into what OCR reads best here: upright (EXIF), grayscale,
 * long side 2000-2048 px, lighting flattened (measured on shadowed photos: 2/8 lines right without it, 8/8 with;
 * CLAHE cost ~0.9 s and did not help), then straightened: a page turned a quarter is turned back and a tilt of up to
 * 12° taken out (a page upside down is caught by its reading, see ocr-engine.ts).
 */
export async function prepareOcrImage(
  source: OcrImageSource,
  options: { minLongSide?: number; maxLongSide?: number } = {},
): Promise<OcrImage> {
  const upright = await measureUpright(source);
  const most = options.maxLongSide ?? MAX_LONG_SIDE;
  const longSide = chooseLongSide(Math.max(upright.width, upright.height), Math.min(most, options.minLongSide ?? MIN_LONG_SIDE), most);
  const image = await decodeGray(source, upright, longSide);
  const pose = estimatePagePose(image.pixels, image.width, image.height);
  let page = await straightenPage(image, pose);
  // A page upside down read as it lies scores low and is read a second time turned (ocr-engine.ts); when its lines
  // show it (a scan fed turned, half the sideways pages), it is turned first and read once.
  const verdict = uprightVerdict(page);
  const turnedHalf = verdict === 'upside-down';
  if (turnedHalf) page = turnHalf(page);
  return {
    pgm: toPgm(page.pixels, page.width, page.height),
    width: page.width,
    height: page.height,
    pose,
    turnedHalf,
    uprightUnsure: verdict === 'unsure',
  };
}

/** The source upright (EXIF), flattened on white, grayscale, its long side `longSide`, lighting flattened. */
async function decodeGray(source: OcrImageSource, upright: { width: number; height: number }, longSide: number): Promise<GrayPage> {
  const resize = upright.width >= upright.height ? { width: longSide } : { height: longSide };
  const { data, info } = await openSource(source)
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ ...resize, kernel: 'lanczos3' })
    .toColourspace('b-w')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected one channel, got ${info.channels}`);
  return { pixels: await flattenLighting(data, info.width, info.height), width: info.width, height: info.height };
}


/** Divides each pixel by an estimate of the paper's brightness around it, so shadows stop hiding text. */
export async function flattenLighting(gray: Buffer, width: number, height: number): Promise<Buffer> {
  const scale = 16;
  const smallWidth = Math.max(1, Math.round(width / scale));
  const smallHeight = Math.max(1, Math.round(height / scale));
  // sharp runs one resize per pipeline, so each stage is its own pipeline.
  const small = await sharp(gray, { raw: { width, height, channels: 1 } })
    .resize(smallWidth, smallHeight, { kernel: 'linear' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const smooth = await sharp(takeLocalMaximum(small, smallWidth, smallHeight, 2), {
    raw: { width: smallWidth, height: smallHeight, channels: 1 },
  })
    .blur(2)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const background = await sharp(smooth, { raw: { width: smallWidth, height: smallHeight, channels: 1 } })
    .resize(width, height, { kernel: 'linear' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const out = Buffer.allocUnsafe(gray.length);
  for (let i = 0; i < gray.length; i++) {
    out[i] = Math.min(255, Math.round((gray[i] * 255) / Math.max(16, background[i])));
  }
  return out;
}

/** Max filter over a (2r+1)² window: removes dark text from a small copy, leaving the paper's brightness. */
export function takeLocalMaximum(gray: Uint8Array, width: number, height: number, radius: number): Buffer {
  const rows = Buffer.alloc(gray.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let max = 0;
      for (let dx = Math.max(0, x - radius); dx <= Math.min(width - 1, x + radius); dx++) max = Math.max(max, gray[y * width + dx]);
      rows[y * width + x] = max;
    }
  }
  const out = Buffer.alloc(gray.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let max = 0;
      for (let dy = Math.max(0, y - radius); dy <= Math.min(height - 1, y + radius); dy++) max = Math.max(max, rows[dy * width + x]);
      out[y * width + x] = max;
    }
  }
  return out;
}
