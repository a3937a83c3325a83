import { SERVICE_KINDS, type ServiceKind, type ServicePeriod, type ServiceTotals } from '../../../shared/api/service-log';
import { addDays } from '../../../shared/format-date';

export interface CostItem {
  /** YYYY-MM-DD or null (an invoice read without a date counts only in the all-time total). */
  date: string | null;
  kind: ServiceKind;
  totalCost: number | null;
}

/** One odometer reading a day from the telemetry history (the day's highest), oldest first. */
export interface OdometerReading {
  date: string;
  odometerKm: number;
}

const PERIOD_DAYS: Record<Exclude<ServicePeriod, 'all'>, number> = { '90d': 90, '365d': 365 };

const cents = (n: number) => Math.round(n * 100) / 100;

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
  const month = today.slice(0, 7);
  const year = today.slice(0, 4);
  let thisMonth = 0;
  let thisYear = 0;
  let allTime = 0;
  const byKind = new Map<ServiceKind, { total: number; count: number }>();
  for (const item of items) {
    const cost = item.totalCost ?? 0;
    allTime += cost;
    if (item.date && item.date <= today && item.date.startsWith(month)) thisMonth += cost;
    if (item.date && item.date <= today && item.date.startsWith(year)) thisYear += cost;
    const entry = byKind.get(item.kind) ?? { total: 0, count: 0 };
    entry.total += cost;
    entry.count += 1;
    byKind.set(item.kind, entry);
  }
  const { costPerKm, note } = computeCostPerKm(items, opts);
  return {
    thisMonth: cents(thisMonth),
    thisYear: cents(thisYear),
    allTime: cents(allTime),
    recordCount: items.length,
    byKind: SERVICE_KINDS.flatMap((kind) => {
      const entry = byKind.get(kind);
      return entry ? [{ kind, total: cents(entry.total), count: entry.count }] : [];
    }),
    costPerKm,
    costPerKmNote: note,
  };
}

function computeCostPerKm(
  items: readonly CostItem[],
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
  const spend = items.reduce((sum, i) => (i.date && i.date >= first.date && i.date <= today ? sum + (i.totalCost ?? 0) : sum), 0);
  return {
    costPerKm: {
      period,
      from: first.date,
      to: today,
      spend: cents(spend),
      distanceKm: Math.round(distanceKm * 10) / 10,
      value: Math.round((spend / distanceKm) * 1000) / 1000,
    },
    note: null,
  };
}
