import { describe, expect, it } from 'vitest';
import { isHeldBack, loadLabelledSet, scoreLabelledSet } from '../../../../../bench/chat/score';
import { extractPeriod, extractPrice, extractTripDistances, parseNumber } from './entities';
import { understand, type Understanding } from './understand';

const set = loadLabelledSet();
const opts = { today: set.today, vehicles: set.vehicles };

describe('understanding on the labelled owner questions (bench/chat/labelled-questions.json)', () => {
  const scored = scoreLabelledSet(set);

  it('keeps topic and entity accuracy above the floor, on the whole set and on the held-back part', () => {
    expect(set.questions.length).toBeGreaterThanOrEqual(300);
    expect(scored.heldBack.questions).toBe(set.questions.filter(isHeldBack).length);
    expect(scored.heldBack.questions / set.questions.length).toBeGreaterThan(0.25);
    expect(scored.all.topicAccuracy).toBeGreaterThanOrEqual(95);
    expect(scored.all.entityAccuracy).toBeGreaterThanOrEqual(95);
    expect(scored.heldBack.topicAccuracy).toBeGreaterThanOrEqual(93);
    expect(scored.heldBack.entityAccuracy).toBeGreaterThanOrEqual(93);
    expect(scored.all.languageAccuracy).toBeGreaterThanOrEqual(95);
    for (const [lang, a] of Object.entries(scored.byLanguage)) expect(a.topicAccuracy, lang).toBeGreaterThanOrEqual(90);
  });
});

describe('understand', () => {
  it('answers every topic asked, not the first keyword', () => {
    expect(understand('tyre pressure and insurance?', opts).topics).toEqual(['tyres', 'insurance']);
    expect(understand('Reifendruck und Versicherung?', opts).topics.sort()).toEqual(['insurance', 'tyres']);
    expect(understand('check the coolant and the tyres before my 300 km trip', opts).topics.sort()).toEqual(['coolant', 'trip', 'tyres']);
  });

  it('reads the charging state now (limit, cable, power) as charging and the parking brake as its own topic, in each language', () => {
    const topics = (q: string) => understand(q, opts).topics;
    for (const q of ["what's my charge limit?", 'is the car plugged in?', 'how fast is it charging?', 'is the charging cable connected?', '¿cuál es el límite de carga?', '¿está enchufado el coche?', '¿a qué potencia está cargando?', '¿hasta qué porcentaje carga?', 'bis wie viel Prozent lädt er?', 'Ist das Ladekabel eingesteckt?', 'Mit welcher Leistung lädt das Auto?', 'quelle est la limite de charge ?', 'la voiture est-elle branchée ?', 'à quelle puissance charge-t-elle ?']) {
      expect(topics(q), q).toEqual(['charging']);
    }
    for (const q of ['is the handbrake on?', 'did I put the parking brake on?', '¿está puesto el freno de mano?', 'Ist die Handbremse angezogen?', 'le frein à main est-il serré ?', 'as-tu mis le frein de stationnement ?']) {
      expect(topics(q), q).toEqual(['parking_brake']);
    }
    // what charging cost, the battery's health, how full it is and the brakes' wear keep their own topics
    expect(topics('how much did charging cost me this month?')).toEqual(['costs']);
    expect(topics('¿cuánto me costó cargar el coche este mes?')).toEqual(['costs']);
    expect(topics('Was hat das Laden diesen Monat gekostet?')).toEqual(['costs']);
    expect(topics('combien m’a coûté la recharge ce mois-ci ?')).toEqual(['costs']);
    expect(topics('battery health')).toEqual(['battery_trends']);
    expect(topics('how much charge do I have?')).toEqual(['level']);
    expect(topics('how many times did I charge last week?')).toEqual(['charging']);
    expect(topics('when should I replace the brake pads?')).toEqual(['maintenance']);
    expect(topics('did I lock my car?')).toEqual(['body']);
  });

  it("reads the owner's weekly pace as driving (not the range, the odometer or nothing) and a tyre rotation as a due item, in each language", () => {
    const topics = (q: string) => understand(q, opts).topics;
    for (const q of ['How much do I drive a week?', 'How many km do I drive per week?', 'What is my weekly mileage?', 'How many miles do I drive a week?', '¿Cuánto conduzco por semana?', 'Wie viel fahre ich pro Woche?', 'Combien je roule par semaine ?']) {
      expect(topics(q), q).toEqual(['usage']);
    }
    expect(topics('How far do I drive per week?')[0]).toBe('usage');
    expect(topics('How far can I go?')).toEqual(['range']);
    expect(topics('what is my mileage')).toEqual(['odometer']);
    expect(topics('How many charges per week?')).toEqual(['charging']);
    expect(topics('When is my tire rotation due?')).toEqual(['maintenance']);
    expect(topics('tire pressure?')).toEqual(['tyres']);
  });

  it('gives a word to the topic it supports most', () => {
    expect(understand('if petrol is 1.85 per litre, what do I spend on fuel per week?', opts).topics).toEqual(['costs']);
    expect(understand('how many litres per 100 km am I getting', opts).topics).toEqual(['consumption']);
    expect(understand('how many litres are in the tank', opts).topics).toEqual(['level']);
  });

  it('tolerates typos', () => {
    expect(understand('batery voltage pls', opts).topics).toEqual(['battery']);
    expect(understand('maintainance due?', opts).topics).toEqual(['maintenance']);
    expect(understand('cuanta gasolna me keda', opts).topics).toEqual(['level']);
  });

  it('detects the language', () => {
    expect(['How is my car?', '¿Cómo está mi coche?', 'Wie geht es meinem Auto?', 'Comment va ma voiture ?'].map((q) => understand(q, opts).lang)).toEqual(['en', 'es', 'de', 'fr']);
  });

  it('tells small talk, help, out of scope and unclear apart', () => {
    expect(understand('ok thanks', opts).topics).toEqual(['smalltalk']);
    expect(understand('what can you do?', opts).topics).toEqual(['help']);
    expect(understand("what's the weather in Berlin tomorrow?", opts).topics).toEqual(['out_of_scope']);
    expect(understand('is it?', opts).topics).toEqual(['unclear']);
  });

  it('names vehicles by model, make, type, all or the other one', () => {
    const vehicles = (q: string) => understand(q, opts).entities.vehicles;
    expect(vehicles('how is my Kia?')).toEqual(['ev6']);
    expect(vehicles('how is my Toyota')).toEqual(['camry', 'rav4']);
    expect(vehicles('is the hybrid due for a service?')).toEqual(['rav4']);
    expect(vehicles('how are all my cars doing')).toEqual(['*']);
    expect(vehicles("what's the best electric car to buy?")).toBeUndefined();
  });

  it('follows the conversation', () => {
    const follow = (q: string, history: string[]) => understand(q, { ...opts, history });
    expect(follow('and the other car?', ["what's the tyre pressure"])).toMatchObject({ topics: ['tyres'], entities: { vehicles: ['other'] }, followUp: true });
    expect(follow('why?', ['How is my car doing?']).topics).toEqual(['health']);
    expect(follow('is it serious?', ['what does P0420 mean']).entities.codes).toEqual(['P0420']);
    expect(follow('what about last week?', ['How much did I drive this week?'])).toMatchObject({ topics: ['usage'], entities: { period: { from: '2026-06-08', to: '2026-06-14' } } });
    expect(follow('thanks!', ['tyre pressure and insurance?']).topics).toEqual(['smalltalk']);
  });
});

