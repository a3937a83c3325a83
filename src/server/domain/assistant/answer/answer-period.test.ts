import { describe, expect, it } from 'vitest';
import { periodWindow } from '../../usage';
import { buildSeries, type Sample } from '../../usage/test-support/build-series';
import { createDailySignals } from '../../../../shared/latest-signals';
import { HEALTHY_GAS, buildContext, buildDocument, buildSignals } from '../facts/test-fixtures';
import type { VehicleContext } from '../facts/types';
import { clampPeriod, describePeriod } from '../wording/period-text';
import { currencyInText } from '../wording/money';
import { wordingIn } from '../wording/wording';
import { answerFleetQuestion, answerQuestion } from './answer';

const TODAY = '2026-11-22';
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const DAY_MIN = 1440;

/**
 * October of a combustion car with a 50 l tank burning 8 l/100 km: a 30 km drive (1 km a minute at 60 km/h, 75 km/h
 * on the 21st) every other day from 08:00, parked otherwise (a reading every 10 minutes), a refuel to 45 l at noon on
 * the 16th. From `startDay` on only (a car that joined the network later).
 */
function october(startDay = 0): Sample[] {
  const from = Date.parse('2026-10-01T00:00:00Z');
  let litres = 40;
  let odometer = 20_000;
  const samples: Sample[] = [];
  for (let minute = 0; minute < 31 * DAY_MIN; minute++) {
    const day = Math.floor(minute / DAY_MIN);
    const inDay = minute % DAY_MIN;
    const driving = day % 2 === 0 && inDay >= 480 && inDay < 510;
    if (driving) {
      odometer += 1;
      litres -= 0.08;
    }
    if (day === 15 && inDay === 720) litres = 45;
    if (day < startDay || (!driving && minute % 10 !== 0)) continue;
    samples.push({
      at: new Date(from + minute * 60_000).toISOString(),
      odometer,
      speed: driving ? (day === 20 ? 75 : 60) : 0,
      fuelLitres: Math.round(litres * 100) / 100,
      fuelPercent: Math.round(litres * 200) / 100,
    });
  }
  return samples;
}

function golfOver(period: { from: string; to: string }, samples: Sample[], extra: Partial<VehicleContext> = {}): VehicleContext {
  const window = periodWindow(period, new Date(`${TODAY}T12:00:00Z`))!;
  const series = buildSeries(samples, { from: window.from.toISOString(), to: window.to.toISOString(), intervalMinutes: 60 });
  return buildContext({ name: 'Red Golf', latest: buildSignals(HEALTHY_GAS), usage: series, usagePeriod: period, today: TODAY, ...extra });
}

