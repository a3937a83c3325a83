import ical, { ICalCalendarMethod } from 'ical-generator';
import type { ReminderView } from '../../../shared/api/reminders';
import { addDays } from '../../../shared/format-date';

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The owner's calendar: one all-day event per open reminder with a date, on its due date, or on its predicted date
 * for a distance reminder (whichever is earlier when it has both). Each event keeps the reminder's id, so a calendar
 * app moves it when the date changes.
 */
export function buildCalendarFeed(reminders: ReminderView[], appUrl: string): string {
  const calendar = ical({ name: 'DriveWise reminders', prodId: { company: 'DriveWise', product: 'reminders', language: 'EN' }, method: ICalCalendarMethod.PUBLISH, ttl: 60 * 60 * 6 });
  const link = new URL('/reminders', appUrl).toString();
  for (const r of reminders) {
    const candidates = [r.dueDate, r.predictedDate].filter((d): d is string => Boolean(d)).sort();
    const day = candidates[0];
    if (!day) continue;
    const predicted = day !== r.dueDate;
    calendar.createEvent({
      id: `${r.id}@drivewise`,
      start: utcDay(day),
      end: utcDay(addDays(day, 1)),
      allDay: true,
      summary: `${r.label}${predicted ? ' (predicted)' : ''}: ${r.vehicleName}`,
      description: `${r.message}. Due ${r.dueText}.${predicted && r.predictionText ? ` Predicted ${r.predictionText}.` : ''}\n${link}`,
      url: link,
    });
  }
  return calendar.toString();
}
