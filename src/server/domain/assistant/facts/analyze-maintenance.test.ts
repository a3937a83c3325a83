import { describe, expect, it } from 'vitest';
import { analyzeMaintenance, classifyDue } from './analyze-maintenance';
import type { MaintenanceRecord } from './types';
import { HEALTHY_GAS, TODAY, buildContext, buildDocument, buildSignals } from './test-fixtures';

function record(change: Partial<MaintenanceRecord>): MaintenanceRecord {
  return { type: 'oil change', description: null, cost: null, date: '2026-05-01', mileage: 40_000, nextDue: null, nextDueMileage: null, ...change };
}

describe('classifyDue', () => {
  const odometer = 45_210;
  const cases: { name: string; date: string | null; km: number | null; odo: number | null; status: string }[] = [
    { name: 'date passed', date: '2026-11-01', km: null, odo: odometer, status: 'overdue' },
    { name: 'date today', date: TODAY, km: null, odo: odometer, status: 'due_soon' },
    { name: 'date within 30 days', date: '2026-12-22', km: null, odo: odometer, status: 'due_soon' },
    { name: 'date in 31 days', date: '2026-12-23', km: null, odo: odometer, status: 'ok' },
    { name: 'mileage passed', date: null, km: 45_000, odo: odometer, status: 'overdue' },
    { name: 'mileage within 1000 km', date: null, km: 46_000, odo: odometer, status: 'due_soon' },
    { name: 'mileage far', date: null, km: 50_000, odo: odometer, status: 'ok' },
    { name: 'mileage but no odometer', date: null, km: 50_000, odo: null, status: 'unknown' },
    { name: 'far date but mileage passed', date: '2027-06-01', km: 45_000, odo: odometer, status: 'overdue' },
    { name: 'nothing known', date: null, km: null, odo: odometer, status: 'unknown' },
  ];
  it.each(cases)('$name', ({ date, km, odo, status }) => {
    expect(classifyDue(date, km, odo, TODAY)).toBe(status);
  });
});

describe('analyzeMaintenance items', () => {
  it('uses the newest record of each type against the live odometer', () => {
    const ctx = buildContext({
      maintenance: [
        record({ date: '2025-11-01', nextDue: '2026-05-01', cost: 70 }),
        record({ date: '2026-05-01', nextDue: '2027-05-01', nextDueMileage: 46_000, cost: 90 }),
        record({ type: 'Brake pads', date: '2025-01-10', nextDue: '2026-11-01', cost: 240 }),
        record({ type: 'Car wash', date: '2026-10-01' }),
      ],
    });
    const result = analyzeMaintenance(ctx);
    const byWhat = Object.fromEntries(result.items.map((i) => [i.what, i]));
    expect(byWhat['Oil change'].status).toBe('due_soon');
    expect(byWhat['Oil change'].reason).toBe('Due on 2027-05-01 (in 160 days); by distance it is due at 46,000 km on the odometer, 790 km from now.');
    expect(byWhat['Brake pads'].status).toBe('overdue');
    expect(byWhat['Car wash']).toBeUndefined();
    expect(result.items[0].what).toBe('Brake pads');
    expect(result.totalEstimatedCost).toBe(330);
    expect(result.totalRecordedCost).toBe(400);
    expect(result.serviceCount).toBe(4);
    expect(result.lastService).toEqual({ date: '2026-10-01', type: 'Car wash', mileage: 40_000 });
  });

  it('reads next service from documents and the car, in the owner\'s unit', () => {
    const invoice = buildDocument(
      'receipt',
      { documentType: 'service_invoice', serviceInfo: { serviceDate: '2026-09-15', mileage: 44_000, nextServiceMileage: 54_000, totalCost: 310, services: ['oil change', 'filters'] } },
      'invoice-sept.pdf',
    );
    const ctx = buildContext({
      unit: 'mi',
      documents: [invoice],
      latest: buildSignals({ ...HEALTHY_GAS, serviceDistanceToService: 500 }),
    });
    const result = analyzeMaintenance(ctx);
    const fromDoc = result.items.find((i) => i.what === 'Next service (from invoice-sept.pdf)');
    expect(fromDoc?.status).toBe('ok');
    expect(fromDoc?.dueMileageKm).toBe(54_000);
    const fromCar = result.items.find((i) => i.what === 'Scheduled service reported by the car');
    expect(fromCar).toMatchObject({ status: 'due_soon', dueMileageKm: 45_710, reason: 'The car reports 311 mi to its next scheduled service.' });
    expect(result.lastService).toEqual({ date: '2026-09-15', type: 'oil change, filters', mileage: 44_000 });
    expect(result.serviceCount).toBe(1);
  });

  it('lists registration and insurance expiring within 30 days, and not later ones', () => {
    const ctx = buildContext({
      documents: [
        buildDocument('registration', { documentType: 'car_registration', registrationInfo: { expiryDate: '2026-12-10' } }),
        buildDocument('insurance', { documentType: 'insurance', insuranceInfo: { expirationDate: '2027-04-01' } }),
      ],
      alerts: [
        { alertType: 'registration_expiry', documentId: null, alertDate: '2026-12-10', alertMessage: 'Registration expires on 2026-12-10', isActive: true },
        { alertType: 'inspection_due', documentId: null, alertDate: '2027-02-01', alertMessage: 'Inspection due on 2027-02-01', isActive: true },
        { alertType: 'warranty_expiry', documentId: null, alertDate: '2026-12-01', alertMessage: 'Warranty expires on 2026-12-01', isActive: false },
      ],
    });
    const result = analyzeMaintenance(ctx);
    expect(result.items.map((i) => [i.what, i.status])).toEqual([
      ['Registration renewal', 'due_soon'],
      ['Inspection', 'ok'],
      ['Scheduled service reported by the car', 'ok'],
    ]);
    expect(result.items[0].reason).toBe('The registration expires on 2026-12-10 (in 18 days).');
  });

  it('summarises what is due with the last service', () => {
    const ctx = buildContext({
      maintenance: [record({ date: '2026-03-01', mileage: 38_000, nextDue: '2026-09-01', cost: 89.5 })],
    });
    expect(analyzeMaintenance(ctx).summary).toBe(
      'Blue Camry has 1 item overdue: oil change. Last service: oil change on 2026-03-01 at 38,000 km. Based on previous invoices, the work due now costs about $89.50. 1 more item is scheduled later.',
    );
  });

  it('says plainly when nothing is on file', () => {
    const result = analyzeMaintenance(buildContext({ latest: null }));
    expect(result.items).toEqual([]);
    expect(result.lastService).toBeNull();
    expect(result.totalEstimatedCost).toBe(0);
    expect(result.summary).toMatch(/^No maintenance records or service schedule are on file for Blue Camry/);
  });
});
