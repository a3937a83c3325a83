import { z } from 'zod';
import { ChatActionInputSchema, ChatChunkSchema, ChatMessageSchema, ChatStatusSchema, ChatTokenIdSchema, ConversationSchema, MAX_CHAT_MESSAGE_INPUT } from '../../shared/api/chat';
import { getChatStatus, getConversationMessages, respondToProposal, sendChatMessage, startNewConversation } from '../domain/chat/chat-service';
import { protectedProcedure, publicProcedure, router } from './init';

export const chatRouter = router({
  status: publicProcedure
    .input(z.void())
    .output(ChatStatusSchema)
    .query(({ ctx }) => getChatStatus(ctx.services.chat)),
  conversation: protectedProcedure
    .input(z.object({ tokenId: ChatTokenIdSchema }))
    .output(ConversationSchema)
    .query(async ({ ctx, input }) => ({
      tokenId: input.tokenId,
      messages: await getConversationMessages(ctx.services.database.db, ctx.user, input.tokenId),
    })),
  /** Starts the conversation about one vehicle (or the fleet) afresh. */
  clear: protectedProcedure
    .input(z.object({ tokenId: ChatTokenIdSchema }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await startNewConversation(ctx.services.chat, ctx.user, input.tokenId);
      return { ok: true as const };
    }),
  /** Carries out a proposal the assistant made (with the owner's edits) and answers the assistant's next message. */
  confirmAction: protectedProcedure
    .input(ChatActionInputSchema)
    .output(ChatMessageSchema)
    .mutation(({ ctx, input }) => respondToProposal(ctx.services.chat, ctx.user, input, 'confirm')),
  /** Drops a proposal: nothing is saved. */
  cancelAction: protectedProcedure
    .input(ChatActionInputSchema.omit({ edits: true }))
    .output(ChatMessageSchema)
    .mutation(({ ctx, input }) => respondToProposal(ctx.services.chat, ctx.user, input, 'cancel')),
  /** Streams ChatChunk items (use httpBatchStreamLink): the stored question, text as it is written, the stored answer. */
  send: protectedProcedure
    .input(z.object({ tokenId: ChatTokenIdSchema, message: z.string().max(MAX_CHAT_MESSAGE_INPUT, 'That message is too long (4000 characters at most).') }))
    .mutation(async function* ({ ctx, input, signal }) {
      for await (const chunk of sendChatMessage(ctx.services.chat, ctx.user, input.tokenId, input.message, signal)) {
        yield ChatChunkSchema.parse(chunk);
      }
    }),
});
