import { addDays, parseIsoDate } from '../../../shared/format-date';

import { PERIOD_NAMES, type PeriodName } from '../../../shared/api/facts';
import { isValidTimeZone, localDay } from '../../../shared/time-zone';

export { PERIOD_NAMES, isValidTimeZone, type PeriodName };
export { localDay, startOfDay } from '../../../shared/time-zone';

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