describe('periods: window and clamping', () => {
  const now = new Date('2026-11-22T12:34:00Z');

  it('reads a past period from its first midnight to the midnight after its last day', () => {
    expect(periodWindow(OCTOBER, now)).toEqual({ from: new Date('2026-10-01T00:00:00Z'), to: new Date('2026-11-01T00:00:00Z') });
  });

  it("reads a period from the owner's own midnights, and ends a running one on a bucket counted from that midnight", () => {
    expect(periodWindow(OCTOBER, now, 'America/Los_Angeles')).toEqual({ from: new Date('2026-10-01T07:00:00Z'), to: new Date('2026-11-01T07:00:00Z') });
    // Seattle's "today" (Nov 22) started at 08:00 UTC; 10-minute buckets from then
    expect(periodWindow({ from: TODAY, to: TODAY }, now, 'America/Los_Angeles')).toEqual({ from: new Date('2026-11-22T08:00:00Z'), to: new Date('2026-11-22T12:30:00Z') });
    // Kathmandu is UTC+5:45: the year starts on its local midnight and runs to the last 10 minutes before now
    expect(periodWindow({ from: '2026-01-01', to: TODAY }, now, 'Asia/Kathmandu')).toEqual({ from: new Date('2025-12-31T18:15:00Z'), to: new Date('2026-11-22T12:25:00Z') });
  });

  it('ends a running period at the last 10 minutes before now, and has no window before its first 10 minutes', () => {
    expect(periodWindow({ from: '2026-01-01', to: TODAY }, now)?.to).toEqual(new Date('2026-11-22T12:30:00Z'));
    // a day: 10-minute buckets
    expect(periodWindow({ from: TODAY, to: TODAY }, now)?.to).toEqual(new Date('2026-11-22T12:30:00Z'));
    expect(periodWindow({ from: TODAY, to: TODAY }, new Date('2026-11-22T00:05:00Z'))).toBeNull();
    expect(periodWindow({ from: '2026-12-01', to: '2026-12-31' }, now)).toBeNull();
  });

  it('starts the period at the first reading when the car has data only from later', () => {
    expect(clampPeriod(OCTOBER, '2026-10-01T06:00:00Z')).toEqual({ period: OCTOBER, clamped: false });
    expect(clampPeriod(OCTOBER, '2026-10-11T10:00:00Z')).toEqual({ period: { from: '2026-10-11', to: '2026-10-31' }, clamped: true });
    expect(clampPeriod(OCTOBER, null)).toBeNull();
  });

  it('names the period with its days, in the language asked', () => {
    const en = wordingIn('en');
    expect(describePeriod(en, OCTOBER, TODAY)).toMatch(/^last month \(Oct 1 – 31\)$/);
    expect(describePeriod(en, { from: '2025-01-01', to: '2025-12-31' }, TODAY)).toBe('last year (Jan 1 – Dec 31, 2025)');
    expect(describePeriod(en, { from: '2026-03-01', to: TODAY }, TODAY)).toBe('since Mar 1');
    expect(describePeriod(en, { from: '2026-05-04', to: '2026-06-09' }, TODAY)).toBe('from May 4 to Jun 9');
    expect(describePeriod(wordingIn('de'), OCTOBER, TODAY)).toBe('letzten Monat (1.–31. Oktober)');
    expect(describePeriod(wordingIn('fr'), { from: '2026-01-01', to: TODAY }, TODAY)).toBe('cette année (1 janvier – 22 novembre)');
  });
});

describe('periods: answers computed for the period asked', () => {
  it('says the period and its own figures: distance, driving days, fuel, refuels, top speed', () => {
    const golf = golfOver(OCTOBER, october());
    // 16 drives of 30 km (every other day from the 1st), 8 l/100 km, one refuel
    const usage = answerQuestion('how much did I drive last month?', golf, { history: [] });
    expect(usage.content).toMatch(/^Last month \(Oct 1 – 31\) Red Golf covered 480 km on 16 driving days\./);
    expect(usage.content).toContain('Drove on 16 of 31 days, 480 km in total.');
    expect(usage.content).toContain('Refuelled once last month');
    expect(usage.content).toContain('38.4 l of fuel used over 480 km: 8 l/100 km.');
    expect(usage.content).not.toMatch(/last 7 days/);
    expect(answerQuestion('what was my fuel consumption last month?', golf).content).toMatch(/^Fuel use last month \(Oct 1 – 31\): 8 l\/100 km \(38\.4 l over 480 km\)\./);
    expect(answerQuestion('how many times did I refuel last month?', golf).content).toMatch(/^1 refuel last month/);
    expect(answerQuestion('what was my top speed last month?', golf).content).toMatch(/Top speed last month \(Oct 1 – 31\): 75 km\/h \(on Oct 21\)\./);
  });

  it('answers in German with the period and German number formats', () => {
    const golf = golfOver(OCTOBER, october());
    expect(answerQuestion('Wie viel bin ich letzten Monat gefahren?', golf).content).toMatch(/^Letzten Monat \(1\.–31\. Oktober\) ist Red Golf 480 km an 16 Fahrtagen gefahren\./);
    expect(answerQuestion('Wie hoch war der Verbrauch letzten Monat?', golf).content).toMatch(/^Verbrauch letzten Monat \(1\.–31\. Oktober\): 8 l\/100 km \(38,4 l auf 480 km\)\./);
  });

  it('says "since" the first reading when the car has data for only part of the period', () => {
    // data from 11 October: drives on the 11th, 13th, ... 31st (11 drives)
    const golf = golfOver(OCTOBER, october(10));
    const content = answerQuestion('how much did I drive last month?', golf).content;
    expect(content).toMatch(/^You asked about last month \(Oct 1 – 31\); Red Golf has sent data only since Oct 11, so the figures start then\. From Oct 11 to Oct 31 Red Golf covered 330 km on 11 driving days\./);
    expect(content).toContain('Drove on 11 of 21 days, 330 km in total.');
  });

  it('says so when the car sent nothing in the period', () => {
    const golf = golfOver({ from: '2025-01-01', to: '2025-12-31' }, october());
    expect(answerQuestion('how far did I drive last year?', golf).content).toMatch(/^Red Golf sent no driving data last year \(Jan 1 – Dec 31, 2025\)\./);
  });
});

