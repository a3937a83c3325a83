import { describe, expect, it } from 'vitest';
import { readMessageExtras } from './message-metadata';

describe('readMessageExtras', () => {
  it.each([
    { name: 'no metadata', metadata: undefined, expected: { healthScore: null, followUpQuestions: [], isError: false, isFallback: false, action: null } },
    {
      name: 'health answer',
      metadata: { healthScore: 72, followUpQuestions: ['Why?', 7, ''] },
      expected: { healthScore: 72, followUpQuestions: ['Why?'], isError: false, isFallback: false, action: null },
    },
    { name: 'score out of range is clamped', metadata: { healthScore: 140 }, expected: { healthScore: 100, followUpQuestions: [], isError: false, isFallback: false, action: null } },
    { name: 'score as text is ignored', metadata: { healthScore: '80' }, expected: { healthScore: null, followUpQuestions: [], isError: false, isFallback: false, action: null } },
    { name: 'fallback answer', metadata: { isFallback: true, error: 'AI down' }, expected: { healthScore: null, followUpQuestions: [], isError: true, isFallback: true, action: null } },
    { name: 'questions not a list', metadata: { followUpQuestions: 'x' }, expected: { healthScore: null, followUpQuestions: [], isError: false, isFallback: false, action: null } },
    {
      name: 'a proposal',
      metadata: { action: { id: 'a', type: 'add_service_record', status: 'proposed', tokenId: 5, vehicleName: 'Car', record: { kind: 'oil_change', date: '2026-11-27', odometerKm: 1, totalCost: 2, currency: 'USD', description: null } } },
      expected: {
        healthScore: null,
        followUpQuestions: [],
        isError: false,
        isFallback: false,
        action: { id: 'a', type: 'add_service_record', status: 'proposed', tokenId: 5, vehicleName: 'Car', record: { kind: 'oil_change', date: '2026-11-27', odometerKm: 1, totalCost: 2, currency: 'USD', description: null } },
      },
    },
    { name: 'a malformed proposal is ignored', metadata: { action: { id: 'a' } }, expected: { healthScore: null, followUpQuestions: [], isError: false, isFallback: false, action: null } },
  ])('$name', ({ metadata, expected }) => {
    expect(readMessageExtras({ metadata })).toEqual(expected);
  });
});
