import { DOCUMENT_FACT_LABELS, type DocumentFactView } from './api/facts';
import { formatIsoDate, isValidIsoDate } from './format-date';
import { formatDistance, type DistanceUnit } from './units';

type FactValue = DocumentFactView['value'];

/** A document fact's value for the screens: "Mar 15, 2027", "CDE4471", "Apr 2, 2027 or at 100,000 km". */
export function describeFactValue(value: FactValue, unit: DistanceUnit): string {
  if (typeof value === 'string') return isValidIsoDate(value) ? formatIsoDate(value) : value;
  const parts = [value.date ? formatIsoDate(value.date) : null, value.km !== null ? `at ${formatDistance(value.km, unit)}` : null].filter(Boolean);
  return parts.join(' or ') || '—';
}

/**
 * What each document involved in a disagreement is told, by document id: the one in force says which others disagree,
 * each other one says what the one in force states instead.
 */
export function conflictFlags(conflicts: readonly DocumentFactView[], unit: DistanceUnit): Map<string, string[]> {
  const flags = new Map<string, string[]>();
  const add = (id: string, text: string) => flags.set(id, [...(flags.get(id) ?? []), text]);
  for (const fact of conflicts) {
    const label = DOCUMENT_FACT_LABELS[fact.fact];
    const used = `${fact.source.name} says ${describeFactValue(fact.value, unit)}`;
    const others = fact.conflicts.map((c) => `${c.source.name} says ${describeFactValue(c.value, unit)}`);
    add(fact.source.id, `${label}: ${used} and is used${fact.chosenBy === 'owner' ? ' (your choice)' : ''}; ${others.join('; ')}.`);
    for (const c of fact.conflicts) add(c.source.id, `${label}: ${c.source.name} says ${describeFactValue(c.value, unit)}, but ${used} and is used. Check this document.`);
  }
  return flags;
}
