import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpStatusError, ProviderError } from './errors';
import { computeBackoffMs, createHttpClient, summariseErrorBody, toFetchError } from './http';
import { sendJson, startTestHttpServer, type TestHttpServer } from './test-http-server';
import { z } from 'zod';

describe('computeBackoffMs', () => {
  it.each([
    { attempt: 1, base: 200, random: 0, expected: 100 },
    { attempt: 1, base: 200, random: 1, expected: 200 },
    { attempt: 2, base: 200, random: 0.5, expected: 300 },
    { attempt: 3, base: 200, random: 1, expected: 800 },
    { attempt: 10, base: 200, random: 1, expected: 10_000 },
    { attempt: 2, base: 0, random: 0.7, expected: 0 },
  ])('attempt $attempt, base $base, random $random -> $expected ms', ({ attempt, base, random, expected }) => {
    expect(computeBackoffMs(attempt, base, random)).toBe(expected);
  });
});

describe('createHttpStatusError', () => {
  it.each([
    { status: 400, code: 'http', retryable: false },
    { status: 401, code: 'unauthorized', retryable: false },
    { status: 403, code: 'forbidden', retryable: false },
    { status: 404, code: 'http', retryable: false },
    { status: 429, code: 'http', retryable: false },
    { status: 500, code: 'http', retryable: true },
    { status: 503, code: 'http', retryable: true },
  ])('HTTP $status -> $code (retryable $retryable)', ({ status, code, retryable }) => {
    const error = createHttpStatusError('x.call', status, 'detail');
    expect(error).toMatchObject({ call: 'x.call', status, code, retryable });
    expect(error.message).toContain('detail');
  });
});

