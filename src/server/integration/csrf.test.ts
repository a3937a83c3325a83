import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDocuments } from '../db/repositories';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, type TestApp } from '../testing/test-app';

// The guard sits in the HTTP transport, before any database work: one database target is enough.
const [target] = testDatabaseTargets();

describe('cross-site request forgery is refused at the transport', () => {
  let app: TestApp;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    app = await startTestApp(target);
    ({ cookie } = await app.signIn('csrf-target@example.com'));
    userId = (await app.trpcQuery<{ id: string }>(cookie, 'auth.me')).data.id;
  });
  afterAll(async () => app?.close());

  const stillSignedIn = async () => (await app.trpcQuery<{ id: string } | null>(cookie, 'auth.me')).data?.id === userId;
  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${app.url}${path}`, { method: 'POST', headers: { cookie, ...headers }, body });
  const form = () => {
    const f = new FormData();
    f.append('revokeMcpTokens', 'true');
    return f;
  };
  const textUpload = (name: string) => {
    const f = new FormData();
    f.append('file', new Blob(['a note']), name);
    return f;
  };

  it('refuses the bodies an HTML form can send to a tRPC mutation, and the session survives', async () => {
    const forged: [string, BodyInit, Record<string, string>][] = [
      ['multipart', form(), {}],
      ['text/plain', '{"revokeMcpTokens":true}', { 'content-type': 'text/plain' }],
      ['urlencoded', 'revokeMcpTokens=true', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['none', '', {}],
    ];
    for (const [kind, body, headers] of forged) {
      const res = await post('/api/trpc/auth.signOutEverywhere', body, headers);
      expect(res.status, kind).toBe(415);
      expect((await res.json()).message, kind).toBe('Send API calls as application/json.');
    }
    for (const procedure of ['notifications.markRead', 'notifications.updateSettings', 'auth.signOut']) {
      expect((await post(`/api/trpc/${procedure}`, form())).status, procedure).toBe(415);
    }
    expect(await stillSignedIn()).toBe(true);
  });

  it('refuses state changes from another origin or site, with 403, whatever the body', async () => {
    const crossOrigin: [string, Record<string, string>][] = [
      ['another site', { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' }],
      ['a sibling port (same site)', { origin: app.url.replace(/:\d+$/, ':1'), 'sec-fetch-site': 'same-site' }],
      ['Origin alone', { origin: 'http://evil.example' }],
      ['a sandboxed frame', { origin: 'null' }],
      ['Sec-Fetch-Site alone', { 'sec-fetch-site': 'same-site' }],
    ];
    for (const [kind, headers] of crossOrigin) {
      const res = await post('/api/trpc/auth.signOutEverywhere?batch=1', '{}', { ...headers, 'content-type': 'application/json' });
      expect(res.status, kind).toBe(403);
      expect(await res.json(), kind).toEqual({ error: 'Forbidden', message: "This request did not come from the app's own pages." });
    }
    expect(await stillSignedIn()).toBe(true);
  });

  it('refuses a cross-origin upload and stores nothing', async () => {
    const before = (await listDocuments(app.server.services.database.db, userId)).length;
    const res = await post('/api/uploads', textUpload('note.txt'), { origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    const sameSite = await post('/api/uploads', textUpload('note.txt'), { 'sec-fetch-site': 'same-site' });
    expect(sameSite.status).toBe(403);
    expect((await listDocuments(app.server.services.database.db, userId)).length).toBe(before);
  });

  it("accepts the app's own pages (as a browser sends them) and callers without a browser", async () => {
    const own = { origin: app.url, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
    const read = await post('/api/trpc/notifications.markRead?batch=1', JSON.stringify({ 0: {} }), own);
    expect(read.status).toBe(200);
    expect((await read.json())[0].result.data).toEqual({ changed: expect.any(Number) });
    const upload = await post('/api/uploads', textUpload('own-page.txt'), { origin: app.url, 'sec-fetch-site': 'same-origin' });
    expect(upload.status).toBe(201);
    // The origin the browser addressed (the Host header) is the app's own, whether or not PUBLIC_URL names it.
    const byHost = await post('/api/trpc/notifications.markRead?batch=1', JSON.stringify({ 0: {} }), {
      origin: `http://${new URL(app.url).host}`,
      'content-type': 'application/json',
    });
    expect(byHost.status).toBe(200);
    expect((await app.trpcMutation(cookie, 'notifications.markRead', {})).status).toBe(200);
  });

  it('leaves /mcp and the provider receiver open to other origins: they authenticate by token', async () => {
    const foreign = { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' };
    const mcp = await fetch(`${app.url}/mcp`, { method: 'POST', headers: foreign, body: '{}' });
    expect(mcp.status).toBe(401);
    const shim = await fetch(`${app.url}/mcp/tools/vin_operations`, { method: 'POST', headers: foreign, body: '{}' });
    expect(shim.status).toBe(401);
    const triggers = await fetch(`${app.url}/api/vehicle-triggers/not-the-token`, { method: 'POST', headers: foreign, body: '{}' });
    expect(triggers.status).toBe(401);
  });
});
