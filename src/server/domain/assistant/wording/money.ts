import type { Currency } from '../../../../shared/currency';
import type { Language } from '../understanding/language';

export { currencyInText, type Currency } from '../../../../shared/currency';

/** The owner's currency when nothing says otherwise: dollars for English questions, euros for Spanish, German and French. */
export const DEFAULT_CURRENCY: Record<Language, Currency> = { en: 'USD', es: 'EUR', de: 'EUR', fr: 'EUR' };

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
