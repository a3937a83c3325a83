import type { Currency } from '../../../../shared/currency';
import type { Language } from '../understanding/language';

export { currencyInText, type Currency } from '../../../../shared/currency';

/** The owner's currency when nothing says otherwise: dollars for English questions, euros for Spanish, German and French. */
export const DEFAULT_CURRENCY: Record<Language, Currency> = { en: 'USD', es: 'EUR', de: 'EUR', fr: 'EUR' };
