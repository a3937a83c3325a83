import { choose, findLabelled, type Choice, type ValueReader } from './candidates';
import { contextCandidates, listDates } from './date-context';
import { monthOfName, type DateOptions } from './dates';
import { EXPIRY_LABELS, PERIOD_LABELS, RENEWAL_LABELS } from './lexicon';
import type { Page } from './page';
import { readDateIn, readRangeEndIn } from './readers';

export type RegistrationChoices = { expiryDate: Choice<string>; renewalDate: Choice<string> };

/** Words around a date that give it another role than the registration's expiry. */
const NOT_EXPIRY = /\b(?:issued?|print(?:ed)?|paid|payment|received|fees?|birth|first\s+registration|renew(?:al)?\s+(?:by|due)|inspection|sent|statement|notice\s+date|coupon|date\s+of\s+issue)\b/i;

/** A caption that says the registration itself runs out. */
const RUNS_OUT = /\b(?:valid\s+(?:through|thru|until)|expires|expiration)\b/i;

/**
 * `certificate`: a registration certificate (EU, UK V5C), which states no expiry: only a date labelled as one is
 * read, never the latest date on the page.
 */
export function readRegistration(page: Page, opts: DateOptions & { certificate?: boolean }): RegistrationChoices {
  const readDate = readDateIn(opts);
  const readRangeEnd = readRangeEndIn(opts);
  // "Valid 01/28/2025 through 01/27/2026": a caption over a range is read at the range's end, not its start.
  const readExpiry: ValueReader<string> = (text) => {
    const date = readDate(text);
    const range = date && readRangeEnd(text);
    return range && range.index === date.index ? range : date;
  };
  const dates = opts.certificate ? [] : listDates(page, opts);
  const expiry = [
    ...findLabelled(page, EXPIRY_LABELS, readExpiry, { relations: ['inline', 'right', 'below', 'above', 'sentence'], sentence: 60, reject: NOT_EXPIRY }),
    ...findLabelled(page, PERIOD_LABELS, readRangeEndIn(opts), { relations: ['inline', 'right', 'sentence'], sentence: 50 }).map((c) => ({ ...c, score: c.score * 0.95 })),
    // Without a label, the latest date that plays no other role is most likely the expiry.
    ...latestFirst(contextCandidates(dates, /\b(?:valid|expir|good\s+(?:through|until))/i, NOT_EXPIRY, 0.2), dates.map((d) => d.date)),
    // A sticker's month and year ("EXPIRES 04/2026"): the registration runs to the end of that month.
    // A certificate takes one only under a caption that says the registration runs out ("VALID THROUGH: MARCH 2027",
    // a US state's certificate), never a next inspection's month.
    ...findLabelled(page, EXPIRY_LABELS, readMonthEnd, { relations: ['inline', 'right', 'below'], reject: NOT_EXPIRY })
      .filter((c) => !opts.certificate || RUNS_OUT.test(c.label ?? ''))
      .map((c) => ({ ...c, score: c.score * 0.9 })),
  ];
  return {
    expiryDate: choose(expiry),
    renewalDate: choose(findLabelled(page, RENEWAL_LABELS, readDate, { relations: ['inline', 'right', 'below', 'sentence'], sentence: 60 })),
  };
}

/**
 * A month and year alone ("04/2026", "4-2026", "MARCH 2027", "März 2027"; "04/26" is not read: it could be a day and
 * month): its last day.
 */
const readMonthEnd: ValueReader<string> = (text) => {
  const m = /^\s*(0?[1-9]|1[0-2]|\p{L}{3,9}\.?)\s*[/.-]?\s*((?:19|20)\d{2})(?![\d/.-])/u.exec(text);
  const month = m ? (/^\d/.test(m[1]) ? Number(m[1]) : monthOfName(m[1])) : null;
  if (!m || !month || (/^\d/.test(m[1]) && !/[/.-]/.test(m[0]))) return null;
  const year = Number(m[2]);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { value: `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`, index: m.index + m[0].length - m[0].trimStart().length, length: m[0].trim().length };
};

/** Among unlabelled dates, later ones score a little higher (an expiry comes after issue and payment dates). */
function latestFirst<T extends { value: string; score: number }>(candidates: T[], all: string[]): T[] {
  const sorted = [...new Set(all)].sort();
  return candidates.map((c) => ({ ...c, score: c.score * (0.7 + 0.3 * ((sorted.indexOf(c.value) + 1) / Math.max(1, sorted.length))) }));
}
