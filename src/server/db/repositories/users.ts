import { eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { users, type User } from '../schema';

export async function findUserByWallet(db: Db, walletAddress: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.walletAddress, walletAddress.toLowerCase()));
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function createUser(db: Db, input: { walletAddress: string; email?: string | null; dimoTokenId?: number | null }): Promise<User> {
  const [row] = await db
    .insert(users)
    .values({ walletAddress: input.walletAddress.toLowerCase(), email: input.email ?? null, dimoTokenId: input.dimoTokenId ?? null })
    .returning();
  return row;
}

/** Finds the user by wallet, creating one when none exists (safe against a concurrent first sign-in). */
export async function findOrCreateUserByWallet(db: Db, input: { walletAddress: string; email?: string | null }): Promise<User> {
  const wallet = input.walletAddress.toLowerCase();
  const [inserted] = await db
    .insert(users)
    .values({ walletAddress: wallet, email: input.email ?? null })
    .onConflictDoNothing({ target: users.walletAddress })
    .returning();
  if (inserted) return inserted;
  const existing = await findUserByWallet(db, wallet);
  if (!existing) throw new Error(`user ${wallet} vanished during sign-in`);
  if (input.email && existing.email !== input.email) {
    const [updated] = await db.update(users).set({ email: input.email, updatedAt: new Date() }).where(eq(users.id, existing.id)).returning();
    return updated;
  }
  return existing;
}

export async function updateUserSettings(
  db: Db,
  userId: string,
  patch: Partial<Pick<User, 'distanceUnit' | 'theme' | 'dimoTokenId' | 'timeZone'>>,
): Promise<User> {
  const [row] = await db.update(users).set({ ...patch, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  if (!row) throw new Error(`user ${userId} not found`);
  return row;
}
