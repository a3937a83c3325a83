import { describe, expect, it } from 'vitest';
import type { SpendItemView } from '../../../shared/api/facts';
import { chartCurrency, monthsUpTo, serviceByMonth } from './spend-by-month';

const item = (date: string, amount: number, currency: string, category: SpendItemView['category'] = 'service'): SpendItemView => ({
  date,
  amount,
  currency,
  category,
  what: 'work',
  source: { kind: 'record', id: `${date}-${amount}`, name: 'work', observedAt: date },
});

describe('service spend per month', () => {
  it('names the last months up to the current one, across a year end', () => {
    expect(monthsUpTo('2026-02-10', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsUpTo('2026-11-27', 12)).toHaveLength(12);
  });

  it('draws in the currency most service items are in, never counting insurance or fuel', () => {
    const items = [item('2026-01-02', 900, 'GBP', 'insurance'), item('2026-01-03', 60, 'GBP', 'energy'), item('2026-01-04', 50, 'EUR'), item('2026-02-01', 40, 'EUR', 'tyres'), item('2026-02-02', 500, 'USD')];
    expect(chartCurrency(items)).toBe('EUR');
    expect(chartCurrency([])).toBe('USD');
  });

  it("sums each month's service and tyres in the chart currency and lists the others beside it", () => {
    const items = [item('2026-01-04', 50, 'EUR'), item('2026-01-31', 40.5, 'EUR', 'tyres'), item('2026-01-15', 700, 'EUR', 'insurance'), item('2026-02-02', 500, 'USD'), item('2026-03-01', 10, 'EUR')];
    expect(serviceByMonth(items, ['2026-01', '2026-02', '2026-03', '2026-04'], 'EUR', 'UTC')).toEqual([
      { month: '2026-01', spend: 90.5, other: [] },
      { month: '2026-02', spend: 0, other: [{ currency: 'USD', amount: 500 }] },
      { month: '2026-03', spend: 10, other: [] },
      { month: '2026-04', spend: 0, other: [] },
    ]);
  });
});
