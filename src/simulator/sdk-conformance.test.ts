/**
 * DIMO's own JS SDK (`@dimo-network/data-sdk`, pinned in package.json) run unmodified against the simulator over real
 * HTTP: only the SDK's base URLs (its exported `DimoEnvironment.Dev`) point at the simulator, each service at the root
 * of its own port as DIMO's hosts serve them. Every call of the six services the simulator stands in for (auth,
 * identity, token exchange, telemetry, attestation, Vehicle Triggers) is made at least once and recorded in `calls`;
 * the last test checks that list against the SDK's own and states the tally the README quotes.
 *
 * Two calls fail on DIMO too, because of the SDK: they are asserted as failures here, not imitated by the simulator.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIMO, DimoEnvironment } from '@dimo-network/data-sdk';
import { decodeJwt } from 'jose';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSimulator, type RunningSimulator } from './index';

const REDIRECT = 'http://localhost:5173/login/callback';
/** The SDK's `Dev` environment names Amoy's vehicle contract, the simulator's default chain (80002). */
const CONTRACT = '0x45fbCD3ef7361d156e8b16F5538AE36DEdf61Da8';
const OWNER = 'sdk-conformance@example.com';
const DAY = 86_400_000;

type Outcome = 'passes' | 'fails on DIMO too (SDK bug)';
/** Every SDK call made, as `resource.method`, with its outcome. */
const calls = new Map<string, Outcome>();
const record = (call: string, outcome: Outcome = 'passes') => calls.set(call, outcome);

/** A developer license whose API key (the signer) is not the license address, as DIMO's console issues them. */
function makeLicense() {
  const key = generatePrivateKey();
  return { license: privateKeyToAccount(generatePrivateKey()).address, key, signer: privateKeyToAccount(key).address };
}
const appA = makeLicense();
const appB = makeLicense();

type Headers = { headers: { Authorization: string } };
type GraphqlAnswer<T> = { data: T; errors?: { message: string; path?: string[] }[] };

let sim: RunningSimulator;
let dataDir: string;
let sdk: DIMO;
let savedEnvironment: Record<string, string>;
let vehicles: { tokenId: number; connection: string; vin: string }[];
let walletAddress: string;
let devA: Headers;
let devB: Headers;
let vehicleA: Headers;
let webhookTarget: Server;
let targetUrl: string;
const VERIFICATION_TOKEN = 'sdk-conformance-verification';

const did = (tokenId: number) => `did:erc721:80002:${CONTRACT}:${tokenId}`;
const car = (connection: string) => vehicles.find((v) => v.connection === connection)!;

/** A call expected to fail: the SDK logs the error with console.error before throwing, which this silences. */
async function rejection(promise: Promise<unknown>): Promise<{ message: string; statusCode?: number; body?: unknown }> {
  const spy = vi.mocked(console.error);
  const previous = spy.getMockImplementation();
  spy.mockImplementation(() => undefined);
  try {
    await promise;
  } catch (error) {
    return error as { message: string; statusCode?: number; body?: unknown };
  } finally {
    spy.mockImplementation(previous ?? (() => undefined));
  }
  throw new Error('expected the SDK call to fail');
}

/** The SDK's `query` (a custom GraphQL query); its typings declare the method that installs it, returning void. */
function customQuery(resource: object, params: Record<string, unknown>): Promise<unknown> {
  return (resource as { query(p: Record<string, unknown>): Promise<unknown> }).query(params);
}

