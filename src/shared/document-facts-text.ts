import { DOCUMENT_FACT_LABELS, type DocumentFactView, type FactSourceView } from './api/facts';
import { formatIsoDate, formatMoment, isValidIsoDate } from './format-date';
import { formatDistance, type DistanceUnit } from './units';

type FactValue = DocumentFactView['value'];

/** A document fact's value for the screens: "Mar 15, 2027", "CDE4471", "Apr 2, 2027 or at 100,000 km". */
export function describeFactValue(value: FactValue, unit: DistanceUnit): string {
  if (typeof value === 'string') return isValidIsoDate(value) ? formatIsoDate(value) : value;
  const parts = [value.date ? formatIsoDate(value.date) : null, value.km !== null ? `at ${formatDistance(value.km, unit)}` : null].filter(Boolean);
  return parts.join(' or ') || '—';
}

/** What one document states for a fact. */
export type DocumentStatement = { value: FactValue; source: FactSourceView };

const uploaded = (source: FactSourceView) => (source.observedAt ? ` (uploaded ${formatMoment(source.observedAt, undefined, { time: false })})` : '');
const listNames = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * A disagreement between documents, the one way every screen writes it: what the document in force says, what each
 * other one says (with its upload day), which is used and what to check. "registration-card.pdf says Mar 15, 2027;
 * inspection-report.pdf (uploaded Nov 27, 2026) says Dec 31, 2035. registration-card.pdf is used; check
 * inspection-report.pdf."
 */
export function describeDocumentConflict(used: DocumentStatement, others: readonly DocumentStatement[], unit: DistanceUnit, chosenBy: DocumentFactView['chosenBy'] = 'authority'): string {
  const said = others.map((o) => `${o.source.name}${uploaded(o.source)} says ${describeFactValue(o.value, unit)}`);
  const verdict = chosenBy === 'owner' ? `${used.source.name} is used, as you chose.` : `${used.source.name} is used; check ${listNames(others.map((o) => o.source.name))}.`;
  return `${used.source.name} says ${describeFactValue(used.value, unit)}; ${said.join('; ')}. ${verdict}`;
}

/** What each document involved in a disagreement is told, by document id: the fact and the disagreement, on each of them. */
export function conflictFlags(conflicts: readonly DocumentFactView[], unit: DistanceUnit): Map<string, string[]> {
  const flags = new Map<string, string[]>();
  const add = (id: string, text: string) => flags.set(id, [...(flags.get(id) ?? []), text]);
  for (const fact of conflicts) {
    const text = `${DOCUMENT_FACT_LABELS[fact.fact]}: ${describeDocumentConflict(fact, fact.conflicts, unit, fact.chosenBy)}`;
    for (const id of [fact.source.id, ...fact.conflicts.map((c) => c.source.id)]) add(id, text);
  }
  return flags;
}
