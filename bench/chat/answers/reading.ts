/**
 * Reads an answer as an owner would: every number it states with its unit (in the answer's language's number format:
 * 1,234.5 / 1.234,5 / 1 234,5), converted to one unit per kind (km, kPa, °C, L), money with its currency, and the
 * dates it names. Names, trouble codes, identifiers and dates are taken out before numbers are read.
 */
import type { Kind } from './truth';

export type Lang = 'en' | 'es' | 'de' | 'fr';

export interface Quantity {
  kind: Kind | 'duration' | 'bare';
  value: number;
  currency?: string;
  /** where it stands in the text */
  at: number;
  raw: string;
}

const MONTHS: Record<Lang, string[]> = {
  en: ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  de: ['januar', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
};
const WEEKDAYS: Record<Lang, string[]> = {
  en: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  de: ['sonntag', 'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag'],
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
};

const ALL_MONTHS = [...new Set(Object.values(MONTHS).flat())];
const monthPattern = `(?:${[...ALL_MONTHS, ...ALL_MONTHS.map((m) => `${m.slice(0, 3)}\\.?`), ...ALL_MONTHS.map((m) => `${m.slice(0, 4)}\\.?`)].join('|')})(?![a-zà-ÿ])`;

/** Dates in any of the four languages' usual forms (with or without the year). */
const DATE_PATTERNS = [
  /\b\d{4}-\d{2}-\d{2}\b/g,
  /\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/g,
  new RegExp(`\\b(?:${monthPattern})\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?`, 'gi'),
  new RegExp(`\\b\\d{1,2}(?:\\.|º|er)?\\s+(?:de\\s+)?(?:${monthPattern})(?:\\s+(?:de\\s+)?\\d{4})?`, 'gi'),
];

/** Every way the answer may write a day: ISO, the month's name (long or short) with or without the year, numeric. */
export function dayForms(iso: string, lang: Lang): string[] {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const locale = { en: 'en-US', es: 'es-ES', de: 'de-DE', fr: 'fr-FR' }[lang];
  const forms = new Set<string>([iso]);
  for (const opts of [
    { day: 'numeric', month: 'long', year: 'numeric' },
    { day: 'numeric', month: 'short', year: 'numeric' },
    { day: 'numeric', month: 'long' },
    { day: 'numeric', month: 'short' },
    { day: '2-digit', month: '2-digit', year: 'numeric' },
    { day: 'numeric', month: 'numeric', year: 'numeric' },
    { weekday: 'long' },
  ] as Intl.DateTimeFormatOptions[]) {
    for (const loc of [locale, 'en-GB']) forms.add(new Intl.DateTimeFormat(loc, { ...opts, timeZone: 'UTC' }).format(date).toLowerCase());
  }
  forms.add(WEEKDAYS[lang][date.getUTCDay()]);
  return [...forms];
}

export function mentionsDay(text: string, iso: string, lang: Lang): boolean {
  const lower = text.toLowerCase().replace(/\u00a0|\u202f/g, ' ');
  return dayForms(iso, lang).some((f) => lower.includes(f.replace(/\u00a0|\u202f/g, ' ')));
}

const UNIT_KINDS: [RegExp, Kind | 'duration', (v: number) => number][] = [
  [/^(?:kwh\s*\/\s*100\s*(?:km|kilom\w*)|kwh\s+(?:per|pro|par|por|cada)\s+100)/iu, 'consumption', (v) => v],
  [/^(?:l\s*\/\s*100\s*(?:km|kilom\w*)|(?:litres?|liters?|litros?|liter)\s+(?:per|pro|par|por|cada|auf|aux|a los)\s+100)/iu, 'consumption', (v) => v],
  [/^(?:mpg)(?![\p{L}\d])/iu, 'consumption', (v) => 235.215 / v],
  [/^(?:km\/h|kmh|km\s*\/\s*h)/iu, 'speed', (v) => v],
  [/^mph(?![\p{L}\d])/iu, 'speed', (v) => v * 1.609344],
  [/^(?:km|kilom[eè]t\w*)(?![\w/])/iu, 'distance', (v) => v],
  [/^(?:mi|miles?|millas?|meilen)(?![\p{L}\d])/iu, 'distance', (v) => v * 1.609344],
  [/^(?:%|percent|por ciento|prozent|pour ?cent)/iu, 'percent', (v) => v],
  [/^kpa(?![\p{L}\d])/iu, 'pressure', (v) => v],
  [/^psi(?![\p{L}\d])/iu, 'pressure', (v) => v * 6.894757],
  [/^bar(?![\p{L}\d])/iu, 'pressure', (v) => v * 100],
  [/^(?:v|volts?|voltios?|volt)(?![\p{L}\d])/iu, 'voltage', (v) => v],
  [/^(?:°\s*c|ºc|° c|grad celsius|grados|degrés|degrees?)/iu, 'temperature', (v) => v],
  [/^(?:°\s*f)/iu, 'temperature', (v) => ((v - 32) * 5) / 9],
  [/^kwh(?![\p{L}\d])/iu, 'energy', (v) => v],
  [/^(?:l|litres?|liters?|litros?|liter)(?![\p{L}\d])/iu, 'volume', (v) => v],
  [/^(?:gal|gallons?)(?![\p{L}\d])/iu, 'volume', (v) => v * 3.785411784],
  [/^(?:days?|d[ií]as?|tage?n?|jours?)(?![\p{L}\d])/iu, 'days', (v) => v],
  [/^(?:weeks?|semanas?|wochen?|semaines?)(?![\p{L}\d])/iu, 'duration', (v) => v],
  [/^(?:months?|meses|mes|monate?n?|mois)(?![\p{L}\d])/iu, 'duration', (v) => v],
  [/^(?:h|hours?|horas?|stunden?|heures?|min|minutes?|minutos?|minuten?|s|sec|seconds?)(?![\p{L}\d])/iu, 'duration', (v) => v],
  [/^(?:rpm|u\/min|tr\/min)/iu, 'duration', (v) => v],
];

const CURRENCIES: [RegExp, string][] = [
  [/^(?:us\$|\$|usd\b|dollars?|d[oó]lares?|dollar)/iu, 'USD'],
  [/^(?:€|eur\b|euros?)/iu, 'EUR'],
  [/^(?:£|gbp\b|pounds?)/iu, 'GBP'],
];
const CURRENCY_BEFORE: [RegExp, string][] = [
  [/(?:us\$|\$|usd)\s*$/i, 'USD'],
  [/(?:€|eur)\s*$/i, 'EUR'],
  [/(?:£|gbp)\s*$/i, 'GBP'],
];

const NUMBER: Record<Lang, RegExp> = {
  en: /(?<![\w.,])([-−])?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?![\d])/g,
  es: /(?<![\w.,])([-−])?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?(?![\d])/g,
  de: /(?<![\w.,])([-−])?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?(?![\d])/g,
  fr: /(?<![\w.,])([-−])?(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:,(\d+))?(?![\d])/g,
};

