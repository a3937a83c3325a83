export interface OcrWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  confidence: number;
}

export interface OcrLine {
  text: string;
  words: OcrWord[];
}

export interface RebuildOptions {
  /** Gap (in line heights) above which words are joined with a tab instead of a space. */
  columnGap?: number;
  /** Gap (in line heights) below which pieces are glued without a space (PDF text runs split mid-word). */
  glueGap?: number;
}

const centreY = (word: OcrWord) => (word.y0 + word.y1) / 2;
const centreX = (word: OcrWord) => (word.x0 + word.x1) / 2;
const heightOf = (word: OcrWord) => Math.max(1, word.y1 - word.y0);

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Page skew as dy/dx, from the word centres of long segments (least squares per segment, median over segments). */
export function estimateSlope(segments: OcrWord[][]): number {
  const slopes: number[] = [];
  for (const segment of segments) {
    if (segment.length < 3) continue;
    const xs = segment.map(centreX);
    const ys = segment.map(centreY);
    const meanX = xs.reduce((a, b) => a + b, 0) / xs.length;
    const meanY = ys.reduce((a, b) => a + b, 0) / ys.length;
    let covariance = 0;
    let variance = 0;
    for (let i = 0; i < xs.length; i++) {
      covariance += (xs[i] - meanX) * (ys[i] - meanY);
      variance += (xs[i] - meanX) ** 2;
    }
    const span = xs[xs.length - 1] - xs[0];
    if (variance > 0 && span > 5 * median(segment.map(heightOf))) slopes.push(covariance / variance);
  }
  return Math.max(-0.1, Math.min(0.1, median(slopes)));
}

interface Row {
  words: OcrWord[];
  level: number;
}

function overlapsHorizontally(row: Row, segment: OcrWord[], tolerance: number): boolean {
  const start = segment[0].x0;
  const end = segment[segment.length - 1].x1;
  return row.words.some((word) => Math.min(word.x1, end) - Math.max(word.x0, start) > tolerance);
}

/** Vertical distance between a segment and a row, measured between their horizontally nearest words. */
function measureDistance(row: Row, segment: OcrWord[], slope: number): { distance: number; height: number } {
  const first = segment[0];
  const last = segment[segment.length - 1];
  let closest = row.words[0];
  let closestGap = Infinity;
  for (const word of row.words) {
    const gap = word.x1 <= first.x0 ? first.x0 - word.x1 : word.x0 - last.x1;
    if (gap < closestGap) {
      closest = word;
      closestGap = gap;
    }
  }
  const own = closest.x1 <= first.x0 ? first : last;
  const predicted = centreY(closest) + slope * (centreX(own) - centreX(closest));
  return { distance: Math.abs(centreY(own) - predicted), height: (heightOf(own) + heightOf(closest)) / 2 };
}

function joinRow(words: OcrWord[], options: Required<RebuildOptions>): string {
  const height = median(words.map(heightOf));
  let text = '';
  words.forEach((word, index) => {
    if (index > 0) {
      const gap = word.x0 - words[index - 1].x1;
      const separator = gap > options.columnGap * height ? '\t' : gap < options.glueGap * height ? '' : ' ';
      text += separator;
    }
    text += word.text;
  });
  return text.replace(/ *\t */g, '\t').replace(/ {2,}/g, ' ').trim();
}

/**
 * Rebuilds reading lines from positioned words: segments (runs the engine already joined, e.g. OCR lines
 * or PDF text items) sitting on the same baseline are merged into one line even when they are far apart,
 * so a label and its value (or an item and its price) stay together.
 */
export function rebuildLines(segments: OcrWord[][], options: RebuildOptions = {}): OcrLine[] {
  const settings: Required<RebuildOptions> = { columnGap: 2, glueGap: -1, ...options };
  const cleaned = segments
    .map((segment) => segment.filter((word) => word.text.trim() !== '').sort((a, b) => a.x0 - b.x0))
    .filter((segment) => segment.length > 0);
  const slope = estimateSlope(cleaned);
  const levelOf = (word: OcrWord) => centreY(word) - slope * centreX(word);
  const segmentLevel = (segment: OcrWord[]) => median(segment.map(levelOf));
  cleaned.sort((a, b) => segmentLevel(a) - segmentLevel(b));

  const rows: Row[] = [];
  for (const segment of cleaned) {
    const tolerance = 0.3 * median(segment.map(heightOf));
    let target: Row | undefined;
    let targetDistance = Infinity;
    for (const row of rows) {
      if (overlapsHorizontally(row, segment, tolerance)) continue;
      const { distance, height } = measureDistance(row, segment, slope);
      if (distance <= 0.5 * height && distance < targetDistance) {
        target = row;
        targetDistance = distance;
      }
    }
    if (target) {
      target.words.push(...segment);
      target.words.sort((a, b) => a.x0 - b.x0);
      target.level = median(target.words.map(levelOf));
    } else {
      rows.push({ words: [...segment], level: segmentLevel(segment) });
    }
  }

  return rows
    .sort((a, b) => a.level - b.level)
    .map((row) => ({ text: joinRow(row.words, settings), words: row.words }))
    .filter((line) => line.text !== '');
}