describe('asking back', () => {
  const onEv = { ...opts, selected: 'ev6' };
  const reply = (q: string, history: string[], o = opts) => understand(q, { ...o, history });
  const topicsOf = (a: Understanding['ambiguity']) => (a?.kind === 'topic' ? a.options.map((o) => o.topic) : null);

  it('asks which battery on an electric car, in every language; on a petrol car the battery is the 12 V one', () => {
    for (const q of ['battery?', '¿y la batería?', 'und die Batterie?', 'et la batterie ?']) {
      const u = understand(q, onEv);
      expect(u.topics, q).toEqual(['clarify']);
      expect(topicsOf(u.ambiguity), q).toEqual(['battery', 'level']);
    }
    expect(understand('battery?', { ...opts, selected: 'camry' }).topics).toEqual(['battery']);
    // anything that says which is no longer ambiguous
    expect(understand('battery voltage?', onEv).topics).toEqual(['battery']);
    expect(understand('battery level?', onEv).topics).toEqual(['level']);
  });

  it('asks whether "service" is the next one or the past costs, and what "how much" is about', () => {
    for (const q of ['service?', '¿la revisión?', 'Wartung?', "et l'entretien ?"]) expect(topicsOf(understand(q, opts).ambiguity), q).toEqual(['maintenance', 'costs']);
    for (const q of ['how much?', '¿cuánto?', 'wie viel?', 'combien ?']) expect(topicsOf(understand(q, opts).ambiguity), q).toEqual(['costs', 'level', 'usage']);
    expect(understand('when is the next service?', opts).topics).toEqual(['maintenance']);
    expect(understand('how much did I spend this year?', opts).topics).toEqual(['costs']);
  });

  it('asks which vehicle when a make names two of them, not when both are named or meant', () => {
    const u = understand('how is the Toyota?', opts);
    expect(u).toMatchObject({ topics: ['clarify'], ambiguity: { kind: 'vehicle', topics: ['health'], options: [{ key: 'camry', name: '2019 Toyota Camry' }, { key: 'rav4', name: '2020 Toyota RAV4 Hybrid' }] } });
    expect(understand('Wie ist der Reifendruck beim Toyota?', opts).ambiguity).toMatchObject({ kind: 'vehicle', topics: ['tyres'] });
    expect(understand('how are my Toyotas?', opts)).toMatchObject({ topics: ['health'], entities: { vehicles: ['camry', 'rav4'] } });
    expect(understand('how are the Camry and the RAV4?', opts).topics).toEqual(['health']);
    expect(understand('how is the Kia?', opts).topics).toEqual(['health']);
  });

  it('resolves the short reply through the conversation, in the language it is given', () => {
    expect(reply('the first one', ['battery?'], onEv)).toMatchObject({ topics: ['battery'], followUp: true, lang: 'en' });
    expect(reply('the 12 V', ['battery?'], onEv).topics).toEqual(['battery']);
    expect(reply('la segunda', ['¿y la batería?'], onEv)).toMatchObject({ topics: ['level'], lang: 'es' });
    expect(reply('den Ladestand', ['und die Batterie?'], onEv)).toMatchObject({ topics: ['level'], lang: 'de' });
    expect(reply('le premier', ["et l'entretien ?"])).toMatchObject({ topics: ['maintenance'], lang: 'fr' });
    expect(reply('RAV4', ['how is the Toyota?'])).toMatchObject({ topics: ['health'], entities: { vehicles: ['rav4'] }, lang: 'en' });
    expect(reply('den Camry', ['Wie geht es dem Toyota?'])).toMatchObject({ topics: ['health'], entities: { vehicles: ['camry'] }, lang: 'de' });
    expect(reply('la segunda', ['¿cómo está el Toyota?'])).toMatchObject({ entities: { vehicles: ['rav4'] }, lang: 'es' });
    expect(reply('the hybrid', ['tyre pressure on the Toyota?'])).toMatchObject({ topics: ['tyres'], entities: { vehicles: ['rav4'] } });
    // a follow-up after the pick still leans on it
    expect(reply('and the other car?', ['tyre pressure on the Toyota?', 'the Camry'])).toMatchObject({ topics: ['tyres'], entities: { vehicles: ['other'] } });
  });

  it('takes a new question after asking back as a new question', () => {
    expect(reply('how much fuel did I burn last week', ['how much?']).topics).toEqual(['consumption']);
    expect(reply('what is my tyre pressure?', ['battery?'], onEv).topics).toEqual(['tyres']);
  });
});

