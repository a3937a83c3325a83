import { regroupWords, type OcrLine, type OcrWord } from './lines';

/**
 * The document as the structure reader sees it: lines of cells. A cell is a run of words with no wide gap inside
 * (a label, a value, a table cell). Positions are in character widths (x) and line heights (y), whatever the
 * source: OCR word boxes and PDF text positions are scaled, plain text uses its character columns, and a
 * tab-separated line (Word tables) puts its cells in virtual columns by their order.
 */
export type Cell = { text: string; x0: number; x1: number; line: number; index: number };
export type PageLine = { text: string; cells: Cell[]; y: number; index: number };
export type Page = {
  lines: PageLine[];
  /** Every line, cells joined by four spaces: what text searches and the classifier read. */
  text: string;
  /** Whether x positions are measured (OCR, PDF, plain-text columns) rather than virtual (tabs). */
  measured: boolean;
};

export const CELL_GAP = '    ';
/** Gaps wider than this many character widths end a cell. */
const CELL_BREAK_CHARS = 2;
/** Width of one virtual column for tab-separated lines. */
const TAB_COLUMN = 40;

export function buildPage(text: string, ocrLines?: OcrLine[]): Page {
  const fromOcr = ocrLines?.some((l) => l.words.length > 0);
  const lines = fromOcr ? fromWords(ocrLines ?? []) : fromText(text);
  const kept = lines.filter((l) => l.cells.length > 0).map(tidyLine);
  kept.forEach((line, i) => {
    line.index = i;
    for (const cell of line.cells) cell.line = i;
  });
  return { lines: kept, text: kept.map((l) => l.text).join('\n'), measured: fromOcr || !/\t/.test(text) };
}

/** Cyrillic and Greek capitals drawn like Latin ones: a plate or VIN typed on such a keyboard reads as Latin. */
const LOOK_ALIKE: Record<string, string> = {
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', У: 'Y', І: 'I', Ј: 'J', Ѕ: 'S',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
};
const LOOK_ALIKE_CHARS = Object.keys(LOOK_ALIKE).join('');
/** A run of capitals and figures in groups ("ЕН 3266 КЕ", "ΗΤΧ-1591", "VF3UРНS5MN791170"), standing alone. */
const CODE_RUN = new RegExp(String.raw`(?<![\p{L}\p{N}])[A-Z0-9${LOOK_ALIKE_CHARS}]+(?:[ -][A-Z0-9${LOOK_ALIKE_CHARS}]+)*(?![\p{L}\p{N}])`, 'gu');

/**
 * A code typed with Cyrillic or Greek capitals that look Latin (a Bulgarian or Greek plate, a VIN typed on a Cyrillic
 * keyboard) made Latin: a run of capitals and figures holding a figure, each of its words either short (a plate's
 * letters) or of letters and figures together (a VIN), and no letter of those alphabets but the look-alikes.
 */
export function latinLookAlikes(text: string): string {
  if (!/[\u0370-\u03ff\u0400-\u04ff]/.test(text)) return text;
  return text.replace(CODE_RUN, (run) => {
    if (!/\d/.test(run) || !/[^A-Z0-9 -]/.test(run)) return run;
    const words = run.split(/[ -]/);
    if (!words.every((w) => w.length <= 3 || (/\d/.test(w) && /\D/.test(w)) || /^\d+$/.test(w))) return run;
    return [...run].map((ch) => LOOK_ALIKE[ch] ?? ch).join('');
  });
}

/** One character per box cell ("T | M | B | Z | ..."), evenly spaced: a code printed in boxes, read as one cell. */
const MIN_BOXED_CHARS = 7;

function tidyLine(line: PageLine): PageLine {
  const cells = line.cells.map((c) => ({ ...c, text: latinLookAlikes(c.text) }));
  const out: Omit<Cell, 'line' | 'index'>[] = [];
  for (let i = 0; i < cells.length; ) {
    let j = i;
    while (j < cells.length && /^[A-Za-z0-9]$/.test(cells[j].text)) j++;
    const run = cells.slice(i, j);
    const gaps = run.slice(1).map((c, k) => c.x0 - run[k].x0);
    if (run.length >= MIN_BOXED_CHARS && Math.max(...gaps) <= Math.min(...gaps) * 1.6 + 0.5) {
      out.push({ text: run.map((c) => c.text).join(''), x0: run[0].x0, x1: run[run.length - 1].x1 });
      i = j;
    } else {
      out.push(cells[i]);
      i++;
    }
  }
  return out.length === line.cells.length && out.every((c, k) => c.text === line.cells[k].text) ? line : { ...makeLine(out, line.y), index: line.index };
}

function makeLine(cells: Omit<Cell, 'line' | 'index'>[], y: number): PageLine {
  const full = cells.map((c, index) => ({ ...c, line: 0, index }));
  return { text: full.map((c) => c.text).join(CELL_GAP), cells: full, y, index: 0 };
}

