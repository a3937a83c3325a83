import { findAmounts } from './amounts';
import { boost, choose, findLabelled, type Candidate, type Choice } from './candidates';
import { contextCandidates, listDates } from './date-context';
import { findDates, type DateOptions } from './dates';
import { MILEAGE_LABELS, NEXT_SERVICE_LABELS, PROVIDER_LABELS, SERVICE_DATE_LABELS, TOTAL_LABELS } from './lexicon';
import { findMileages } from './mileage';
import type { Page, PageLine } from './page';
import { readAmount, readDateIn, readMileage, readShortText, withoutDates, type ReaderOf } from './readers';

export type ServiceChoices = {
  serviceProvider: Choice<string>;
  serviceDate: Choice<string>;
  mileage: Choice<number>;
  nextServiceDate: Choice<string>;
  nextServiceMileage: Choice<number>;
  totalCost: Choice<number>;
  services: string[];
};

/** Dates that are not the day of the service: printing, payment, opening or promise of a repair order, offers. */
const NOT_SERVICE_DATE =
  /\b(?:print(?:ed)?|paid|payment|received|opened|open|promised|date\s+in|sent|statement|next|due|expir\w*|coupon|valid|recommend\w*|warranty|birth|whichever)\b/i;
const SERVICE_CONTEXT = /\b(?:serviced?|completed|performed|visit(?:ing)?|changed|replaced|repaired|closed|invoice|out)\b/i;

/** A department or legal suffix after the business name in a letterhead. */
const PROVIDER_SUFFIX =
  /\s*(?:[-–—,|·]\s*)?\b(?:service\s+(?:department|dept\.?|drive)|parts\s*(?:&|and)\s*service|service\s*(?:&|and)\s*parts|ltd\.?|limited|llc|inc\.?|plc)\s*$/i;

export function cleanProviderName(raw: string): string | null {
  let name = raw.replace(/\s*#\s*\d+\s*$/, '').replace(/[.,]$/, '').trim();
  for (let i = 0; i < 3; i++) {
    const stripped = name.replace(PROVIDER_SUFFIX, '').trim();
    // Keep "Hillside Motors Service" style names whole when stripping would leave a single generic word.
    if (stripped === name || stripped.split(/\s+/).length < 2) break;
    name = stripped;
  }
  return /[A-Za-z]{2}/.test(name) ? name : null;
}

const TITLE_LINE =
  /^(?:invoice|receipt|repair\s+order|work\s+order|customer\s+copy|statement|service\s+(?:invoice|receipt)|oil\s+(?:change|service)\s+receipt|tax\s+invoice)\b|\b(?:receipt|invoice|order|statement|copy|estimate)$/i;
const EMAIL_HEADER = /^(?:from|sent|to|subject|date|cc)\s*:/i;

/** The business name at the top: the first line with words that is not a title, an address, a phone or a header. */
function letterheadCandidates(page: Page): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  for (const line of page.lines.slice(0, 8)) {
    const cell = line.cells[0]?.text.trim() ?? '';
    if (EMAIL_HEADER.test(cell)) {
      const from = /^from\s*:\s*([^<]+?)\s*</i.exec(cell);
      if (from) out.push({ value: from[1].trim(), score: 0.35, relation: 'unlabelled', line: line.index });
      continue;
    }
    if (TITLE_LINE.test(cell) || !/[A-Za-z]{3}/.test(cell) || /:\s*\S/.test(cell) || /^(?:vin|date|odo|re|dear|hi)\b/i.test(cell)) continue;
    if (/^\d/.test(cell) || /\b(?:tel|phone|fax|www\.|@|unit|suite)\b/i.test(cell) || findDates(cell).length || findAmounts(cell).length) continue;
    if (/\d{3}[-.) ]\s?\d{3}[-.]\d{4}/.test(cell)) continue;
    const name = cleanProviderName(cell);
    if (!name) continue;
    // The business name heads the page: the first such line is the letterhead.
    out.push({ value: name, score: 0.85, relation: 'unlabelled', line: line.index });
    break;
  }
  return out;
}

