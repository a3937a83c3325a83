import { describe, expect, it } from 'vitest';
import { readActionIntent, readProposalReply } from './actions';

const TODAY = '2026-11-27'; // a Friday

describe('what the owner asks the assistant to do', () => {
  it.each([
    ['I changed the oil today at 91,200 km, $80', { kind: 'oil_change', date: TODAY, odometerKm: 91200, totalCost: 80, currency: 'USD' }],
    ['cambié el aceite hoy a 91.500 km, 75 €', { kind: 'oil_change', date: TODAY, odometerKm: 91500, totalCost: 75, currency: 'EUR' }],
    ['Ich hab heute das Öl wechseln lassen, bei 91.800 km, 95 Euro', { kind: 'oil_change', date: TODAY, odometerKm: 91800, totalCost: 95, currency: 'EUR' }],
    ["j'ai fait la vidange aujourd'hui à 48 300 km pour 70 €", { kind: 'oil_change', date: TODAY, odometerKm: 48300, totalCost: 70, currency: 'EUR' }],
    ['had the tyres rotated yesterday for $60', { kind: 'tires', date: '2026-11-26', odometerKm: null, totalCost: 60, currency: 'USD' }],
    ['replaced the brake pads on Monday, 180 euros', { kind: 'brakes', date: '2026-11-23', odometerKm: null, totalCost: 180, currency: 'EUR' }],
  ])('logs work done: %s', (question, record) => {
    expect(readActionIntent(question, TODAY)).toMatchObject({ type: 'add_service_record', record });
  });

  it.each([
    ['remind me to rotate the tires in 5,000 km', { kind: 'tire_rotation', inKm: 5000 }],
    ['recuérdame revisar los frenos en 3.000 km', { kind: 'brake_service', inKm: 3000 }],
    ['Erinnere mich in 5.000 km an die Reifenrotation', { kind: 'tire_rotation', inKm: 5000 }],
    ['rappelle-moi de faire la vidange dans 2 mois', { kind: 'oil_change', inKm: null, dueDate: '2027-01-27' }],
  ])('sets a reminder: %s', (question, reminder) => {
    expect(readActionIntent(question, TODAY)).toMatchObject({ type: 'create_reminder', ...reminder });
  });

  it.each([
    ['snooze the insurance reminder for a week', { type: 'snooze_reminder', target: 'insurance_expiry', until: '2026-12-04' }],
    ['pospón el recordatorio del seguro una semana', { type: 'snooze_reminder', target: 'insurance_expiry', until: '2026-12-04' }],
    ['mark the brake service done', { type: 'complete_reminder', target: 'brake_service', date: TODAY }],
    ['Markier den Bremsenservice als erledigt', { type: 'complete_reminder', target: 'brake_service' }],
    ["marque l'entretien des freins comme fait", { type: 'complete_reminder', target: 'brake_service' }],
  ])('changes a reminder: %s', (question, intent) => {
    expect(readActionIntent(question, TODAY)).toMatchObject(intent);
  });

  it.each(['when did I change the oil?', 'how much did the oil change cost?', 'what is my tyre pressure', '¿cuándo toca el cambio de aceite?', 'Wann ist der nächste Ölwechsel?', 'remind me what P0420 means'])(
    'leaves questions to be answered: %s',
    (question) => {
      expect(readActionIntent(question, TODAY)).toBeNull();
    },
  );

  it.each([
    ['yes', { type: 'confirm' }],
    ['vale, guárdalo', { type: 'confirm' }],
    ['ja, passt', { type: 'confirm' }],
    ['ok enregistre', { type: 'confirm' }],
    ['no', { type: 'cancel' }],
    ['actually it was $65', { type: 'correct', cost: { amount: 65, currency: 'USD' } }],
    ['no, fueron 190', { type: 'correct', cost: { amount: 190, currency: null } }],
    ['nein, 70 Euro', { type: 'correct', cost: { amount: 70, currency: 'EUR' } }],
    ['non, 58 €', { type: 'correct', cost: { amount: 58, currency: 'EUR' } }],
    ["what's my range?", null],
  ])('reads the reply to a proposal: %s', (reply, read) => {
    expect(readProposalReply(reply, TODAY)).toEqual(read);
  });
});
