import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ChatActionEdits, ChatChunk } from '@shared/api/chat';
import { useTRPCClient } from '@/lib/trpc';
import { useConversation, useConversationKey } from '../api';
import { describeChatError } from '../chat-error';
import { chatWording } from '../chat-wording';
import { EMPTY_THREAD, reduceChatThread } from '../chat-thread';

/** One vehicle's (or the fleet's) conversation: history, the answer being streamed, and sending. */
export function useChatSession(tokenId: number | null) {
  const trpcClient = useTRPCClient();
  const queryClient = useQueryClient();
  const conversationKey = useConversationKey();
  const conversation = useConversation(tokenId);
  const [thread, dispatch] = useReducer(reduceChatThread, EMPTY_THREAD);
  const [isSending, setIsSending] = useState(false);
  const sendingRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);
  const loadedRef = useRef<{ tokenId: number; updatedAt: number } | null>(null);

  // Switching vehicles cancels the answer in flight and shows the other conversation.
  useEffect(() => {
    loadedRef.current = null;
    dispatch({ type: 'loaded', messages: [] });
    return () => {
      abortRef.current?.abort();
      abortRef.current = null;
      sendingRef.current = false;
      setIsSending(false);
    };
  }, [tokenId]);

  useEffect(() => {
    if (tokenId === null || !conversation.data || conversation.data.tokenId !== tokenId) return;
    const loaded = loadedRef.current;
    if (sendingRef.current || (loaded?.tokenId === tokenId && loaded.updatedAt === conversation.dataUpdatedAt)) return;
    loadedRef.current = { tokenId, updatedAt: conversation.dataUpdatedAt };
    dispatch({ type: 'loaded', messages: conversation.data.messages });
  }, [tokenId, conversation.data, conversation.dataUpdatedAt]);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || sendingRef.current || tokenId === null) return false;
      sendingRef.current = true;
      setIsSending(true);
      const controller = new AbortController();
      abortRef.current = controller;
      const now = new Date().toISOString();
      dispatch({ type: 'sent', message: { id: `local-${now}`, type: 'user', content: message, timestamp: now } });
      try {
        const stream = (await trpcClient.chat.send.mutate(
          { tokenId, message },
          { context: { stream: true }, signal: controller.signal },
        )) as AsyncIterable<ChatChunk>;
        for await (const chunk of stream) {
          if (controller.signal.aborted) break;
          dispatch({ type: 'chunk', chunk });
        }
      } catch (error) {
        if (!controller.signal.aborted) dispatch({ type: 'failed', error: describeChatError(error, chatWording()), at: new Date().toISOString() });
      } finally {
        if (abortRef.current === controller) {
          abortRef.current = null;
          sendingRef.current = false;
          setIsSending(false);
        }
        void queryClient.invalidateQueries({ queryKey: conversationKey(tokenId), refetchType: 'none' });
      }
      return true;
    },
    [tokenId, trpcClient, queryClient, conversationKey],
  );

  /** Confirm (with the owner's edits) or Cancel a proposal; the assistant's reply joins the thread. Throws on failure. */
  const respond = useCallback(
    async (messageId: string, choice: 'confirm' | 'cancel', edits?: ChatActionEdits) => {
      if (tokenId === null) return;
      const message =
        choice === 'confirm'
          ? await trpcClient.chat.confirmAction.mutate({ tokenId, messageId, ...(edits ? { edits } : {}) })
          : await trpcClient.chat.cancelAction.mutate({ tokenId, messageId });
      dispatch({ type: 'responded', proposalId: messageId, status: choice === 'confirm' ? 'confirmed' : 'cancelled', message });
      // what was saved shows in the service log and the reminders as soon as they are opened
      void queryClient.invalidateQueries({ refetchType: 'none' });
    },
    [tokenId, trpcClient, queryClient],
  );

  return {
    respond,
    messages: thread.messages,
    isSending,
    isStreaming: thread.messages.some((m) => m.streaming),
    isLoadingHistory: conversation.isPending && tokenId !== null,
    historyError: conversation.error,
    send,
  };
}