/** Blanks out what holds digits but is no quantity: names, codes, identifiers, dates, times, "/100". */
export function maskText(text: string, names: string[]): { masked: string; dates: string[] } {
  let masked = text;
  const blank = (s: string) => s.replace(/\S/g, '#');
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    if (!name) continue;
    masked = masked.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), (m) => blank(m));
  }
  const dates: string[] = [];
  for (const p of DATE_PATTERNS) masked = masked.replace(p, (m) => (dates.push(m), blank(m)));
  masked = masked
    .replace(/\b[PCBU][0-9A-F]{4}\b/g, blank)
    .replace(/\b\d{1,2}:\d{2}(?:\s?[ap]\.?m\.?)?/gi, blank)
    .replace(/\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]+(?:-[A-Z0-9]+)*\b/g, blank)
    // "the 12 V battery" names a battery, it states no voltage
    .replace(/\b12[\s\u00a0-]?v(?:olts?|oltios|olt)?(?:[\s\u00a0-]+(?:de\s+)?(?:battery|bater\p{L}*|batter\p{L}*|starter\p{L}*|auxiliar\p{L}*|one|system\p{L}*|sistema|bordnetz\p{L}*))/giu, blank)
    .replace(/(?:batter\p{L}*|bater\p{L}*)[\s\u00a0]+(?:de\s+)?12[\s\u00a0-]?v(?:olts?|oltios)?(?![\p{L}\d])/giu, blank)
    .replace(/\b12[\s\u00a0-]?v-?(?=batter|bordnetz|starter)/giu, blank);
  return { masked, dates };
}

