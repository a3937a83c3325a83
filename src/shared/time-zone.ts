import { addDays, parseIsoDate } from './format-date';

const knownZones = new Set<string>();

/** Whether the runtime knows the IANA zone ("Europe/Paris"). */
export function isValidTimeZone(zone: string | null | undefined): zone is string {
  if (!zone || zone.length > 64) return false;
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  // Building a formatter costs more than the date work around it; there are a few hundred real zones.
  if (knownZones.size < 1000) knownZones.add(zone);
  return true;
}

/** The zone this device (the browser) is set to; null when it does not say. */
export function deviceTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isValidTimeZone(zone) ? zone : null;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per use and zone, built on first need: building one costs more than the date work around it. */
export function formatterFor(use: string, timeZone: string, build: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  const key = `${use}|${timeZone}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = build()));
  return format;
}

/** Days already worked out, per zone and quarter hour (every zone's offset is whole quarter hours). */
const knownDays = new Map<string, string>();
const QUARTER_HOUR_MS = 900_000;

/** The calendar day (YYYY-MM-DD) a moment falls on in the zone. */
export function localDay(moment: Date | string, timeZone: string): string {
  const time = typeof moment === 'string' ? Date.parse(moment) : moment.getTime();
  const key = `${timeZone}|${Math.floor(time / QUARTER_HOUR_MS)}`;
  const known = knownDays.get(key);
  if (known) return known;
  const format = formatterFor('day', timeZone, () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));
  const parts = Object.fromEntries(format.formatToParts(new Date(time)).map((p) => [p.type, p.value]));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  if (knownDays.size >= 50_000) knownDays.clear();
  knownDays.set(key, day);
  return day;
}

/** Local midnights already worked out, per zone and day. */
const knownMidnights = new Map<string, number>();

/** The moment a calendar day starts in the zone (its local midnight), as a Date. */
export function startOfDay(day: string, timeZone: string): Date {
  const key = `${timeZone}|${day}`;
  const known = knownMidnights.get(key);
  if (known !== undefined) return new Date(known);
  const d = parseIsoDate(day);
  if (!d) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(day)}`);
  // Guess UTC midnight, then move by the zone's offset at that moment (twice, for days that change offset).
  let guess = Date.UTC(d.year, d.month - 1, d.day);
  for (let i = 0; i < 2; i++) guess = Date.UTC(d.year, d.month - 1, d.day) - offsetMs(new Date(guess), timeZone);
  if (knownMidnights.size >= 50_000) knownMidnights.clear();
  knownMidnights.set(key, guess);
  return new Date(guess);
}

function offsetMs(moment: Date, timeZone: string): number {
  const format = formatterFor('offset', timeZone, () =>
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }),
  );
  const parts = Object.fromEntries(format.formatToParts(moment).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(moment.getTime() / 1000) * 1000;
}

/**
 * The owner's day a 24 h-grid bucket is: buckets laid from `firstDay`'s local midnight `firstMidnight` count whole
 * days from it (a day that changes clocks moves the grid by that hour, not by a day).
 */
export function dayOfBucket(bucketStart: string, firstMidnight: Date, firstDay: string): string {
  return addDays(firstDay, Math.floor((Date.parse(bucketStart) - firstMidnight.getTime() + 2 * 3_600_000) / 86_400_000));
}
