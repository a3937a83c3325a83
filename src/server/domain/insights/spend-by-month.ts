import { SERVICE_SPEND_CATEGORIES, type SpendItemView } from '../../../shared/api/facts';
import { OWNER_CURRENCY, type Currency } from '../../../shared/currency';
import { customPeriod, summarizeSpend } from '../vehicle-facts';

/** The currency a chart of service spend is drawn in: the one most service items are in (then the larger sum), else the owner's. */
export function chartCurrency(items: readonly SpendItemView[]): Currency {
  const by = new Map<Currency, { count: number; amount: number }>();
  for (const i of items) {
    if (!SERVICE_SPEND_CATEGORIES.includes(i.category)) continue;
    const c = by.get(i.currency) ?? { count: 0, amount: 0 };
    by.set(i.currency, { count: c.count + 1, amount: c.amount + i.amount });
  }
  return [...by].sort(([, a], [, b]) => b.count - a.count || b.amount - a.amount)[0]?.[0] ?? OWNER_CURRENCY;
}

/** The last `count` calendar months (YYYY-MM) up to the one `today` is in, oldest first. */
export function monthsUpTo(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1)).toISOString().slice(0, 7));
}

/** Service and repair (with tyres) per calendar month, summed by the facts: in `currency`, the other currencies listed beside it. */
export function serviceByMonth(items: readonly SpendItemView[], months: readonly string[], currency: Currency, timeZone: string) {
  return months.map((month) => {
    const [year, m] = month.split('-').map(Number);
    const last = new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
    const service = summarizeSpend(items, customPeriod(`${month}-01`, last, timeZone), null).service;
    return { month, spend: service.find((a) => a.currency === currency)?.amount ?? 0, other: service.filter((a) => a.currency !== currency) };
  });
}
