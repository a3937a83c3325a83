import { describe, expect, it } from 'vitest';
import type { ReminderView } from '@shared/api/reminders';
import { groupReminders, kmFromInput, snoozeChoices, wholeFromInput } from './reminder-display';

const view = (id: string, state: ReminderView['state'], completedAt: string | null = null) => ({ id, state, completedAt }) as ReminderView;

describe('reminder display', () => {
  it('groups what is due, upcoming, snoozed and the history (latest first)', () => {
    const groups = groupReminders([
      view('a', 'overdue'),
      view('b', 'due_soon'),
      view('c', 'upcoming'),
      view('d', 'snoozed'),
      view('e', 'done', '2025-01-01T00:00:00Z'),
      view('f', 'dismissed', '2025-03-01T00:00:00Z'),
    ]);
    expect(Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, v.map((r: ReminderView) => r.id)]))).toEqual({ due: ['a', 'b'], upcoming: ['c'], snoozed: ['d'], history: ['f', 'e'] });
  });

  it.each([
    ['45000', 'km', 45000],
    ['45,000', 'km', 45000],
    ['1000', 'mi', 1609],
    ['', 'km', null],
    ['abc', 'km', null],
    ['-5', 'km', null],
  ] as const)('kmFromInput(%j, %s) = %j', (text, unit, want) => {
    expect(kmFromInput(text, unit)).toBe(want);
  });

  it('reads whole numbers and offers snoozes', () => {
    expect(wholeFromInput('12')).toBe(12);
    expect(wholeFromInput('1.5')).toBeNull();
    expect(wholeFromInput('0')).toBeNull();
    expect(snoozeChoices('2025-06-15')).toEqual([
      { label: '1 week', until: '2025-06-22' },
      { label: '1 month', until: '2025-07-15' },
    ]);
  });
});
