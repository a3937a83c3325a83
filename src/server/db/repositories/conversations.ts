import { and, eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { conversations, type Conversation, type StoredChatMessage } from '../schema';

/** The owner's conversation for a vehicle token (0 = the fleet), or null. */
export async function findConversation(db: Db, userId: string, tokenId: number): Promise<Conversation | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.tokenId, tokenId)));
  return row ?? null;
}

/** Creates or replaces the conversation of one vehicle (vehicleId null = fleet). Callers check the vehicle is the user's. */
export async function upsertConversation(
  db: Db,
  userId: string,
  input: { vehicleId: string | null; tokenId: number; messages: StoredChatMessage[] },
): Promise<Conversation> {
  const [row] = await db
    .insert(conversations)
    .values({ userId, vehicleId: input.vehicleId, tokenId: input.tokenId, messages: input.messages })
    .onConflictDoUpdate({
      target: [conversations.userId, conversations.tokenId],
      set: { messages: input.messages, vehicleId: input.vehicleId, updatedAt: new Date() },
    })
    .returning();
  return row;
}
