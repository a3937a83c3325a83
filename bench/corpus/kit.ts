import { EU_DATE_STYLES, writeDate, type DateStyle, type Day } from './data';
import type { Random } from './random';

/** What a layout builds: rows of positioned cells (x is a share of the printable width), and the expected fields. */
export type Cell = { text: string; x: number; size?: number; bold?: boolean };
/** A box drawn around cells: from x0 to x1 (shares of the width), over this row and the `rows` - 1 rows below it. */
export type Box = { x0: number; x1: number; rows: number };
/** `pageBreak`: the row starts a new page (two-page documents). */
export type Row = { cells: Cell[]; size?: number; bold?: boolean; space?: number; boxes?: Box[]; rule?: boolean; pageBreak?: boolean };
/** An expected value; null says the field must be left empty (a European registration states no expiry). */
export type Expected = Record<string, string | number | string[] | null>;
/** Where the document comes from: the United States, Canada, the United Kingdom or continental Europe. */
export type Region = 'us' | 'ca' | 'uk' | 'eu';
export type Kind = 'registration' | 'insurance' | 'service' | 'oil';
export type DocContent = {
  kind: Kind;
  layout: string;
  page: 'letter' | 'receipt' | 'a4';
  font: 'sans' | 'serif' | 'mono';
  rows: Row[];
  expected: Expected;
  /** Default 'us'. */
  region?: Region;
  /** Thermal paper: print faded to grey. */
  faded?: boolean;
};

/** `style` cycles through the US and mixed date styles, `euStyle` through the day-first ones. */
export type Ctx = { r: Random; n: number; style: DateStyle; euStyle: DateStyle };
/** `part`: held-back layouts were written before the parser's rules and are never used to develop them. */
export type Layout = { kind: Kind; name: string; part: 'dev' | 'held-back'; build: (c: Ctx) => DocContent };

export const d = (c: Ctx, day: Day) => writeDate(day, c.style);
export const eu = (c: Ctx, day: Day) => writeDate(day, c.euStyle);
export const euStyleFor = (n: number): DateStyle => EU_DATE_STYLES[n % EU_DATE_STYLES.length];

export const row = (...cells: [string, number][]): Row => ({ cells: cells.map(([text, x]) => ({ text, x })) });
export const title = (text: string, size = 16): Row => ({ cells: [{ text, x: 0 }], size, bold: true, space: 8 });
export const blank = (): Row => ({ cells: [], space: 6 });
/** An empty row that starts the next page. */
export const pageBreak = (): Row => ({ cells: [], pageBreak: true });
/** Far-apart label and value on one line. */
export const pair = (label: string, value: string, lx = 0, vx = 0.45): Row => row([label, lx], [value, vx]);

export function wrap(text: string, width = 78, x = 0): Row[] {
  const rows: Row[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > width) {
      rows.push(row([line.trim(), x]));
      line = word;
    } else line += ' ' + word;
  }
  if (line.trim()) rows.push(row([line.trim(), x]));
  return rows;
}

/**
 * A row of boxed fields, each a small label and its value, the label above the value (or below it, as on forms
 * where the caption sits under the line). Boxes span from each field's x to the next field's x.
 */
export function boxedFields(fields: { label: string; value: string; x: number }[], labelAt: 'above' | 'below' = 'above'): Row[] {
  const boxes: Box[] = fields.map((f, i) => ({ x0: f.x - 0.01, x1: (fields[i + 1]?.x ?? 1.01) - 0.02, rows: 2 }));
  const labels: Row = { cells: fields.map((f) => ({ text: f.label, x: f.x, size: 7.5 })), size: 7.5 };
  const values: Row = { cells: fields.map((f) => ({ text: f.value, x: f.x })), space: 2 };
  return labelAt === 'above'
    ? [{ ...labels, boxes, space: 4 }, values, { cells: [], space: 4 }]
    : [{ ...values, boxes, space: 4 }, labels, { cells: [], space: 4 }];
}

/** A table: a bold header row, then one row per record, under a rule. */
export function table(headers: [string, number][], records: string[][]): Row[] {
  const xs = headers.map(([, x]) => x);
  return [
    { ...row(...headers), bold: true, rule: true },
    ...records.map((cells) => row(...cells.map((text, i): [string, number] => [text, xs[i]]))),
  ];
}

/**
 * The insurer as its customers know it, as the reader names it: the brand without a trailing "Insurance", except
 * where that word is part of the brand ("Erie Insurance", as the main corpus labels it).
 */
export const insurerName = (brand: string): string => (brand === 'Erie Insurance' ? brand : brand.replace(/ Insurance$/, ''));
