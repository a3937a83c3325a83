import sharp from 'sharp';

/**
 * How a page lies on the image: whether its text lines run across (`sideways: false`) or up and down (a page turned
 * 90° or 270°), and by how many degrees they are tilted from the image's axes (clockwise positive, up to ±MAX_SKEW).
 * Whether a page is upside down is told apart from its lines' ink where it can be (uprightScore), else by the OCR
 * reading (see ocr-engine.ts).
 */
export interface PagePose {
  sideways: boolean;
  skewDegrees: number;
}

export const MAX_SKEW_DEGREES = 12;
/** A tilt under this reads as well as a straight page; the page is left as it is rather than resampled. */
export const MIN_SKEW_DEGREES = 0.4;
/** Ink is darker than this; a faint print (a thermal receipt) is tried again with the lighter thresholds. */
const DARK_LEVELS = [96, 150, 200];
const MIN_POINTS = 1500;
const MAX_POINTS = 60_000;
/** How much sharper the columns must be than the rows for a page to be taken as turned a quarter. */
const SIDEWAYS_MARGIN = 1.05;
const BIN_PX = 1;
/**
 * Ink is dark runs no longer than this (in half-size pixels) both across and down: letter strokes. Longer runs are
 * rules, table borders, the shadow round a photographed sheet and the sheet's own edges, which would otherwise
 * decide the angle.
 */
const MAX_STROKE_RUN = 14;

/** The page at half size, each pixel the darkest of its 2x2 block, so thin strokes survive. */
function halve(gray: Uint8Array, width: number, height: number): { gray: Uint8Array; width: number; height: number } {
  const [w, h] = [Math.floor(width / 2), Math.floor(height / 2)];
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const [r0, r1] = [2 * y * width, (2 * y + 1) * width];
    for (let x = 0; x < w; x++) {
      const x0 = 2 * x;
      out[y * w + x] = Math.min(gray[r0 + x0], gray[r0 + x0 + 1], gray[r1 + x0], gray[r1 + x0 + 1]);
    }
  }
  return { gray: out, width: w, height: h };
}

/** Marks the dark pixels lying in runs of at most MAX_STROKE_RUN along one axis (step 1: rows; step width: columns). */
function markShortRuns(gray: Uint8Array, lines: number, length: number, lineStep: number, step: number, mark: Uint8Array, level: number): void {
  for (let line = 0; line < lines; line++) {
    let runStart = -1;
    for (let i = 0; i <= length; i++) {
      const dark = i < length && gray[line * lineStep + i * step] < level;
      if (dark && runStart < 0) runStart = i;
      if (!dark && runStart >= 0) {
        if (i - runStart <= MAX_STROKE_RUN) for (let j = runStart; j < i; j++) mark[line * lineStep + j * step]++;
        runStart = -1;
      }
    }
  }
}

/** Ink pixels of a grayscale page (strokes, not rules or shadows), at half size, as (x, y) pairs. */
export function darkPoints(full: Uint8Array, fullWidth: number, fullHeight: number): Float32Array {
  const half = halve(full, fullWidth, fullHeight);
  let points: Float32Array = new Float32Array(0);
  for (const dark of DARK_LEVELS) {
    points = inkPoints(half, dark);
    if (points.length / 2 >= MIN_POINTS) break;
  }
  return points;
}

function inkPoints({ gray, width, height }: { gray: Uint8Array; width: number; height: number }, dark: number): Float32Array {
  const mark = new Uint8Array(gray.length);
  markShortRuns(gray, height, width, width, 1, mark, dark);
  markShortRuns(gray, width, height, 1, width, mark, dark);
  let count = 0;
  for (let i = 0; i < mark.length; i++) if (mark[i] === 2) count++;
  const keepEvery = Math.max(1, Math.ceil(count / MAX_POINTS));
  const points = new Float32Array(2 * Math.ceil(count / keepEvery));
  let seen = 0;
  let n = 0;
  for (let i = 0; i < mark.length; i++) {
    if (mark[i] !== 2 || seen++ % keepEvery !== 0) continue;
    points[n++] = i % width;
    points[n++] = Math.floor(i / width);
  }
  return points.subarray(0, n);
}

/**
 * How sharply the points fall into lines at this angle: the points are projected across lines tilted by `degrees`
 * (rows when `sideways` is false, columns when true), and the sum of squared bin counts is high when lines of text
 * fall into few bins with empty gaps between.
 */
export function lineSharpness(points: Float32Array, degrees: number, sideways: boolean, bins: Float64Array): number {
  const t = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(t), Math.sin(t)];
  bins.fill(0);
  const offset = bins.length / 2;
  for (let i = 0; i < points.length; i += 2) {
    const [x, y] = [points[i], points[i + 1]];
    const across = sideways ? x * cos + y * sin : y * cos - x * sin;
    const bin = Math.floor(across / BIN_PX + offset);
    if (bin >= 0 && bin < bins.length) bins[bin]++;
  }
  let sum = 0;
  for (let i = 0; i < bins.length; i++) sum += bins[i] * bins[i];
  return sum;
}

function bestAngle(points: Float32Array, sideways: boolean, bins: Float64Array): { degrees: number; sharpness: number } {
  let best = { degrees: 0, sharpness: -1 };
  const consider = (degrees: number) => {
    const sharpness = lineSharpness(points, degrees, sideways, bins);
    if (sharpness > best.sharpness) best = { degrees, sharpness };
  };
  for (let d = -MAX_SKEW_DEGREES; d <= MAX_SKEW_DEGREES; d += 0.5) consider(d);
  const coarse = best.degrees;
  for (let d = coarse - 0.4; d <= coarse + 0.4; d += 0.1) consider(Math.round(d * 10) / 10);
  return best;
}

