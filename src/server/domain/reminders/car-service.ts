import type { DueItem } from '../../../shared/api/facts';
import { describeDueSources, describeDueWhen } from '../../../shared/due-text';
import { REMINDER_STATE_LABELS } from '../../../shared/reminders';
import type { DistanceUnit } from '../../../shared/units';
import type { NotifyInput } from '../notifications/notifications-service';

/** The car's own service countdown: the signals vehicle-facts names as the source of its service item. */
const CAR_SERVICE_SIGNALS: readonly string[] = ['serviceDistanceToService', 'serviceTimeToService'];

/** A due item the car itself reports (its own service item, or a service reminder merged with it). */
export function reportedByCar(item: Pick<DueItem, 'sources'>): boolean {
  return item.sources.some((s) => s.kind === 'signal' && CAR_SERVICE_SIGNALS.includes(s.id));
}

/** A due item with a date of its own that no stored reminder stands for (the car's own service item). */
export const isUnstoredDated = (item: DueItem): boolean => item.reminderId === null && item.dueDate !== null && item.urgency !== 'waiting';

/** Where the item comes from and when it is due, as Due next says it: "from the car's own report (Nov 27, 2026). Due Dec 2, 2026 (in 5 days) · in 345 km (at 90,345 km)". */
export const describeCarDue = (item: DueItem, unit: DistanceUnit): string => `from ${describeDueSources(item)}. Due ${describeDueWhen(item, unit)}`;

/**
 * The notification key of the car's service item: one per car, urgency and service interval. The interval is told
 * by the odometer the car counts down to (in 5,000 km steps, so the next interval is another key while a few km of
 * reading jitter are not), or by its due date (in 60-day steps) when the car sends only its time to service.
 */
export function carServiceNotificationKey(item: Pick<DueItem, 'vehicleId' | 'urgency' | 'dueOdometerKm' | 'dueDate'>): string {
  const interval =
    item.dueOdometerKm !== null
      ? `km${Math.round(item.dueOdometerKm / 5000) * 5000}`
      : item.dueDate !== null
        ? `day${Math.round(Date.parse(`${item.dueDate}T00:00:00Z`) / 86_400_000 / 60)}`
        : '-';
  return `car-service:${item.vehicleId}:${item.urgency}:${interval}`;
}

/**
 * The notifications the car's own service countdown calls for: each item the car reports that is due soon or
 * overdue (by the owner's window, as the item carries it). A service reminder merged with it whose own state is
 * already there is left to the reminder's notification, so the owner is not told twice.
 */
export function composeCarServiceNotifications(items: readonly DueItem[], ctx: { userId: string; unit: DistanceUnit }): (NotifyInput & { userId: string })[] {
  return items.flatMap((item) => {
    if (!reportedByCar(item) || (item.urgency !== 'due_soon' && item.urgency !== 'overdue')) return [];
    if (item.reminderState === 'overdue' || item.reminderState === item.urgency) return [];
    return [
      {
        userId: ctx.userId,
        key: carServiceNotificationKey(item),
        kind: 'service_due' as const,
        title: `${REMINDER_STATE_LABELS[item.urgency]}: ${item.label} on ${item.vehicleName}`,
        body: `${item.label} (${item.vehicleName}), ${describeCarDue(item, ctx.unit)}.`,
        vehicleId: item.vehicleId,
        reminderId: item.reminderId,
        severity: item.urgency === 'overdue' ? ('critical' as const) : ('warning' as const),
        link: '/reminders',
      },
    ];
  });
}