async function post(pathname: string, body: unknown) {
  const res = await fetch(`${sim.url}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status, pathname).toBe(200);
  return res.json() as Promise<Record<string, unknown>>;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sim-sdk-'));
  sim = await startSimulator({
    dataDir,
    port: 0,
    servicePorts: { auth: 0, identity: 0, telemetry: 0, 'token-exchange': 0, 'attestation-api': 0, attest: 0, 'vehicle-triggers': 0 },
  });
  const env = DimoEnvironment.Dev as unknown as Record<string, string>;
  savedEnvironment = { ...env };
  const urls = sim.serviceUrls;
  Object.assign(env, {
    Auth: urls.auth,
    Identity: `${urls.identity}/query`,
    Telemetry: `${urls.telemetry}/query`,
    TokenExchange: urls['token-exchange'],
    Attestation: urls['attestation-api'],
    VehicleTriggers: urls['vehicle-triggers'],
  });
  sdk = new DIMO('Dev');

  webhookTarget = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end(VERIFICATION_TOKEN));
  });
  await new Promise<void>((resolve) => webhookTarget.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(webhookTarget.address() as AddressInfo).port}/hook`;

  for (const app of [appA, appB]) await post('/dev/clients', { clientId: app.license, redirectUris: [REDIRECT], signers: [app.signer], name: `SDK app ${app.license.slice(2, 6)}` });
  const garage = await post('/dev/garages', { email: OWNER, extraVehicles: 4, connections: ['obd', 'cloud', 'legacy', 'noLocation'] });
  vehicles = garage.vehicles as typeof vehicles;
  walletAddress = garage.walletAddress as string;
  const ids = vehicles.map((v) => v.tokenId);
  // Two licenses share the same cars: A with privileges 1-6, B with 1 only.
  await post('/dev/shares', { email: OWNER, clientId: appA.license, tokenIds: ids, permissions: '11111100' });
  await post('/dev/shares', { email: OWNER, clientId: appB.license, tokenIds: ids, permissions: '1' });
});

