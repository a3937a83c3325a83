import type { FastifyRequest } from 'fastify';
import { findMcpTokenUser, type McpScope } from '../db/repositories';
import type { Services } from '../services';
import type { McpAccess } from './tool-kit';

/**
 * The caller of anything under /mcp: only a named MCP access token sent as a Bearer token. A web session (its cookie,
 * or its token sent as a Bearer) is not accepted here, and MCP tokens are accepted nowhere else.
 */
export async function authenticateMcp(req: FastifyRequest, services: Services): Promise<McpAccess | null> {
  const token = /^Bearer\s+(\S{20,200})$/.exec(req.headers.authorization ?? '')?.[1];
  const found = token ? await findMcpTokenUser(services.database.db, token) : null;
  return found ? { user: found.user, scopes: new Set(found.token.scopes as McpScope[]) } : null;
}

export const MCP_AUTH_HELP = 'Authentication required: send an MCP access token created in Settings as a Bearer token.';
