import { SPEND_CATEGORY_LABELS, type PeriodName } from '../../../../shared/api/facts';
import { DEFAULT_TIME_ZONE, itemsIn, periodFor, spendDistanceOf, spendItemsOf, summarizeSpend } from '../../vehicle-facts';
import { describeSources } from '../wording/fact-text';
import { describePeriod } from '../wording/period-text';
import { wordingFor } from '../wording/wording';
import type { VehicleContext } from './types';

/** What was spent on the car in a named period, as every surface gives it (vehicle-facts spend), with its items' sources. */
export function readSpend(ctx: VehicleContext, name: PeriodName) {
  const w = wordingFor(ctx);
  const period = periodFor(name, { today: ctx.today, timeZone: ctx.timeZone ?? DEFAULT_TIME_ZONE });
  const items = spendItemsOf(ctx);
  const summary = summarizeSpend(items, period, spendDistanceOf(ctx, period, items));
  return {
    ...summary,
    said: period.from === null ? w.t.facts.allTime(w.date(period.to)) : describePeriod(w, { from: period.from, to: period.to }, ctx.today),
    categories: Object.fromEntries(summary.byCategory.map((c) => [c.category, SPEND_CATEGORY_LABELS[c.category]])),
    items: itemsIn(items, period).map((i) => ({ date: i.date, amount: i.amount, currency: i.currency, category: i.category, what: (w.t.facts.serviceKinds as Record<string, string>)[i.what] ?? i.what, from: describeSources([i.source], ctx, w) })),
  };
}
