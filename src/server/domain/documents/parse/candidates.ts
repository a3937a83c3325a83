import { isCaption } from './lexicon';
import { overlap, type Cell, type Page } from './page';

/**
 * Candidates for a field and how they are scored. A value read next to a label gets the label's weight times a
 * factor for where it stood (in the label's cell, the next cell right, the cell below or above, later in the
 * sentence) and how far; field readers add unlabelled candidates and cross-check bonuses. Equal values pool their
 * evidence; the best is kept and the others stay available for the correction UI.
 */
export type Relation = 'inline' | 'right' | 'below' | 'above' | 'sentence' | 'unlabelled';

export type Found<T> = { value: T; index: number; length: number };
/** Reads a value at (or near) the start of a string; `index` is where it starts. */
export type ValueReader<T> = (text: string) => Found<T> | null;

export type Label = { re: RegExp; weight: number };
export type Candidate<T> = { value: T; score: number; relation: Relation; label?: string; line?: number; cell?: Cell };

export type LabelSearch = {
  /** Relations to try; by default all but `sentence`. */
  relations?: Relation[];
  /** Characters after the label a sentence search reads. */
  sentence?: number;
  /** How far into the text after the label (or into the cell) the value may start. */
  maxOffset?: number;
  /** Lines below or above to look at. */
  reach?: number;
  /** A cell holding one of these words is not a value for this field (other labels, wrong roles). */
  reject?: RegExp;
  /** A label inside a cell holding one of these words is not this field's label (a coupon's "next visit"). */
  rejectLabelCell?: RegExp;
  /**
   * The field's value may stand in a box under its caption, beside other boxes' captions (a name): a caption whose
   * value stands under it does not take the next caption to its right (see headsBoxRow).
   */
  boxRows?: boolean;
};

const RELATION_FACTOR: Record<Relation, number> = {
  inline: 1,
  right: 0.96,
  below: 0.9,
  above: 0.72,
  sentence: 0.82,
  unlabelled: 0.5,
};

