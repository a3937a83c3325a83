import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { conversationMessages, conversations, type Conversation, type StoredChatMessage } from '../schema';

export type ConversationWithMessages = Conversation & { messages: StoredChatMessage[] };

const owned = (userId: string, tokenId: number) => and(eq(conversations.userId, userId), eq(conversations.tokenId, tokenId));

/**
 * The owner's conversation for a vehicle token (0 = the fleet) with its messages, oldest first — only the newest
 * `last` when given (what an answer reads of the conversation) — or null.
 */
export async function findConversation(db: Db, userId: string, tokenId: number, opts: { last?: number } = {}): Promise<ConversationWithMessages | null> {
  const [row] = await db.select().from(conversations).where(owned(userId, tokenId));
  if (!row) return null;
  const newest = await db
    .select({ message: conversationMessages.message })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, row.id))
    .orderBy(desc(conversationMessages.seq))
    .limit(opts.last ?? Number.MAX_SAFE_INTEGER);
  return { ...row, messages: newest.reverse().map((m) => m.message) };
}

/**
 * Appends messages to the conversation of one vehicle (vehicleId null = fleet), creating it if needed, and keeps the
 * newest `keepLast`. Each message is a row of its own, so concurrent sends never overwrite each other's messages.
 * Callers check the vehicle is the user's.
 */
export async function appendConversationMessages(
  db: Db,
  userId: string,
  input: { vehicleId: string | null; tokenId: number; messages: StoredChatMessage[]; keepLast: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(conversations)
      .values({ userId, vehicleId: input.vehicleId, tokenId: input.tokenId })
      .onConflictDoUpdate({ target: [conversations.userId, conversations.tokenId], set: { vehicleId: input.vehicleId, updatedAt: new Date() } });
    const [{ id }] = await tx.select({ id: conversations.id }).from(conversations).where(owned(userId, input.tokenId));
    if (input.messages.length) await tx.insert(conversationMessages).values(input.messages.map((message) => ({ conversationId: id, message })));
    // the oldest beyond keepLast go (found down the conversation's index from its newest)
    await tx.execute(sql`
      delete from ${conversationMessages} where ${conversationMessages.conversationId} = ${id} and ${conversationMessages.seq} <= (
        select seq from ${conversationMessages} where ${conversationMessages.conversationId} = ${id} order by seq desc offset ${input.keepLast} limit 1)`);
  });
}

/** Starts the conversation of one vehicle token afresh (the owner's "New conversation"); nothing to do when there is none. */
export async function clearConversation(db: Db, userId: string, tokenId: number): Promise<void> {
  const [row] = await db.update(conversations).set({ updatedAt: new Date() }).where(owned(userId, tokenId)).returning({ id: conversations.id });
  if (row) await db.delete(conversationMessages).where(eq(conversationMessages.conversationId, row.id));
}

/**
 * Changes one stored message in place (its row locked meanwhile), e.g. a proposal's state once the owner confirms it;
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
      .select({ seq: conversationMessages.seq, message: conversationMessages.message })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(and(owned(userId, tokenId), sql`${conversationMessages.message}->>'id' = ${messageId}`))
      .for('update', { of: conversationMessages });
    if (!current) return null;
    const changed = change(current.message);
    if (!changed) return null;
    await tx.update(conversationMessages).set({ message: changed }).where(eq(conversationMessages.seq, current.seq));
    await tx.update(conversations).set({ updatedAt: new Date() }).where(owned(userId, tokenId));
    return changed;
  });
}
