import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDtcList } from '../shared/telemetry';
import { startSimulator, type RunningSimulator } from './index';

const REDIRECT = 'http://localhost:5173/login/callback';
const CONTRACT = '0x45fbCD3ef7361d156e8b16F5538AE36DEdf61Da8';
const OWNER = 'owner@example.com';

interface Garage {
  walletAddress: string;
  vehicles: { tokenId: number; name: string; vin: string; powertrain: string; faults: string[] }[];
}
interface GraphqlBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

let sim: RunningSimulator;
let dataDir: string;
const developer = privateKeyToAccount(generatePrivateKey());
const clientId = developer.address;
let garage: Garage;
let developerJwt: string;

async function call(pathname: string, init: { method?: string; body?: unknown; bearer?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined && typeof init.body !== 'string' && !(init.body instanceof URLSearchParams)) headers['content-type'] = 'application/json';
  if (typeof init.body === 'string') headers['content-type'] ??= 'application/json';
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  const body = init.body === undefined ? undefined : typeof init.body === 'string' || init.body instanceof URLSearchParams ? init.body : JSON.stringify(init.body);
  const res = await fetch(`${sim.url}${pathname}`, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, json: json as Record<string, unknown> & GraphqlBody, text };
}

async function postOk<T>(pathname: string, body: unknown): Promise<T> {
  const res = await call(pathname, { body });
  expect(res.status, res.text).toBe(200);
  return res.json as T;
}

async function getDeveloperJwt(account = developer): Promise<{ status: number; json: Record<string, unknown> }> {
  const challenge = await call(
    `/auth/web3/generate_challenge?${new URLSearchParams({ client_id: clientId, domain: REDIRECT, scope: 'openid email', response_type: 'code', address: clientId })}`,
    { method: 'POST' },
  );
  expect(challenge.status, challenge.text).toBe(200);
  const { state, challenge: message } = challenge.json as { state: string; challenge: string };
  const signature = await account.signMessage({ message });
  return call('/auth/web3/submit_challenge', {
    body: new URLSearchParams({ client_id: clientId, domain: REDIRECT, state, grant_type: 'authorization_code', signature }),
  });
}

function gql(api: 'identity' | 'telemetry', query: string, variables: Record<string, unknown> = {}, bearer?: string) {
  return call(`/${api}/query`, { body: { query, variables }, bearer });
}

async function exchange(tokenId: number, privileges = [1, 3, 4, 5]): Promise<string> {
  const res = await call('/token-exchange/v1/tokens/exchange', { body: { nftContractAddress: CONTRACT, tokenId, privileges }, bearer: developerJwt });
  expect(res.status, res.text).toBe(200);
  return res.json.token as string;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sim-test-'));
  sim = await startSimulator({ dataDir, port: 0 });
  await postOk('/dev/clients', { clientId, redirectUris: [REDIRECT], signers: [developer.address], name: 'Test app' });
  garage = await postOk<Garage>('/dev/garages', { email: OWNER });
  await postOk('/dev/shares', { email: OWNER, clientId, tokenIds: garage.vehicles.slice(0, 2).map((v) => v.tokenId) });
  const dev = await getDeveloperJwt();
  developerJwt = dev.json.access_token as string;
});