describe('entities', () => {
  it('reads a distance only when it is a trip', () => {
    expect(extractTripDistances('can I drive 300 km tomorrow?')).toEqual([300]);
    expect(extractTripDistances('ready for a 1,200 km journey?')).toEqual([1200]);
    expect(extractTripDistances('road trip, 200 miles')).toEqual([322]);
    expect(extractTripDistances('did I go over 130 km/h?')).toEqual([]);
    expect(extractTripDistances('the service is every 10,000 km')).toEqual([]);
    expect(extractTripDistances('Wartung alle 20.000 km')).toEqual([]);
    expect(extractTripDistances('how many litres per 100 km')).toEqual([]);
    expect(extractTripDistances('consommation en kWh/100 km')).toEqual([]);
  });

  it('reads numbers the way each language writes them', () => {
    expect([parseNumber('1,200'), parseNumber('15.000'), parseNumber('15 000'), parseNumber('1,75'), parseNumber('1.85')]).toEqual([1200, 15000, 15000, 1.75, 1.85]);
  });

  it('reads periods relative to today (a Wednesday)', () => {
    const p = (q: string, lang: 'en' | 'es' | 'de' | 'fr' = 'en') => extractPeriod(q, '2026-06-17', lang);
    expect(p('this week')).toEqual({ from: '2026-06-15', to: '2026-06-17' });
    expect(p('letzte Woche', 'de')).toEqual({ from: '2026-06-08', to: '2026-06-14' });
    expect(p('el mes pasado', 'es')).toEqual({ from: '2026-05-01', to: '2026-05-31' });
    expect(p('depuis mars', 'fr')).toEqual({ from: '2026-03-01', to: '2026-06-17' });
    expect(p('ai-je roulé hier', 'fr')).toEqual({ from: '2026-06-16', to: '2026-06-16' });
    expect(p('wo ist es hier', 'de')).toBeUndefined();
    expect(p('in September')).toEqual({ from: '2025-09-01', to: '2025-09-30' });
    expect(p('may I ask something')).toBeUndefined();
    expect(p('last 30 days')).toEqual({ from: '2026-05-19', to: '2026-06-17' });
  });

  it('reads a fuel or energy price', () => {
    expect(extractPrice('fuel cost a week at $3.60 a gallon?')).toEqual({ amount: 3.6, per: 'gal' });
    expect(extractPrice('Bei 1,79 € pro Liter')).toEqual({ amount: 1.79, per: 'l' });
    expect(extractPrice('electricity is 0.30 per kWh')).toEqual({ amount: 0.3, per: 'kWh' });
    expect(extractPrice('how many litres per 100 km')).toBeUndefined();
  });
});