export function readService(page: Page, opts: DateOptions): ServiceChoices {
  const readDate = readDateIn(opts);
  const dates = listDates(page, opts);
  const all: ('inline' | 'right' | 'below' | 'above' | 'sentence')[] = ['inline', 'right', 'below', 'above', 'sentence'];

  const providerReader: ReaderOf<string> = (t) => {
    const s = readShortText(t);
    const name = s ? cleanProviderName(s.value) : null;
    return s && name ? { ...s, value: name } : null;
  };
  const provider = choose(
    [...findLabelled(page, PROVIDER_LABELS, providerReader, { maxOffset: 2, relations: ['inline', 'right'] }), ...letterheadCandidates(page)],
    (v) => v.toLowerCase(),
  );

  const serviceDate = choose([
    ...findLabelled(page, SERVICE_DATE_LABELS, readDate, { relations: all, sentence: 30, reach: 2, reject: /\b(?:next|due|print)/i }),
    ...contextCandidates(dates, SERVICE_CONTEXT, NOT_SERVICE_DATE, 0.22).map((c, i) => ({ ...c, score: c.score * (i === 0 ? 1.1 : 1) })),
  ]);

  const mileageCandidates = [
    ...findLabelled(page, MILEAGE_LABELS, readMileage, {
      relations: all,
      sentence: 30,
      maxOffset: 12,
      reach: 2,
      reject: /\b(?:next|due|out)\b/i,
      rejectLabelCell: /\b(?:next|due|out|previous|last)\b/i,
    }),
    ...unitMileages(page),
  ];
  const mileage = choose(mileageCandidates);

  const next = readNext(page, opts, serviceDate.value, mileage.value);
  const total = readTotal(page);
  return {
    serviceProvider: provider,
    serviceDate,
    mileage,
    nextServiceDate: next.date,
    nextServiceMileage: next.mileage,
    totalCost: total,
    services: listItems(page, total.value),
  };
}

/** "with 45,200 miles on the odometer", "at 48 213 km": a figure with its unit, not next to "next" or "every". */
function unitMileages(page: Page): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  for (const line of page.lines) {
    const text = withoutDates(line.text);
    for (const m of findMileages(text)) {
      if (!m.hasUnit || m.value < 10) continue;
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      if (/\b(?:next|due|every|or|warranty|after|within)\b[^.]*$/i.test(before)) continue;
      out.push({ value: m.value, score: /\b(?:odometer|at|with|reading)\b/i.test(before + text.slice(m.index, m.index + 40)) ? 0.5 : 0.3, relation: 'unlabelled', line: line.index });
    }
  }
  return out;
}

function readNext(page: Page, opts: DateOptions, serviceDate: string | null, mileage: number | null): { date: Choice<string>; mileage: Choice<number> } {
  const readDate = readDateIn(opts);
  const relations: ('inline' | 'right' | 'below' | 'sentence')[] = ['inline', 'right', 'below', 'sentence'];
  const offers = /\b(?:coupon|discount|offer|promo)\b|\$\d+\s+off\b|\d+%\s+off\b/i;
  const dates = findLabelled(page, NEXT_SERVICE_LABELS, (t) => readDate(t.slice(0, 60)), { relations, sentence: 70, maxOffset: 40, reach: 2, rejectLabelCell: offers });
  const nextMileage: ReaderOf<number> = (t) => {
    const window = withoutDates(t.slice(0, 60));
    const m = findMileages(window).find((x) => x.value >= 100 && (x.hasUnit || x.value >= 1000) && !/^\s*(?:hours|h|:)/.test(window.slice(x.index + x.length)));
    return m ? { value: m.value, index: m.index, length: m.length } : null;
  };
  const miles = findLabelled(page, NEXT_SERVICE_LABELS, nextMileage, { relations, sentence: 70, maxOffset: 40, reach: 2, rejectLabelCell: offers });
  return {
    date: choose(serviceDate ? boost(dates, (v) => (v > serviceDate ? 1.1 : 0.3)) : dates),
    mileage: choose(mileage ? boost(miles, (v) => (v > mileage ? 1.1 : 0.3)) : miles),
  };
}

/** The total: a labelled total (not a subtotal); the largest amount on the page agrees with it. */
function readTotal(page: Page): Choice<number> {
  const totals = findLabelled(page, TOTAL_LABELS, readAmount(), { relations: ['inline', 'right', 'below'], maxOffset: 40, reject: /\bsub[\s-]?total\b/i });
  let largest = 0;
  for (const line of page.lines) {
    if (/\b(?:balance|change|cash|tendered|deductible|premium|liability|coverage)\b/i.test(line.text)) continue;
    for (const a of findAmounts(line.text)) largest = Math.max(largest, a.value);
  }
  const candidates = totals.length ? totals : largest > 0 ? [{ value: largest, score: 0.4, relation: 'unlabelled' as const }] : [];
  return choose(boost(candidates, (v) => (v === largest ? 1.1 : 0.85)));
}

