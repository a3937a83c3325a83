import { z } from 'zod';

/** ISO 4217 code of an amount ("EUR"). */
export type Currency = string;

/** The owner's currency, for amounts recorded without one: the app has always shown those in dollars. */
export const OWNER_CURRENCY: Currency = 'USD';

/** An amount in one currency. */
export const AmountSchema = z.object({ currency: z.string(), amount: z.number() });
export type Amount = z.infer<typeof AmountSchema>;

/** An ISO 4217 code as typed ("eur " becomes "EUR"); three letters. */
export const CurrencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code like EUR.');

/** The currencies the service record form offers (any other ISO code is still accepted from CSV and MCP). */
export const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD', 'JPY', 'SEK', 'NOK', 'DKK', 'PLN'] as const;

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
