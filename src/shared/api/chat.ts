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

/** What an action the assistant proposes does once confirmed: the service log's and the reminders' own calls. */
export const CHAT_ACTION_TYPES = ['add_service_record', 'create_reminder', 'snooze_reminder', 'complete_reminder'] as const;
export type ChatActionType = (typeof CHAT_ACTION_TYPES)[number];

/**
 * An action the assistant proposes in an answer (message metadata `action`): shown with what will be saved, and
 * saved only when the owner confirms it (Confirm, Edit then Confirm, or a typed yes); Cancel saves nothing.
 */
export const ChatActionSchema = z.object({
  id: z.string(),
  type: z.enum(CHAT_ACTION_TYPES),
  status: z.enum(['proposed', 'saving', 'confirmed', 'cancelled', 'replaced']),
  tokenId: z.number().int(),
  vehicleName: z.string(),
  /** add_service_record */
  record: z
    .object({
      kind: z.string(),
      date: z.string(),
      odometerKm: z.number().nullable(),
      totalCost: z.number().nullable(),
      currency: z.string().nullable(),
      description: z.string().nullable(),
    })
    .optional(),
  /** create_reminder */
  reminder: z
    .object({ kind: z.string(), title: z.string().nullable(), dueOdometerKm: z.number().nullable(), dueDate: z.string().nullable(), inKm: z.number().nullable().optional() })
    .optional(),
  /** snooze_reminder and complete_reminder: the reminder, by id and as the owner sees it */
  reminderId: z.string().optional(),
  reminderLabel: z.string().optional(),
  /** snooze_reminder: the day it comes back */
  until: z.string().optional(),
  /** complete_reminder: when and at what odometer the work was done */
  completion: z.object({ date: z.string(), odometerKm: z.number().nullable() }).optional(),
  /** once confirmed: what was saved */
  savedId: z.string().optional(),
});
export type ChatAction = z.infer<typeof ChatActionSchema>;

/** What the owner may change in a proposal before confirming it (Edit); each is checked as the forms check it. */
export const ChatActionEditsSchema = z
  .object({
    date: z.string().optional(),
    odometerKm: z.number().int().min(0).max(2_000_000).nullable().optional(),
    totalCost: z.number().min(0).max(1_000_000_000).nullable().optional(),
    currency: z.string().nullable().optional(),
    description: z.string().max(500).nullable().optional(),
    dueOdometerKm: z.number().int().min(0).max(2_000_000).nullable().optional(),
    dueDate: z.string().nullable().optional(),
    until: z.string().optional(),
  })
  .strict();
export type ChatActionEdits = z.infer<typeof ChatActionEditsSchema>;

export const ChatActionInputSchema = z.object({ tokenId: TokenIdOrFleetSchema, messageId: z.string().min(1).max(100), edits: ChatActionEditsSchema.optional() });
