import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from './index';

const REDIRECT = 'http://localhost:5173/login/callback';
const CONTRACT = '0x45fbCD3ef7361d156e8b16F5538AE36DEdf61Da8';
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

async function post<T>(pathname: string, body: unknown, init: { bearer?: string; form?: boolean } = {}): Promise<T> {
  const headers: Record<string, string> = init.form ? {} : { 'content-type': 'application/json' };
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  const res = await fetch(`${sim.url}${pathname}`, { method: 'POST', headers, body: init.form ? (body as URLSearchParams) : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

async function telemetry<T>(tokenId: number, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { token } = await post<{ token: string }>('/token-exchange/v1/tokens/exchange', { nftContractAddress: CONTRACT, tokenId, privileges: [1, 4] }, { bearer: developerJwt });
  const answer = await post<{ data: T; errors?: unknown }>('/telemetry/query', { query, variables: { tokenId, ...variables } }, { bearer: token });
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

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
  await post('/dev/clients', { clientId: developer.address, redirectUris: [REDIRECT], signers: [developer.address] });
  const garage = await post<{ vehicles: { tokenId: number; connection: string }[] }>('/dev/garages', { email: OWNER, extraVehicles: 2, connections: ['cloud', 'obd'] });
  cloudCar = garage.vehicles.find((v) => v.connection === 'cloud')!.tokenId;
  dongleCar = garage.vehicles.find((v) => v.connection === 'obd')!.tokenId;
  await post('/dev/shares', { email: OWNER, clientId: developer.address, tokenIds: [cloudCar, dongleCar] });
  clock = NOW;
  const params = new URLSearchParams({ client_id: developer.address, domain: REDIRECT, scope: 'openid email', response_type: 'code', address: developer.address });
  const challenge = await post<{ state: string; challenge: string }>(`/auth/web3/generate_challenge?${params}`, new URLSearchParams(), { form: true });
  const signature = await developer.signMessage({ message: challenge.challenge });
  developerJwt = (
    await post<{ access_token: string }>(
      '/auth/web3/submit_challenge',
      new URLSearchParams({ client_id: developer.address, domain: REDIRECT, state: challenge.state, grant_type: 'authorization_code', signature }),
      { form: true },
    )
  ).access_token;
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
