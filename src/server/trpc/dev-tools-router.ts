import { z } from 'zod';
import { describeAttestationEnvironment, sendTestAttestation, testProviderConnection } from '../domain/attestation-test';
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
});
