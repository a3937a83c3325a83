/**
 * The ways owners phrase things beyond the labelled set: each class in the four languages, in wordings of its own
 * (not the sets' questions). Today is Wednesday 2026-06-17, as in the sets.
 */
import { describe, expect, it } from 'vitest';
import { FRESH_FILE, loadLabelledSet, scoreLabelledSet } from '../../../../../bench/chat/score';
import { extractPeriod, extractPrice, extractTroubleCodes, extractVehicles, periodBefore } from './entities';
import { understand } from './understand';

const set = loadLabelledSet();
const opts = { today: '2026-06-17', vehicles: set.vehicles };
const topics = (q: string, history: string[] = []) => understand(q, { ...opts, history }).topics;
const entities = (q: string, history: string[] = []) => understand(q, { ...opts, history }).entities;
const period = (q: string, lang: 'en' | 'es' | 'de' | 'fr') => extractPeriod(q, '2026-06-17', lang);

describe('the fresh set written blind (bench/chat/fresh-questions.json), scored only', () => {
  it('keeps topic and entity accuracy above the floor', () => {
    const scored = scoreLabelledSet(loadLabelledSet(FRESH_FILE));
    expect(scored.all.topicAccuracy).toBeGreaterThanOrEqual(95);
    expect(scored.all.entityAccuracy).toBeGreaterThanOrEqual(95);
  });
});

