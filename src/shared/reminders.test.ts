import { describe, expect, it } from 'vitest';
import {
  addMonths,
  computeReminderState,
  DEFAULT_LEAD,
  describeDue,
  describePrediction,
  kmLeftTo,
  nextRecurrence,
  predictDueDate,
  reminderMessage,
  sortReminders,
  type ReminderDue,
  type ReminderState,
} from './reminders';

const TODAY = '2025-06-15';
const open = (over: Partial<ReminderDue>): ReminderDue => ({ state: 'upcoming', dueDate: null, dueOdometerKm: null, snoozedUntil: null, ...over });

describe('computeReminderState', () => {
  const cases: { name: string; r: ReminderDue; odometerKm?: number | null; predictedDate?: string | null; lead?: { days: number; km: number }; want: ReminderState }[] = [
    { name: 'date far ahead', r: open({ dueDate: '2025-09-01' }), want: 'upcoming' },
    { name: 'date 31 days ahead', r: open({ dueDate: '2025-07-16' }), want: 'upcoming' },
    { name: 'date 30 days ahead (window edge)', r: open({ dueDate: '2025-07-15' }), want: 'due_soon' },
    { name: 'date today', r: open({ dueDate: TODAY }), want: 'due_soon' },
    { name: 'date yesterday', r: open({ dueDate: '2025-06-14' }), want: 'overdue' },
    { name: 'owner window of 7 days', r: open({ dueDate: '2025-06-30' }), lead: { days: 7, km: 1000 }, want: 'upcoming' },
    { name: 'distance far', r: open({ dueOdometerKm: 50_000 }), odometerKm: 40_000, want: 'upcoming' },
    { name: 'distance inside 1,000 km', r: open({ dueOdometerKm: 50_000 }), odometerKm: 49_000, want: 'due_soon' },
    { name: 'distance reached', r: open({ dueOdometerKm: 50_000 }), odometerKm: 50_000, want: 'overdue' },
    { name: 'distance passed', r: open({ dueOdometerKm: 50_000 }), odometerKm: 51_200, want: 'overdue' },
    { name: 'distance without a live odometer', r: open({ dueOdometerKm: 50_000 }), odometerKm: null, want: 'upcoming' },
    { name: 'distance predicted inside the window', r: open({ dueOdometerKm: 50_000 }), odometerKm: 45_000, predictedDate: '2025-07-01', want: 'due_soon' },
    { name: 'date or distance: the distance comes first', r: open({ dueDate: '2026-01-01', dueOdometerKm: 50_000 }), odometerKm: 50_100, want: 'overdue' },
    { name: 'date or distance: the date comes first', r: open({ dueDate: '2025-06-01', dueOdometerKm: 90_000 }), odometerKm: 50_000, want: 'overdue' },
    { name: 'done stays done', r: open({ state: 'done', dueDate: '2025-01-01' }), want: 'done' },
    { name: 'dismissed stays dismissed', r: open({ state: 'dismissed', dueDate: '2025-01-01' }), want: 'dismissed' },
    { name: 'snoozed until later', r: open({ state: 'snoozed', dueDate: '2025-01-01', snoozedUntil: '2025-06-20' }), want: 'snoozed' },
    { name: 'snooze ended today', r: open({ state: 'snoozed', dueDate: '2025-01-01', snoozedUntil: TODAY }), want: 'overdue' },
    { name: 'overdue back to upcoming after the date moved', r: open({ state: 'overdue', dueDate: '2026-06-01' }), want: 'upcoming' },
  ];
  it.each(cases)('$name -> $want', ({ r, odometerKm = null, predictedDate = null, lead = DEFAULT_LEAD, want }) => {
    expect(computeReminderState(r, { today: TODAY, odometerKm, lead, predictedDate })).toBe(want);
  });
});