afterAll(async () => {
  if (savedEnvironment) Object.assign(DimoEnvironment.Dev, savedEnvironment);
  await new Promise((resolve) => (webhookTarget ? webhookTarget.close(resolve) : resolve(undefined)));
  await sim?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('auth', () => {
  it('generates a challenge, signs it with the API key and submits it: a developer JWT naming the license', async () => {
    const challenge = (await sdk.auth.generateChallenge({ client_id: appA.license, domain: REDIRECT })) as { state: string; challenge: string };
    record('auth.generateChallenge');
    expect(challenge).toEqual({ state: expect.any(String), challenge: expect.any(String) });
    const signature = (await sdk.auth.signChallenge({ message: challenge.challenge, private_key: appA.key.slice(2) })) as string;
    record('auth.signChallenge');
    const submitted = (await sdk.auth.submitChallenge({ client_id: appA.license, domain: REDIRECT, state: challenge.state, signature })) as Headers;
    record('auth.submitChallenge');
    expect(submitted.headers.Authorization).toMatch(/^Bearer ey/);
    expect(decodeJwt(submitted.headers.Authorization.slice(7))).toMatchObject({ ethereum_address: appA.license, aud: appA.license });
  });

  it('does the three steps in one call, and refuses a signature by a key the license does not list', async () => {
    devA = (await sdk.auth.getDeveloperJwt({ client_id: appA.license, domain: REDIRECT, private_key: appA.key.slice(2) })) as Headers;
    devB = (await sdk.auth.getDeveloperJwt({ client_id: appB.license, domain: REDIRECT, private_key: appB.key.slice(2) })) as Headers;
    record('auth.getDeveloperJwt');
    expect(decodeJwt(devB.headers.Authorization.slice(7)).ethereum_address).toBe(appB.license);

    const stranger = generatePrivateKey();
    const refused = await rejection(sdk.auth.getDeveloperJwt({ client_id: appA.license, domain: REDIRECT, private_key: stranger.slice(2) }));
    // DIMO's auth answers {status, message}; the SDK looks for `code`, so its error carries no status code there either.
    expect(refused.body).toEqual({ status: 400, message: 'Could not verify signature.' });
    expect(refused.statusCode).toBeUndefined();
    expect(refused.message).toMatch(/^API call error: Could not verify signature\./);
  });
});

describe('identity', () => {
  it('answers the helper queries: vehicle count, cars of an owner with their devices and definitions, SACDs', async () => {
    const count = (await sdk.identity.countDimoVehicles()) as GraphqlAnswer<{ vehicles: { totalCount: number } }>;
    record('identity.countDimoVehicles');
    expect(count.data.vehicles.totalCount).toBeGreaterThanOrEqual(vehicles.length);

    const owned = (await sdk.identity.listVehicleDefinitionsPerAddress({ address: walletAddress, limit: 50 })) as GraphqlAnswer<{
      vehicles: { nodes: { aftermarketDevice: { tokenId: number; address: string } | null; syntheticDevice: { tokenId: number; address: string } | null; definition: { make: string; model: string; year: number } }[] };
    }>;
    record('identity.listVehicleDefinitionsPerAddress');
    expect(owned.errors).toBeUndefined();
    const nodes = owned.data.vehicles.nodes;
    expect(nodes).toHaveLength(vehicles.length);
    for (const n of nodes) expect(n.definition).toEqual({ make: expect.any(String), model: expect.any(String), year: expect.any(Number) });
    expect(nodes.some((n) => n.aftermarketDevice && n.aftermarketDevice.address.startsWith('0x'))).toBe(true);
    expect(nodes.some((n) => n.syntheticDevice && n.syntheticDevice.tokenId > 0)).toBe(true);

    const sacds = (await sdk.identity.listSacdPerVehicleTokenId({ tokenId: vehicles[0].tokenId })) as GraphqlAnswer<{
      vehicle: { sacds: { nodes: { permissions: string; grantee: string }[]; totalCount: number } };
    }>;
    record('identity.listSacdPerVehicleTokenId');
    expect(sacds.errors).toBeUndefined();
    const grantees = Object.fromEntries(sacds.data.vehicle.sacds.nodes.map((n) => [n.grantee, n.permissions]));
    expect(grantees).toMatchObject({ [appA.license]: '0x3ffc', [appB.license]: '0xc' });

    const privileges = (await sdk.identity.getVehiclePrivileges({ tokenId: vehicles[0].tokenId, clientId: appB.license })) as { permissions: string; grantee: string }[];
    record('identity.getVehiclePrivileges');
    expect(privileges).toEqual([{ permissions: '0xc', grantee: appB.license }]);
  });

  it('answers custom queries: manufacturer, devices, developer license, vehicle by token DID', async () => {
    const obd = car('obd');
    const cloud = car('cloud');
    const answer = (await customQuery(sdk.identity, {
      query: `{
        byDid: vehicle(tokenDID: "${did(obd.tokenId)}") { tokenId tokenDID manufacturer { tokenId name } aftermarketDevice { tokenId serial manufacturer { name } } syntheticDevice { tokenId } }
        cloud: vehicle(tokenId: ${cloud.tokenId}) { aftermarketDevice { tokenId } syntheticDevice { tokenId address connection { name } } }
        license: developerLicense(by: { clientId: "${appA.license}" }) { clientId owner alias signers(first: 10) { nodes { address } } }
        manufacturers { totalCount nodes { name } }
      }`,
    })) as GraphqlAnswer<{
      byDid: { tokenId: number; tokenDID: string; manufacturer: { tokenId: number; name: string }; aftermarketDevice: { serial: string; manufacturer: { name: string } } | null; syntheticDevice: unknown };
      cloud: { aftermarketDevice: unknown; syntheticDevice: { tokenId: number; connection: { name: string } } | null };
      license: { clientId: string; signers: { nodes: { address: string }[] } };
      manufacturers: { totalCount: number; nodes: { name: string }[] };
    }>;
    record('identity.query');
    expect(answer.errors).toBeUndefined();
    const { byDid, cloud: cloudCar, license, manufacturers } = answer.data;
    expect(byDid).toMatchObject({ tokenId: obd.tokenId, tokenDID: did(obd.tokenId), syntheticDevice: null, manufacturer: { name: expect.any(String) } });
    expect(byDid.aftermarketDevice?.serial).toEqual(expect.any(String));
    expect(cloudCar.aftermarketDevice).toBeNull();
    expect(cloudCar.syntheticDevice?.connection.name).toEqual(expect.any(String));
    expect(license.clientId).toBe(appA.license);
    expect(license.signers.nodes.map((s) => s.address)).toContain(appA.signer);
    expect(manufacturers.nodes.map((m) => m.name)).toContain(byDid.manufacturer.name);

    const oneManufacturer = (await customQuery(sdk.identity, { query: `{ manufacturer(by: { name: "${byDid.manufacturer.name}" }) { tokenId name } }` })) as GraphqlAnswer<{ manufacturer: { tokenId: number } }>;
    expect(oneManufacturer.data.manufacturer.tokenId).toBe(byDid.manufacturer.tokenId);
  });
});

describe('token exchange', () => {
  it('exchanges a developer JWT for a vehicle JWT with the privileges asked', async () => {
    vehicleA = (await sdk.tokenexchange.exchange({ ...devA, tokenId: vehicles[0].tokenId, privileges: [1, 3, 4, 5, 6] })) as Headers;
    record('tokenexchange.exchange');
    expect(decodeJwt(vehicleA.headers.Authorization.slice(7))).toMatchObject({ token_id: String(vehicles[0].tokenId), asset: did(vehicles[0].tokenId) });
    const refused = await rejection(sdk.tokenexchange.exchange({ ...devB, tokenId: vehicles[0].tokenId, privileges: [1, 4] }));
    expect(refused.statusCode).toBe(403);
  });

  it('gives each of two licenses sharing one car its own privileges with getVehicleJwt', async () => {
    const tokenId = vehicles[0].tokenId;
    const a = (await sdk.tokenexchange.getVehicleJwt({ ...devA, tokenId })) as Headers;
    const b = (await sdk.tokenexchange.getVehicleJwt({ ...devB, tokenId })) as Headers;
    record('tokenexchange.getVehicleJwt');
    const permissions = (h: Headers) => decodeJwt(h.headers.Authorization.slice(7)).permissions as string[];
    expect(permissions(a)).toEqual([
      'privilege:GetNonLocationHistory',
      'privilege:ExecuteCommands',
      'privilege:GetCurrentLocation',
      'privilege:GetLocationHistory',
      'privilege:GetVINCredential',
      'privilege:GetLiveData',
    ]);
    expect(permissions(b)).toEqual(['privilege:GetNonLocationHistory']);
  });
});

describe('telemetry', () => {
  const from = () => new Date(Date.now() - 7 * DAY).toISOString();
  const to = () => new Date().toISOString();

  it("fails getLatestSignals as DIMO does: the SDK's query asks for `SignalsLatest(tokenID:)`, which DIMO's schema does not have", async () => {
    const failure = await rejection(sdk.telemetry.getLatestSignals({ ...vehicleA, tokenId: vehicles[0].tokenId }));
    record('telemetry.getLatestSignals', 'fails on DIMO too (SDK bug)');
    expect(failure.statusCode).toBe(422);
    expect(JSON.stringify(failure.body)).toContain('Cannot query field \\"SignalsLatest\\" on type \\"Query\\"');
  });

  it('answers custom queries: latest, aggregated with filters, events, segments, data summary, available signals', async () => {
    const tokenId = vehicles[0].tokenId;
    const answer = (await customQuery(sdk.telemetry, {
      ...vehicleA,
      query: `{
        signalsLatest(tokenId: ${tokenId}) { lastSeen speed { timestamp value } powertrainTransmissionTravelledDistance { value } currentLocationCoordinates { value { latitude longitude } } }
        signals(tokenId: ${tokenId}, interval: "24h", from: "${from()}", to: "${to()}") { timestamp moving: speed(agg: MAX, filter: { gt: 0 }) speed(agg: AVG) }
        events(tokenId: ${tokenId}, from: "${from()}", to: "${to()}") { timestamp name source durationNs }
        segments(tokenId: ${tokenId}, from: "${from()}", to: "${to()}", mechanism: ignitionDetection, limit: 5) { start { timestamp value { latitude longitude } } end { timestamp } duration isOngoing signals { name agg value } }
        dataSummary(tokenId: ${tokenId}) { numberOfSignals availableSignals firstSeen lastSeen signalDataSummary { name numberOfSignals } }
        availableSignals(tokenId: ${tokenId})
      }`,
    })) as GraphqlAnswer<{
      signalsLatest: { lastSeen: string; speed: { value: number }; powertrainTransmissionTravelledDistance: { value: number }; currentLocationCoordinates: { value: { latitude: number } } };
      signals: { timestamp: string; moving: number | null; speed: number | null }[];
      events: { name: string; durationNs: number }[] | null;
      segments: { start: { timestamp: string }; duration: number; isOngoing: boolean; signals: { name: string }[] }[];
      dataSummary: { numberOfSignals: number; availableSignals: string[]; signalDataSummary: { name: string }[] };
      availableSignals: string[];
    }>;
    record('telemetry.query');
    expect(answer.errors).toBeUndefined();
    const d = answer.data;
    expect(d.signalsLatest.powertrainTransmissionTravelledDistance.value).toBeGreaterThan(0);
    expect(d.signalsLatest.currentLocationCoordinates.value.latitude).toEqual(expect.any(Number));
    expect(d.signals.length).toBeGreaterThanOrEqual(7);
    for (const bucket of d.signals) if (bucket.moving !== null) expect(bucket.moving).toBeGreaterThan(0);
    expect(d.segments.length).toBeGreaterThan(0);
    expect(d.segments.length).toBeLessThanOrEqual(5);
    expect(d.segments[0].signals.map((s) => s.name)).toContain('speed');
    expect(Array.isArray(d.events)).toBe(true);
    expect(d.dataSummary.numberOfSignals).toBeGreaterThan(0);
    expect(d.availableSignals).toEqual(expect.arrayContaining(['speed', 'powertrainTransmissionTravelledDistance']));
    expect(d.dataSummary.availableSignals.sort()).toEqual([...d.availableSignals].sort());
  });

  it('names the missing privilege in a field error, as DIMO does', async () => {
    const b = (await sdk.tokenexchange.getVehicleJwt({ ...devB, tokenId: vehicles[0].tokenId })) as Headers;
    const tokenId = vehicles[0].tokenId;
    const answer = (await customQuery(sdk.telemetry, { ...b, query: `{ signalsLatest(tokenId: ${tokenId}) { speed { value } currentLocationCoordinates { value { latitude } } } availableSignals(tokenId: ${tokenId}) }` })) as GraphqlAnswer<{
      signalsLatest: { speed: { value: number } | null; currentLocationCoordinates: unknown };
      availableSignals: string[];
    }>;
    expect(answer.data.signalsLatest.speed?.value).toEqual(expect.any(Number));
    expect(answer.data.signalsLatest.currentLocationCoordinates).toBeNull();
    expect(answer.errors?.[0].message).toMatch(/VEHICLE_ALL_TIME_LOCATION/);
    // availableSignals lists what the car stored whatever the token may read, as DIMO's does.
    expect(answer.data.availableSignals).toContain('currentLocationCoordinates');
  });

  it('reads the VIN credential: getLatestVinVC, and getVin (which asks attestation for it first)', async () => {
    const tokenId = vehicles[0].tokenId;
    const vin = (await sdk.telemetry.getVin({ ...vehicleA, tokenId })) as string;
    record('telemetry.getVin');
    expect(vin).toBe(vehicles[0].vin);
    const latest = (await sdk.telemetry.getLatestVinVC({ ...vehicleA, tokenId })) as GraphqlAnswer<{ vinVCLatest: { vin: string } }>;
    record('telemetry.getLatestVinVC');
    expect(latest.data.vinVCLatest.vin).toBe(vehicles[0].vin);
  });
});

describe('attestation', () => {
  it('creates the VIN, odometer-statement, vehicle-health and vehicle-position credentials', async () => {
    const tokenId = vehicles[0].tokenId;
    const vinVc = (await sdk.attestation.createVinVC({ ...vehicleA, tokenId })) as Record<string, string>;
    record('attestation.createVinVC');
    expect(vinVc).toEqual({
      vcUrl: `${sim.serviceUrls.telemetry}/query`,
      vcQuery: `query {vinVCLatest(tokenId: ${tokenId}) {rawVC}}`,
      message: 'VC generated successfully. Retrieve using the provided GQL URL and query parameter.',
    });
    const odometer = (await sdk.attestation.createOdometerStatementVC({ ...vehicleA, tokenId })) as { message: string };
    record('attestation.createOdometerStatementVC');
    expect(odometer.message).toBe('VC generated successfully, retrieve using the provided telemetry-api.');
    const health = (await sdk.attestation.createVehicleHealthVC({ ...vehicleA, tokenId, startTime: new Date(Date.now() - 7 * DAY).toISOString(), endTime: new Date().toISOString() })) as { message: string };
    record('attestation.createVehicleHealthVC');
    expect(health.message).toBe(odometer.message);
    const position = (await sdk.attestation.createVehiclePositionVC({ ...vehicleA, tokenId, timestamp: new Date(Date.now() - 3_600_000).toISOString() })) as { message: string };
    record('attestation.createVehiclePositionVC');
    expect(position.message).toBe(odometer.message);

    const tags = (await customQuery(sdk.telemetry, { ...vehicleA, query: `{ attestations(tokenId: ${tokenId}) { tags dataVersion } }` })) as GraphqlAnswer<{ attestations: { tags: string[] }[] }>;
    expect(tags.data.attestations.flatMap((a) => a.tags)).toEqual(expect.arrayContaining(['vehicle.odometer', 'vehicle.health', 'vehicle.position']));
  });
});

describe('Vehicle Triggers', () => {
  it('creates, lists, updates, subscribes, unsubscribes and deletes webhooks', async () => {
    const signals = (await sdk.vehicleTriggers.getWebhookSignalNames({ ...devA })) as { name: string }[];
    record('vehicleTriggers.getWebhookSignalNames');
    expect(signals.map((s) => s.name)).toContain('speed');

    const created = (await sdk.vehicleTriggers.createWebhook({
      ...devA,
      service: 'telemetry.signals',
      metricName: 'speed',
      condition: 'valueNumber > 120',
      coolDownPeriod: 60,
      targetURL: targetUrl,
      status: 'enabled',
      verificationToken: VERIFICATION_TOKEN,
      displayName: 'Speeding',
      description: 'Over 120 km/h',
    })) as { id: string; message: string };
    record('vehicleTriggers.createWebhook');
    expect(created.message).toBe('Webhook registered successfully');
    const webhookId = created.id;

    const listed = (await sdk.vehicleTriggers.listWebhooks({ ...devA })) as { id: string; displayName: string; condition: string }[];
    record('vehicleTriggers.listWebhooks');
    expect(listed).toEqual([expect.objectContaining({ id: webhookId, displayName: 'Speeding', condition: 'valueNumber > 120' })]);
    expect(await sdk.vehicleTriggers.listWebhooks({ ...devB })).toEqual([]);
    // Times as DIMO's Go service writes them (RFC3339Nano: no trailing zeros in the fraction).
    const times = listed[0] as unknown as { createdAt: string; updatedAt: string };
    for (const t of [times.createdAt, times.updatedAt]) expect(t).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d*[1-9])?Z$/);

    // The SDK sends `{"request": {...}}`; DIMO reads the fields at the top level, so it answers 200 and changes nothing.
    const updated = (await sdk.vehicleTriggers.updateWebhook({ ...devA, webhookId, request: { condition: 'valueNumber > 130', displayName: 'Fast' } })) as { id: string; message: string };
    record('vehicleTriggers.updateWebhook', 'fails on DIMO too (SDK bug)');
    expect(updated).toEqual({ id: webhookId, message: 'Webhook updated successfully' });
    expect(((await sdk.vehicleTriggers.listWebhooks({ ...devA })) as { condition: string }[])[0].condition).toBe('valueNumber > 120');

    const tokenDID = did(vehicles[0].tokenId);
    expect(await sdk.vehicleTriggers.subscribeVehicle({ ...devA, webhookId, tokenDID })).toEqual({ message: 'Vehicle assigned successfully' });
    record('vehicleTriggers.subscribeVehicle');
    expect(await sdk.vehicleTriggers.listSubscribedVehicles({ ...devA, webhookId })).toEqual([tokenDID]);
    record('vehicleTriggers.listSubscribedVehicles');
    expect(await sdk.vehicleTriggers.listVehicleSubscriptions({ ...devA, tokenDID })).toEqual([expect.objectContaining({ webhookId, assetDid: tokenDID, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d*[1-9])?Z$/) })]);
    record('vehicleTriggers.listVehicleSubscriptions');
    expect(await sdk.vehicleTriggers.unsubscribeVehicle({ ...devA, webhookId, tokenDID })).toEqual({ message: 'Vehicle unsubscribed successfully' });
    record('vehicleTriggers.unsubscribeVehicle');
    expect(await sdk.vehicleTriggers.listSubscribedVehicles({ ...devA, webhookId })).toEqual([]);

    expect(await sdk.vehicleTriggers.subscribeAllVehicles({ ...devA, webhookId })).toEqual({ message: `Subscribed ${vehicles.length} assets` });
    record('vehicleTriggers.subscribeAllVehicles');
    expect(await sdk.vehicleTriggers.unsubscribeAllVehicles({ ...devA, webhookId })).toEqual({ message: `Unsubscribed ${vehicles.length} vehicles` });
    record('vehicleTriggers.unsubscribeAllVehicles');

    expect(await sdk.vehicleTriggers.deleteWebhook({ ...devA, webhookId })).toEqual({ message: 'Webhook deleted successfully' });
    record('vehicleTriggers.deleteWebhook');
    expect(await sdk.vehicleTriggers.listWebhooks({ ...devA })).toEqual([]);
  });
});

describe('the tally', () => {
  /** The SDK's calls for the services the simulator stands in for, read from the SDK itself. */
  function sdkCalls(): string[] {
    const resources = { auth: sdk.auth, identity: sdk.identity, telemetry: sdk.telemetry, tokenexchange: sdk.tokenexchange, attestation: sdk.attestation, vehicleTriggers: sdk.vehicleTriggers };
    return Object.entries(resources).flatMap(([name, resource]) =>
      Object.entries(resource as object)
        // Resource.query() adds one method per key of its description, so Telemetry gets a stray `auth` beside `query`.
        .filter(([method, value]) => typeof value === 'function' && method !== 'auth')
        .map(([method]) => `${name}.${method}`),
    );
  }

  it('made every call of the six services: 28 of 30 pass, the 2 others fail on DIMO too', () => {
    expect([...calls.keys()].sort()).toEqual(sdkCalls().sort());
    const failing = [...calls].filter(([, outcome]) => outcome !== 'passes').map(([call]) => call);
    expect(failing.sort()).toEqual(['telemetry.getLatestSignals', 'vehicleTriggers.updateWebhook']);
    expect(calls.size).toBe(30);
  });
});
