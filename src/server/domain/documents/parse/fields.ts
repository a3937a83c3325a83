import { splitSegments } from './lines';

export type ValueParser<T> = (value: string) => T | null;

export type LabelSearch = {
  /** Also read the value from the rest of the sentence (letters), up to this many characters after the label. */
  sentence?: number;
  /** Also look at the line below the label (stacked forms and table headers). */
  below?: boolean;
  /** The label must start a cell (line start or after a column break) or be followed by ':' or '#'. */
  asLabel?: boolean;
};

const LEADING_PUNCTUATION = /^[\s:#.=\-–—]*(?:(?:(?:is|was|of|on|at|to|for|number)\b|no\.|#)\s*[:#]?\s*)?/i;

/**
 * The value that follows one of the labels, labels tried in priority order. The value is read from the text
 * right after the label up to the next column break ("Label: value", "Label ........ value" on a two-column
 * line), then, when asked, from the rest of the sentence and from the same column on the line below.
 */
export function findLabelled<T>(
  lines: string[],
  labels: RegExp[],
  parse: ValueParser<T>,
  search: LabelSearch = {},
): T | null {
  for (const label of labels) {
    const found = findWithLabel(lines, toGlobal(label), parse, search);
    if (found !== null) return found;
  }
  return null;
}

function toGlobal(re: RegExp): RegExp {
  return re.flags.includes('g') ? re : new RegExp(re.source, re.flags + 'g');
}

function findWithLabel<T>(lines: string[], label: RegExp, parse: ValueParser<T>, search: LabelSearch): T | null {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    for (const m of line.matchAll(label)) {
      const start = m.index ?? 0;
      const rest = line.slice(start + m[0].length);
      if (search.asLabel && !startsCell(line, start) && !/^\s*[:#]/.test(rest)) continue;
      const value = rest.replace(LEADING_PUNCTUATION, '');
      const firstSegment = splitSegments(value)[0];
      if (firstSegment) {
        const parsed = parse(firstSegment);
        if (parsed !== null) return parsed;
      }
      if (search.sentence) {
        const next = lines[i + 1] ?? '';
        const sentence = (value + ' ' + next).replace(/\s+/g, ' ').slice(0, search.sentence);
        const parsed = parse(sentence);
        if (parsed !== null) return parsed;
      }
      if (search.below) {
        const parsed = readBelow(lines, i, start, m[0].length, parse);
        if (parsed !== null) return parsed;
      }
    }
  }
  return null;
}

function startsCell(line: string, index: number): boolean {
  return /^\s*$/.test(line.slice(0, index)) || /\s{2,}$/.test(line.slice(0, index));
}

/** A header row of labels with a row of values under it: take the value in the label's column. */
function readBelow<T>(lines: string[], row: number, labelStart: number, labelLength: number, parse: ValueParser<T>): T | null {
  const next = lines[row + 1];
  if (!next) return null;
  const header = lines[row];
  const headerCells = cellsWithPositions(header);
  const cell = headerCells.findIndex((c) => labelStart >= c.start && labelStart < c.start + c.text.length);
  if (cell < 0) return null;
  const restOfCell = headerCells[cell].text.slice(labelStart - headerCells[cell].start + labelLength).trim();
  if (restOfCell.replace(/[:#.]/g, '').length > 0) return null;
  const valueCells = cellsWithPositions(next);
  if (valueCells.length === headerCells.length) return parse(valueCells[cell].text);
  if (headerCells.length === 1 && valueCells.length >= 1) return parse(valueCells[0].text);
  const column = headerCells[cell].start;
  const aligned = valueCells.find((c) => Math.abs(c.start - column) <= 3);
  return aligned ? parse(aligned.text) : null;
}

function cellsWithPositions(line: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  for (const m of line.matchAll(/\S+(?: \S+)*/g)) out.push({ text: m[0], start: m.index ?? 0 });
  return out;
}
