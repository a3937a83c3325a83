import { describe, expect, it } from 'vitest';
import type { BatteryTrends } from '../../../../shared/api/charging';
import type { Trip } from '../../../../shared/api/trips';
import { summarizeDriving } from '../../trips/driving-totals';
import { NO_EVENTS, scoreDriving } from '../../trips/driving-score';
import type { DrivingFacts } from '../facts/driving-facts';
import { buildContext, TODAY } from '../facts/test-fixtures';
import type { VehicleContext } from '../facts/types';
import { answerFleetQuestion, answerQuestion } from './answer';

const place = (label: string) => ({ label, source: 'gazetteer' as const, placeId: null, placeKind: null });

function trip(id: string, start: string, km: number, minutes: number, from: string | null, to: string | null, events = NO_EVENTS): Trip {
  const end = new Date(Date.parse(start) + minutes * 60_000).toISOString();
  return {
    id, tokenId: 101, vehicleName: 'Blue Camry', start, end, ongoing: false, durationMinutes: minutes,
    startPlace: from ? place(from) : null, endPlace: to ? place(to) : null,
    startPoint: from ? { latitude: 47.61, longitude: -122.2 } : null, endPoint: to ? { latitude: 47.6, longitude: -122.33 } : null,
    distanceKm: km, avgSpeedKmh: (km / minutes) * 60, maxSpeedKmh: 90, energy: null, cost: null, idleMinutes: 2, idleFuelLitres: null,
    events, score: scoreDriving(events, km), source: 'ignitionDetection',
  };
}

const SATURDAY = '2026-11-21';
const TRIPS = [
  trip('c', '2026-11-21T17:40:00Z', 15.2, 24, 'Seattle, WA', 'Bellevue, WA'),
  trip('b', '2026-11-21T12:05:00Z', 42.4, 41, 'Bellevue, WA', 'Everett, WA', { ...NO_EVENTS, harshBraking: 2 }),
  trip('a', '2026-11-21T08:10:00Z', 12.1, 19, 'Bellevue, WA', 'Seattle, WA', { ...NO_EVENTS, harshBraking: 1, harshAcceleration: 1 }),
];

function drivingOn(trips: Trip[], from: string, to: string, locationShared = true): DrivingFacts {
  return { period: { from, to }, trips, totals: summarizeDriving(trips, { from, to, timeZone: 'UTC' }), locationShared, timeZone: 'UTC', notes: [] };
}

const COORDINATES = /-?\d{1,3}[.,]\d{2,}\s*,\s*-?\d{1,3}[.,]\d{2,}/;