/** Every number with its unit, in the answer's language's format. */
export function readQuantities(text: string, lang: Lang, names: string[]): Quantity[] {
  const { masked } = maskText(text, names);
  const out: Quantity[] = [];
  const pattern = new RegExp(NUMBER[lang].source, 'g');
  for (const m of masked.matchAll(pattern)) {
    const sign = m[1] ? -1 : 1;
    const whole = m[2].replace(/[,. \u00a0\u202f]/g, '');
    let value = sign * Number(m[3] !== undefined ? `${whole}.${m[3]}` : whole);
    // a decimal point in a Spanish, German or French answer ("12.5 V") reads as a decimal, not thousands
    if (lang !== 'en' && /^[-−]?\d{1,3}\.\d{1,2}$/.test(m[0])) value = sign * Number(m[0].replace(/^[-−]/, ''));
    const after = masked.slice((m.index ?? 0) + m[0].length).replace(/^[\s\u00a0\u202f]+/, '');
    const before = masked.slice(Math.max(0, (m.index ?? 0) - 5), m.index);
    if (/\/\s*$/.test(before) && value === 100) continue;
    const lead = masked.slice(Math.max(0, (m.index ?? 0) - 40), m.index);
    const readiness = /(readiness|preparaci[oó]n|reisebereitschaft|pr[ée]paration|bereitschaft|pr[eê]te? pour)/i;
    if (/^\/\s*100\b/.test(after) && (readiness.test(lead.slice(-25)) || readiness.test(after.slice(0, 40)))) {
      out.push({ kind: 'duration', value, at: m.index ?? 0, raw: m[0] });
      continue;
    }
    if (/^\/\s*100\b/.test(after) && !/^\/\s*100\s*(?:km|kilom)/i.test(after)) {
      out.push({ kind: 'score', value, at: m.index ?? 0, raw: m[0] });
      continue;
    }
    const money = CURRENCIES.find(([p]) => p.test(after)) ?? CURRENCY_BEFORE.find(([p]) => p.test(before));
    if (money) {
      out.push({ kind: 'money', value, currency: money[1], at: m.index ?? 0, raw: m[0] });
      continue;
    }
    // the first figure of a range ("227-239 kPa") has the unit of the second
    const ranged = /^[-–—]\s*[-−]?[\d.,]+[\s\u00a0\u202f]*/.exec(after);
    const unitText = ranged && !UNIT_KINDS.some(([p]) => p.test(after)) ? after.slice(ranged[0].length) : after;
    const unit = UNIT_KINDS.find(([p]) => p.test(unitText));
    if (unit) out.push({ kind: unit[1], value: unit[2](value), at: m.index ?? 0, raw: m[0] });
    else out.push({ kind: 'bare', value, at: m.index ?? 0, raw: m[0] });
  }
  return out;
}

/** Per kind: how far a stated figure may sit from the true one (rounding, a unit converted). */
export const TOLERANCE: Record<Kind, { abs: number; rel: number }> = {
  distance: { abs: 1.01, rel: 0.01 },
  percent: { abs: 1.01, rel: 0 },
  pressure: { abs: 1.5, rel: 0.01 },
  voltage: { abs: 0.06, rel: 0 },
  temperature: { abs: 1.01, rel: 0 },
  speed: { abs: 1.01, rel: 0.01 },
  volume: { abs: 0.6, rel: 0.01 },
  consumption: { abs: 0.15, rel: 0.02 },
  energy: { abs: 0.6, rel: 0.01 },
  money: { abs: 0.011, rel: 0 },
  days: { abs: 1.01, rel: 0 },
  count: { abs: 0, rel: 0 },
  score: { abs: 0, rel: 0 },
};

export function close(kind: Kind, stated: number, truth: number, range?: [number, number]): boolean {
  const t = TOLERANCE[kind];
  const slack = Math.max(t.abs, Math.abs(truth) * t.rel);
  if (range && stated >= range[0] - slack && stated <= range[1] + slack) return true;
  return Math.abs(stated - truth) <= slack;
}

export { WEEKDAYS };