describe('topics owners name in their own words', () => {
  it('usage: how much the owner drove', () => {
    expect(topics('how many km have I driven this week')).toEqual(['usage']);
    expect(topics('¿cuánto he manejado este mes?')).toEqual(['usage']);
    expect(topics('wie viele Kilometer habe ich diese Woche zurückgelegt')).toEqual(['usage']);
    expect(topics("combien de km j'ai fait ce mois-ci")).toEqual(['usage']);
  });

  it('consumption: average use and its short forms', () => {
    expect(topics('what is the average mpg')).toEqual(['consumption']);
    expect(topics('¿cuánto consume el coche?')).toEqual(['consumption']);
    expect(topics('Spritverbrauch im Schnitt?')).toEqual(['consumption']);
    expect(topics('quelle est la conso')).toEqual(['consumption']);
  });

  it('odometer: the total on the clock', () => {
    expect(topics('how many km are on the car')).toEqual(['odometer']);
    expect(topics('¿cuántos kilómetros tiene el coche en total?')).toEqual(['odometer']);
    expect(topics('wie viel hat das Auto drauf')).toEqual(['odometer']);
    expect(topics('combien de km au total')).toEqual(['odometer']);
  });

  it('last seen: when the car last reported, offline', () => {
    expect(topics('is the car offline?')).toEqual(['last_seen']);
    expect(topics('¿el coche está desconectado?')).toEqual(['last_seen']);
    expect(topics('wann hat sich das Auto zuletzt gemeldet')).toEqual(['last_seen']);
    expect(topics('la voiture est hors ligne ?')).toEqual(['last_seen']);
  });

  it('charge level, not a charging session; a charging session when it is charging', () => {
    expect(topics('is the EV fully charged?')).toEqual(['level']);
    expect(topics('¿está cargado al 80?')).toEqual(['level']);
    expect(topics('ist das Auto voll geladen')).toEqual(['level']);
    expect(topics('elle est chargée à combien ?')).toEqual(['level']);
    expect(topics('is it charging right now?')).toEqual(['charging']);
    expect(topics('la voiture est en charge ?')).toEqual(['charging']);
  });

  it('costs: what the owner paid, and a hard start is the battery', () => {
    expect(topics('how much have I paid for petrol this year')).toEqual(['costs']);
    expect(topics('¿cuánto gasté en gasolina este año?')).toEqual(['costs']);
    expect(topics('was habe ich dieses Jahr für Benzin bezahlt')).toEqual(['costs']);
    expect(topics("combien j'ai payé d'essence cette année")).toEqual(['costs']);
    expect(topics('the car was hard to start this morning')).toEqual(['battery']);
    expect(topics('esta mañana le costó arrancar')).toEqual(['battery']);
    expect(topics('heute ist er schlecht angesprungen')).toEqual(['battery']);
    expect(topics('elle a eu du mal à démarrer')).toEqual(['battery']);
  });

  it('help, trouble codes, registration and location in plain words', () => {
    expect(topics('how can you help me?')).toEqual(['help']);
    expect(topics('¿qué sabes hacer?')).toEqual(['help']);
    expect(topics('was weißt du alles')).toEqual(['help']);
    expect(topics('tu sais faire quoi ?')).toEqual(['help']);
    expect(topics('any dtcs?')).toEqual(['trouble_codes']);
    expect(topics('¿cuándo vence el registro?')).toEqual(['registration']);
    expect(topics('where did I leave my car')).toEqual(['location']);
  });

  it('range: the distance still left', () => {
    expect(topics('how many miles can I still do')).toEqual(['range']);
    expect(topics('¿cuántos kilómetros me quedan?')).toEqual(['range']);
    expect(topics('wie viele Kilometer kann ich noch fahren')).toEqual(['range']);
    expect(topics('il me reste combien de km, je peux encore rouler ?')).toEqual(['range']);
  });

  it('charging sessions asked with a verb, and days of driving', () => {
    expect(topics('when did I last charge the EV')).toEqual(['charging']);
    expect(topics('¿cuándo cargué el coche?')).toEqual(['charging']);
    expect(topics('wann lade ich normalerweise')).toEqual(['charging']);
    expect(topics('est-ce qu elle charge là ?')).toEqual(['charging']);
    expect(topics('how many days did I take the car out this month')).toEqual(['usage']);
    expect(topics('¿cuántos días usé el coche este mes?')).toEqual(['usage']);
    expect(topics('an wie vielen Tagen war ich diesen Monat unterwegs')).toEqual(['usage']);
    expect(topics('combien de jours ai-je pris la voiture ce mois-ci')).toEqual(['usage']);
  });

  it('the last refuel as a noun', () => {
    expect(topics('when was my last refueling')).toEqual(['refuels']);
    expect(topics('¿cuándo fue el último repostaje?')).toEqual(['refuels']);
    expect(topics('wann habe ich zuletzt vollgetankt')).toEqual(['refuels']);
    expect(topics('date du dernier plein')).toEqual(['refuels']);
  });

  it('a greeting before a question does not hide the question', () => {
    expect(topics('hi, how much fuel do I have?')).toEqual(['level']);
    expect(topics('hola, ¿cuánta gasolina me queda?')).toEqual(['level']);
    expect(topics('Hallo, wie viel Sprit habe ich noch?')).toEqual(['level']);
    expect(topics("salut, il me reste combien d'essence ?")).toEqual(['level']);
    expect(topics('hey, is my car alright?')).toEqual(['health']);
    expect(topics('hallo, wie geht es dir?')).toEqual(['greeting']);
  });

  it('a word that only starts like a cue is not it: the coast is not a cost', () => {
    expect(topics('el domingo voy 450 km a la costa, ¿aguanta el coche?')).toEqual(['trip']);
    expect(topics('¿cuánto me costaron las recargas?')).toEqual(['costs']);
    expect(topics('where was the car on Tuesday')).toEqual(['location']);
    expect(topics('¿dónde estaba el coche el martes?')).toEqual(['location']);
  });

  it('each sentence that is a question asks its own thing', () => {
    const sorted = (q: string) => [...topics(q)].sort();
    expect(sorted('is the car alright? I have 250 km to do tomorrow')).toEqual(['health', 'trip']);
    expect(sorted('¿el coche está bien? mañana hago 250 km')).toEqual(['health', 'trip']);
    expect(sorted('Ist mit dem Auto alles in Ordnung? Morgen fahre ich 250 km')).toEqual(['health', 'trip']);
    expect(sorted('la voiture va bien ? demain je fais 250 km')).toEqual(['health', 'trip']);
    expect(sorted('I paid 80.50 for the service, was that expensive?')).toEqual(['costs']);
  });

  it('warning lights and the oil level in compound words', () => {
    expect(topics('die Motorleuchte ist an')).toEqual(['trouble_codes']);
    expect(topics('se encendió la luz de avería')).toEqual(['trouble_codes']);
    expect(topics('Ölstand?')).toEqual(['maintenance']);
    expect(topics("niveau d'huile ?")).toEqual(['maintenance']);
  });

  it('speed, not distance, when the owner asks how fast they drove', () => {
    expect(topics('how fast did I drive yesterday')).toEqual(['speed']);
    expect(topics('¿a qué velocidad conduje ayer?')).toEqual(['speed']);
    expect(topics('wie schnell bin ich gestern gefahren')).toEqual(['speed']);
    expect(topics("à quelle vitesse j'ai roulé hier")).toEqual(['speed']);
  });
});

describe('a trip named with its distance', () => {
  it('is a trip even when it mentions refuelling or the tank', () => {
    for (const q of [
      'can I drive 150 km without refuelling?',
      'do I have to fill up before a 200 mile drive, is there enough in the tank',
      '¿puedo hacer 150 km sin repostar?',
      'voy a hacer un viaje de 150 km, ¿tengo que repostar antes?',
      'schaffe ich 150 km ohne zu tanken?',
      'Ich fahre 150 km. Muss ich vorher tanken?',
      'je peux faire 150 km sans faire le plein ?',
      '150 km à faire, je dois faire le plein avant ?',
    ]) {
      expect(topics(q), q).toEqual(['trip']);
      expect(entities(q).distanceKm, q).toBeGreaterThan(100);
    }
  });
});

