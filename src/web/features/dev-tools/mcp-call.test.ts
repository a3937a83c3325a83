import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildParams,
  describeCallError,
  interpretHealthResponse,
  interpretJsonRpcResponse,
  interpretShimResponse,
  LATEST_QUERY,
  MCP_OPERATIONS,
  runMcpOperation,
  type McpOperationId,
  type McpOutcome,
} from './mcp-call';

const op = (id: McpOperationId) => {
  const found = MCP_OPERATIONS.find((o) => o.id === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};

describe('interpretShimResponse', () => {
  const ok = JSON.stringify({ success: true, data: { vin: 'X' }, error: null });
  it.each<[string, number, string, McpOutcome]>([
    ['a success, shown raw', 200, ok, { ok: true, text: JSON.stringify(JSON.parse(ok), null, 2) }],
    ['a refusal with its error', 200, '{"success":false,"data":null,"error":"No VIN on record."}', { ok: false, error: 'No VIN on record.' }],
    ['a refusal without error', 200, '{"success":false,"data":null,"error":null}', { ok: false, error: 'Unknown error' }],
    ['HTTP 404 with the shim error', 404, '{"success":false,"data":null,"error":"Vehicle 9 is not one of your shared vehicles."}', { ok: false, error: 'HTTP 404: Vehicle 9 is not one of your shared vehicles.' }],
    ['HTTP 502 with text', 502, 'Bad Gateway', { ok: false, error: 'HTTP 502: Bad Gateway' }],
    ['HTTP 500 with no body', 500, '', { ok: false, error: 'HTTP 500: no response body' }],
    ['an unreadable 200', 200, '<html>', { ok: false, error: 'Unknown error' }],
  ])('%s', (_name, status, body, expected) => {
    expect(interpretShimResponse(status, body)).toEqual(expected);
  });

  it('uses the operation fallback when the answer says nothing', () => {
    expect(interpretShimResponse(200, '{"success":false}', 'JWT refresh failed')).toEqual({ ok: false, error: 'JWT refresh failed' });
  });
});

describe('interpretJsonRpcResponse', () => {
  it.each<[number, string, boolean, string?]>([
    [200, '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}', true],
    [200, 'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{"tools":[]}}\n\n', true],
    [200, '{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Invalid params"}}', false, 'Invalid params'],
    [401, '{"jsonrpc":"2.0","error":{"code":-32001,"message":"Authentication required"},"id":null}', false, 'HTTP 401: Authentication required'],
  ])('HTTP %i %s', (status, body, ok, error) => {
    const outcome = interpretJsonRpcResponse(status, body);
    expect(outcome.ok).toBe(ok);
    if (!outcome.ok) expect(outcome.error).toBe(error);
  });
});

describe('interpretHealthResponse', () => {
  it.each<[number, string, boolean]>([
    [200, '{"status":"healthy","path":"/mcp"}', true],
    [200, '{"status":"down"}', false],
    [503, '{"status":"starting"}', false],
    [200, 'ok', false],
  ])('HTTP %i %s → ok %s', (status, body, ok) => {
    const outcome = interpretHealthResponse(status, body);
    expect(outcome.ok).toBe(ok);
    if (!outcome.ok) expect(outcome.error).toBe('Health check failed');
  });
});

describe('buildParams', () => {
  it.each<[McpOperationId, { vin: string; tokenId: string }, ReturnType<typeof buildParams>]>([
    ['decode-vin', { vin: ' 1HGCM82633A004352 ', tokenId: '' }, { ok: true, params: { operation: 'decode', vin: '1HGCM82633A004352' }, tokenId: null }],
    ['decode-vin', { vin: '  ', tokenId: '7' }, { ok: false, error: 'Enter a VIN first' }],
    ['get-vin', { vin: '', tokenId: '42' }, { ok: true, params: { operation: 'get', tokenId: 42 }, tokenId: 42 }],
    ['telemetry-latest', { vin: '', tokenId: '42' }, { ok: true, params: { query: LATEST_QUERY, variables: { tokenId: 42 } }, tokenId: 42 }],
    ['attest-vin', { vin: '', tokenId: '42' }, { ok: true, params: { tokenId: 42, type: 'vin', force: false }, tokenId: 42 }],
    ['refresh-jwt', { vin: '', tokenId: '42' }, { ok: true, params: { privileges: [1] }, tokenId: 42 }],
    ['vehicle-health', { vin: '', tokenId: '42' }, { ok: true, params: { tokenId: 42 }, tokenId: 42 }],
    ['trip-readiness', { vin: '', tokenId: 'abc' }, { ok: false, error: 'Enter a token ID (a positive whole number) first' }],
    ['telemetry-week', { vin: '', tokenId: '0' }, { ok: false, error: 'Enter a token ID (a positive whole number) first' }],
    ['get-vin', { vin: '', tokenId: '1.5' }, { ok: false, error: 'Enter a token ID (a positive whole number) first' }],
    ['refresh-jwt', { vin: '', tokenId: '' }, { ok: false, error: 'Enter a token ID (a positive whole number) first' }],
  ])('%s with %j', (id, inputs, expected) => {
    expect(buildParams(op(id), inputs)).toEqual(expected);
  });
});

describe('describeCallError', () => {
  it.each<[unknown, string]>([
    [new TypeError('Failed to fetch'), 'Network error'],
    [new Error('aborted'), 'aborted'],
    [new Error(''), 'Unknown error'],
    ['boom', 'Unknown error'],
  ])('%s → %s', (error, expected) => {
    expect(describeCallError(error)).toBe(expected);
  });
});

const getToken = () => Promise.resolve('dwm_test-token-for-the-page');

describe('runMcpOperation over HTTP', () => {
  let server: Server;
  let baseUrl = '';
  const received: { method: string; url: string; body: string; authorization: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ method: req.method ?? '', url: req.url ?? '', body, authorization: req.headers.authorization ?? '' });
        res.setHeader('content-type', 'application/json');
        if (req.url === '/mcp/health') return res.end('{"status":"healthy"}');
        if (req.url === '/mcp') return res.end('{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"list_vehicles"}]}}');
        if (req.url?.startsWith('/mcp/refresh-jwt/')) {
          res.statusCode = 502;
          return res.end('{"success":false,"data":null,"error":null}');
        }
        const { params } = JSON.parse(body) as { params: { vin?: string } };
        if (params.vin === 'FAIL') {
          res.statusCode = 401;
          return res.end('{"success":false,"data":null,"error":"Authentication required"}');
        }
        res.end(JSON.stringify({ success: true, data: { vin: params.vin }, error: null }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts {params} to the shim with the Bearer token and shows the raw answer', async () => {
    const outcome = await runMcpOperation(op('decode-vin'), { vin: 'ABC', tokenId: '' }, { baseUrl, requestId: 5, getToken });
    expect(outcome).toEqual({ ok: true, text: JSON.stringify({ success: true, data: { vin: 'ABC' }, error: null }, null, 2) });
    const last = received.at(-1);
    expect(last).toMatchObject({ method: 'POST', url: '/mcp/tools/vin_operations', authorization: 'Bearer dwm_test-token-for-the-page' });
    expect(JSON.parse(last?.body ?? '{}')).toEqual({ params: { operation: 'decode', vin: 'ABC' } });
  });

  it('reports an HTTP failure with its status', async () => {
    expect(await runMcpOperation(op('decode-vin'), { vin: 'FAIL', tokenId: '' }, { baseUrl, requestId: 6, getToken })).toEqual({ ok: false, error: 'HTTP 401: Authentication required' });
  });

  it('runs the health check with GET, the JWT refresh and the JSON-RPC tools list', async () => {
    expect((await runMcpOperation(op('health'), { vin: '', tokenId: '' }, { baseUrl, requestId: 7, getToken })).ok).toBe(true);
    expect(received.at(-1)).toMatchObject({ method: 'GET', url: '/mcp/health' });
    expect(await runMcpOperation(op('refresh-jwt'), { vin: '', tokenId: '12' }, { baseUrl, requestId: 8, getToken })).toEqual({ ok: false, error: 'HTTP 502: {"success":false,"data":null,"error":null}' });
    expect(received.at(-1)).toMatchObject({ method: 'POST', url: '/mcp/refresh-jwt/12', body: '{"privileges":[1]}' });
    const tools = await runMcpOperation(op('list-tools'), { vin: '', tokenId: '' }, { baseUrl, requestId: 9, getToken });
    expect(tools.ok && tools.text).toContain('list_vehicles');
    expect(JSON.parse(received.at(-1)?.body ?? '{}')).toMatchObject({ jsonrpc: '2.0', id: 9, method: 'tools/list' });
  });

  it('sends nothing when an input is missing', async () => {
    const before = received.length;
    expect(await runMcpOperation(op('vehicle-health'), { vin: '', tokenId: '' }, { baseUrl, requestId: 10, getToken })).toEqual({
      ok: false,
      error: 'Enter a token ID (a positive whole number) first',
    });
    expect(received.length).toBe(before);
  });

  it('says Network error, Health check failed or JWT refresh failed when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const dead = { baseUrl: `http://127.0.0.1:${port}`, requestId: 11, getToken };
    expect(await runMcpOperation(op('identity'), { vin: '', tokenId: '' }, dead)).toEqual({ ok: false, error: 'Network error' });
    expect(await runMcpOperation(op('health'), { vin: '', tokenId: '' }, dead)).toEqual({ ok: false, error: 'Health check failed' });
    expect(await runMcpOperation(op('refresh-jwt'), { vin: '', tokenId: '3' }, dead)).toEqual({ ok: false, error: 'JWT refresh failed' });
  });
});
