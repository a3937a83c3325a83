import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../connection';
import { ownerDataVersions, sessions, users, type User } from '../schema';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session; returns the secret token for the cookie (only its hash is stored). */
export async function createSession(db: Db, userId: string, ttlMs: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/** The user of an unexpired session, or null. */
export async function findSessionUser(database: Database, token: string): Promise<User | null> {
  return (await findSessionKept(database, token))?.user ?? null;
}

/**
 * The user of an unexpired session with their data version (see ownerDataVersions), in one statement: what every
 * request reads first, so a sign-out anywhere holds at once and caches keyed by the version stay right.
 */
export async function findSession(db: Db, token: string): Promise<{ user: User; dataVersion: number; expiresAt: Date } | null> {
  const [row] = await sessionLookup(db).execute({ id: hashToken(token), now: new Date() });
  return row ? { user: row.user, dataVersion: row.dataVersion ?? 0, expiresAt: row.expiresAt } : null;
}

/**
 * findSession through the database's kept reads: on the embedded database a session looked up since the last write
 * costs no query (any write, a sign-out or a data change, drops it). A kept session past its expiry is none.
 */
export async function findSessionKept(database: Database, token: string): Promise<{ user: User; dataVersion: number } | null> {
  const session = await database.kept(`session:${hashToken(token)}`, () => findSession(database.db, token), (found) => found !== null);
  return session && session.expiresAt.getTime() > Date.now() ? session : null;
}

/** Every request runs it: built once per database as a prepared statement, not rebuilt as SQL each time. */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();
function prepareSessionLookup(db: Db) {
  return db
    .select({ user: users, dataVersion: ownerDataVersions.version, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(ownerDataVersions, eq(ownerDataVersions.userId, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('find_session');
}
function sessionLookup(db: Db) {
  let prepared = sessionLookups.get(db);
  if (!prepared) sessionLookups.set(db, (prepared = prepareSessionLookup(db)));
  return prepared;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/** Ends every session of the user (sign out everywhere); returns how many. MCP access tokens are not sessions. */
export async function deleteUserSessions(db: Db, userId: string): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}
