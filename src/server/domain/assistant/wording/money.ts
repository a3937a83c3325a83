import type { Language } from '../understanding/language';

/** ISO 4217 code of an amount ("EUR"). */
export type Currency = string;

/** The owner's currency when nothing says otherwise: dollars for English questions, euros for Spanish, German and French. */
export const DEFAULT_CURRENCY: Record<Language, Currency> = { en: 'USD', es: 'EUR', de: 'EUR', fr: 'EUR' };

const MARKS: { currency: Currency; pattern: RegExp }[] = [
  { currency: 'EUR', pattern: /€|\beur\b|\beuros?\b/i },
  { currency: 'GBP', pattern: /£|\bgbp\b|\bpounds?\b|\bpfund\b|\blibras?\b|\blivres?\b/i },
  { currency: 'USD', pattern: /\$|\busd\b|\bdollars?\b|\bdolares\b|\bdólares\b/i },
  { currency: 'CHF', pattern: /\bchf\b|\bfranken\b/i },
];

/** The one currency a text writes its amounts in ("€", "EUR", "£", "USD", "$"), or null when it names none or several. */
export function currencyInText(text: string | null | undefined): Currency | null {
  if (!text) return null;
  const found = MARKS.filter((m) => m.pattern.test(text)).map((m) => m.currency);
  return found.length === 1 ? found[0] : null;
}

/** An amount with its currency. */
export interface Amount {
  value: number;
  currency: Currency;
}

/** Totals per currency, largest first; amounts of different currencies are never added together. */
export function totalByCurrency(amounts: readonly Amount[]): Amount[] {
  const totals = new Map<Currency, number>();
  for (const a of amounts) totals.set(a.currency, (totals.get(a.currency) ?? 0) + a.value);
  return [...totals].map(([currency, value]) => ({ currency, value: Math.round(value * 100) / 100 })).sort((a, b) => b.value - a.value);
}
