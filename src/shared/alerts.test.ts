import { describe, it, expect } from 'vitest';
import { alertMessageFor, daysUntil, isAlertListed, planAlerts, sortAlerts } from './alerts';
import type { AlertType, PlannedAlert } from './alerts';
import { ProcessedDataSchema } from './documents';

function processed(input: Record<string, unknown>) {
  return ProcessedDataSchema.parse({ documentType: 'maintenance', ...input });
}

describe('planAlerts', () => {
  const cases: [string, Record<string, unknown>, [AlertType, string][]][] = [
    ['no dates at all', {}, []],
    [
      'every alert date',
      {
        alertDates: {
          registrationExpiry: '2025-06-30',
          insuranceExpiry: '2025-03-01',
          nextService: '2025-01-15',
          inspectionDue: '2025-06-30',
          warrantyExpiry: '2027-09-01',
        },
      },
      [
        ['service_due', '2025-01-15'],
        ['insurance_expiry', '2025-03-01'],
        ['registration_expiry', '2025-06-30'],
        ['inspection_due', '2025-06-30'],
        ['warranty_expiry', '2027-09-01'],
      ],
    ],
    [
      'falls back to the section fields',
      {
        registrationInfo: { expiryDate: '2025-08-31' },
        insuranceInfo: { expirationDate: '2025-12-01' },
        serviceInfo: { nextServiceDate: '2025-02-10' },
      },
      [
        ['service_due', '2025-02-10'],
        ['registration_expiry', '2025-08-31'],
        ['insurance_expiry', '2025-12-01'],
      ],
    ],
    [
      'alertDates win over the section fields, one alert per type',
      {
        alertDates: { registrationExpiry: '2025-07-01', nextService: null },
        registrationInfo: { expiryDate: '2025-08-31' },
        serviceInfo: { nextServiceDate: '2025-02-10' },
      },
      [
        ['service_due', '2025-02-10'],
        ['registration_expiry', '2025-07-01'],
      ],
    ],
    [
      'impossible calendar dates fall through to the next source or are skipped',
      {
        alertDates: { registrationExpiry: '2025-02-30', warrantyExpiry: '2025-13-01' },
        registrationInfo: { expiryDate: '2025-03-31' },
      },
      [['registration_expiry', '2025-03-31']],
    ],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    const alerts = planAlerts(processed(input));
    expect(alerts.map((a) => [a.alertType, a.alertDate])).toEqual(expected);
    for (const alert of alerts) expect(alert.alertMessage).toBe(alertMessageFor(alert.alertType, alert.alertDate));
  });

  it('never plans two alerts of one type', () => {
    const alerts = planAlerts(
      processed({
        alertDates: { insuranceExpiry: '2025-01-01' },
        insuranceInfo: { expirationDate: '2026-01-01' },
      }),
    );
    expect(alerts).toHaveLength(1);
  });
});

describe('alertMessageFor', () => {
  const cases: [AlertType, string][] = [
    ['registration_expiry', 'Registration expires on 2025-06-30'],
    ['insurance_expiry', 'Insurance expires on 2025-06-30'],
    ['service_due', 'Service due on 2025-06-30'],
    ['inspection_due', 'Inspection due on 2025-06-30'],
    ['warranty_expiry', 'Warranty expires on 2025-06-30'],
  ];
  it.each(cases)('%s', (type, message) => {
    expect(alertMessageFor(type, '2025-06-30')).toBe(message);
  });
});

describe('isAlertListed', () => {
  const cases: [boolean, string, boolean][] = [
    [true, '2025-01-10', true],
    [true, '2025-01-11', true],
    [true, '2025-01-09', false],
    [false, '2025-01-10', false],
    [false, '2026-01-01', false],
  ];
  it.each(cases)('active=%s date=%s (today 2025-01-10) -> %s', (isActive, alertDate, listed) => {
    expect(isAlertListed({ isActive, alertDate }, '2025-01-10')).toBe(listed);
  });
});

describe('sortAlerts', () => {
  it('orders by date ascending, then by type, without touching the input', () => {
    const input: PlannedAlert[] = [
      { alertType: 'warranty_expiry', alertDate: '2025-05-01', alertMessage: 'w' },
      { alertType: 'service_due', alertDate: '2025-05-01', alertMessage: 's' },
      { alertType: 'insurance_expiry', alertDate: '2024-12-31', alertMessage: 'i' },
    ];
    const sorted = sortAlerts(input);
    expect(sorted.map((a) => a.alertMessage)).toEqual(['i', 's', 'w']);
    expect(input[0].alertMessage).toBe('w');
  });
});

describe('daysUntil', () => {
  const cases: [string, string, number][] = [
    ['2025-01-10', '2025-01-10', 0],
    ['2025-01-17', '2025-01-10', 7],
    ['2025-01-09', '2025-01-10', -1],
    ['2025-03-01', '2025-02-01', 28],
  ];
  it.each(cases)('%s from %s is %d', (date, today, days) => {
    expect(daysUntil(date, today)).toBe(days);
  });
  it('throws on a malformed date', () => {
    expect(() => daysUntil('soon', '2025-01-10')).toThrow(RangeError);
  });
});
