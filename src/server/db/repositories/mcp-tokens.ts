import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { mcpTokens, users, type McpToken, type User } from '../schema';

export type McpScope = 'read' | 'write';
export type McpTokenPurpose = 'client' | 'test_page';

/** Every MCP token starts with this, so a leaked one is recognisable (and never mistaken for a session). */
export const MCP_TOKEN_PREFIX = 'dwm_';
/** How often the last-used time is written at most, so a busy client does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a token; returns the secret once (only its hash is stored) with the stored row. */
export async function createMcpToken(
  db: Db,
  input: { userId: string; name: string; scopes: McpScope[]; expiresAt: Date; purpose?: McpTokenPurpose },
): Promise<{ token: string; row: McpToken }> {
  const token = MCP_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(mcpTokens)
    .values({ userId: input.userId, name: input.name, tokenHash: hashToken(token), scopes: [...new Set(input.scopes)], expiresAt: input.expiresAt, purpose: input.purpose ?? 'client' })
    .returning();
  return { token, row: row! };
}

/** The owner's tokens of one purpose, newest first (revoked ones included: the list says so). */
export async function listMcpTokens(db: Db, userId: string, purpose: McpTokenPurpose = 'client'): Promise<McpToken[]> {
  return db
    .select()
    .from(mcpTokens)
    .where(and(eq(mcpTokens.userId, userId), eq(mcpTokens.purpose, purpose)))
    .orderBy(desc(mcpTokens.createdAt));
}

/** Revokes one of the owner's tokens; false when the owner has no such token. */
export async function revokeMcpToken(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(mcpTokens)
    .set({ revokedAt: sql`coalesce(${mcpTokens.revokedAt}, now())` })
    .where(and(eq(mcpTokens.userId, userId), eq(mcpTokens.id, id)))
    .returning({ id: mcpTokens.id });
  return rows.length > 0;
}

/** Revokes every token of the owner of one purpose (sign out everywhere); returns how many. */
export async function revokeAllMcpTokens(db: Db, userId: string, purpose: McpTokenPurpose = 'client'): Promise<number> {
  const rows = await db
    .update(mcpTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(mcpTokens.userId, userId), eq(mcpTokens.purpose, purpose), isNull(mcpTokens.revokedAt)))
    .returning({ id: mcpTokens.id });
  return rows.length;
}

/** The owner and token behind a bearer token that is neither revoked nor expired; notes the use. Null otherwise. */
export async function findMcpTokenUser(db: Db, token: string, now = new Date()): Promise<{ user: User; token: McpToken } | null> {
  if (!token.startsWith(MCP_TOKEN_PREFIX)) return null;
  const [row] = await db
    .select({ user: users, token: mcpTokens })
    .from(mcpTokens)
    .innerJoin(users, eq(users.id, mcpTokens.userId))
    .where(and(eq(mcpTokens.tokenHash, hashToken(token)), isNull(mcpTokens.revokedAt), gt(mcpTokens.expiresAt, now)));
  if (!row) return null;
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!row.token.lastUsedAt || row.token.lastUsedAt < stale) {
    await db
      .update(mcpTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(mcpTokens.id, row.token.id), or(isNull(mcpTokens.lastUsedAt), lt(mcpTokens.lastUsedAt, stale))));
    row.token.lastUsedAt = now;
  }
  return row;
}

/** Drops the owner's expired tokens of one purpose (the MCP Test tab's hour-long tokens pile up otherwise). */
export async function deleteExpiredMcpTokens(db: Db, userId: string, purpose: McpTokenPurpose): Promise<void> {
  await db.delete(mcpTokens).where(and(eq(mcpTokens.userId, userId), eq(mcpTokens.purpose, purpose), lt(mcpTokens.expiresAt, new Date())));
}
