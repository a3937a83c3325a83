/**
 * Honest limits on a car and on the fleet, a pace never taken from a day, and the spend's kinds in words: answer
 * causes the answer bench showed, tested on wordings and fixtures of their own.
 */
import { describe, expect, it } from 'vitest';
import { periodWindow } from '../../usage';
import { buildSeries, type Sample } from '../../usage/test-support/build-series';
import { HEALTHY, HEALTHY_GAS, buildContext, buildSignals } from '../facts/test-fixtures';
import { answerFleetQuestion, answerQuestion } from './answer';

const GOLF = buildContext({ tokenId: 202, name: 'Red Golf', make: 'Volkswagen', model: 'Golf', latest: buildSignals({ ...HEALTHY_GAS, dtcs: ['P0420'] }) });
const VAN = buildContext({ tokenId: 303, name: 'Work Van', make: 'Ford', model: 'Transit', latest: buildSignals({ ...HEALTHY_GAS, powertrainTransmissionTravelledDistance: 88_000 }) });

describe('honest limits', () => {
  it('names the code asked about, on a car that does not store it, and says it cannot price the repair', () => {
    const a = answerQuestion('roughly what does a P0171 repair cost?', HEALTHY).content;
    expect(a).toMatch(/can't estimate/);
    expect(a).toContain('P0171');
    expect(a).toMatch(/not reporting it/);
  });

  it('on the fleet, a repair price concerns the car that stores the code', () => {
    const a = answerFleetQuestion('how much will it cost to repair P0420?', [HEALTHY, GOLF, VAN]).content;
    expect(a).toMatch(/can't estimate/);
    expect(a).toContain('Red Golf: P0420');
    expect(a).not.toContain('Work Van');
  });

  it.each([
    ['what could I get for my cars if I sold them? what are they worth', /can't tell what the car is worth/],
    ['¿cuánto valen mis coches en el mercado?', /No puedo saber cuánto vale/],
    ['Was sind meine Autos noch wert?', /kann ich nicht sagen/],
    ['combien valent mes voitures à la revente ?', /./],
  ])('on the fleet, a resale value is a limit with each car\'s odometer: %s', (q, cannot) => {
    const a = answerFleetQuestion(q, [HEALTHY, VAN]).content;
    expect(a).toMatch(cannot);
    expect(a).toMatch(/Work Van: .*88\D?000/);
  });
});

describe('a pace is never taken from one day', () => {
  it('gives no weekly pace for yesterday alone', () => {
    const yesterday = { from: '2026-11-21', to: '2026-11-21' };
    const window = periodWindow(yesterday, new Date('2026-11-22T12:00:00Z'))!;
    const samples: Sample[] = [];
    for (let m = 0; m < 24 * 60; m += 10) samples.push({ at: new Date(window.from.getTime() + m * 60_000).toISOString(), odometer: 20_000 + (m >= 480 && m < 540 ? (m - 480) : m >= 540 ? 60 : 0), speed: m >= 480 && m < 540 ? 60 : 0, fuelLitres: 30, fuelPercent: 60 });
    const ctx = buildContext({ usage: buildSeries(samples, { from: window.from.toISOString(), to: window.to.toISOString(), intervalMinutes: 60 }), usagePeriod: yesterday, latest: buildSignals({ ...HEALTHY_GAS, serviceDistanceToService: 300 }) });
    const a = answerQuestion('how many km did I do yesterday?', ctx).content;
    expect(a).toMatch(/60 km/);
    expect(a).not.toMatch(/a week/);
  });
});

describe('a spend asked without a period', () => {
  const rec = (kind: 'oil_change' | 'tires' | 'brakes', cost: number, date: string) => ({ type: kind, kind, description: null, cost, date, mileage: 1000, nextDue: null, nextDueMileage: null });
  const van = buildContext({ tokenId: 5, name: 'Van', maintenance: [rec('oil_change', 80, '2026-10-01'), rec('tires', 300, '2025-09-01'), rec('brakes', 210, '2025-03-01')] });

  it('gives this year and, when there was more before, the spend since the first record', () => {
    const a = answerQuestion('what did upkeep and repairs cost me?', van).content;
    expect(a).toMatch(/\$80\.00 on service and repair this year/);
    expect(a).toMatch(/\$590\.00 on service and repair in all/);
    expect(answerQuestion('what did I spend on it in 2025?', van).content).not.toMatch(/in all/);
  });

  it('on every car of the fleet, in its own language', () => {
    const a = answerFleetQuestion('¿cuánto llevo gastado en el taller con cada vehículo?', [HEALTHY, van]).content;
    expect(a).toMatch(/Van: .*80,00\sUS\$.*590,00\sUS\$/);
  });
});
