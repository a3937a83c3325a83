import { z } from 'zod';
import { describeAttestationEnvironment, sendTestAttestation, testProviderConnection } from '../domain/attestation-test';
import { createTestPageToken } from '../domain/mcp-access/mcp-tokens';
import { protectedProcedure, publicProcedure, router } from './init';

const ResultSchema = z.object({ ok: z.boolean(), error: z.string().nullable() });

/** The dashboard's Attestation Test tab. */
export const devToolsRouter = router({
  attestationEnvironment: publicProcedure
    .input(z.void())
    .output(z.object({ providerMode: z.enum(['simulator', 'dimo']), clientIdSet: z.boolean(), domainSet: z.boolean(), apiKeySet: z.boolean() }))
    .query(({ ctx }) => describeAttestationEnvironment(ctx.services.publicSettings)),
  testConnection: protectedProcedure
    .input(z.void())
    .output(ResultSchema)
    .mutation(({ ctx }) => testProviderConnection(ctx.services.provider)),
  testAttestation: protectedProcedure
    .input(z.void())
    .output(ResultSchema.extend({ attestation: z.record(z.string(), z.unknown()).nullable() }))
    .mutation(({ ctx }) => sendTestAttestation({ vehicles: ctx.services.vehicles, provider: ctx.services.provider }, ctx.user)),
  /** A read-write MCP token for an hour, for the MCP Test tab (kept in the page's memory; /mcp takes no cookie). */
  mcpTestToken: protectedProcedure
    .input(z.void())
    .output(z.object({ token: z.string(), expiresAt: z.string() }))
    .mutation(({ ctx }) => createTestPageToken(ctx.services.database.db, ctx.user)),
});
