const formatters = new Map<string, Intl.DateTimeFormat>();

/** An IANA time zone name the runtime knows, or null. */
export function checkTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock date and time in the zone at an instant, as if it were UTC (ms). */
function wallClockMs(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** The local calendar date (as a UTC midnight, ms) of an instant in the zone. */
export function localDate(ms: number, timeZone: string): number {
  const wall = wallClockMs(ms, timeZone);
  return wall - (((wall % 86_400_000) + 86_400_000) % 86_400_000);
}

/** The instant the local date (a UTC midnight, ms) begins in the zone. */
export function startOfLocalDate(date: number, timeZone: string): number {
  let guess = date;
  for (let i = 0; i < 3; i++) guess = date - (wallClockMs(guess, timeZone) - guess);
  return guess;
}
