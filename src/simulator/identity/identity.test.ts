import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '../index';

const CONTRACT = '0x45fbCD3ef7361d156e8b16F5538AE36DEdf61Da8';
const OWNER = 'identity@example.com';
const CLIENT = '0x1111111111111111111111111111111111111111';
const SIGNER = '0x2222222222222222222222222222222222222222';
const OTHER_CLIENT = '0x3333333333333333333333333333333333333333';

interface GarageVehicle {
  tokenId: number;
  name: string;
  powertrain: string;
  connection: string;
}

let sim: RunningSimulator;
let dataDir: string;
let garage: { walletAddress: string; vehicles: GarageVehicle[] };

async function post<T>(pathname: string, body: unknown): Promise<T> {
  const res = await fetch(`${sim.url}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${pathname} -> ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function identity(query: string, variables: Record<string, unknown> = {}) {
  const body = await post<{ data: Record<string, unknown> | null; errors?: { message: string }[] }>('/identity/query', { query, variables });
  return body;
}

// The answers are read field by field as the queries ask for them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function data<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await identity(query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sim-identity-'));
  sim = await startSimulator({ dataDir, port: 0 });
  await post('/dev/clients', { clientId: CLIENT, redirectUris: ['http://localhost:5173/cb'], signers: [SIGNER], name: 'DriveWise test' });
  await post('/dev/clients', { clientId: OTHER_CLIENT, redirectUris: ['http://localhost:5174/cb'], signers: [OTHER_CLIENT] });
  garage = await post('/dev/garages', { email: OWNER, extraVehicles: 4, connections: ['obd', 'cloud', 'legacy', 'noLocation'] });
  await post('/dev/shares', { email: OWNER, clientId: CLIENT, tokenIds: garage.vehicles.map((v) => v.tokenId), permissions: '11111100' });
  await post('/dev/shares', { email: OWNER, clientId: OTHER_CLIENT, tokenIds: [garage.vehicles[0].tokenId], permissions: '1' });
});

afterAll(async () => {
  await sim?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('identity', () => {
  it('finds a vehicle by token id or DID, with its manufacturer, definition and one SACD per grantee', async () => {
    const v = garage.vehicles[0];
    const did = `did:erc721:80002:${CONTRACT}:${v.tokenId}`;
    const fields = `tokenId tokenDID owner manufacturer { name tokenId tokenDID } definition { id make model year } sacd(grantee: "${OTHER_CLIENT}") { permissions grantee } mine: sacd(grantee: "${CLIENT}") { permissions }`;
    const byId = await data(`{ vehicle(tokenId: ${v.tokenId}) { ${fields} } }`);
    const byDid = await data(`{ vehicle(tokenDID: "${did}") { ${fields} } }`);
    expect(byDid).toEqual(byId);
    expect(byId.vehicle).toMatchObject({ tokenId: v.tokenId, tokenDID: did, owner: garage.walletAddress, sacd: { permissions: '0xc', grantee: OTHER_CLIENT }, mine: { permissions: '0x3ffc' } });
    expect(v.name).toContain(byId.vehicle.manufacturer.name);
    expect(v.name).toContain(byId.vehicle.definition.model);
    expect((await identity(`{ vehicle { tokenId } }`)).errors?.[0].message).toMatch(/exactly one/);
    expect((await data(`{ vehicle(tokenId: 999999) { tokenId } }`)).vehicle).toBeNull();
  });

  it('reports each connection as devices: a dongle as an aftermarket device, a cloud link as a synthetic device', async () => {
    const query = `query($id: Int!) { vehicle(tokenId: $id) {
      aftermarketDevice { tokenId tokenDID serial imei devEUI address manufacturer { name } vehicle { tokenId } beneficiary pairedAt }
      syntheticDevice { tokenId tokenDID address connection { name address } vehicle { tokenId } }
    } }`;
    const byKind = Object.fromEntries(
      await Promise.all(garage.vehicles.map(async (v) => [v.connection === 'dual' ? `dual-${v.tokenId}` : v.connection, (await data(query, { id: v.tokenId })).vehicle])),
    );
    const dual = byKind[`dual-${garage.vehicles[0].tokenId}`];
    expect(dual.aftermarketDevice.manufacturer.name).toMatch(/^(AutoPi|Macaron)$/);
    expect(dual.syntheticDevice.connection.name).toMatch(/^(Tesla|Smartcar)$/);
    expect(byKind.obd.aftermarketDevice.vehicle.tokenId).toBe(garage.vehicles[3].tokenId);
    expect(byKind.obd.syntheticDevice).toBeNull();
    expect(byKind.cloud.aftermarketDevice).toBeNull();
    expect(byKind.cloud.syntheticDevice.vehicle.tokenId).toBe(garage.vehicles[4].tokenId);
    expect(byKind.legacy.aftermarketDevice.manufacturer.name).toBe('Ruptela');

    const device = byKind.obd.aftermarketDevice;
    const found = await data(`{ bySerial: aftermarketDevice(by: { serial: "${device.serial}" }) { tokenId } byDid: aftermarketDevice(by: { tokenDID: "${device.tokenDID}" }) { tokenId } byAddress: aftermarketDevice(by: { address: "${device.address}" }) { tokenId } }`);
    expect(found).toEqual({ bySerial: { tokenId: device.tokenId }, byDid: { tokenId: device.tokenId }, byAddress: { tokenId: device.tokenId } });
    const synthetic = byKind.cloud.syntheticDevice;
    expect((await data(`{ syntheticDevice(by: { tokenId: ${synthetic.tokenId} }) { vehicle { tokenId } } }`)).syntheticDevice.vehicle.tokenId).toBe(garage.vehicles[4].tokenId);
    const owned = await data(`{ aftermarketDevices(first: 50, filterBy: { owner: "${garage.walletAddress}" }) { totalCount } syntheticDevices(first: 50, filterBy: { owner: "${garage.walletAddress}" }) { totalCount } }`);
    expect(owned.aftermarketDevices.totalCount).toBe(garage.vehicles.filter((v) => v.connection !== 'cloud').length);
    expect(owned.syntheticDevices.totalCount).toBe(garage.vehicles.filter((v) => v.connection === 'dual' || v.connection === 'cloud').length);
  });

  it('filters vehicles by owner, privileged (owned included), make, model, year, manufacturer, definition and connection', async () => {
    const count = async (filter: string) => (await data(`{ vehicles(first: 100, filterBy: { ${filter} }) { totalCount nodes { tokenId } } }`)).vehicles;
    const all = garage.vehicles.length;
    expect((await count(`owner: "${garage.walletAddress}"`)).totalCount).toBe(all);
    expect((await count(`privileged: "${CLIENT}"`)).totalCount).toBe(all);
    expect((await count(`privileged: "${OTHER_CLIENT}"`)).totalCount).toBe(1);
    expect((await count(`privileged: "${garage.walletAddress}"`)).totalCount).toBe(all);
    const first = (await data(`{ vehicle(tokenId: ${garage.vehicles[0].tokenId}) { definition { id make model year } manufacturer { tokenId } } }`)).vehicle;
    const mine = (list: { nodes: { tokenId: number }[] }) => list.nodes.filter((n) => garage.vehicles.some((v) => v.tokenId === n.tokenId)).map((n) => n.tokenId);
    for (const filter of [
      `make: "${first.definition.make}"`,
      `model: "${first.definition.model}"`,
      `manufacturerTokenId: ${first.manufacturer.tokenId}`,
      `deviceDefinitionId: "${first.definition.id}"`,
    ]) {
      expect(mine(await count(`${filter}, owner: "${garage.walletAddress}"`)), filter).toContain(garage.vehicles[0].tokenId);
    }
    expect(mine(await count(`year: ${first.definition.year}, owner: "${garage.walletAddress}"`))).toContain(garage.vehicles[0].tokenId);
    const cloud = (await data(`{ vehicle(tokenId: ${garage.vehicles[4].tokenId}) { syntheticDevice { connection { address } } } }`)).vehicle.syntheticDevice.connection.address;
    expect(mine(await count(`connection: "${cloud}"`))).toContain(garage.vehicles[4].tokenId);
    expect(mine(await count(`connection: "${cloud}"`))).not.toContain(garage.vehicles[3].tokenId);
  });

  it('serves developer licenses, manufacturers, device definitions and nodes by id', async () => {
    const license = (await data(`{ developerLicense(by: { clientId: "${CLIENT}" }) { tokenId tokenDID clientId alias owner signers { nodes { address } } redirectURIs { nodes { uri } } } }`)).developerLicense;
    expect(license).toMatchObject({ clientId: CLIENT, alias: 'DriveWise test', signers: { nodes: [{ address: SIGNER }] }, redirectURIs: { nodes: [{ uri: 'http://localhost:5173/cb' }] } });
    expect((await data(`{ developerLicense(by: { tokenDID: "${license.tokenDID}" }) { clientId } }`)).developerLicense.clientId).toBe(CLIENT);
    expect((await data(`{ developerLicenses(first: 10, filterBy: { signer: "${SIGNER}" }) { nodes { clientId } } }`)).developerLicenses.nodes).toEqual([{ clientId: CLIENT }]);

    const makers = (await data(`{ manufacturers { totalCount nodes { name tokenId } } }`)).manufacturers;
    expect(makers.nodes.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(['Tesla', 'Toyota', 'AutoPi', 'Macaron']));
    const toyota = (await data(`{ manufacturer(by: { slug: "toyota" }) { id name deviceDefinitions(first: 20, filterBy: { year: 2021 }) { nodes { deviceDefinitionId model year manufacturer { name } attributes { name value } } } } }`)).manufacturer;
    expect(toyota.deviceDefinitions.nodes.length).toBeGreaterThan(0);
    expect(toyota.deviceDefinitions.nodes.every((d: { year: number; manufacturer: { name: string } }) => d.year === 2021 && d.manufacturer.name === 'Toyota')).toBe(true);
    const definitionId = toyota.deviceDefinitions.nodes[0].deviceDefinitionId;
    expect((await data(`{ deviceDefinition(by: { id: "${definitionId}" }) { model attributes { name value } } }`)).deviceDefinition.attributes).toContainEqual({ name: 'powertrain_type', value: expect.stringMatching(/^(ICE|BEV|PHEV)$/) });

    const vehicleId = (await data(`{ vehicle(tokenId: ${garage.vehicles[1].tokenId}) { id } }`)).vehicle.id;
    const nodes = await data(`{ v: node(id: "${vehicleId}") { id ... on Vehicle { tokenId } } m: node(id: "${toyota.id}") { ... on Manufacturer { name } } }`);
    expect(nodes).toEqual({ v: { id: vehicleId, tokenId: garage.vehicles[1].tokenId }, m: { name: 'Toyota' } });
    expect((await identity(`{ node(id: "nonsense") { id } }`)).errors?.[0].message).toMatch(/invalid id/);
  });
});
