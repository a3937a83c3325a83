import { findAmounts } from './amounts';
import { findDates } from './dates';
import { findLabelled } from './fields';
import { findMileages } from './mileage';
import { readDate, readShortText } from './values';

export type ServiceFields = {
  serviceProvider: string | null;
  serviceDate: string | null;
  mileage: number | null;
  nextServiceDate: string | null;
  nextServiceMileage: number | null;
  totalCost: number | null;
  services: string[];
};

const PROVIDER_LABELS = [/\b(?:service\s+(?:center|provider|location)|dealer(?:ship)?|performed\s+by|facility)\b/i];
const SERVICE_DATE_LABELS = [
  /\bservice\s+date\b/i,
  /\bdate\s+of\s+service\b/i,
  /\b(?:invoice|ro|order|visit|transaction)\s+date\b/i,
  /\bdate\s+in\b/i,
  /\bserviced\s+on\b/i,
  /(?<!(?:print(?:ed)?|due|issued?|expir\w*|effective|birth|next|svc|service|promised|out|invoice|ro|order|statement)\s*)\bdate\b(?!\s*(?:out|printed|of\s+birth))/i,
];
const MILEAGE_LABELS = [
  /\b(?:odometer|odo|mileage|miles)\s*(?:in|reading\s+in)\b/i,
  /\b(?:odometer|odo)\s*(?:reading)?\b(?!\s*(?:out|reading\s+out))/i,
  /\b(?:mileage|miles|kilometers|km)\b(?!\s*out)/i,
];
const NEXT_LABELS = [
  /\bnext\s+(?:scheduled\s+)?(?:service|oil\s+change|maintenance|svc|visit|appointment)(?:\s+(?:due|date|mileage|at|by|on))*\b/i,
  /\bNXT\s*SVC\b/i,
  /\bnext\s+due\b/i,
  /\b(?:return|come\s+back)\s+(?:by|at|on|in)\b/i,
  /\bservice\s+due\b/i,
];
const TOTAL_LABELS = [
  /\bgrand\s+total\b/i,
  /\b(?:invoice|order|ro)\s+total\b/i,
  /\btotal\s+(?:due|amount|charges|paid)\b/i,
  /\bamount\s+(?:due|paid|charged)\b/i,
  /(?<!sub[\s-]?)\btotal\b(?!\s*(?:tax|parts|labor|discount|savings|hours))/i,
  /\bTTL\b/i,
];
const NOT_A_SERVICE =
  /\b(?:sub[\s-]?total|\w*ttl|total|tax|discount|balance|amount|paid|change\s+due|visa|mastercard|amex|cash|card|rate|supplies|fee|coupon|savings|deposit|ttl|tip|premium|deductible|payment|approved|auth)\b/i;
const TITLE_LINE = /^(?:invoice|receipt|repair\s+order|work\s+order|customer\s+copy|statement)\b|\b(?:receipt|invoice|order|statement|copy|estimate)$/i;

export function extractService(lines: string[]): ServiceFields {
  const next = findNextService(lines);
  const totalCost = findLabelled(lines, TOTAL_LABELS, readPositiveAmount, { below: true }) ?? findLargestCharge(lines);
  const items = listItems(lines);
  // A garbled total label leaves the total looking like an item: drop it.
  const services = items.filter((item, i) => !(items.length > 1 && i === items.length - 1 && item.amount === totalCost));
  return {
    serviceProvider: findLabelled(lines, PROVIDER_LABELS, readShortText) ?? findLetterhead(lines),
    serviceDate: findLabelled(lines, SERVICE_DATE_LABELS, readDate, { sentence: 30, below: true }) ?? findFirstDate(lines),
    mileage: findLabelled(lines, MILEAGE_LABELS, readOdometer, { sentence: 30, below: true }),
    nextServiceDate: next.date,
    nextServiceMileage: next.mileage,
    totalCost,
    services: services.map((item) => item.description),
  };
}

function readPositiveAmount(v: string): number | null {
  const a = findAmounts(v)[0];
  return a && a.index < 6 && a.value > 0 ? a.value : null;
}

/** When no total label was read (OCR garbled it), the largest amount charged is the total. */
function findLargestCharge(lines: string[]): number | null {
  let best: number | null = null;
  for (const line of lines) {
    if (/\b(?:balance|change|cash|tendered|deductible|premium|liability|coverage)\b/i.test(line)) continue;
    for (const a of findAmounts(line)) if (a.value > 0 && (best === null || a.value > best)) best = a.value;
  }
  return best;
}

