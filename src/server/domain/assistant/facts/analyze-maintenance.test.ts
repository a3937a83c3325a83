import { describe, expect, it } from 'vitest';
import type { DueReminder } from '../../vehicle-facts/due';
import { dueReminder } from '../../vehicle-facts/due-fixtures';
import { answerQuestion } from '../answer/answer';
import { analyzeMaintenance } from './analyze-maintenance';
import type { MaintenanceRecord } from './types';
import { HEALTHY_GAS, buildContext, buildSignals } from './test-fixtures';

const reminder = (change: Partial<DueReminder>): DueReminder => dueReminder({ kind: 'oil_change', createdAt: '2026-06-01T10:00:00Z', ...change });

function record(change: Partial<MaintenanceRecord>): MaintenanceRecord {
  return { type: 'oil_change', kind: 'oil_change', description: 'Oil and filter', cost: 89.5, date: '2026-05-01', mileage: 40_000, nextDue: null, nextDueMileage: null, ...change };
}

const CAR_345 = buildSignals({ ...HEALTHY_GAS, serviceDistanceToService: 345 });

describe('analyzeMaintenance reads the due list (vehicle-facts)', () => {
  it("says the car's own 345 km countdown inside the owner's window, with its source", () => {
    const result = analyzeMaintenance(buildContext({ latest: CAR_345 }));
    expect(result.items).toHaveLength(1);
    expect(result.items[0]).toMatchObject({ kind: 'car_service', urgency: 'due_soon', kmLeft: 345 });
    expect(result.items[0].reason).toBe("Scheduled service (due soon): in 345 km, from the car's own report (Nov 22, 2026, 08:00).");
    expect(result.summary).toMatch(/^Blue Camry has 1 due soon: scheduled service\./);
  });

  it("names the reading's time in the owner's zone", () => {
    const result = analyzeMaintenance(buildContext({ latest: CAR_345, timeZone: 'America/Los_Angeles' }));
    expect(result.items[0].from).toBe("from the car's own report (Nov 22, 2026, 00:00)");
  });

  it("lists a service reminder and the car's countdown for the same service once", () => {
    const ctx = buildContext({ latest: CAR_345, reminders: [reminder({ kind: 'service_due', dueOdometerKm: 46_000 })] });
    const items = analyzeMaintenance(ctx).items;
    expect(items).toHaveLength(1);
    expect(items[0].reason).toBe("Scheduled service (due soon): in 345 km, from your reminder and the car's own report (Nov 22, 2026, 08:00).");
  });

  it("says it is waiting for the car's counter to reset after a recorded service", () => {
    const ctx = buildContext({ latest: CAR_345, lastServiceDate: '2026-11-20', maintenance: [record({ date: '2026-11-20', mileage: 45_100 })] });
    const result = analyzeMaintenance(ctx);
    expect(result.items[0].urgency).toBe('waiting');
    expect(result.summary).toContain("Scheduled service: service recorded; waiting for the car's service counter to reset (it still counts 345 km to the next service).");
    expect(result.summary).not.toMatch(/due soon/);
  });

  it('writes plain labels, never the kind, in English and Spanish', () => {
    const ctx = buildContext({ reminders: [reminder({ dueDate: '2026-11-01' }), reminder({ id: 'r2', kind: 'tire_rotation', dueDate: '2026-12-01' })] });
    const en = answerQuestion('What maintenance is due?', ctx).content;
    expect(en).toMatch(/^Blue Camry has 1 item overdue and 1 due soon: oil change and tire rotation\./);
    expect(en).toContain('- Oil change (overdue): was due on Nov 1, 2026 (21 days ago), from your reminder.');
    expect(en).not.toMatch(/oil_change|tire_rotation|Oil_change/);
    const es = answerQuestion('¿Qué mantenimiento toca?', ctx).content;
    expect(es).toContain('- Cambio de aceite (vencido): vencía el 1 de noviembre de 2026 (hace 21 días), según tu recordatorio.');
    expect(es).not.toMatch(/oil_change|tire_rotation/);
  });

  it('names the last service in plain words, never its kind code', () => {
    const ctx = buildContext({ maintenance: [record({ description: null })] });
    expect(analyzeMaintenance(ctx).summary).toContain('Last service: oil change on May 1, 2026 at 40,000 km.');
    expect(analyzeMaintenance({ ...ctx, language: 'de' }).summary).toContain('Letzte Wartung: Ölwechsel am 1. Mai 2026 bei 40.000 km.');
  });

  it('says nothing is due inside the window, naming the window', () => {
    const result = analyzeMaintenance(buildContext({ maintenance: [record({})] }));
    expect(result.summary).toMatch(/^Nothing is overdue or due within your heads-up window \(30 days or 1,000 km\) for Blue Camry\. Last service: Oil and filter on May 1, 2026 at 40,000 km\./);
  });

  it('says plainly when nothing is on file', () => {
    const result = analyzeMaintenance(buildContext({ latest: null }));
    expect(result.items).toEqual([]);
    expect(result.lastService).toBeNull();
    expect(result.summary).toMatch(/^No maintenance records or service schedule are on file for Blue Camry/);
  });
});
