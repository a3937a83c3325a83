import { z } from 'zod';
import { CreatedMcpTokenSchema, CreateMcpTokenInputSchema, McpTokenInfoSchema } from '../../shared/api/mcp-tokens';
import { createOwnerMcpToken, listOwnerMcpTokens, revokeOwnerMcpToken } from '../domain/mcp-access/mcp-tokens';
import { protectedProcedure, router } from './init';

/** Settings: the owner's named access tokens for outside AI clients at /mcp. */
export const mcpTokensRouter = router({
  list: protectedProcedure
    .input(z.void())
    .output(z.array(McpTokenInfoSchema))
    .query(({ ctx }) => listOwnerMcpTokens(ctx.services.database.db, ctx.user)),
  create: protectedProcedure
    .input(CreateMcpTokenInputSchema)
    .output(CreatedMcpTokenSchema)
    .mutation(({ ctx, input }) => createOwnerMcpToken(ctx.services.database.db, ctx.user, input)),
  revoke: protectedProcedure
    .input(z.object({ id: z.uuid() }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await revokeOwnerMcpToken(ctx.services.database.db, ctx.user, input.id);
      return { ok: true as const };
    }),
});
