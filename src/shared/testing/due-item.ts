import type { DueItem } from '../api/facts';

/** A due item for tests: an upcoming service reminder unless told otherwise. */
export const makeDueItem = (over: Partial<DueItem> = {}): DueItem => ({
  key: 'reminder:r1',
  vehicleId: 'v1',
  tokenId: 1,
  vehicleName: 'Car',
  kind: 'service_due',
  label: 'Scheduled service',
  dueDate: null,
  dueOdometerKm: null,
  kmLeft: null,
  daysLeft: null,
  predictedDate: null,
  urgency: 'upcoming',
  dueNow: false,
  sources: [],
  conflicts: [],
  reminderId: null,
  reminderState: null,
  waitingFor: null,
  troubleCodes: [],
  ...over,
});
