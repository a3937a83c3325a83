/**
 * The causes the answer bench (bench/chat/answers) showed, each tested on wordings of its own (not the bench's):
 * a follow-up that keeps the car it points at, a car named with a word about its state, a limit that names its own
 * code, "how far" asked in the past, a spend that is not the schedule, slang and verb forms, a new question while a
 * proposal waits, a record's description without its figures.
 */
import { describe, expect, it } from 'vitest';
import { readActionIntent, readProposalReply } from './actions';
import { understand } from './understand';

const vehicles = [
  { key: '11', name: 'Blue Camry', make: 'Toyota', model: 'Camry', type: 'gas' as const },
  { key: '22', name: 'Kia EV6', make: 'Kia', model: 'EV6', type: 'electric' as const },
  { key: '33', name: 'Work Transit', make: 'Ford', model: 'Transit', type: 'gas' as const },
];
const today = '2026-11-18';
const ask = (question: string, history: string[] = [], extra: { selected?: string; lastNamed?: string } = {}) =>
  understand(question, { today, vehicles, history, selected: extra.selected ?? '22', lastNamed: extra.lastNamed });

describe('a follow-up with its own topic keeps the car it points back at', () => {
  it.each([
    ['how many km did the Transit do last week?', 'and how much charge does it have?'],
    ['¿cuántos km hizo el Camry el mes pasado?', '¿y qué presión tienen sus neumáticos?'],
    ['Wie viel ist der Transit gestern gefahren?', 'und was zeigt sein Kilometerstand?'],
    ['combien de km a fait la Camry hier ?', 'et sa pression des pneus ?'],
  ])('%s → %s', (first, next) => {
    const u = ask(next, [first]);
    expect(u.entities.vehicles).toEqual([first.includes('Transit') ? '33' : '11']);
    expect(u.followUp).toBe(true);
  });

  it('a question with its own topic and no pointer back stays on the selected car', () => {
    expect(ask('what is the tyre pressure?', ['how far did the Transit go last week?']).entities.vehicles).toBeUndefined();
  });

  it('"what is wrong with it" after a ranking is about the car ranked first', () => {
    const history = ['which of my cars is in the worst shape?'];
    expect(ask('so what is the problem with it?', history, { lastNamed: '33' }).entities.vehicles).toEqual(['33']);
    expect(ask('und was fehlt ihm genau?', ['welches meiner Autos ist in schlechtestem Zustand?'], { lastNamed: '11' }).entities.vehicles).toEqual(['11']);
  });
});

describe('a car named with a word about its state is its health, never the previous topic', () => {
  it.each(['Is the Camry alright?', '¿La Transit va bien?', 'Ist der Camry in Ordnung?', 'La Camry est en forme ?'])('%s', (q) => {
    const u = ask(q, ['what is the plate number?']);
    expect(u.topics).toEqual(['health']);
    expect(u.followUp).toBe(false);
  });

  it('"and the Camry?" alone still follows the previous topic', () => {
    expect(ask('and the Camry?', ['what is the plate number?']).topics).toEqual(['plate']);
  });
});

describe('a limit that names its own code stands alone', () => {
  it('keeps the selected car when the code is named, leans on the conversation when it is not', () => {
    const history = ['how is the Transit doing?'];
    expect(ask('what would a repair of P0301 cost me?', history).entities.vehicles).toBeUndefined();
    expect(ask('what would a repair of P0301 cost me?', history).limit).toBe('repair_cost');
    expect(ask('what would it cost to repair that?', history).entities.vehicles).toEqual(['33']);
  });

  it('a value asked about "my car" is the selected car, whatever the conversation compared before', () => {
    for (const q of ['how much could I sell my car for, what is it worth?', '¿cuánto vale mi coche ahora?', 'Was ist mein Wagen heute noch wert?', 'ma voiture vaut combien à la revente ?']) {
      const u = ask(q, ['compare the range of all my cars']);
      expect(u.limit, q).toBe('value');
      expect(u.entities.vehicles, q).toBeUndefined();
    }
  });
});

describe('a repair price asked in other words is still a limit', () => {
  it.each(['what will fixing the P0301 set me back?', 'how much would I pay for repairing it?', '¿cuánto me saldría arreglar el P0420?', 'Was zahle ich für die Reparatur von P0420?'])('%s', (q) => {
    expect(ask(q).limit).toBe('repair_cost');
  });
});

describe('kilometres over a period are driven, never the odometer', () => {
  it.each(['Wie viele Kilometer hat der Transit diesen Monat gemacht?', 'how many km did the Camry do last week?', '¿cuántos kilómetros ha hecho el Camry esta semana?'])('%s', (q) => {
    expect(ask(q).topics).toEqual(['usage']);
  });

  it('the total without a period stays the odometer', () => {
    expect(ask('Wie viele Kilometer hat der Transit?').topics).toEqual(['odometer']);
  });
});

