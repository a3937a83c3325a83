import { describe, expect, it } from 'vitest';
import { readUsageFacts } from '../facts/analyze-usage';
import { HEALTHY_GAS, VALID_INSURANCE, VALID_REGISTRATION, buildContext, buildDocument, buildSignals } from '../facts/test-fixtures';
import { buildWeekSeries } from '../../usage/test-support/build-series';
import { answerFleetQuestion, answerQuestion } from './answer';

const WEEK = buildWeekSeries([{ km: 0 }, { km: 40, speed: 80 }, { km: 80, speed: 135 }, { km: 90, speed: 95 }], { to: '2026-11-22T08:00:00Z', energy: 'fuel' });
const INSURANCE = buildDocument('insurance', {
  documentType: 'insurance',
  insuranceInfo: { insuranceProvider: 'Acme Mutual', policyNumber: 'POL-778812', premium: 1240, expirationDate: '2027-03-01' },
});
const GOLF = buildContext({
  name: 'Red Golf',
  make: 'Volkswagen',
  model: 'Golf',
  latest: buildSignals({ ...HEALTHY_GAS, lowVoltageBatteryCurrentVoltage: 11.7, chassisAxleRow1WheelLeftTirePressure: 180, powertrainFuelSystemAbsoluteLevel: 31 }),
  usage: WEEK,
  documents: [VALID_REGISTRATION, INSURANCE],
  maintenance: [
    { type: 'oil change', description: 'Oil and filter', cost: 89.5, date: '2026-03-01', mileage: 40_000, nextDue: null, nextDueMileage: null },
    { type: 'brakes', description: 'Front pads', cost: 210, date: '2026-09-14', mileage: 43_500, nextDue: null, nextDueMileage: null },
    { type: 'service', description: 'Annual service', cost: 300, date: '2025-10-02', mileage: 38_000, nextDue: null, nextDueMileage: null },
  ],
});