afterAll(async () => {
  await sim?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('auth', () => {
  it('serves a JWKS that verifies the user JWT', async () => {
    const { token, walletAddress } = await postOk<{ token: string; walletAddress: string }>('/dev/tokens', { email: OWNER, clientId });
    const jwks = createRemoteJWKSet(new URL(`${sim.url}/auth/keys`));
    const { payload, protectedHeader } = await jwtVerify(token, jwks, { issuer: `${sim.url}/auth`, audience: clientId });
    expect(protectedHeader.alg).toBe('RS256');
    expect(protectedHeader.kid).toEqual(expect.any(String));
    expect(payload).toMatchObject({ ethereum_address: garage.walletAddress, email: OWNER, sub: expect.any(String) });
    expect(walletAddress).toBe(garage.walletAddress);
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('issues an already expired user JWT on request', async () => {
    const { token } = await postOk<{ token: string }>('/dev/tokens', { email: OWNER, clientId, expiresInSeconds: -60 });
    const jwks = createRemoteJWKSet(new URL(`${sim.url}/auth/keys`));
    await expect(jwtVerify(token, jwks, { issuer: `${sim.url}/auth` })).rejects.toThrow(/exp/);
  });

  it('gives a developer JWT for a challenge signed by a registered signer', async () => {
    const res = await getDeveloperJwt();
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600, id_token: expect.any(String) });
    expect(decodeJwt(res.json.access_token as string)).toMatchObject({ aud: clientId, sub: developer.address, token_kind: 'developer', iss: `${sim.url}/auth` });
  });

  it('refuses a signature from another key with the exact message', async () => {
    const res = await getDeveloperJwt(privateKeyToAccount(generatePrivateKey()));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ status: 400, message: 'Could not verify signature.' });
  });

  it('refuses a state used twice, an unknown client and an unregistered domain', async () => {
    const challenge = await call(`/auth/web3/generate_challenge`, { body: new URLSearchParams({ client_id: clientId, domain: REDIRECT }) });
    const { state, challenge: message } = challenge.json as { state: string; challenge: string };
    const form = { client_id: clientId, domain: REDIRECT, state, grant_type: 'authorization_code', signature: await developer.signMessage({ message }) };
    expect((await call('/auth/web3/submit_challenge', { body: new URLSearchParams(form) })).status).toBe(200);
    expect((await call('/auth/web3/submit_challenge', { body: new URLSearchParams(form) })).status).toBe(400);
    const unknown = await call(`/auth/web3/generate_challenge?client_id=nobody&domain=${encodeURIComponent(REDIRECT)}`, { method: 'POST' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/Unknown client/);
    const domain = await call(`/auth/web3/generate_challenge?client_id=${clientId}&domain=${encodeURIComponent('https://evil.example/cb')}`, { method: 'POST' });
    expect(domain.status).toBe(400);
  });
});

describe('identity', () => {
  const VEHICLES = `query($filter: VehiclesFilter, $first: Int, $after: String) {
    vehicles(filterBy: $filter, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor }
      nodes { tokenId tokenDID owner name definition { make model year } sacds(first: 10) { nodes { grantee permissions } } privileges(first: 10) { nodes { id user } } }
    }
  }`;

  it('filters by owner and by privileged client, with grants as sacds and privileges', async () => {
    const owned = await gql('identity', VEHICLES, { filter: { owner: garage.walletAddress.toLowerCase() }, first: 10 });
    const ownedNodes = (owned.json.data!.vehicles as { nodes: { tokenId: number }[] }).nodes;
    expect(ownedNodes.map((n) => n.tokenId).sort()).toEqual(garage.vehicles.map((v) => v.tokenId).sort());

    const shared = await gql('identity', VEHICLES, { filter: { owner: garage.walletAddress, privileged: clientId }, first: 10 });
    const connection = shared.json.data!.vehicles as { totalCount: number; nodes: Record<string, unknown>[] };
    expect(connection.totalCount).toBe(2);
    const node = connection.nodes.find((n) => n.tokenId === garage.vehicles[0].tokenId)!;
    expect(node).toMatchObject({
      tokenDID: `did:erc721:80002:${CONTRACT}:${garage.vehicles[0].tokenId}`,
      owner: garage.walletAddress,
      name: garage.vehicles[0].name,
      sacds: { nodes: [{ grantee: clientId, permissions: '0x3ffc' }] },
    });
    expect((node.privileges as { nodes: { id: number }[] }).nodes.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('supports aliases and the single-vehicle query, and has no VIN field', async () => {
    const res = await gql('identity', `{ one: vehicle(tokenId: ${garage.vehicles[2].tokenId}) { name } none: vehicle(tokenId: 1) { name } }`);
    expect(res.json.data).toEqual({ one: { name: garage.vehicles[2].name }, none: null });
    const vin = await gql('identity', `{ vehicle(tokenId: ${garage.vehicles[2].tokenId}) { vin } }`);
    expect(vin.status).toBe(422);
    expect(vin.json.errors![0].message).toMatch(/vin/);
  });

  it('paginates past 100 vehicles and refuses pages over 100', async () => {
    const big = await postOk<Garage>('/dev/garages', { email: 'fleet@example.com', extraVehicles: 110 });
    expect(big.vehicles).toHaveLength(113);
    const seen: number[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const res = await gql('identity', VEHICLES, { filter: { owner: big.walletAddress }, first: 100, after });
      const connection = res.json.data!.vehicles as { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; nodes: { tokenId: number }[] };
      expect(connection.totalCount).toBe(113);
      seen.push(...connection.nodes.map((n) => n.tokenId));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(113);
    expect(new Set(seen)).toEqual(new Set(big.vehicles.map((v) => v.tokenId)));
    const tooMany = await gql('identity', VEHICLES, { first: 101 });
    expect(tooMany.json.errors![0].message).toMatch(/100/);
  });
});

describe('token exchange', () => {
  it('exchanges a developer JWT for a vehicle JWT (legacy and DID bodies)', async () => {
    const tokenId = garage.vehicles[0].tokenId;
    const legacy = decodeJwt(await exchange(tokenId, [1, 5]));
    expect(legacy).toMatchObject({ tokenId, privileges: [1, 5], aud: ['dimo.zone'], sub: `did:erc721:80002:${CONTRACT}:${tokenId}` });
    expect(legacy.exp! - legacy.iat!).toBe(600);
    const res = await call('/token-exchange/v1/tokens/exchange', {
      body: { asset: `did:erc721:80002:${CONTRACT}:${tokenId}`, permissions: ['privilege:GetNonLocationHistory', 'privilege:GetLocationHistory'], audience: ['dimo.zone'] },
      bearer: developerJwt,
    });
    expect(res.status).toBe(200);
    expect(decodeJwt(res.json.token as string).privileges).toEqual([1, 4]);
    expect(decodeProtectedHeader(res.json.token as string).kid).toEqual(expect.any(String));
  });

  it('refuses a user JWT, a missing token, an unshared vehicle and an ungranted privilege', async () => {
    const body = { nftContractAddress: CONTRACT, tokenId: garage.vehicles[0].tokenId, privileges: [1] };
    const { token: userJwt } = await postOk<{ token: string }>('/dev/tokens', { email: OWNER, clientId });
    const asUser = await call('/token-exchange/v1/tokens/exchange', { body, bearer: userJwt });
    expect(asUser.status).toBe(403);
    expect(asUser.json).toMatchObject({ code: 403, message: expect.any(String) });
    expect((await call('/token-exchange/v1/tokens/exchange', { body })).status).toBe(401);
    expect((await call('/token-exchange/v1/tokens/exchange', { body, bearer: 'not.a.jwt' })).status).toBe(401);
    const unshared = await call('/token-exchange/v1/tokens/exchange', { body: { ...body, tokenId: garage.vehicles[2].tokenId }, bearer: developerJwt });
    expect(unshared.status).toBe(403);
    const ungranted = await call('/token-exchange/v1/tokens/exchange', { body: { ...body, privileges: [7] }, bearer: developerJwt });
    expect(ungranted.status).toBe(403);
  });

  it('hands out expired tokens on request, which telemetry refuses with 401', async () => {
    const res = await call('/token-exchange/v1/tokens/exchange', {
      body: { nftContractAddress: CONTRACT, tokenId: garage.vehicles[0].tokenId, privileges: [1] },
      bearer: developerJwt,
      headers: { 'x-sim-expire-token': '1' },
    });
    const telemetry = await gql('telemetry', `{ signalsLatest(tokenId: ${garage.vehicles[0].tokenId}) { lastSeen } }`, {}, res.json.token as string);
    expect(telemetry.status).toBe(401);
  });
});

describe('telemetry', () => {
  const LATEST = `query($tokenId: Int!) { signalsLatest(tokenId: $tokenId) {
    lastSeen
    odometer: powertrainTransmissionTravelledDistance { timestamp value }
    powertrainType { value }
    powertrainFuelSystemRelativeLevel { value }
    powertrainTractionBatteryStateOfChargeCurrent { value }
    obdDTCList { value }
    currentLocationCoordinates { timestamp value { latitude longitude } }
  } }`;

  it('reads the latest signals and a 24 h series that agrees with them', async () => {
    const vehicle = garage.vehicles[0];
    const jwt = await exchange(vehicle.tokenId);
    const latest = await gql('telemetry', LATEST, { tokenId: vehicle.tokenId }, jwt);
    expect(latest.status, latest.text).toBe(200);
    const signals = latest.json.data!.signalsLatest as Record<string, { value: unknown; timestamp?: string } | string | null>;
    expect(signals.lastSeen).toEqual(expect.any(String));
    expect((signals.odometer as { timestamp: string }).timestamp).toBe(signals.lastSeen);
    expect((signals.powertrainType as { value: string }).value).toBe(vehicle.powertrain);
    expect(signals.powertrainTractionBatteryStateOfChargeCurrent).toBeNull();
    expect((signals.currentLocationCoordinates as { value: { latitude: number } }).value.latitude).toEqual(expect.any(Number));
    expect(parseDtcList((signals.obdDTCList as { value: string }).value).length > 0).toBe(vehicle.faults.includes('dtc'));

    const to = new Date();
    const from = new Date(to.getTime() - 7 * 86_400_000);
    const series = await gql(
      'telemetry',
      `query($tokenId: Int!, $from: Time!, $to: Time!) { signals(tokenId: $tokenId, interval: "24h", from: $from, to: $to) {
        timestamp maxOdo: powertrainTransmissionTravelledDistance(agg: MAX) minOdo: powertrainTransmissionTravelledDistance(agg: MIN)
        maxSpeed: speed(agg: MAX) fuel: powertrainFuelSystemRelativeLevel(agg: AVG) type: powertrainType(agg: TOP)
        soc: powertrainTractionBatteryStateOfChargeCurrent(agg: AVG)
      } }`,
      { tokenId: vehicle.tokenId, from: from.toISOString(), to: to.toISOString() },
      jwt,
    );
    expect(series.status, series.text).toBe(200);
    const buckets = series.json.data!.signals as { timestamp: string; maxOdo: number; minOdo: number; maxSpeed: number; fuel: number; type: string; soc: null }[];
    expect(buckets).toHaveLength(7);
    buckets.forEach((b, i) => expect(Date.parse(b.timestamp)).toBe(from.getTime() + i * 86_400_000));
    for (let i = 1; i < buckets.length; i++) expect(buckets[i].minOdo).toBeGreaterThanOrEqual(buckets[i - 1].maxOdo);
    const latestOdo = (signals.odometer as { value: number }).value;
    expect(buckets.at(-1)!.maxOdo).toBeLessThanOrEqual(latestOdo);
    expect(latestOdo - buckets.at(-1)!.maxOdo).toBeLessThan(80);
    expect(Math.max(...buckets.map((b) => b.maxSpeed))).toBeGreaterThan(20);
    expect(buckets.every((b) => b.type === vehicle.powertrain && b.soc === null && b.fuel > 0 && b.fuel <= 100)).toBe(true);
  });

  it('answers UNAUTHORIZED for another vehicle or a missing privilege, and 401 for a bad JWT', async () => {
    const jwt = await exchange(garage.vehicles[0].tokenId, [1]);
    const other = await gql('telemetry', LATEST, { tokenId: garage.vehicles[1].tokenId }, jwt);
    expect(other.status).toBe(200);
    expect(other.json.errors![0].extensions!.code).toBe('UNAUTHORIZED');
    const vin = await gql('telemetry', `{ vinVCLatest(tokenId: ${garage.vehicles[0].tokenId}) { vin } }`, {}, jwt);
    expect(vin.json.errors![0].extensions!.code).toBe('UNAUTHORIZED');
    const noLocation = await gql('telemetry', LATEST, { tokenId: garage.vehicles[0].tokenId }, jwt);
    expect((noLocation.json.data!.signalsLatest as Record<string, unknown>).currentLocationCoordinates).toBeNull();
    expect(noLocation.json.errors!.map((e) => e.message)).toContain('unauthorized: missing required privilege(s) VEHICLE_ALL_TIME_LOCATION');
    expect((await gql('telemetry', LATEST, { tokenId: 1 }, 'garbage')).status).toBe(401);
    expect((await gql('telemetry', LATEST, { tokenId: 1 })).status).toBe(401);
    const { token: userJwt } = await postOk<{ token: string }>('/dev/tokens', { email: OWNER, clientId });
    expect((await gql('telemetry', LATEST, { tokenId: garage.vehicles[0].tokenId }, userJwt)).status).toBe(401);
  });

  it('lists available signals by powertrain and serves the VIN credential', async () => {
    const ev = garage.vehicles.find((v) => v.powertrain === 'ELECTRIC')!;
    await postOk('/dev/shares', { email: OWNER, clientId, tokenIds: [ev.tokenId] });
    const jwt = await exchange(ev.tokenId);
    const res = await gql('telemetry', `query($id: Int!) { availableSignals(tokenId: $id) vinVCLatest(tokenId: $id) { vin vehicleTokenId recordedAt } }`, { id: ev.tokenId }, jwt);
    const data = res.json.data as { availableSignals: string[]; vinVCLatest: { vin: string; vehicleTokenId: number; recordedAt: string } };
    expect(data.availableSignals).toContain('powertrainTractionBatteryStateOfChargeCurrent');
    expect(data.availableSignals).not.toContain('powertrainFuelSystemRelativeLevel');
    expect(data.vinVCLatest).toMatchObject({ vin: ev.vin, vehicleTokenId: ev.tokenId });

    const generated = await call(`/attestation-api/v2/attestation/vin/${ev.tokenId}`, { method: 'POST', bearer: jwt });
    expect(generated.json).toEqual({
      vcUrl: `${sim.url}/telemetry/query`,
      vcQuery: `query {vinVCLatest(tokenId: ${ev.tokenId}) {rawVC}}`,
      message: 'VC generated successfully. Retrieve using the provided GQL URL and query parameter.',
    });
    const after = await gql('telemetry', `query($id: Int!) { vinVCLatest(tokenId: $id) { recordedAt } }`, { id: ev.tokenId }, jwt);
    expect(Date.parse((after.json.data!.vinVCLatest as { recordedAt: string }).recordedAt)).toBeGreaterThanOrEqual(Date.parse(data.vinVCLatest.recordedAt));
    const withoutVin = await exchange(ev.tokenId, [1]);
    expect((await call(`/attestation-api/v2/attestation/vin/${ev.tokenId}`, { method: 'POST', bearer: withoutVin })).status).toBe(401);
  });
});

describe('attestation ingest', () => {
  const signer = privateKeyToAccount(generatePrivateKey());

  async function buildEvent(data: unknown, overrides: Record<string, unknown> = {}) {
    const dataJson = JSON.stringify(data);
    const signature = await signer.signMessage({ message: dataJson });
    const envelope = {
      id: crypto.randomUUID(),
      source: signer.address,
      producer: 'vehicle-companion',
      specversion: '1.0',
      subject: `did:erc721:80002:${CONTRACT}:${garage.vehicles[0].tokenId}`,
      time: new Date().toISOString(),
      type: 'dimo.attestation',
      signature,
      ...overrides,
    };
    const head = JSON.stringify(envelope);
    return { id: envelope.id, body: `${head.slice(0, -1)},"data":${dataJson}}`, dataJson };
  }

  it('accepts a signature over the raw data bytes and serves the attestation back', async () => {
    const event = await buildEvent({ documentType: 'service_invoice', note: 'Ölwechsel "5W-30"' });
    const res = await call('/attest', { body: event.body, bearer: developerJwt });
    expect(res.status, res.text).toBe(200);
    expect(res.text).toBe('');
    const jwt = await exchange(garage.vehicles[0].tokenId);
    const list = await gql('telemetry', `{ attestations(tokenId: ${garage.vehicles[0].tokenId}) { id source attestation signature } }`, {}, jwt);
    const found = (list.json.data!.attestations as { id: string; attestation: string; source: string }[]).find((a) => a.id === event.id)!;
    expect(found.attestation).toBe(event.dataJson);
    expect(found.source).toBe(signer.address);
  });

  it('checks the raw bytes: the same data re-serialised differently is refused', async () => {
    const event = await buildEvent({ a: 1, b: 2 });
    const spaced = event.body.replace(event.dataJson, '{"a": 1, "b": 2}');
    const res = await call('/attest', { body: spaced, bearer: developerJwt });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/signature/);
  });

  it('refuses a tampered payload, a foreign source, a future time, a bad subject and an unshared vehicle', async () => {
    const cases = [
      (await buildEvent({ mileage: 100 })).body.replace('100', '99'),
      (await buildEvent({ x: 1 }, { source: privateKeyToAccount(generatePrivateKey()).address })).body,
      (await buildEvent({ x: 1 }, { time: new Date(Date.now() + 10 * 60_000).toISOString() })).body,
      (await buildEvent({ x: 1 }, { subject: 'urn:vehicle:1' })).body,
      (await buildEvent({ x: 1 }, { specversion: '0.3' })).body,
      (await buildEvent({ x: 1 }, { subject: `did:erc721:80002:${CONTRACT}:${garage.vehicles[2].tokenId}` })).body,
    ];
    for (const body of cases) {
      const res = await call('/attest', { body, bearer: developerJwt });
      expect(res.status, body).toBe(400);
      expect(res.json.message).toEqual(expect.any(String));
    }
    const { token: userJwt } = await postOk<{ token: string }>('/dev/tokens', { email: OWNER, clientId });
    expect((await call('/attest', { body: (await buildEvent({ x: 1 })).body, bearer: userJwt })).status).toBe(403);
  });

  it('voids an attestation with a tombstone', async () => {
    const original = await buildEvent({ doc: 'to be voided' });
    expect((await call('/attest', { body: original.body, bearer: developerJwt })).status).toBe(200);
    const tombstone = await buildEvent({ voidsId: original.id, reason: 'uploaded by mistake' }, { type: 'dimo.tombstone' });
    expect((await call('/attest', { body: tombstone.body, bearer: developerJwt })).status).toBe(200);
    const jwt = await exchange(garage.vehicles[0].tokenId);
    const list = await gql('telemetry', `{ attestations(tokenId: ${garage.vehicles[0].tokenId}) { id type } }`, {}, jwt);
    const ids = (list.json.data!.attestations as { id: string }[]).map((a) => a.id);
    expect(ids).not.toContain(original.id);
    expect(ids).toContain(tombstone.id);
  });
});

describe('fault injection', () => {
  it('answers the status asked for per request and the configured error rate', async () => {
    const forced = await call('/identity/query', { body: { query: '{ __typename }' }, headers: { 'x-sim-status': '503' } });
    expect(forced.status).toBe(503);
    await postOk('/dev/faults', { errorRate: 1 });
    expect((await call('/identity/query', { body: { query: '{ __typename }' } })).status).toBe(500);
    expect((await call('/auth/keys')).status).toBe(200);
    sim.setFaults({});
    expect((await call('/identity/query', { body: { query: '{ __typename }' } })).status).toBe(200);
  });

  it('counts the requests it answered by route', async () => {
    const before = (await call('/dev/requests')).json as Record<string, number>;
    const jwt = await exchange(garage.vehicles[0].tokenId);
    await gql('telemetry', `{ signalsLatest(tokenId: ${garage.vehicles[0].tokenId}) { lastSeen } }`, {}, jwt);
    await gql('telemetry', `{ signalsLatest(tokenId: ${garage.vehicles[0].tokenId}) { lastSeen } }`, {}, jwt);
    const after = (await call('/dev/requests')).json as Record<string, number>;
    expect((after['POST /telemetry/query'] ?? 0) - (before['POST /telemetry/query'] ?? 0)).toBe(2);
    expect((after['POST /token-exchange/v1/tokens/exchange'] ?? 0) - (before['POST /token-exchange/v1/tokens/exchange'] ?? 0)).toBe(1);
  });

  it('fails telemetry for listed vehicles and adds latency', async () => {
    const jwt = await exchange(garage.vehicles[0].tokenId);
    sim.setFaults({ failTokenIds: [garage.vehicles[0].tokenId], latencyMs: 150 });
    try {
      const started = Date.now();
      const res = await gql('telemetry', `{ signalsLatest(tokenId: ${garage.vehicles[0].tokenId}) { lastSeen } }`, {}, jwt);
      expect(res.status).toBe(500);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      const state = await call('/dev/state');
      const listed = (state.json.vehicles as { tokenId: number; failing: boolean; vin: string; faults: string[] }[]).find((v) => v.tokenId === garage.vehicles[0].tokenId)!;
      expect(listed).toMatchObject({ failing: true, vin: garage.vehicles[0].vin, faults: garage.vehicles[0].faults });
    } finally {
      sim.setFaults({});
    }
  });
});

describe('persistence', () => {
  it('keeps keys, users, vehicles and grants across a restart with the same data dir', async () => {
    const kid = ((await call('/auth/keys')).json.keys as { kid: string }[])[0].kid;
    const { token } = await postOk<{ token: string }>('/dev/tokens', { email: OWNER, clientId });
    await sim.close();
    sim = await startSimulator({ dataDir, port: 0 });
    expect(((await call('/auth/keys')).json.keys as { kid: string }[])[0].kid).toBe(kid);
    const again = await postOk<Garage>('/dev/garages', { email: OWNER });
    expect(again).toEqual(garage);
    const jwks = createRemoteJWKSet(new URL(`${sim.url}/auth/keys`));
    await expect(jwtVerify(token, jwks)).resolves.toBeTruthy();
    const shared = await gql('identity', `query($c: Address!) { vehicles(filterBy: {privileged: $c}, first: 10) { totalCount } }`, { c: clientId });
    expect((shared.json.data!.vehicles as { totalCount: number }).totalCount).toBe(2);
  });
});