/** Removes dates so their digits are not read as miles. */
function withoutDates(v: string): string {
  let out = v;
  for (const d of findDates(v)) out = out.slice(0, d.index) + ' '.repeat(d.length) + out.slice(d.index + d.length);
  return out;
}

function readOdometer(v: string): number | null {
  const m = findMileages(withoutDates(v)).find((x) => x.value >= 10 && x.value < 1_000_000);
  return m && m.index < 12 ? m.value : null;
}

/** "Next service: 09/01/2025 or 48,231 mi" holds both the date and the mileage. */
function findNextService(lines: string[]): { date: string | null; mileage: number | null } {
  const date = findLabelled(lines, NEXT_LABELS, (v) => readDate(v.slice(0, 50)), { sentence: 60, below: true });
  const mileage = findLabelled(
    lines,
    NEXT_LABELS,
    (v) => {
      const m = findMileages(withoutDates(v.slice(0, 50))).find((x) => x.value >= 100 && (x.hasUnit || x.value >= 1000));
      return m ? m.value : null;
    },
    { sentence: 60, below: true },
  );
  return { date, mileage };
}

/** The business name at the top: the first line with words that is not a title, an address or a phone. */
function findLetterhead(lines: string[]): string | null {
  for (const line of lines.slice(0, 6)) {
    const cell = line.trim().split(/\s{2,}/)[0].trim();
    if (TITLE_LINE.test(cell) || !/[A-Za-z]{3}/.test(cell) || /:\s*\S/.test(cell) || /^(?:vin|date|odo)\b/i.test(cell) || findAmounts(cell).length > 0) continue;
    if (/^\d/.test(cell) || /\b(?:tel|phone|fax|www\.|@)\b/i.test(cell) || findDates(cell).length) continue;
    if (/\d{3}[-.) ]\s?\d{3}[-.]\d{4}/.test(cell)) continue;
    return cell.replace(/\s*#\s*\d+$/, '').replace(/[.,]$/, '');
  }
  return null;
}

function findFirstDate(lines: string[]): string | null {
  for (const line of lines) {
    if (/\b(?:print|next|due|expir|nxt|return|valid)/i.test(line)) continue;
    const d = findDates(line)[0];
    if (d) return d.date;
  }
  return null;
}

/** Item lines: a description followed by a price. Totals, taxes, fees and payments are left out. */
function listItems(lines: string[]): { description: string; amount: number }[] {
  const out: { description: string; amount: number }[] = [];
  for (const line of lines) {
    const amounts = findAmounts(line);
    if (amounts.length === 0) continue;
    const first = amounts[0];
    const description = cleanDescription(line.slice(0, first.index));
    if (!description || NOT_A_SERVICE.test(line)) continue;
    if (findDates(line).length || /^(?:odo|odometer|mileage|miles|km)\b/i.test(description)) continue;
    if (!out.some((o) => o.description === description)) out.push({ description, amount: first.value });
  }
  return out;
}

/** OCR reads dot leaders ("........") as runs of dots, colons and small round letters. */
const LEADER = /(?:^|\s)(?=[.:;,'`·•ceosruvi6]*[.:;,·•])[.:;,'`·•ceosruvi6]{6,}(?=\s|$)|(?:^|\s)[.:;,'`·•ceosruvi]{8,}(?=\s|$)|\.{3,}.*$/g;

function cleanDescription(raw: string): string | null {
  const cells = raw
    .replace(LEADER, ' ')
    .split(/\s{2,}|\.{3,}|\t/)
    .map((c) => c.trim().replace(/^[-*•·]\s*/, ''))
    .filter((c) => /[A-Za-z]{2}/.test(c) && !/^(?:qty|x|ea|each|pcs?)$/i.test(c))
    .map((c) => c.replace(/^\d+\s*(?:x|@)\s+/i, '').replace(/\s+(?:\d+\s*(?:x|@)|qty\s*\d+)$/i, '').trim());
  const text = cells
    .join(' ')
    .replace(/(?:^|\s)[ce.:;,]{3,}(?=\s|$)/g, ' ')
    .replace(/\b[OQ0]W-?(\d{2})\b/g, '0W-$1')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[:.,-]+$/, '')
    .trim();
  return text.length >= 3 ? text : null;
}
