import { z } from 'zod';
import { TokenIdOrFleetSchema } from './bounds';

export const ChatMessageSchema = z.object({
  id: z.string(),
  type: z.enum(['user', 'ai']),
  content: z.string(),
  timestamp: z.string(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** 0 = the whole fleet ("All Vehicles"). */
export const ChatTokenIdSchema = TokenIdOrFleetSchema;

/** The longest chat message the API takes; the chat itself answers at most 4,000 characters after trimming. */
export const MAX_CHAT_MESSAGE_INPUT = 16_000;

export const ConversationSchema = z.object({ tokenId: z.number().int(), messages: z.array(ChatMessageSchema) });
export type Conversation = z.infer<typeof ConversationSchema>;

export const ChatStatusSchema = z.object({
  mcp: z.enum(['connected', 'disconnected']),
  ai: z.object({ ready: z.boolean(), mode: z.enum(['llm', 'deterministic']), model: z.string().nullable() }),
});
export type ChatStatus = z.infer<typeof ChatStatusSchema>;

/** Streamed pieces of one answer: text deltas as they are written, then the stored message. */
export const ChatChunkSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), message: ChatMessageSchema }),
  z.object({ kind: z.literal('delta'), text: z.string() }),
  z.object({ kind: z.literal('done'), message: ChatMessageSchema }),
]);
export type ChatChunk = z.infer<typeof ChatChunkSchema>;