describe('kmLeftTo', () => {
  it('counts from the odometer as every screen shows it, whole km, so the half km between two readings says the same everywhere', () => {
    // 46,564.5 km shows as 46,565: 3,000 km left, not 3,000.5 rounded up to 3,001
    expect(kmLeftTo(49_565, 46_564.5)).toBe(3_000);
    expect(kmLeftTo(49_565, 46_565)).toBe(3_000);
    expect(kmLeftTo(49_565, 49_564.6)).toBe(0);
    expect(describeDue({ dueDate: null, dueOdometerKm: 49_565 }, { today: TODAY, odometerKm: 46_564.5, prediction: null, unit: 'km' })).toBe('at 49,565 km (in 3,000 km)');
    expect(computeReminderState(open({ dueOdometerKm: 49_565 }), { today: TODAY, odometerKm: 49_564.6, lead: DEFAULT_LEAD, predictedDate: null })).toBe('overdue');
  });
});

describe('predictDueDate', () => {
  const daily = (days: number, startKm: number, kmPerDay: number, endDate = TODAY) =>
    Array.from({ length: days + 1 }, (_, i) => {
      const d = new Date(Date.parse(`${endDate}T00:00:00Z`) - (days - i) * 86_400_000).toISOString().slice(0, 10);
      return { date: d, odometerKm: startKm + i * kmPerDay };
    });
  const cases: { name: string; history: { date: string; odometerKm: number }[]; due: number; odometerKm: number | null; want: { days: number; kmPerWeek: number; date: string } | null }[] = [
    {
      name: '30 days at 1,150 km/week',
      history: daily(30, 40_000, 1150 / 7),
      due: 40_000 + 30 * (1150 / 7) + 3_778,
      odometerKm: null,
      want: { days: 23, kmPerWeek: 1150, date: '2025-07-08' },
    },
    { name: '7 days of history is enough', history: daily(7, 10_000, 100), due: 10_700 + 1_000, odometerKm: 10_700, want: { days: 10, kmPerWeek: 700, date: '2025-06-25' } },
    { name: 'two days is the least', history: daily(2, 10_000, 50), due: 10_200, odometerKm: 10_100, want: { days: 2, kmPerWeek: 350, date: '2025-06-17' } },
    { name: 'one day is too little', history: daily(1, 10_000, 50), due: 10_200, odometerKm: 10_050, want: null },
    { name: 'a single reading', history: [{ date: TODAY, odometerKm: 5 }], due: 100, odometerKm: 5, want: null },
    { name: 'the car has not moved', history: daily(10, 10_000, 0), due: 12_000, odometerKm: 10_000, want: null },
    { name: 'already reached', history: daily(10, 10_000, 100), due: 10_500, odometerKm: 11_000, want: null },
    {
      name: 'readings older than 30 days are left out',
      history: [{ date: '2025-01-01', odometerKm: 0 }, ...daily(10, 20_000, 10)],
      due: 20_100 + 700,
      odometerKm: 20_100,
      want: { days: 70, kmPerWeek: 70, date: '2025-08-24' },
    },
    { name: 'the live odometer ahead of the last reading counts', history: daily(10, 20_000, 100), due: 22_000, odometerKm: 21_500, want: { days: 5, kmPerWeek: 700, date: '2025-06-20' } },
  ];
  it.each(cases)('$name', ({ history, due, odometerKm, want }) => {
    expect(predictDueDate({ dueOdometerKm: due, odometerKm, history, today: TODAY })).toEqual(want);
  });

  it('says it the way the owner reads it', () => {
    expect(describePrediction({ date: '2025-07-08', days: 23, kmPerWeek: 1150 })).toBe('in about 23 days (at 1,150 km/week)');
    expect(describePrediction({ date: '2025-06-16', days: 1, kmPerWeek: 1609 }, 'mi')).toBe('in about 1 day (at 1,000 mi/week)');
  });
});

