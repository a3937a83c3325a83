import type { FastifyInstance } from 'fastify';
import { MCP_AUTH_HELP, authenticateMcp } from './mcp-auth';
import { loadMcpServer } from './load-mcp-server';
import { registerRestShim } from './rest-shim';
import type { Services } from '../services';

const jsonRpcError = (code: number, message: string) => ({ jsonrpc: '2.0', error: { code, message }, id: null });

/**
 * Streamable-HTTP MCP at /mcp (stateless: one server per request), authorised by `Authorization: Bearer <token>`
 * with an MCP access token the owner creates in Settings (never a session cookie). GET /mcp/health says whether it serves.
 */
export function registerMcpRoute(app: FastifyInstance, services: Services): void {
  // Healthy only once the app is ready (listening, provider connected, jobs started) and its database answers.
  app.get('/mcp/health', async (_req, reply) => {
    if (!services.ready) return reply.code(503).send({ status: 'starting' });
    try {
      await services.database.ping();
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
    return { status: 'healthy', transport: 'streamable-http', path: '/mcp' };
  });

  registerRestShim(app, services);

  app.post('/mcp', async (req, reply) => {
    const access = await authenticateMcp(req, services);
    if (!access) return reply.code(401).header('www-authenticate', 'Bearer realm="mcp"').send(jsonRpcError(-32001, MCP_AUTH_HELP));
    const [{ createOwnerMcpServer }, { StreamableHTTPServerTransport }] = await Promise.all([loadMcpServer(), import('@modelcontextprotocol/sdk/server/streamableHttp.js')]);
    const server = createOwnerMcpServer(services, access);
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
