import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { TokenIdSchema, containsUnstorableText } from '../../shared/api/bounds';
import { AppError, type AppErrorCode } from '../errors';
import type { Services } from '../services';
import { MCP_AUTH_HELP, authenticateMcp } from './mcp-auth';
import { loadMcpServer } from './load-mcp-server';
import type { GraphqlReply } from './graphql-shim';
import { runTool, type McpContext, type ToolDefinition } from './tool-kit';
import { decodeJwtPayload } from '../provider/token-exchange';

/** SPEC's answer of every shim call. */
interface ShimAnswer {
  success: boolean;
  data: unknown;
  error: string | null;
}

const RefreshBody = z.object({ privileges: z.array(z.number().int().min(1).max(8)).min(1).max(8).optional() }).optional();

const statusOf = (code: AppErrorCode) => new AppError(code, '').httpStatus;
const send = (reply: FastifyReply, status: number, answer: ShimAnswer) => reply.code(status).send(answer);
const fail = (reply: FastifyReply, status: number, error: string) => send(reply, status, { success: false, data: null, error });
const describeIssues = (error: z.ZodError) =>
  `Invalid params: ${error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || 'params'}: ${i.message}`)
    .join('; ')}`;

/** The decoded `exp` of a JWT as an ISO time (the token itself never leaves the server). */
function jwtExpiry(jwt: string): string | null {
  try {
    const payload = decodeJwtPayload(jwt);
    return typeof payload.exp === 'number' ? new Date(payload.exp * 1000).toISOString() : null;
  } catch {
    return null;
  }
}

/**
 * SPEC's REST shim for its MCP test page, beside the real MCP endpoint and under the same MCP access tokens:
 * `POST /mcp/tools/{tool}` with `{params}` answers `{success, data, error}`. `vin_operations`, `attestation_create`
 * (and every other MCP tool) run the MCP tool itself; `identity_query` runs a bounded query against the provider's
 * identity API; `telemetry_query` runs one against its telemetry API for one of the owner's vehicles only (graphql-shim).
 * `POST /mcp/refresh-jwt/{tokenId}` gets a fresh vehicle JWT for the server (its expiry is answered, not the JWT).
 */
export function registerRestShim(app: FastifyInstance, services: Services): void {
  app.post<{ Params: { tool: string }; Body: { params?: unknown } | null }>('/mcp/tools/:tool', async (req, reply) => {
    const access = await authenticateMcp(req, services);
    if (!access) return fail(reply.header('www-authenticate', 'Bearer realm="mcp"'), 401, MCP_AUTH_HELP);
    const params = req.body?.params ?? {};
    if (typeof params !== 'object' || params === null || Array.isArray(params)) return fail(reply, 400, 'params must be an object.');
    if (containsUnstorableText(params)) return fail(reply, 400, 'The text contains characters that cannot be stored (a NUL byte or broken Unicode).');
    const registry = new Map<string, ToolDefinition>();
    (await loadMcpServer()).createOwnerMcpServer(services, access, registry);
    const ctx: McpContext = { services, access, registry };
    const tool = req.params.tool;

    try {
      if (tool === 'identity_query' || tool === 'telemetry_query') {
        // the GraphQL library comes with the first query, as the MCP server does (loadMcpServer)
        const { IdentityParams, TelemetryParams, runIdentityQuery, runTelemetryQuery } = await import('./graphql-shim');
        const parsed = (tool === 'identity_query' ? IdentityParams : TelemetryParams).safeParse(params);
        if (!parsed.success) return fail(reply, 400, describeIssues(parsed.error));
        const answer: GraphqlReply = tool === 'identity_query' ? await runIdentityQuery(ctx, parsed.data) : await runTelemetryQuery(ctx, parsed.data);
        return send(reply, answer.status, { success: answer.status === 200, data: answer.data, error: answer.error });
      }
      const def = registry.get(tool);
      if (!def) return fail(reply, 404, `Unknown tool ${tool.slice(0, 64)}.`);
      const input = z.object(def.input).safeParse(params);
      if (!input.success) return fail(reply, 400, describeIssues(input.error));
      const outcome = await runTool(ctx, def, input.data);
      if (!outcome.ok) return fail(reply, statusOf(outcome.code), outcome.message);
      return send(reply, 200, { success: true, data: outcome.output, error: null });
    } catch (err) {
      if (err instanceof AppError) return fail(reply, err.httpStatus, err.message);
      services.logger.error({ err, tool }, 'MCP shim call failed');
      return fail(reply, 500, `${tool.slice(0, 64)} failed on the server; try again later.`);
    }
  });

  app.post<{ Params: { tokenId: string }; Body: unknown }>('/mcp/refresh-jwt/:tokenId', async (req, reply) => {
    const access = await authenticateMcp(req, services);
    if (!access) return fail(reply.header('www-authenticate', 'Bearer realm="mcp"'), 401, MCP_AUTH_HELP);
    const tokenId = TokenIdSchema.safeParse(Number(req.params.tokenId));
    if (!tokenId.success || !/^\d+$/.test(req.params.tokenId)) return fail(reply, 400, 'tokenId must be a vehicle token id.');
    const body = RefreshBody.safeParse(req.body ?? undefined);
    if (!body.success) return fail(reply, 400, describeIssues(body.error));
    const vehicle = await services.vehicles.find(access.user, tokenId.data);
    if (!vehicle) return fail(reply, 404, `Vehicle ${tokenId.data} is not one of your shared vehicles.`);
    const privileges = [...new Set(body.data?.privileges ?? [1])].sort((a, b) => a - b);
    try {
      services.provider.invalidateVehicleJwt(vehicle.tokenId);
      const jwt = await services.provider.getVehicleJwt(vehicle.tokenId, privileges);
      return send(reply, 200, { success: true, data: { tokenId: vehicle.tokenId, privileges, refreshedAt: new Date().toISOString(), expiresAt: jwtExpiry(jwt) }, error: null });
    } catch (err) {
      services.logger.warn({ err, tokenId: vehicle.tokenId }, 'vehicle JWT refresh failed');
      return fail(reply, 502, `JWT refresh failed: ${err instanceof Error ? err.message : 'the provider refused'}`);
    }
  });
}
