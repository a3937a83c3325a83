import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../../simulator';
import { getVehicleModel, type VehicleModel } from '../../simulator/fleet/model';
import type { SimVehicle } from '../../simulator/fleet/vehicle';
import { createProviderClients, simulatorHostsFor, type ProviderClients, type ProviderSegment } from './index';

const REDIRECT = 'http://localhost:5173/login/callback';
const EMAIL = 'driver@example.com';
const NOW = Date.parse('2025-06-18T15:30:00Z');
const DAY = 86_400_000;

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url} -> ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const odometer = (s: ProviderSegment, agg: 'FIRST' | 'LAST') => s.signals[`powertrainTransmissionTravelledDistance:${agg}`];
const at = (s: { at: string }) => Date.parse(s.at);
const signal = (s: { signals: Record<string, number> }, name: string, agg: string): number | undefined => s.signals[`${name}:${agg}`];

describe('driving activity: segments, events and daily activity from the fleet model', () => {
  let sim: Simulator;
  let dataDir: string;
  let clients: ProviderClients;
  let vehicles: SimVehicle[];
  let byPowertrain: Record<string, { vehicle: SimVehicle; model: VehicleModel }>;
  const from = new Date(NOW - 31 * DAY);
  const to = new Date(NOW);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'activity-'));
    sim = await startSimulator({ dataDir, port: 0, now: () => new Date(NOW) });
    const apiKey = generatePrivateKey();
    const clientId = privateKeyToAccount(apiKey).address;
    await postJson(`${sim.url}/dev/clients`, { clientId, redirectUris: [REDIRECT], signers: [clientId] });
    const garage = await postJson<{ vehicles: { tokenId: number }[] }>(`${sim.url}/dev/garages`, { email: EMAIL });
    await postJson(`${sim.url}/dev/shares`, { email: EMAIL, clientId, tokenIds: garage.vehicles.map((v) => v.tokenId), permissions: '11111111' });
    clients = createProviderClients({ ...simulatorHostsFor(sim.url), clientId, apiKey, redirectUri: REDIRECT, timeoutMs: 10_000, retries: 0 });
    vehicles = (JSON.parse(await readFile(path.join(dataDir, 'simulator', 'state.json'), 'utf8')) as { vehicles: SimVehicle[] }).vehicles;
    byPowertrain = Object.fromEntries(vehicles.map((v) => [v.powertrain, { vehicle: v, model: getVehicleModel(v) }]));
  });

  afterAll(async () => {
    await sim?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('finds every trip by ignition, with its distance from the odometer and its places from the location series', async () => {
    for (const { vehicle, model } of Object.values(byPowertrain)) {
      const trips = model.listTripsBetween(from.getTime(), to.getTime()).filter((t) => t.ignitionMs >= from.getTime() && t.endMs <= to.getTime());
      const segments = await clients.activity.getSegments(vehicle.tokenId, { from, to, mechanism: 'ignitionDetection' });
      expect(segments.length, vehicle.name).toBe(trips.length);
      expect(trips.length).toBeGreaterThan(30);
      segments.forEach((segment, i) => {
        const trip = trips[i];
        expect(at(segment.start)).toBe(trip.ignitionMs);
        expect(at(segment.end!)).toBe(trip.endMs);
        expect(segment.durationSeconds).toBe(Math.floor((trip.endMs - trip.ignitionMs) / 1000));
        expect(odometer(segment, 'LAST') - odometer(segment, 'FIRST')).toBeCloseTo(trip.distanceKm, 0);
        const destination = trip.leg === 'out' ? segment.end! : segment.start;
        expect(destination.latitude).toBeCloseTo(trip.destLatitude, 2);
        expect(signal(segment, 'speed', 'MAX')).toBeGreaterThan(10);
      });
    }
  });

  it('agrees across mechanisms: frequency analysis and change points cover each ignition period', async () => {
    const { vehicle } = byPowertrain.COMBUSTION;
    const ignition = await clients.activity.getSegments(vehicle.tokenId, { from, to, mechanism: 'ignitionDetection' });
    const frequency = await clients.activity.getSegments(vehicle.tokenId, { from, to, mechanism: 'frequencyAnalysis' });
    const changePoint = await clients.activity.getSegments(vehicle.tokenId, { from, to, mechanism: 'changePointDetection' });
    expect(changePoint).toEqual(frequency);
    for (const segment of ignition) {
      // Frequency windows are whole minutes: the first one starts at the first sample after the ignition.
      const covering = frequency.find((f) => at(f.start) < at(segment.start) + 60_000 && at(f.end!) >= at(segment.end!));
      expect(covering, segment.start.at).toBeDefined();
      expect(at(covering!.end!) - at(segment.end!)).toBeLessThan(15 * 60_000);
    }
    // A threshold above what the car sends in a minute leaves no activity at all.
    expect(await clients.activity.getSegments(vehicle.tokenId, { from, to, mechanism: 'frequencyAnalysis', config: { signalCountThreshold: 3600 } })).toEqual([]);
  });

  it('finds idling, refuels and charges where the signals show them', async () => {
    const gas = byPowertrain.COMBUSTION;
    const idling = await clients.activity.getSegments(gas.vehicle.tokenId, { from, to, mechanism: 'idling' });
    expect(idling.length).toBeGreaterThan(0);
    for (const s of idling) expect(signal(s, 'speed', 'MAX')).toBe(0);

    const refuels = await clients.activity.getSegments(gas.vehicle.tokenId, { from, to, mechanism: 'refuel' });
    expect(refuels.length).toBe(gas.model.listRefuels(from.getTime(), to.getTime()).length);
    expect(refuels.length).toBeGreaterThan(0);
    for (const s of refuels) {
      const rise = signal(s, 'powertrainFuelSystemRelativeLevel', 'LAST')! - signal(s, 'powertrainFuelSystemRelativeLevel', 'FIRST')!;
      expect(rise).toBeGreaterThan(20);
      expect(odometer(s, 'LAST')).toBe(odometer(s, 'FIRST'));
    }

    const ev = byPowertrain.ELECTRIC;
    const charges = await clients.activity.getSegments(ev.vehicle.tokenId, { from, to, mechanism: 'recharge' });
    expect(charges.length).toBe(ev.model.listCharges(from.getTime(), to.getTime()).length);
    expect(charges.length).toBeGreaterThan(0);
    for (const s of charges) {
      expect(signal(s, 'powertrainTractionBatteryStateOfChargeCurrent', 'LAST')).toBeGreaterThan(
        signal(s, 'powertrainTractionBatteryStateOfChargeCurrent', 'FIRST')!,
      );
    }
    expect(await clients.activity.getSegments(ev.vehicle.tokenId, { from, to, mechanism: 'refuel' })).toEqual([]);
  });

  it('pages with limit and after, and refuses more than 31 days', async () => {
    const { vehicle } = byPowertrain.HYBRID;
    const all = await clients.activity.getSegments(vehicle.tokenId, { from, to, mechanism: 'ignitionDetection' });
    const query = `query($id: Int!, $from: Time!, $to: Time!, $after: Time) { segments(tokenId: $id, from: $from, to: $to, mechanism: ignitionDetection, limit: 7, after: $after) { start { timestamp } } }`;
    const paged: string[] = [];
    let after: string | null = null;
    for (;;) {
      const result = await clients.queryTelemetry(vehicle.tokenId, { query, variables: { id: vehicle.tokenId, from: from.toISOString(), to: to.toISOString(), after } }, [1, 4]);
      const page = (result.data as { segments: { start: { timestamp: string } }[] }).segments;
      paged.push(...page.map((s) => s.start.timestamp));
      if (page.length < 7) break;
      after = page.at(-1)!.start.timestamp;
    }
    expect(paged).toEqual(all.map((s) => s.start.at));

    const tooLong = await clients.queryTelemetry(
      vehicle.tokenId,
      { query: `query($id: Int!, $from: Time!, $to: Time!) { segments(tokenId: $id, from: $from, to: $to, mechanism: refuel) { duration } }`, variables: { id: vehicle.tokenId, from: new Date(NOW - 32 * DAY).toISOString(), to: to.toISOString() } },
      [1, 4],
    );
    expect(tooLong.errors[0].message).toMatch(/date range exceeds maximum of 31 days/);
  });

  it('reports harsh driving events inside trips, counted per segment', async () => {
    const { vehicle } = byPowertrain.COMBUSTION;
    const events = await clients.activity.getEvents(vehicle.tokenId, { from, to });
    const segments = await clients.activity.getSegments(vehicle.tokenId, { from, to, mechanism: 'ignitionDetection' });
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(segments.some((s) => at(s.start) <= at(event) && at(event) < at(s.end!)), event.at).toBe(true);
      expect(JSON.parse(event.metadata!).speedKph).toBeGreaterThan(0);
    }
    const counted = segments.reduce((sum, s) => sum + Object.values(s.eventCounts).reduce((n, c) => n + c, 0), 0);
    expect(counted).toBe(events.length);
    const braking = await clients.activity.getEvents(vehicle.tokenId, { from, to, names: ['behavior.harshBraking'] });
    expect(braking.every((e) => e.name === 'behavior.harshBraking')).toBe(true);
    expect(braking.length).toBe(events.filter((e) => e.name === 'behavior.harshBraking').length);
  });

  it('adds each day up from the same segments: count, time and distance', async () => {
    const { vehicle, model } = byPowertrain.COMBUSTION;
    const days = await clients.activity.getDailyActivity(vehicle.tokenId, { from: new Date(NOW - 6 * DAY), to, mechanism: 'ignitionDetection', timezone: 'UTC' });
    expect(days).toHaveLength(7);
    for (const day of days) {
      const start = at(day.start!);
      const trips = model.listTripsBetween(start, start + DAY).filter((t) => t.ignitionMs >= start && t.endMs <= Math.min(start + DAY, NOW));
      expect(day.segmentCount, day.start!.at).toBeGreaterThanOrEqual(trips.length);
      if (trips.length === 0) continue;
      expect(day.durationSeconds).toBeGreaterThanOrEqual(trips.reduce((sum, t) => sum + Math.floor((t.endMs - t.ignitionMs) / 1000), 0) - 2);
      const driven = signal(day, 'powertrainTransmissionTravelledDistance', 'LAST')! - signal(day, 'powertrainTransmissionTravelledDistance', 'FIRST')!;
      const dayEnd = Math.min(start + DAY, NOW);
      expect(Math.abs(driven - (model.getOdometerAt(dayEnd) - model.getOdometerAt(start)))).toBeLessThan(1);
      expect(driven).toBeGreaterThanOrEqual(trips.reduce((sum, t) => sum + t.distanceKm, 0) - 0.5);
    }
  });

  it('names the missing privilege in a field error and serves the approximate location with privilege 8', async () => {
    const { vehicle } = byPowertrain.ELECTRIC;
    const latest = `query($id: Int!) { signalsLatest(tokenId: $id) { speed { value } currentLocationCoordinates { value { latitude } } currentLocationApproximateCoordinates { value { latitude longitude } } } }`;
    const noLocation = await clients.queryTelemetry(vehicle.tokenId, { query: latest, variables: { id: vehicle.tokenId } }, [1]);
    expect(noLocation.errors.map((e) => e.message)).toEqual(
      expect.arrayContaining([expect.stringContaining('VEHICLE_ALL_TIME_LOCATION'), expect.stringContaining('VEHICLE_APPROXIMATE_LOCATION')]),
    );
    expect((noLocation.data as { signalsLatest: { speed: { value: number } } }).signalsLatest.speed.value).toEqual(expect.any(Number));

    const approximate = await clients.queryTelemetry(vehicle.tokenId, { query: latest.replace('currentLocationCoordinates { value { latitude } } ', ''), variables: { id: vehicle.tokenId } }, [1, 8]);
    expect(approximate.errors).toEqual([]);
    const cell = (approximate.data as { signalsLatest: { currentLocationApproximateCoordinates: { value: { latitude: number } } } }).signalsLatest.currentLocationApproximateCoordinates.value;
    const exact = byPowertrain.ELECTRIC.model.getLocationAt(NOW);
    expect(Math.abs(cell.latitude - exact.latitude)).toBeLessThan(0.05);

    const segments = await clients.queryTelemetry(vehicle.tokenId, { query: `query($id: Int!) { segments(tokenId: $id, from: "${from.toISOString()}", to: "${to.toISOString()}", mechanism: recharge) { duration } }`, variables: { id: vehicle.tokenId } }, [1]);
    expect(segments.errors[0].message).toBe('unauthorized: missing required privilege(s) VEHICLE_ALL_TIME_LOCATION');
  });

  it('filters each aggregated signal by its own condition', async () => {
    const { vehicle } = byPowertrain.COMBUSTION;
    const query = `query($id: Int!, $from: Time!, $to: Time!) { signals(tokenId: $id, interval: "168h", from: $from, to: $to) {
      top: speed(agg: MAX) slowTop: speed(agg: MAX, filter: {lt: 30}) avg: speed(agg: AVG) movingAvg: speed(agg: AVG, filter: {gt: 0})
      either: speed(agg: MIN, filter: {or: [{eq: 0}, {gt: 50}]})
      near: currentLocationCoordinates(agg: FIRST, filter: {inCircle: {center: {latitude: 0, longitude: 0}, radius: 1}}) { latitude }
    } }`;
    const result = await clients.queryTelemetry(vehicle.tokenId, { query, variables: { id: vehicle.tokenId, from: new Date(NOW - 7 * DAY).toISOString(), to: to.toISOString() } }, [1, 4]);
    expect(result.errors).toEqual([]);
    const [bucket] = (result.data as { signals: { top: number; slowTop: number; avg: number; movingAvg: number; either: number; near: null }[] }).signals;
    expect(bucket.top).toBeGreaterThan(30);
    expect(bucket.slowTop).toBeLessThan(30);
    expect(bucket.movingAvg).toBeGreaterThan(bucket.avg);
    expect(bucket.either).toBe(0);
    expect(bucket.near).toBeNull();
  });
});
