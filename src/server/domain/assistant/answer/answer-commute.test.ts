import { describe, expect, it } from 'vitest';
import type { BatteryHistory } from '../../../../shared/api/charging';
import type { PlaceKind } from '../../../../shared/api/places';
import type { Trip } from '../../../../shared/api/trips';
import { summarizeCommute } from '../../trips/commute';
import { NO_EVENTS } from '../../trips/driving-score';
import { buildContext } from '../facts/test-fixtures';
import type { CommuteFacts } from '../facts/driving-facts';
import { answerFleetQuestion, answerQuestion } from './answer';

const named = (label: string, kind: PlaceKind | null) => ({ label, source: kind ? ('named' as const) : ('gazetteer' as const), placeId: kind ? label : null, placeKind: kind });

function trip(id: string, start: string, km: number, from: [string, PlaceKind | null], to: [string, PlaceKind | null], cost: number | null): Trip {
  return {
    id, tokenId: 101, vehicleName: 'Blue Camry', start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString(), ongoing: false, durationMinutes: 30,
    startPlace: named(...from), endPlace: named(...to), startPoint: null, endPoint: null, distanceKm: km, avgSpeedKmh: 40, maxSpeedKmh: 90,
    energy: { unit: 'l', used: km / 14, per100Km: 7 } as Trip['energy'], cost: cost === null ? null : { amount: cost, currency: 'EUR' }, idleMinutes: 0, idleFuelLitres: null,
    events: NO_EVENTS, score: null, source: 'ignitionDetection',
  };
}

const HOME: [string, PlaceKind] = ['Home', 'home'];
const WORK: [string, PlaceKind] = ['Work', 'work'];
const TOWN: [string, null] = ['Everett, WA', null];
// Nov 2026: the 2nd is a Monday, the 7th a Saturday
const TRIPS = [
  trip('e', '2026-11-07T10:00:00Z', 40, HOME, TOWN, 5.2), // Saturday, not a commute
  trip('d', '2026-11-03T17:00:00Z', 18.4, WORK, HOME, 2.31),
  trip('c', '2026-11-03T08:00:00Z', 18.1, HOME, WORK, 2.27),
  trip('b', '2026-11-02T17:30:00Z', 18.6, WORK, HOME, 2.35),
  trip('a', '2026-11-02T08:00:00Z', 3.2, HOME, TOWN, 0.4), // weekday errand, not a commute
];
const PERIOD = { from: '2026-11-01', to: '2026-11-22', timeZone: 'UTC' };

function commuteOf(trips: Trip[], places: PlaceKind[], locationShared = true): CommuteFacts {
  return { period: { from: PERIOD.from, to: PERIOD.to }, summary: summarizeCommute(trips, PERIOD, places.map((kind) => ({ kind }))), locationShared, timeZone: 'UTC' };
}

describe('summarizeCommute', () => {
  it('keeps the trips between Home and Work, either way, and totals them as the trip list does', () => {
    const c = summarizeCommute(TRIPS, PERIOD, [{ kind: 'home' }, { kind: 'work' }, { kind: 'charger' }]);
    expect(c.trips.map((t) => t.id)).toEqual(['d', 'c', 'b']);
    expect(c.totals).toMatchObject({ trips: 3, distanceKm: 55.1, cost: { amount: 6.93, currency: 'EUR' } });
    expect(c.weekdays).toMatchObject({ trips: 4, distanceKm: 58.3, cost: { amount: 7.33, currency: 'EUR' } });
  });

  it('has no commute without a Home and a Work place', () => {
    const c = summarizeCommute(TRIPS, PERIOD, [{ kind: 'home' }]);
    expect(c).toMatchObject({ named: { home: true, work: false }, trips: [], totals: null });
    expect(c.weekdays.trips).toBe(4);
  });
});

