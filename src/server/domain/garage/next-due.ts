import { ALERT_TYPE_LABELS, type AlertType } from '../../../shared/alerts';
import type { NextDue } from '../../../shared/api/garage';
import { SERVICE_KIND_LABELS, type ServiceKind } from '../../../shared/api/service-log';
import { daysBetween } from '../../../shared/format-date';

/** To compare a distance with a date, a distance counts as this many km a day (about 15,000 km a year). */
const KM_PER_DAY = 40;

export interface DueInputs {
  today: string;
  odometerKm: number | null;
  /** km to the next service as the car reports it */
  serviceDistanceKm: number | null;
  alerts: readonly { alertType: string; alertDate: string }[];
  /** the vehicle's service records (any order) */
  records: readonly { kind: ServiceKind; date: string | null; nextDue: string | null; nextDueOdometerKm: number | null }[];
}

/**
 * The one item due soonest: active alerts (renewals, inspections), the next service the latest record of each kind
 * asked for (by date or odometer), and the car's own service distance. Overdue items come first; a distance is
 * compared with dates at about 40 km a day.
 */
export function findNextDue(input: DueInputs): NextDue | null {
  const items: (NextDue & { rank: number })[] = [];
  const dated = (label: string, date: string) => {
    const days = daysBetween(input.today, date);
    items.push({ label, date, inKm: null, overdue: days < 0, rank: days });
  };
  const distance = (label: string, km: number) => items.push({ label, date: null, inKm: Math.round(km), overdue: km <= 0, rank: km / KM_PER_DAY });

  for (const alert of input.alerts) dated(ALERT_TYPE_LABELS[alert.alertType as AlertType] ?? 'Reminder', alert.alertDate);

  const latestByKind = new Map<ServiceKind, DueInputs['records'][number]>();
  for (const r of input.records) {
    const current = latestByKind.get(r.kind);
    if (!current || (r.date ?? '') > (current.date ?? '')) latestByKind.set(r.kind, r);
  }
  for (const r of latestByKind.values()) {
    const label = r.kind === 'other' || r.kind === 'repair' ? 'Next service' : `${SERVICE_KIND_LABELS[r.kind]} due`;
    if (r.nextDue) dated(label, r.nextDue);
    else if (r.nextDueOdometerKm !== null && input.odometerKm !== null) distance(label, r.nextDueOdometerKm - input.odometerKm);
  }
  if (input.serviceDistanceKm !== null) distance('Scheduled service', input.serviceDistanceKm);

  items.sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.rank - b.rank);
  if (items.length === 0) return null;
  const { rank: _rank, ...first } = items[0];
  return first;
}
