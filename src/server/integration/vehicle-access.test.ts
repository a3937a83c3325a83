import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatChunk } from '../../shared/api/chat';
import type { Dashboard } from '../../shared/api/vehicles';
import { inferVehicleType } from '../../shared/vehicle-type';
import { findUserByWallet, listVehiclesByUser, updateVehicle } from '../db/repositories';
import { createVehicleAccess, SHARES_MAX_AGE_MS } from '../domain/vehicles/vehicle-access';
import { createLogger } from '../logger';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, trpcClientFor, type TestApp } from '../testing/test-app';

describe.each(testDatabaseTargets())('vehicle access follows the provider shares ($name)', (target) => {
  let app: TestApp;
  beforeAll(async () => {
    // No telemetry cache: each sync reads the powertrain signal afresh.
    app = await startTestApp(target, { TELEMETRY_CACHE_SECONDS: '0' });
  });
  afterAll(async () => app?.close());

  const simPost = async (route: string, body: unknown) => {
    const res = await fetch(`${app.simUrl}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${route}: HTTP ${res.status} ${await res.text()}`);
  };
  const clientId = () => app.server.services.publicSettings.clientId!;
  const revoke = (email: string, tokenIds: number[]) => simPost('/dev/shares', { email, clientId: clientId(), tokenIds, expiresAt: '2020-01-01T00:00:00Z' });
  const share = (email: string, tokenIds: number[]) => simPost('/dev/shares', { email, clientId: clientId(), tokenIds });
  const userOf = async (walletAddress: string) => (await findUserByWallet(app.server.services.database.db, walletAddress))!;

  it('stops listing a revoked vehicle and serving its data on the dashboard, history, analysis, chat and MCP', async () => {
    const email = 'revoker@example.com';
    const owner = await app.signIn(email);
    const mcp = await app.trpcMutation<{ token: string }>(owner.cookie, 'mcpTokens.create', { name: 'revocation check', scopes: ['read'] });
    const [gone, ...kept] = owner.vehicles;
    await revoke(email, [gone.tokenId]);

    const dash = await app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard', { refresh: true });
    expect(dash.data.vehicles.map((v) => v.tokenId).sort()).toEqual(kept.map((v) => v.tokenId).sort());
    const list = await app.trpcQuery<{ tokenId: number }[]>(owner.cookie, 'vehicles.list');
    expect(list.data.map((v) => v.tokenId)).not.toContain(gone.tokenId);
    expect((await app.trpcQuery(owner.cookie, 'vehicles.history', { tokenId: gone.tokenId })).status).toBe(404);
    expect((await app.trpcQuery(owner.cookie, 'vehicles.analysis', { tokenId: gone.tokenId })).status).toBe(404);

    const chat = await trpcClientFor(app, owner.cookie);
    const ask = async () => {
      const stream = await chat.chat.send.mutate({ tokenId: gone.tokenId, message: 'How is it doing?' }, { context: { stream: true } });
      for await (const chunk of stream as AsyncIterable<ChatChunk>) void chunk;
    };
    await expect(ask()).rejects.toThrow(/not found/i);

    const client = new Client({ name: 'test-client', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${mcp.data.token}` } } }));
    try {
      const listed = await client.callTool({ name: 'list_vehicles', arguments: {} });
      const listedIds = (listed.structuredContent as { vehicles: { tokenId: number }[] }).vehicles.map((v) => v.tokenId);
      expect(listedIds.sort()).toEqual(kept.map((v) => v.tokenId).sort());
      const health = await client.callTool({ name: 'analyze_vehicle_health', arguments: { tokenId: gone.tokenId } });
      expect(health.isError).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('re-checks the shares every few minutes, adds new ones, and keeps the stored list while the provider is down', async () => {
    const email = 'rechecked@example.com';
    const owner = await app.signIn(email);
    const user = await userOf(owner.walletAddress);
    const lines: string[] = [];
    let clock = 0;
    const { services } = app.server;
    const access = createVehicleAccess({
      db: services.database.db,
      provider: () => services.provider,
      telemetry: services.telemetry,
      logger: createLogger('warn', { write: (line: string) => void lines.push(line) }),
      concurrency: 2,
      now: () => clock,
    });
    const tokenIds = async (opts?: { refresh?: boolean }) => (await access.list(user, opts)).map((v) => v.tokenId).sort();
    const all = owner.vehicles.map((v) => v.tokenId).sort();
    const [gone] = all;

    expect(await tokenIds()).toEqual(all);
    await revoke(email, [gone]);
    clock = SHARES_MAX_AGE_MS - 1;
    expect(await tokenIds()).toEqual(all);
    clock = SHARES_MAX_AGE_MS;
    expect(await tokenIds()).toEqual(all.slice(1));

    await share(email, [gone]);
    expect(await tokenIds()).toEqual(all.slice(1));
    expect(await tokenIds({ refresh: true })).toEqual(all);

    await revoke(email, [gone]);
    await simPost('/dev/faults', { errorRate: 1 });
    try {
      expect(await tokenIds({ refresh: true })).toEqual(all);
    } finally {
      await simPost('/dev/faults', {});
    }
    expect(lines.join('')).toContain('could not re-check shared vehicles');
  });

  it("stores each vehicle's type from its powertrain signal, and never overwrites it with a guess from its name", async () => {
    const email = 'types@example.com';
    const owner = await app.signIn(email);
    const expected = new Map(owner.vehicles.map((v) => [v.tokenId, inferVehicleType({ powertrainType: v.powertrain })]));
    const state = await (await fetch(`${app.simUrl}/dev/state`)).json();
    const misnamed = (state.vehicles as { tokenId: number; make: string; model: string }[]).filter(
      (v) => expected.has(v.tokenId) && inferVehicleType(v) !== expected.get(v.tokenId),
    );
    expect(misnamed.length, 'a garage with a vehicle whose name alone gives the wrong type').toBeGreaterThan(0);

    const types = async () => {
      const list = await app.trpcQuery<{ tokenId: number; type: string }[]>(owner.cookie, 'vehicles.list');
      return new Map(list.data.map((v) => [v.tokenId, v.type]));
    };
    expect(await types()).toEqual(expected);

    // Without live data the type is only a guess: it must not replace the one stored.
    await simPost('/dev/faults', { failTokenIds: [...expected.keys()] });
    try {
      await app.signIn(email);
    } finally {
      await simPost('/dev/faults', {});
    }
    expect(await types()).toEqual(expected);

    // The powertrain signal, when there is one, corrects a wrong stored type.
    const user = await userOf(owner.walletAddress);
    const stored = await listVehiclesByUser(app.server.services.database.db, user.id);
    expect(stored.every((v) => v.type === expected.get(v.tokenId))).toBe(true);
    await updateVehicle(app.server.services.database.db, user.id, stored[0].id, { type: 'hybrid' });
    await app.signIn(email);
    expect((await types()).get(stored[0].tokenId)).toBe(expected.get(stored[0].tokenId));
  });
});
