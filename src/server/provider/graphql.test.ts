import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryGraphql, toGraphqlError } from './graphql';
import { createHttpClient } from './http';
import { sendJson, startTestHttpServer, type TestHttpServer } from './test-http-server';

describe('toGraphqlError', () => {
  it.each([
    { errors: [{ message: 'boom' }], code: 'graphql' },
    { errors: [{ message: 'no', extensions: { code: 'UNAUTHORIZED' } }], code: 'unauthorized' },
    { errors: [{ message: 'a', extensions: { code: 'BAD_USER_INPUT' } }, { message: 'b', extensions: { code: 'UNAUTHORIZED' } }], code: 'unauthorized' },
    { errors: [{ message: 'x', extensions: null }], code: 'graphql' },
  ])('$code for $errors.0.message', ({ errors, code }) => {
    const error = toGraphqlError('q.call', errors);
    expect(error).toMatchObject({ code, retryable: false, call: 'q.call' });
    expect(error.message).toContain(errors[0].message);
  });
});

describe('queryGraphql against a real server', () => {
  let server: TestHttpServer;
  const http = createHttpClient({ timeoutMs: 1000, retries: 2, retryBaseMs: 1 });
  const schema = z.object({ n: z.number() });
  const run = () =>
    queryGraphql(http, { call: 'g.q', url: server.url, query: '{ n }', variables: { a: 1 }, bearer: 'secret' }, schema);

  beforeAll(async () => {
    server = await startTestHttpServer();
  });
  afterAll(() => server.close());

  it('posts query, variables and bearer and returns validated data', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: { n: 3 } }));
    await expect(run()).resolves.toEqual({ n: 3 });
    const last = server.requests.at(-1)!;
    expect(JSON.parse(last.body)).toEqual({ query: '{ n }', variables: { a: 1 } });
    expect(last.headers.authorization).toBe('Bearer secret');
  });

  it.each([
    { status: 200, body: { data: null, errors: [{ message: 'nope', extensions: { code: 'UNAUTHORIZED' } }] }, code: 'unauthorized' },
    { status: 200, body: { data: null, errors: [{ message: 'broken' }] }, code: 'graphql' },
    { status: 422, body: { errors: [{ message: 'Cannot query field' }] }, code: 'graphql' },
    { status: 400, body: { message: 'bad' }, code: 'http' },
    { status: 401, body: { message: 'invalid token' }, code: 'unauthorized' },
    { status: 403, body: {}, code: 'forbidden' },
    { status: 200, body: { data: { n: 'three' } }, code: 'invalid_response' },
  ])('HTTP $status $body -> $code, not retried', async ({ status, body, code }) => {
    server.setHandler((_req, res) => sendJson(res, status, body));
    const before = server.requests.length;
    await expect(run()).rejects.toMatchObject({ code, retryable: false });
    expect(server.requests.length - before).toBe(1);
  });
});
