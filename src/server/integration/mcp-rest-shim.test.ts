import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedMcpToken } from '../../shared/api/mcp-tokens';
import type { Dashboard } from '../../shared/api/vehicles';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type TestApp } from '../testing/test-app';

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: { success: boolean; data: T; error: string | null };
}

describe("SPEC's REST shim for the MCP test page", () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  let other: Awaited<ReturnType<TestApp['signIn']>>;
  let writeToken: string;
  let readToken: string;
  const post = async <T = Record<string, unknown>>(path: string, token: string | null, body: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> => {
    const res = await fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
  };
  const call = <T = Record<string, unknown>>(tool: string, params: unknown, token = writeToken) => post<T>(`/mcp/tools/${tool}`, token, { params });
  const createToken = async (cookie: string, scopes: string[]) => (await app.trpcMutation<CreatedMcpToken>(cookie, 'mcpTokens.create', { name: 'shim', scopes })).data.token;

  beforeAll(async () => {
    app = await startTestApp(testDatabaseTargets()[0]);
    owner = await app.signIn('shim-owner@example.com');
    other = await app.signIn('shim-other@example.com');
    writeToken = await createToken(owner.cookie, ['read', 'write']);
    readToken = await createToken(owner.cookie, ['read']);
  });
  afterAll(async () => app?.close());

  it('takes only MCP access tokens: a session cookie gets 401 on every shim route', async () => {
    const sessionToken = owner.cookie.split('=')[1]!;
    for (const path of ['/mcp/tools/vin_operations', `/mcp/refresh-jwt/${owner.vehicles[0].tokenId}`]) {
      expect((await post(path, null, { params: { vin: owner.vehicles[0].vin } }, { cookie: owner.cookie })).status).toBe(401);
      const bearerSession = await post(path, sessionToken, { params: { vin: owner.vehicles[0].vin } });
      expect(bearerSession.status).toBe(401);
      expect(bearerSession.body).toMatchObject({ success: false, data: null });
    }
  });

  it('vin_operations decodes a VIN and gets a vehicle VIN', async () => {
    const vin = owner.vehicles[0].vin;
    const decoded = await call('vin_operations', { operation: 'decode', vin });
    expect(decoded).toMatchObject({ status: 200, body: { success: true, error: null, data: { vin, valid: true } } });
    const got = await call('vin_operations', { operation: 'get', tokenId: owner.vehicles[0].tokenId });
    expect(got.body.data).toMatchObject({ vin, tokenId: owner.vehicles[0].tokenId });
    const foreign = await call('vin_operations', { operation: 'get', tokenId: other.vehicles[0].tokenId });
    expect(foreign).toMatchObject({ status: 404, body: { success: false, data: null } });
    expect(foreign.body.error).toMatch(/not one of your shared vehicles/);
  });

  it("identity_query answers the owner's vehicles in the identity API's shape", async () => {
    const answer = await call<{ vehicles: { totalCount: number; nodes: { tokenId: number; definition: { make: string | null } }[] } }>('identity_query', {
      query: 'query { vehicles(filterBy: {owner: $owner}, first: 100) { nodes { tokenId } } }',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.vehicles.nodes.map((n) => n.tokenId).sort()).toEqual(owner.vehicles.map((v) => v.tokenId).sort());
    expect(answer.body.data.vehicles.totalCount).toBe(owner.vehicles.length);
  });

  it("telemetry_query reads the owner's vehicles only; a query naming another vehicle is refused", async () => {
    const tokenId = owner.vehicles[0].tokenId;
    const latestQuery = 'query Latest($tokenId: Int!) { signalsLatest(tokenId: $tokenId) { powertrainTransmissionTravelledDistance { value timestamp } } }';
    const latest = await call<{ signalsLatest: { powertrainTransmissionTravelledDistance: { value: number } } }>('telemetry_query', { query: latestQuery, variables: { tokenId } });
    expect(latest.status).toBe(200);
    const dash = await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard');
    const card = dash.data.vehicles.find((v) => v.tokenId === tokenId)!;
    expect(Math.round(latest.body.data.signalsLatest.powertrainTransmissionTravelledDistance.value)).toBe(Math.round(card.odometerKm!));

    const week = await call<{ signals: { timestamp: string }[] }>('telemetry_query', {
      query: 'query { signals(tokenId: $tokenId, interval: "24h", from: $from, to: $to) { timestamp speed(agg: MAX) } }',
      tokenId,
    });
    expect(week.status).toBe(200);
    expect(week.body.data.signals.length).toBeGreaterThanOrEqual(6);

    const foreign = await call('telemetry_query', { query: latestQuery, variables: { tokenId: other.vehicles[0].tokenId } });
    expect(foreign).toMatchObject({ status: 404, body: { success: false, data: null } });
    const smuggled = await call('telemetry_query', { query: `{ signalsLatest(tokenId: ${other.vehicles[0].tokenId}) { speed { value } } }`, variables: { tokenId } });
    expect(smuggled).toMatchObject({ status: 403, body: { success: false } });
    const mismatch = await call('telemetry_query', { query: latestQuery, variables: { tokenId }, tokenId: other.vehicles[0].tokenId });
    expect(mismatch.status).toBe(403);
    expect((await call('telemetry_query', { query: latestQuery })).status).toBe(400);
  });

  it('attestation_create makes VIN and proof-of-movement attestations with a write token only', async () => {
    const tokenId = owner.vehicles[0].tokenId;
    expect((await call('attestation_create', { tokenId, type: 'pom' }, readToken)).status).toBe(403);
    const pom = await call<{ vehicle: { type: string; attestationId: string; odometerKm: number } }>('attestation_create', { tokenId, type: 'pom', force: false });
    expect(pom.status).toBe(200);
    expect(pom.body.data.vehicle).toMatchObject({ type: 'pom' });
    const state = (await (await fetch(`${app.simUrl}/dev/state`)).json()) as { attestations: { id: string; vehicleTokenId: number }[] };
    expect(state.attestations.find((a) => a.id === pom.body.data.vehicle.attestationId)?.vehicleTokenId).toBe(tokenId);

    const vin = await call<{ vehicle: { vin: string }; alreadyAttested: boolean }>('attestation_create', { tokenId, type: 'vin', force: true });
    expect(vin.status).toBe(200);
    expect(vin.body.data.vehicle.vin).toBe(owner.vehicles[0].vin);
    expect(vin.body.data.alreadyAttested).toBe(false);
    const again = await call<{ alreadyAttested: boolean }>('attestation_create', { tokenId, type: 'vin' });
    expect(again.body.data.alreadyAttested).toBe(true);
    expect((await call('attestation_create', { tokenId: other.vehicles[0].tokenId, type: 'pom' })).status).toBe(404);
  });

  it('refresh-jwt refreshes a vehicle JWT for the owner (answering its expiry, never the JWT)', async () => {
    const tokenId = owner.vehicles[0].tokenId;
    const answer = await post<{ tokenId: number; privileges: number[]; expiresAt: string }>(`/mcp/refresh-jwt/${tokenId}`, readToken, { privileges: [1, 4] });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ tokenId, privileges: [1, 4] });
    expect(Date.parse(answer.body.data.expiresAt)).toBeGreaterThan(Date.now());
    expect(JSON.stringify(answer.body)).not.toMatch(/eyJ/);
    expect((await post(`/mcp/refresh-jwt/${other.vehicles[0].tokenId}`, readToken, {})).status).toBe(404);
    expect((await post('/mcp/refresh-jwt/abc', readToken, {})).status).toBe(400);
    expect((await post(`/mcp/refresh-jwt/${tokenId}`, readToken, { privileges: [99] })).status).toBe(400);
  });

  it('answers unknown tools and bad params with a clear refusal', async () => {
    expect(await call('no_such_tool', {})).toMatchObject({ status: 404, body: { success: false } });
    const bad = await call('get_signal_series', { tokenId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Invalid params/);
    expect((await post('/mcp/tools/vin_operations', writeToken, { params: [1] })).status).toBe(400);
    expect((await call('vin_operations', { vin: 'a\u0000b' })).status).toBe(400);
  });
});
