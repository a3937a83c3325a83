import type { Db } from '../db/connection';
import { takeRateLimitSlot } from '../db/repositories';
import type { User } from '../db/schema';
import { AppError } from '../errors';

/** Secrets (MCP access tokens, test-page tokens, calendar links) an owner may make per hour, per kind. */
export const SECRETS_PER_HOUR = { 'mcp-token': 10, 'mcp-test-token': 30, 'calendar-feed': 10 } as const;
const WHAT: Record<keyof typeof SECRETS_PER_HOUR, string> = { 'mcp-token': 'access tokens', 'mcp-test-token': 'test tokens', 'calendar-feed': 'calendar links' };

/**
 * Takes one of the owner's hourly slots for making a secret of this kind, or refuses with 429 past the limit. The
 * slots are kept in the database, so every instance counts against one limit.
 */
export async function takeSecretCreationSlot(db: Db, user: User, kind: keyof typeof SECRETS_PER_HOUR): Promise<void> {
  const now = Date.now();
  const limit = SECRETS_PER_HOUR[kind];
  const taken = await takeRateLimitSlot(db, `create-${kind}:${user.id}`, { limit, since: new Date(now - 3_600_000), at: new Date(now) });
  if (!taken) throw new AppError('TOO_MANY_REQUESTS', `You made ${limit} ${WHAT[kind]} in the last hour. Please wait a while and try again.`, 'Too many requests');
}