describe('"how far" asked in the past is the distance driven, not the range', () => {
  it.each([
    ['how far has the Transit gone this month?', 'usage'],
    ['Wie weit bin ich letzten Monat gefahren?', 'usage'],
    ['how far did the Camry go yesterday?', 'usage'],
    ['how far can the Transit still go?', 'range'],
    ['Wie weit komme ich mit dem Camry noch?', 'range'],
  ])('%s → %s', (q, topic) => {
    expect(ask(q).topics).toContain(topic);
    expect(ask(q).topics).not.toContain(topic === 'usage' ? 'range' : 'usage');
  });
});

describe('a spend question is the spend, the schedule only when asked', () => {
  it.each(['what did servicing cost me in total this year?', 'how much money have I spent on repairs and maintenance?', '¿cuánto llevo gastado en mantenimiento?', 'Was habe ich für die Wartung bisher ausgegeben?', "j'ai dépensé combien en entretien depuis janvier ?"])('%s', (q) => {
    expect(ask(q).topics).toContain('costs');
  });

  it.each(['how much have I spent on maintenance?', '¿cuánto llevo gastado en mantenimiento?', 'Was habe ich für die Wartung bisher ausgegeben?'])('no schedule for %s', (q) => {
    expect(ask(q).topics).toEqual(['costs']);
  });

  it('keeps the schedule when the question asks when', () => {
    expect(ask('how much did I spend on maintenance and when is the next service due?').topics).toContain('maintenance');
  });

  it('reads "each car" as all of them in four languages', () => {
    for (const q of ['spend per car, each vehicle?', '¿cuánto gasté en cada vehículo?', 'Ausgaben für jedes Auto?', 'les dépenses de chaque voiture ?']) expect(ask(q).entities.vehicles, q).toEqual(['*']);
  });

  it('compares the two cars named, not the whole fleet', () => {
    expect(ask('compare the Camry and the Transit on fuel level').entities.vehicles).toEqual(['11', '33']);
    expect(ask('vergleiche Camry und EV6: Reichweite').entities.vehicles).toEqual(['11', '22']);
  });
});

describe('slang, verb forms and "problems" map to the question meant', () => {
  it.each([
    ['who insures the Camry?', 'insurance'],
    ['¿con qué compañía está asegurado el coche?', 'insurance'],
    ['Bei welcher Firma ist der Transit versichert?', 'insurance'],
    ['mon assureur, c’est qui ?', 'insurance'],
    ['how fast was I going at most yesterday?', 'speed'],
    ['¿a cuánto iba como máximo ayer?', 'speed'],
    ['wie schnell war ich gestern maximal?', 'speed'],
    ["j'ai roulé à combien au max hier ?", 'speed'],
  ])('%s → %s', (q, topic) => {
    expect(ask(q).topics).toContain(topic);
  });

  it('"warning lights or problems" asks every problem, the codes among them', () => {
    for (const q of ['are there any dashboard lights or other problems?', '¿algún testigo encendido o algún problema?']) expect(ask(q).topics, q).toEqual(['health', 'trouble_codes']);
    expect(ask('what does code P0171 mean, is it a problem?').topics).toEqual(['trouble_codes']);
  });
});

describe('while a proposal waits', () => {
  it('a new question with a figure is not taken for a correction', () => {
    for (const q of ['what was my top speed over the last 3 days?', '¿cuántos km hice en los últimos 10 días?', 'Wie viel habe ich in 2 Wochen getankt?', 'quelle était ma vitesse max ces 5 derniers jours ?'])
      expect(readProposalReply(q, today), q).toBeNull();
  });

  it('a correction still is', () => {
    expect(readProposalReply('no, it was 120', today)).toMatchObject({ type: 'correct', cost: { amount: 120 } });
    expect(readProposalReply('non, plutôt 75 €', today)).toMatchObject({ type: 'correct', cost: { amount: 75, currency: 'EUR' } });
  });
});

describe("a record's description keeps the owner's words, not the figures", () => {
  it.each([
    ['replaced the brake pads yesterday at 52,000 km for $240', 'replaced the brake pads yesterday'],
    ['hoy cambié los neumáticos a 60.100 km por 420 €', 'hoy cambié los neumáticos'],
    ['Ölwechsel heute bei 33.000 km, 95 Euro', 'Ölwechsel heute'],
  ])('%s', (q, description) => {
    const intent = readActionIntent(q, today);
    expect(intent?.type).toBe('add_service_record');
    if (intent?.type === 'add_service_record') expect(intent.record.description).toBe(description);
  });
});
