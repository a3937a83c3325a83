import { describe, expect, it } from 'vitest';
import { readMessageExtras } from './message-metadata';

describe('readMessageExtras', () => {
  it.each([
    { name: 'no metadata', metadata: undefined, expected: { healthScore: null, followUpQuestions: [], isError: false, isFallback: false } },
    {
      name: 'health answer',
      metadata: { healthScore: 72, followUpQuestions: ['Why?', 7, ''] },
      expected: { healthScore: 72, followUpQuestions: ['Why?'], isError: false, isFallback: false },
    },
    { name: 'score out of range is clamped', metadata: { healthScore: 140 }, expected: { healthScore: 100, followUpQuestions: [], isError: false, isFallback: false } },
    { name: 'score as text is ignored', metadata: { healthScore: '80' }, expected: { healthScore: null, followUpQuestions: [], isError: false, isFallback: false } },
    { name: 'fallback answer', metadata: { isFallback: true, error: 'AI down' }, expected: { healthScore: null, followUpQuestions: [], isError: true, isFallback: true } },
    { name: 'questions not a list', metadata: { followUpQuestions: 'x' }, expected: { healthScore: null, followUpQuestions: [], isError: false, isFallback: false } },
  ])('$name', ({ metadata, expected }) => {
    expect(readMessageExtras({ metadata })).toEqual(expected);
  });
});
