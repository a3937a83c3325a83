import { choose, findLabelled, type Choice } from './candidates';
import { contextCandidates, listDates } from './date-context';
import type { DateOptions } from './dates';
import { EXPIRY_LABELS, PERIOD_LABELS, RENEWAL_LABELS } from './lexicon';
import type { Page } from './page';
import { readDateIn, readRangeEndIn } from './readers';

export type RegistrationChoices = { expiryDate: Choice<string>; renewalDate: Choice<string> };

/** Words around a date that give it another role than the registration's expiry. */
const NOT_EXPIRY = /\b(?:issued?|print(?:ed)?|paid|payment|received|fees?|birth|first\s+registration|renew(?:al)?\s+(?:by|due)|inspection|sent|statement|notice\s+date|coupon|date\s+of\s+issue)\b/i;

/**
 * `certificate`: a registration certificate (EU, UK V5C), which states no expiry: only a date labelled as one is
 * read, never the latest date on the page.
 */
export function readRegistration(page: Page, opts: DateOptions & { certificate?: boolean }): RegistrationChoices {
  const readDate = readDateIn(opts);
  const dates = opts.certificate ? [] : listDates(page, opts);
  const expiry = [
    ...findLabelled(page, EXPIRY_LABELS, readDate, { relations: ['inline', 'right', 'below', 'above', 'sentence'], sentence: 60, reject: NOT_EXPIRY }),
    ...findLabelled(page, PERIOD_LABELS, readRangeEndIn(opts), { relations: ['inline', 'right', 'sentence'], sentence: 50 }).map((c) => ({ ...c, score: c.score * 0.95 })),
    // Without a label, the latest date that plays no other role is most likely the expiry.
    ...latestFirst(contextCandidates(dates, /\b(?:valid|expir|good\s+(?:through|until))/i, NOT_EXPIRY, 0.2), dates.map((d) => d.date)),
  ];
  return {
    expiryDate: choose(expiry),
    renewalDate: choose(findLabelled(page, RENEWAL_LABELS, readDate, { relations: ['inline', 'right', 'below', 'sentence'], sentence: 60 })),
  };
}

/** Among unlabelled dates, later ones score a little higher (an expiry comes after issue and payment dates). */
function latestFirst<T extends { value: string; score: number }>(candidates: T[], all: string[]): T[] {
  const sorted = [...new Set(all)].sort();
  return candidates.map((c) => ({ ...c, score: c.score * (0.7 + 0.3 * ((sorted.indexOf(c.value) + 1) / Math.max(1, sorted.length))) }));
}
