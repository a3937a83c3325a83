import * as chrono from 'chrono-node';

/** A calendar date found in text, as YYYY-MM-DD, with where it sits. `end` is set for ranges ("Jan 1 - Jul 1, 2025"). */
export type FoundDate = { date: string; end: string | null; index: number; length: number };

const DOTTED = /\b(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})\b/g;
const SLASHED = /(?<![\d/.-])(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})(?![\d/-])/g;

export type DateOptions = { dayFirst?: boolean };

/**
 * The US parser reads 03/05/2025 as March 5. Dotted dates (15.03.2025) follow the European day-first order, and so
 * do slashed and dashed ones in a document written day-first (UK, Europe): they are rewritten as ISO before chrono
 * sees them, keeping their length so positions stay right.
 */
function rewriteDayFirstDates(text: string, dayFirst: boolean): string {
  const rewrite = (whole: string, d: string, m: string, y: string) => {
    const day = Number(d);
    const month = Number(m);
    if (day < 1 || day > 31 || month < 1 || month > 12) return whole;
    const year = y.length === 2 ? 2000 + Number(y) : Number(y);
    const iso = `${year}-${pad(month)}-${pad(day)}`;
    // "11.8.2026", "1.8.2026" (a Finnish or Czech date without leading zeros) are shorter than the ISO date: written
    // without the zeros ("2026-8-11"), which chrono reads the same, rather than left for it to read month first.
    const short = `${year}-${month}-${day}`;
    return iso.length <= whole.length ? iso.padEnd(whole.length, ' ') : short.length <= whole.length ? short.padEnd(whole.length, ' ') : whole;
  };
  const dotted = text.replace(DOTTED, rewrite);
  return dayFirst ? dotted.replace(SLASHED, rewrite) : dotted;
}

