import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildClientSchema, buildSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from './index';
import { diffSchemas } from './schema-diff';
import { simCaller } from './testing/sim-caller';

const CONTRACT = '0x45fbCD3ef7361d156e8b16F5538AE36DEdf61Da8';

function loadUpstream(dir: 'telemetry' | 'identity') {
  const folder = path.join(import.meta.dirname, 'upstream-sdl', dir);
  const sdl = readdirSync(folder)
    .filter((f) => f.endsWith('.graphqls'))
    .map((f) => readFileSync(path.join(folder, f), 'utf8'))
    .join('\n');
  return buildSchema(sdl);
}

async function post(url: string, body: unknown, bearer?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function introspect(url: string, bearer?: string) {
  const res = await post(url, { query: getIntrospectionQuery({ directiveIsRepeatable: true }) }, bearer);
  expect(res.status).toBe(200);
  return buildClientSchema(res.json.data as IntrospectionQuery);
}

describe("the simulator serves DIMO's published schemas", () => {
  let sim: RunningSimulator;
  const caller = simCaller(() => sim.url);
  let dataDir: string;
  let vehicleJwt: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sim-schema-'));
    sim = await startSimulator({ dataDir, port: 0 });
    const key = generatePrivateKey();
    const developer = privateKeyToAccount(key);
    await caller.registerDeveloper(developer);
    const garage = (await post(`${sim.url}/dev/garages`, { email: 'schema@example.com' })).json as { vehicles: { tokenId: number }[] };
    const tokenId = garage.vehicles[0].tokenId;
    await post(`${sim.url}/dev/shares`, { email: 'schema@example.com', clientId: developer.address, tokenIds: [tokenId] });
    const developerJwt = await caller.signInDeveloper(developer);
    vehicleJwt = ((await post(`${sim.url}/token-exchange/v1/tokens/exchange`, { nftContractAddress: CONTRACT, tokenId, privileges: [1] }, developerJwt)).json as { token: string }).token;
  });

  afterAll(async () => {
    await sim?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('telemetry: every type, field, argument and nullability as upstream', async () => {
    const served = await introspect(`${sim.url}/telemetry/query`, vehicleJwt);
    expect(diffSchemas(loadUpstream('telemetry'), served)).toEqual([]);
  });

  it('identity: every type, field, argument and nullability as upstream', async () => {
    const served = await introspect(`${sim.url}/identity/query`);
    expect(diffSchemas(loadUpstream('identity'), served)).toEqual([]);
  });

  it('finds a changed nullability, a missing argument and an extra field', () => {
    const upstream = loadUpstream('telemetry');
    const sdl = readdirSync(path.join(import.meta.dirname, 'upstream-sdl', 'telemetry'))
      .filter((f) => f.endsWith('.graphqls'))
      .map((f) => readFileSync(path.join(import.meta.dirname, 'upstream-sdl', 'telemetry', f), 'utf8'))
      .join('\n')
      .replace('numberOfSignals: Uint64!', 'numberOfSignals: Uint64')
      .replace('    eventRequests: [SegmentEventRequest!]\n    """', '    """')
      .replace('type EventCount {', 'type EventCount {\n  extra: Int');
    expect(diffSchemas(upstream, buildSchema(sdl)).sort()).toEqual([
      'DataSummary: field numberOfSignals is Uint64, expected Uint64!',
      'EventCount: field extra (Int) is not in the reference',
      'Query.segments: argument eventRequests is missing (expected [SegmentEventRequest!])',
    ]);
  });
});
