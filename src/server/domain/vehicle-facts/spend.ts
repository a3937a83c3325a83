import { SERVICE_SPEND_CATEGORIES, SPEND_CATEGORIES, type SpendCategory, type SpendItemView, type SpendSummary } from '../../../shared/api/facts';
import type { ServiceKind } from '../../../shared/api/service-log';
import { currencyInText, OWNER_CURRENCY, type Amount, type Currency } from '../../../shared/currency';
import type { FactDocument } from './documents-in-force';
import { isInPeriod, type Period } from './periods';
import { documentSource, recordSource } from './sources';

export type SpendItem = SpendItemView;

/** A service record as spend reads it. */
export interface SpendRecord {
  id: string;
  kind: ServiceKind;
  type: string;
  description: string | null;
  cost: number | null;
  currency: Currency | null;
  date: string | null;
  documentId: string | null;
}

const CATEGORY_OF_KIND: Record<ServiceKind, SpendCategory> = {
  oil_change: 'service',
  brakes: 'service',
  battery: 'service',
  inspection: 'service',
  repair: 'service',
  other: 'service',
  tires: 'tyres',
  fuel: 'energy',
};

/** The spend category a kind of service record counts in. */
export const categoryOfKind = (kind: ServiceKind): SpendCategory => CATEGORY_OF_KIND[kind];

/** Below this distance in a period, a cost per km says more about the noise than the car. */
export const MIN_COST_PER_KM_DISTANCE = 100;

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Everything paid for the car, each item once: service records with a cost (a record read from a document counts
 * as the record), service documents without a record, and insurance premiums (once per policy term, whatever
 * number of cards and declarations state them). Amounts without a currency of their own take their document's,
 * else the owner's.
 */
export function listSpendItems(records: readonly SpendRecord[], documents: readonly FactDocument[]): SpendItem[] {
  const items: SpendItem[] = [];
  const fromRecords = new Set(records.flatMap((r) => (r.documentId ? [r.documentId] : [])));
  const docById = new Map(documents.map((d) => [d.id, d]));
  for (const r of records) {
    if (r.cost === null || !Number.isFinite(r.cost)) continue;
    const doc = r.documentId ? docById.get(r.documentId) : undefined;
    const currency = r.currency ?? currencyInText(doc?.processedData?.extractedText) ?? OWNER_CURRENCY;
    items.push({ date: r.date, amount: r.cost, currency, category: CATEGORY_OF_KIND[r.kind], what: r.description ?? r.type, source: recordSource(r) });
  }
  const terms = new Set<string>();
  for (const doc of documents) {
    const data = doc.processedData;
    if (!data || fromRecords.has(doc.id)) continue;
    const currency = currencyInText(data.extractedText) ?? OWNER_CURRENCY;
    const source = documentSource({ id: doc.id, originalName: doc.originalName, uploadedAt: doc.uploadedAt, kind: data.documentType });
    const service = data.serviceInfo;
    if ((data.documentType === 'service_invoice' || data.documentType === 'oil_change_receipt') && typeof service?.totalCost === 'number') {
      items.push({ date: service.serviceDate ?? null, amount: service.totalCost, currency, category: 'service', what: service.services?.join(', ') || (service.serviceProvider ?? doc.originalName), source });
    }
    const insurance = data.insuranceInfo;
    if (typeof insurance?.premium === 'number' && insurance.premium > 0) {
      const term = [insurance.policyNumber?.replace(/\s+/g, '').toUpperCase() ?? '', insurance.effectiveDate ?? '', insurance.premium, currency].join('|');
      if (terms.has(term)) continue;
      terms.add(term);
      items.push({ date: insurance.effectiveDate ?? null, amount: insurance.premium, currency, category: 'insurance', what: insurance.insuranceProvider ?? doc.originalName, source });
    }
  }
  return items.sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
}