describe('direct answers', () => {
  it('leads with the figure asked for', () => {
    expect(answerQuestion("what's the 12 volt battery at?", GOLF).content).toMatch(/^Your 12 V battery reads 11\.7 V: low\./);
    expect(answerQuestion('how much fuel is left?', GOLF).content).toMatch(/^Fuel: 62% \(about 31 l\)\.\n\nRange: about 420 km\./);
    // each reading says where it comes from and when, in the owner's time
    expect(answerQuestion('odometer reading?', GOLF).content).toBe('The odometer reads 45,210 km.\n\nRead from the car Nov 22, 2026, 08:00.');
    expect(answerQuestion('odometer reading?', { ...GOLF, timeZone: 'Europe/Berlin' }).content).toContain('Read from the car Nov 22, 2026, 09:00.');
    expect(answerQuestion('¿cuántos kilómetros tiene el cuentakilómetros?', GOLF).content).toContain('Leído del coche 22 de noviembre de 2026, 08:00.');
    expect(answerQuestion('what is my range', GOLF).content).toMatch(/^Range: about 420 km on what is left\./);
    expect(answerQuestion('what is my policy number?', GOLF).content).toMatch(/^Policy number: POL-778812\./);
    expect(answerQuestion('who is my insurer', GOLF).content).toMatch(/^Provider: Acme Mutual\./);
    expect(answerQuestion('did I go over 130 km/h?', GOLF).content).toMatch(/^Yes: your top speed was 135 km\/h, over 130 km\/h\./);
  });

  it('says whether the car is locked and what is open, in the language asked, and when the car does not report it', () => {
    const parked = { ...GOLF, latest: buildSignals({ ...HEALTHY_GAS, bodyLockIsLocked: 0, cabinDoorRow1DriverSideIsOpen: 0, cabinDoorRow1DriverSideWindowIsOpen: 1, bodyTrunkRearIsOpen: 1 }) };
    expect(answerQuestion('did I lock my car?', parked).content).toBe("Red Golf is unlocked.\n\nOpen: driver's window and trunk.\n\nRead from the car Nov 22, 2026, 08:00.");
    expect(answerQuestion('Are the windows closed?', parked).content).toMatch(/^Red Golf is unlocked\./);
    expect(answerQuestion('¿Está cerrado con llave el coche?', parked).content).toMatch(/^Red Golf no está cerrado con llave\.\n\nAbierto: ventanilla del conductor y maletero\./);
    expect(answerQuestion('Ist das Auto abgeschlossen?', parked).content).toMatch(/^Red Golf ist nicht abgeschlossen\.\n\nOffen: Fahrerfenster und Kofferraum\./);
    expect(answerQuestion('Est-ce que la voiture est verrouillée ?', parked).content).toMatch(/^Red Golf n'est pas verrouillée\.\n\nOuvert : vitre conducteur et coffre\./);
    const shut = { ...GOLF, latest: buildSignals({ ...HEALTHY_GAS, bodyLockIsLocked: 1, cabinDoorRow1DriverSideIsOpen: 0, bodyTrunkRearIsOpen: 0 }) };
    expect(answerQuestion('is the car locked?', shut).content).toMatch(/^Red Golf is locked\.\n\nDoors, windows and trunk are closed\./);
    expect(answerQuestion('is the car locked?', GOLF).content).toBe('Red Golf does not report its locks, doors and windows.');
  });

  it('says the charge limit, cable and charging power as the car read them, what it does not report, and that they do not apply to a petrol car', () => {
    const ev = (values: Record<string, number>) => buildContext({ name: 'Model Y', make: 'Tesla', model: 'Model Y', type: 'electric', latest: buildSignals({ powertrainTractionBatteryStateOfChargeCurrent: 64, powertrainRange: 310, ...values }) });
    const charging = ev({ powertrainTractionBatteryChargingIsCharging: 1, powertrainTractionBatteryChargingIsChargingCableConnected: 1, powertrainTractionBatteryChargingChargeLimit: 80, powertrainTractionBatteryChargingPower: 7.4 });
    expect(answerQuestion("what's my charge limit?", charging).content).toBe('Charge limit: 80%.\n\nModel Y is charging right now, at 7.4 kW.\n\nModel Y is plugged in.\n\nRead from the car Nov 22, 2026, 08:00.');
    expect(answerQuestion('is the car plugged in?', charging).content).toMatch(/^Model Y is plugged in\.\n\nModel Y is charging right now, at 7\.4 kW\./);
    expect(answerQuestion('how fast is it charging?', charging).content).toMatch(/^Model Y is charging right now, at 7\.4 kW\./);
    expect(answerQuestion('bis wie viel Prozent lädt er?', charging).content).toMatch(/^Ladelimit: 80 %\.\n\nModel Y lädt gerade mit 7,4 kW\./);
    expect(answerQuestion('¿está enchufado el coche?', charging).content).toMatch(/^Model Y está enchufado\./);
    expect(answerQuestion('quelle est la limite de charge ?', charging).content).toMatch(/^Limite de charge : 80 %\./);
    // parked and unplugged, with no charge limit reported: said so, never "0"
    const parked = ev({ powertrainTractionBatteryChargingIsCharging: 0, powertrainTractionBatteryChargingIsChargingCableConnected: 0 });
    expect(answerQuestion("what's my charge limit?", parked).content).toBe('Model Y does not report its charge limit.\n\nModel Y is not charging right now.\n\nModel Y is not plugged in.\n\nRead from the car Nov 22, 2026, 08:00.');
    expect(answerQuestion('Ist das Ladekabel eingesteckt?', parked).content).toMatch(/^Bei Model Y ist kein Ladekabel eingesteckt\./);
    const silent = ev({});
    expect(answerQuestion('is the car plugged in?', silent).content).toBe('Model Y does not report its charging state, cable or charge limit.');
    expect(answerQuestion('¿cuál es el límite de carga?', silent).content).toBe('Model Y no informa de su estado de carga, su cable ni su límite de carga.');
    expect(answerQuestion("what's my charge limit?", GOLF).content).toBe('Red Golf is not electric, so charging, a charging cable and a charge limit do not apply to it.');
    expect(answerQuestion('la voiture est-elle branchée ?', GOLF).content).toMatch(/^Red Golf n'est pas électrique/);
    // "is it charging?" keeps its answer: now, and the sessions of the week
    expect(answerQuestion('is it charging?', charging).content).toMatch(/^Model Y is charging right now\.\n\nNo charging session in the last 7 days\./);
  });

  it('says whether the parking brake is on, in the language asked, and when the car does not report it', () => {
    const on = { ...GOLF, latest: buildSignals({ ...HEALTHY_GAS, chassisParkingBrakeIsEngaged: 1 }) };
    const off = { ...GOLF, latest: buildSignals({ ...HEALTHY_GAS, chassisParkingBrakeIsEngaged: 0 }) };
    expect(answerQuestion('is the handbrake on?', on).content).toBe("Red Golf's parking brake is on.\n\nRead from the car Nov 22, 2026, 08:00.");
    expect(answerQuestion('did I put the parking brake on?', off).content).toMatch(/^Red Golf's parking brake is off\./);
    expect(answerQuestion('¿está puesto el freno de mano?', on).content).toMatch(/^Red Golf tiene el freno de mano puesto\./);
    expect(answerQuestion('Ist die Handbremse angezogen?', off).content).toMatch(/^Bei Red Golf ist die Handbremse gelöst\./);
    expect(answerQuestion('le frein à main est-il serré ?', on).content).toMatch(/^Le frein à main de Red Golf est serré\./);
    expect(answerQuestion('is the handbrake on?', GOLF).content).toBe('Red Golf does not report its parking brake.');
  });

  it('answers the charging state and the parking brake for each car of the garage', () => {
    const ev = buildContext({ tokenId: 202, name: 'Model Y', type: 'electric', latest: buildSignals({ powertrainTractionBatteryStateOfChargeCurrent: 64, powertrainTractionBatteryChargingIsCharging: 0, powertrainTractionBatteryChargingIsChargingCableConnected: 1, chassisParkingBrakeIsEngaged: 1 }) });
    expect(answerFleetQuestion('which of my cars are plugged in?', [GOLF, ev]).content).toBe(
      '- Red Golf: Red Golf is not electric, so charging, a charging cable and a charge limit do not apply to it.\n- Model Y: Model Y is plugged in.',
    );
    expect(answerFleetQuestion('which car is locked?', [GOLF, { ...ev, latest: buildSignals({ bodyLockIsLocked: 1 }) }]).content).toBe('- Red Golf: Red Golf does not report its locks, doors and windows.\n- Model Y: Model Y is locked.');
    // a figure is still ranked
    expect(answerFleetQuestion('which car has the most charge?', [GOLF, ev]).content).toMatch(/^Your cars by fuel or charge level, highest first:/);
    expect(answerFleetQuestion('is the handbrake on in my cars?', [GOLF, ev]).content).toBe("- Red Golf: Red Golf does not report its parking brake.\n- Model Y: Model Y's parking brake is on.");
  });

  it('reads the plate from the registration document only, as the garage does', () => {
    const registration = { ...buildDocument('registration', { documentType: 'car_registration', registrationInfo: { plateNumber: 'B-AB 1234' } }), uploadedAt: '2026-01-01T00:00:00Z' };
    const note = { ...buildDocument('receipt', { documentType: 'service_invoice', vehicleInfo: { plateNumber: 'WRONG 1' } }, 'note.pdf'), uploadedAt: '2026-10-01T00:00:00Z' };
    expect(answerQuestion("what's my licence plate number", buildContext({ documents: [note, registration] })).content).toBe('Your licence plate is B-AB 1234, from your registration card registration.pdf.');
    expect(answerQuestion("what's my licence plate number", buildContext({ documents: [note] })).content).toMatch(/^None of your documents states the licence plate yet/);
  });

  it('answers every topic asked, each with its own figure', () => {
    const answer = answerQuestion('tyre pressure and insurance?', GOLF).content;
    expect(answer).toMatch(/^Front left tire is low: 180 kPa \(minimum 200 kPa\)\./);
    expect(answer).toContain('Your insurance is valid until Mar 1, 2027, from your insurance card insurance.pdf.');
    expect(answer).not.toMatch(/Health check/);
  });

  it('judges coolant only with the engine running', () => {
    const parked = buildContext({ latest: buildSignals({ ...HEALTHY_GAS, powertrainCombustionEngineECT: 24, powertrainCombustionEngineSpeed: 0, isIgnitionOn: 0 }) });
    expect(answerQuestion('what is the coolant temperature', parked).content).toMatch(/^Coolant reads 24 °C with the engine off: normal for a parked car/);
    expect(answerQuestion('is the engine overheating?', GOLF).content).toMatch(/^Coolant is at 92 °C: normal/);
  });

  it('does the arithmetic on costs', () => {
    const year = answerQuestion('how much have I spent on the car this year?', GOLF).content;
    expect(year).toMatch(/^You spent \$299\.50 on the car this year \(Jan 1 – Nov 22\): 2 items, by category:\n\n- Service and repair: \$299\.50\n\n/);
    expect(year).toContain('- Mar 1, 2026: Oil and filter, $89.50 (from your service record "Oil and filter" of Mar 1, 2026)');
    expect(answerQuestion('how much did I spend last year?', GOLF).content).toMatch(/^You spent \$300\.00 on the car last year \(Jan 1 – Dec 31, 2025\): 1 item/);
    expect(answerQuestion('how much have I spent in total?', GOLF).content).toMatch(/^You spent \$1,839\.50 on the car in all \(up to Nov 22, 2026\): 4 items, by category:\n\n- Service and repair: \$599\.50\n- Insurance: \$1,240\.00/);
    // the distance driven this year is not known from a week of readings: said, not guessed
    expect(answerQuestion('what does the car cost me per km', GOLF).content).toBe('I cannot work out a cost per distance this year (Jan 1 – Nov 22): the distance driven in it is not known yet.');
    const facts = readUsageFacts(GOLF)!;
    const perWeek = ((facts.fuel!.litresUsed as number) / facts.coveredDays) * 7;
    const answer = answerQuestion('if petrol is 1.85 per litre, what do I spend on fuel per week?', GOLF).content;
    expect(answer).toContain(`About ${(perWeek * 1.85).toFixed(2)} a week`);
    expect(answerQuestion('what would fuel cost me per week?', GOLF).content).toMatch(/^Tell me the price per litre/);
  });

  it('answers in the language asked, with its number formats', () => {
    expect(answerQuestion('¿la bateria de 12 V está bien?', GOLF).content).toMatch(/^Tu batería de 12 V marca 11,7 V: baja\./);
    expect(answerQuestion('Wie ist die Batteriespannung?', GOLF).content).toMatch(/^Deine 12-V-Batterie hat 11,7 V: schwach\./);
    expect(answerQuestion('Quelle est la tension de la batterie ?', GOLF).content).toMatch(/^Votre batterie 12 V indique 11,7 V : faible\./);
  });

  it('keeps small talk and out-of-scope short, without a health report', () => {
    for (const q of ['ok thanks', "what's the weather in Berlin tomorrow?", 'what can you do?', 'how much?']) {
      const answer = answerQuestion(q, GOLF);
      expect(answer.content, q).not.toMatch(/\d+\/100/);
      expect(answer.metadata.healthScore, q).toBeUndefined();
      expect(answer.content.length, q).toBeLessThan(400);
    }
    expect(answerQuestion("what's the weather in Berlin tomorrow?", GOLF).content).toMatch(/^I can help with your vehicles: /);
    expect(answerQuestion('ok thanks', GOLF).content).toBe("You're welcome. Ask me anytime about your vehicles.");
    expect(answerQuestion('what can you do?', GOLF).content).toContain('charging and charge limit, range, tires, coolant, trouble codes, locks, doors and windows, parking brake,');
    expect(answerQuestion('¿qué puedes hacer?', GOLF).content).toContain('freno de mano');
  });

  it('uses the conversation for follow-ups', () => {
    expect(answerQuestion('and the registration?', GOLF, { history: ['when does my insurance expire'] }).content).toBe('Your registration is valid until Aug 31, 2027, from your registration card registration.pdf.');
    expect(answerQuestion('why?', GOLF, { history: ['How is my car doing?'] }).content).toMatch(/^Health check for Red Golf/);
  });

  it('answers a reading for each vehicle of the fleet, and ranks the cars when asked which one', () => {
    const camry = buildContext({ documents: [VALID_REGISTRATION, VALID_INSURANCE] });
    const each = answerFleetQuestion('fuel level of all my cars', [GOLF, camry]).content;
    expect(each).toContain('- Red Golf: Fuel: 62% (about 31 l).');
    expect(each).toContain('- Blue Camry: Fuel: 62%.');
    expect(answerFleetQuestion('which car has the most fuel', [GOLF, camry]).content).toBe('Your cars by fuel or charge level, highest first:\n- Red Golf: 62%\n- Blue Camry: 62%');
    expect(answerFleetQuestion('¿qué coche tiene menos combustible?', [GOLF, camry]).content).toMatch(/^Tus coches por nivel de combustible o carga, de menor a mayor:\n- /);
  });
});
