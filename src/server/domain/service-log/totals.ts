import { SERVICE_KINDS, type ServiceKind, type ServicePeriod, type ServiceTotals } from '../../../shared/api/service-log';
import { OWNER_CURRENCY, type Amount, type Currency } from '../../../shared/currency';
import { addDays } from '../../../shared/format-date';

export interface CostItem {
  /** YYYY-MM-DD or null (an invoice read without a date counts only in the all-time total). */
  date: string | null;
  kind: ServiceKind;
  totalCost: number | null;
  /** ISO 4217; null when unknown, counted in the owner's currency. */
  currency: Currency | null;
}

/** One odometer reading a day from the telemetry history (the day's highest), oldest first. */
export interface OdometerReading {
  date: string;
  odometerKm: number;
}

const PERIOD_DAYS: Record<Exclude<ServicePeriod, 'all'>, number> = { '90d': 90, '365d': 365 };

const cents = (n: number) => Math.round(n * 100) / 100;

const currencyOf = (item: CostItem) => item.currency ?? OWNER_CURRENCY;

/** The items' cost in each of `currencies` (zero where none is in it); currencies are never added together. */
function sumByCurrency(items: readonly CostItem[], currencies: readonly Currency[]): Amount[] {
  const sums = new Map(currencies.map((c) => [c, 0]));
  for (const item of items) sums.set(currencyOf(item), (sums.get(currencyOf(item)) ?? 0) + (item.totalCost ?? 0));
  return currencies.map((currency) => ({ currency, amount: cents(sums.get(currency)!) }));
}

/** The currencies of the items, largest spend first (then by code). */
function currenciesOf(items: readonly CostItem[]): Currency[] {
  const all = [...new Set(items.map(currencyOf))].sort();
  const spend = new Map(sumByCurrency(items, all).map((a) => [a.currency, a.amount]));
  return all.sort((a, b) => spend.get(b)! - spend.get(a)!);
}

/** The first day of the period ending today; for 'all', the first dated record (null without one). */
export function periodStart(period: ServicePeriod, items: readonly CostItem[], today: string): string | null {
  if (period !== 'all') return addDays(today, 1 - PERIOD_DAYS[period]);
  const dates = items.flatMap((i) => (i.date ? [i.date] : [])).sort();
  return dates[0] ?? null;
}

/**
 * Spend this month, this year and all time, by kind, and cost per km over the period: the spend on the days the
 * telemetry odometer covers, divided by the distance it shows over those days. Records dated after today count
 * in the all-time total only.
 */
export function computeTotals(
  items: readonly CostItem[],
  opts: { today: string; period: ServicePeriod; readings: readonly OdometerReading[] },
): ServiceTotals {
  const { today } = opts;
  const currencies = currenciesOf(items);
  const datedIn = (prefix: string) => items.filter((i) => i.date && i.date <= today && i.date.startsWith(prefix));
  const { costPerKm, note } = computeCostPerKm(items, currencies, opts);
  return {
    thisMonth: sumByCurrency(datedIn(today.slice(0, 7)), currencies),
    thisYear: sumByCurrency(datedIn(today.slice(0, 4)), currencies),
    allTime: sumByCurrency(items, currencies),
    recordCount: items.length,
    byKind: SERVICE_KINDS.flatMap((kind) => {
      const ofKind = items.filter((i) => i.kind === kind);
      if (ofKind.length === 0) return [];
      const used = new Set(ofKind.map(currencyOf));
      return [{ kind, total: sumByCurrency(ofKind, currencies.filter((c) => used.has(c))), count: ofKind.length }];
    }),
    costPerKm,
    costPerKmNote: note,
  };
}

function computeCostPerKm(
  items: readonly CostItem[],
  currencies: readonly Currency[],
  { today, period, readings }: { today: string; period: ServicePeriod; readings: readonly OdometerReading[] },
): { costPerKm: ServiceTotals['costPerKm']; note: string | null } {
  const start = periodStart(period, items, today);
  if (!start) return { costPerKm: null, note: 'Add a dated record to see the cost per km.' };
  const inPeriod = readings.filter((r) => r.date >= start && r.date <= today && Number.isFinite(r.odometerKm));
  if (inPeriod.length < 2) return { costPerKm: null, note: 'The car has not reported its odometer over this period.' };
  const first = inPeriod[0];
  const last = inPeriod[inPeriod.length - 1];
  const distanceKm = last.odometerKm - first.odometerKm;
  if (!(distanceKm >= 1)) return { costPerKm: null, note: 'The odometer shows no distance driven over this period.' };
  const spend = sumByCurrency(items.filter((i) => i.date && i.date >= first.date && i.date <= today), currencies);
  return {
    costPerKm: {
      period,
      from: first.date,
      to: today,
      spend,
      distanceKm: Math.round(distanceKm * 10) / 10,
      value: spend.map(({ currency, amount }) => ({ currency, amount: Math.round((amount / distanceKm) * 1000) / 1000 })),
    },
    note: null,
  };
}