describe('trip, driving and battery-trend answers', () => {
  // a Wednesday: the Saturday before is named by its weekday
  const ctx: VehicleContext = buildContext({ today: '2026-11-25', driving: drivingOn(TRIPS, SATURDAY, SATURDAY) });

  it('says where the car went on a weekday, by place name, with the trip list’s count and distance, in four languages', () => {
    const totals = ctx.driving!.totals;
    expect(totals).toMatchObject({ trips: 3, distanceKm: 69.7 });
    const en = answerQuestion('Where did I go on Saturday?', ctx, {}).content;
    expect(en).toMatch(/^You made 3 trips on Saturday, Nov 21, 2026: 70 km in all, 1 h 24 min at the wheel\./);
    expect(en).toContain('Nov 21, 2026, 08:10: Bellevue, WA → Seattle, WA, 12 km (19 min)');
    expect(en).toContain('Everett, WA');
    const es = answerQuestion('¿A dónde fui el sábado?', ctx, {}).content;
    expect(es).toMatch(/^Hiciste 3 viajes el sábado 21 de noviembre de 2026: 70 km en total/);
    const de = answerQuestion('Wohin bin ich am Samstag gefahren?', ctx, {}).content;
    expect(de).toMatch(/^Sie hatten 3 Fahrten am Samstag, 21\. November 2026: insgesamt 70 km/);
    const fr = answerQuestion('Où suis-je allé samedi ?', ctx, {}).content;
    expect(fr).toMatch(/^Vous avez fait 3 trajets le samedi 21 novembre 2026 : 70 km au total/);
    for (const text of [en, es, de, fr]) {
      expect(text).not.toMatch(COORDINATES);
      expect(text).toContain('Bellevue, WA');
    }
  });

  it('leads with the longest trip when asked for it', () => {
    const week = buildContext({ driving: drivingOn(TRIPS, '2026-11-16', TODAY) });
    expect(answerQuestion('What was my longest trip this week?', week, {}).content).toMatch(/^The longest was 42 km on Nov 21, 2026, 12:05, from Bellevue, WA to Everett, WA \(41 min\)\./);
    expect(answerQuestion('¿Cuál fue mi viaje más largo esta semana?', week, {}).content).toMatch(/^El más largo fue de 42 km el 21 de noviembre de 2026, 12:05, de Bellevue, WA a Everett, WA/);
    expect(answerQuestion('Was war meine längste Fahrt diese Woche?', week, {}).content).toMatch(/^Die längste waren 42 km am 21\. November 2026, 12:05, von Bellevue, WA nach Everett, WA/);
    expect(answerQuestion('Quel a été mon plus long trajet cette semaine ?', week, {}).content).toMatch(/^Le plus long a fait 42 km le 21 novembre 2026, 12:05, de Bellevue, WA à Everett, WA/);
  });

  it('gives the period’s driving score and harsh events from summarizeDriving', () => {
    const score = ctx.driving!.totals.score!;
    expect(score.value).toBe(scoreDriving({ ...NO_EVENTS, harshBraking: 3, harshAcceleration: 1 }, 69.7)!.value);
    const en = answerQuestion('How was my driving score on Saturday? Any harsh braking?', ctx, {}).content;
    expect(en).toContain(`Your driving score on Saturday, Nov 21, 2026: ${score.value}/100.`);
    expect(en).toContain('3 harsh brakes and 1 harsh acceleration in 70 km.');
    expect(answerQuestion('¿Qué tal mi puntuación de conducción el sábado? ¿Algún frenazo brusco?', ctx, {}).content).toContain('3 frenazos bruscos y 1 acelerón brusco en 70 km.');
    expect(answerQuestion('Wie war mein Fahrverhalten am Samstag?', ctx, {}).content).toContain(`Ihre Fahrbewertung am Samstag, 21. November 2026: ${score.value}/100.`);
    expect(answerQuestion('Quelle est ma note de conduite samedi ? Des freinages brusques ?', ctx, {}).content).toContain('3 freinages brusques et 1 accélération brusque sur 70 km.');
  });

  it('says there was no harsh braking when only other harsh events happened', () => {
    const accelerating = [trip('d', '2026-11-21T08:10:00Z', 30, 25, 'Bellevue, WA', 'Seattle, WA', { ...NO_EVENTS, harshAcceleration: 1 })];
    const one = buildContext({ today: '2026-11-25', driving: drivingOn(accelerating, SATURDAY, SATURDAY) });
    expect(answerQuestion('Any harsh braking on Saturday?', one, {}).content).toContain('No harsh braking and 1 harsh acceleration in 30 km.');
    expect(answerQuestion('Wie war mein Fahrverhalten am Samstag? Gab es starkes Bremsen?', one, {}).content).toContain('Kein starkes Bremsen und 1 starke Beschleunigung auf 30 km.');
  });

  it('says so when the car does not share its location, and names no place', () => {
    const hidden = TRIPS.map((t) => ({ ...t, startPlace: null, endPlace: null, startPoint: null, endPoint: null }));
    const blind = buildContext({ today: '2026-11-25', driving: drivingOn(hidden, SATURDAY, SATURDAY, false) });
    const en = answerQuestion('Where did I go on Saturday?', blind, {}).content;
    expect(en).toContain("The car does not share its location, so I can't say where the trips went");
    expect(en).toMatch(/You made 3 trips/);
    expect(answerQuestion('¿A dónde fui el sábado?', blind, {}).content).toContain('El coche no comparte su ubicación');
    expect(answerQuestion('Wohin bin ich am Samstag gefahren?', blind, {}).content).toContain('Das Auto teilt seinen Standort nicht');
    expect(answerQuestion('Où suis-je allé samedi ?', blind, {}).content).toContain('La voiture ne partage pas sa position');
  });

  it('counts no trips as none', () => {
    const none = buildContext({ driving: drivingOn([], '2026-10-01', '2026-10-31') });
    expect(answerQuestion('How many trips did I make last month?', none, {}).content).toBe('No trips last month (Oct 1 – 31).');
  });

  const TRENDS: BatteryTrends = {
    drain: { days: [{ day: '2026-11-20', percentLost: 1.2, kwhLost: 0.9, hoursParked: 20 }, { day: '2026-11-21', percentLost: 0.8, kwhLost: 0.6, hoursParked: 22 }], percentPer24h: 1.14, kwhBasis: 'reported', explanation: '' },
    fullRange: { days: [{ day: '2026-11-16', km: 412, readings: 30 }, { day: '2026-11-21', km: 409, readings: 28 }], explanation: '' },
    health: { source: 'state-of-health', unit: 'percent', days: [{ day: '2026-11-16', value: 96.5 }, { day: '2026-11-21', value: 96.4 }], latest: 96.4, change: -0.1, explanation: '' },
  };
  const ev = buildContext({ name: 'Model Y', type: 'electric', battery: { plugsIn: true, days: 7, trends: TRENDS, error: null } });

  it('answers parked drain, range at 100 % and battery health from the battery trends', () => {
    const drain = answerQuestion('How much battery does my car lose when parked?', ev, {}).content;
    expect(drain).toMatch(/^Parked and not charging, the battery loses about 1\.1% per 24 hours \(over the last 7 days\)\. That is 1\.5 kWh lost while parked/);
    expect(answerQuestion("What's my range at 100%?", ev, {}).content).toMatch(/^At 100% charge the car would go about 409 km \(Nov 21, 2026\)\. On Nov 16, 2026 it was 412 km\./);
    expect(answerQuestion('Is my battery degrading?', ev, {}).content).toMatch(/^Battery health: 96\.4% of its original capacity, as the car reports it\. That is -0\.1% since Nov 16, 2026\./);
    expect(answerQuestion('¿Cuánta batería pierde mi coche aparcado?', ev, {}).content).toMatch(/^Aparcado y sin cargar, la batería pierde alrededor de 1,1 % cada 24 horas/);
    expect(answerQuestion('Wie viel Akku verliert mein Auto im Stand?', ev, {}).content).toMatch(/^Geparkt und ohne zu laden verliert die Batterie etwa 1,1 % pro 24 Stunden/);
    expect(answerQuestion('Ma batterie se dégrade-t-elle ?', ev, {}).content).toMatch(/^Santé de la batterie : 96,4 % de sa capacité d’origine/);
  });

  it('answers for each car on All Vehicles', () => {
    const other = buildContext({ tokenId: 102, name: 'Red Kia', today: '2026-11-25', driving: drivingOn([], SATURDAY, SATURDAY) });
    const text = answerFleetQuestion('Where did I go on Saturday?', [ctx, other], {}).content;
    expect(text).toContain('- Blue Camry: You made 3 trips on Saturday, Nov 21, 2026: 70 km in all');
    expect(text).toContain('- Red Kia: No trips on Saturday, Nov 21, 2026.');
    const batteries = answerFleetQuestion('How much battery do my cars lose when parked?', [buildContext({ battery: { plugsIn: false, days: 7, trends: null, error: null } }), { ...ev, tokenId: 102 }], {}).content;
    expect(batteries).toMatch(/^- Model Y: Parked and not charging, the battery loses about 1\.1% per 24 hours/);
    expect(batteries).not.toContain('Blue Camry');
  });

  it('explains that a car that does not plug in has no battery trends', () => {
    const gas = buildContext({ battery: { plugsIn: false, days: 7, trends: null, error: null } });
    expect(answerQuestion('How much battery does my car lose when parked?', gas, {}).content).toMatch(/^Blue Camry does not plug in/);
  });
});