describe('trips, driving and the battery over time', () => {
  it('reads questions about past trips as the trip log, with the period named (not trip readiness or where the car is)', () => {
    const cases: [string, string, { from: string; to: string } | undefined][] = [
      ['What was my longest trip this week?', 'trips', { from: '2026-06-15', to: '2026-06-17' }],
      ['Where did I drive yesterday?', 'trips', { from: '2026-06-16', to: '2026-06-16' }],
      ['How many trips did I make last month?', 'trips', { from: '2026-05-01', to: '2026-05-31' }],
      ['¿A dónde fui el sábado?', 'trips', { from: '2026-06-13', to: '2026-06-13' }],
      ['Wohin bin ich am Samstag gefahren?', 'trips', { from: '2026-06-13', to: '2026-06-13' }],
      ['Combien de trajets ai-je faits le mois dernier ?', 'trips', { from: '2026-05-01', to: '2026-05-31' }],
      ['How was my driving score this week? Any harsh braking?', 'driving', { from: '2026-06-15', to: '2026-06-17' }],
      ['Wie war mein Fahrverhalten diese Woche?', 'driving', { from: '2026-06-15', to: '2026-06-17' }],
      ['How much battery does my car lose when parked?', 'battery_trends', undefined],
      ['¿Cuál es mi autonomía al 100 %?', 'battery_trends', undefined],
      ['Ma batterie se dégrade-t-elle ?', 'battery_trends', undefined],
      ['How is my battery health over the last year?', 'battery_trends', undefined],
      ['Has my range dropped?', 'battery_trends', undefined],
      ['¿Ha bajado mi autonomía?', 'battery_trends', undefined],
      ['¿Cómo está la salud de mi batería en el último año?', 'battery_trends', undefined],
      ['Ist meine Reichweite gesunken?', 'battery_trends', undefined],
      ['Mon autonomie a-t-elle baissé ?', 'battery_trends', undefined],
      ['How much do I lose parked overnight?', 'battery_trends', undefined],
      ['¿Cuánto pierdo aparcado por la noche?', 'battery_trends', undefined],
      ['Wie viel verliere ich über Nacht im Stand?', 'battery_trends', undefined],
      ['Combien je perds la nuit garée ?', 'battery_trends', undefined],
      ['How much did my commute cost this month?', 'commute', { from: '2026-06-01', to: '2026-06-17' }],
      ['¿Cuánto me costó ir al trabajo este mes?', 'commute', { from: '2026-06-01', to: '2026-06-17' }],
      ['Was hat mich der Arbeitsweg diesen Monat gekostet?', 'commute', { from: '2026-06-01', to: '2026-06-17' }],
      ['Combien m’a coûté mon trajet domicile-travail ce mois-ci ?', 'commute', { from: '2026-06-01', to: '2026-06-17' }],
    ];
    for (const [question, topic, period] of cases) {
      const u = understand(question, { ...opts, selected: 'ev6' });
      expect(u.topics, question).toEqual([topic]);
      expect(u.entities.period, question).toEqual(period);
    }
  });

  it('keeps the questions it answered before where they were', () => {
    expect(understand('where did I park', opts).topics).toEqual(['location']);
    expect(understand("What's my range?", opts).topics).toEqual(['range']);
    expect(understand('How far did I drive this week?', opts).topics).toEqual(['usage']);
    expect(understand('Can I drive 300 km tomorrow?', opts).topics).toEqual(['trip']);
  });
});