/** Codes and numbering forms put before labels: "(D.1)", "4.", "A ", "1a". */
// A numbering whose figure OCR lost leaves its dot (". Nome e morada", ". Emitida por").
// Two codes of one box ("C.1.1 / C.1.2 Holder") and a code closed by a dot ("A. Numar") too.
// A Swiss permit numbers its boxes with two figures and no dot ("01 Détenteur", "21 Marque et type"); a bilingual
// caption's second half starts with its slash where OCR set the first half apart ("Ap. πλαισίου | / Chassis No.").
const LABEL_PREFIX = /^(?:\(?[A-Z](?:\.\d+){0,2}\)?\.?(?:\s*\/\s*\(?[A-Z](?:\.\d+){0,2}\)?)?\s+|\(?\d{1,2}[a-z]?[.)]\s*|\d{2}\s+|[-•*]\s*|\/\s*|[.,]\s+)?/;
// "No."/"Nr" is passed over only as a word of its own: a plate may start with the letters NR or NO ("NR-696-SN").
const LEADING_PUNCTUATION = /^[\s:#.=\-–—/]*(?:,\s*(?=(?:number|no\.?|nr\.?|num)\b))?(?:(?:(?:is|was|of|on|at|to|for|number|no\.?|nr\.?|num)(?=[\s.:#]|$)|#)\s*[:#.]?\s*)?/i;

/** Each label's global copy, made once (matchAll clones it, so the copy is never moved on). */
const globalCopies = new WeakMap<RegExp, RegExp>();
function toGlobal(re: RegExp): RegExp {
  if (re.flags.includes('g')) return re;
  let copy = globalCopies.get(re);
  if (!copy) globalCopies.set(re, (copy = new RegExp(re.source, re.flags + 'g')));
  return copy;
}

/** Whether the label match starts its cell (after a code or numbering) — a form label rather than a word in prose. */
/** A label further than this into its cell does not start it (a numbering prefix is a few characters). */
const MAX_LABEL_START = 64;

function startsCell(cell: Cell, index: number): boolean {
  if (index > MAX_LABEL_START) return false;
  const before = cell.text.slice(0, index).replace(LABEL_PREFIX, '');
  // A bilingual caption whose other language comes first ("Úinéir Cláraithe / Registered Owner", "Eigenaar / Owner"):
  // words without figures and a slash before the label still start the cell.
  return before.trim() === '' || BILINGUAL_FIRST_HALF.test(before);
}
// Its words may hold the figures OCR reads Cyrillic and Greek letters as ("3actpaxosayy / Policyholder" for "Застраховащ").
// One pass over the words (a group repeated over them backtracked exponentially: a page took a second to parse).
const BILINGUAL_FIRST_HALF = /^(?=.{1,42}$)(?=(?:\S+\s+){0,5}\/\s*$)[\p{L}3608]*\p{L}[\p{L}3608\s.,'’-]*\s\/\s*$/u;

function offsetFactor(index: number): number {
  return index <= 2 ? 1 : Math.max(0.55, 1 - index / 80);
}

/** Line distance decay for cells below or above a label. */
function distanceFactor(dy: number): number {
  if (dy <= 1.6) return 1;
  if (dy <= 2.6) return 0.8;
  if (dy <= 3.6) return 0.6;
  return 0.4;
}

/**
 * Every value `read` finds next to any of the labels. The label must start a cell for the inline, right, below and
 * above relations (so "Expires" inside prose does not make the next cell its value); sentence reading takes the
 * words after the label anywhere.
 */
/** How far after a label (in characters of its cell) its value, or the end of the cell, is looked for. */
const MAX_REST_CHARS = 240;
/** A bracketed note without digits and the punctuation after it, before a value on its label's line. */
const LEADING_NOTE = /^\([^)\d]{1,40}\)\s*[:#.]?\s*(?=\S)/;

export function findLabelled<T>(page: Page, labels: Label[], read: ValueReader<T>, search: LabelSearch = {}): Candidate<T>[] {
  const relations = new Set(search.relations ?? ['inline', 'right', 'below', 'above']);
  const maxOffset = search.maxOffset ?? 3;
  const reach = search.reach ?? 3;
  const out: Candidate<T>[] = [];
  const push = (value: Found<T> | null, weight: number, relation: Relation, label: string, cell: Cell, extra = 1) => {
    if (!value) return;
    out.push({ value: value.value, score: weight * RELATION_FACTOR[relation] * extra, relation, label, line: cell.line, cell });
  };
  for (const line of page.lines) {
    for (const cell of line.cells) {
      if (search.rejectLabelCell?.test(cell.text)) continue;
      const view = labelView(cell.text);
      for (const { re, weight } of labels) {
        // Most cells hold no label: a plain test passes them by without the clone matchAll makes.
        if (!re.global && !re.sticky && !re.test(view)) continue;
        for (const m of view.matchAll(toGlobal(re))) {
          const start = m.index ?? 0;
          const label = cell.text.slice(start, start + m[0].length);
          const atStart = startsCell(cell, start);
          // A value sits just after its label: looking further only made a cell full of labels quadratic.
          const restRaw = cell.text.slice(start + label.length, start + label.length + MAX_REST_CHARS);
          // "Policy number (please quote): 556 ...": a note in brackets between a label and its value is passed over.
          const rest = restRaw.replace(LEADING_PUNCTUATION, '').replace(LEADING_NOTE, '');
          // "Odometer (miles)", "To (both dates inclusive)": a note in brackets still leaves the value elsewhere.
          // "Assureur / Insurer", "Policy number / Numéro de police": a bilingual caption's other half is no value.
          // The label may end before its half does ("Assuré | désigné / Named insured").
          const otherHalf = /^[^/\d]{0,30}\/\s*(\S[^/]*)$/.exec(restRaw);
          const otherLanguage = otherHalf !== null && isCaption(otherHalf[1]);
          const restEmpty = otherLanguage || rest.replace(/\([^)]*\)/g, '').replace(/[:#.\s()]/g, '') === '';
          if (atStart && relations.has('inline') && !restEmpty) {
            const found = read(rest);
            if (found && found.index <= maxOffset && !rejects(search, rest.slice(0, found.index))) {
              push(found, weight, 'inline', label, cell, offsetFactor(found.index));
            } else {
              // A caption that runs on in words up to a colon, its value after it in the same cell, as OCR glues a
              // line set with one space ("Nombre y apellidos del titular: MARTA GIL", "Name of the keeper: J. Smith").
              const runOn = /^([^:\d]{1,40}?):[ \t]*(?=\S)/.exec(restRaw);
              if (runOn && /\p{L}{2}/u.test(runOn[1]) && !/[.;!?]\s/.test(runOn[1])) {
                const after = restRaw.slice(runOn[0].length);
                const value = read(after);
                if (value && value.index <= maxOffset && !rejects(search, after.slice(0, value.index))) push(value, weight, 'inline', label, cell, 0.9);
              }
              // A caption that runs on in words (a rate and abbreviations in it aside) with its value closing the cell, as
              // OCR glues a value to a long caption ("Jahresprämie inkl. motorbezogener VersicherungssteuerEUR 1.096,19").
              const words = found ? rest.slice(0, found.index) : '';
              if (
                found && !runOn && found.index + found.length >= rest.trimEnd().length && words.length <= 80 &&
                !/\d/.test(words.replace(/\d{1,2}(?:[.,]\d{1,2})?\s?%/g, '')) && !/[.;!?]\s/.test(words.replace(/(?<![\p{L}])\p{L}{1,5}\./gu, '')) && !rejects(search, words)
              ) {
                push(found, weight, 'inline', label, cell, 0.85);
              }
            }
          }
          // "Total premium for this term    $321.50", a certificate's "Effective date of the commencement of insurance
          // for the purposes of the relevant law    12 March 2025": a caption that runs on in words has its value beside it.
          // A rate in the caption ("Jahresbeitrag inkl. 19 % VersSt") is no value of it.
          const captionTail = !restEmpty && atStart && rest.length <= 100 && !/\d/.test(rest.replace(/\d{1,2}(?:[.,]\d{1,2})?\s?%/g, '')) && !read(rest);
          if (atStart && (restEmpty || captionTail)) {
            if (relations.has('right')) {
              const next = line.cells[cell.index + 1];
              const tailFactor = rest.length <= 28 ? 0.9 : 0.8;
              if (next && !rejects(search, next.text) && !isCaption(next.text) && !(search.boxRows && headsBoxRow(page, cell, next, read))) {
                push(readAt(read, next.text, maxOffset), weight, 'right', label, next, captionTail ? tailFactor : 1);
              }
            }
          }
          // A column header that runs on in a word or two ("Next Due Mileage") heads the value under it.
          // So does one whose tail is another caption of the same box ("Holder - name and surname").
          const shortTail = captionTail && ((rest.length <= 20 && rest.trim().split(/\s+/).length <= 2) || isCaption(rest));
          if (atStart && (restEmpty || shortTail)) {
            const factor = restEmpty ? 1 : 0.9;
            if (relations.has('below')) findVertical(page, cell, 1, reach, read, maxOffset, search, (v, c, f) => push(v, weight, 'below', label, c, f * factor));
            if (relations.has('above')) findVertical(page, cell, -1, reach, read, maxOffset, search, (v, c, f) => push(v, weight, 'above', label, c, f * factor));
          }
          if (relations.has('sentence')) {
            // Prose goes on in the same cell, and wraps to the next line when this is the line's last cell.
            const following = page.lines[line.index + 1];
            const lastCell = cell.index === line.cells.length - 1;
            const wraps = lastCell && following && following.cells.length === 1 ? following.cells[0].text : '';
            // "Your insurance policy    HMI 2026 00457718    is active": a sentence set with wide gaps runs on into the next cells.
            const runsOn = !lastCell && restEmpty && !atStart ? line.cells.slice(cell.index + 1).map((c) => c.text).join(' ') : '';
            const after = start + label.length;
            const tail = `${cell.text.slice(after, after + Math.max(MAX_REST_CHARS, 4 * (search.sentence ?? 60)))} ${runsOn || wraps}`
              .replace(/\s+/g, ' ')
              .slice(0, search.sentence ?? 60);
            const cleaned = tail.replace(LEADING_PUNCTUATION, '');
            const found = read(cleaned);
            if (found && !rejects(search, cleaned.slice(0, found.index))) {
              push(found, weight, 'sentence', label, cell, Math.max(0.5, 1 - found.index / 90));
            }
          }
        }
      }
    }
  }
  return out;
}

const OCR_LETTERS: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '|': 'l', '!': 'l' };

/**
 * The cell as labels are matched in it: digits and marks OCR put for letters inside words ("P0licy", "Exp1res",
 * "Next serv!ce") made letters again. Same length as the cell, so values are still read from the cell itself.
 */
function labelView(text: string): string {
  if (!/[A-Za-z][015|!]|[015|!][a-z]/.test(text)) return text;
  return text.replace(/(?<=[A-Za-z])[015|!](?=[a-z])|(?<=[a-z])[015|!](?=[A-Za-z])|(?<![A-Za-z0-9])0(?=[a-z]{2})/g, (ch) => OCR_LETTERS[ch]);
}

function rejects(search: LabelSearch, text: string): boolean {
  return search.reject ? search.reject.test(text) : false;
}

/** A term's length before its dates ("6 Months: 11/22/2025 to 05/22/2026", "12-month term - ..."): passed over. */
const TERM_LENGTH = /^(?:\d{1,2}|one|two|three|six|twelve)[- ]?(?:months?|mos?\.?|years?)(?:\s+(?:term|policy))?\s*[:–—-]\s*(?=\S)/i;

function readAt<T>(read: ValueReader<T>, text: string, maxOffset: number): Found<T> | null {
  const found = read(text);
  if (found && found.index <= maxOffset) return found;
  const term = TERM_LENGTH.exec(text);
  const after = term ? read(text.slice(term[0].length)) : null;
  return after && after.index <= maxOffset ? { ...after, index: after.index + term![0].length } : null;
}

const BOX_CODE = /^\(?[A-Z](?:\.\d+){0,2}\)?[.:]?(?:\s|$)/;

/** The cell straight under `cell` on the next line, if any. */
function cellUnder(page: Page, cell: Cell): Cell | undefined {
  const below = page.lines[cell.line + 1];
  if (!below || (page.measured && Math.abs(below.y - page.lines[cell.line].y) > 2.6)) return undefined;
  return below.cells
    .filter((c) => overlap(c, cell) > 0 || Math.abs(c.x0 - cell.x0) <= 2)
    .sort((a, b) => Math.abs(a.x0 - cell.x0) - Math.abs(b.x0 - cell.x0))[0];
}

/**
 * Whether the label and the cell right of it are two captions of a row of boxes ("REGISTERED OWNER | FEES PAID" over
 * "KEVIN OKAFOR | $180.00"): the label's own value stands under it, and the cell to its right holds no figure and
 * heads no caption (the next box's caption, with its value under it or lost to OCR). Then that cell is no value.
 */
export function headsBoxRow<T>(page: Page, label: Cell, right: Cell, read: ValueReader<T>): boolean {
  if (!page.measured || /\d/.test(right.text)) return false;
  const under = cellUnder(page, label);
  const rightUnder = cellUnder(page, right);
  // A cell under the label that starts with a box code ("E  VF1RJ...") is the next box, not the label's value.
  if (!under || under === rightUnder || isCaption(under.text) || BOX_CODE.test(under.text) || !readAt(read, under.text, 3)) return false;
  return rightUnder === undefined || !isCaption(rightUnder.text);
}

/** The first cell under (dir 1) or over (dir -1) the label that overlaps its columns and holds a value. */
function findVertical<T>(
  page: Page,
  label: Cell,
  dir: 1 | -1,
  reach: number,
  read: ValueReader<T>,
  maxOffset: number,
  search: LabelSearch,
  push: (value: Found<T>, cell: Cell, factor: number) => void,
): void {
  const origin = page.lines[label.line];
  for (let step = 1; step <= reach; step++) {
    const line = page.lines[label.line + dir * step];
    if (!line) return;
    const dy = Math.abs(line.y - origin.y);
    if (dy > reach + 1.5) return;
    let under = line.cells.filter((c) => overlap(c, label) > 0 || Math.abs(c.x0 - label.x0) <= 2);
    // A value indented under a short caption ("Ejer" over "    Line Thomsen"): the line's first cell, starting just
    // past the caption's end, when nothing stands in the caption's column.
    if (under.length === 0) under = line.cells.filter((c) => c.index === 0 && c.x0 > label.x0 && c.x0 <= label.x1 + 2);
    if (under.length === 0) continue;
    // The nearest cell in the label's column: the one starting closest to the label.
    const cell = under.sort((a, b) => Math.abs(a.x0 - label.x0) - Math.abs(b.x0 - label.x0))[0];
    if (rejects(search, cell.text) || isCaption(cell.text)) return;
    // A value in a box or a column starts its cell.
    const value = readAt(read, cell.text, Math.min(maxOffset, 3));
    if (value) push(value, cell, distanceFactor(dy));
    // A value or any other cell in the column ends the search: values do not sit behind other cells.
    return;
  }
}

export type Choice<T> = {
  value: T | null;
  confidence: number;
  /** Other values found, best first, with their confidence. */
  others: { value: T; confidence: number }[];
};

/** Pools the candidates by value (evidence adds up, with diminishing returns) and keeps the best. */
export function choose<T>(candidates: Candidate<T>[], key: (v: T) => string = (v) => JSON.stringify(v)): Choice<T> {
  const pooled = new Map<string, { value: T; miss: number; best: number }>();
  for (const c of candidates) {
    if (c.score <= 0) continue;
    const k = key(c.value);
    const entry = pooled.get(k) ?? { value: c.value, miss: 1, best: 0 };
    entry.miss *= 1 - Math.min(0.97, c.score);
    if (c.score > entry.best) {
      entry.best = c.score;
      entry.value = c.value;
    }
    pooled.set(k, entry);
  }
  const ranked = [...pooled.values()].map((e) => ({ value: e.value, score: 1 - e.miss })).sort((a, b) => b.score - a.score);
  if (ranked.length === 0) return { value: null, confidence: 0, others: [] };
  const [best, second] = ranked;
  // Two readings as strong as each other leave little confidence in either; a weak rival costs little.
  const rival = second ? Math.min(1, second.score / best.score) : 0;
  const confidence = round(Math.min(1, best.score) * Math.sqrt(1 - rival));
  const others = ranked.slice(1, 4).map((r) => ({ value: r.value, confidence: round(confidence * (r.score / best.score) * 0.95) }));
  return { value: best.value, confidence, others };
}

function round(n: number): number {
  return Math.round(Math.max(0, Math.min(1, n)) * 100) / 100;
}

/** Multiplies the score of candidates the check likes (a VIN decode that agrees, a plausible date order). */
export function boost<T>(candidates: Candidate<T>[], check: (v: T) => number): Candidate<T>[] {
  return candidates.map((c) => ({ ...c, score: c.score * check(c.value) }));
}
