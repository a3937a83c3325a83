import { describe, expect, it } from 'vitest';
import type { ChatStatus } from '@shared/api/chat';
import { buildWelcomeMessage, type WelcomeVehicle } from './welcome-message';

const now = '2025-03-01T08:00:00.000Z';
const civic: WelcomeVehicle = { tokenId: 7, name: 'Daily Driver', make: 'Honda', model: 'Civic', year: 2021 };
const llm: ChatStatus = { mcp: 'connected', ai: { ready: true, mode: 'llm', model: 'gpt' } };
const offline: ChatStatus = { mcp: 'connected', ai: { ready: true, mode: 'deterministic', model: null } };
const down: ChatStatus = { mcp: 'disconnected', ai: { ready: false, mode: 'llm', model: null } };

describe('buildWelcomeMessage', () => {
  it.each([
    { name: 'names the vehicle and its details', tokenId: 7, vehicle: civic, status: llm, has: ['Daily Driver (2021 Honda Civic)', 'AI model'] },
    { name: 'deterministic mode says so', tokenId: 7, vehicle: civic, status: offline, has: ['built-in analysis'] },
    { name: 'the fleet', tokenId: 0, vehicle: null, status: offline, has: ['all your vehicles', 'needs attention first'] },
    { name: 'no vehicle known', tokenId: 999999, vehicle: null, status: undefined, has: ['Choose a vehicle'] },
    { name: 'services down', tokenId: 7, vehicle: civic, status: down, has: ['not configured'] },
    {
      name: 'unknown details are left out',
      tokenId: 9,
      vehicle: { tokenId: 9, name: 'Vehicle ABC123', make: 'Unknown', model: 'Unknown', year: null },
      status: offline,
      has: ['for Vehicle ABC123.'],
    },
  ])('$name', ({ tokenId, vehicle, status, has }) => {
    const message = buildWelcomeMessage({ tokenId, vehicle, status, now });
    for (const part of has) expect(message.content).toContain(part);
    expect(message.type).toBe('ai');
    expect(message.timestamp).toBe(now);
  });

  it('offers the four quick questions as chips', () => {
    const message = buildWelcomeMessage({ tokenId: 7, vehicle: civic, status: llm, now });
    expect(message.metadata?.followUpQuestions).toEqual([
      'Can you perform a comprehensive health check on my vehicle?',
      'Is my vehicle ready for a long trip?',
      'What maintenance does my vehicle need?',
      "Show me my vehicle's recent data and usage.",
    ]);
  });
});
