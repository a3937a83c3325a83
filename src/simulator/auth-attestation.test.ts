import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cellToLatLng } from 'h3-js';
import { decodeJwt } from 'jose';
import { recoverMessageAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from './index';

const REDIRECT = 'http://localhost:5173/login/callback';
const CONTRACT = '0x45fbCD3ef7361d156e8b16F5538AE36DEdf61Da8';
const OWNER = 'two-apps@example.com';

let sim: RunningSimulator;
let dataDir: string;
let vehicles: { tokenId: number; connection: string }[];

/** A developer license whose API key (signer) is not the license address, as on DIMO's console. */
function makeLicense() {
  const license = privateKeyToAccount(generatePrivateKey()).address;
  const apiKey = privateKeyToAccount(generatePrivateKey());
  return { license, apiKey };
}
const appA = makeLicense();
const appB = makeLicense();

async function request(url: string, init: { method?: string; body?: unknown; bearer?: string; form?: URLSearchParams } = {}) {
  const headers: Record<string, string> = {};
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  let body: string | URLSearchParams | undefined;
  if (init.form) body = init.form;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const res = await fetch(url, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : null, text };
}

async function developerJwt(app: { license: string; apiKey: ReturnType<typeof privateKeyToAccount> }, authBase = `${sim.url}/auth`) {
  const params = new URLSearchParams({ client_id: app.license, domain: REDIRECT, scope: 'openid email', response_type: 'code', address: app.license });
  const challenge = await request(`${authBase}/web3/generate_challenge?${params}`, { method: 'POST' });
  const { state, challenge: message } = challenge.json as { state: string; challenge: string };
  const signature = await app.apiKey.signMessage({ message });
  const res = await request(`${authBase}/web3/submit_challenge`, { form: new URLSearchParams({ client_id: app.license, domain: REDIRECT, state, grant_type: 'authorization_code', signature }) });
  expect(res.status, res.text).toBe(200);
  return (res.json as { access_token: string }).access_token;
}

async function exchange(jwt: string, tokenId: number, privileges: number[], base = `${sim.url}/token-exchange`) {
  return request(`${base}/v1/tokens/exchange`, { body: { nftContractAddress: CONTRACT, tokenId, privileges }, bearer: jwt });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sim-auth-'));
  sim = await startSimulator({
    dataDir,
    port: 0,
    servicePorts: { auth: 0, identity: 0, telemetry: 0, 'token-exchange': 0, 'attestation-api': 0, attest: 0, 'vehicle-triggers': 0 },
  });
  for (const app of [appA, appB]) {
    const res = await request(`${sim.url}/dev/clients`, { body: { clientId: app.license, redirectUris: [REDIRECT], signers: [app.apiKey.address] } });
    expect(res.status).toBe(200);
  }
  vehicles = ((await request(`${sim.url}/dev/garages`, { body: { email: OWNER, extraVehicles: 1, connections: ['noLocation'] } })).json as { vehicles: { tokenId: number; connection: string }[] }).vehicles;
  const ids = vehicles.map((v) => v.tokenId);
  await request(`${sim.url}/dev/shares`, { body: { email: OWNER, clientId: appA.license, tokenIds: ids, permissions: '11111111' } });
  await request(`${sim.url}/dev/shares`, { body: { email: OWNER, clientId: appB.license, tokenIds: ids, permissions: '1' } });
});

afterAll(async () => {
  await sim?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('auth and token exchange as DIMO', () => {
  it("names the developer license in the developer JWT's ethereum_address, and token exchange grants by it", async () => {
    const jwtA = await developerJwt(appA);
    const jwtB = await developerJwt(appB);
    expect(decodeJwt(jwtA)).toMatchObject({ ethereum_address: appA.license, aud: appA.license });
    expect(decodeJwt(jwtA).ethereum_address).not.toBe(appA.apiKey.address);

    const car = vehicles[0].tokenId;
    const a = await exchange(jwtA, car, [1, 4, 5]);
    expect(a.status, a.text).toBe(200);
    expect(decodeJwt((a.json as { token: string }).token)).toMatchObject({
      asset: `did:erc721:80002:${CONTRACT}:${car}`,
      permissions: ['privilege:GetNonLocationHistory', 'privilege:GetLocationHistory', 'privilege:GetVINCredential'],
      token_id: String(car),
    });
    // The second license shares the same car with privilege 1 only: it never gets the first one's privileges.
    expect((await exchange(jwtB, car, [1])).status).toBe(200);
    const refused = await exchange(jwtB, car, [1, 4]);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ code: 403, message: `Address ${appB.license} lacks permissions [privilege:GetLocationHistory] for asset did:erc721:80002:${CONTRACT}:${car}.` });
  });

  it('never grants location for a car whose owner keeps it private', async () => {
    const jwtA = await developerJwt(appA);
    const privateCar = vehicles.find((v) => v.connection === 'noLocation')!.tokenId;
    expect((await exchange(jwtA, privateCar, [1, 5])).status).toBe(200);
    expect((await exchange(jwtA, privateCar, [4])).status).toBe(403);
    expect((await exchange(jwtA, privateCar, [8])).status).toBe(403);
  });
});

