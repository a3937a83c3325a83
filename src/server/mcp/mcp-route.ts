import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { findSessionUser } from '../db/repositories';
import { readSessionToken } from '../trpc/session-cookie';
import type { Services } from '../services';
import { createOwnerMcpServer } from './mcp-server';

const jsonRpcError = (code: number, message: string) => ({ jsonrpc: '2.0', error: { code, message }, id: null });

/**
 * Streamable-HTTP MCP at /mcp (stateless: one server per request), authorised by `Authorization: Bearer <token>`
 * with an access token the owner creates in Settings. GET /mcp/health says whether it serves.
 */
export function registerMcpRoute(app: FastifyInstance, services: Services): void {
  app.get('/mcp/health', async () => ({ status: 'healthy', transport: 'streamable-http', path: '/mcp' }));

  app.post('/mcp', async (req, reply) => {
    const header = req.headers.authorization ?? '';
    // Outside clients send a Bearer token; the app's own MCP Test tab sends its session cookie (same origin only:
    // the cookie is SameSite=Lax and /mcp answers no CORS preflight).
    const token = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header)?.[1] ?? readSessionToken(req);
    const user = token ? await findSessionUser(services.database.db, token) : null;
    if (!user) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="mcp"')
        .send(jsonRpcError(-32001, 'Authentication required: send an access token created in Settings as a Bearer token.'));
    }
    const server = createOwnerMcpServer({ db: services.database.db, telemetry: services.telemetry, vehicles: services.vehicles, version: services.version }, user);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    reply.hijack();
    await transport.handleRequest(req.raw, reply.raw, req.body);
  });

  const notAllowed = async (_req: unknown, reply: import('fastify').FastifyReply) =>
    reply.code(405).header('allow', 'POST').send(jsonRpcError(-32000, 'Method not allowed: this MCP endpoint is stateless; use POST.'));
  app.get('/mcp', notAllowed);
  app.delete('/mcp', notAllowed);
}