describe('nextRecurrence', () => {
  const cases: { name: string; rec: { intervalKm: number | null; intervalMonths: number | null }; done: { date: string; odometerKm: number | null }; want: { dueDate: string | null; dueOdometerKm: number | null } | null }[] = [
    { name: '10,000 km or 12 months', rec: { intervalKm: 10_000, intervalMonths: 12 }, done: { date: '2025-06-15', odometerKm: 45_120.4 }, want: { dueDate: '2026-06-15', dueOdometerKm: 55_120 } },
    { name: 'months only', rec: { intervalKm: null, intervalMonths: 6 }, done: { date: '2025-08-31', odometerKm: 1000 }, want: { dueDate: '2026-02-28', dueOdometerKm: null } },
    { name: 'km only', rec: { intervalKm: 5000, intervalMonths: null }, done: { date: '2025-06-15', odometerKm: 1000 }, want: { dueDate: null, dueOdometerKm: 6000 } },
    { name: 'km only without an odometer does not recur', rec: { intervalKm: 5000, intervalMonths: null }, done: { date: '2025-06-15', odometerKm: null }, want: null },
    { name: 'both, no odometer: the months still hold', rec: { intervalKm: 5000, intervalMonths: 12 }, done: { date: '2024-02-29', odometerKm: null }, want: { dueDate: '2025-02-28', dueOdometerKm: null } },
    { name: 'no interval does not recur', rec: { intervalKm: null, intervalMonths: null }, done: { date: '2025-06-15', odometerKm: 1000 }, want: null },
  ];
  it.each(cases)('$name', ({ rec, done, want }) => {
    expect(nextRecurrence(rec, done)).toEqual(want);
  });

  it.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-11-15', 2, '2025-01-15'],
    ['2024-12-31', 12, '2025-12-31'],
    ['2025-03-31', -1, '2025-02-28'],
  ])('addMonths(%s, %i) = %s', (date, months, want) => {
    expect(addMonths(date, months)).toBe(want);
  });
});

describe('messages and order', () => {
  it("keeps SPEC's messages for document dates", () => {
    expect(reminderMessage({ kind: 'registration_expiry', title: null, dueDate: '2026-03-15', dueOdometerKm: null })).toBe('Registration expires on 2026-03-15');
    expect(reminderMessage({ kind: 'service_due', title: null, dueDate: '2026-03-15', dueOdometerKm: 45_000 })).toBe('Service due on 2026-03-15 or at 45,000 km');
    expect(reminderMessage({ kind: 'service_due', title: null, dueDate: null, dueOdometerKm: 45_000 })).toBe('Service due at 45,000 km');
    expect(reminderMessage({ kind: 'oil_change', title: null, dueDate: null, dueOdometerKm: 45_000 }, 'mi')).toBe('Oil change due at 27,962 mi');
    expect(reminderMessage({ kind: 'custom', title: 'Wiper blades', dueDate: '2026-01-02', dueOdometerKm: null })).toBe('Wiper blades due on 2026-01-02');
  });

  it('describes when, by date, distance and prediction', () => {
    const text = describeDue(
      { dueDate: '2025-06-20', dueOdometerKm: 45_000 },
      { today: TODAY, odometerKm: 44_150, prediction: { date: '2025-06-20', days: 5, kmPerWeek: 1150 }, unit: 'km' },
    );
    expect(text).toBe('Jun 20, 2025 (in 5 days) · at 45,000 km (in 850 km), in about 5 days (at 1,150 km/week)');
    expect(describeDue({ dueDate: '2025-06-10', dueOdometerKm: null }, { today: TODAY, odometerKm: null, prediction: null, unit: 'km' })).toBe('Jun 10, 2025 (5 days ago)');
  });

  it('sorts overdue first, then the soonest', () => {
    const items = [
      { id: 'later', state: 'upcoming' as const, dueDate: '2025-12-01' },
      { id: 'soon-distance', state: 'due_soon' as const, dueDate: null, predictedDate: '2025-06-20' },
      { id: 'overdue-new', state: 'overdue' as const, dueDate: '2025-06-10' },
      { id: 'soon-date', state: 'due_soon' as const, dueDate: '2025-07-01' },
      { id: 'overdue-old', state: 'overdue' as const, dueDate: '2025-01-10' },
      { id: 'undated', state: 'upcoming' as const, dueDate: null, kmLeft: 5000 },
    ];
    expect(sortReminders(items).map((i) => i.id)).toEqual(['overdue-old', 'overdue-new', 'soon-distance', 'soon-date', 'later', 'undated']);
  });
});