describe('periods', () => {
  it('the day before yesterday', () => {
    for (const [q, lang] of [['the day before yesterday', 'en'], ['anteayer', 'es'], ['vorgestern', 'de'], ['avant-hier', 'fr']] as const) {
      expect(period(q, lang), q).toEqual({ from: '2026-06-15', to: '2026-06-15' });
    }
  });

  it('a weekday named alone is the last one, "next" is not a past period', () => {
    for (const [q, lang] of [['on Monday', 'en'], ['el lunes', 'es'], ['am Montag', 'de'], ['lundi dernier', 'fr']] as const) {
      expect(period(q, lang), q).toEqual({ from: '2026-06-15', to: '2026-06-15' });
    }
    expect(period('next Monday', 'en')).toBeUndefined();
  });

  it('last weekend, since the start of the year, quarters, rolling weeks', () => {
    for (const [q, lang] of [['last weekend', 'en'], ['el fin de semana pasado', 'es'], ['letztes Wochenende', 'de'], ['le week-end dernier', 'fr']] as const) {
      expect(period(q, lang), q).toEqual({ from: '2026-06-13', to: '2026-06-14' });
    }
    for (const [q, lang] of [['since the beginning of the year', 'en'], ['desde principios de año', 'es'], ['seit Jahresbeginn', 'de'], ["depuis le début de l'année", 'fr']] as const) {
      expect(period(q, lang), q).toEqual({ from: '2026-01-01', to: '2026-06-17' });
    }
    for (const [q, lang] of [['in Q1', 'en'], ['el primer trimestre', 'es'], ['im ersten Quartal', 'de'], ['au 1er trimestre', 'fr']] as const) {
      expect(period(q, lang), q).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    }
    expect(period('Q3', 'en')).toEqual({ from: '2025-07-01', to: '2025-09-30' });
    for (const [q, lang] of [['the past three weeks', 'en'], ['las últimas tres semanas', 'es'], ['die letzten drei Wochen', 'de'], ['les trois dernières semaines', 'fr']] as const) {
      expect(period(q, lang), q).toEqual({ from: '2026-05-28', to: '2026-06-17' });
    }
  });

  it('weeks before last, some time ago, hours, earlier today, a year', () => {
    for (const [q, lang] of [['the week before last', 'en'], ['la semana antepasada', 'es'], ['vorletzte Woche', 'de'], ["l'avant-dernière semaine", 'fr'], ['two weeks ago', 'en'], ['hace dos semanas', 'es'], ['vor zwei Wochen', 'de'], ['il y a deux semaines', 'fr']] as const) {
      expect(period(q, lang), q).toEqual({ from: '2026-06-01', to: '2026-06-07' });
    }
    expect(period('hace un mes', 'es')).toEqual({ from: '2026-05-01', to: '2026-05-31' });
    expect(period('vor drei Tagen', 'de')).toEqual({ from: '2026-06-14', to: '2026-06-14' });
    expect(period('in the last 24 hours', 'en')).toEqual({ from: '2026-06-16', to: '2026-06-17' });
    expect(period('ce matin', 'fr')).toEqual({ from: '2026-06-17', to: '2026-06-17' });
    for (const [q, lang] of [['in 2025', 'en'], ['en 2025', 'es'], ['im Jahr 2025', 'de'], ['en 2025', 'fr']] as const) {
      expect(period(q, lang), q).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    }
    expect(period('is the 2019 Camry ok', 'en')).toBeUndefined();
  });

  it('dates and ranges of dates', () => {
    for (const [q, lang] of [['from May 4 to May 10', 'en'], ['del 4 al 10 de mayo', 'es'], ['vom 4. bis 10. Mai', 'de'], ['du 4 au 10 mai', 'fr'], ['entre el 4 y el 10 de mayo', 'es']] as const) {
      expect(period(q, lang), q).toEqual({ from: '2026-05-04', to: '2026-05-10' });
    }
    expect(period('am 4. Mai', 'de')).toEqual({ from: '2026-05-04', to: '2026-05-04' });
    expect(period('depuis le 4 mai', 'fr')).toEqual({ from: '2026-05-04', to: '2026-06-17' });
    expect(period('may 4 people fit?', 'en')).toBeUndefined();
  });

  it('a period in the background of a question about the car now is not read', () => {
    expect(entities('it makes a rattling noise since yesterday, is something wrong?').period).toBeUndefined();
    expect(entities('hace un ruido raro desde ayer, ¿algún problema?').period).toBeUndefined();
    expect(entities('seit gestern zieht er nach links, ist der Reifendruck ok?').period).toBeUndefined();
    expect(entities('hier elle a mal démarré, la batterie est faible ?').period).toBeUndefined();
    expect(entities('how far did I drive yesterday?').period).toEqual({ from: '2026-06-16', to: '2026-06-16' });
  });

  it('the period before a period', () => {
    expect(periodBefore({ from: '2026-06-08', to: '2026-06-14' })).toEqual({ from: '2026-06-01', to: '2026-06-07' });
    expect(periodBefore({ from: '2026-05-01', to: '2026-05-31' })).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(periodBefore({ from: '2026-06-11', to: '2026-06-17' })).toEqual({ from: '2026-06-04', to: '2026-06-10' });
  });
});

