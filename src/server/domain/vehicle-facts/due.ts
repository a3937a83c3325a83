import { DUE_KIND_LABELS, type DocumentConflictView, type DueItem, type DueUrgency } from '../../../shared/api/facts';
import { explainDtcs } from '../../../shared/dtc';
import { addDays, daysBetween } from '../../../shared/format-date';
import { computeReminderState, kmLeftTo, type LeadWindow, type ReminderKind, type ReminderSource, type ReminderState } from '../../../shared/reminders';
import { parseDtcList, type LatestSignals } from '../../../shared/telemetry';
import type { DocumentFactKey, DocumentsInForce } from './documents-in-force';
import { signalSource, type FactSource } from './sources';

/** An open reminder as the due list reads it. */
export interface DueReminder {
  id: string;
  kind: ReminderKind;
  title: string | null;
  state: ReminderState;
  dueDate: string | null;
  dueOdometerKm: number | null;
  snoozedUntil: string | null;
  predictedDate: string | null;
  source: ReminderSource;
  documentId: string | null;
  createdAt: string;
}

export interface DueInputs {
  vehicle: { id: string; tokenId: number; name: string };
  /** the owner's today, YYYY-MM-DD */
  today: string;
  odometerKm: number | null;
  latest: LatestSignals | null;
  /** the vehicle's open reminders (snoozed included) */
  reminders: readonly DueReminder[];
  documents: DocumentsInForce;
  /** the last day a service was recorded (a record or a completed service reminder) */
  lastServiceDate: string | null;
  /** the owner's heads-up window */
  window: LeadWindow;
}

/** To order a distance among dates, a distance counts as this many km a day (about 15,000 km a year). */
const KM_PER_DAY = 40;
/** A service recorded this recently is the one the car is still counting down to, until its counter resets. */
const RESET_WAIT_DAYS = 30;

const URGENCY_ORDER: Record<DueUrgency, number> = { overdue: 0, due_soon: 1, upcoming: 2, waiting: 3, snoozed: 4 };

/** The document fact a reminder kind is planned from. */
const FACT_OF_KIND: Partial<Record<ReminderKind, DocumentFactKey>> = {
  registration_expiry: 'registrationExpiry',
  insurance_expiry: 'insuranceExpiry',
  inspection_due: 'inspectionDue',
  warranty_expiry: 'warrantyExpiry',
  service_due: 'nextService',
};

/** Reminders the car's own service countdown stands for: one item, not two. */
const CAR_SERVICE_KINDS: readonly ReminderKind[] = ['service_due'];

function numberSignal(latest: LatestSignals | null, name: 'serviceDistanceToService' | 'serviceTimeToService'): { value: number; timestamp: string } | null {
  const s = latest?.[name];
  return s && typeof s.value === 'number' && Number.isFinite(s.value) ? { value: s.value, timestamp: s.timestamp } : null;
}

function reminderItem(r: DueReminder, input: DueInputs): DueItem {
  const { today, odometerKm, window, documents } = input;
  const state = computeReminderState(
    { state: r.state, dueDate: r.dueDate, dueOdometerKm: r.dueOdometerKm, snoozedUntil: r.snoozedUntil },
    { today, odometerKm, lead: window, predictedDate: r.predictedDate },
  );
  const urgency: DueUrgency = state === 'overdue' || state === 'due_soon' || state === 'snoozed' ? state : 'upcoming';
  const fact = r.source === 'document' ? FACT_OF_KIND[r.kind] : undefined;
  const inForce = fact ? documents[fact] : undefined;
  const sources: FactSource[] = [];
  if (inForce && inForce.source.id === r.documentId) sources.push(inForce.source);
  else sources.push({ kind: r.source === 'owner' ? 'owner' : 'reminder', id: r.id, name: r.title ?? DUE_KIND_LABELS[r.kind], observedAt: r.createdAt });
  const conflicts: DocumentConflictView[] =
    inForce && inForce.source.id === r.documentId && inForce.chosenBy === 'authority'
      ? inForce.conflicts.map((c) => ({ value: typeof c.value === 'string' ? c.value : (c.value.date ?? String(c.value.km)), source: c.source }))
      : [];
  return {
    key: `reminder:${r.id}`,
    vehicleId: input.vehicle.id,
    tokenId: input.vehicle.tokenId,
    vehicleName: input.vehicle.name,
    kind: r.kind,
    label: r.title?.trim() || DUE_KIND_LABELS[r.kind],
    dueDate: r.dueDate,
    dueOdometerKm: r.dueOdometerKm,
    kmLeft: r.dueOdometerKm !== null && odometerKm !== null ? kmLeftTo(r.dueOdometerKm, odometerKm) : null,
    daysLeft: r.dueDate ? daysBetween(today, r.dueDate) : null,
    predictedDate: r.predictedDate,
    urgency,
    dueNow: urgency === 'overdue' || urgency === 'due_soon',
    sources,
    conflicts,
    reminderId: r.id,
    reminderState: r.state,
    waitingFor: null,
    troubleCodes: [],
  };
}

/** A reminder planned from a document that no longer sets the fact (another document has authority) is not shown. */
function isInForce(r: DueReminder, documents: DocumentsInForce): boolean {
  if (r.source !== 'document') return true;
  const fact = FACT_OF_KIND[r.kind];
  if (!fact) return true;
  return documents[fact]?.source.id === r.documentId;
}

/**
 * Everything due on one car, most urgent first: the owner's and the documents' reminders (only from the document
 * in force for each fact), the car's own service countdown (merged with a service reminder into one item), and a
 * workshop visit for high or critical trouble codes. A service recorded in the last 30 days while the car still
 * counts down is "waiting" for the car's counter to reset, not due.
 */
