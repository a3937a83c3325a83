/** Test fixtures for what is due on one car (a CX-5 at 90,000 km on 27 Nov 2026, a 30-day / 1,000 km window). */
import type { LatestSignals } from '../../../shared/telemetry';
import type { DueInputs, DueReminder } from './due';

export const FIXTURE_AT = '2026-11-27T08:00:00Z';

/** Latest signals, each read at FIXTURE_AT. */
export const signalsAt = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { timestamp: FIXTURE_AT, value: v }])) as unknown as LatestSignals;

export const dueInputs = (over: Partial<DueInputs> = {}): DueInputs => ({
  vehicle: { id: 'v1', tokenId: 1, name: 'CX-5' },
  today: '2026-11-27',
  odometerKm: 90_000,
  latest: null,
  reminders: [],
  documents: {},
  lastServiceDate: null,
  window: { days: 30, km: 1000 },
  ...over,
});

/** The owner's service reminder, with no date or distance unless given. */
export const dueReminder = (over: Partial<DueReminder> = {}): DueReminder => ({
  id: 'r1',
  kind: 'service_due',
  title: null,
  state: 'upcoming',
  dueDate: null,
  dueOdometerKm: null,
  snoozedUntil: null,
  predictedDate: null,
  source: 'owner',
  documentId: null,
  createdAt: '2026-11-01T00:00:00Z',
  ...over,
});
