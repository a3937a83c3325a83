import { kmToMiles } from '../../../../shared/units';
import type { Language } from '../understanding/language';
import type { DistanceUnit } from '../facts/types';
import { LOCALE_TAGS, formatNumberIn, lowerFirst, parseDay } from './locale-format';
import { DEFAULT_CURRENCY, type Currency } from './money';
import { DEFAULT_TIME_ZONE, isValidTimeZone, localDay } from '../../vehicle-facts/periods';
import { formatterFor } from '../../../../shared/time-zone';
import { de } from './locales/de';
import { en, type Messages } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';

const CATALOGUES: Record<Language, Messages> = { en, es, de, fr };
const KPA_TO_PSI = 0.145038;

/** How the assistant writes in one language: its fixed texts and its number, unit, list and date formats. */
export interface Wording {
  lang: Language;
  t: Messages;
  /** at most `maxDecimals` decimals: "45,210" (en), "45.210" (de) */
  number(value: number, maxDecimals?: number): string;
  /** exactly `decimals` decimals: "12.0" (en), "12,0" (de) */
  fixed(value: number, decimals: number): string;
  /** a distance given in km, in the owner's unit: "1,234 km", "767 mi" */
  distance(km: number, unit: DistanceUnit, maxDecimals?: number): string;
  /** a speed given in km/h, in the owner's unit: "88 km/h", "55 mph" */
  speed(kmh: number, unit: DistanceUnit): string;
  /** "230 kPa", or "230 kPa / 33 psi" for owners who use miles */
  pressure(kpa: number, unit: DistanceUnit): string;
  /** "a", "a and b", "a, b and c" */
  list(items: string[]): string;
  /** "in 12 days", "today", "tomorrow", "3 days ago" */
  relativeDays(days: number): string;
  /** a YYYY-MM-DD day as the language writes it, one form per language on every surface: "Mar 15, 2027", "15 de marzo de 2027" */
  date(day: string): string;
  /** a moment (ISO timestamp) as the day and time it was in the owner's zone: "Nov 22, 2026, 08:00" */
  moment(iso: string, timeZone?: string): string;
  /** the weekday of a day or timestamp, null when it is not a date */
  weekday(value: string): string | null;
  /** an amount in its currency, by default the language's (dollars in English, euros otherwise): "$89.50", "89,50 €" */
  money(value: number, currency?: Currency): string;
  /** lower-cases the first letter where the language does it mid-sentence (not German nouns) */
  lowerFirst(text: string): string;
}

const wordings = new Map<Language, Wording>();

export function wordingIn(lang: Language = 'en'): Wording {
  let w = wordings.get(lang);
  if (!w) {
    w = createWording(lang);
    wordings.set(lang, w);
  }
  return w;
}

/** The wording of the language the owner asked in (set on the context by the chat), English by default. */
export function wordingFor(ctx: { language?: Language }): Wording {
  return wordingIn(ctx.language ?? 'en');
}

export const ENGLISH: Wording = wordingIn('en');

function createWording(lang: Language): Wording {
  const t = CATALOGUES[lang];
  const tag = LOCALE_TAGS[lang];
  const number = (value: number, maxDecimals = 0) => formatNumberIn(lang, value, maxDecimals);
  const moneyFormats = new Map<Currency, Intl.NumberFormat>();
  const money = (value: number, currency: Currency = DEFAULT_CURRENCY[lang]) => {
    let f = moneyFormats.get(currency);
    if (!f) moneyFormats.set(currency, (f = new Intl.NumberFormat(tag, { style: 'currency', currency })));
    return f.format(value);
  };
  // English as the app's screens write it (shared/format-date): "Mar 15, 2027"
  const longDate = new Intl.DateTimeFormat(tag, lang === 'en' ? { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' } : { dateStyle: 'long', timeZone: 'UTC' });
  const date = (day: string) => {
    const ms = parseDay(day);
    return ms === null ? day : longDate.format(new Date(ms));
  };
  const weekdayFormat = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  return {
    lang,
    t,
    number,
    fixed: (value, decimals) => formatNumberIn(lang, value, decimals, decimals),
    distance: (km, unit, maxDecimals = 0) => `${number(unit === 'mi' ? kmToMiles(km) : km, maxDecimals)} ${unit}`,
    speed: (kmh, unit) => (unit === 'mi' ? `${number(kmToMiles(kmh))} mph` : `${number(kmh)} km/h`),
    pressure: (kpa, unit) => (unit === 'mi' ? `${number(kpa)} kPa / ${number(kpa * KPA_TO_PSI)} psi` : `${number(kpa)} kPa`),
    list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${t.common.and} ${items[items.length - 1]}`),
    relativeDays: (days) => t.common.relativeDays(days, number(Math.abs(days))),
    date,
    moment: (iso, timeZone = DEFAULT_TIME_ZONE) => {
      const ms = Date.parse(iso);
      if (Number.isNaN(ms)) return iso;
      const zone = isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
      const time = formatterFor('clock', zone, () => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone })).format(new Date(ms));
      return `${date(localDay(new Date(ms), zone))}, ${time}`;
    },
    weekday: (value) => {
      const ms = parseDay(value);
      return ms === null ? null : weekdayFormat.format(new Date(ms));
    },
    money,
    lowerFirst: (text) => (lang === 'de' ? text : lowerFirst(text)),
  };
}
