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

/**
 * Appends messages to the conversation of one vehicle (vehicleId null = fleet), creating it if needed, and keeps the
 * newest `keepLast`. The row is locked while appending, so concurrent sends never overwrite each other's messages.
 * Callers check the vehicle is the user's.
 */
export async function appendConversationMessages(
  db: Db,
  userId: string,
  input: { vehicleId: string | null; tokenId: number; messages: StoredChatMessage[]; keepLast: number },
): Promise<Conversation> {
  return db.transaction(async (tx) => {
    await tx
      .insert(conversations)
      .values({ userId, vehicleId: input.vehicleId, tokenId: input.tokenId, messages: [] })
      .onConflictDoNothing({ target: [conversations.userId, conversations.tokenId] });
    const [current] = await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.userId, userId), eq(conversations.tokenId, input.tokenId)))
      .for('update');
    const [row] = await tx
      .update(conversations)
      .set({ messages: [...current.messages, ...input.messages].slice(-input.keepLast), vehicleId: input.vehicleId, updatedAt: new Date() })
      .where(eq(conversations.id, current.id))
      .returning();
    return row;
  });
}
