import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildToolArguments,
  buildToolCallBody,
  describeCallError,
  interpretHealthResponse,
  interpretToolResponse,
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

const toolResult = (text: string, isError?: boolean) => JSON.stringify({ jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text }], ...(isError ? { isError } : {}) } });

describe('interpretToolResponse', () => {
  it.each<[string, number, string, McpOutcome]>([
    ['tool text as pretty JSON', 200, toolResult('{"vin":"X","valid":true}'), { ok: true, text: '{\n  "vin": "X",\n  "valid": true\n}' }],
    ['tool text that is not JSON, raw', 200, toolResult('plain words'), { ok: true, text: 'plain words' }],
    ['a tool error', 200, toolResult('Vehicle 9 is not one of your shared vehicles.', true), { ok: false, error: 'Vehicle 9 is not one of your shared vehicles.' }],
    ['a JSON-RPC error', 200, JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid params' } }), { ok: false, error: 'Invalid params' }],
    ['a JSON-RPC error without message', 200, JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -1 } }), { ok: false, error: 'Unknown error' }],
    ['HTTP 401 with a JSON-RPC message', 401, JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message: 'Authentication required' }, id: null }), { ok: false, error: 'HTTP 401: Authentication required' }],
    ['HTTP 502 with text', 502, 'Bad Gateway', { ok: false, error: 'HTTP 502: Bad Gateway' }],
    ['HTTP 500 with no body', 500, '', { ok: false, error: 'HTTP 500: no response body' }],
    ['an unreadable 200', 200, '<html>', { ok: false, error: 'Unknown error' }],
    ['a 200 without result or error', 200, '{"jsonrpc":"2.0","id":1}', { ok: false, error: 'Unknown error' }],
    ['a server-sent event', 200, `event: message\ndata: ${toolResult('[1,2]')}\n\n`, { ok: true, text: '[\n  1,\n  2\n]' }],
    ['a result without text content', 200, '{"jsonrpc":"2.0","id":1,"result":{"content":[]}}', { ok: true, text: '{\n  "content": []\n}' }],
  ])('%s', (_name, status, body, expected) => {
    expect(interpretToolResponse(status, body)).toEqual(expected);
  });
});

describe('interpretHealthResponse', () => {
  it.each<[number, string, boolean]>([
    [200, '{"status":"healthy","path":"/mcp"}', true],
    [200, '{"status":"down"}', false],
    [503, '{"status":"healthy"}', false],
    [200, 'ok', false],
  ])('HTTP %i %s → ok %s', (status, body, ok) => {
    const outcome = interpretHealthResponse(status, body);
    expect(outcome.ok).toBe(ok);
    if (!outcome.ok) expect(outcome.error).toBe('Health check failed');
  });
});

describe('buildToolArguments', () => {
  it.each<[McpOperationId, { vin: string; tokenId: string }, ReturnType<typeof buildToolArguments>]>([
    ['decode-vin', { vin: ' 1HGCM82633A004352 ', tokenId: '' }, { ok: true, args: { vin: '1HGCM82633A004352' } }],
    ['decode-vin', { vin: '  ', tokenId: '7' }, { ok: false, error: 'Enter a VIN first' }],
    ['vehicle-health', { vin: '', tokenId: '42' }, { ok: true, args: { tokenId: 42 } }],
    ['trip-readiness', { vin: '', tokenId: 'abc' }, { ok: false, error: 'Enter a token ID (a positive whole number) first' }],
    ['usage-history', { vin: '', tokenId: '0' }, { ok: false, error: 'Enter a token ID (a positive whole number) first' }],
    ['usage-history', { vin: '', tokenId: '1.5' }, { ok: false, error: 'Enter a token ID (a positive whole number) first' }],
    ['list-vehicles', { vin: '', tokenId: '' }, { ok: true, args: {} }],
  ])('%s with %j', (id, inputs, expected) => {
    expect(buildToolArguments(op(id), inputs)).toEqual(expected);
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

it('builds a tools/call JSON-RPC body', () => {
  expect(JSON.parse(buildToolCallBody(3, 'vin_operations', { vin: 'V' }))).toEqual({
    jsonrpc: '2.0',
    id: 3,
    method: 'tools/call',
    params: { name: 'vin_operations', arguments: { vin: 'V' } },
  });
});

const getToken = () => Promise.resolve('dwm_test-token-for-the-page');

describe('runMcpOperation over HTTP', () => {
  let server: Server;
  let baseUrl = '';
  const received: { method: string; url: string; body: string; accept: string; authorization: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ method: req.method ?? '', url: req.url ?? '', body, accept: req.headers.accept ?? '', authorization: req.headers.authorization ?? '' });
        res.setHeader('content-type', 'application/json');
        if (req.url === '/mcp/health') return res.end('{"status":"healthy"}');
        const { id, params } = JSON.parse(body) as { id: number; params: { arguments: { vin?: string } } };
        if (params.arguments.vin === 'FAIL') {
          res.statusCode = 401;
          return res.end('{"error":{"message":"Authentication required"}}');
        }
        res.end(JSON.stringify({ jsonrpc: '2.0', id, result: { content: [{ type: 'text', text: JSON.stringify({ vin: params.arguments.vin }) }] } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts a tools/call and reads the tool text', async () => {
    const outcome = await runMcpOperation(op('decode-vin'), { vin: 'ABC', tokenId: '' }, { baseUrl, requestId: 5, getToken });
    expect(outcome).toEqual({ ok: true, text: '{\n  "vin": "ABC"\n}' });
    const last = received.at(-1);
    expect(last?.method).toBe('POST');
    expect(last?.authorization).toBe('Bearer dwm_test-token-for-the-page');
    expect(last?.url).toBe('/mcp');
    expect(last?.accept).toContain('text/event-stream');
    expect(JSON.parse(last?.body ?? '{}')).toMatchObject({ id: 5, params: { name: 'vin_operations' } });
  });

  it('reports an HTTP failure with its status', async () => {
    expect(await runMcpOperation(op('decode-vin'), { vin: 'FAIL', tokenId: '' }, { baseUrl, requestId: 6, getToken })).toEqual({ ok: false, error: 'HTTP 401: Authentication required' });
  });

  it('runs the health check with GET', async () => {
    expect((await runMcpOperation(op('health'), { vin: '', tokenId: '' }, { baseUrl, requestId: 7, getToken })).ok).toBe(true);
    expect(received.at(-1)).toMatchObject({ method: 'GET', url: '/mcp/health' });
  });

  it('sends nothing when an input is missing', async () => {
    const before = received.length;
    expect(await runMcpOperation(op('vehicle-health'), { vin: '', tokenId: '' }, { baseUrl, requestId: 8, getToken })).toEqual({
      ok: false,
      error: 'Enter a token ID (a positive whole number) first',
    });
    expect(received.length).toBe(before);
  });

  it('says Network error when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await runMcpOperation(op('list-vehicles'), { vin: '', tokenId: '' }, { baseUrl: `http://127.0.0.1:${port}`, requestId: 9, getToken })).toEqual({
      ok: false,
      error: 'Network error',
    });
  });
});
