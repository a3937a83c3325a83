import type { ChatChunk, ChatMessage } from '@shared/api/chat';

/** A message on screen: a stored one, or the answer still being written. */
export interface ThreadMessage extends ChatMessage {
  streaming?: boolean;
  /** Shown before the server confirmed it (replaced by the stored copy). */
  pending?: boolean;
}

export interface ChatThread {
  messages: ThreadMessage[];
}

export type ChatThreadAction =
  | { type: 'loaded'; messages: ChatMessage[] }
  | { type: 'sent'; message: ChatMessage }
  | { type: 'chunk'; chunk: ChatChunk }
  | { type: 'failed'; error: string; at: string }
  /** the assistant's next message after the owner answered a proposal, and the proposal's new state */
  | { type: 'responded'; proposalId: string; status: 'confirmed' | 'cancelled'; message: ChatMessage };

export const STREAMING_ID = 'streaming-answer';
export const EMPTY_THREAD: ChatThread = { messages: [] };

export function reduceChatThread(state: ChatThread, action: ChatThreadAction): ChatThread {
  switch (action.type) {
    case 'loaded':
      return { messages: [...action.messages] };
    case 'sent':
      return { messages: [...withoutStreaming(state.messages), { ...action.message, pending: true }] };
    case 'chunk':
      return applyChunk(state, action.chunk);
    case 'responded':
      return {
        messages: [
          ...state.messages.map((m) =>
            m.id === action.proposalId && m.metadata?.action ? { ...m, metadata: { ...m.metadata, action: { ...(m.metadata.action as object), status: action.status } } } : m,
          ),
          action.message,
        ],
      };
    case 'failed':
      return {
        messages: [
          ...withoutStreaming(state.messages).map(confirm),
          {
            id: `error-${action.at}`,
            type: 'ai',
            content: action.error,
            timestamp: action.at,
            metadata: { error: action.error },
          },
        ],
      };
  }
}

function applyChunk(state: ChatThread, chunk: ChatChunk): ChatThread {
  switch (chunk.kind) {
    case 'user': {
      const index = state.messages.findIndex((m) => m.pending && m.type === 'user');
      if (index === -1) return { messages: [...state.messages, chunk.message] };
      const messages = [...state.messages];
      messages[index] = chunk.message;
      return { messages };
    }
    case 'delta': {
      const current = state.messages.find((m) => m.streaming);
      if (!current) {
        const started: ThreadMessage = {
          id: STREAMING_ID,
          type: 'ai',
          content: chunk.text,
          timestamp: new Date().toISOString(),
          streaming: true,
        };
        return { messages: [...state.messages, started] };
      }
      return { messages: state.messages.map((m) => (m.streaming ? { ...m, content: m.content + chunk.text } : m)) };
    }
    case 'done':
      return { messages: [...withoutStreaming(state.messages).map(confirm), chunk.message] };
  }
}

const withoutStreaming = (messages: ThreadMessage[]) => messages.filter((m) => !m.streaming);
const confirm = (m: ThreadMessage): ThreadMessage => (m.pending ? { ...m, pending: false } : m);