/**
 * Finds the direction of the text lines of a grayscale page (white paper, dark ink) from the projection profile of
 * its dark pixels: about 100 angles tried on a sample of at most 120,000 points, tens of milliseconds a page.
 */
export function estimatePagePose(gray: Uint8Array, width: number, height: number): PagePose {
  const points = darkPoints(gray, width, height);
  if (points.length < 400) return { sideways: false, skewDegrees: 0 };
  const bins = new Float64Array(Math.ceil(Math.hypot(width, height) / BIN_PX) + 2);
  const across = bestAngle(points, false, bins);
  const down = bestAngle(points, true, bins);
  // A page turned a quarter has its lines running down the image: its columns, not its rows, are sharp.
  const sideways = down.sharpness > across.sharpness * SIDEWAYS_MARGIN;
  const degrees = sideways ? down.degrees : across.degrees;
  return { sideways, skewDegrees: Math.abs(degrees) < MIN_SKEW_DEGREES ? 0 : degrees };
}

export interface GrayPage {
  pixels: Buffer;
  width: number;
  height: number;
}

/**
 * Turns a grayscale page so its text lines run across, straight: a quarter turn for a sideways page, then the tilt
 * taken out (the corners the rotation opens are filled white). A page already straight is returned as it is.
 */
export async function straightenPage(page: GrayPage, pose: PagePose): Promise<GrayPage> {
  if (!pose.sideways && pose.skewDegrees === 0) return page;
  // Lines tilted clockwise by `skew` (across) are straightened by turning the other way; a sideways page's lines
  // running down are brought across by a quarter turn clockwise, its tilt measured the same way from the vertical.
  const angle = pose.sideways ? 90 - pose.skewDegrees : -pose.skewDegrees;
  const { data, info } = await sharp(page.pixels, { raw: { width: page.width, height: page.height, channels: 1 } })
    .rotate(angle, { background: { r: 255, g: 255, b: 255 } })
    .toColourspace('b-w')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

/** Darker than this is ink for the upside-down measure. */
const INK_LEVEL = 140;
/** Fewer text lines than this, or a measure nearer 0 than UPSIDE_DOWN_SCORE, decides nothing. */
const MIN_TEXT_LINES = 5;
const UPSIDE_DOWN_SCORE = -0.25;
/** The ink above the bands must differ from that below by this share of all the lines' ink to tell anything. */
const MIN_OFF_BAND_SHARE = 0.04;

/**
 * Whether a straightened page (lines running across) stands upside down, from its text lines' ink: Latin letters
 * rise above the x-height band (capitals, digits, b d f h k l t) far more often than they fall below it (g j p q y),
 * so an upright line holds more ink just above its band than just below; a page turned half a turn the other way.
 * From -1 (surely upside down) to 1 (surely upright); 0 when the page shows too few separate lines to tell (rows
 * joined by a box's sides, a blank page). A few milliseconds, against a second reading of the page to find out.
 */
export function uprightScore(gray: Uint8Array, width: number, height: number): number {
  const rows = new Float64Array(height);
  for (let y = 0; y < height; y++) {
    let count = 0;
    for (let x = y * width, end = x + width; x < end; x++) if (gray[x] < INK_LEVEL) count++;
    rows[y] = count;
  }
  let [above, below, lines, ink] = [0, 0, 0, 0];
  for (let y = 0; y < height; ) {
    if (rows[y] === 0) {
      y++;
      continue;
    }
    const start = y;
    while (y < height && rows[y] > 0) y++;
    const end = y; // the line's rows: [start, end)
    if (end - start < 6 || end - start > 200) continue;
    let peak = 0;
    for (let i = start; i < end; i++) peak = Math.max(peak, rows[i]);
    let [top, bottom] = [start, end - 1];
    while (rows[top] < peak / 2) top++;
    while (rows[bottom] < peak / 2) bottom--;
    for (let i = start; i < end; i++) ink += rows[i];
    for (let i = start; i < top; i++) above += rows[i];
    for (let i = bottom + 1; i < end; i++) below += rows[i];
    lines++;
  }
  // Lines in capitals hold little ink off their band, most of it below (commas, J, Q, Y): they tell nothing.
  if (lines < MIN_TEXT_LINES || Math.abs(above - below) < MIN_OFF_BAND_SHARE * ink) return 0;
  return (above - below) / (above + below);
}

/** Whether the page's lines say it stands upside down (see uprightScore). */
export function looksUpsideDown(page: GrayPage): boolean {
  return uprightVerdict(page) === 'upside-down';
}

/**
 * What the page's lines say of its standing: upright, upside down, or nothing (lines in capitals, too few lines, a
 * score between: upright pages of the development set scored 0.29-0.80, upside-down ones -0.48 to -0.86).
 */
export function uprightVerdict(page: GrayPage): 'upright' | 'upside-down' | 'unsure' {
  const score = uprightScore(page.pixels, page.width, page.height);
  if (score < UPSIDE_DOWN_SCORE) return 'upside-down';
  return score > -UPSIDE_DOWN_SCORE ? 'upright' : 'unsure';
}

/** The page turned half a turn: its pixels in reverse order. */
export function turnHalf(page: GrayPage): GrayPage {
  return { ...page, pixels: Buffer.from(page.pixels).reverse() };
}
