import type { Language } from '../understanding/language';

/** The Intl locale each supported language formats numbers, money and dates with. */
export const LOCALE_TAGS: Record<Language, string> = { en: 'en-US', es: 'es-ES', de: 'de-DE', fr: 'fr-FR' };

const numberFormats = new Map<string, Intl.NumberFormat>();

/** "1,234.5" (en), "1234,5" / "12.345,5" (es), "1.234,5" (de), "1 234,5" (fr, narrow no-break space). */
export function formatNumberIn(lang: Language, value: number, maxDecimals = 0, minDecimals = 0): string {
  const key = `${lang}:${maxDecimals}:${minDecimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[lang], { maximumFractionDigits: maxDecimals, minimumFractionDigits: minDecimals });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

export const MS_PER_DAY = 86_400_000;

/** Milliseconds (UTC midnight) of the YYYY-MM-DD a value starts with, or null. */
export function parseDay(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(t) ? null : t;
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
