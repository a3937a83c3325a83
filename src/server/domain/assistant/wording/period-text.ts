import { namePeriod, type Period } from '../understanding/entities';
import type { Language } from '../understanding/language';
import { LOCALE_TAGS, MS_PER_DAY, parseDay } from './locale-format';
import type { Wording } from './wording';

const formats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(lang: Language, withYear: boolean): Intl.DateTimeFormat {
  const key = `${lang}:${withYear}`;
  let f = formats.get(key);
  if (!f) {
    // the language's one date form (wording.date) without the year: "Jan 1 – Nov 22" (en), "1 de enero – 22 de noviembre" (es)
    f = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { day: 'numeric', month: lang === 'en' ? 'short' : 'long', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' });
    formats.set(key, f);
  }
  return f;
}

/** "Aug 25" ("Aug 25, 2025" when not in `today`'s year), "25 de agosto". */
export function periodDay(w: Wording, day: string, today: string): string {
  const ms = parseDay(day);
  if (ms === null) return day;
  return dayFormat(w.lang, day.slice(0, 4) !== today.slice(0, 4)).format(new Date(ms));
}

/** "1–31 October", "1 January – 23 November", "22 November" (with the year when it is not `today`'s). */
export function periodRange(w: Wording, period: Period, today: string): string {
  const from = parseDay(period.from);
  const to = parseDay(period.to);
  if (from === null || to === null) return `${period.from} – ${period.to}`;
  const f = dayFormat(w.lang, period.from.slice(0, 4) !== today.slice(0, 4) || period.to.slice(0, 4) !== today.slice(0, 4));
  // Intl puts thin spaces around the dash; the answers use plain ones
  return (from === to ? f.format(new Date(from)) : f.formatRange(new Date(from), new Date(to))).replace(/\u2009/g, ' ');
}

/**
 * A period as the answer says it: "last month (1–31 October)", "this year (1 January – 23 November)", "since 1 March"
 * (a period running to today that has no name), "from 3 May to 9 June".
 */
export function describePeriod(w: Wording, period: Period, today: string): string {
  const t = w.t.periods;
  const name = namePeriod(period, today);
  if (name) return t.named(t.names[name], periodRange(w, period, today));
  if (period.to === today) return t.since(periodDay(w, period.from, today));
  return t.between(periodDay(w, period.from, today), periodDay(w, period.to, today));
}

/**
 * The part of an asked period the car has data for: the provider holds nothing before `firstReadingAt` (a car new to
 * the network, or a period older than its history), so a first reading more than a day after the period began starts
 * the answer's period there. Null when there is no reading at all in the period.
 */
export function clampPeriod(period: Period, firstReadingAt: string | null): { period: Period; clamped: boolean } | null {
  if (!firstReadingAt) return null;
  const first = Date.parse(firstReadingAt);
  const start = parseDay(period.from);
  if (start === null || Number.isNaN(first) || first - start <= MS_PER_DAY) return { period, clamped: false };
  const from = new Date(first).toISOString().slice(0, 10);
  return { period: { from: from > period.to ? period.to : from, to: period.to }, clamped: true };
}
