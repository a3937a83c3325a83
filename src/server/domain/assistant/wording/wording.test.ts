import { describe, expect, it } from 'vitest';
import { explainDtc } from '../../../../shared/dtc/index';
import { answerFleetQuestion, answerQuestion } from '../answer/answer';
import { analyzeFleet } from '../facts/analyze-fleet';
import { analyzeHealth } from '../facts/analyze-health';
import { analyzeMaintenance } from '../facts/analyze-maintenance';
import { analyzeUsage } from '../facts/analyze-usage';
import { assessTripReadiness } from '../facts/assess-trip';
import { HEALTHY, HEALTHY_GAS, WEEK, buildContext, buildDocument, buildSignals } from '../facts/test-fixtures';
import type { VehicleContext } from '../facts/types';
import { detectLanguage, type Language } from '../understanding/language';
import { splitIntoSentences } from './chat-text';
import { wordingIn } from './wording';

const NNBSP = '\u202f';

describe('numbers, units, lists and dates per language', () => {
  const cases: [Language, string, string, string, string, string][] = [
    ['en', '1,234.5 km', '45,210 km', 'a, b and c', 'Dec 5, 2026', 'in 13 days'],
    ['es', '1234,5 km', '45.210 km', 'a, b y c', '5 de diciembre de 2026', 'dentro de 13 días'],
    ['de', '1.234,5 km', '45.210 km', 'a, b und c', '5. Dezember 2026', 'in 13 Tagen'],
    ['fr', `1${NNBSP}234,5 km`, `45${NNBSP}210 km`, 'a, b et c', '5 décembre 2026', 'dans 13 jours'],
  ];
  it.each(cases)('%s', (lang, decimal, whole, list, date, relative) => {
    const w = wordingIn(lang);
    expect(w.distance(1234.5, 'km', 1)).toBe(decimal);
    expect(w.distance(45_210, 'km')).toBe(whole);
    expect(w.list(['a', 'b', 'c'])).toBe(list);
    expect(w.date('2026-12-05')).toBe(date);
    expect(w.relativeDays(13)).toBe(relative);
  });

  it('keeps fixed decimals and the owner unit', () => {
    expect(wordingIn('de').fixed(12, 1)).toBe('12,0');
    expect(wordingIn('en').fixed(12, 1)).toBe('12.0');
    expect(wordingIn('fr').speed(100, 'mi')).toBe('62 mph');
    expect(wordingIn('es').pressure(180, 'mi')).toBe('180 kPa / 26 psi');
  });
});

describe('detectLanguage', () => {
  const cases: [string, Language][] = [
    ['How much did I drive this week?', 'en'],
    ['¿Cuánto he conducido esta semana?', 'es'],
    ['Wie viel bin ich diese Woche gefahren?', 'de'],
    ['Combien ai-je roulé cette semaine ?', 'fr'],
    ['P0420', 'en'],
  ];
  it.each(cases)('%s -> %s', (question, lang) => {
    expect(detectLanguage(question)).toBe(lang);
  });
});

const TROUBLED = buildContext({
  tokenId: 202,
  name: 'Red Golf',
  make: 'Volkswagen',
  model: 'Golf',
  year: 2015,
  latest: buildSignals({ ...HEALTHY_GAS, lowVoltageBatteryCurrentVoltage: 11.7, chassisAxleRow1WheelLeftTirePressure: 180, serviceDistanceToService: 400, dtcs: ['P0420', 'P0300'] }),
  usage: WEEK,
  maintenance: [{ type: 'oil change', description: null, cost: 89.5, date: '2026-03-01', mileage: 38_000, nextDue: '2026-09-01', nextDueMileage: 48_000 }],
  documents: [buildDocument('insurance', { documentType: 'insurance', insuranceInfo: { expirationDate: '2026-12-05' } })],
});
const EMPTY = buildContext({ tokenId: 303, name: 'New EV', type: 'electric', make: 'Tesla', model: 'Model 3', latest: null });

/** Words only an English sentence of the catalogue would carry. */
const ENGLISH_WORDS = /\b(the|is|are|your|with|not|of|and|below|above|due|trip|tyres?|battery|service)\b/i;
/** What stays English whatever the language: trouble-code meanings, the user's own records and names. */
const DATA = [...['P0420', 'P0300'].map((c) => explainDtc(c).meaning.replace(/\.$/, '')), 'oil change', 'Oil change', 'doc-insurance.pdf', 'Red Golf', 'New EV', 'Blue Camry'];

