import type { OcrWord } from './rebuild-lines';

/**
 * Tesseract's automatic layout (psm 3) sometimes takes a narrow column of short codes printed one under the other (an
 * EU certificate's "A", "B", "C.1.1", "D.1" left of their values) for a line of vertical text and reads it top to
 * bottom as a few tall garbage "words" ("WHrHrrHr", 15 px wide and 360 px tall); the sparse reading (psm 11) drops the
 * one-letter codes too. The page is already straightened, so no word of it is taller than a few lines: such words
 * mark a column to read again as a block of lines (psm 6), which reads the codes in a quarter of a second. Whether it
 * happens depends on the page's scale to the pixel (a development certificate read at 2,048 px kept its codes, at
 * 1,980, 2,100 and 2,300 px and straightened from a 6° tilt lost them all).
 */

export interface Region {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A word this many times taller than the page's line height and than it is wide was read down a column. */
const TALL_LINES = 3;
const TALL_TO_WIDE = 2.5;
/** Fewer horizontal words than this tell no line height. */
const MIN_WORDS = 8;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The height of a line of text on the page: the median height of its words wider than tall. */
export function lineHeightOf(words: OcrWord[]): number | null {
  const heights = words.filter((w) => w.x1 - w.x0 >= w.y1 - w.y0 && w.y1 > w.y0).map((w) => w.y1 - w.y0);
  return heights.length >= MIN_WORDS ? median(heights) : null;
}

export function isReadDownward(word: OcrWord, lineHeight: number): boolean {
  const [w, h] = [word.x1 - word.x0, word.y1 - word.y0];
  return h >= TALL_LINES * lineHeight && h >= TALL_TO_WIDE * Math.max(1, w);
}

const touches = (a: Region, b: Region, gap: number) => a.x0 - gap <= b.x1 && b.x0 - gap <= a.x1 && a.y0 - gap <= b.y1 && b.y0 - gap <= a.y1;

/**
 * The regions of the page read downward: the words read down a column, those side by side joined (a column read as
 * three vertical "lines"), each widened by half a line height and kept within the page.
 */
export function findDownwardRegions(segments: OcrWord[][], width: number, height: number): Region[] {
  const words = segments.flat();
  const lineHeight = lineHeightOf(words);
  if (lineHeight === null) return [];
  const regions: Region[] = [];
  for (const word of words.filter((w) => isReadDownward(w, lineHeight))) {
    let region: Region = { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 };
    // Joins every region this one touches (within a line height), until none is left to join.
    for (let i = regions.length - 1; i >= 0; i--) {
      if (!touches(regions[i], region, lineHeight)) continue;
      const other = regions.splice(i, 1)[0];
      region = { x0: Math.min(region.x0, other.x0), y0: Math.min(region.y0, other.y0), x1: Math.max(region.x1, other.x1), y1: Math.max(region.y1, other.y1) };
      i = regions.length;
    }
    regions.push(region);
  }
  const margin = Math.round(lineHeight / 2);
  return regions.map((r) => ({
    x0: Math.max(0, r.x0 - margin),
    y0: Math.max(0, r.y0 - margin),
    x1: Math.min(width, r.x1 + margin),
    y1: Math.min(height, r.y1 + margin),
  }));
}

const inside = (word: OcrWord, region: Region) => {
  const [cx, cy] = [(word.x0 + word.x1) / 2, (word.y0 + word.y1) / 2];
  return cx >= region.x0 && cx <= region.x1 && cy >= region.y0 && cy <= region.y1;
};

/**
 * Read alone, a column of codes gives tesseract no line to tell a capital from a small letter of the same shape by its
 * height, and "C.1.1" comes back "c.1.1" (a development certificate straightened from a 6° tilt): a code of one such
 * letter, alone or before its numbers, is taken as the capital the codes of box forms print.
 */
export function capitaliseCode(text: string): string {
  return /^[cosvwxz](\.\d+)*\.?$/.test(text) ? text[0].toUpperCase() + text.slice(1) : text;
}

/**
 * The page's segments with the words read downward in `region` replaced by the region's words read again (`reread`,
 * in the crop's coordinates); other words of the page lying in the region stay, and the reread words they overlap are
 * left out.
 */
export function replaceRegion(segments: OcrWord[][], region: Region, reread: OcrWord[][]): OcrWord[][] {
  const lineHeight = lineHeightOf(segments.flat()) ?? Infinity;
  const kept = segments
    .map((segment) => segment.filter((w) => !(inside(w, region) && isReadDownward(w, lineHeight))))
    .filter((segment) => segment.length > 0);
  const known = kept.flat();
  const overlaps = (a: OcrWord, b: OcrWord) => Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) > Math.max(a.y0, b.y0);
  const added = reread
    .map((segment) =>
      segment
        .map((w) => ({ ...w, text: capitaliseCode(w.text), x0: w.x0 + region.x0, x1: w.x1 + region.x0, y0: w.y0 + region.y0, y1: w.y1 + region.y0 }))
        .filter((w) => !known.some((k) => overlaps(k, w))),
    )
    .filter((segment) => segment.length > 0);
  return [...kept, ...added];
}
