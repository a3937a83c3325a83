import { addDays, parseIsoDate } from '../../../shared/format-date';

import { PERIOD_NAMES, type PeriodName } from '../../../shared/api/facts';
import { isValidTimeZone } from '../../../shared/time-zone';

export { PERIOD_NAMES, isValidTimeZone, type PeriodName };

/** Days from `from` to `to`, both included, in the owner's time zone. `from` is null for all time. */
export interface Period {
  name: PeriodName | 'custom';
  /** YYYY-MM-DD, or null for all time */
  from: string | null;
  /** YYYY-MM-DD */
  to: string;
  timeZone: string;
}

export const DEFAULT_TIME_ZONE = 'UTC';

/** The owner's zone, else the car's home zone (from where it is), else UTC. */
export function chooseTimeZone(...candidates: (string | null | undefined)[]): string {
  return candidates.find((z): z is string => isValidTimeZone(z)) ?? DEFAULT_TIME_ZONE;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) a moment falls on in the zone. */
export function localDay(moment: Date | string, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The moment a calendar day starts in the zone (its local midnight), as a Date. */
export function startOfDay(day: string, timeZone: string): Date {
  const d = parseIsoDate(day);
  if (!d) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(day)}`);
  // Guess UTC midnight, then move by the zone's offset at that moment (twice, for days that change offset).
  let guess = Date.UTC(d.year, d.month - 1, d.day);
  for (let i = 0; i < 2; i++) guess = Date.UTC(d.year, d.month - 1, d.day) - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

function offsetMs(moment: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(moment)
      .map((p) => [p.type, Number(p.value)]),
  );
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(moment.getTime() / 1000) * 1000;
}

/** Monday of the week the day is in (weeks start on Monday). */
export function weekStart(day: string): string {
  const d = parseIsoDate(day)!;
  const weekday = new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** A named period ending today (the owner's today, in their zone). */
export function periodFor(name: PeriodName, opts: { today: string; timeZone: string }): Period {
  const { today, timeZone } = opts;
  const span = (from: string | null, to = today): Period => ({ name, from, to, timeZone });
  switch (name) {
    case 'today':
      return span(today);
    case 'yesterday':
      return span(addDays(today, -1), addDays(today, -1));
    case 'this-week':
      return span(weekStart(today));
    case 'last-7-days':
      return span(addDays(today, -6));
    case 'this-month':
      return span(`${today.slice(0, 7)}-01`);
    case 'last-30-days':
      return span(addDays(today, -29));
    case 'last-90-days':
      return span(addDays(today, -89));
    case 'this-year':
      return span(`${today.slice(0, 4)}-01-01`);
    case 'last-365-days':
      return span(addDays(today, -364));
    case 'all-time':
      return span(null);
  }
}

/** A period of given days (the owner named dates). */
export function customPeriod(from: string | null, to: string, timeZone: string): Period {
  return { name: 'custom', from, to, timeZone };
}

export function isInPeriod(day: string | null | undefined, period: Pick<Period, 'from' | 'to'>): day is string {
  return !!day && day <= period.to && (period.from === null || day >= period.from);
}

/** The owner's zone and today: their own zone when set, else the car's home zone when known, else UTC. */
export function ownerClock(user: { timeZone?: string | null }, now = new Date(), homeZone?: string | null): { timeZone: string; today: string } {
  const timeZone = chooseTimeZone(user.timeZone, homeZone);
  return { timeZone, today: localDay(now, timeZone) };
}