function sumByCurrency(items: readonly SpendItem[], currencies: readonly Currency[]): Amount[] {
  const sums = new Map(currencies.map((c) => [c, 0]));
  for (const i of items) sums.set(i.currency, (sums.get(i.currency) ?? 0) + i.amount);
  return currencies.filter((c) => items.some((i) => i.currency === c)).map((currency) => ({ currency, amount: cents(sums.get(currency)!) }));
}

/** The currencies of the items, largest spend first (then by code). */
function currenciesOf(items: readonly SpendItem[]): Currency[] {
  const all = [...new Set(items.map((i) => i.currency))].sort();
  const spend = new Map(all.map((c) => [c, items.filter((i) => i.currency === c).reduce((s, i) => s + i.amount, 0)]));
  return all.sort((a, b) => spend.get(b)! - spend.get(a)!);
}

/** Items dated inside the period (undated items count in all time only). */
export function itemsIn(items: readonly SpendItem[], period: Pick<Period, 'from' | 'to'>): SpendItem[] {
  return items.filter((i) => (period.from === null ? !i.date || i.date <= period.to : isInPeriod(i.date, period)));
}

/** One daily odometer reading (km) of the car. */
export interface OdometerDay {
  date: string;
  odometerKm: number;
}

/** The longest span of daily odometers a spend's distance reads (all time); the assistant's cost answers read as much. */
export const SPEND_HISTORY_DAYS = 3650;

/**
 * The km a period's spend is divided by, the same on every surface (the Spending card, Insights, the dashboard, MCP
 * get_spend and the assistant): what the odometer counted inside the period (all time: from the first dated item on).
 */
export function spendDistanceIn(readings: readonly OdometerDay[], period: Pick<Period, 'from' | 'to'>, items: readonly { date: string | null }[]): number | null {
  const from = period.from ?? items.map((i) => i.date).filter((d): d is string => !!d).sort()[0];
  return from ? distanceIn(readings, { from, to: period.to }) : null;
}

/** Km driven inside the period by the car's odometer: its last reading in the period less its first. */
export function distanceIn(readings: readonly OdometerDay[], period: Pick<Period, 'from' | 'to'>): number | null {
  const inside = readings.filter((r) => Number.isFinite(r.odometerKm) && isInPeriod(r.date, period)).sort((a, b) => a.date.localeCompare(b.date));
  if (inside.length < 2) return null;
  const km = inside[inside.length - 1].odometerKm - inside[0].odometerKm;
  return km >= 0 ? Math.round(km * 10) / 10 : null;
}

/**
 * What was spent in a period, per currency: everything, service (and tyres) alone, and per category; and the
 * service cost per km driven in the same period, or why there is none.
 */
export function summarizeSpend(items: readonly SpendItem[], period: Period, distanceKm: number | null): SpendSummary {
  const inside = itemsIn(items, period);
  const currencies = currenciesOf(inside);
  const service = inside.filter((i) => SERVICE_SPEND_CATEGORIES.includes(i.category));
  const serviceTotal = sumByCurrency(service, currencies);
  let costPerKm: Amount[] | null = null;
  let missing: SpendSummary['costPerKmMissing'] = null;
  if (distanceKm === null) missing = 'no-distance';
  else if (distanceKm < MIN_COST_PER_KM_DISTANCE) missing = 'not-enough-distance';
  else if (serviceTotal.length === 0) missing = 'no-spend';
  else costPerKm = serviceTotal.map(({ currency, amount }) => ({ currency, amount: Math.round((amount / distanceKm) * 1000) / 1000 }));
  return {
    period: { name: period.name, from: period.from, to: period.to, timeZone: period.timeZone },
    total: sumByCurrency(inside, currencies),
    service: serviceTotal,
    byCategory: SPEND_CATEGORIES.flatMap((category) => {
      const of = inside.filter((i) => i.category === category);
      return of.length ? [{ category, total: sumByCurrency(of, currencies), count: of.length }] : [];
    }),
    count: inside.length,
    serviceCount: service.length,
    distanceKm,
    costPerKm,
    costPerKmMissing: missing,
  };
}