/** Fields that hold codes (enums, dates, trouble codes), not sentences. */
const CODE_FIELDS = new Set(['kind', 'status', 'averageSpeedBasis', 'code', 'severity', 'dueDate', 'date', 'start', 'end', 'from', 'to', 'expiryDate']);

/** Every sentence the analyzers write about a vehicle, with the data that stays as the owner wrote it removed. */
function everyText(ctx: VehicleContext): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (!CODE_FIELDS.has(key)) found.push(DATA.reduce((text, d) => text.split(d).join(''), value));
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk([analyzeHealth(ctx), assessTripReadiness(ctx), assessTripReadiness(ctx, { distanceKm: 900 }), analyzeMaintenance(ctx), analyzeUsage(ctx), analyzeFleet([ctx, HEALTHY])], '');
  return found;
}

describe('the analyzers write in the owner language', () => {
  for (const lang of ['es', 'de', 'fr'] as const)
    for (const ctx of [TROUBLED, HEALTHY, EMPTY])
      it(`${lang}: ${ctx.name}`, () => {
        expect(everyText(ctx).filter((s) => ENGLISH_WORDS.test(s)).length).toBeGreaterThan(3);
        expect(everyText({ ...ctx, language: lang }).filter((s) => ENGLISH_WORDS.test(s))).toEqual([]);
      });
});

describe('answers in the language of the question', () => {
  const cases: [string, RegExp][] = [
    ['¡Hola!', /Cuentakilómetros: 45\.210 km\./],
    ['Hallo', /Kilometerstand: 45\.210 km\./],
    ['Bonjour !', new RegExp(`Compteur : 45${NNBSP}210 km\\.`)],
    ['Hi', /Odometer: 45,210 km\./],
  ];
  it.each(cases)('%s', (question, odometer) => {
    expect(answerQuestion(question, HEALTHY).content).toMatch(odometer);
  });

  it('explains a trouble code and rates a trip in Spanish, German and French', () => {
    expect(answerQuestion('¿Qué significa P0420?', TROUBLED).content).toMatch(/^P0420: .*Sistema: Emisiones\. Gravedad: media\./);
    expect(answerQuestion('Was bedeutet der Code P0420?', TROUBLED).content).toMatch(/^P0420: .*System: Abgasreinigung\. Schweregrad: mittel\./);
    expect(answerQuestion('Que signifie le code P0420 ?', TROUBLED).content).toMatch(/^P0420 : .*Système : Émissions\. Gravité : moyenne\./);
    expect(answerQuestion('¿Puedo hacer 1200 km mañana con mi coche?', HEALTHY).content).toMatch(/el viaje de 1200 km/);
  });

  it('answers the fleet and its errors in the question language', () => {
    expect(answerFleetQuestion('¿Cómo están mis coches?', [])).toMatchObject({ content: wordingIn('es').t.errors.noVehicleSelected });
    const fleet = answerFleetQuestion('Wie geht es allen meinen Autos?', [HEALTHY, TROUBLED]);
    expect(fleet.content).toMatch(/^2 Fahrzeuge: /);
    expect(fleet.metadata.followUpQuestions).toContain(wordingIn('de').t.followUp.fleetTrip);
  });
});

describe('splitIntoSentences', () => {
  const cases: [string, string[]][] = [
    ['12 V battery is at 11.7 V. Odometer: 45,210 km.', ['12 V battery is at 11.7 V. ', 'Odometer: 45,210 km.']],
    ['Risks:\n- Low tyre.\n- Weak battery!\n\nBefore you go?', ['Risks:\n', '- Low tyre.\n', '- Weak battery!\n\n', 'Before you go?']],
    ['Que signifie P0420 ? Compteur : 45\u202f210 km.', ['Que signifie P0420 ? ', 'Compteur : 45\u202f210 km.']],
    ['', []],
  ];
  it.each(cases)('%j', (text, pieces) => {
    expect(splitIntoSentences(text)).toEqual(pieces);
    expect(splitIntoSentences(text).join('')).toBe(text);
  });
});
