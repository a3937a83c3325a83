import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { McpContext, ToolDefinition } from './tool-kit';
import { runTool } from './tool-kit';

const logger = { error: vi.fn() };
const ctx = { services: { logger }, access: { user: {}, scopes: new Set(['read']) } } as unknown as McpContext;
const tool = (answer: unknown): ToolDefinition =>
  ({
    name: 'probe',
    title: 'Probe',
    description: 'test',
    scope: 'read',
    input: {},
    output: { distanceKm: z.number().nullable(), status: z.enum(['ok', 'due']) },
    run: async () => answer,
  }) as unknown as ToolDefinition;

describe('runTool checks every answer against the tool output schema', () => {
  it('sends an answer that matches, without fields the schema does not declare', async () => {
    expect(await runTool(ctx, tool({ distanceKm: 12.5, status: 'ok', internal: 'x' }), {})).toEqual({ ok: true, output: { distanceKm: 12.5, status: 'ok' } });
  });

  it('refuses an answer that drifted from its schema, logs it and shows no part of it', async () => {
    const outcome = await runTool(ctx, tool({ distanceKm: '12.5', status: 'fine' }), {});
    expect(outcome).toEqual({ ok: false, code: 'INTERNAL', message: 'probe failed on the server; try again later.' });
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ tool: 'probe', issues: expect.arrayContaining([expect.objectContaining({ path: ['distanceKm'] })]) }), expect.stringMatching(/output schema/));
  });
});
