/**
 * The MCP Test tab's calls: SPEC's REST shim (`POST /mcp/tools/{tool}` with `{params}` answering
 * `{success, data, error}`, `GET /mcp/health`, `POST /mcp/refresh-jwt/{tokenId}`) and one JSON-RPC call to the real
 * MCP endpoint, and how each HTTP answer reads as a test result.
 */

export type McpOperationId =
  | 'health'
  | 'decode-vin'
  | 'get-vin'
  | 'identity'
  | 'telemetry-latest'
  | 'telemetry-week'
  | 'vehicle-health'
  | 'trip-readiness'
  | 'attest-vin'
  | 'refresh-jwt'
  | 'list-tools';

export type McpRequestKind = 'health' | 'shim' | 'refresh-jwt' | 'json-rpc';

export interface McpOperation {
  id: McpOperationId;
  label: string;
  kind: McpRequestKind;
  /** The shim tool it calls (kind 'shim'). */
  tool?: string;
  needs: 'nothing' | 'vin' | 'tokenId';
}

/** The identity and telemetry queries SPEC's chat sends (variables carry the vehicle). */
export const IDENTITY_QUERY = 'query Vehicles($owner: Address!) { vehicles(filterBy: { owner: $owner }, first: 100) { nodes { tokenId tokenDID definition { make model year } } totalCount } }';
export const LATEST_QUERY =
  'query Latest($tokenId: Int!) { signalsLatest(tokenId: $tokenId) { powertrainTransmissionTravelledDistance { value timestamp } speed { value timestamp } powertrainFuelSystemRelativeLevel { value timestamp } lowVoltageBatteryCurrentVoltage { value timestamp } } }';
export const WEEK_QUERY =
  'query Week($tokenId: Int!, $from: Time!, $to: Time!) { signals(tokenId: $tokenId, interval: "24h", from: $from, to: $to) { timestamp speed(agg: MAX) powertrainTransmissionTravelledDistance(agg: MAX) } }';

export const MCP_OPERATIONS: readonly McpOperation[] = [
  { id: 'health', label: 'Health check (/mcp/health)', kind: 'health', needs: 'nothing' },
  { id: 'decode-vin', label: 'Decode VIN', kind: 'shim', tool: 'vin_operations', needs: 'vin' },
  { id: 'get-vin', label: 'Get VIN', kind: 'shim', tool: 'vin_operations', needs: 'tokenId' },
  { id: 'identity', label: 'Identity query', kind: 'shim', tool: 'identity_query', needs: 'nothing' },
  { id: 'telemetry-latest', label: 'Latest signals', kind: 'shim', tool: 'telemetry_query', needs: 'tokenId' },
  { id: 'telemetry-week', label: '7-day history', kind: 'shim', tool: 'telemetry_query', needs: 'tokenId' },
  { id: 'vehicle-health', label: 'Vehicle health', kind: 'shim', tool: 'analyze_vehicle_health', needs: 'tokenId' },
  { id: 'trip-readiness', label: 'Trip readiness', kind: 'shim', tool: 'assess_trip_readiness', needs: 'tokenId' },
  { id: 'attest-vin', label: 'Create VIN attestation', kind: 'shim', tool: 'attestation_create', needs: 'tokenId' },
  { id: 'refresh-jwt', label: 'Refresh JWT', kind: 'refresh-jwt', needs: 'tokenId' },
  { id: 'list-tools', label: 'List MCP tools (/mcp)', kind: 'json-rpc', needs: 'nothing' },
];

export interface McpInputs {
  vin: string;
  tokenId: string;
}

export type McpOutcome = { ok: true; text: string } | { ok: false; error: string };

export interface McpTestResult {
  id: number;
  operation: string;
  ok: boolean;
  timestamp: string;
  /** The raw response as pretty JSON on success, the error text on failure. */
  text: string;
}

export const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' } as const;

type Params = { ok: true; params: Record<string, unknown>; tokenId: number | null } | { ok: false; error: string };

