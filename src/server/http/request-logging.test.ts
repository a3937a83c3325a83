import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { startServer, type RunningServer } from '../server';
import { testDatabaseTargets } from '../testing/test-databases';

describe('request logging', () => {
  const lines: string[] = [];
  let server: RunningServer;
  let dir: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vc-log-'));
    const created = await testDatabaseTargets()[0].create();
    drop = created.drop;
    const config = loadConfig({ PORT: '0', SIM_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'info' });
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    server = await startServer(config, { database: created.database, webDir: path.join(dir, 'no-web'), logger });
  });
  afterAll(async () => {
    await server?.close();
    await drop?.();
    await rm(dir, { recursive: true, force: true });
  });

  it('logs the path of each request but never its query string secrets', async () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJsZWFrIn0.c2VjcmV0LXNpZ25hdHVyZQ';
    const signed = await server.services.storage.signedUrl('veh/doc-note.txt');
    const sig = new URL(signed, server.url).searchParams.get('sig')!;
    lines.length = 0;
    await fetch(`${server.url}/auth/callback?token=${jwt}&email=leaky%40example.com`);
    await fetch(`${server.url}${signed}`);
    const triggersToken = server.services.vehicleAlerts.verificationToken();
    await fetch(`${server.url}/api/vehicle-triggers/${triggersToken}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"verification":"test"}' });

    const log = lines.join('');
    expect(log).toContain('"url":"/api/vehicle-triggers/[redacted]"');
    expect(log).toContain('"url":"/auth/callback"');
    expect(log).toContain('"url":"/api/files"');
    expect(sig.length).toBeGreaterThan(8);
    for (const secret of [jwt, sig, triggersToken, 'leaky', 'token=', 'sig=']) expect(log).not.toContain(secret);
  });
});
