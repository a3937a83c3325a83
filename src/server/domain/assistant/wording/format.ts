import { kmToMiles } from '../../../../shared/units';
import type { DistanceUnit } from '../facts/types';

const MS_PER_DAY = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function formatNumber(value: number, maxDecimals = 0): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDecimals }).format(value);
}

/** Converts km to the owner's unit, without formatting. */
export function convertDistance(km: number, unit: DistanceUnit): number {
  return unit === 'mi' ? kmToMiles(km) : km;
}

/** "1,234 km" or "767 mi"; the value is given in km. */
export function formatDistance(km: number, unit: DistanceUnit, maxDecimals = 0): string {
  return `${formatNumber(convertDistance(km, unit), maxDecimals)} ${unit}`;
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

export function getWeekday(value: string): string | null {
  const t = parseDay(value);
  return t === null ? null : WEEKDAYS[new Date(t).getUTCDay()];
}

/** "in 12 days", "today", "tomorrow", "3 days ago". */
export function describeDaysFromToday(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  if (days > 1) return `in ${days} days`;
  return `${-days} days ago`;
}

export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function stripPeriod(text: string): string {
  return text.replace(/\.$/, '');
}

function parseDay(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(t) ? null : t;
}