/** Plain text: cells split at tabs or runs of 2+ spaces; blank lines still count in y so gaps stay visible. */
function fromText(text: string): PageLine[] {
  const out: PageLine[] = [];
  text.split(/\r?\n/).forEach((raw, y) => {
    const line = withoutRules(raw).replace(/\s+$/, '');
    if (!line.trim()) return;
    if (line.includes('\t')) {
      const parts = line.split('\t').map((p) => p.trim());
      const cells = parts.flatMap((p, i) => (p ? [{ text: p, x0: i * TAB_COLUMN, x1: i * TAB_COLUMN + Math.min(p.length, TAB_COLUMN - 2) }] : []));
      out.push(makeLine(cells, y));
      return;
    }
    const cells = [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ text: m[0], x0: m.index ?? 0, x1: (m.index ?? 0) + m[0].length }));
    out.push(makeLine(cells, y));
  });
  return out;
}

/** A table's or a box's ruling ("+----+", "|---|", "│") drawn in plain text: blanked, so the cells in it stand alone. */
const RULE_LINE = /^[\s+\-=_|:─━═│┃║┌┐└┘├┤┬┴┼╔╗╚╝╠╣╦╩╬]+$/;
const RULE_MARK = /(?<=^|\s)[|│┃║](?=\s|$)/g;

function withoutRules(line: string): string {
  if (RULE_LINE.test(line) && /[-=_─━═|│]{3,}/.test(line)) return '';
  return line.replace(RULE_MARK, ' ');
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Short words OCR is this unsure of are mostly specks, box edges and dot leaders. */
const MIN_SHORT_WORD_CONFIDENCE = 45;

function isSpeck(w: OcrWord): boolean {
  const text = w.text.trim();
  if (/^[-–&/#$%]$/.test(text)) return false;
  if (/^[|[\]{}()!_~'"`]+$/.test(text)) return true;
  if (!/[A-Za-z0-9]/.test(text) && text.length < 3 && w.confidence === undefined) return true;
  return text.length <= 2 && w.confidence !== undefined && w.confidence < MIN_SHORT_WORD_CONFIDENCE;
}

/**
 * OCR reads box edges as "|" or "[" glued to a word: strip them from the ends. A bracket closing a plate's last group
 * of one letter ("RT-79-H]") is that group's J as OCR reads it, left for the plate reader to restore.
 */
function cleanWord(text: string): string {
  return text
    .replace(/^[|[\]{}]+(?=\S)/, '')
    .replace(/(?<=\S)[|[\]{}]+$/, (edge, at: number, all: string) => (/^[\]}]$/.test(edge) && /\d-\p{Lu}$/u.test(all.slice(0, at)) ? edge : ''))
    .replace(GLUED_DATE, '$1 $2');
}

/** A caption's last word and its date read as one word ("date17.01.2025"): split again. */
const GLUED_DATE = /^([A-Za-z]{3,}:?)(\d{1,2}[./-]\d{1,2}[./-]\d{2,4})$/;

/** OCR and PDF words with boxes: regrouped into lines by position, split into cells at wide gaps. */
function fromWords(ocrLines: OcrLine[]): PageLine[] {
  const lines = regroupWords(ocrLines);
  const words = lines.flatMap((l) => l.words).filter((w) => w.text.trim());
  const chars = words.reduce((n, w) => n + w.text.length, 0);
  const charWidth = chars ? words.reduce((n, w) => n + (w.x1 - w.x0), 0) / chars : 10;
  const lineHeight = median(words.map((w) => w.y1 - w.y0)) * 1.2 || 12;
  const out: PageLine[] = [];
  let pageOffset = 0;
  let lastY = -Infinity;
  for (const line of lines) {
    const kept = line.words
      .filter((w) => w.text.trim() && !isSpeck(w))
      .map((w) => ({ ...w, text: cleanWord(w.text.trim()) }))
      .filter((w) => w.text);
    if (kept.length === 0) continue;
    const top = median(kept.map((w) => (w.y0 + w.y1) / 2)) / lineHeight;
    // A new page starts at the top again: keep y growing so "below" never reaches across pages.
    if (top + pageOffset < lastY - 20) pageOffset = lastY + 5 - top;
    const y = top + pageOffset;
    lastY = y;
    const cells: Omit<Cell, 'line' | 'index'>[] = [];
    let current: OcrWord[] = [];
    const flush = () => {
      if (current.length === 0) return;
      cells.push({
        text: joinCell(current, charWidth),
        x0: current[0].x0 / charWidth,
        x1: current[current.length - 1].x1 / charWidth,
      });
      current = [];
    };
    for (const w of kept) {
      const prev = current[current.length - 1];
      if (prev && w.x0 - prev.x1 > charWidth * CELL_BREAK_CHARS) flush();
      current.push(w);
    }
    flush();
    out.push(makeLine(cells, y));
  }
  return out;
}

/** Words of one cell; PDF text runs that touch (a word split in two runs) are glued without a space. */
function joinCell(words: OcrWord[], charWidth: number): string {
  let out = words[0].text;
  for (let i = 1; i < words.length; i++) {
    const gap = words[i].x0 - words[i - 1].x1;
    out += (gap < charWidth * 0.1 ? '' : ' ') + words[i].text;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Horizontal overlap of two cells, in character widths (negative when apart). */
export function overlap(a: { x0: number; x1: number }, b: { x0: number; x1: number }): number {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}
