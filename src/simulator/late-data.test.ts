import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simCaller } from './testing/sim-caller';
import { LATE_BY_MS } from './fleet/connection';
import { startSimulator, type RunningSimulator } from './index';

const OWNER = 'late@example.com';
const MINUTE = 60_000;
const MINTED = Date.parse('2026-04-06T06:00:00Z');

let clock = MINTED;
let sim: RunningSimulator;
let dataDir: string;
let lateCar: number;
let onTimeCar: number;
let developerJwt: string;
const developer = privateKeyToAccount(generatePrivateKey());

const caller = simCaller(() => sim.url);
const { post } = caller;
const telemetry = <T>(tokenId: number, query: string, variables: Record<string, unknown> = {}) => caller.telemetry<T>(developerJwt, tokenId, query, variables);

const iso = (ms: number) => new Date(ms).toISOString();
type Segment = { start: { timestamp: string }; end: { timestamp: string } | null; isOngoing: boolean; duration: number };
const SEGMENTS = `query($tokenId: Int!, $from: Time!, $to: Time!) { segments(tokenId: $tokenId, from: $from, to: $to, mechanism: ignitionDetection) { start { timestamp } end { timestamp } isOngoing duration } }`;
const WINDOW = `query($tokenId: Int!, $from: Time!, $to: Time!) {
  signalsLatest(tokenId: $tokenId) { lastSeen speed { timestamp value } }
  signals(tokenId: $tokenId, interval: "1m", from: $from, to: $to) { timestamp speed(agg: MAX) }
  dataSummary(tokenId: $tokenId) { lastSeen }
}`;
type Window = { signalsLatest: { lastSeen: string; speed: { timestamp: string } }; signals: { timestamp: string }[]; dataSummary: { lastSeen: string } };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sim-late-'));
  sim = await startSimulator({ dataDir, port: 0, now: () => new Date(clock) });
  await caller.registerDeveloper(developer);
  const garage = await post<{ vehicles: { tokenId: number; connection: string }[] }>('/dev/garages', { email: OWNER, extraVehicles: 2, connections: ['late', 'obd'] });
  lateCar = garage.vehicles.find((v) => v.connection === 'late')!.tokenId;
  onTimeCar = garage.vehicles.find((v) => v.connection === 'obd')!.tokenId;
  await post('/dev/shares', { email: OWNER, clientId: developer.address, tokenIds: [lateCar, onTimeCar] });
  clock = MINTED + 4 * 86_400_000;
  developerJwt = await caller.signInDeveloper(developer);
});

afterAll(async () => {
  await sim?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a late connection', () => {
  it('shows its newest 20 minutes only later: a trip still going on, then ended, and the same window with more points', async () => {
    // A trip of the late car long enough to be seen under way 20 minutes before its end.
    const trips = await telemetry<{ segments: Segment[] }>(lateCar, SEGMENTS, { from: iso(clock - 3 * 86_400_000), to: iso(clock) });
    const trip = trips.segments.find((s) => s.end && Date.parse(s.end.timestamp) - Date.parse(s.start.timestamp) > 25 * MINUTE)!;
    expect(trip).toBeDefined();
    const start = Date.parse(trip.start.timestamp);
    const end = Date.parse(trip.end!.timestamp);
    const window = { from: iso(start - 60 * MINUTE), to: iso(end + 5 * MINUTE) };

    // Five minutes after the trip ended, the network has the car's data up to 15 minutes before its end.
    clock = end + 5 * MINUTE;
    const early = await telemetry<Window>(lateCar, WINDOW, window);
    const earlySegments = (await telemetry<{ segments: Segment[] }>(lateCar, SEGMENTS, window)).segments;
    const lastSeen = Date.parse(early.signalsLatest.lastSeen);
    expect(lastSeen).toBeLessThanOrEqual(clock - LATE_BY_MS);
    expect(lastSeen).toBeGreaterThan(clock - LATE_BY_MS - 10 * MINUTE);
    expect(early.signalsLatest.speed.timestamp).toBe(early.signalsLatest.lastSeen);
    expect(early.dataSummary.lastSeen).toBe(early.signalsLatest.lastSeen);
    expect(Date.parse(early.signals.at(-1)!.timestamp)).toBeLessThanOrEqual(clock - LATE_BY_MS);
    expect(earlySegments.at(-1)).toMatchObject({ start: { timestamp: trip.start.timestamp }, end: null, isOngoing: true });

    // Half an hour later the rest has arrived: the same window holds the whole trip and more points.
    clock = end + 30 * MINUTE;
    const later = await telemetry<Window>(lateCar, WINDOW, window);
    const laterSegments = (await telemetry<{ segments: Segment[] }>(lateCar, SEGMENTS, window)).segments;
    expect(later.signals.length).toBeGreaterThan(early.signals.length);
    expect(later.signals.slice(0, early.signals.length)).toEqual(early.signals);
    expect(Date.parse(later.signalsLatest.lastSeen)).toBeGreaterThan(lastSeen);
    expect(laterSegments.at(-1)).toMatchObject({ start: { timestamp: trip.start.timestamp }, end: { timestamp: trip.end!.timestamp }, isOngoing: false });

    // An on-time dongle's data is there at once.
    const onTime = await telemetry<Window>(onTimeCar, WINDOW, window);
    expect(clock - Date.parse(onTime.signalsLatest.lastSeen)).toBeLessThan(11 * MINUTE);
  });
});
