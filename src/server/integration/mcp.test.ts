import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../shared/api/vehicles';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type TestApp } from '../testing/test-app';

async function connect(app: TestApp, token: string) {
  const client = new Client({ name: 'test-client', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  return client;
}
const textOf = (result: Awaited<ReturnType<Client['callTool']>>) => (result.content as { type: string; text: string }[])[0].text;

describe('MCP server for outside AI clients', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp(testDatabaseTargets()[0]);
    owner = await app.signIn('mcp-owner@example.com');
    const created = await app.trpcMutation<{ token: string }>(owner.cookie, 'mcpTokens.create', { name: 'test client', scopes: ['read'] });
    if (!created.data) throw new Error(JSON.stringify(created));
    token = created.data.token;
  });
  afterAll(async () => app?.close());

  it('refuses clients without a valid token', async () => {
    const res = await fetch(`${app.url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
    await expect(connect(app, 'x'.repeat(43))).rejects.toThrow();
  });

  it('lists the tools and answers with the same numbers as the app', async () => {
    const client = await connect(app, token);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(
        expect.arrayContaining(['list_vehicles', 'analyze_fleet', 'vin_operations', 'analyze_vehicle_health', 'assess_trip_readiness', 'analyze_historical_usage']),
      );
      const vehicles = JSON.parse(textOf(await client.callTool({ name: 'list_vehicles', arguments: {} })));
      expect(vehicles.map((v: { tokenId: number }) => v.tokenId).sort()).toEqual(owner.vehicles.map((v) => v.tokenId).sort());

      const dash = await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard');
      const card = dash.data.vehicles[0];
      const health = JSON.parse(textOf(await client.callTool({ name: 'analyze_vehicle_health', arguments: { tokenId: card.tokenId } })));
      expect(health.healthScore).toBe(card.healthScore);

      const vin = JSON.parse(textOf(await client.callTool({ name: 'vin_operations', arguments: { vin: owner.vehicles[0].vin } })));
      expect(vin).toMatchObject({ valid: true, vin: owner.vehicles[0].vin });
    } finally {
      await client.close();
    }
  });

  it("never answers about another owner's vehicle", async () => {
    const other = await app.signIn('mcp-other@example.com');
    const client = await connect(app, token);
    try {
      const result = await client.callTool({ name: 'analyze_vehicle_health', arguments: { tokenId: other.vehicles[0].tokenId } });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(/not one of your shared vehicles/);
    } finally {
      await client.close();
    }
  });

  it('reports itself healthy, which the chat shows as MCP Connected', async () => {
    expect(await (await fetch(`${app.url}/mcp/health`)).json()).toMatchObject({ status: 'healthy' });
    const status = await app.trpcQuery<{ mcp: string }>(owner.cookie, 'chat.status');
    expect(status.data.mcp).toBe('connected');
  });

  it('runs the attestation tests: environment, connection, and a test attestation the provider accepts', async () => {
    const env = await app.trpcQuery(owner.cookie, 'devTools.attestationEnvironment');
    expect(env.data).toEqual({ providerMode: 'simulator', clientIdSet: true, domainSet: true, apiKeySet: true });
    expect((await app.trpcMutation(owner.cookie, 'devTools.testConnection')).data).toEqual({ ok: true, error: null });
    const sent = await app.trpcMutation<{ ok: boolean; attestation: { subject: string } }>(owner.cookie, 'devTools.testAttestation');
    expect(sent.data.ok).toBe(true);
    const state = await (await fetch(`${app.simUrl}/dev/state`)).json();
    expect(state.attestations.some((a: { subject: string }) => a.subject === sent.data.attestation.subject)).toBe(true);
    expect((await app.trpcMutation('', 'devTools.testAttestation')).status).toBe(401);
  });
});