export function listDue(input: DueInputs): DueItem[] {
  const items = input.reminders.filter((r) => isInForce(r, input.documents)).map((r) => reminderItem(r, input));

  const service = numberSignal(input.latest, 'serviceDistanceToService');
  const time = numberSignal(input.latest, 'serviceTimeToService');
  if (service || time) {
    const km = service ? Math.round(service.value) : null;
    const days = time ? Math.floor(time.value / 86_400) : null;
    const byKm: DueUrgency = km === null ? 'upcoming' : km <= 0 ? 'overdue' : km <= input.window.km ? 'due_soon' : 'upcoming';
    const byDays: DueUrgency = days === null ? 'upcoming' : time!.value <= 0 ? 'overdue' : days <= input.window.days ? 'due_soon' : 'upcoming';
    let urgency: DueUrgency = URGENCY_ORDER[byKm] < URGENCY_ORDER[byDays] ? byKm : byDays;
    const recent = input.lastServiceDate !== null && daysBetween(input.lastServiceDate, input.today) <= RESET_WAIT_DAYS && input.lastServiceDate <= input.today;
    const waiting = urgency !== 'upcoming' && recent;
    if (waiting) urgency = 'waiting';
    const sources = [service ? signalSource('serviceDistanceToService', service.timestamp) : null, time ? signalSource('serviceTimeToService', time.timestamp) : null].filter((x): x is FactSource => x !== null);
    const carDue = input.odometerKm !== null && km !== null ? Math.round(input.odometerKm + km) : null;
    const carDate = days !== null ? addDays(input.today, Math.max(0, days)) : null;
    const twin = items.find((i) => i.reminderId && CAR_SERVICE_KINDS.includes(i.kind as ReminderKind) && i.urgency !== 'snoozed');
    if (twin) {
      twin.sources.push(...sources);
      twin.label = DUE_KIND_LABELS.car_service;
      if (km !== null && (twin.kmLeft === null || km < twin.kmLeft)) {
        twin.kmLeft = km;
        twin.dueOdometerKm = carDue;
      }
      // the reminder keeps its own date (its document's, or the owner's); the car's time moves only its urgency
      if (carDate !== null && twin.dueDate === null) {
        twin.dueDate = carDate;
        twin.daysLeft = daysBetween(input.today, carDate);
      }
      if (URGENCY_ORDER[urgency] < URGENCY_ORDER[twin.urgency]) twin.urgency = urgency;
      twin.waitingFor = waiting && twin.urgency === 'waiting' ? 'service_counter_reset' : null;
      twin.dueNow = twin.urgency === 'overdue' || twin.urgency === 'due_soon';
    } else {
      items.push({
        key: 'car_service',
        vehicleId: input.vehicle.id,
        tokenId: input.vehicle.tokenId,
        vehicleName: input.vehicle.name,
        kind: 'car_service',
        label: DUE_KIND_LABELS.car_service,
        dueDate: carDate,
        dueOdometerKm: carDue,
        kmLeft: km,
        daysLeft: carDate !== null ? daysBetween(input.today, carDate) : null,
        predictedDate: null,
        urgency,
        dueNow: urgency === 'overdue' || urgency === 'due_soon',
        sources,
        conflicts: [],
        reminderId: null,
        reminderState: null,
        waitingFor: waiting ? 'service_counter_reset' : null,
        troubleCodes: [],
      });
    }
  }

  const dtc = input.latest?.obdDTCList;
  const serious = explainDtcs(parseDtcList(dtc?.value)).filter((c) => c.severity === 'critical' || c.severity === 'high');
  if (dtc && serious.length > 0) {
    const urgency: DueUrgency = serious.some((c) => c.severity === 'critical') ? 'overdue' : 'due_soon';
    items.push({
      key: 'workshop',
      vehicleId: input.vehicle.id,
      tokenId: input.vehicle.tokenId,
      vehicleName: input.vehicle.name,
      kind: 'workshop',
      label: DUE_KIND_LABELS.workshop,
      dueDate: null,
      dueOdometerKm: null,
      kmLeft: null,
      daysLeft: null,
      predictedDate: null,
      urgency,
      dueNow: true,
      sources: [signalSource('obdDTCList', dtc.timestamp)],
      conflicts: [],
      reminderId: null,
      reminderState: null,
      waitingFor: null,
      troubleCodes: serious.map((c) => ({ code: c.code, severity: c.severity, meaning: c.meaning })),
    });
  }
  return sortDue(items, input.today);
}

/** Most urgent first; inside an urgency the soonest (a date, a predicted date, or km at about 40 km a day). */
export function sortDue<T extends Pick<DueItem, 'urgency' | 'daysLeft' | 'kmLeft' | 'predictedDate' | 'vehicleName' | 'label'>>(items: readonly T[], today?: string): T[] {
  const soonest = (i: T) => {
    const byDate = i.daysLeft;
    const byPrediction = i.predictedDate && today ? daysBetween(today, i.predictedDate) : null;
    const byKm = i.kmLeft !== null ? i.kmLeft / KM_PER_DAY : null;
    const known = [byDate, byPrediction, byKm].filter((x): x is number => x !== null);
    return known.length ? Math.min(...known) : Number.POSITIVE_INFINITY;
  };
  return [...items].sort(
    (a, b) => URGENCY_ORDER[a.urgency] - URGENCY_ORDER[b.urgency] || soonest(a) - soonest(b) || a.vehicleName.localeCompare(b.vehicleName) || a.label.localeCompare(b.label),
  );
}
