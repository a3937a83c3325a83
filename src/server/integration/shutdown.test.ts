import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../shared/api/vehicles';
import { SHUTTING_DOWN } from '../domain/telemetry/telemetry-service';
import { startTestApp } from '../testing/test-app';
import { testDatabaseTargets } from '../testing/test-databases';

describe.each(testDatabaseTargets())('shutdown while the provider is slow ($name)', (target) => {
  it('closes in seconds, answering a request still waiting for telemetry, not after the minute-long deadline', async () => {
    const app = await startTestApp(target, { TELEMETRY_DEADLINE_MS: '60000', PROVIDER_TIMEOUT_MS: '60000' });
    try {
      const owner = await app.signIn('slow.shutdown@example.com');
      const faults = await fetch(`${app.simUrl}/dev/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ slowTokenIds: owner.vehicles.map((v) => v.tokenId), slowMs: 50_000 }),
      });
      expect(faults.ok).toBe(true);
      // A refresh reads every vehicle's telemetry from the provider, which now answers after 50 s.
      const pending = app.trpcQuery<Dashboard>(owner.cookie, 'vehicles.dashboard', { refresh: true });
      await new Promise((r) => setTimeout(r, 1000));

      // The app's own shutdown; dropping the test database afterwards (app.close) is Postgres's business.
      const started = Date.now();
      const slowSteps = await app.server.close();
      expect(Date.now() - started, `slow shutdown steps: ${JSON.stringify(slowSteps)}`).toBeLessThan(10_000);
      const answered = await pending;
      expect(answered.status).toBe(200);
      expect(answered.data.vehicles.map((v) => v.telemetryError)).toEqual(owner.vehicles.map(() => SHUTTING_DOWN));
    } finally {
      await app.close();
    }
  }, 120_000);

  it('ends live streams (the bell, a document\'s progress) when it shuts down instead of waiting for the browser to leave', async () => {
    const app = await startTestApp(target);
    try {
      const owner = await app.signIn('live.shutdown@example.com');
      const bell = await fetch(`${app.url}/api/trpc/notifications.live`, { headers: { cookie: owner.cookie, accept: 'text/event-stream' } });
      expect(bell.headers.get('content-type')).toContain('text/event-stream');
      const reader = bell.body!.getReader();
      await reader.read();

      const started = Date.now();
      await app.server.close();
      expect(Date.now() - started).toBeLessThan(10_000);
      // The connection is cut, so the browser's EventSource reconnects (to another instance) rather than give up.
      const drain = async () => {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
      };
      await expect(drain()).rejects.toThrow();
    } finally {
      await app.close();
    }
  }, 120_000);

  it('cuts a request that is still running once the grace period is over (an upload whose client stopped sending)', async () => {
    const app = await startTestApp(target, { SHUTDOWN_GRACE_MS: '1000' });
    try {
      const owner = await app.signIn('stalled.upload@example.com');
      const { port } = new URL(app.url);
      const socket = connect(Number(port), '127.0.0.1');
      const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.on('error', () => {});
      const boundary = 'stalled';
      socket.write(
        `POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${owner.cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
          `Content-Length: 10000000\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
      );
      await new Promise((r) => setTimeout(r, 500));

      const started = Date.now();
      const slowSteps = await app.server.close();
      expect(Date.now() - started).toBeLessThan(8000);
      expect(slowSteps).toEqual([]);
      await ended;
    } finally {
      await app.close();
    }
  }, 120_000);
});
