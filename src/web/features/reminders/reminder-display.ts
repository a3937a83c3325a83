import type { ReminderView } from '@shared/api/reminders';
import { addDays } from '@shared/format-date';
import { REMINDER_STATE_LABELS, type ReminderState } from '@shared/reminders';
import { milesToKm, type DistanceUnit } from '@shared/units';

export type BadgeVariant = 'destructive' | 'warning' | 'secondary' | 'outline' | 'success';

export const STATE_BADGE: Record<ReminderState, BadgeVariant> = {
  overdue: 'destructive',
  due_soon: 'warning',
  upcoming: 'secondary',
  snoozed: 'outline',
  done: 'success',
  dismissed: 'outline',
};

export function stateLabel(state: ReminderState): string {
  return REMINDER_STATE_LABELS[state];
}

export interface ReminderGroups {
  /** Overdue, then due soon: what needs the owner now. */
  due: ReminderView[];
  upcoming: ReminderView[];
  snoozed: ReminderView[];
  /** Done and dismissed, latest first. */
  history: ReminderView[];
}

/** Splits a list (already sorted overdue first) into what the page shows under each heading. */
export function groupReminders(list: readonly ReminderView[]): ReminderGroups {
  const groups: ReminderGroups = { due: [], upcoming: [], snoozed: [], history: [] };
  for (const r of list) {
    if (r.state === 'overdue' || r.state === 'due_soon') groups.due.push(r);
    else if (r.state === 'upcoming') groups.upcoming.push(r);
    else if (r.state === 'snoozed') groups.snoozed.push(r);
    else groups.history.push(r);
  }
  groups.history.sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
  return groups;
}

/** A distance typed in the owner's unit, as whole km; null when blank or not a number. */
export function kmFromInput(text: string, unit: DistanceUnit): number | null {
  const trimmed = text.replace(/[\s,]/g, '');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0) return null;
  return Math.round(unit === 'mi' ? milesToKm(value) : value);
}

/** A whole number typed in a field, or null when blank or not a positive whole number. */
export function wholeFromInput(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 ? value : null;
}

/** The snooze choices offered, as dates from today. */
export function snoozeChoices(today: string): { label: string; until: string }[] {
  return [
    { label: '1 week', until: addDays(today, 7) },
    { label: '1 month', until: addDays(today, 30) },
  ];
}
