import { CreateMcpTokenInputSchema, type CreateMcpTokenInput, type CreatedMcpToken, type McpTokenInfo, type McpScopeName } from '../../../shared/api/mcp-tokens';
import type { Db } from '../../db/connection';
import { createMcpToken, deleteExpiredMcpTokens, listMcpTokens, revokeMcpToken } from '../../db/repositories';
import type { McpToken, User } from '../../db/schema';
import { notFound } from '../../errors';
import { takeSecretCreationSlot } from '../secret-creation-limit';

/** Lifetime of the token the dashboard's MCP Test tab asks for. */
export const TEST_PAGE_TOKEN_MINUTES = 60;
export const MCP_ENDPOINT_PATH = '/mcp';

export function toMcpTokenInfo(row: McpToken, now = new Date()): McpTokenInfo {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as McpScopeName[],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active',
  };
}

/** The owner's named MCP access tokens (Settings): create (secret shown once), list, revoke. */
export async function createOwnerMcpToken(db: Db, user: User, input: CreateMcpTokenInput): Promise<CreatedMcpToken> {
  const { name, scopes, expiresInDays } = CreateMcpTokenInputSchema.parse(input);
  await takeSecretCreationSlot(db, user, 'mcp-token');
  const { token, row } = await createMcpToken(db, { userId: user.id, name, scopes, expiresAt: new Date(Date.now() + expiresInDays * 86_400_000) });
  return { token, info: toMcpTokenInfo(row), endpoint: MCP_ENDPOINT_PATH };
}

export async function listOwnerMcpTokens(db: Db, user: User): Promise<McpTokenInfo[]> {
  const now = new Date();
  return (await listMcpTokens(db, user.id)).map((row) => toMcpTokenInfo(row, now));
}

export async function revokeOwnerMcpToken(db: Db, user: User, id: string): Promise<void> {
  if (!(await revokeMcpToken(db, user.id, id))) throw notFound('Access token');
}

/**
 * A short-lived token for the dashboard's MCP Test tab, which calls /mcp like any outside client (the session
 * cookie does not work there). Read and write, an hour long, kept in the page's memory only; expired ones are dropped.
 */
export async function createTestPageToken(db: Db, user: User): Promise<{ token: string; expiresAt: string }> {
  await takeSecretCreationSlot(db, user, 'mcp-test-token');
  await deleteExpiredMcpTokens(db, user.id, 'test_page');
  const { token, row } = await createMcpToken(db, {
    userId: user.id,
    name: 'MCP Test tab',
    scopes: ['read', 'write'],
    expiresAt: new Date(Date.now() + TEST_PAGE_TOKEN_MINUTES * 60_000),
    purpose: 'test_page',
  });
  return { token, expiresAt: row.expiresAt.toISOString() };
}
