/** Shapes of the reader's OCR output that the parser uses (the reader returns a superset). */
export type OcrWord = { text: string; x0: number; y0: number; x1: number; y1: number; confidence?: number };
export type OcrLine = { text: string; words: OcrWord[] };

/** Gaps wider than this many average character widths become a column break. */
const COLUMN_GAP_CHARS = 2.2;
export const COLUMN_BREAK = '    ';

/**
 * Lines of the document as strings, where a wide horizontal gap (two columns, a label and its far-right value)
 * shows as four or more spaces. OCR lines with word boxes are rebuilt from the boxes; plain text is kept.
 */
export function buildLines(text: string, ocrLines?: OcrLine[]): string[] {
  const fromOcr = ocrLines?.length ? regroupWords(ocrLines).map(joinWords).map(cleanOcrLine) : null;
  const raw = fromOcr ?? text.split(/\r?\n/);
  return raw.map((l) => l.replace(/\t/g, COLUMN_BREAK).replace(/\s+$/, '')).filter((l) => l.trim().length > 0);
}

/** Short words OCR is this unsure of are mostly specks, page edges and dot leaders. */
const MIN_SHORT_WORD_CONFIDENCE = 45;

function isSpeck(w: OcrWord): boolean {
  const text = w.text.trim();
  if (/^[-–&/#$]$/.test(text)) return false;
  // A certificate's box code ("D.3", "C.1") is read with little confidence beside its value, but a speck has no such form.
  if (/^\(?[A-Z]\.\d\)?$/.test(text)) return false;
  // An amount's cents OCR parted from its figure and doubted (",00" after "1.368") are no speck either.
  if (/^[.,]\d{2}$/.test(text)) return false;
  if (!/[A-Za-z0-9]/.test(text) && text.length < 3 && w.confidence === undefined) return true;
  return text.length <= 3 && w.confidence !== undefined && w.confidence < MIN_SHORT_WORD_CONFIDENCE;
}

/**
 * A short word in capitals OCR doubts that a hyphen joins to the next word ("CVT" before "-8148", a plate's letters):
 * part of that word's code, not a speck.
 */
function joinedByHyphen(w: OcrWord, next: OcrWord | undefined): boolean {
  if (!next || !/^[A-Z0-9]{2,3}$/.test(w.text.trim()) || !/^[-–]\s*[A-Z0-9]/.test(next.text.trim())) return false;
  return next.x0 - w.x1 < (w.y1 - w.y0) * 0.8;
}

/** Drops cells of stray marks at either end of an OCR line ("|", "[") and reads "0il" as "Oil". */
function cleanOcrLine(line: string): string {
  const cells = line.split(/\s{2,}/);
  const isJunk = (c: string) => !/[A-Za-z0-9]/.test(c);
  while (cells.length > 1 && isJunk(cells[0])) cells.shift();
  while (cells.length > 1 && isJunk(cells[cells.length - 1])) cells.pop();
  return cells.join(COLUMN_BREAK).replace(/\b0(?=[a-z]{2})/g, 'O');
}

function joinWords(line: OcrLine): string {
  const words = line.words.filter((w) => w.text.trim().length > 0);
  if (words.length === 0) return line.text;
  const chars = words.reduce((n, w) => n + w.text.length, 0);
  const width = words.reduce((n, w) => n + (w.x1 - w.x0), 0);
  const charWidth = chars > 0 ? width / chars : 10;
  let out = words[0].text;
  for (let i = 1; i < words.length; i++) {
    const gap = words[i].x0 - words[i - 1].x1;
    out += (gap > charWidth * COLUMN_GAP_CHARS ? COLUMN_BREAK : ' ') + words[i].text;
  }
  return out;
}

/** The columns of one line: text separated by two or more spaces. */
export function splitSegments(line: string): string[] {
  return line
    .split(/\s{2,}/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const MAX_SLOPE = 0.1;

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const centerX = (w: OcrWord) => (w.x0 + w.x1) / 2;
const centerY = (w: OcrWord) => (w.y0 + w.y1) / 2;

/** The page's tilt (dy per dx), from the lines OCR kept together: the median of their fitted slopes. */
function estimateTilt(lines: OcrLine[]): number {
  const slopes: number[] = [];
  for (const line of lines) {
    const words = line.words.filter((w) => w.text.trim().length > 1);
    if (words.length < 2) continue;
    const span = centerX(words[words.length - 1]) - centerX(words[0]);
    if (span < 50) continue;
    const mx = words.reduce((n, w) => n + centerX(w), 0) / words.length;
    const my = words.reduce((n, w) => n + centerY(w), 0) / words.length;
    let num = 0;
    let den = 0;
    for (const w of words) {
      num += (centerX(w) - mx) * (centerY(w) - my);
      den += (centerX(w) - mx) ** 2;
    }
    if (den > 0) slopes.push(num / den);
  }
  return Math.max(-MAX_SLOPE, Math.min(MAX_SLOPE, median(slopes)));
}

/** Splits the reader's lines into pages: the y position starts again at the top of each page. */
function splitPages(lines: OcrLine[]): OcrLine[][] {
  const pages: OcrLine[][] = [];
  let bottom = -Infinity;
  for (const line of lines) {
    const top = Math.min(...line.words.map((w) => w.y0));
    if (pages.length === 0 || top < bottom - 400) pages.push([]);
    pages[pages.length - 1].push(line);
    bottom = Math.max(bottom, top);
    if (pages[pages.length - 1].length === 1) bottom = top;
  }
  return pages;
}

/**
 * Regroups OCR words into lines by their position on the page, corrected for tilt, so a label and its
 * far-right value (or an item and its price) end up on one line even when OCR split them.
 */
export function regroupWords(lines: OcrLine[]): OcrLine[] {
  const usable = lines.filter((l) => l.words.length > 0);
  if (usable.length === 0) return lines;
  const out: OcrLine[] = [];
  for (const page of splitPages(usable)) {
    const tilt = estimateTilt(page);
    const words = page
      .flatMap((l) => l.words.filter((w, i) => w.text.trim().length > 0 && (!isSpeck(w) || joinedByHyphen(w, l.words[i + 1]))));
    const height = median(words.map((w) => w.y1 - w.y0)) || 10;
    const level = (w: OcrWord) => centerY(w) - tilt * centerX(w);
    const sorted = [...words].sort((a, b) => level(a) - level(b));
    const groups: { level: number; words: OcrWord[] }[] = [];
    for (const w of sorted) {
      const current = groups[groups.length - 1];
      if (current && Math.abs(level(w) - current.level) < height * 0.55) {
        current.words.push(w);
        current.level = current.words.reduce((n, x) => n + level(x), 0) / current.words.length;
      } else groups.push({ level: level(w), words: [w] });
    }
    for (const g of groups) {
      const ordered = g.words.sort((a, b) => a.x0 - b.x0);
      out.push({ text: ordered.map((w) => w.text).join(' '), words: ordered });
    }
  }
  return out;
}
