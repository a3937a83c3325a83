import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@shared/api/chat';
import { EMPTY_THREAD, reduceChatThread, type ChatThread, type ChatThreadAction } from './chat-thread';

const at = '2025-01-01T10:00:00.000Z';
const user = (id: string, content: string): ChatMessage => ({ id, type: 'user', content, timestamp: at });
const ai = (id: string, content: string, metadata?: Record<string, unknown>): ChatMessage => ({ id, type: 'ai', content, timestamp: at, metadata });

function run(actions: ChatThreadAction[], start: ChatThread = EMPTY_THREAD) {
  return actions.reduce(reduceChatThread, start).messages.map((m) => ({
    id: m.id,
    type: m.type,
    content: m.content,
    ...(m.streaming ? { streaming: true } : {}),
    ...(m.pending ? { pending: true } : {}),
  }));
}

describe('reduceChatThread', () => {
  it.each<{ name: string; actions: ChatThreadAction[]; expected: ReturnType<typeof run> }>([
    {
      name: 'loading replaces the thread',
      actions: [{ type: 'sent', message: user('tmp', 'hi') }, { type: 'loaded', messages: [user('u1', 'old'), ai('a1', 'answer')] }],
      expected: [
        { id: 'u1', type: 'user', content: 'old' },
        { id: 'a1', type: 'ai', content: 'answer' },
      ],
    },
    {
      name: 'a sent message shows at once as pending',
      actions: [{ type: 'sent', message: user('tmp', 'hello') }],
      expected: [{ id: 'tmp', type: 'user', content: 'hello', pending: true }],
    },
    {
      name: 'the stored user message replaces the pending one',
      actions: [
        { type: 'sent', message: user('tmp', 'hello') },
        { type: 'chunk', chunk: { kind: 'user', message: user('u1', 'hello') } },
      ],
      expected: [{ id: 'u1', type: 'user', content: 'hello' }],
    },
    {
      name: 'deltas grow one streaming bubble',
      actions: [
        { type: 'sent', message: user('tmp', 'hello') },
        { type: 'chunk', chunk: { kind: 'user', message: user('u1', 'hello') } },
        { type: 'chunk', chunk: { kind: 'delta', text: 'Your car ' } },
        { type: 'chunk', chunk: { kind: 'delta', text: 'is fine.' } },
      ],
      expected: [
        { id: 'u1', type: 'user', content: 'hello' },
        { id: 'streaming-answer', type: 'ai', content: 'Your car is fine.', streaming: true },
      ],
    },
    {
      name: 'done replaces the streaming bubble with the stored answer',
      actions: [
        { type: 'sent', message: user('tmp', 'hello') },
        { type: 'chunk', chunk: { kind: 'delta', text: 'Your car' } },
        { type: 'chunk', chunk: { kind: 'done', message: ai('a1', 'Your car is fine.') } },
      ],
      expected: [
        { id: 'tmp', type: 'user', content: 'hello' },
        { id: 'a1', type: 'ai', content: 'Your car is fine.' },
      ],
    },
    {
      name: 'an error drops the partial answer and shows an AI bubble',
      actions: [
        { type: 'sent', message: user('tmp', 'hello') },
        { type: 'chunk', chunk: { kind: 'delta', text: 'Half' } },
        { type: 'failed', error: 'Slow down', at },
      ],
      expected: [
        { id: 'tmp', type: 'user', content: 'hello' },
        { id: `error-${at}`, type: 'ai', content: 'Slow down' },
      ],
    },
  ])('$name', ({ actions, expected }) => {
    expect(run(actions)).toEqual(expected);
  });

  it('keeps the metadata of the stored answer', () => {
    const state = reduceChatThread(EMPTY_THREAD, { type: 'chunk', chunk: { kind: 'done', message: ai('a1', 'x', { healthScore: 72 }) } });
    expect(state.messages[0].metadata).toEqual({ healthScore: 72 });
  });

  it('marks error bubbles in their metadata', () => {
    const state = reduceChatThread(EMPTY_THREAD, { type: 'failed', error: 'Boom', at });
    expect(state.messages[0].metadata).toEqual({ error: 'Boom' });
  });

  it('marks a proposal confirmed and adds the assistant’s reply after the owner answers it', () => {
    const proposal = ai('p1', 'I will add this.', { action: { id: 'x', status: 'proposed' } });
    const loaded = reduceChatThread(EMPTY_THREAD, { type: 'loaded', messages: [proposal] });
    const state = reduceChatThread(loaded, { type: 'responded', proposalId: 'p1', status: 'confirmed', message: ai('a2', 'Saved.') });
    expect(state.messages.map((m) => [m.id, (m.metadata?.action as { status?: string } | undefined)?.status ?? null])).toEqual([
      ['p1', 'confirmed'],
      ['a2', null],
    ]);
  });
});
