import type { DueItem, DueUrgency } from '../../../../shared/api/facts';
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
  summary: string;
}

/** What is due on the car and its last service, as the facts say: the assistant adds no due item of its own. */
export function analyzeMaintenance(ctx: VehicleContext): MaintenanceAnalysis {
  const w = wordingFor(ctx);
  const items = dueOf(ctx).map((item) => toMaintenanceItem(item, ctx, w));
  const lastService = findLastService(ctx, w);
  return {
    items,
    lastService,
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
