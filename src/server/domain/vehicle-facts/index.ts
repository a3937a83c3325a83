import type { DueItem } from '../../../shared/api/facts';
import { DEFAULT_LEAD } from '../../../shared/reminders';
import { findDocumentsInForce, type DocumentsInForce } from './documents-in-force';
import { listDue } from './due';
import type { VehicleInputs } from './inputs';
import { readOdometerKm } from './readings';
import { distanceIn, listSpendItems, spendDistanceIn, type OdometerDay, type SpendItem } from './spend';
import type { Period } from './periods';
import { addDays } from '../../../shared/format-date';
import { kindOfStored } from '../service-log/service-kinds';

export * from './documents-in-force';
export * from './due';
export * from './periods';
export * from './sources';
export * from './spend';
export type { VehicleInputs } from './inputs';

/** The facts documents set for the car: each from the document with authority, or the owner's pick. */
export function documentsInForceOf(ctx: VehicleInputs): DocumentsInForce {
  return ctx.documentFacts ?? findDocumentsInForce(ctx.documents, new Map(Object.entries(ctx.documentChoices ?? {})));
}

/** Everything due on the car, most urgent first (see listDue). */
export function dueOf(ctx: VehicleInputs, documents: DocumentsInForce = documentsInForceOf(ctx)): DueItem[] {
  return listDue({
    vehicle: { id: ctx.id ?? String(ctx.tokenId), tokenId: ctx.tokenId, name: ctx.name },
    today: ctx.today,
    odometerKm: readOdometerKm(ctx),
    latest: ctx.latest,
    reminders: ctx.reminders ?? [],
    documents,
    lastServiceDate: ctx.lastServiceDate ?? null,
    window: ctx.window ?? DEFAULT_LEAD,
  });
}

/** Everything paid for the car (records, service documents without a record, insurance premiums). */
export function spendItemsOf(ctx: VehicleInputs): SpendItem[] {
  return listSpendItems(
    ctx.maintenance.map((m, i) => ({
      id: m.id ?? `record-${i}`,
      kind: m.kind ?? kindOfStored(m.type, m.description),
      type: m.type,
      description: m.description,
      cost: m.cost,
      currency: m.currency ?? null,
      date: m.date,
      documentId: m.documentId ?? null,
    })),
    ctx.documents,
  );
}

/**
 * The km a period's spend is divided by for one car's context: the long daily odometer when it was read (as the
 * facts' spend reads it, so the assistant says the Spending card's figure), else the daily series when it reaches
 * back to the period's start, else unknown.
 */
export function spendDistanceOf(ctx: Pick<VehicleInputs, 'daily' | 'spendOdometer'>, period: Period, items: readonly { date: string | null }[]): number | null {
  if (ctx.spendOdometer) return spendDistanceIn(odometerDaysOf({ daily: ctx.spendOdometer }), period, items);
  const days = odometerDaysOf(ctx);
  if (days.length === 0 || (period.from !== null && days[0].date > addDays(period.from, 1))) return null;
  return distanceIn(days, period);
}

/** The car's odometer per owner's day (the day's highest), oldest first. */
export function odometerDaysOf(ctx: { daily: readonly Pick<VehicleInputs['daily'][number], 'date' | 'odometer'>[] }): OdometerDay[] {
  return ctx.daily.flatMap((d) => (d.odometer !== null && Number.isFinite(d.odometer) ? [{ date: d.date, odometerKm: d.odometer }] : []));
}