describe('attestation credentials', () => {
  async function vehicleJwt(privileges: number[]) {
    const res = await exchange(await developerJwt(appA), vehicles[0].tokenId, privileges);
    return (res.json as { token: string }).token;
  }

  async function readAttestations(jwt: string, tag: string) {
    const res = await request(`${sim.url}/telemetry/query`, {
      body: { query: `query($id: Int!, $tag: String!) { attestations(tokenId: $id, filter: { tags: { containsAny: [$tag] } }) { id source attestation signature dataVersion producer tags } }`, variables: { id: vehicles[0].tokenId, tag } },
      bearer: jwt,
    });
    const list = (res.json!.data as { attestations: { source: string; attestation: string; signature: `0x${string}`; dataVersion: string; producer: string; tags: string[] }[] }).attestations;
    for (const a of list) expect(await recoverMessageAddress({ message: a.attestation, signature: a.signature })).toBe(a.source);
    const parsed = list.map((a) => ({ ...a, data: JSON.parse(a.attestation) as { validFrom: string; validTo: string; credentialSubject: Record<string, unknown> } }));
    // Times as DIMO's attestation service (Go, RFC3339Nano) writes them: no trailing zero in a fraction, none on a whole second.
    for (const { data } of parsed) for (const time of [data.validFrom, data.validTo]) expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d*[1-9])?Z$/);
    return parsed;
  }

  it("answers the VIN credential with DIMO's body", async () => {
    const jwt = await vehicleJwt([1, 5]);
    const res = await request(`${sim.serviceUrls['attestation-api']}/v2/attestation/vin/${vehicles[0].tokenId}`, { method: 'POST', bearer: jwt });
    expect(res.json).toEqual({
      vcUrl: `${sim.serviceUrls.telemetry}/query`,
      vcQuery: `query {vinVCLatest(tokenId: ${vehicles[0].tokenId}) {rawVC}}`,
      message: 'VC generated successfully. Retrieve using the provided GQL URL and query parameter.',
    });
    const vc = await request(res.json!.vcUrl as string, { body: { query: res.json!.vcQuery }, bearer: jwt });
    expect(JSON.parse((vc.json!.data as { vinVCLatest: { rawVC: string } }).vinVCLatest.rawVC).credentialSubject.vehicleTokenId).toBe(vehicles[0].tokenId);
  });

  it('signs an odometer statement with the reading the telemetry shows', async () => {
    const jwt = await vehicleJwt([1]);
    const res = await request(`${sim.url}/attestation-api/v2/attestation/odometer-statement/${vehicles[0].tokenId}`, { body: {}, bearer: jwt });
    expect(res.json).toEqual({ message: 'VC generated successfully, retrieve using the provided telemetry-api.' });
    const latest = await request(`${sim.url}/telemetry/query`, { body: { query: `{ signalsLatest(tokenId: ${vehicles[0].tokenId}) { powertrainTransmissionTravelledDistance { value } } }` }, bearer: jwt });
    const odometer = (latest.json!.data as { signalsLatest: { powertrainTransmissionTravelledDistance: { value: number } } }).signalsLatest.powertrainTransmissionTravelledDistance.value;
    const [statement] = await readAttestations(jwt, 'vehicle.odometer');
    expect(statement.dataVersion).toBe('vehicleodometer/v1.0.0');
    expect(statement.producer).toMatch(/^did:erc721:80002:0x[0-9a-fA-F]{40}:\d+$/);
    expect(statement.data.credentialSubject).toMatchObject({ vehicleDID: `did:erc721:80002:${CONTRACT}:${vehicles[0].tokenId}`, odometerReading: { value: odometer, unit: 'km' } });
  });

  it('needs location for vehicle health and position, keeps health to 30 days, and places the car in its H3 cell', async () => {
    const base = `${sim.url}/attestation-api/v2/attestation`;
    const now = Date.now();
    const dataOnly = await vehicleJwt([1]);
    expect((await request(`${base}/vehicle-health/${vehicles[0].tokenId}`, { body: { startTime: new Date(now - 86_400_000).toISOString(), endTime: new Date(now).toISOString() }, bearer: dataOnly })).status).toBe(401);
    const jwt = await vehicleJwt([1, 4]);
    const tooLong = await request(`${base}/vehicle-health/${vehicles[0].tokenId}`, { body: { startTime: new Date(now - 31 * 86_400_000).toISOString(), endTime: new Date(now).toISOString() }, bearer: jwt });
    expect(tooLong).toMatchObject({ status: 400, json: { message: 'time range cannot exceed 30 days' } });
    const health = await request(`${base}/vehicle-health/${vehicles[0].tokenId}`, { body: { startTime: new Date(now - 7 * 86_400_000).toISOString(), endTime: new Date(now).toISOString() }, bearer: jwt });
    expect(health.status, health.text).toBe(200);
    const [report] = await readAttestations(jwt, 'vehicle.health');
    const status = report.data.credentialSubject.healthStatus as { healthScore: number; isHealthy: boolean; dtcs: { code: string; severity: string }[]; tirePressure: { unit: string } };
    const latest = await request(`${sim.url}/telemetry/query`, { body: { query: `{ signalsLatest(tokenId: ${vehicles[0].tokenId}) { obdDTCList { value } } }` }, bearer: jwt });
    const codes = JSON.parse((latest.json!.data as { signalsLatest: { obdDTCList: { value: string } } }).signalsLatest.obdDTCList.value) as string[];
    expect(status.dtcs.map((d) => d.code).sort()).toEqual([...codes].sort());
    expect(status.healthScore).toBeLessThanOrEqual(100 - 3 * codes.length);
    expect(status.tirePressure.unit).toBe('kPa');
    expect(status.isHealthy).toBe(status.healthScore >= 80 && !status.dtcs.some((d) => d.severity === 'critical'));

    const at = new Date(now - 3_600_000).toISOString();
    expect((await request(`${base}/vehicle-position/${vehicles[0].tokenId}`, { body: { timestamp: at }, bearer: dataOnly })).status).toBe(401);
    expect((await request(`${base}/vehicle-position/${vehicles[0].tokenId}`, { body: { timestamp: at }, bearer: jwt })).status).toBe(200);
    const [position] = await readAttestations(jwt, 'vehicle.position');
    const location = position.data.credentialSubject.location as { locationType: string; locationValue: { h3CellId: string } };
    expect(location.locationType).toBe('h3Cell');
    const [lat] = cellToLatLng(location.locationValue.h3CellId);
    expect(Math.abs(lat)).toBeGreaterThan(20);
  });
});

