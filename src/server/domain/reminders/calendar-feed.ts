import ical, { ICalCalendarMethod } from 'ical-generator';
import type { DueItem } from '../../../shared/api/facts';
import type { ReminderView } from '../../../shared/api/reminders';
import { addDays } from '../../../shared/format-date';
import type { DistanceUnit } from '../../../shared/units';
import { describeCarDue, isUnstoredDated, reportedByCar } from './car-service';

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** What the owner's calendar shows: their open reminders as stored, and what is due on their cars as Due next has it. */
export interface CalendarInput {
  reminders: ReminderView[];
  /** the facts' due items; empty when the cars could not be read in time */
  due: readonly DueItem[];
  unit: DistanceUnit;
}

/**
 * The owner's calendar: one all-day event per open reminder with a date, on its due date, or on its predicted date
 * for a distance reminder (whichever is earlier when it has both), and one per dated item no reminder stands for
 * (the car's own service, on the date it reports). A reminder merged with the car's countdown stays one event,
 * which says what the car reports (and takes the car's date when it has none of its own). Each event keeps its
 * reminder's id (the car's item: its car), so a calendar app moves it when the date changes.
 */
export function buildCalendarFeed(input: CalendarInput, appUrl: string): string {
  const calendar = ical({ name: 'DriveWise reminders', prodId: { company: 'DriveWise', product: 'reminders', language: 'EN' }, method: ICalCalendarMethod.PUBLISH, ttl: 60 * 60 * 6 });
  const link = new URL('/reminders', appUrl).toString();
  const event = (id: string, day: string, summary: string, description: string) =>
    calendar.createEvent({ id: `${id}@drivewise`, start: utcDay(day), end: utcDay(addDays(day, 1)), allDay: true, summary, description: `${description}\n${link}`, url: link });

  const carOf = new Map(input.due.filter((i) => i.reminderId !== null && i.urgency !== 'waiting' && reportedByCar(i)).map((i) => [i.reminderId!, i]));
  for (const r of input.reminders) {
    const car = carOf.get(r.id);
    const candidates = [r.dueDate, r.predictedDate].filter((d): d is string => Boolean(d)).sort();
    const day = candidates[0] ?? car?.dueDate;
    if (!day) continue;
    const predicted = day === r.predictedDate && day !== r.dueDate;
    const reported = car ? ` Also ${describeCarDue(car, input.unit)}.` : '';
    event(r.id, day, `${r.label}${predicted ? ' (predicted)' : ''}: ${r.vehicleName}`, `${r.message}. Due ${r.dueText}.${predicted && r.predictionText ? ` Predicted ${r.predictionText}.` : ''}${reported}`);
  }
  for (const item of input.due.filter(isUnstoredDated)) {
    const byCar = reportedByCar(item);
    event(`${item.key}-${item.vehicleId}`, item.dueDate!, `${item.label}${byCar ? ' (reported by the car)' : ''}: ${item.vehicleName}`, `${item.label}, ${describeCarDue(item, input.unit)}.`);
  }
  return calendar.toString();
}