describe('commute answers', () => {
  const ctx = buildContext({ commute: commuteOf(TRIPS, ['home', 'work']) });

  it('says the commute’s trips, distance and cost in the four languages', () => {
    expect(answerQuestion('How much did my commute cost this month?', ctx, {}).content).toBe(
      'Your commute this month (Nov 1 – 22): 3 trips between Home and Work, 55 km in all.\n\nAt your price it cost €6.93.',
    );
    expect(answerQuestion('¿Cuánto me costó ir al trabajo este mes?', ctx, {}).content).toMatch(/^Tus trayectos al trabajo este mes .*: 3 viajes entre Casa y Trabajo, 55 km en total\.\n\nA tu precio costaron 6,93\s€\.$/);
    expect(answerQuestion('Was hat mich der Arbeitsweg diesen Monat gekostet?', ctx, {}).content).toMatch(/^Ihr Arbeitsweg diesen Monat .*: 3 Fahrten zwischen Zuhause und Arbeit, insgesamt 55 km\.\n\nZu Ihrem Preis kostete das 6,93\s€\.$/);
    expect(answerQuestion('Combien m’a coûté mon trajet domicile-travail ce mois-ci ?', ctx, {}).content).toMatch(/^Vos trajets domicile-travail ce mois-ci .*: 3 trajets entre Domicile et Travail, 55 km au total\.\n\nÀ votre prix, ils ont coûté 6,93\s€\.$/);
  });

  it('says plainly when Home or Work is not named, and gives the weekday trips as such', () => {
    const noWork = buildContext({ commute: commuteOf(TRIPS, ['home']) });
    const text = answerQuestion('How much did my commute cost this month?', noWork, {}).content;
    expect(text).toMatch(/^I can’t tell which trips are your commute: you haven’t named a Work place yet/);
    expect(text).toContain('The closest figure I have: all weekday trips this month (Nov 1 – 22) — 4 trips, 58 km, costing €7.33.');
    expect(answerQuestion('¿Cuánto me costó ir al trabajo este mes?', buildContext({ commute: commuteOf(TRIPS, []) }), {}).content).toMatch(/^No puedo saber qué viajes son tus trayectos al trabajo: aún no has nombrado un lugar Casa y un lugar Trabajo/);
    expect(answerQuestion('How much did my commute cost this month?', buildContext({ commute: commuteOf(TRIPS, ['home', 'work'], false) }), {}).content).toMatch(/^The car doesn’t share its location/);
  });

  it('answers for each car on All Vehicles', () => {
    const other = buildContext({ tokenId: 102, name: 'Red Kia', commute: commuteOf([], ['home', 'work']) });
    const text = answerFleetQuestion('How much did my commute cost this month?', [ctx, other], {}).content;
    expect(text).toContain('- Blue Camry: Your commute this month (Nov 1 – 22): 3 trips between Home and Work, 55 km in all. At your price it cost €6.93.');
    expect(text).toContain('- Red Kia: No trips between Home and Work this month (Nov 1 – 22).');
  });

  it('says when there is no price to cost it at', () => {
    const unpriced = buildContext({ commute: commuteOf(TRIPS.map((t) => ({ ...t, cost: null })), ['home', 'work']) });
    expect(answerQuestion('How much did my commute cost this month?', unpriced, {}).content).toContain('I can’t put a cost on it: set your fuel or electricity price in Settings.');
  });
});

describe('battery over the year', () => {
  const HISTORY: BatteryHistory = {
    window: { from: '2025-12-01', to: '2026-11-22', months: 12 },
    months: [
      { month: '2025-12', health: 96.4, healthDays: 31, fullRangeKm: 420, rangeDays: 30 },
      { month: '2026-11', health: 94.4, healthDays: 22, fullRangeKm: 411, rangeDays: 22 },
    ],
    health: { basis: 'state-of-health', unit: 'percent', latest: 94.4, first: 96.4, since: '2025-12', change: -2, days: 53, explanation: '' },
    fullRange: { latestKm: 411, firstKm: 420, since: '2025-12', changeKm: -9, explanation: '' },
  };
  const TRENDS = {
    drain: { days: [{ day: '2026-11-21', percentLost: 0.8, kwhLost: 0.6, hoursParked: 22 }], percentPer24h: 0.9, kwhBasis: 'reported' as const, explanation: '' },
    fullRange: { days: [{ day: '2026-11-21', km: 411, readings: 28 }], explanation: '' },
    health: { source: 'state-of-health' as const, unit: 'percent' as const, days: [{ day: '2026-11-21', value: 94.4 }], latest: 94.4, change: null, explanation: '' },
  };
  const ev = buildContext({ name: 'Model Y', type: 'electric', battery: { plugsIn: true, days: 7, trends: TRENDS, history: HISTORY, error: null } });

  it('answers health and range over the last year from the year’s months, with the basis, in the four languages', () => {
    expect(answerQuestion('How is my battery health over the last year?', ev, {}).content).toMatch(
      /^Battery health is 94\.4% of its original capacity, −2\.0 points in 11 months \(since December 2025\)\. Reported by the car, on 53 days over the last 12 months\.\n\nRange at 100% is about 411 km, 9 km less than in December 2025\./,
    );
    expect(answerQuestion('Has my range dropped?', ev, {}).content).toMatch(/^Range at 100% is about 411 km, 9 km less than in December 2025\./);
    expect(answerQuestion('¿Ha bajado mi autonomía?', ev, {}).content).toMatch(/^La autonomía al 100 % es de unos 411 km, 9 km menos que en diciembre de 2025\./);
    expect(answerQuestion('Wie ist die Batteriegesundheit im letzten Jahr?', ev, {}).content).toMatch(/^Die Batteriegesundheit liegt bei 94,4 % der ursprünglichen Kapazität, −2,0 Punkte in 11 Monaten \(seit Dezember 2025\)\. Vom Auto gemeldet, an 53 Tagen/);
    expect(answerQuestion('Comment évolue la santé de ma batterie sur un an ?', ev, {}).content).toMatch(/^La santé de la batterie est de 94,4 % de sa capacité d’origine, −2,0 points en 11 mois \(depuis décembre 2025\)\. Indiquée par la voiture/);
  });

  it('says an estimate is an estimate, and still answers parked drain over the last days', () => {
    const estimated = { ...HISTORY, health: { ...HISTORY.health, basis: 'capacity' as const, unit: 'kWh' as const, latest: 71.8, change: 0, days: 12 } };
    const car = buildContext({ name: 'Model Y', type: 'electric', battery: { plugsIn: true, days: 7, trends: TRENDS, history: estimated, error: null } });
    expect(answerQuestion('Is my battery degrading?', car, {}).content).toMatch(/^Its usable capacity is about 71\.8 kWh, unchanged in 11 months \(since December 2025\)\. Estimated from 12 days with a charge/);
    expect(answerQuestion('How much do I lose parked overnight?', car, {}).content).toMatch(/^Parked and not charging, the battery loses about 0\.9% per 24 hours \(over the last 7 days\)\./);
  });
});
