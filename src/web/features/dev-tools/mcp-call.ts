/** The MCP Test tab's calls: JSON-RPC request bodies for POST /mcp and how each HTTP answer reads as a test result. */

export type McpOperationId = 'health' | 'list-vehicles' | 'decode-vin' | 'vehicle-health' | 'trip-readiness' | 'usage-history';

export interface McpOperation {
  id: McpOperationId;
  label: string;
  /** The MCP tool it calls; absent for the plain health check. */
  tool?: string;
  needs: 'nothing' | 'vin' | 'tokenId';
}

export const MCP_OPERATIONS: readonly McpOperation[] = [
  { id: 'health', label: 'Health check (/mcp/health)', needs: 'nothing' },
  { id: 'list-vehicles', label: 'List vehicles', tool: 'list_vehicles', needs: 'nothing' },
  { id: 'decode-vin', label: 'Decode VIN', tool: 'vin_operations', needs: 'vin' },
  { id: 'vehicle-health', label: 'Vehicle health', tool: 'analyze_vehicle_health', needs: 'tokenId' },
  { id: 'trip-readiness', label: 'Trip readiness', tool: 'assess_trip_readiness', needs: 'tokenId' },
  { id: 'usage-history', label: 'Usage history', tool: 'analyze_historical_usage', needs: 'tokenId' },
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
  /** Pretty JSON of the response on success, the error text on failure. */
  text: string;
}

export const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' } as const;

/** The tool arguments an operation sends, or the reason it cannot run with these inputs. */
export function buildToolArguments(operation: McpOperation, inputs: McpInputs): { ok: true; args: Record<string, unknown> } | { ok: false; error: string } {
  if (operation.needs === 'vin') {
    const vin = inputs.vin.trim();
    return vin ? { ok: true, args: { vin } } : { ok: false, error: 'Enter a VIN first' };
  }
  if (operation.needs === 'tokenId') {
    const tokenId = Number(inputs.tokenId.trim());
    return Number.isInteger(tokenId) && tokenId > 0 ? { ok: true, args: { tokenId } } : { ok: false, error: 'Enter a token ID (a positive whole number) first' };
  }
  return { ok: true, args: {} };
}

export function buildToolCallBody(id: number, tool: string, args: Record<string, unknown>): string {
  return JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: tool, arguments: args } });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function prettyJson(text: string): string {
  const parsed = parseJson(text);
  return parsed === undefined ? text : JSON.stringify(parsed, null, 2);
}

/** A Streamable-HTTP answer may come as server-sent events; the JSON-RPC message is then in the last `data:` line. */
function extractMessage(body: string): unknown {
  const direct = parseJson(body);
  if (direct !== undefined) return direct;
  const dataLines = body.split(/\r?\n/).filter((line) => line.startsWith('data:'));
  const last = dataLines.at(-1);
  return last ? parseJson(last.slice('data:'.length).trim()) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readContentText(result: Record<string, unknown>): string | undefined {
  const content = result.content;
  if (!Array.isArray(content)) return undefined;
  const texts = content.filter(isRecord).flatMap((part) => (part.type === 'text' && typeof part.text === 'string' ? [part.text] : []));
  return texts.length > 0 ? texts.join('\n') : undefined;
}

/** Reads a POST /mcp tools/call answer: the tool's text as pretty JSON, or the error text SPEC section 8 asks for. */
export function interpretToolResponse(status: number, body: string): McpOutcome {
  const message = extractMessage(body);
  if (status < 200 || status >= 300) {
    const rpcMessage = isRecord(message) && isRecord(message.error) && typeof message.error.message === 'string' ? message.error.message : body.trim();
    return { ok: false, error: `HTTP ${status}: ${rpcMessage || 'no response body'}` };
  }
  if (!isRecord(message)) return { ok: false, error: 'Unknown error' };
  if (isRecord(message.error)) {
    return { ok: false, error: typeof message.error.message === 'string' && message.error.message ? message.error.message : 'Unknown error' };
  }
  if (!isRecord(message.result)) return { ok: false, error: 'Unknown error' };
  const text = readContentText(message.result);
  if (message.result.isError === true) return { ok: false, error: text ?? 'Unknown error' };
  return { ok: true, text: text === undefined ? JSON.stringify(message.result, null, 2) : prettyJson(text) };
}

/** Reads a GET /mcp/health answer: healthy only when it says so. */
export function interpretHealthResponse(status: number, body: string): McpOutcome {
  const message = parseJson(body);
  if (status >= 200 && status < 300 && isRecord(message) && message.status === 'healthy') return { ok: true, text: JSON.stringify(message, null, 2) };
  return { ok: false, error: 'Health check failed' };
}

/** A thrown fetch means the request never got an answer. */
export function describeCallError(error: unknown): string {
  if (error instanceof TypeError) return 'Network error';
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown error';
}

/**
 * Runs one operation against the app's own /mcp endpoint with an MCP access token (the session cookie does not work
 * there): `getToken` gives the page's short-lived test token.
 */
export async function runMcpOperation(
  operation: McpOperation,
  inputs: McpInputs,
  options: { baseUrl?: string; requestId: number; fetchFn?: typeof fetch; getToken: () => Promise<string> },
): Promise<McpOutcome> {
  const fetchFn = options.fetchFn ?? fetch;
  const base = options.baseUrl ?? '';
  try {
    if (!operation.tool) {
      const res = await fetchFn(`${base}/mcp/health`, { headers: { accept: 'application/json' } });
      return interpretHealthResponse(res.status, await res.text());
    }
    const args = buildToolArguments(operation, inputs);
    if (!args.ok) return { ok: false, error: args.error };
    const res = await fetchFn(`${base}/mcp`, {
      method: 'POST',
      headers: { ...MCP_HEADERS, authorization: `Bearer ${await options.getToken()}` },
      credentials: 'omit',
      body: buildToolCallBody(options.requestId, operation.tool, args.args),
    });
    return interpretToolResponse(res.status, await res.text());
  } catch (error) {
    return { ok: false, error: describeCallError(error) };
  }
}
