import { describe, expect, it } from 'vitest';
import { listDue } from './due';
import { dueInputs, dueReminder, FIXTURE_AT, signalsAt } from './due-fixtures';

const at = FIXTURE_AT;
const signals = signalsAt;
const input = dueInputs;
const reminder = dueReminder;

describe('what is due', () => {
  it('lists the car\'s own service countdown inside the owner\'s window as due now, with the signal as its source', () => {
    const [item] = listDue(input({ latest: signals({ serviceDistanceToService: 345 }) }));
    expect(item).toMatchObject({ kind: 'car_service', label: 'Scheduled service', kmLeft: 345, dueOdometerKm: 90_345, urgency: 'due_soon', dueNow: true });
    expect(item.sources).toEqual([{ kind: 'signal', id: 'serviceDistanceToService', name: 'serviceDistanceToService', observedAt: at }]);
  });

  it('is not due outside the window, and overdue past zero', () => {
    expect(listDue(input({ latest: signals({ serviceDistanceToService: 4000 }) }))[0]).toMatchObject({ urgency: 'upcoming', dueNow: false });
    expect(listDue(input({ latest: signals({ serviceDistanceToService: -20 }) }))[0]).toMatchObject({ urgency: 'overdue', dueNow: true });
  });

  it("reads the car's time to service too: due by date when the car counts days, the more urgent of distance and time", () => {
    const [byTime] = listDue(input({ latest: signals({ serviceTimeToService: 5 * 86_400 + 600 }) }));
    expect(byTime).toMatchObject({ kind: 'car_service', dueDate: '2026-12-02', daysLeft: 5, kmLeft: null, urgency: 'due_soon', dueNow: true });
    expect(byTime.sources.map((s) => s.id)).toEqual(['serviceTimeToService']);
    const [both] = listDue(input({ latest: signals({ serviceDistanceToService: 5000, serviceTimeToService: 3 * 86_400 }) }));
    expect(both).toMatchObject({ kmLeft: 5000, dueDate: '2026-11-30', urgency: 'due_soon' });
    expect(listDue(input({ latest: signals({ serviceDistanceToService: 5000, serviceTimeToService: 90 * 86_400 }) }))[0]).toMatchObject({ urgency: 'upcoming', daysLeft: 90 });
    expect(listDue(input({ latest: signals({ serviceTimeToService: 0 }) }))[0]).toMatchObject({ urgency: 'overdue', dueDate: '2026-11-27' });
  });

  it('merges the owner\'s service reminder and the car\'s countdown into one item', () => {
    const items = listDue(input({ latest: signals({ serviceDistanceToService: 345 }), reminders: [reminder({ dueOdometerKm: 91_500 })] }));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ reminderId: 'r1', kmLeft: 345, urgency: 'due_soon', label: 'Scheduled service' });
    expect(items[0].sources.map((s) => s.kind)).toEqual(['owner', 'signal']);
  });

  it('after a service is recorded, waits for the car\'s counter to reset instead of nagging', () => {
    const [item] = listDue(input({ latest: signals({ serviceDistanceToService: 300 }), lastServiceDate: '2026-11-25' }));
    expect(item).toMatchObject({ urgency: 'waiting', dueNow: false, waitingFor: 'service_counter_reset' });
  });

  it('asks for a workshop visit for a critical trouble code, not for a low one', () => {
    const items = listDue(input({ latest: signals({ obdDTCList: '["P0AA6","P0456"]' }) }));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'workshop', urgency: 'overdue' });
    expect(items[0].troubleCodes.map((c) => c.code)).toEqual(['P0AA6']);
  });

  it('shows a document\'s reminder only when that document is in force for the fact, and names it', () => {
    const source = { kind: 'document' as const, id: 'card', name: 'card.pdf', observedAt: '2026-11-01T00:00:00Z' };
    const documents = { registrationExpiry: { fact: 'registrationExpiry' as const, value: '2027-03-15', source, chosenBy: 'authority' as const, conflicts: [{ value: '2035-12-31', source: { ...source, id: 'note', name: 'note.pdf' }, authoritative: false, issuedOn: '2026-11-27' }] } };
    const items = listDue(
      input({
        documents,
        reminders: [
          reminder({ id: 'a', kind: 'registration_expiry', dueDate: '2027-03-15', source: 'document', documentId: 'card' }),
          reminder({ id: 'b', kind: 'registration_expiry', dueDate: '2035-12-31', source: 'document', documentId: 'note' }),
        ],
      }),
    );
    expect(items.map((i) => i.reminderId)).toEqual(['a']);
    expect(items[0].sources[0]).toMatchObject({ name: 'card.pdf' });
    expect(items[0].conflicts).toEqual([{ value: '2035-12-31', source: expect.objectContaining({ id: 'note' }) }]);
  });

  it('orders overdue, then due soon by the soonest, then upcoming', () => {
    const items = listDue(
      input({
        reminders: [
          reminder({ id: 'later', kind: 'insurance_expiry', dueDate: '2027-06-01' }),
          reminder({ id: 'soon', kind: 'tire_rotation', dueDate: '2026-12-10' }),
          reminder({ id: 'sooner', kind: 'brake_service', dueOdometerKm: 90_200 }),
          reminder({ id: 'late', kind: 'inspection_due', dueDate: '2026-11-01' }),
        ],
      }),
    );
    expect(items.map((i) => [i.reminderId, i.urgency])).toEqual([
      ['late', 'overdue'],
      ['sooner', 'due_soon'],
      ['soon', 'due_soon'],
      ['later', 'upcoming'],
    ]);
  });
});