describe('periods: the fleet', () => {
  it('totals the period for every car and says which car has data for only part of it', () => {
    const golf = golfOver(OCTOBER, october());
    const camry = { ...golfOver(OCTOBER, october(10)), tokenId: 102, name: 'Blue Camry' };
    const content = answerFleetQuestion('how much did all my cars drive last month?', [golf, camry]).content;
    expect(content).toMatch(/^Last month \(Oct 1 – 31\) your vehicles covered 810 km together\./);
    expect(content).toContain('- Red Golf: 480 km on 16 driving days.');
    expect(content).toContain('- Blue Camry (from Oct 11 to Oct 31): 330 km on 11 driving days.');
  });
});

describe('periods: costs in their currencies', () => {
  const invoice = (name: string, cost: number, day: string, text: string) =>
    buildDocument('receipt', { documentType: 'service_invoice', serviceInfo: { totalCost: cost, serviceDate: day, services: [name] }, extractedText: text }, `${name}.pdf`);
  const records = [
    { type: 'oil change', description: 'Oil and filter', cost: 89.5, date: '2026-03-01', mileage: 40_000, nextDue: null, nextDueMileage: null },
    { type: 'service', description: 'Annual service', cost: 300, date: '2025-10-02', mileage: 38_000, nextDue: null, nextDueMileage: null },
  ];

  const premium = buildDocument(
    'insurance',
    { documentType: 'insurance', insuranceInfo: { insuranceProvider: 'Acme Mutual', policyNumber: 'POL-1', premium: 812.89, effectiveDate: '2026-03-15', expirationDate: '2027-03-15' }, extractedText: 'Premium $812.89' },
    'insurance-card.pdf',
  );

  it('says service spend without insurance or fees, and everything spent on the car by category, naming the period', () => {
    const ctx = buildContext({ today: TODAY, documents: [premium], maintenance: records });
    const service = answerQuestion('How much did I spend on service this year?', ctx).content;
    expect(service).toMatch(/^You spent \$89\.50 on service and repair this year \(Jan 1 – Nov 22\): 1 item \(insurance, fees and fuel not included\)\./);
    expect(service).not.toContain('812');
    const all = answerQuestion('how much did I spend on the car this year?', ctx).content;
    expect(all).toMatch(/^You spent \$902\.39 on the car this year \(Jan 1 – Nov 22\): 2 items, by category:\n\n- Service and repair: \$89\.50\n- Insurance: \$812\.89/);
    expect(all).toContain('- Mar 15, 2026: Acme Mutual, $812.89 (from your insurance card insurance-card.pdf)');
    const insurance = answerQuestion('what did my insurance cost this year?', ctx).content;
    expect(insurance).toMatch(/^You spent \$812\.89 on insurance this year \(Jan 1 – Nov 22\): 1 item\./);
    const de = answerQuestion('Wie viel habe ich dieses Jahr für die Wartung ausgegeben?', ctx).content;
    expect(de).toMatch(/Dieses Jahr \(1\. Januar – 22\. November\) wurden 89,50\s\$ für Wartung und Reparatur ausgegeben: 1 Posten \(ohne Versicherung, Gebühren und Kraftstoff\)\./);
    const es = answerQuestion('¿Cuánto gasté en el coche este año?', ctx).content;
    expect(es).toMatch(/^Gastaste 902,39\s(US\$|\$) en el coche este año \(1 de enero – 22 de noviembre\): 2 partidas, por categoría:/);
    expect(es).toContain('- Seguro: 812,89');
  });

  it('adds up service records and invoices in the period, each once, per currency', () => {
    const tyres = invoice('Tyres', 420, '2026-05-10', 'Reifen Müller GmbH ... Gesamt 420,00 EUR');
    const fromRecord = { ...invoice('Brakes', 210, '2026-09-14', 'Total $210.00'), id: 'doc-brakes' };
    const ctx = buildContext({
      today: TODAY,
      documents: [tyres, fromRecord],
      maintenance: [...records, { type: 'brakes', description: 'Front pads', cost: 210, date: '2026-09-14', mileage: 43_500, nextDue: null, nextDueMileage: null, documentId: 'doc-brakes' }],
    });
    // dollars (the record's, the owner's) and euros (the invoice says EUR): two totals, not one sum
    const en = answerQuestion('how much have I spent on the car this year?', ctx).content;
    expect(en).toMatch(/^You spent €420\.00 and \$299\.50 on the car this year \(Jan 1 – Nov 22\): 3 items, by category:\n\n- Service and repair: €420\.00 and \$299\.50\n\nAmounts in different currencies are not added together\./);
    expect(en).toContain('- May 10, 2026: Tyres, €420.00 (from your service invoice Tyres.pdf)');
    // the same figures whatever the language asked in
    const de = answerQuestion('Wie viel habe ich dieses Jahr für das Auto ausgegeben?', ctx).content;
    expect(de).toMatch(/^Dieses Jahr \(1\. Januar – 22\. November\) wurden 420,00\s€ und 299,50\s\$ für das Auto ausgegeben/);
    expect(answerQuestion('how much did I spend last year?', ctx).content).toMatch(/^You spent \$300\.00 on the car last year \(Jan 1 – Dec 31, 2025\): 1 item/);
  });

  it("answers in each record's stored currency: two currencies are listed side by side, never added", () => {
    const ctx = buildContext({
      today: TODAY,
      maintenance: [
        { ...records[0], currency: 'GBP' },
        { type: 'tyres', kind: 'tires', description: 'Winter tyres', cost: 480, currency: 'CHF', date: '2026-04-02', mileage: 41_000, nextDue: null, nextDueMileage: null },
        { type: 'brakes', kind: 'brakes', description: 'Front pads', cost: 120, currency: 'CHF', date: '2026-06-20', mileage: 42_000, nextDue: null, nextDueMileage: null },
      ],
    });
    const en = answerQuestion('how much have I spent on the car this year?', ctx).content;
    expect(en).toMatch(/^You spent CHF\s?600\.00 and £89\.50 on the car this year \(Jan 1 – Nov 22\): 3 items, by category:\n\n- Service and repair: CHF\s?120\.00 and £89\.50\n- Tires: CHF\s?480\.00/);
    expect(en).toContain('- Apr 2, 2026: Winter tyres, CHF\u00a0480.00');
    expect(answerQuestion('how much did I spend this year in €?', ctx).content).not.toContain('€');
  });

  it('works out the service cost per km over the distance driven in the same period', () => {
    const daily = [createDailySignals('2026-01-01T00:00:00Z', { odometer: 38_000 }), createDailySignals('2026-11-21T00:00:00Z', { odometer: 48_000 })];
    const ctx = buildContext({ today: TODAY, daily, maintenance: records });
    expect(answerQuestion('what does the car cost me per km', ctx).content).toBe(
      'About $0.01 per km in service and repair this year (Jan 1 – Nov 22) ($89.50 over 10,000 km driven in the same days).',
    );
  });

  it('reads the currency a text names', () => {
    expect(currencyInText('Total: 89,50 €')).toBe('EUR');
    expect(currencyInText('£120 paid')).toBe('GBP');
    expect(currencyInText('USD 45')).toBe('USD');
    expect(currencyInText('45 € or $50')).toBeNull();
    expect(currencyInText('no amount here')).toBeNull();
  });
});
