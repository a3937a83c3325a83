import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPair, SignJWT } from 'jose';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startSimulator } from '../../simulator';
import { createHttpClient } from './http';
import { queryGraphql } from './graphql';
import { createProviderClients, simulatorHostsFor, type ProviderClients, type ProviderConfig } from './index';
import { z } from 'zod';
import { localDay } from '../../shared/time-zone';

const REDIRECT = 'http://localhost:5173/login/callback';
const EMAIL = 'owner@example.com';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;
interface GarageVehicle { tokenId: number; name: string; vin: string; powertrain: string }

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url} -> ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

describe('provider clients against the simulator', () => {
  let sim: Simulator;
  let dataDir: string;
  let cfg: ProviderConfig;
  let clients: ProviderClients;
  let garage: { walletAddress: string; vehicles: GarageVehicle[] };
  let shared: GarageVehicle[];
  let unshared: GarageVehicle;

  /** With every provider route slowed down, a fast answer can only come from the cache. */
  async function expectServedWithoutRequest(run: () => Promise<string>, expected: string) {
    sim.setFaults({ latencyMs: 3000 });
    try {
      const started = Date.now();
      await expect(run()).resolves.toBe(expected);
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      sim.setFaults({});
    }
  }

  async function registerClient(apiKey: `0x${string}`) {
    const clientId = privateKeyToAccount(apiKey).address;
    await postJson(`${sim.url}/dev/clients`, { clientId, redirectUris: [REDIRECT], signers: [clientId] });
    return clientId;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'provider-sim-'));
    sim = await startSimulator({ dataDir, port: 0 });
    const apiKey = generatePrivateKey();
    const clientId = await registerClient(apiKey);
    garage = await postJson(`${sim.url}/dev/garages`, { email: EMAIL, extraVehicles: 110 });
    shared = garage.vehicles.slice(0, -3);
    unshared = garage.vehicles.at(-1)!;
    await postJson(`${sim.url}/dev/shares`, { email: EMAIL, clientId, tokenIds: shared.map((v) => v.tokenId) });
    cfg = { ...simulatorHostsFor(sim.url), clientId, apiKey, redirectUri: REDIRECT, timeoutMs: 5000, retries: 2, retryBaseMs: 10 };
    clients = createProviderClients(cfg);
  });

  afterAll(async () => {
    await sim?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  describe('developer JWT', () => {
    it('is obtained through the web3 challenge and then served from the cache', async () => {
      const token = await clients.getDeveloperJwt();
      expect(token.split('.')).toHaveLength(3);
      await expectServedWithoutRequest(() => clients.getDeveloperJwt(), token);
    });

    it('is refused when the API key is not a registered signer', async () => {
      const impostor = createProviderClients({ ...cfg, apiKey: generatePrivateKey() });
      const error = await impostor.getDeveloperJwt().catch((e: unknown) => e);
      expect(error).toMatchObject({ retryable: false });
      expect((error as Error).message).toMatch(/^Failed to authenticate with DIMO/);
    });
  });

  describe('user JWT', () => {
    const devToken = (body: object) => postJson<{ token: string; walletAddress: string }>(`${sim.url}/dev/tokens`, body);

    it('accepts a token from the login site and returns the wallet', async () => {
      const { token, walletAddress } = await devToken({ email: EMAIL, clientId: cfg.clientId });
      const user = await clients.verifyUserJwt(token);
      expect(user.walletAddress.toLowerCase()).toBe(walletAddress.toLowerCase());
      expect(user.walletAddress.toLowerCase()).toBe(garage.walletAddress.toLowerCase());
      expect(user.email).toBe(EMAIL);
      expect(user.expiresAt.getTime()).toBeGreaterThan(Date.now());
    });

    it('refuses a token issued for another client', async () => {
      const otherClient = await registerClient(generatePrivateKey());
      const { token } = await devToken({ email: EMAIL, clientId: otherClient });
      await expect(clients.verifyUserJwt(token)).rejects.toMatchObject({ code: 'invalid_token', message: expect.stringMatching(/aud/) });
    });

    it('refuses an expired token', async () => {
      const { token } = await devToken({ email: EMAIL, clientId: cfg.clientId, expiresInSeconds: -120 });
      await expect(clients.verifyUserJwt(token)).rejects.toMatchObject({ code: 'invalid_token', message: expect.stringMatching(/expired/) });
    });

    it('refuses a token whose payload was altered', async () => {
      const { token } = await devToken({ email: EMAIL, clientId: cfg.clientId });
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const forged = Buffer.from(JSON.stringify({ ...claims, ethereum_address: privateKeyToAccount(generatePrivateKey()).address })).toString('base64url');
      await expect(clients.verifyUserJwt(`${header}.${forged}.${signature}`)).rejects.toMatchObject({ code: 'invalid_token', message: expect.stringMatching(/signature/) });
    });

    it('refuses a well-formed token signed by a key the provider never published', async () => {
      const { privateKey } = await generateKeyPair('RS256');
      const token = await new SignJWT({ ethereum_address: garage.walletAddress })
        .setProtectedHeader({ alg: 'RS256', kid: 'not-a-provider-key' })
        .setIssuer(cfg.issuer)
        .setAudience(cfg.clientId)
        .setSubject('x')
        .setExpirationTime('1h')
        .sign(privateKey);
      await expect(clients.verifyUserJwt(token)).rejects.toMatchObject({ code: 'invalid_token', message: expect.stringMatching(/unknown key/) });
    });
  });

  describe('identity', () => {
    it('lists every shared vehicle across pages and none of the others', async () => {
      expect(shared.length).toBeGreaterThan(100);
      const vehicles = await clients.listSharedVehicles(garage.walletAddress);
      expect(vehicles.map((v) => v.tokenId).sort((a, b) => a - b)).toEqual(shared.map((v) => v.tokenId).sort((a, b) => a - b));
      const first = vehicles.find((v) => v.tokenId === shared[0].tokenId)!;
      expect(first).toMatchObject({
        tokenDID: clients.vehicleDid(shared[0].tokenId),
        name: shared[0].name,
        grant: { permissions: expect.any(String) },
      });
      expect(first.owner.toLowerCase()).toBe(garage.walletAddress.toLowerCase());
      expect(typeof first.make).toBe('string');
      expect(typeof first.year).toBe('number');
    });

    it('lists nothing for an owner without shares', async () => {
      const other = await postJson<{ walletAddress: string }>(`${sim.url}/dev/garages`, { email: 'nobody@example.com' });
      await expect(clients.listSharedVehicles(other.walletAddress)).resolves.toEqual([]);
    });
  });

  describe('token exchange', () => {
    it('caches the vehicle JWT', async () => {
      const first = await clients.getVehicleJwt(shared[0].tokenId);
      await expectServedWithoutRequest(() => clients.getVehicleJwt(shared[0].tokenId), first);
    });

    it('is refused for a vehicle that was not shared', async () => {
      await expect(clients.getVehicleJwt(unshared.tokenId)).rejects.toMatchObject({ code: 'forbidden', call: 'tokenExchange.exchange' });
    });
  });

  describe('telemetry', () => {
    it('reads the latest signals, typed', async () => {
      const signals = await clients.getLatestSignals(shared[0].tokenId);
      expect(typeof signals.lastSeen).toBe('string');
      expect(signals.powertrainTransmissionTravelledDistance?.value).toEqual(expect.any(Number));
      expect(signals.powertrainType?.value).toBe(shared[0].powertrain);
      expect(signals.currentLocationCoordinates?.value).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    });

    it('reads a 7-day series of 24 h buckets with MAX and AVG values', async () => {
      const vehicle = shared.find((v) => v.powertrain === 'COMBUSTION')!;
      const to = new Date();
      const days = await clients.getDailySignals(vehicle.tokenId, { to });
      expect(days).toHaveLength(7);
      const times = days.map((d) => Date.parse(d.timestamp));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBe(24 * 3600_000);
      const withData = days.filter((d) => d.odometer !== null);
      expect(withData.length).toBeGreaterThan(0);
      for (const day of withData) {
        expect(day.fuelLevel).toBeGreaterThanOrEqual(0);
        expect(day.fuelLevel).toBeLessThanOrEqual(100);
      }
      const latest = await clients.getLatestSignals(vehicle.tokenId);
      expect(withData.at(-1)!.odometer).toBeLessThanOrEqual(latest.powertrainTransmissionTravelledDistance!.value + 1e-6);
    });

    it('gives each of the owner’s days its own bucket across a change of clocks, today last, at any hour', async () => {
      const vehicle = shared.find((v) => v.powertrain === 'COMBUSTION')!;
      const zone = 'America/Los_Angeles';
      // 23:40 in Los Angeles on 27 November, 26 days after its clocks went back (1 November): a 24 h grid laid from
      // 29 October's midnight would start its last bucket at 23:00 and call it 28 November
      const to = new Date('2026-11-28T07:40:00Z');
      const days = await clients.getDailySignals(vehicle.tokenId, { days: 30, timeZone: zone, to });
      const dates = days.map((d) => d.date);
      expect(dates.at(-1)).toBe('2026-11-27');
      expect(new Set(dates).size).toBe(dates.length);
      for (const day of days) expect(localDay(new Date(day.timestamp), zone), day.date).toBe(day.date);
      expect(dates).toContain('2026-11-01');
      // the day the clocks change asked alone is one 25 h bucket, not a 24 h one and an hour called the next day
      const changeDay = await clients.getDailySignals(vehicle.tokenId, { days: 1, timeZone: zone, to: new Date('2026-11-02T07:30:00Z') });
      expect(changeDay.map((d) => d.date)).toEqual(['2026-11-01']);
      // and a span with no change of clocks is still one list of 24 h buckets
      const plain = await clients.getDailySignals(vehicle.tokenId, { days: 7, timeZone: zone, to });
      expect(plain.map((d) => d.date)).toEqual(dates.slice(-plain.length));
    });

    it("reads each day's odometer alone exactly as the daily series reads it, across a change of clocks too", async () => {
      const zone = 'America/Los_Angeles';
      const to = new Date('2026-11-28T07:40:00Z');
      // two cars, not those the fault cases below need without a vehicle JWT yet
      for (const vehicle of shared.slice(0, 2)) {
        const days = await clients.getDailySignals(vehicle.tokenId, { days: 40, timeZone: zone, to });
        const odometers = await clients.getDailyOdometer(vehicle.tokenId, { days: 40, timeZone: zone, to });
        expect(odometers, String(vehicle.tokenId)).toEqual(days.map((d) => ({ date: d.date, odometer: d.odometer })));
        expect(odometers.filter((d) => d.odometer !== null).length).toBeGreaterThan(20);
      }
    });

    it('answers unauthorized for a vehicle the JWT was not issued for', async () => {
      const jwt = await clients.getVehicleJwt(shared[0].tokenId);
      const http = createHttpClient({ timeoutMs: 5000, retries: 0, retryBaseMs: 1 });
      const run = queryGraphql(
        http,
        { call: 'telemetry.signalsLatest', url: cfg.telemetryUrl, query: 'query($tokenId: Int!) { signalsLatest(tokenId: $tokenId) { lastSeen } }', variables: { tokenId: shared[1].tokenId }, bearer: jwt },
        z.unknown(),
      );
      await expect(run).rejects.toMatchObject({ code: 'unauthorized', retryable: false });
    });

    it('reads the VIN credential', async () => {
      let vin = await clients.getVin(shared[0].tokenId);
      if (vin === null) {
        await clients.requestVinCredential(shared[0].tokenId);
        vin = await clients.getVin(shared[0].tokenId);
      }
      expect(vin).toEqual({ vin: shared[0].vin, recordedAt: expect.any(String) });
    });

    it('reads the latest signals with the VIN in one exchange and one query, and that token serves the narrower calls', async () => {
      const vehicle = shared[5];
      await clients.getDeveloperJwt();
      const before = await (await fetch(`${sim.url}/dev/requests`)).json() as Record<string, number>;
      const read = await clients.getLatestSignalsWithVin(vehicle.tokenId, { location: true });
      expect(read.vin).toEqual({ vin: vehicle.vin, recordedAt: expect.any(String) });
      expect(read.latest.powertrainType?.value).toBe(vehicle.powertrain);
      expect(read.latest.currentLocationCoordinates?.value).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
      const after = await (await fetch(`${sim.url}/dev/requests`)).json() as Record<string, number>;
      const delta = (route: string) => (after[route] ?? 0) - (before[route] ?? 0);
      const called = Object.keys(after).filter((route) => !route.includes('/dev/') && delta(route) > 0);
      expect(called.map((route) => [route, delta(route)]).sort()).toEqual([
        ['POST /telemetry/query', 1],
        ['POST /token-exchange/v1/tokens/exchange', 1],
      ]);
      // The [1, 4, 5] token covers the latest signals with location and the VIN: neither needs a new exchange.
      const token = await clients.getVehicleJwt(vehicle.tokenId, [1, 4, 5]);
      await expectServedWithoutRequest(() => clients.getVehicleJwt(vehicle.tokenId, [1, 4]), token);
      await expectServedWithoutRequest(() => clients.getVehicleJwt(vehicle.tokenId, [5]), token);
    });
  });

  describe('failures', () => {
    it('times out quickly instead of hanging', async () => {
      const http = createHttpClient({ timeoutMs: 200, retries: 1, retryBaseMs: 10 });
      const started = Date.now();
      const error = await http.request({ call: 'identity.vehicles', url: cfg.identityUrl, method: 'POST', headers: { 'x-sim-latency-ms': '3000', 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'timeout', retryable: true });
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('gives up after the retries on 5xx with a retryable error', async () => {
      const http = createHttpClient({ timeoutMs: 2000, retries: 2, retryBaseMs: 10 });
      const error = await http.request({ call: 'identity.vehicles', url: cfg.identityUrl, method: 'POST', headers: { 'x-sim-status': '503', 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'http', status: 503, retryable: true });
    });

    it('does not retry a 4xx', async () => {
      const http = createHttpClient({ timeoutMs: 2000, retries: 2, retryBaseMs: 5000 });
      const started = Date.now();
      const error = await http.request({ call: 'identity.vehicles', url: cfg.identityUrl, method: 'POST', headers: { 'x-sim-status': '404', 'content-type': 'application/json' }, body: '{}' }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'http', status: 404, retryable: false });
      expect(Date.now() - started).toBeLessThan(2000);
    });
  });

  describe('attestation', () => {
    it('is accepted with the signature over the raw data bytes, and can be voided', async () => {
      const subject = clients.vehicleDid(shared[0].tokenId);
      const result = await clients.submitAttestation({
        subject,
        data: { documentType: 'service_invoice', vin: shared[0].vin, note: 'Ölwechsel "5W-30"' },
      });
      expect(result.id).toMatch(/^[0-9a-f-]{36}$/);
      const tombstone = await clients.submitAttestation({ subject, type: 'dimo.tombstone', data: { voidsId: result.id, reason: 'test' } });
      const state = await (await fetch(`${sim.url}/dev/state`)).json() as { attestations: { id: string; source: string; subject: string; voidedBy?: string }[] };
      expect(state.attestations.find((a) => a.id === result.id)).toMatchObject({ source: clients.signerAddress, subject, voidedBy: tombstone.id });
    });

    it('is refused for a vehicle that was not shared', async () => {
      await expect(clients.submitAttestation({ subject: clients.vehicleDid(unshared.tokenId), data: {} })).rejects.toMatchObject({
        code: 'http',
        status: 400,
        retryable: false,
      });
    });
  });

  describe('partial and expired shares', () => {
    it('reads signals without location when only non-location data was shared', async () => {
      const email = 'partial@example.com';
      const { vehicles } = await postJson<{ vehicles: GarageVehicle[] }>(`${sim.url}/dev/garages`, { email });
      await postJson(`${sim.url}/dev/shares`, { email, clientId: cfg.clientId, tokenIds: [vehicles[0].tokenId], permissions: '10000000' });
      const signals = await clients.getLatestSignals(vehicles[0].tokenId);
      expect(signals.currentLocationCoordinates).toBeNull();
      expect(signals.powertrainTransmissionTravelledDistance?.value).toEqual(expect.any(Number));
    });

    it('does not list a vehicle whose share has expired', async () => {
      const email = 'expired@example.com';
      const { walletAddress, vehicles } = await postJson<{ walletAddress: string; vehicles: GarageVehicle[] }>(`${sim.url}/dev/garages`, { email });
      await postJson(`${sim.url}/dev/shares`, { email, clientId: cfg.clientId, tokenIds: [vehicles[0].tokenId], expiresAt: new Date(Date.now() - 60_000).toISOString() });
      await postJson(`${sim.url}/dev/shares`, { email, clientId: cfg.clientId, tokenIds: [vehicles[1].tokenId] });
      const listed = await clients.listSharedVehicles(walletAddress);
      expect(listed.map((v) => v.tokenId)).toEqual([vehicles[1].tokenId]);
    });
  });

  describe('provider faults', () => {
    it('reports expired vehicle JWTs as unauthorized and recovers once the provider issues good ones', async () => {
      const tokenId = shared[2].tokenId;
      sim.setFaults({ expireTokens: true });
      try {
        await expect(clients.getDailySignals(tokenId)).rejects.toMatchObject({ code: 'unauthorized', status: 401 });
      } finally {
        sim.setFaults({});
      }
      await expect(clients.getDailySignals(tokenId)).resolves.toHaveLength(7);
    });

    it('gives up on a failing vehicle with a retryable error', async () => {
      const tokenId = shared[3].tokenId;
      sim.setFaults({ failTokenIds: [tokenId] });
      try {
        await expect(clients.getLatestSignals(tokenId)).rejects.toMatchObject({ code: 'http', status: 500, retryable: true });
        await expect(clients.getLatestSignals(shared[4].tokenId)).resolves.toMatchObject({ lastSeen: expect.any(String) });
      } finally {
        sim.setFaults({});
      }
    });
  });
});
