import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { createSession, createUser } from '../db/repositories';
import { sessions } from '../db/schema';
import { SESSION_COOKIE } from '../trpc/session-cookie';
import { createLogger } from '../logger';
import { startServer, type RunningServer } from '../server';
import { testDatabaseTargets } from '../testing/test-databases';

describe.each(testDatabaseTargets())('HTTP server on $name', (target) => {
  let server: RunningServer;
  let dir: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vc-app-'));
    const webDir = path.join(dir, 'web');
    await mkdir(webDir);
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>spa</title><div id="root"></div>');
    const created = await target.create();
    drop = created.drop;
    const config = loadConfig({ PORT: '0', SIM_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'silent' });
    server = await startServer(config, { database: created.database, webDir, logger: createLogger('silent') });
  });
  afterAll(async () => {
    await server?.close();
    await drop?.();
    await rm(dir, { recursive: true, force: true });
  });

  it('reports health with the modes in use', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    expect(await res.json()).toEqual({ status: 'ok', database: target.name, provider: 'simulator', ai: 'deterministic', version: expect.any(String), triggers: expect.stringMatching(/^(starting|webhooks|polling|off)$/) });
  });

  it('serves the SPA for unknown pages and JSON 404 for unknown API paths', async () => {
    const page = await fetch(`${server.url}/some/deep/link`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const api = await fetch(`${server.url}/api/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: 'Not Found' });
  });

  it('answers tRPC queries and refuses protected ones without a session', async () => {
    const settings = await fetch(`${server.url}/api/trpc/system.settings`);
    expect(settings.status).toBe(200);
    expect((await settings.json()).result.data).toMatchObject({ providerMode: 'simulator', aiMode: 'deterministic' });
    const me = await fetch(`${server.url}/api/trpc/auth.me`);
    expect((await me.json()).result.data).toBeNull();
    const dashboard = await fetch(`${server.url}/api/trpc/vehicles.list`);
    expect(dashboard.status).toBe(401);
  });

  it('signs out an expired session without an error, clearing its cookie and its row', async () => {
    const db = server.services.database.db;
    const user = await createUser(db, { walletAddress: '0x00000000000000000000000000000000000000e1' });
    const { token } = await createSession(db, user.id, -1000);
    const signOut = await fetch(`${server.url}/api/trpc/auth.signOut?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${token}` },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    expect(signOut.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('serves stored files only through valid signed URLs', async () => {
    await server.services.storage.put('veh/doc-note.txt', Buffer.from('note'));
    const good = await fetch(`${server.url}${await server.services.storage.signedUrl('veh/doc-note.txt')}`);
    expect(good.status).toBe(200);
    expect(await good.text()).toBe('note');
    const bad = await fetch(`${server.url}/api/files?key=veh/doc-note.txt&exp=99999999999&sig=forged`);
    expect(bad.status).toBe(403);
  });

  it('sends security headers: a strict CSP with the login site, no framing, no referrer', async () => {
    const loginOrigin = new URL(server.services.publicSettings.loginUrl!).origin;
    for (const page of ['/', '/auth/callback?token=eyJ.secret.jwt', '/auth/login', '/dashboard', '/api/health', '/api/nope']) {
      const res = await fetch(`${server.url}${page}`);
      const csp = Object.fromEntries(
        (res.headers.get('content-security-policy') ?? '')
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
      expect(csp['default-src'], page).toEqual(["'self'"]);
      expect(csp['script-src'], page).toEqual(["'self'"]);
      expect(csp['script-src-attr'], page).toEqual(["'none'"]);
      expect(csp['connect-src'], page).toEqual(["'self'", loginOrigin]);
      expect(csp['form-action'], page).toEqual(["'self'", loginOrigin]);
      expect(csp['frame-ancestors'], page).toEqual(["'none'"]);
      expect(csp['object-src'], page).toEqual(["'none'"]);
      // Images may come from the map's tile server (OpenStreetMap's by default); no other origin anywhere in the policy.
      expect(csp['img-src'], page).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
      const origins = Object.values(csp).flat().filter((v) => /^https?:/.test(v as string));
      expect(new Set(origins), page).toEqual(new Set([loginOrigin, 'https://tile.openstreetmap.org']));
      expect(res.headers.get('referrer-policy'), page).toBe('no-referrer');
      expect(res.headers.get('x-frame-options'), page).toBe('SAMEORIGIN');
      expect(res.headers.get('x-content-type-options'), page).toBe('nosniff');
      // The sign-in popup (on the login site's origin) must keep its opener to answer.
      expect(res.headers.get('cross-origin-opener-policy'), page).toBe('same-origin-allow-popups');
      // Served over plain http: no HSTS, no upgrade of requests.
      expect(res.headers.get('strict-transport-security'), page).toBeNull();
      expect(csp['upgrade-insecure-requests'], page).toBeUndefined();
    }
  });

  it('has no inline script in the page the SPA is built from', async () => {
    const html = await readFile(path.resolve(import.meta.dirname, '../../web/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, attrs, body] of scripts) {
      expect(attrs, tag).toMatch(/\bsrc=/);
      expect(body.trim(), tag).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('answers 503 with the reason when the database is down', async () => {
    const original = server.services.database.ping;
    server.services.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', reason: 'database unavailable: connection refused' });
    } finally {
      server.services.database.ping = original;
    }
  });
});
