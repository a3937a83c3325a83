import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmission, registerAdmission, watchEventLoop } from './admission';

describe('createAdmission', () => {
  it('admits up to maxInFlight, queues up to maxQueued first come first served, and refuses the rest at once', async () => {
    const gate = createAdmission({ maxInFlight: 2, maxQueued: 1, maxWaitMs: 10_000 });
    expect(await gate.enter()).toBe(true);
    expect(await gate.enter()).toBe(true);
    const third = gate.enter();
    expect(await gate.enter()).toBe(false);
    expect(gate.queued).toBe(1);
    gate.leave();
    expect(await third).toBe(true);
    expect(gate.inFlight).toBe(2);
    gate.leave();
    gate.leave();
    expect(gate.inFlight).toBe(0);
  });

  it('refuses a waiting caller whose wait ran out, and frees its place in the queue', async () => {
    const gate = createAdmission({ maxInFlight: 1, maxQueued: 1, maxWaitMs: 20 });
    expect(await gate.enter()).toBe(true);
    expect(await gate.enter()).toBe(false);
    expect(gate.queued).toBe(0);
    gate.leave();
    expect(await gate.enter()).toBe(true);
  });
});

describe('registerAdmission', () => {
  let close = async () => {};
  afterEach(() => close());

  it('answers 503 with Retry-After past its bounds, leaves other routes alone, and frees the slot when a response ends', async () => {
    const app = Fastify();
    close = () => app.close();
    registerAdmission(app, { maxInFlight: 1, maxQueued: 0, maxWaitMs: 1000, maxLagMs: 60_000, applies: (req) => req.url.startsWith('/api/') });
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    app.get('/api/slow', async () => {
      await held;
      return { ok: true };
    });
    app.get('/api/fast', async () => ({ ok: true }));
    app.get('/health', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

    const slow = fetch(`${base}/api/slow`);
    await new Promise((r) => setTimeout(r, 50));
    const refused = await fetch(`${base}/api/fast`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await refused.json()).message).toMatch(/busy/);
    expect((await fetch(`${base}/health`)).status).toBe(200);

    release();
    expect((await slow).status).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    expect((await fetch(`${base}/api/fast`)).status).toBe(200);
  });

  it('refuses at once while the event loop keeps running late, not after one long stretch of work', async () => {
    const app = Fastify();
    close = () => app.close();
    registerAdmission(app, { maxInFlight: 100, maxQueued: 0, maxWaitMs: 1000, maxLagMs: 100, applies: () => true });
    app.get('/fast', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const block = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const turn = (ms: number) => new Promise((r) => setTimeout(r, ms));

    await turn(150);
    block(300);
    await turn(150);
    expect((await fetch(`${base}/fast`)).status).toBe(200);

    block(300);
    await turn(0);
    block(300);
    await turn(0);
    const refused = await fetch(`${base}/fast`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');

    await turn(350);
    expect((await fetch(`${base}/fast`)).status).toBe(200);
  });

  it('keeps accepting new connections while the accepted ones keep it busy with work that never waits', async () => {
    const app = Fastify();
    close = () => app.close();
    registerAdmission(app, { maxInFlight: 100, maxQueued: 1000, maxWaitMs: 1000, maxLagMs: 60_000, applies: () => true });
    // As a page load on the embedded database: 10 ms of work within the turn that read the request.
    app.get('/work', async () => {
      const until = performance.now() + 10;
      while (performance.now() < until);
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/work`;

    // 40 clients open their connections at once and ask again as soon as they have an answer, for 4 s.
    const stopAt = performance.now() + 4000;
    let slowest = 0;
    const statuses = new Set<number>();
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        while (performance.now() < stopAt) {
          const started = performance.now();
          const res = await fetch(url);
          await res.arrayBuffer();
          statuses.add(res.status);
          slowest = Math.max(slowest, performance.now() - started);
        }
      }),
    );
    // Unbounded turns: the last connection is accepted after the work of about 40 * 40 / 2 requests (8 s), once the
    // others have stopped asking. Bounded: about 1 s.
    expect(slowest).toBeLessThan(3000);
    expect([...statuses].every((s) => s === 200 || s === 503)).toBe(true);
  });

  it('refuses the requests at the end of one long burst handled in a single turn', () => {
    const loop = watchEventLoop({ lateMs: 100, everyMs: 20 });
    const until = performance.now() + 200;
    while (performance.now() < until);
    expect(loop.overloaded).toBe(true);
    loop.stop();
  });
});
