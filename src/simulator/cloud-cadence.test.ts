import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simCaller } from './testing/sim-caller';
import { startSimulator, type RunningSimulator } from './index';

const OWNER = 'cloud-cadence@example.com';
const MINUTE = 60_000;
const MINTED = Date.parse('2026-04-06T06:00:00Z');
const NOW = MINTED + 8 * 86_400_000 + 8 * 3_600_000 + 7 * MINUTE;

let sim: RunningSimulator;
let dataDir: string;
let cloudCar: number;
let dongleCar: number;
let developerJwt: string;
const developer = privateKeyToAccount(generatePrivateKey());

const caller = simCaller(() => sim.url);
const { post } = caller;
const telemetry = <T>(tokenId: number, query: string, variables: Record<string, unknown> = {}) => caller.telemetry<T>(developerJwt, tokenId, query, variables);

const iso = (ms: number) => new Date(ms).toISOString();
const on = (ms: number, minutes: number) => ms % (minutes * MINUTE) === 0;

const SEGMENTS = `query($tokenId: Int!, $from: Time!, $to: Time!) {
  segments(tokenId: $tokenId, from: $from, to: $to, mechanism: ignitionDetection, signalRequests: [{ name: "speed", agg: AVG }]) {
    start { timestamp } end { timestamp } signals { name agg value }
  }
}`;
const SIGNALS = `query($tokenId: Int!, $from: Time!, $to: Time!) {
  signals(tokenId: $tokenId, interval: "1m", from: $from, to: $to) { timestamp isIgnitionOn(agg: MAX) speed(agg: MAX) }
}`;
const LATEST = `query($tokenId: Int!) {
  signalsLatest(tokenId: $tokenId) { lastSeen speed { timestamp } }
  dataSummary(tokenId: $tokenId) { lastSeen signalDataSummary { name numberOfSignals lastSeen } }
}`;
type Segment = { start: { timestamp: string }; end: { timestamp: string } | null; signals: { name: string; agg: string; value: number }[] };
type Bucket = { timestamp: string; isIgnitionOn: number; speed: number };
type Latest = { signalsLatest: { lastSeen: string; speed: { timestamp: string } }; dataSummary: { lastSeen: string; signalDataSummary: { name: string; numberOfSignals: number; lastSeen: string }[] } };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sim-cloud-'));
  let clock = MINTED;
  sim = await startSimulator({ dataDir, port: 0, now: () => new Date(clock) });
  await caller.registerDeveloper(developer);
  const garage = await post<{ vehicles: { tokenId: number; connection: string }[] }>('/dev/garages', { email: OWNER, extraVehicles: 2, connections: ['cloud', 'obd'] });
  cloudCar = garage.vehicles.find((v) => v.connection === 'cloud')!.tokenId;
  dongleCar = garage.vehicles.find((v) => v.connection === 'obd')!.tokenId;
  await post('/dev/shares', { email: OWNER, clientId: developer.address, tokenIds: [cloudCar, dongleCar] });
  clock = NOW;
  developerJwt = await caller.signInDeveloper(developer);
});

afterAll(async () => {
  await sim?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("a manufacturer's cloud reports less often than a dongle", () => {
  it('its samples come every 5 minutes while the car is awake and every 30 parked; a dongle sends each minute and every 10', async () => {
    const window = { from: iso(NOW - 2 * 86_400_000), to: iso(NOW) };
    const cloud = (await telemetry<{ signals: Bucket[] }>(cloudCar, SIGNALS, window)).signals;
    const dongle = (await telemetry<{ signals: Bucket[] }>(dongleCar, SIGNALS, window)).signals;
    const times = (buckets: Bucket[]) => buckets.map((b) => Date.parse(b.timestamp));
    expect(times(cloud).every((t) => on(t, 5))).toBe(true);
    const gaps = (buckets: Bucket[]) => times(buckets).slice(1).map((t, i) => (t - times(buckets)[i]) / MINUTE);
    expect(Math.max(...gaps(cloud))).toBe(30);
    expect(gaps(cloud).filter((g) => g === 5).length).toBeGreaterThan(10);
    expect(gaps(cloud).every((g) => g % 5 === 0)).toBe(true);
    expect(Math.max(...gaps(dongle))).toBe(10);
    expect(gaps(dongle).filter((g) => g === 1).length).toBeGreaterThan(50);
    expect(cloud.length).toBeLessThan(dongle.length / 2);
  });

  it('its latest reading, its data summary and its trips sit on those samples', async () => {
    const latest = await telemetry<Latest>(cloudCar, LATEST);
    const lastSeen = Date.parse(latest.signalsLatest.lastSeen);
    expect(on(lastSeen, 5), latest.signalsLatest.lastSeen).toBe(true);
    expect(NOW - lastSeen).toBeLessThan(30 * MINUTE);
    expect(latest.signalsLatest.speed.timestamp).toBe(latest.signalsLatest.lastSeen);
    expect(latest.dataSummary.lastSeen).toBe(latest.signalsLatest.lastSeen);
    const dongleLatest = await telemetry<Latest>(dongleCar, LATEST);
    expect(NOW - Date.parse(dongleLatest.signalsLatest.lastSeen)).toBeLessThan(10 * MINUTE);
    // Both have reported since the same day: the cloud's count of each signal is well under half the dongle's.
    const count = (l: Latest) => l.dataSummary.signalDataSummary.find((s) => s.name === 'speed')!.numberOfSignals;
    expect(count(latest)).toBeLessThan(count(dongleLatest) * 0.45);
    expect(count(latest)).toBeGreaterThan(count(dongleLatest) * 0.25);

    const window = { from: iso(NOW - 3 * 86_400_000), to: iso(NOW) };
    const segments = (await telemetry<{ segments: Segment[] }>(cloudCar, SEGMENTS, window)).segments;
    const buckets = (await telemetry<{ signals: Bucket[] }>(cloudCar, SIGNALS, window)).signals;
    const at = new Map(buckets.map((b) => [Date.parse(b.timestamp), b]));
    expect(segments.length).toBeGreaterThan(2);
    for (const segment of segments) {
      const start = Date.parse(segment.start.timestamp);
      const end = Date.parse(segment.end!.timestamp);
      // The trip starts at the first sample that saw the ignition on and ends at the first that saw it off.
      expect(at.get(start)?.isIgnitionOn).toBe(1);
      expect(at.get(end)?.isIgnitionOn).toBe(0);
      expect(at.get(start - 5 * MINUTE)?.isIgnitionOn ?? 0).toBe(0);
      // Its top and average speed are those of the samples between.
      const inside = buckets.filter((b) => Date.parse(b.timestamp) >= start && Date.parse(b.timestamp) <= end);
      const speed = (agg: string) => segment.signals.find((s) => s.name === 'speed' && s.agg === agg)!.value;
      expect(speed('MAX')).toBe(Math.max(...inside.map((b) => b.speed)));
      expect(speed('AVG')).toBeCloseTo(inside.reduce((sum, b) => sum + b.speed, 0) / inside.length, 3);
    }
  });
});
