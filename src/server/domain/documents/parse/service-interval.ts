/**
 * A next-service interval printed instead of (or beside) the next visit's date and odometer: "Next oil change in
 * 3,000 miles or 6 months", "Service interval 6 months / 5,000 km", "alle 12 Monate". The reminder is then the
 * service day plus the months and the odometer plus the distance, as an owner would work it out.
 */
export type ServiceInterval = { months: number | null; days: number | null; distance: number | null; distanceIsInterval: boolean };

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, nine: 9, twelve: 12, eighteen: 18, twenty: 20 };

// "or 12 months" in each language ("oder", "ou", "o", "of"), and the Dutch "over 12 maanden" (in twelve months).
const LEAD = String.raw`(?:in|every|within|after|or|oder|ou|o|of|each|alle|nach|tous\s+les|dans|cada|en|ogni|tra|fra|entro|elke|over|binnen)`;
const COUNT = String.raw`(\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const MONTHS = new RegExp(
  String.raw`\b${LEAD}\s+${COUNT}[\s-]*(months?|mos?\b\.?|mths?|monate?n?|mois|meses|mesi|maanden|years?|yrs?|jahre?n?|ans?|a[ñn]os?)(?![\p{L}])`,
  'iu',
);
const DAYS = new RegExp(String.raw`\b${LEAD}\s+(\d{2,3})[\s-]*(?:days?|tage?n?|jours|d[íi]as|giorni)(?![\p{L}])`, 'iu');
/** "6 months / 3,000 miles" on an interval line, where no preposition comes first. */
const BARE_MONTHS = new RegExp(String.raw`(?<![\d,.])${COUNT}[\s-]*(months?|mos?\b\.?|mths?|monate?|mois|meses|mesi)(?![\p{L}])`, 'iu');
const FIGURE = String.raw`(\d{1,3}(?:[,. ]\d{3})|\d{3,5})\s*(?:miles|mi|km|kms|kilomet(?:er|re)s?)\b`;
// "in 5,000 miles", "dans 15 000 km", "tra 15.000 km", "en 15.000 km", "binnen 15.000 km", "innerhalb von 15.000 km".
const DISTANCE = new RegExp(
  String.raw`\b(?:in|every|within|after|each|alle|nach|tous\s+les|cada|ogni|dans|tra|fra|entro|en|binnen|innerhalb\s+von)\s+(?:another\s+|the\s+next\s+)?${FIGURE}`,
  'i',
);
/** "6 months or 15,000 km": an interval when smaller than the odometer, else the odometer to reach. */
const OR_DISTANCE = new RegExp(String.raw`\b(?:or|oder|ou|o|of|od)\s+${FIGURE}`, 'i');
const BARE_DISTANCE = new RegExp(String.raw`(?<![\d,.])${FIGURE}`, 'i');
const INTERVAL_LINE = /\b(?:interval|intervalo|intervallo|(?:wartungs)?intervall)\b/i;
const NOT_SERVICE = /\b(?:warranty|guarantee|garantie|garant[íi]a|coupon|offer|valid|expir\w*)\b/i;

/** The interval stated on a line about the next service (`aboutNext`) or on an "interval" line, if any. */
export function readInterval(text: string, aboutNext: boolean): ServiceInterval | null {
  if (NOT_SERVICE.test(text)) return null;
  const intervalLine = INTERVAL_LINE.test(text);
  if (!aboutNext && !intervalLine) return null;
  const months = MONTHS.exec(text) ?? (intervalLine ? BARE_MONTHS.exec(text) : null);
  const days = months ? null : DAYS.exec(text);
  const sure = DISTANCE.exec(text) ?? (intervalLine ? BARE_DISTANCE.exec(text) : null);
  const distance = sure ?? (months || days ? OR_DISTANCE.exec(text) : null);
  const out: ServiceInterval = {
    months: months ? toMonths(months[1], months[2]) : null,
    days: days && Number(days[1]) <= 731 ? Number(days[1]) : null,
    distance: distance ? Number(distance[1].replace(/[,. ]/g, '')) : null,
    distanceIsInterval: sure !== null,
  };
  return out.months || out.days || out.distance ? out : null;
}

function toMonths(count: string, unit: string): number | null {
  const n = NUMBER_WORDS[count.toLowerCase()] ?? Number(count);
  if (!Number.isFinite(n) || n <= 0) return null;
  if (/^(?:y|j|an|añ|a[ñn])/i.test(unit)) return n * 12;
  return n <= 36 ? n : null;
}

/** YYYY-MM-DD plus whole months; the day is kept, or the month's last day when the target month is shorter. */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** YYYY-MM-DD plus days. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
