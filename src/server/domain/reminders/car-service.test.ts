import { describe, expect, it } from 'vitest';
import { listDue, type DueInputs, type DueReminder } from '../vehicle-facts';
import { dueInputs, dueReminder, signalsAt } from '../vehicle-facts/due-fixtures';
import { buildCalendarFeed } from './calendar-feed';
import { carServiceNotificationKey, composeCarServiceNotifications } from './car-service';

/** What is due on one car, through the facts' own due list (Due next). */
const due = (latest: Record<string, number>, over: Partial<DueInputs> = {}) => listDue(dueInputs({ latest: signalsAt(latest), ...over }));
const serviceReminder = (over: Partial<DueReminder> = {}): DueReminder => dueReminder({ dueDate: '2027-04-02', ...over });
const ctx = { userId: 'u1', unit: 'km' as const };

describe("the car's own service countdown in notifications", () => {
  it('notifies the car item due soon, saying the car reports it, and nothing while it is upcoming or waiting for the counter', () => {
    const [n] = composeCarServiceNotifications(due({ serviceDistanceToService: 345, serviceTimeToService: 5 * 86_400 }), ctx);
    expect(n).toMatchObject({ userId: 'u1', kind: 'service_due', severity: 'warning', vehicleId: 'v1', reminderId: null, title: 'Due soon: Scheduled service on CX-5' });
    expect(n.body).toBe("Scheduled service (CX-5), from the car's own report (Nov 27, 2026). Due Dec 2, 2026 (in 5 days) · in 345 km (at 90,345 km).");
    expect(composeCarServiceNotifications(due({ serviceDistanceToService: -20 }), ctx)[0]).toMatchObject({ title: 'Overdue: Scheduled service on CX-5', severity: 'critical' });
    expect(composeCarServiceNotifications(due({ serviceDistanceToService: 4000 }), ctx)).toEqual([]);
    expect(composeCarServiceNotifications(due({ serviceDistanceToService: 345 }, { lastServiceDate: '2026-11-20' }), ctx)).toEqual([]);
  });

  it('keeps one key through a few km of reading jitter and the days counting down, and a new one for the urgency and the next interval', () => {
    const key = (km: number, odometerKm = 90_000) => carServiceNotificationKey(due({ serviceDistanceToService: km }, { odometerKm })[0]);
    expect(key(345)).toBe('car-service:v1:due_soon:km90000');
    expect(key(340, 90_003)).toBe(key(345));
    expect(key(100, 90_245)).toBe(key(345));
    expect(key(-5, 90_350)).toBe('car-service:v1:overdue:km90000');
    expect(key(345, 105_000)).not.toBe(key(345));
  });

  it("leaves a merged service reminder that has notified already to the reminder, and tells of one the car's countdown makes due", () => {
    const car = { serviceDistanceToService: 345 };
    const [merged] = composeCarServiceNotifications(due(car, { reminders: [serviceReminder()] }), ctx);
    expect(merged).toMatchObject({ reminderId: 'r1', key: 'car-service:v1:due_soon:km90000' });
    expect(merged.body).toContain("from your reminder and the car's own report");
    expect(composeCarServiceNotifications(due(car, { reminders: [serviceReminder({ state: 'due_soon', dueDate: '2026-12-10' })] }), ctx)).toEqual([]);
  });
});

describe("the car's own service in the calendar feed", () => {
  const events = (ics: string) => ics.split('BEGIN:VEVENT').slice(1).map((e) => e.replace(/\r\n[ \t]/g, ''));

  it('is one event on the date the car reports, or none beside a reminder merged with it', () => {
    const alone = events(buildCalendarFeed({ reminders: [], due: due({ serviceDistanceToService: 345, serviceTimeToService: 5 * 86_400 }), unit: 'km' }, 'https://app.test'));
    expect(alone).toHaveLength(1);
    expect(alone[0]).toContain('UID:car_service-v1@drivewise');
    expect(alone[0]).toContain('DTSTART;VALUE=DATE:20261202');
    expect(alone[0]).toContain('SUMMARY:Scheduled service (reported by the car): CX-5');

    const view = { id: 'r1', label: 'Service due', vehicleName: 'CX-5', message: 'Service due on 2027-04-02', dueText: 'Apr 2, 2027 (in 126 days)', dueDate: '2027-04-02', predictedDate: null, predictionText: null };
    const items = due({ serviceDistanceToService: 345 }, { reminders: [serviceReminder()] });
    const merged = events(buildCalendarFeed({ reminders: [view as never], due: items, unit: 'km' }, 'https://app.test'));
    expect(merged).toHaveLength(1);
    expect(merged[0]).toContain('UID:r1@drivewise');
    expect(merged[0]).toContain('DTSTART;VALUE=DATE:20270402');
    expect(merged[0]).toMatch(/Also from your reminder and the car's own report \(Nov 27\\, 2026\)\. Due Apr 2\\, 2027 \(in 126 days\) · in 345 km/);
  });
});