const NOT_A_SERVICE =
  /\b(?:sub[\s-]?total|\w*ttl|total|tax|vat|discount|balance|amount|paid|change\s+due|visa|mastercard|amex|mc|chip|debit|cash|card|rate|supplies|fee|fees|coupon|savings|deposit|tip|premium|deductible|payment|approved|auth|labor\s*[+&]\s*parts|parts\s*[+&]\s*labor|net|excl|hazmat|disposal|environmental|due)\b/i;
const HEADER_WORDS = /^(?:description|operation|work\s+(?:carried\s+out|performed)|item|service|services|qty\s+description|part|details)\b/i;

/** Item lines: a description followed by a price. Totals, taxes, fees, subtotals and payments are left out. */
function listItems(page: Page, total: number | null): string[] {
  const hasQtyColumn = page.lines.some((l) => l.cells.some((c) => /^qty\b/i.test(c.text)));
  const descriptionColumn = findDescriptionColumn(page);
  const out: { description: string; amount: number }[] = [];
  for (const line of page.lines) {
    const amounts = findAmounts(line.text);
    if (amounts.length === 0 || NOT_A_SERVICE.test(line.text)) continue;
    if (findDates(line.text).length || /^(?:odo|odometer|mileage|miles|km|vin|date)\b/i.test(line.text)) continue;
    const description = describe(line, descriptionColumn, hasQtyColumn);
    if (!description || HEADER_WORDS.test(description)) continue;
    if (!out.some((o) => o.description === description)) out.push({ description, amount: amounts[0].value });
  }
  // A garbled total label leaves the total looking like an item: drop it.
  return out.filter((item, i) => !(out.length > 1 && i === out.length - 1 && item.amount === total)).map((i) => i.description);
}

/** The x range of a table's "Description" column, when the page has such a header. */
function findDescriptionColumn(page: Page): { x0: number; x1: number; index: number } | null {
  for (const line of page.lines) {
    for (const cell of line.cells) {
      if (/^(?:description|operation|work\s+carried\s+out|item)$/i.test(cell.text.trim()) && line.cells.length >= 2) {
        const next = line.cells[cell.index + 1];
        return { x0: cell.x0 - 1, x1: next ? next.x0 - 0.5 : cell.x1 + 40, index: cell.index };
      }
    }
  }
  return null;
}

/** OCR reads dot leaders ("........") as runs of dots, colons and small round letters. */
const LEADER = /(?:^|\s)(?=[.:;,'`·•ceosruvi6]*[.:;,·•])[.:;,'`·•ceosruvi6]{6,}(?=\s|$)|(?:^|\s)[.:;,'`·•ceosruvi]{8,}(?=\s|$)|\.{3,}.*$/g;

function describe(line: PageLine, column: { x0: number; x1: number; index: number } | null, hasQtyColumn: boolean): string | null {
  const firstAmountCell = line.cells.findIndex((c) => findAmounts(c.text).length > 0 && !/[A-Za-z]{3}/.test(c.text.replace(/\b(?:USD|EUR|GBP)\b/, '')));
  const textCells = line.cells.slice(0, firstAmountCell < 0 ? line.cells.length : firstAmountCell);
  let cells = textCells;
  if (column) {
    const inColumn = textCells.filter((c) => Math.min(c.x1, column.x1) - Math.max(c.x0, column.x0) > 0 || c.index === column.index);
    if (inColumn.length) cells = inColumn;
  }
  const text = cells
    .filter((c) => /[A-Za-z]{2}/.test(c.text))
    .map((c) => c.text)
    .join('  ')
    .replace(LEADER, ' ')
    .split(/\s{2,}|\.{3,}|\t/)
    .map((c) => c.trim().replace(/^[-*•·]\s*/, ''))
    .filter((c) => /[A-Za-z]{2}/.test(c) && !/^(?:qty|x|ea|each|pcs?)$/i.test(c))
    .map((c) => c.replace(/^\d+\s*(?:x|@)\s+/i, '').replace(/\s+(?:\d+\s*(?:x|@)|qty\s*\d+)$/i, '').trim())
    .join(' ')
    .replace(/(?:^|\s)[ce.:;,]{3,}(?=\s|$)/g, ' ')
    .replace(/\b[OQ0]W-?(\d{2})\b/g, '0W-$1')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[:.,-]+$/, '')
    .trim();
  const withoutQty = hasQtyColumn ? text.replace(/^\d{1,2}\s+(?=[A-Za-z])/, '') : text;
  const withoutAmount = withoutQty.replace(/\s*[$£€]?\d+[.,]\d{2}$/, '').trim();
  return withoutAmount.length >= 3 && /[A-Za-z]{3}/.test(withoutAmount) ? withoutAmount : null;
}
