import type { ProcessedData } from './documents';
import { daysBetween, isValidIsoDate } from './format-date';

export const ALERT_TYPES = [
  'registration_expiry',
  'insurance_expiry',
  'service_due',
  'inspection_due',
  'warranty_expiry',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export type PlannedAlert = {
  alertType: AlertType;
  /** YYYY-MM-DD */
  alertDate: string;
  alertMessage: string;
};

export const ALERT_TYPE_LABELS: Record<AlertType, string> = {
  registration_expiry: 'Registration expiry',
  insurance_expiry: 'Insurance expiry',
  service_due: 'Service due',
  inspection_due: 'Inspection due',
  warranty_expiry: 'Warranty expiry',
};

const MESSAGE_PREFIX: Record<AlertType, string> = {
  registration_expiry: 'Registration expires on',
  insurance_expiry: 'Insurance expires on',
  service_due: 'Service due on',
  inspection_due: 'Inspection due on',
  warranty_expiry: 'Warranty expires on',
};

export function alertMessageFor(alertType: AlertType, date: string): string {
  return `${MESSAGE_PREFIX[alertType]} ${date}`;
}

function candidateDates(data: ProcessedData): Record<AlertType, (string | null | undefined)[]> {
  const dates = data.alertDates ?? {};
  return {
    registration_expiry: [dates.registrationExpiry, data.registrationInfo?.expiryDate],
    insurance_expiry: [dates.insuranceExpiry, data.insuranceInfo?.expirationDate],
    service_due: [dates.nextService, data.serviceInfo?.nextServiceDate],
    inspection_due: [dates.inspectionDue],
    warranty_expiry: [dates.warrantyExpiry],
  };
}

/**
 * One alert per kind of date the document carries: alertDates first, then the matching field of
 * the registration, insurance or service section. Dates that are not real calendar days are skipped.
 */
export function planAlerts(data: ProcessedData): PlannedAlert[] {
  const candidates = candidateDates(data);
  const planned: PlannedAlert[] = [];
  for (const alertType of ALERT_TYPES) {
    const alertDate = candidates[alertType].map((d) => d?.trim()).find((d): d is string => isValidIsoDate(d));
    if (alertDate) planned.push({ alertType, alertDate, alertMessage: alertMessageFor(alertType, alertDate) });
  }
  return sortAlerts(planned);
}

/** Listed alerts are active and due today or later (`today` is YYYY-MM-DD). */
export function isAlertListed(alert: { isActive: boolean; alertDate: string }, today: string): boolean {
  return alert.isActive && alert.alertDate >= today;
}

/** A new array ordered by date, earliest first; ties keep a stable order by alert type. */
export function sortAlerts<T extends { alertDate: string; alertType?: string }>(alerts: readonly T[]): T[] {
  return [...alerts].sort((a, b) => {
    if (a.alertDate !== b.alertDate) return a.alertDate < b.alertDate ? -1 : 1;
    const typeA = ALERT_TYPES.indexOf(a.alertType as AlertType);
    const typeB = ALERT_TYPES.indexOf(b.alertType as AlertType);
    return typeA - typeB;
  });
}

/** Calendar days from `today` until `date`: 0 on the day, negative once past. Throws RangeError on an invalid date. */
export function daysUntil(date: string, today: string): number {
  return daysBetween(today, date);
}
