import type { DueItem, SpendItemView, SpendSummary } from '../../../shared/api/facts';
import type { Db } from '../../db/connection';
import { saveFactChoice } from '../../db/repositories';
import type { User, Vehicle } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { TelemetryService } from '../telemetry/telemetry-service';
import type { VehicleAccess } from '../vehicles/vehicle-access';
import { refreshDocumentFacts } from './document-facts-store';
import { DOCUMENT_FACTS, listConflicts, type DocumentFact, type DocumentFactKey, type DocumentsInForce } from './documents-in-force';
import { sortDue } from './due';
import { documentsInForceOf, dueOf, odometerDaysOf, spendItemsOf } from './index';
import { buildVehicleContexts, type ContextOptions } from './load-inputs';
import { DEFAULT_TIME_ZONE, ownerClock, periodFor, type Period, type PeriodName } from './periods';
import { daysBetween } from '../../../shared/format-date';
import { mapWithConcurrency } from '../telemetry/ttl-cache';
import { itemsIn, SPEND_HISTORY_DAYS, spendDistanceIn, summarizeSpend } from './spend';

export interface FactsDeps {
  db: Db;
  telemetry: TelemetryService;
  vehicles: VehicleAccess;
  concurrency: number;
  now?: () => Date;
}

/** The service every surface asks for facts: it loads a request's inputs once, then the facts' pure functions answer. */
export function createVehicleFacts(deps: FactsDeps) {
  const now = () => deps.now?.() ?? new Date();

  async function chosen(user: User, tokenId?: number): Promise<Vehicle[]> {
    const all = await deps.vehicles.list(user);
    if (tokenId === undefined) return all;
    const one = all.filter((v) => v.tokenId === tokenId);
    if (one.length === 0) throw notFound('Vehicle');
    return one;
  }

  /** The owner's days as the loaded contexts count them (their zone, else their car's). */
  const clockOf = (user: User, ctxs: readonly { today: string; timeZone?: string }[]) =>
    ctxs[0] ? { today: ctxs[0].today, timeZone: ctxs[0].timeZone ?? DEFAULT_TIME_ZONE } : ownerClock(user, now());

  const contexts = (user: User, vehicles: Vehicle[], opts: ContextOptions = {}) => buildVehicleContexts(deps, user, vehicles, now(), opts);

  /** Km the vehicles drove in the period by their odometers (all time: since the first dated item); null when unknown. */
  async function distanceOf(vehicles: Vehicle[], period: Period, items: readonly SpendItemView[]): Promise<number | null> {
    const from = period.from ?? items.map((i) => i.date).filter((d): d is string => !!d).sort()[0];
    if (!from) return null;
    const days = Math.min(SPEND_HISTORY_DAYS, daysBetween(from, period.to) + 2);
    const distances = await mapWithConcurrency(vehicles, deps.concurrency, async (v) => {
      if (v.source !== 'provider') return null;
      // the daily series' odometers alone: the same figure as the assistant's, without a year of every other signal
      const daily = await deps.telemetry.dailyOdometer(v.tokenId, { days, timeZone: period.timeZone });
      return daily.ok ? spendDistanceIn(odometerDaysOf({ daily: daily.value }), { from, to: period.to }, items) : null;
    });
    const known = distances.filter((d): d is number => d !== null);
    return known.length ? Math.round(known.reduce((a, b) => a + b, 0) * 10) / 10 : null;
  }

  return {
    contexts,

    /** Everything due on the owner's vehicles (or one), most urgent first. */
    async due(user: User, opts: { tokenId?: number; refresh?: boolean } = {}): Promise<DueItem[]> {
      const vehicles = await chosen(user, opts.tokenId);
      const ctxs = await contexts(user, vehicles, { history: false, refresh: opts.refresh });
      return sortDue(ctxs.flatMap((c) => dueOf(c)), ctxs[0]?.today);
    },

    /** What is due on each of the given vehicles (already the owner's), and what their documents set, by vehicle id. */
    async factsByVehicle(user: User, vehicles: Vehicle[], opts: { refresh?: boolean } = {}): Promise<Map<string, { due: DueItem[]; documents: DocumentsInForce }>> {
      const ctxs = await contexts(user, vehicles, { history: false, refresh: opts.refresh });
      return new Map(
        ctxs.map((c) => {
          const documents = documentsInForceOf(c);
          return [c.id!, { due: dueOf(c, documents), documents }];
        }),
      );
    },

    /** The facts one vehicle's documents set, with their conflicts. */
    async documents(user: User, tokenId: number): Promise<{ facts: DocumentFact[]; conflicts: DocumentFact[] }> {
      const [ctx] = await contexts(user, await chosen(user, tokenId), { history: false });
      const inForce = documentsInForceOf(ctx);
      return { facts: DOCUMENT_FACTS.flatMap((f) => (inForce[f] ? [inForce[f] as DocumentFact] : [])), conflicts: listConflicts(inForce) };
    },

    /** Every fact on which the owner's documents disagree, on all their vehicles (from the facts kept on each vehicle). */
    async conflicts(user: User): Promise<(DocumentFact & { tokenId: number; vehicleName: string })[]> {
      const vehicles = await deps.vehicles.list(user);
      return vehicles.flatMap((v) => listConflicts(v.documentFacts ?? {}).map((c) => ({ ...c, tokenId: v.tokenId, vehicleName: v.name })));
    },

    /** The owner settles a conflict: this document's value is used for the fact from now on. */
    async chooseDocument(user: User, tokenId: number, fact: DocumentFactKey, documentId: string): Promise<DocumentsInForce> {
      const [vehicle] = await chosen(user, tokenId);
      if (!(await saveFactChoice(deps.db, user.id, vehicle.id, fact, documentId))) throw notFound('Document');
      const inForce = await refreshDocumentFacts(deps.db, user.id, vehicle.id, user.distanceUnit === 'mi' ? 'mi' : 'km');
      if (inForce[fact]?.source.id !== documentId) throw new AppError('BAD_REQUEST', 'That document does not state this fact.');
      return inForce;
    },

    /**
     * What was spent in a named period on the owner's vehicles (or one), from one load of their inputs: in all (as
     * `spend` gives it), on each vehicle (in the order of `vehicles`), and every item paid, all time, for charts of
     * other periods.
     */
    async spendByVehicle(
      user: User,
      opts: { tokenId?: number; period: PeriodName },
    ): Promise<{ spend: SpendSummary; vehicles: { tokenId: number; spend: SpendSummary }[]; paid: SpendItemView[] }> {
      const vehicles = await chosen(user, opts.tokenId);
      const ctxs = await contexts(user, vehicles, { history: false, records: true });
      const period = periodFor(opts.period, clockOf(user, ctxs));
      const itemsOf = ctxs.map((c) => spendItemsOf(c));
      const paid = itemsOf.flat();
      const each = await mapWithConcurrency(vehicles, deps.concurrency, async (v, i) => ({
        tokenId: v.tokenId,
        spend: summarizeSpend(itemsOf[i], period, await distanceOf([v], period, itemsIn(itemsOf[i], period))),
      }));
      // A period with a first day: the fleet drove what its vehicles drove (as distanceOf adds them). All time starts
      // at the fleet's first item, not each vehicle's, so it is read again.
      const known = each.flatMap((e) => (e.spend.distanceKm === null ? [] : [e.spend.distanceKm]));
      const fleetKm = period.from === null ? await distanceOf(vehicles, period, itemsIn(paid, period)) : known.length ? Math.round(known.reduce((a, b) => a + b, 0) * 10) / 10 : null;
      return { spend: summarizeSpend(paid, period, fleetKm), vehicles: each, paid };
    },

    /** Everything paid for one of the owner's vehicles, all time (undated too), each with its category, currency and source. */
    async spendItems(user: User, tokenId: number): Promise<SpendItemView[]> {
      const ctxs = await contexts(user, await chosen(user, tokenId), { history: false, records: true });
      return ctxs.flatMap((c) => spendItemsOf(c));
    },

    /** What was spent on the owner's vehicles (or one) in a named period, with the items counted. */
    async spend(user: User, opts: { tokenId?: number; period: PeriodName }): Promise<SpendSummary & { items: SpendItemView[] }> {
      const vehicles = await chosen(user, opts.tokenId);
      const ctxs = await contexts(user, vehicles, { history: false, records: true });
      const period = periodFor(opts.period, clockOf(user, ctxs));
      const items = ctxs.flatMap((c) => spendItemsOf(c));
      const inside = itemsIn(items, period);
      return { ...summarizeSpend(items, period, await distanceOf(vehicles, period, inside)), items: inside };
    },
  };
}
export type VehicleFactsService = ReturnType<typeof createVehicleFacts>;

/** The item a vehicle's card and tile show as "next due": the most urgent that is not snoozed. */
export function nextDueOf(items: readonly DueItem[] | undefined): DueItem | null {
  return items?.find((i) => i.urgency !== 'snoozed') ?? null;
}
