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

/** Starts the conversation of one vehicle token afresh (the owner's "New conversation"); nothing to do when there is none. */
export async function clearConversation(db: Db, userId: string, tokenId: number): Promise<void> {
  await db
    .update(conversations)
    .set({ messages: [], updatedAt: new Date() })
    .where(and(eq(conversations.userId, userId), eq(conversations.tokenId, tokenId)));
}

/**
 * Changes one stored message in place (the row locked meanwhile), e.g. a proposal's state once the owner confirms it;
 * `change` returns the new message, or null to leave it as it is. Answers the changed message, or null when the
 * message is not in the owner's conversation or `change` declined.
 */
export async function updateConversationMessage(
  db: Db,
  userId: string,
  tokenId: number,
  messageId: string,
  change: (message: StoredChatMessage) => StoredChatMessage | null,
): Promise<StoredChatMessage | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.userId, userId), eq(conversations.tokenId, tokenId)))
      .for('update');
    const index = current?.messages.findIndex((m) => m.id === messageId) ?? -1;
    if (!current || index < 0) return null;
    const changed = change(current.messages[index]);
    if (!changed) return null;
    const messages = current.messages.map((m, i) => (i === index ? changed : m));
    await tx.update(conversations).set({ messages, updatedAt: new Date() }).where(eq(conversations.id, current.id));
    return changed;
  });
}