describe('each service at the root of its own port', () => {
  it('serves auth, identity, token exchange, telemetry and triggers where a client joins paths at the origin', async () => {
    const urls = sim.serviceUrls;
    for (const url of Object.values(urls)) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await request(`${urls.auth}/keys`)).json).toMatchObject({ keys: [expect.objectContaining({ alg: 'RS256' })] });
    const jwt = await developerJwt(appA, `${urls.auth}/auth`);
    const identity = await request(`${urls.identity}/query`, { body: { query: `{ vehicle(tokenId: ${vehicles[0].tokenId}) { tokenId } }` } });
    expect(identity.json).toEqual({ data: { vehicle: { tokenId: vehicles[0].tokenId } } });
    const token = ((await exchange(jwt, vehicles[0].tokenId, [1], urls['token-exchange'])).json as { token: string }).token;
    const latest = await request(`${urls.telemetry}/query`, { body: { query: `{ signalsLatest(tokenId: ${vehicles[0].tokenId}) { lastSeen } }` }, bearer: token });
    expect((latest.json!.data as { signalsLatest: { lastSeen: string } }).signalsLatest.lastSeen).toEqual(expect.any(String));
    expect((await request(`${urls['vehicle-triggers']}/v1/webhooks`, { bearer: jwt })).json).toEqual([]);
    const attest = await request(`${urls.attest}/`, { body: { id: 'x' }, bearer: jwt });
    expect(attest.status).toBe(400);
    expect((await request(`${sim.url}/identity/query`, { body: { query: '{ manufacturers { totalCount } }' } })).status).toBe(200);
  });
});
