import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedMcpToken } from '../../shared/api/mcp-tokens';
import type { Dashboard } from '../../shared/api/vehicles';
import { MCP_OPERATIONS, buildParams } from '../../web/features/dev-tools/mcp-call';
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

  it("identity_query runs the query against the provider's identity API and answers its data", async () => {
    const query = 'query Vehicles($owner: Address!) { vehicles(filterBy: { owner: $owner }, first: 100) { totalCount nodes { tokenId tokenDID owner definition { make model year } } } }';
    const answer = await call<{ vehicles: { totalCount: number; nodes: { tokenId: number; owner: string }[] } }>('identity_query', { query });
    expect(answer.status).toBe(200);
    expect(answer.body.error).toBeNull();
    expect(answer.body.data.vehicles.nodes.map((n) => n.tokenId).sort()).toEqual(owner.vehicles.map((v) => v.tokenId).sort());
    expect(answer.body.data.vehicles.totalCount).toBe(owner.vehicles.length);
    // The same query straight to the identity API (public, no auth) gives the same data: the shim passes it through.
    const direct = await fetch(`${app.simUrl}/identity/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { owner: owner.walletAddress } }),
    });
    expect(answer.body.data).toEqual(((await direct.json()) as { data: unknown }).data);

    // A public API: any vehicle may be looked up, with the caller's own variables and fragments.
    const foreignId = other.vehicles[0].tokenId;
    const one = await call<{ vehicle: { tokenId: number; owner: string } }>('identity_query', {
      query: 'query One($id: Int!) { vehicle(tokenId: $id) { ...Ids } } fragment Ids on Vehicle { tokenId owner }',
      variables: { id: foreignId },
    });
    expect(one.status).toBe(200);
    expect(one.body.data.vehicle).toEqual({ tokenId: foreignId, owner: other.walletAddress });
  });

  it('identity_query refuses writes, oversized queries and what the identity API rejects, with a clear 400', async () => {
    const refusals: [string, RegExp][] = [
      ['mutation { burn(tokenId: 1) }', /Only queries are allowed; a mutation is refused/],
      ['subscription { vehicles { nodes { tokenId } } }', /subscription is refused/],
      ['query { vehicles(first: 1) { nodes { tokenId } }', /not valid GraphQL/],
      [`query { vehicles(first: 1) { nodes { ${'sacds { nodes { grantee '.repeat(5)}${'} } '.repeat(5)} } } }`, /nested deeper than 8 levels/],
      [`query { ${Array.from({ length: 11 }, (_, i) => `v${i}: vehicle(tokenId: ${i + 1}) { tokenId }`).join(' ')} }`, /11 top-level fields; at most 10/],
      [`query { vehicles(first: 1) { nodes { ${'a '.repeat(2_100)} } } }`, /not valid GraphQL.*more that 2000 tokens/],
      ['query A { vehicle(tokenId: 1) { tokenId } } query B { vehicle(tokenId: 2) { tokenId } }', /exactly one operation/],
      ['query { vehicles(first: 1) { nodes { ...Loop } } } fragment Loop on Vehicle { tokenId ...Loop }', /spreads itself/],
      ['query { vehicles(first: 1) { nodes { vin } } }', /identity API refused the query: .*vin/],
    ];
    for (const [query, message] of refusals) {
      const answer = await call('identity_query', { query });
      expect(answer.status, query.slice(0, 80)).toBe(400);
      expect(answer.body, query.slice(0, 80)).toMatchObject({ success: false, data: null });
      expect(answer.body.error, query.slice(0, 80)).toMatch(message);
    }
    expect((await call('identity_query', {})).status).toBe(400);
    expect((await call('identity_query', { query: 'x'.repeat(10_001) })).status).toBe(400);
  });

  it("telemetry_query passes the owner's query to the telemetry API for that vehicle and answers its data", async () => {
    const tokenId = owner.vehicles[0].tokenId;
    const latestQuery = 'query Latest($tokenId: Int!) { signalsLatest(tokenId: $tokenId) { powertrainTransmissionTravelledDistance { value timestamp } } }';
    const latest = await call<{ signalsLatest: { powertrainTransmissionTravelledDistance: { value: number } } }>('telemetry_query', { query: latestQuery, variables: { tokenId } });
    expect(latest.status).toBe(200);
    const dash = await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard');
    const card = dash.data.vehicles.find((v) => v.tokenId === tokenId)!;
    expect(Math.round(latest.body.data.signalsLatest.powertrainTransmissionTravelledDistance.value)).toBe(Math.round(card.odometerKm!));

    // SPEC's 7-day series: $from and $to left out default to the last 7 days.
    const week = await call<{ signals: { timestamp: string; speed: number | null; powertrainTransmissionTravelledDistance: number | null }[] }>('telemetry_query', {
      query: 'query Week($tokenId: Int!, $from: Time!, $to: Time!) { signals(tokenId: $tokenId, interval: "24h", from: $from, to: $to) { timestamp speed(agg: MAX) powertrainTransmissionTravelledDistance(agg: MAX) } }',
      tokenId,
    });
    expect(week.status).toBe(200);
    expect(week.body.data.signals.length).toBeGreaterThanOrEqual(7);
    expect(week.body.data.signals.length).toBeLessThanOrEqual(8);
    expect(Date.parse(week.body.data.signals[0].timestamp)).toBeGreaterThanOrEqual(Date.now() - 8 * 86_400_000);

    // Anything the telemetry API serves, as the caller words it: literal tokenId, aliases, fragments, a finer series.
    const to = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const from = new Date(to.getTime() - 6 * 3_600_000);
    const rich = await call<{
      now: { lastSeen: string; speed: { value: number } | null; currentLocationCoordinates: { value: { latitude: number } } | null };
      hourly: { timestamp: string; odo: number | null }[];
      vin: { vin: string } | null;
      available: string[];
    }>('telemetry_query', {
      query: `query Rich($from: Time!, $to: Time!) {
        now: signalsLatest(tokenId: ${tokenId}) { lastSeen ...Moving currentLocationCoordinates { value { latitude longitude } } }
        hourly: signals(tokenId: ${tokenId}, interval: "1h", from: $from, to: $to) { timestamp odo: powertrainTransmissionTravelledDistance(agg: MAX) }
        vin: vinVCLatest(tokenId: ${tokenId}) { vin }
        available: availableSignals(tokenId: ${tokenId})
      }
      fragment Moving on SignalCollection { speed { value timestamp } }`,
      variables: { from: from.toISOString(), to: to.toISOString() },
    });
    expect(rich.status).toBe(200);
    expect(rich.body.error).toBeNull();
    expect(rich.body.data.hourly.length).toBe(6);
    const odometers = rich.body.data.hourly.map((b) => b.odo).filter((v): v is number => v !== null);
    expect(odometers).toEqual([...odometers].sort((a, b) => a - b));
    expect(rich.body.data.vin?.vin).toBe(owner.vehicles[0].vin);
    expect(typeof rich.body.data.now.currentLocationCoordinates?.value.latitude).toBe('number');
    expect(rich.body.data.available).toContain('speed');

    // What the telemetry API itself rejects comes back as its reason.
    const unknown = await call('telemetry_query', { query: 'query Q($tokenId: Int!) { signalsLatest(tokenId: $tokenId) { notASignal { value } } }', tokenId });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/telemetry API refused the query/);
  });

  it("telemetry_query reads the owner's vehicles only, and refuses writes and oversized queries", async () => {
    const tokenId = owner.vehicles[0].tokenId;
    const foreignId = other.vehicles[0].tokenId;
    const latestQuery = 'query Latest($tokenId: Int!) { signalsLatest(tokenId: $tokenId) { speed { value } } }';
    const foreign = await call('telemetry_query', { query: latestQuery, variables: { tokenId: foreignId } });
    expect(foreign).toMatchObject({ status: 404, body: { success: false, data: null } });
    expect(foreign.body.error).toMatch(/not one of your shared vehicles/);
    const expectRefusal = async (params: Record<string, unknown>, status: number, message: RegExp) => {
      const answer = await call('telemetry_query', params);
      expect(answer.status, JSON.stringify(params).slice(0, 120)).toBe(status);
      expect(answer.body.success).toBe(false);
      expect(answer.body.error).toMatch(message);
    };
    await expectRefusal({ query: `{ signalsLatest(tokenId: ${foreignId}) { speed { value } } }`, variables: { tokenId } }, 403, /only one vehicle/);
    await expectRefusal({ query: `{ a: signalsLatest(tokenId: ${tokenId}) { speed { value } } b: signalsLatest(tokenId: ${foreignId}) { speed { value } } }` }, 403, /only one vehicle/);
    await expectRefusal({ query: 'query Q($v: Int!) { signalsLatest(tokenId: $v) { speed { value } } }', variables: { tokenId, v: foreignId } }, 403, /only one vehicle/);
    await expectRefusal({ query: latestQuery, variables: { tokenId }, tokenId: foreignId }, 403, /only one vehicle/);
    await expectRefusal({ query: latestQuery }, 400, /Name the vehicle/);
    await expectRefusal({ query: `{ signalsLatest(tokenId: ${tokenId}) { speed { value } } __schema { types { name } } }` }, 400, /__schema must name the vehicle/);
    await expectRefusal({ query: 'query Q($v: Int!) { signalsLatest(tokenId: $v) { speed { value } } }', tokenId }, 400, /Name the vehicle: signalsLatest's tokenId has no value/);
    await expectRefusal({ query: latestQuery, variables: { tokenId: 'mine' } }, 400, /tokenId must be a vehicle token id/);
    await expectRefusal({ query: `mutation { signalsLatest(tokenId: ${tokenId}) { speed { value } } }` }, 400, /mutation is refused/);
    await expectRefusal({ query: `{ ${Array.from({ length: 11 }, (_, i) => `s${i}: signalsLatest(tokenId: ${tokenId}) { speed { value } }`).join(' ')} }` }, 400, /at most 10/);
    await expectRefusal(
      { query: `query W($tokenId: Int!, $from: Time!, $to: Time!) { signals(tokenId: $tokenId, interval: "1s", from: $from, to: $to) { timestamp } }`, variables: { tokenId } },
      400,
      /604800 buckets; at most 5000/,
    );
    await expectRefusal({ query: `{ signals(tokenId: ${tokenId}, interval: "1d", from: "2026-01-01T00:00:00Z", to: "2026-01-02T00:00:00Z") { timestamp } }` }, 400, /units ms s m h/);
  });

  it('telemetry_query asks for the location privilege only when the query reads the location', async () => {
    const email = 'shim-no-location@example.com';
    const third = await app.signIn(email, []);
    const tokenId = third.vehicles[0].tokenId;
    const shared = await fetch(`${app.simUrl}/dev/shares`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, clientId: app.server.services.publicSettings.clientId, tokenIds: [tokenId], permissions: '10001100' }),
    });
    expect(shared.ok).toBe(true);
    await app.trpcQuery(third.cookie, 'vehicles.dashboard', { refresh: true });
    const token = await createToken(third.cookie, ['read']);
    const plain = await call<{ signalsLatest: { speed: unknown } }>('telemetry_query', { query: `{ signalsLatest(tokenId: ${tokenId}) { speed { value } } }` }, token);
    expect(plain.status).toBe(200);
    expect(plain.body.data).toHaveProperty('signalsLatest.speed');
    const located = await call('telemetry_query', { query: `{ signalsLatest(tokenId: ${tokenId}) { currentLocationCoordinates { value { latitude } } } }` }, token);
    expect(located).toMatchObject({ status: 403, body: { success: false, data: null } });
    expect(located.body.error).toMatch(/not granted this app the privileges/);
  });

  it("the MCP Test tab's identity and telemetry calls get the provider's data as the tab sends them", async () => {
    const tokenId = owner.vehicles[0].tokenId;
    for (const id of ['identity', 'telemetry-latest', 'telemetry-week'] as const) {
      const operation = MCP_OPERATIONS.find((o) => o.id === id)!;
      const built = buildParams(operation, { vin: '', tokenId: String(tokenId) });
      if (!built.ok) throw new Error(built.error);
      const answer = await call<Record<string, unknown>>(operation.tool!, built.params);
      expect(answer.status, `${id}: ${answer.body.error}`).toBe(200);
      expect(answer.body.error, id).toBeNull();
      expect(Object.keys(answer.body.data), id).toEqual([{ identity: 'vehicles', 'telemetry-latest': 'signalsLatest', 'telemetry-week': 'signals' }[id]]);
    }
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