/** The `{params}` an operation sends, or the reason it cannot run with these inputs. */
export function buildParams(operation: McpOperation, inputs: McpInputs): Params {
  let tokenId: number | null = null;
  if (operation.needs === 'vin') {
    const vin = inputs.vin.trim();
    if (!vin) return { ok: false, error: 'Enter a VIN first' };
    return { ok: true, params: { operation: 'decode', vin }, tokenId };
  }
  if (operation.needs === 'tokenId') {
    tokenId = Number(inputs.tokenId.trim());
    if (!inputs.tokenId.trim() || !Number.isInteger(tokenId) || tokenId <= 0) return { ok: false, error: 'Enter a token ID (a positive whole number) first' };
  }
  switch (operation.id) {
    case 'get-vin':
      return { ok: true, params: { operation: 'get', tokenId }, tokenId };
    case 'identity':
      return { ok: true, params: { query: IDENTITY_QUERY }, tokenId };
    case 'telemetry-latest':
      return { ok: true, params: { query: LATEST_QUERY, variables: { tokenId } }, tokenId };
    case 'telemetry-week':
      return { ok: true, params: { query: WEEK_QUERY, variables: { tokenId } }, tokenId };
    case 'attest-vin':
      return { ok: true, params: { tokenId, type: 'vin', force: false }, tokenId };
    case 'refresh-jwt':
      return { ok: true, params: { privileges: [1] }, tokenId };
    default:
      return { ok: true, params: tokenId === null ? {} : { tokenId }, tokenId };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * Reads a shim answer `{success, data, error}`: the raw answer on success; else its error, "HTTP {status}: {text}"
 * for a non-OK status (SPEC's MCP HTTP failure), or `fallback` when the answer says nothing.
 */
export function interpretShimResponse(status: number, body: string, fallback = 'Unknown error'): McpOutcome {
  const answer = parseJson(body);
  const error = isRecord(answer) && typeof answer.error === 'string' && answer.error ? answer.error : null;
  if (status < 200 || status >= 300) return { ok: false, error: `HTTP ${status}: ${error ?? (body.trim() || 'no response body')}` };
  if (!isRecord(answer) || typeof answer.success !== 'boolean') return { ok: false, error: fallback };
  if (!answer.success) return { ok: false, error: error ?? fallback };
  return { ok: true, text: pretty(answer) };
}

/** Reads a GET /mcp/health answer: healthy only when it says so. */
export function interpretHealthResponse(status: number, body: string): McpOutcome {
  const message = parseJson(body);
  if (status >= 200 && status < 300 && isRecord(message) && message.status === 'healthy') return { ok: true, text: pretty(message) };
  return { ok: false, error: 'Health check failed' };
}

/** A Streamable-HTTP answer may come as server-sent events; the JSON-RPC message is then in the last `data:` line. */
function extractMessage(body: string): unknown {
  const direct = parseJson(body);
  if (direct !== undefined) return direct;
  const last = body
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data:'))
    .at(-1);
  return last ? parseJson(last.slice('data:'.length).trim()) : undefined;
}

/** Reads a JSON-RPC answer of the real MCP endpoint. */
export function interpretJsonRpcResponse(status: number, body: string): McpOutcome {
  const message = extractMessage(body);
  const rpcError = isRecord(message) && isRecord(message.error) && typeof message.error.message === 'string' ? message.error.message : null;
  if (status < 200 || status >= 300) return { ok: false, error: `HTTP ${status}: ${rpcError ?? (body.trim() || 'no response body')}` };
  if (rpcError) return { ok: false, error: rpcError };
  if (!isRecord(message) || !isRecord(message.result)) return { ok: false, error: 'Unknown error' };
  return { ok: true, text: pretty(message) };
}

/** A thrown fetch means the request never got an answer. */
export function describeCallError(error: unknown): string {
  if (error instanceof TypeError) return 'Network error';
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown error';
}

/**
 * Runs one operation against the app's own endpoints with an MCP access token (the session cookie does not work under
 * /mcp): `getToken` gives the page's short-lived test token.
 */
export async function runMcpOperation(
  operation: McpOperation,
  inputs: McpInputs,
  options: { baseUrl?: string; requestId: number; fetchFn?: typeof fetch; getToken: () => Promise<string> },
): Promise<McpOutcome> {
  const fetchFn = options.fetchFn ?? fetch;
  const base = options.baseUrl ?? '';
  try {
    if (operation.kind === 'health') {
      const res = await fetchFn(`${base}/mcp/health`, { headers: { accept: 'application/json' } });
      return interpretHealthResponse(res.status, await res.text());
    }
    const built = buildParams(operation, inputs);
    if (!built.ok) return { ok: false, error: built.error };
    const headers = { ...MCP_HEADERS, authorization: `Bearer ${await options.getToken()}` };
    const post = (path: string, body: unknown) => fetchFn(`${base}${path}`, { method: 'POST', headers, credentials: 'omit', body: JSON.stringify(body) });
    if (operation.kind === 'refresh-jwt') {
      const res = await post(`/mcp/refresh-jwt/${built.tokenId}`, built.params);
      return interpretShimResponse(res.status, await res.text(), 'JWT refresh failed');
    }
    if (operation.kind === 'json-rpc') {
      const res = await post('/mcp', { jsonrpc: '2.0', id: options.requestId, method: 'tools/list', params: {} });
      return interpretJsonRpcResponse(res.status, await res.text());
    }
    const res = await post(`/mcp/tools/${operation.tool}`, { params: built.params });
    return interpretShimResponse(res.status, await res.text());
  } catch (error) {
    if (operation.kind === 'health' && error instanceof TypeError) return { ok: false, error: 'Health check failed' };
    if (operation.kind === 'refresh-jwt' && error instanceof TypeError) return { ok: false, error: 'JWT refresh failed' };
    return { ok: false, error: describeCallError(error) };
  }
}