describe('follow-ups', () => {
  it('"and the week before?" steps back from the earlier period, keeping the topic', () => {
    for (const [q, earlier] of [
      ['and the week before?', 'how far did I drive last week?'],
      ['¿y la semana anterior?', '¿cuántos km hice la semana pasada?'],
      ['und die Woche davor?', 'wie viel bin ich letzte Woche gefahren?'],
      ["et la semaine d'avant ?", "combien de km j'ai fait la semaine dernière ?"],
    ]) {
      expect(understand(q, { ...opts, history: [earlier] }), q).toMatchObject({ topics: ['usage'], entities: { period: { from: '2026-06-01', to: '2026-06-07' } } });
    }
  });

  it('a follow-up names another car or another period', () => {
    expect(entities('¿y con el híbrido?', ['¿cuánta gasolina queda?']).vehicles).toEqual(['rav4']);
    expect(entities('und der Elektrische?', ['wie viel Sprit ist noch drin?']).vehicles).toEqual(['ev6']);
    expect(entities("et l'année d'avant ?", ["combien j'ai dépensé l'année dernière ?"]).period).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(entities('and this month?', ['how far did I drive last month?']).period).toEqual({ from: '2026-06-01', to: '2026-06-17' });
  });

  it('keeps the car asked about before', () => {
    expect(entities('and last month?', ['what is the consumption of the Kia?'])).toMatchObject({ vehicles: ['ev6'], period: { from: '2026-05-01', to: '2026-05-31' } });
    expect(entities('¿y en abril?', ['¿cuánto consume el RAV4?']).vehicles).toEqual(['rav4']);
    expect(entities('und im April?', ['Verbrauch vom Camry?']).vehicles).toEqual(['camry']);
    expect(topics('et en avril ?', ["combien de km j'ai fait en mai ?"])).toEqual(['usage']);
  });
});

describe('entities written the way owners write them', () => {
  it('codes with a space or a dash', () => {
    expect(extractTroubleCodes('what is P 0171')).toEqual(['P0171']);
    expect(extractTroubleCodes('código p-0302')).toEqual(['P0302']);
    expect(extractTroubleCodes('B 2000 km')).toEqual([]);
  });

  it('prices per unit written with a slash', () => {
    expect(extractPrice('petrol at 1,72 €/l')).toEqual({ amount: 1.72, per: 'l' });
    expect(extractPrice('la luz a 0,25 €/kWh')).toEqual({ amount: 0.25, per: 'kWh' });
    expect(extractPrice('Strom 0,29€/kWh')).toEqual({ amount: 0.29, per: 'kWh' });
  });

  it('vehicles by body, by type after a noun or a preposition, by a short model name, all of them', () => {
    const v = (q: string) => extractVehicles(q, set.vehicles);
    expect(v('is the SUV due for a service')).toEqual(['rav4']);
    expect(v('la berline a un problème ?')).toEqual(['camry']);
    expect(v('la voiture électrique')).toEqual(['ev6']);
    expect(v('el coche eléctrico')).toEqual(['ev6']);
    expect(v('Reifendruck beim Elektroauto')).toEqual(['ev6']);
    expect(v('beim Hybrid')).toEqual(['rav4']);
    expect(v('how is the rav doing')).toEqual(['rav4']);
    expect(v('Kilometer aller Autos')).toEqual(['*']);
    expect(v('toutes les voitures')).toEqual(['*']);
  });

  it('the language of a one-word question', () => {
    const lang = (q: string) => understand(q, opts).lang;
    expect([lang('help'), lang('ayuda'), lang('Hilfe'), lang('aide')]).toEqual(['en', 'es', 'de', 'fr']);
    expect(lang('Kilometerstand?')).toBe('de');
  });
});
