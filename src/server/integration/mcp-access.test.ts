import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedMcpToken, McpTokenInfo } from '../../shared/api/mcp-tokens';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type TestApp } from '../testing/test-app';

/** A JSON-RPC call to /mcp over plain HTTP, with whatever credentials the test gives. */
async function rpc(app: TestApp, headers: Record<string, string>, method: string, params: unknown = {}) {
  const res = await fetch(`${app.url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as { result?: { tools?: { name: string }[]; content?: { text: string }[]; isError?: boolean } }) : null };
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testDatabaseTargets())('MCP access tokens ($name)', (target) => {
  let app: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;
  const createToken = async (cookie: string, input: { name: string; scopes: string[]; expiresInDays?: number }) => {
    const res = await app.trpcMutation<CreatedMcpToken>(cookie, 'mcpTokens.create', input);
    if (!res.data) throw new Error(JSON.stringify(res.error));
    return res.data;
  };
  beforeAll(async () => {
    app = await startTestApp(target);
    owner = await app.signIn('mcp-access@example.com');
  });
  afterAll(async () => app?.close());

  it('refuses a web session at /mcp, as a cookie or as a Bearer token', async () => {
    const sessionToken = owner.cookie.split('=')[1]!;
    expect((await rpc(app, { cookie: owner.cookie }, 'tools/list')).status).toBe(401);
    expect((await rpc(app, bearer(sessionToken), 'tools/list')).status).toBe(401);
    const created = await createToken(owner.cookie, { name: 'laptop', scopes: ['read'] });
    expect((await rpc(app, bearer(created.token), 'tools/list')).status).toBe(200);
  });

  it('is not a web session: an MCP token signs nobody in to the app', async () => {
    const created = await createToken(owner.cookie, { name: 'not a cookie', scopes: ['read', 'write'] });
    const me = await app.trpcQuery(`vc_session=${created.token}`, 'auth.me');
    expect(me.data).toBeNull();
    expect((await app.trpcQuery(`vc_session=${created.token}`, 'vehicles.list')).status).toBe(401);
  });

  it('lists tokens without their secret, notes the last use, and refuses a revoked token', async () => {
    const created = await createToken(owner.cookie, { name: 'to revoke', scopes: ['read'], expiresInDays: 7 });
    expect(created.token).toMatch(/^dwm_/);
    expect(created.info).toMatchObject({ name: 'to revoke', scopes: ['read'], status: 'active', lastUsedAt: null });
    expect(Date.parse(created.info.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect((await rpc(app, bearer(created.token), 'tools/list')).status).toBe(200);

    const listed = (await app.trpcQuery<McpTokenInfo[]>(owner.cookie, 'mcpTokens.list')).data;
    const row = listed.find((t) => t.id === created.info.id)!;
    expect(row.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(created.token);

    expect((await app.trpcMutation(owner.cookie, 'mcpTokens.revoke', { id: created.info.id })).status).toBe(200);
    expect((await rpc(app, bearer(created.token), 'tools/list')).status).toBe(401);
    const after = (await app.trpcQuery<McpTokenInfo[]>(owner.cookie, 'mcpTokens.list')).data;
    expect(after.find((t) => t.id === created.info.id)?.status).toBe('revoked');
  });

  it('refuses an expired token', async () => {
    const created = await createToken(owner.cookie, { name: 'expiring', scopes: ['read'] });
    expect((await rpc(app, bearer(created.token), 'tools/list')).status).toBe(200);
    await app.server.services.database.db.execute(sql`update mcp_tokens set expires_at = now() - interval '1 second' where id = ${created.info.id}`);
    expect((await rpc(app, bearer(created.token), 'tools/list')).status).toBe(401);
    const listed = (await app.trpcQuery<McpTokenInfo[]>(owner.cookie, 'mcpTokens.list')).data;
    expect(listed.find((t) => t.id === created.info.id)?.status).toBe('expired');
  });

  it("one owner can neither list nor revoke another owner's tokens", async () => {
    const other = await app.signIn('mcp-access-other@example.com');
    const mine = await createToken(owner.cookie, { name: 'mine', scopes: ['read'] });
    const theirs = (await app.trpcQuery<McpTokenInfo[]>(other.cookie, 'mcpTokens.list')).data;
    expect(theirs.some((t) => t.id === mine.info.id)).toBe(false);
    expect((await app.trpcMutation(other.cookie, 'mcpTokens.revoke', { id: mine.info.id })).status).toBe(404);
    expect((await rpc(app, bearer(mine.token), 'tools/list')).status).toBe(200);
  });

  it('signing out everywhere ends every session but keeps named tokens, unless asked to revoke them too', async () => {
    const email = 'mcp-everywhere@example.com';
    const first = await app.signIn(email);
    const second = await app.signIn(email);
    const kept = await createToken(first.cookie, { name: 'kept', scopes: ['read'] });
    const testPage = (await app.trpcMutation<{ token: string }>(second.cookie, 'devTools.mcpTestToken')).data.token;
    expect((await rpc(app, bearer(testPage), 'tools/list')).status).toBe(200);
    expect((await app.trpcQuery<McpTokenInfo[]>(second.cookie, 'mcpTokens.list')).data.map((t) => t.name)).toEqual(['kept']);
    const feed = (await app.trpcMutation<{ url: string }>(first.cookie, 'notifications.createCalendarFeed')).data.url;
    const feedStatus = async () => (await fetch(new URL(new URL(feed).pathname, app.url))).status;
    expect(await feedStatus()).toBe(200);
    const ended = await app.trpcMutation<{ sessionsEnded: number; mcpTokensRevoked: number }>(first.cookie, 'auth.signOutEverywhere', { revokeMcpTokens: false });
    expect(ended.data).toEqual({ sessionsEnded: 2, mcpTokensRevoked: 0, calendarFeedEnded: false });
    // The calendar feed is not a session: it keeps working unless the owner asks.
    expect(await feedStatus()).toBe(200);
    expect((await app.trpcQuery(second.cookie, 'auth.me')).data).toBeNull();
    expect((await rpc(app, bearer(kept.token), 'tools/list')).status).toBe(200);
    // The test tab's hour-long token belonged to a browser session: it ends with them.
    expect((await rpc(app, bearer(testPage), 'tools/list')).status).toBe(401);

    const third = await app.signIn(email);
    expect((await app.trpcMutation(third.cookie, 'auth.signOutEverywhere', { revokeMcpTokens: 'yes' })).status).toBe(400);
    expect((await app.trpcMutation('', 'auth.signOutEverywhere', { revokeMcpTokens: true })).status).toBe(401);
    const all = await app.trpcMutation<{ sessionsEnded: number; mcpTokensRevoked: number }>(third.cookie, 'auth.signOutEverywhere', { revokeMcpTokens: true, endCalendarFeed: true });
    expect(all.data).toEqual({ sessionsEnded: 1, mcpTokensRevoked: 1, calendarFeedEnded: true });
    expect((await rpc(app, bearer(kept.token), 'tools/list')).status).toBe(401);
    expect(await feedStatus()).toBe(404);
  });

  it('bounds what a token may be: a name, read always, a listed lifetime', async () => {
    expect((await app.trpcMutation(owner.cookie, 'mcpTokens.create', { name: '', scopes: ['read'] })).status).toBe(400);
    expect((await app.trpcMutation(owner.cookie, 'mcpTokens.create', { name: 'w', scopes: ['write'] })).status).toBe(400);
    expect((await app.trpcMutation(owner.cookie, 'mcpTokens.create', { name: 'x', scopes: ['read'], expiresInDays: 10_000 })).status).toBe(400);
    expect((await app.trpcMutation('', 'mcpTokens.create', { name: 'x', scopes: ['read'] })).status).toBe(401);
  });

  it('limits how many tokens and calendar links an owner makes in an hour; other owners are not held back', async () => {
    const busy = await app.signIn('mcp-many-tokens@example.com');
    const other = await app.signIn('mcp-other-owner@example.com');
    const made = [];
    for (let i = 0; i < 11; i++) made.push((await app.trpcMutation(busy.cookie, 'mcpTokens.create', { name: `t${i}`, scopes: ['read'] })).status);
    expect(made).toEqual([...Array(10).fill(200), 429]);
    const refused = await app.trpcMutation(busy.cookie, 'mcpTokens.create', { name: 'one more', scopes: ['read'] });
    expect(refused).toMatchObject({ status: 429, error: { message: 'You made 10 access tokens in the last hour. Please wait a while and try again.' } });
    expect((await app.trpcQuery<McpTokenInfo[]>(busy.cookie, 'mcpTokens.list')).data).toHaveLength(10);
    expect((await app.trpcMutation(other.cookie, 'mcpTokens.create', { name: 'mine', scopes: ['read'] })).status).toBe(200);

    const links = [];
    for (let i = 0; i < 11; i++) links.push((await app.trpcMutation(busy.cookie, 'notifications.createCalendarFeed')).status);
    expect(links).toEqual([...Array(10).fill(200), 429]);
  });

  it('/mcp/health says healthy once the app is ready', async () => {
    expect(await (await fetch(`${app.url}/mcp/health`)).json()).toMatchObject({ status: 'healthy' });
    app.server.services.ready = false;
    try {
      expect((await fetch(`${app.url}/mcp/health`)).status).toBe(503);
    } finally {
      app.server.services.ready = true;
    }
  });
});