describe('toFetchError', () => {
  it.each([
    { error: new DOMException('t', 'TimeoutError'), code: 'timeout' },
    { error: new DOMException('a', 'AbortError'), code: 'timeout' },
    { error: new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') }), code: 'network' },
    { error: 'weird', code: 'network' },
  ])('$code', ({ error, code }) => {
    const mapped = toFetchError('y.call', error, 50);
    expect(mapped).toMatchObject({ call: 'y.call', code, retryable: true });
  });
});

describe('summariseErrorBody', () => {
  it.each([
    { text: '{"message":"Could not verify signature."}', expected: 'Could not verify signature.' },
    { text: '{"error":"bad"}', expected: 'bad' },
    { text: 'plain\n  text', expected: 'plain text' },
    { text: 'x'.repeat(300), expected: `${'x'.repeat(200)}…` },
  ])('$expected', ({ text, expected }) => {
    expect(summariseErrorBody(text)).toBe(expected);
  });
});

describe('createHttpClient against a real server', () => {
  let server: TestHttpServer;
  const http = createHttpClient({ timeoutMs: 300, retries: 2, retryBaseMs: 5 });
  const schema = z.object({ ok: z.literal(true) });

  beforeAll(async () => {
    server = await startTestHttpServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  it('retries 5xx and then succeeds', async () => {
    server.setHandler((_req, res) => (server.requests.length < 3 ? sendJson(res, 503, { message: 'busy' }) : sendJson(res, 200, { ok: true })));
    await expect(http.requestJson({ call: 't.get', url: server.url }, schema)).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(3);
  });

  it('gives up after 1 + retries attempts with a retryable error', async () => {
    server.setHandler((_req, res) => sendJson(res, 502, { message: 'down' }));
    const error = await http.request({ call: 't.get', url: server.url }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ code: 'http', status: 502, retryable: true, call: 't.get' });
    expect(server.requests).toHaveLength(3);
  });

  it.each([400, 401, 403, 404, 422])('does not retry HTTP %i', async (status) => {
    server.setHandler((_req, res) => sendJson(res, status, { message: 'no' }));
    const error = await http.request({ call: 't.get', url: server.url }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status, retryable: false });
    expect(server.requests).toHaveLength(1);
  });

  it('times out quickly when the server hangs, on every attempt', async () => {
    server.setHandler(() => new Promise(() => undefined));
    const started = Date.now();
    const error = await http.request({ call: 't.slow', url: server.url }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'timeout', retryable: true, call: 't.slow' });
    expect(Date.now() - started).toBeLessThan(3 * 300 + 1500);
    expect(server.requests).toHaveLength(3);
  });

  it('times out when the body stalls after the headers', async () => {
    server.setHandler((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"ok":');
    });
    const once = createHttpClient({ timeoutMs: 200, retries: 0, retryBaseMs: 5 });
    await expect(once.requestJson({ call: 't.stall', url: server.url }, schema)).rejects.toMatchObject({ code: 'timeout' });
  });

  it('reports a refused connection as a retryable network error', async () => {
    const closed = await startTestHttpServer();
    await closed.close();
    const error = await http.request({ call: 't.down', url: closed.url }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'network', retryable: true });
  });

  it.each([
    { body: 'not json', message: /not JSON/ },
    { body: '{"ok":false}', message: /unexpected response: ok/ },
  ])('refuses an invalid body: $body', async ({ body, message }) => {
    server.setHandler((_req, res) => res.end(body));
    const error = await http.requestJson({ call: 't.bad', url: server.url }, schema).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'invalid_response', retryable: false });
    expect((error as Error).message).toMatch(message);
    expect(server.requests).toHaveLength(1);
  });

  it('ends a call in flight at once when its signal aborts, without retrying, and starts none after', async () => {
    server.setHandler(() => new Promise(() => undefined));
    const stop = new AbortController();
    const slow = createHttpClient({ timeoutMs: 60_000, retries: 2, retryBaseMs: 5, signal: stop.signal });
    const call = slow.request({ call: 't.hang', url: server.url }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    stop.abort();
    expect(await call).toMatchObject({ code: 'network', retryable: false, message: expect.stringMatching(/shutting down/) });
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(slow.request({ call: 't.after', url: server.url })).rejects.toMatchObject({ retryable: false });
    expect(server.requests).toHaveLength(1);
  });

  it('sends method, headers and body as given', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { ok: true }));
    await http.requestJson(
      { call: 't.post', url: `${server.url}/p?q=1`, method: 'POST', headers: { 'x-a': 'b' }, body: 'hello' },
      schema,
    );
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/p?q=1', body: 'hello' });
    expect(server.requests[0].headers['x-a']).toBe('b');
  });

  it.each([
    { encoding: 'gzip', compress: zlib.gzipSync },
    { encoding: 'deflate', compress: zlib.deflateSync },
    { encoding: 'br', compress: zlib.brotliCompressSync },
  ])('reads a $encoding-compressed answer, and asks for one', async ({ encoding, compress }) => {
    const answer = { ok: true, note: 'Zulassungsbescheinigung Teil I — 4 ½ Türen'.repeat(200) };
    server.setHandler((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': encoding });
      res.end(compress(Buffer.from(JSON.stringify(answer))));
    });
    await expect(http.requestJson({ call: 't.zip', url: server.url }, schema.extend({ note: z.string() }))).resolves.toEqual(answer);
    expect(server.requests[0].headers['accept-encoding']).toMatch(/gzip/);
  });

  it('keeps multi-byte characters split across chunks, sends a non-ASCII body whole, and reuses its connection', async () => {
    const text = JSON.stringify({ ok: true, name: 'Škoda Kamiq — Café ✓ 🚗' });
    const bytes = Buffer.from(text);
    const ports = new Set<number | undefined>();
    server.setHandler(async (_req, res) => {
      ports.add(res.socket?.remotePort);
      res.writeHead(200, { 'content-type': 'application/json' });
      // one byte at a time, so every multi-byte character is split between chunks
      for (const byte of bytes) {
        res.write(Buffer.from([byte]));
        await new Promise((r) => setImmediate(r));
      }
      res.end();
    });
    const body = 'Grüße 🚗';
    for (let i = 0; i < 2; i++) {
      const answer = await http.requestJson({ call: 't.utf8', url: server.url, method: 'POST', body }, schema.extend({ name: z.string() }));
      expect(answer.name).toBe('Škoda Kamiq — Café ✓ 🚗');
    }
    expect(server.requests.map((r) => r.body)).toEqual([body, body]);
    expect(ports.size).toBe(1);
  });

  it('reports a body that claims a compression it does not have as a retryable network error', async () => {
    server.setHandler((_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip' });
      res.end('{"ok":true}');
    });
    await expect(http.request({ call: 't.badzip', url: server.url })).rejects.toMatchObject({ code: 'network' });
  });
});
