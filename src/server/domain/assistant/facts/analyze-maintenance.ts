import type { DueItem, DueUrgency } from '../../../../shared/api/facts';
import type { ServiceKind } from '../../../../shared/api/service-log';
import { DEFAULT_LEAD } from '../../../../shared/reminders';
import { dueOf } from '../../vehicle-facts';
import { kindOfStored } from '../../service-log/service-kinds';
import { describeDueItem } from '../wording/fact-text';
import { wordingFor, type Wording } from '../wording/wording';
import type { VehicleContext } from './types';

/** A due item as the assistant says it: the fact (vehicle-facts' due list) with its words in the owner's language. */
export interface MaintenanceItem extends Omit<DueItem, 'label'> {
  /** the plain label ("Scheduled service", "Cambio de aceite"), or the owner's title */
  what: string;
  /** overdue, due soon, later, snoozed, recorded */
  status: string;
  /** when it falls due, in words */
  when: string;
  /** where it comes from, in words ("from the car's own report (Nov 22, 2026, 08:00)") */
  from: string;
  /** the item in one sentence */
  reason: string;
}

export interface MaintenanceAnalysis {
  /** everything due on the car, most urgent first: the due list every screen shows */
  items: MaintenanceItem[];
  lastService: { date: string; type: string; mileage: number | null } | null;
  /**
   * @deprecated the dashboard's analysis tile until it reads facts spend: the last recorded cost of the same work,
   * for the items due now (amounts in any currency, not a spend figure).
   */
  totalEstimatedCost: number;
  serviceCount: number;
  summary: string;
}

const SERVICE_DOCUMENT_TYPES = new Set(['service_invoice', 'oil_change_receipt', 'maintenance']);

/** What is due on the car and its last service, as the facts say: the assistant adds no due item of its own. */
export function analyzeMaintenance(ctx: VehicleContext): MaintenanceAnalysis {
  const w = wordingFor(ctx);
  const items = dueOf(ctx).map((item) => toMaintenanceItem(item, ctx, w));
  const lastService = findLastService(ctx, w);
  const serviceCount = ctx.maintenance.length + ctx.documents.filter((d) => SERVICE_DOCUMENT_TYPES.has(d.processedData?.documentType ?? '')).length;
  return {
    items,
    lastService,
    totalEstimatedCost: estimateDueWork(ctx, items),
    serviceCount,
    summary: summarize(ctx, w, items, lastService),
  };
}

function toMaintenanceItem(item: DueItem, ctx: VehicleContext, w: Wording): MaintenanceItem {
  const { label: _label, ...fact } = item;
  const text = describeDueItem(item, ctx, w);
  return { ...fact, what: text.what, status: text.urgency, when: text.when, from: text.from, reason: text.sentence };
}

export const isDueNow = (i: Pick<DueItem, 'urgency'>) => i.urgency === 'overdue' || i.urgency === 'due_soon';

const byUrgency = (items: MaintenanceItem[], urgency: DueUrgency) => items.filter((i) => i.urgency === urgency);

function findLastService(ctx: VehicleContext, w: Wording): MaintenanceAnalysis['lastService'] {
  const candidates: { date: string; type: string; mileage: number | null }[] = [];
  // the owner's words for the work, else its kind in plain words (never 'oil_change')
  const kind = (r: VehicleContext['maintenance'][number]) => w.t.facts.serviceKinds[r.kind ?? kindOfStored(r.type, r.description)];
  for (const r of ctx.maintenance) if (r.date) candidates.push({ date: r.date, type: r.description ?? kind(r), mileage: r.mileage });
  const fromRecords = new Set(ctx.maintenance.flatMap((r) => (r.documentId ? [r.documentId] : [])));
  for (const d of ctx.documents) {
    const info = d.processedData?.serviceInfo;
    if (info?.serviceDate && !fromRecords.has(d.id))
      candidates.push({ date: info.serviceDate, type: info.services && info.services.length > 0 ? info.services.join(', ') : 'service', mileage: info.mileage ?? null });
  }
  const past = candidates.filter((c) => c.date <= ctx.today);
  past.sort((a, b) => b.date.localeCompare(a.date));
  return past[0] ?? null;
}

/** The service-log kind a due kind is the same work as. */
const RECORD_KIND: Partial<Record<DueItem['kind'], ServiceKind>> = { oil_change: 'oil_change', brake_service: 'brakes', tire_rotation: 'tires', inspection_due: 'inspection' };

function estimateDueWork(ctx: VehicleContext, items: MaintenanceItem[]): number {
  let sum = 0;
  for (const item of items.filter(isDueNow)) {
    const kind = RECORD_KIND[item.kind];
    const last = ctx.maintenance.filter((r) => kind && r.kind === kind && r.cost !== null).sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))[0];
    sum += last?.cost ?? 0;
  }
  return Math.round(sum * 100) / 100;
}

function summarize(ctx: VehicleContext, w: Wording, items: MaintenanceItem[], lastService: MaintenanceAnalysis['lastService']): string {
  const t = w.t.maintenance.summary;
  if (items.length === 0 && !lastService) return t.nothingOnFile(ctx.name);
  const overdue = byUrgency(items, 'overdue');
  const soon = byUrgency(items, 'due_soon');
  const sentences: string[] = [];
  if (overdue.length + soon.length === 0) {
    const window = ctx.window ?? DEFAULT_LEAD;
    sentences.push(items.length > 0 ? t.nothingDue(ctx.name, t.window(window.days, w.distance(window.km, ctx.unit))) : t.nothingScheduled(ctx.name));
  }
  else {
    const counts = w.list([overdue.length ? t.overdueCount(overdue.length) : '', soon.length ? t.soonCount(soon.length) : ''].filter(Boolean));
    sentences.push(t.has(ctx.name, counts, w.list([...overdue, ...soon].map((i) => w.lowerFirst(i.what)))));
  }
  for (const waiting of byUrgency(items, 'waiting')) sentences.push(`${waiting.what}: ${waiting.when}.`);
  if (lastService) {
    const at = lastService.mileage !== null ? w.distance(lastService.mileage, ctx.unit) : null;
    sentences.push(t.lastService(lastService.type, w.date(lastService.date), at));
  } else sentences.push(t.noPastService);
  const later = items.filter((i) => i.urgency === 'upcoming' || i.urgency === 'snoozed').length;
  if (later > 0) sentences.push(t.later(later));
  return sentences.join(' ');
}