/** Month names of Spanish, French, German, Italian, Dutch and Portuguese documents, each list January first. */
const FOREIGN_MONTHS: string[][] = [
  ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre|setiembre', 'octubre', 'noviembre', 'diciembre'],
  ['janvier', 'février|fevrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août|aout', 'septembre', 'octobre', 'novembre', 'décembre|decembre'],
  ['januar|jänner', 'februar', 'märz|maerz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'],
  ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  ['janeiro', 'fevereiro', 'março|marco', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
];
const MONTH_NUMBER = new Map(FOREIGN_MONTHS.flatMap((names) => names.flatMap((alts, i) => alts.split('|').map((n): [string, number] => [n, i + 1]))));
const ENGLISH_MONTHS = ['january|jan', 'february|feb', 'march|mar', 'april|apr', 'may', 'june|jun', 'july|jul', 'august|aug', 'september|sept|sep', 'october|oct', 'november|nov', 'december|dec'];
const ANY_MONTH = new Map([...MONTH_NUMBER, ...ENGLISH_MONTHS.flatMap((alts, i) => alts.split('|').map((n): [string, number] => [n, i + 1]))]);

/** The number of a month named in English or in a language the reader knows ("March", "MAR", "März", "mars"), or null. */
export function monthOfName(name: string): number | null {
  return ANY_MONTH.get(name.toLowerCase().replace(/\.$/, '')) ?? null;
}
const FOREIGN_DATE = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,2})(?:er|º|°)?\\.?\\s+(?:de\\s+)?(${[...MONTH_NUMBER.keys()].join('|')})\\.?\\s+(?:de\\s+|del\\s+)?(\\d{4})(?!\\d)`,
  'giu',
);

/** "25 de mayo de 2026", "3 mars 2025", "1. März 2025": rewritten as ISO (same length) for the English parser. */
function rewriteForeignMonths(text: string): string {
  if (!/[a-zäéû]{3}/i.test(text)) return text;
  return text.replace(FOREIGN_DATE, (whole: string, d: string, month: string, y: string) => {
    const m = MONTH_NUMBER.get(month.toLowerCase());
    const day = Number(d);
    if (!m || day < 1 || day > 31) return whole;
    const iso = `${y}-${pad(m)}-${pad(day)}`;
    return iso.length <= whole.length ? iso.padEnd(whole.length, ' ') : whole;
  });
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function formatComponents(c: chrono.ParsedComponents): string | null {
  const year = c.get('year');
  const month = c.get('month');
  const day = c.get('day');
  if (!year || !month || !day || !c.isCertain('day') || !c.isCertain('year')) return null;
  if (year < 1950 || year > 2100) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const REFERENCE = new Date(2000, 0, 1);

/** Letters OCR reads for digits. */
const OCR_DIGITS: Record<string, string> = { O: '0', o: '0', D: '0', I: '1', l: '1', '|': '1', S: '5', B: '8', Z: '2' };
const OCR_NUMERIC_DATE = /(?<![A-Za-z0-9])[0-9OoDIl|SBZ]{1,2}([/.-])[0-9OoDIl|SBZ]{1,2}\1[0-9OoDIl|SBZ]{2,4}(?![A-Za-z0-9])/g;
const OCR_YEAR = /(?<=\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+)(?:2[0O][0-9OoIlSZ]{2})(?![A-Za-z0-9])/gi;

/** "O6/l4/2O26", "Mar 14, 2O26": a date OCR read with letters for digits, its digits put back (same length). */
function repairOcrDigits(text: string): string {
  const fix = (token: string) => token.replace(/[OoDIl|SBZ]/g, (ch) => OCR_DIGITS[ch]);
  return text
    .replace(OCR_NUMERIC_DATE, (token) => ((token.match(/\d/g) ?? []).length >= 4 ? fix(token) : token))
    .replace(OCR_YEAR, fix);
}

const DASHED_MONTH_FIRST = /\b((?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?)-(\d{1,2})-(\d{2})(?![\d-])/gi;

/** "Jun-14-26" (a point-of-sale printout's style), which chrono reads only with a four-digit year: dashes made spaces. */
function rewriteDashedMonthFirst(text: string): string {
  return text.replace(DASHED_MONTH_FIRST, (_whole, month: string, day: string, year: string) => `${month} ${day} ${year}`);
}

const APOSTROPHE_YEAR = /(\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+)['’](?=\d{2}(?!\d))/gi;

/** "Mar 15 '27", a sticker's short year: the apostrophe made a space (same length). */
function rewriteApostropheYear(text: string): string {
  return text.replace(APOSTROPHE_YEAR, '$1 ');
}

/** "2025-12-23 through 2026-06-23", which chrono misreads ("23 through 2026-06"): the word made a stop (same length), the two dates read apart. */
function rewriteIsoRange(text: string): string {
  return text.replace(/(?<=\d{4}-\d{2}-\d{2}\s+)(through|thru|until|till)(?=\s+\d{4}-\d{2}-\d{2})/gi, (word: string) => ';'.padEnd(word.length, ' '));
}

/**
 * "09/01/2025-03/01/2026", a range of two slashed dates joined by a hyphen without spaces, which chrono reads as the
 * first date alone: the hyphen made an en dash (same length), which it reads as a range.
 */
function rewriteHyphenRange(text: string): string {
  return text.replace(/(?<=(?<![\d/])\d{1,2}\/\d{1,2}\/(?:\d{4}|\d{2}))-(?=\d{1,2}\/\d{1,2}\/(?:\d{4}|\d{2})(?![\d/]))/g, '–');
}

/**
 * "1. 7. 2025", a Czech, Slovak or Slovenian date spaced after its dots, maybe closing a sentence ("najkasneje 26. 4.
 * 2026."), or as OCR parts a dot from its figure ("15.02 .2025"): closed up, the spaces moved after it (same length).
 */
function rewriteSpacedDots(text: string): string {
  const one = String.raw`(\d{1,2})\.\s(\d{1,2})\.\s((?:19|20)\d{2})`;
  // A range of two keeps its dash between them, the spaces after the second.
  const ranged = text.replace(
    new RegExp(String.raw`(?<![\d.])${one}\s*([–—-])\s*${one}(?!\d|\.\d)`, 'g'),
    (whole: string, d1: string, m1: string, y1: string, dash: string, d2: string, m2: string, y2: string) => `${d1}.${m1}.${y1} ${dash} ${d2}.${m2}.${y2}`.padEnd(whole.length, ' '),
  );
  // OCR may also part a dot from the figure before it ("15.02 .2025").
  return ranged.replace(/(?<![\d.])(\d{1,2}) ?\.\s?(\d{1,2}) ?\.\s?((?:19|20)\d{2})(?!\d|\.\d)/g, (whole: string, d: string, m: string, y: string) =>
    /\s/.test(whole) ? `${d}.${m}.${y}`.padEnd(whole.length, ' ') : whole,
  );
}

/** Every full date (day, month and year all written) in the text, in order. */
export function findDates(text: string, opts: DateOptions = {}): FoundDate[] {
  const prepared = rewriteDayFirstDates(rewriteForeignMonths(rewriteDashedMonthFirst(rewriteApostropheYear(rewriteIsoRange(rewriteHyphenRange(rewriteSpacedDots(repairOcrDigits(text))))))), opts.dayFirst ?? false);
  const out: FoundDate[] = [];
  for (const r of chrono.strict.parse(prepared, REFERENCE)) {
    const date = formatComponents(r.start);
    if (!date) continue;
    if (isInsideNumber(prepared, r.index, r.text.length) || !writesYear(r.text, date)) continue;
    out.push({ date, end: r.end ? formatComponents(r.end) : null, index: r.index, length: r.text.length });
  }
  return out;
}

/** "in 90 days", "3 months from now": a span counted from the parser's reference day, not a date the page writes. */
function writesYear(text: string, isoDate: string): boolean {
  return text.includes(isoDate.slice(0, 4)) || new RegExp(`(?<!\\d)${isoDate.slice(2, 4)}(?!\\d)`).test(text);
}

/** A date glued to other digits or letters (part numbers, phone extensions) is not a date. */
function isInsideNumber(text: string, index: number, length: number): boolean {
  const before = text[index - 1] ?? ' ';
  const after = text[index + length] ?? ' ';
  return /[\dA-Za-z$]/.test(before) || /\d/.test(after);
}

/** The first full date in the text, or null. */
export function parseDate(text: string, opts: DateOptions = {}): string | null {
  return findDates(text, opts)[0]?.date ?? null;
}
