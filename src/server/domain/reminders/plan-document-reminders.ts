import { planAlerts } from '../../../shared/alerts';
import type { ProcessedData } from '../../../shared/documents';
import { milesToKm, type DistanceUnit } from '../../../shared/units';
import type { PlannedReminder } from '../../db/repositories';

/**
 * The reminders a document's facts make: one per SPEC alert type its dates carry (SPEC's alert rules), and the
 * next-service mileage of a service invoice or receipt as a distance on the service reminder ("whichever first").
 * Documents give mileages in their own unit, which is taken to be the owner's (miles are converted to km).
 */
export function planDocumentReminders(data: ProcessedData, unit: DistanceUnit): PlannedReminder[] {
  const planned: PlannedReminder[] = planAlerts(data).map((a) => ({ kind: a.alertType, dueDate: a.alertDate, dueOdometerKm: null }));
  const mileage = data.serviceInfo?.nextServiceMileage;
  if (typeof mileage === 'number' && Number.isFinite(mileage) && mileage > 0 && mileage <= 10_000_000) {
    const km = Math.round(unit === 'mi' ? milesToKm(mileage) : mileage);
    const service = planned.find((p) => p.kind === 'service_due');
    if (service) service.dueOdometerKm = km;
    else planned.push({ kind: 'service_due', dueDate: null, dueOdometerKm: km });
  }
  return planned;
}
