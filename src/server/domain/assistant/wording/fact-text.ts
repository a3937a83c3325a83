/**
 * How the assistant says the one-truth facts (vehicle-facts): a due item, where a fact comes from, and two documents
 * that disagree. Facts carry data only; these put them into the owner's language.
 */
import { DUE_KIND_LABELS, type DueItem, type FactSourceView } from '../../../../shared/api/facts';
import { documentRole, type DocumentFact, type NextServiceValue } from '../../vehicle-facts/documents-in-force';
import type { VehicleContext } from '../facts/types';
import { countDaysBetween, toDay } from './format';
import type { Wording } from './wording';

/** A due item in words: its plain label, its urgency, when it falls due and where that comes from. */
export interface DueText {
  what: string;
  urgency: string;
  when: string;
  from: string;
  /** one sentence: "Scheduled service (due soon): in 345 km (at 45,555 km), from the car's own report (Nov 22, 2026, 08:00)." */
  sentence: string;
}

export function describeDueItem(item: DueItem, ctx: VehicleContext, w: Wording): DueText {
  const f = w.t.facts;
  // the owner's own title names a reminder everywhere; otherwise its kind, in the owner's language
  const titled = item.kind === 'custom' || item.label !== DUE_KIND_LABELS[item.kind];
  const what = titled ? item.label : f.dueKinds[item.kind];
  const when = describeDueWhen(item, ctx, w);
  const from = describeSources(item.sources, ctx, w);
  const urgency = f.urgency[item.urgency];
  return { what, urgency, when, from, sentence: f.item(what, urgency, when, from) };
}

function describeDueWhen(item: DueItem, ctx: VehicleContext, w: Wording): string {
  const t = w.t.facts.when;
  if (item.waitingFor === 'service_counter_reset') return t.waiting(item.kmLeft !== null && item.kmLeft > 0 ? w.distance(item.kmLeft, ctx.unit) : null);
  if (item.kind === 'workshop') return t.workshop(w.list(item.troubleCodes.map((c) => `${c.code} (${w.t.severity[c.severity as keyof typeof w.t.severity] ?? c.severity})`)), item.troubleCodes.length);
  const parts: string[] = [];
  if (item.dueDate) {
    const days = item.daysLeft ?? countDaysBetween(ctx.today, item.dueDate) ?? 0;
    parts.push(days < 0 ? t.wasOn(w.date(item.dueDate), w.relativeDays(days)) : t.onDate(w.date(item.dueDate), w.relativeDays(days)));
  }
  // the car's own countdown says how far, not at what reading (that would be a sum of two signals, not a fact)
  const at = item.dueOdometerKm !== null && item.kind !== 'car_service' && !item.sources.some((s) => s.kind === 'signal') ? w.distance(item.dueOdometerKm, ctx.unit) : null;
  if (item.kmLeft !== null) parts.push(item.kmLeft <= 0 ? t.overdueBy(w.distance(-item.kmLeft, ctx.unit), at) : t.inDistance(w.distance(item.kmLeft, ctx.unit), at));
  else if (at !== null) parts.push(t.atOdometer(at));
  // a distance not yet reached comes with the date the due list, the Reminders page and the calendar predict for it
  if (item.predictedDate && !item.dueDate && (item.kmLeft === null || item.kmLeft > 0)) parts.push(t.expected(w.date(item.predictedDate)));
  return parts.length ? parts.join('; ') : t.unknown;
}

/** "from the car's own report (Nov 22, 2026, 08:00) and your reminder". */
export function describeSources(sources: readonly FactSourceView[], ctx: VehicleContext, w: Wording): string {
  const named = [...new Set(sources.map((s) => describeSource(s, ctx, w)))];
  return named.length ? w.t.facts.source.from(w.list(named)) : '';
}

export function describeSource(source: FactSourceView, ctx: VehicleContext, w: Wording): string {
  const t = w.t.facts.source;
  switch (source.kind) {
    case 'signal':
      return t.signal(source.observedAt ? w.moment(source.observedAt, ctx.timeZone) : null);
    case 'document':
      return t.document(roleOf(source.id, ctx, w), source.name);
    case 'record':
      return t.record(source.name, source.observedAt ? w.date(toDay(source.observedAt)) : null);
    case 'owner':
      return t.owner;
    default:
      return t.reminder;
  }
}

/** What a document is, in words ("registration card"), as the facts read it. */
export function roleOf(documentId: string, ctx: VehicleContext, w: Wording): string {
  const doc = ctx.documents.find((d) => d.id === documentId);
  return w.t.facts.roles[doc ? documentRole(doc) : 'other'];
}

/** A document fact's value in words: a date, a plate, or the next service by date and distance. */
export function describeFactValue(value: string | NextServiceValue, ctx: VehicleContext, w: Wording): string {
  if (typeof value !== 'string') return w.list([value.date ? w.date(value.date) : '', value.km !== null ? w.distance(value.km, ctx.unit) : ''].filter(Boolean));
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? w.date(value) : value;
}

/** One sentence per document that disagrees with the one in force: both values, both documents, which is used. */
export function describeConflicts(fact: DocumentFact, ctx: VehicleContext, w: Wording): string[] {
  return fact.conflicts.map((c) =>
    w.t.facts.conflict({
      role: roleOf(fact.source.id, ctx, w),
      name: fact.source.name,
      value: describeFactValue(fact.value, ctx, w),
      otherRole: roleOf(c.source.id, ctx, w),
      otherName: c.source.name,
      uploaded: c.source.observedAt ? w.date(toDay(c.source.observedAt)) : '',
      otherValue: describeFactValue(c.value, ctx, w),
      byOwner: fact.chosenBy === 'owner',
    }),
  );
}
