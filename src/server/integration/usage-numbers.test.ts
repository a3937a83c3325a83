import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimVehicle } from '../../simulator/fleet/vehicle';
import type { UsageFacts } from '../domain/usage';
import { addDays } from '../../shared/format-date';
import { askChat, computeTruth, DAY_MS, listNumbers, readSamples, readTripsTruth, startUsageOwner } from '../testing/simulator-usage-truth';
import type { TestApp } from '../testing/test-app';

const EMAIL = 'usage-numbers@example.com';

type Usage = Omit<UsageFacts, 'days'>;

describe('usage answers against the simulator', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  let simVehicles: SimVehicle[];

  beforeAll(async () => {
    ({ app, owner, simVehicles } = await startUsageOwner(EMAIL));
  });
  afterAll(async () => app?.close());

  const askUsage = (tokenId: number) => askChat(app, owner.cookie, tokenId, 'How much did I drive this week?');

  /** The 10-minute series straight from the simulator's telemetry API, with a vehicle JWT. */
  async function readSeries(tokenId: number, from: string, to: string) {
    const jwt = await app.server.services.provider.getVehicleJwt(tokenId, [1]);
    const query = `query($tokenId: Int!, $from: Time!, $to: Time!) { signals(tokenId: $tokenId, interval: "10m", from: $from, to: $to) {
      timestamp low: powertrainTransmissionTravelledDistance(agg: MIN) high: powertrainTransmissionTravelledDistance(agg: MAX) top: speed(agg: MAX) } }`;
    const res = await fetch(`${app.simUrl}/telemetry/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
      body: JSON.stringify({ query, variables: { tokenId, from, to } }),
    });
    const body = (await res.json()) as { data: { signals: { timestamp: string; low: number | null; high: number | null; top: number | null }[] } };
    return body.data.signals;
  }

  it('says the distance and consumption of the Trips page, and the refuels and charges the car really had, every number of the answer', async () => {
    let refuelsSeen = 0;
    let chargesSeen = 0;
    for (const vehicle of simVehicles) {
      const electric = vehicle.powertrain === 'ELECTRIC';
      const message = await askUsage(vehicle.tokenId);
      const usage = message.metadata?.usage as Usage;
      expect(usage, message.content).toBeDefined();
      const from = Date.parse(usage.from);
      const to = Date.parse(usage.to);
      expect(to - from).toBeGreaterThanOrEqual(7 * DAY_MS);

      // The distance is the series' own: last reading minus first, the oldest day included.
      const series = await readSeries(vehicle.tokenId, usage.from, usage.to);
      const seriesKm = Math.max(...series.map((b) => b.high ?? 0)) - (series.find((b) => b.low !== null)?.low ?? 0);
      expect(usage.distanceKm).toBeCloseTo(seriesKm, 1);
      expect(usage.maxSpeedKmh).toBe(Math.max(...series.map((b) => b.top ?? 0)));

      const truth = computeTruth(readSamples(vehicle, from, to), to - 7 * DAY_MS, to, electric);
      expect(usage.distanceKm).toBeCloseTo(truth.distance, 1);
      expect(usage.drivingDays).toBe(truth.days.filter((d) => d.km >= 1).length);
      if (electric) {
        expect(usage.kwhPer100Km).toBeCloseTo(truth.per100, 0);
        expect(Math.abs((usage.energy?.kwhUsed ?? 0) - truth.used)).toBeLessThan(0.3);
        expect(usage.chargingSessions).toHaveLength(truth.sessions);
        for (const s of usage.chargingSessions) {
          expect(s.gainedPercent).toBeGreaterThan(0);
          expect(s.kwhAdded).toBeGreaterThan(0);
          expect(s.durationMinutes).toBeGreaterThan(0);
        }
        chargesSeen += truth.sessions;
      } else {
        expect(Math.abs((usage.litresPer100Km ?? 0) - truth.per100)).toBeLessThanOrEqual(0.1);
        expect(Math.abs((usage.fuel?.litresUsed ?? 0) - truth.used)).toBeLessThan(0.3);
        expect(usage.refuels).toHaveLength(truth.refills);
        refuelsSeen += truth.refills;
      }

      // How far it went and what it used are the trips' figures for the same 7 days, as the Trips page adds them up.
      const today = new Date().toISOString().slice(0, 10);
      const trips = await readTripsTruth(app, owner.cookie, vehicle.tokenId, addDays(today, -6), today);
      expect(trips.distance).toBeGreaterThan(0);
      expect(message.metadata?.totalMiles).toBeCloseTo(trips.distance / 1.609344, 0);
      // (each figure to the precision written: the app adds each day's km and litres, rounded, the list each trip's)
      const unit = electric ? 'kWh' : 'l';
      const num = (text: string) => Number(text.replace(/,/g, ''));
      /** the litres or kWh, km and rate a line says, found at these groups of its match */
      const near = (m: RegExpMatchArray | null, [used, km, rate]: number[]) => {
        expect(m, 'the consumption line').not.toBeNull();
        expect(Math.abs(num(m![used]) - trips.used)).toBeLessThanOrEqual(0.15);
        expect(Math.abs(num(m![km]) - trips.usedKm)).toBeLessThanOrEqual(1);
        expect(Math.abs(num(m![rate]) - trips.per100)).toBeLessThanOrEqual(0.15);
      };
      near(message.content.match(new RegExp(`([\\d.,]+) ${unit} (?:of fuel )?used over ([\\d,]+) km: ([\\d.]+) ${unit}/100 km`)), [1, 2, 3]);

      // Asked on its own, the consumption is the same figure.
      const consumption = await askChat(app, owner.cookie, vehicle.tokenId, electric ? 'What is my energy consumption?' : "What's my fuel consumption?");
      near(consumption.content.match(new RegExp(`${electric ? 'Energy' : 'Fuel'} use over the last 7 days: ([\\d.]+) ${unit}/100 km \\(([\\d.,]+) ${unit} over ([\\d,]+) km\\)\\.`)), [2, 3, 1]);

      // Every number the owner reads is one of these (to the precision written).
      const latest = await app.server.services.telemetry.latest(vehicle.tokenId);
      const signals = latest.ok ? latest.value : null;
      const perDriving = truth.distance / Math.max(1, truth.days.filter((d) => d.km >= 1).length);
      const meanTop = truth.days.filter((d) => d.top > 0).reduce((s, d, _i, a) => s + d.top / a.length, 0);
      // the answer's days are the owner's calendar days (UTC for this owner), the window's first and last partial
      const calendarDays = computeTruth(readSamples(vehicle, from, to), Math.floor(from / DAY_MS) * DAY_MS, to, electric).days;
      // the average of the daily top speeds is over 24 h windows from the series' own start, which may lie a bucket
      // before `to` minus 7 days: a top speed in that bucket moves to the other window
      const seriesDays = computeTruth(readSamples(vehicle, from, to), from, to, electric).days;
      const seriesMeanTop = seriesDays.filter((d) => d.top > 0).reduce((s, d, _i, a) => s + d.top / a.length, 0);
      const allowed = [
        ...calendarDays.map((d) => d.km), ...calendarDays.map((d) => d.top),
        7, 100, 130, 20, 12, 80, 1,
        truth.distance, truth.days.filter((d) => d.km >= 1).length, perDriving, meanTop, seriesMeanTop, truth.top,
        ...truth.days.map((d) => d.km), ...truth.days.map((d) => d.top),
        truth.used, truth.per100, truth.refills, truth.sessions,
        trips.distance, trips.drivingDays, trips.idleDays, trips.perDay, trips.used, trips.usedKm, trips.per100, ...trips.days,
        // the next service at the trips' pace: the car's own distance to it over the 7 days' km
        (signals?.serviceDistanceToService?.value ?? -1) / Math.max(1, trips.distance),
        usage.kmPerWeek ?? -1, usage.weeksToService ?? -1,
        signals?.serviceDistanceToService?.value ?? -1,
        signals?.powertrainTransmissionTravelledDistance?.value ?? -1,
        signals?.powertrainFuelSystemRelativeLevel?.value ?? -1,
        signals?.powertrainTractionBatteryStateOfChargeCurrent?.value ?? -1,
      ];
      const text = message.content.split(vehicle.name).join('');
      for (const n of listNumbers(text)) {
        expect(
          allowed.some((a) => Math.abs(a - n) <= Math.max(0.11, Math.abs(a) * 0.005) || Math.round(a) === n),
          `${n} in "${message.content}" (${vehicle.name})`,
        ).toBe(true);
      }
      expect(message.content).toContain(`In the last 7 days ${vehicle.name} covered ${Math.round(trips.distance).toLocaleString('en-US')} km on ${trips.drivingDays} driving day`);
    }
    // The garage has an electric car, which charges every few nights.
    expect(chargesSeen).toBeGreaterThan(0);
    expect(refuelsSeen).toBeGreaterThanOrEqual(0);
  });
});
