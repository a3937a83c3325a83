/** A calendar date with no time of day and no time zone; month is 1..12. */
export type CalendarDate = { year: number; month: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MS_PER_DAY = 86_400_000;

// Date.UTC maps years 0..99 to 1900..1999; setUTCFullYear does not.
function utcMidnight(year: number, monthIndex: number, day: number): Date {
  const d = new Date(0);
  d.setUTCFullYear(year, monthIndex, day);
  return d;
}

function daysInMonth(year: number, month: number): number {
  return utcMidnight(year, month, 0).getUTCDate();
}

/** Parses "YYYY-MM-DD" as a calendar date; null when malformed or not a real day (2023-02-29). */
export function parseIsoDate(text: string | null | undefined): CalendarDate | null {
  const match = ISO_DATE.exec((text ?? '').trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isValidIsoDate(text: string | null | undefined): boolean {
  return parseIsoDate(text) !== null;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** "YYYY-MM-DD" of a moment, as a calendar date in the local time zone (or in UTC when asked). */
export function toIsoDate(moment: Date, zone: 'local' | 'utc' = 'local'): string {
  if (zone === 'utc') return `${pad(moment.getUTCFullYear(), 4)}-${pad(moment.getUTCMonth() + 1)}-${pad(moment.getUTCDate())}`;
  return `${pad(moment.getFullYear(), 4)}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

function requireDate(text: string): CalendarDate {
  const date = parseIsoDate(text);
  if (!date) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(text)}`);
  return date;
}

function dayNumber({ year, month, day }: CalendarDate): number {
  return utcMidnight(year, month - 1, day).getTime() / MS_PER_DAY;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). Throws RangeError on an invalid date. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(requireDate(to)) - dayNumber(requireDate(from));
}

/** The date `days` calendar days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return toIsoDate(new Date((dayNumber(requireDate(date)) + days) * MS_PER_DAY), 'utc');
}

/** "Jan 10, 2024" from "2024-01-10" without any time-zone shift; the input unchanged when it is not a date. */
export function formatIsoDate(text: string): string {
  const date = parseIsoDate(text);
  if (!date) return text;
  return `${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`;
}

const momentFormats = new Map<string, Intl.DateTimeFormat>();

/** The parts of a moment in a zone (the viewer's when absent): its calendar day, weekday and 24-hour clock. */
function momentParts(moment: Date, timeZone?: string | null) {
  const key = timeZone ?? '';
  let format = momentFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: timeZone ?? undefined, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    momentFormats.set(key, format);
  }
  const parts = format.formatToParts(moment);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, weekday: get('weekday'), clock: `${get('hour')}:${get('minute')}` };
}

/** "07:42": a moment's time of day, 24-hour, in the zone (the viewer's when absent). */
export function formatClock(moment: Date | string, timeZone?: string | null): string {
  const d = new Date(moment);
  return Number.isNaN(d.getTime()) ? String(moment) : momentParts(d, timeZone).clock;
}

/**
 * "Nov 27, 2026, 07:42" (or "Tue, Nov 25, 07:42" with the weekday and without the year): a moment, in the zone (the
 * viewer's when absent), its date written as formatIsoDate writes dates everywhere.
 */
export function formatMoment(moment: Date | string, timeZone?: string | null, opts: { weekday?: boolean; year?: boolean; time?: boolean } = {}): string {
  const d = new Date(moment);
  if (Number.isNaN(d.getTime())) return String(moment);
  const { day, weekday, clock } = momentParts(d, timeZone);
  const date = formatIsoDate(day);
  const written = opts.year === false ? date.replace(/, \d+$/, '') : date;
  return [opts.weekday ? `${weekday}, ${written}` : written, opts.time === false ? null : clock].filter(Boolean).join(', ');
}
