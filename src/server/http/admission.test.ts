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

  it('refuses the requests at the end of one long burst handled in a single turn', () => {
    const loop = watchEventLoop({ lateMs: 100, everyMs: 20 });
    const until = performance.now() + 200;
    while (performance.now() < until);
    expect(loop.overloaded).toBe(true);
    loop.stop();
  });
});
