import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimVehicle } from '../../simulator/fleet/vehicle';
import type { UsageFacts } from '../domain/usage';
import { askChat, computeTruth, DAY_MS, listNumbers, readSamples, readTripsTruth, startUsageOwner } from '../testing/simulator-usage-truth';
import type { TestApp } from '../testing/test-app';

const EMAIL = 'usage-periods@example.com';

type Usage = Omit<UsageFacts, 'days'>;

describe('usage answers for a named period, against the simulator', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  let simVehicles: SimVehicle[];

  beforeAll(async () => {
    ({ app, owner, simVehicles } = await startUsageOwner(EMAIL));
  }, 120_000);
  afterAll(async () => app?.close());

  const ask = (tokenId: number, message: string) => askChat(app, owner.cookie, tokenId, message);

  it('computes last month (hourly buckets) from the simulator, and says the Trips page\'s distance, driving days and consumption for it, every number said', async () => {
    const now = new Date();
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
    const monthEnd = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    const monthName = new Date(monthStart).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
    let refuelsSeen = 0;
    let chargesSeen = 0;
    for (const vehicle of simVehicles) {
      const electric = vehicle.powertrain === 'ELECTRIC';
      const message = await ask(vehicle.tokenId, 'How much did I drive last month?');
      const usage = message.metadata?.usage as Usage;
      expect(usage, message.content).toBeDefined();
      expect([Date.parse(usage.from), Date.parse(usage.to)]).toEqual([monthStart, monthEnd]);

      const samples = readSamples(vehicle, monthStart, monthEnd);
      // the simulator holds 90 days before the garage was made: the whole of last month
      expect(samples[0].t - monthStart).toBeLessThan(DAY_MS);
      const truth = computeTruth(samples, monthStart, monthEnd, electric);
      expect(usage.distanceKm).toBeCloseTo(truth.distance, 1);
      expect(usage.drivingDays).toBe(truth.drivingDays);
      expect(usage.maxSpeedKmh).toBe(truth.top);
      if (electric) {
        expect(Math.abs((usage.energy?.kwhUsed ?? 0) - truth.used)).toBeLessThan(0.5);
        expect(usage.kwhPer100Km).toBeCloseTo(truth.per100, 0);
        expect(usage.chargingSessions).toHaveLength(truth.sessions);
        chargesSeen += truth.sessions;
      } else {
        expect(Math.abs((usage.fuel?.litresUsed ?? 0) - truth.used)).toBeLessThan(0.5);
        expect(Math.abs((usage.litresPer100Km ?? 0) - truth.per100)).toBeLessThanOrEqual(0.1);
        expect(usage.refuels).toHaveLength(truth.refills);
        refuelsSeen += truth.refills;
      }

      // the answer names the period and leads with its distance: the trips' over the same days, as the Trips page says
      const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const trips = await readTripsTruth(app, owner.cookie, vehicle.tokenId, iso(monthStart), iso(monthEnd - DAY_MS));
      expect(Math.abs(trips.distance - truth.distance)).toBeLessThan(Math.max(3, truth.distance * 0.02));
      const km = `${Math.round(trips.distance).toLocaleString('en-US')} km`;
      expect(message.content).toMatch(new RegExp(`^Last month \\(${monthName} 1 – \\d+\\) ${vehicle.name} covered ${km} on ${trips.drivingDays} driving days?\\.`));
      expect(message.content).not.toMatch(/last 7 days/);

      const latest = await app.server.services.telemetry.latest(vehicle.tokenId);
      const signals = latest.ok ? latest.value : null;
      const dayCount = truth.days.length;
      const meanTop = truth.days.filter((d) => d.top > 0).reduce((s, d, _i, a) => s + d.top / a.length, 0);
      const allowed = [
        1, dayCount, 7, 100, 130, 20, 12, 80,
        truth.distance, truth.drivingDays, truth.distance / Math.max(1, truth.drivingDays), meanTop, truth.top,
        ...truth.days.map((d) => d.km), ...truth.days.map((d) => d.top),
        truth.used, truth.per100, truth.refills, truth.sessions,
        trips.distance, trips.drivingDays, trips.idleDays, trips.perDay, trips.used, trips.usedKm, trips.per100, ...trips.days, (trips.distance / dayCount) * 7,
        (signals?.serviceDistanceToService?.value ?? -1) / Math.max(1, (trips.distance / dayCount) * 7),
        usage.kmPerWeek ?? -1, usage.weeksToService ?? -1,
        signals?.serviceDistanceToService?.value ?? -1,
        signals?.powertrainTransmissionTravelledDistance?.value ?? -1,
        signals?.powertrainFuelSystemRelativeLevel?.value ?? -1,
        signals?.powertrainTractionBatteryStateOfChargeCurrent?.value ?? -1,
      ];
      // dates ("on Oct 14", "Oct 1 – 31", "Nov 22, 2026, 08:00") are dates, not figures
      const text = message.content
        .split(vehicle.name)
        .join('')
        .replace(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}(?: – \d{1,2})?(?:, \d{4})?(?:, \d{2}:\d{2})?/g, '$1');
      for (const n of listNumbers(text)) {
        expect(
          allowed.some((a) => Math.abs(a - n) <= Math.max(0.11, Math.abs(a) * 0.005) || Math.round(a) === n),
          `${n} in "${message.content}" (${vehicle.name})`,
        ).toBe(true);
      }
    }
    expect(chargesSeen).toBeGreaterThan(0);
    expect(refuelsSeen).toBeGreaterThan(0);
  }, 180_000);

  it('answers "what about last week?" after a question about this week for the calendar week before (10-minute buckets)', async () => {
    const vehicle = simVehicles[simVehicles.length - 1];
    const electric = vehicle.powertrain === 'ELECTRIC';
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
    const first = await ask(vehicle.tokenId, 'How much did I drive this week?');
    expect(first.content).toMatch(/^In the last 7 days /);
    const message = await ask(vehicle.tokenId, 'what about last week?');
    const usage = message.metadata?.usage as Usage;
    expect([Date.parse(usage.from), Date.parse(usage.to)]).toEqual([monday - 7 * DAY_MS, monday]);
    const truth = computeTruth(readSamples(vehicle, monday - 7 * DAY_MS, monday), monday - 7 * DAY_MS, monday, electric);
    expect(usage.distanceKm).toBeCloseTo(truth.distance, 1);
    expect(usage.drivingDays).toBe(truth.drivingDays);
    if (electric) expect(usage.chargingSessions).toHaveLength(truth.sessions);
    else expect(usage.refuels).toHaveLength(truth.refills);
    const trips = await readTripsTruth(app, owner.cookie, vehicle.tokenId, new Date(monday - 7 * DAY_MS).toISOString().slice(0, 10), new Date(monday - DAY_MS).toISOString().slice(0, 10));
    const km = `${Math.round(trips.distance).toLocaleString('en-US')} km`;
    expect(message.content).toMatch(new RegExp(`^Last week \\(.+\\) ${vehicle.name} covered ${km} on ${trips.drivingDays} driving days?\\.`));
  }, 120_000);

  it('says "since" the first day the simulator holds for this year, with that part\'s distance (6-hour buckets), in German too', async () => {
    const vehicle = simVehicles[0];
    const electric = vehicle.powertrain === 'ELECTRIC';
    const now = Date.now();
    const yearStart = Date.UTC(new Date(now).getUTCFullYear(), 0, 1);
    const message = await ask(vehicle.tokenId, 'How far did I drive this year?');
    const usage = message.metadata?.usage as Usage;
    expect(Date.parse(usage.from)).toBe(yearStart);
    const samples = readSamples(vehicle, yearStart, Date.parse(usage.to));
    expect(samples[0].t - yearStart).toBeGreaterThan(30 * DAY_MS);
    const truth = computeTruth(samples, yearStart, Date.parse(usage.to), electric);
    expect(usage.distanceKm).toBeCloseTo(truth.distance, 1);
    expect(usage.drivingDays).toBe(truth.drivingDays);
    if (electric) {
      expect(usage.chargingSessions).toHaveLength(truth.sessions);
      expect(Math.abs((usage.energy?.kwhUsed ?? 0) - truth.used)).toBeLessThan(1);
    } else {
      expect(usage.refuels).toHaveLength(truth.refills);
      expect(Math.abs((usage.fuel?.litresUsed ?? 0) - truth.used)).toBeLessThan(1);
    }

    const firstDay = new Date(Math.floor(samples[0].t / DAY_MS) * DAY_MS);
    const since = firstDay.toLocaleString('en-US', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    // the trips' figures from that day on, as the Trips page says them
    const trips = await readTripsTruth(app, owner.cookie, vehicle.tokenId, firstDay.toISOString().slice(0, 10), new Date(now).toISOString().slice(0, 10));
    expect(Math.abs(trips.distance - truth.distance)).toBeLessThan(Math.max(3, truth.distance * 0.02));
    const km = `${Math.round(trips.distance).toLocaleString('en-US')} km`;
    expect(message.content).toContain(`${vehicle.name} has sent data only since ${since}, so the figures start then.`);
    expect(message.content).toContain(`Since ${since} ${vehicle.name} covered ${km} on ${trips.drivingDays} driving days.`);
    const german = await ask(vehicle.tokenId, 'Wie viel bin ich dieses Jahr gefahren?');
    const seit = firstDay.toLocaleString('de-DE', { day: 'numeric', month: 'long', timeZone: 'UTC' });
    expect(german.content).toContain(`Seit dem ${seit} ist ${vehicle.name} ${Math.round(trips.distance).toLocaleString('de-DE')} km an ${trips.drivingDays} Fahrtagen gefahren.`);
  }, 120_000);
});
