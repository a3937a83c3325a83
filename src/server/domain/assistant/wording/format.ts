import { kmToMiles } from '../../../../shared/units';
import type { DistanceUnit } from '../facts/types';
import { MS_PER_DAY, lowerFirst, parseDay } from './locale-format';
import { ENGLISH } from './wording';

/** Converts km to the owner's unit, without formatting. */
export function convertDistance(km: number, unit: DistanceUnit): number {
  return unit === 'mi' ? kmToMiles(km) : km;
}

/** English number ("45,210"); answers use their Wording (`w.number`) to write in the owner's language. */
export function formatNumber(value: number, maxDecimals = 0): string {
  return ENGLISH.number(value, maxDecimals);
}

/** "1,234 km" or "767 mi" in English; the value is given in km. */
export function formatDistance(km: number, unit: DistanceUnit, maxDecimals = 0): string {
  return ENGLISH.distance(km, unit, maxDecimals);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD or ISO timestamps); negative when `to` is earlier. */
export function countDaysBetween(from: string, to: string): number | null {
  const a = parseDay(from);
  const b = parseDay(to);
  if (a === null || b === null) return null;
  return Math.round((b - a) / MS_PER_DAY);
}

export function toDay(value: string): string {
  return value.slice(0, 10);
}

/** The English weekday ("Sunday"), null when the value is not a date. */
export function getWeekday(value: string): string | null {
  return ENGLISH.weekday(value);
}

/** "in 12 days", "today", "tomorrow", "3 days ago". */
export function describeDaysFromToday(days: number): string {
  return ENGLISH.relativeDays(days);
}

export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: string[]): string {
  return ENGLISH.list(items);
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export { lowerFirst };

export function stripPeriod(text: string): string {
  return text.replace(/\.$/, '');
}
