import { z } from 'zod';
import { DOCUMENT_FACT_KEYS, DocumentFactSchema, DueItemSchema, SpendItemSchema, SpendSummarySchema, VehicleDocumentFactsSchema } from '../../shared/api/facts';
import { TokenIdSchema } from '../../shared/api/bounds';
import { PERIOD_NAMES } from '../domain/vehicle-facts/periods';
import { protectedProcedure, router } from './init';

/** The facts every screen shows about the owner's cars: what is due, what documents say (and where they disagree), what was spent. */
export const factsRouter = router({
  due: protectedProcedure
    .input(z.object({ tokenId: TokenIdSchema.optional() }).optional())
    .output(z.array(DueItemSchema))
    .query(({ ctx, input }) => ctx.services.facts.due(ctx.user, { tokenId: input?.tokenId })),
  documents: protectedProcedure
    .input(z.object({ tokenId: TokenIdSchema }))
    .output(VehicleDocumentFactsSchema)
    .query(({ ctx, input }) => ctx.services.facts.documents(ctx.user, input.tokenId)),
  /** Where the owner's documents disagree, on every vehicle: what the documents list flags. */
  conflicts: protectedProcedure
    .input(z.void())
    .output(z.array(DocumentFactSchema.extend({ tokenId: z.number().int(), vehicleName: z.string() })))
    .query(({ ctx }) => ctx.services.facts.conflicts(ctx.user)),
  chooseDocument: protectedProcedure
    .input(z.object({ tokenId: TokenIdSchema, fact: z.enum(DOCUMENT_FACT_KEYS), documentId: z.uuid() }))
    .output(VehicleDocumentFactsSchema)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.facts.chooseDocument(ctx.user, input.tokenId, input.fact, input.documentId);
      return ctx.services.facts.documents(ctx.user, input.tokenId);
    }),
  spend: protectedProcedure
    .input(z.object({ tokenId: TokenIdSchema.optional(), period: z.enum(PERIOD_NAMES).default('this-year') }))
    .output(SpendSummarySchema.extend({ items: z.array(SpendItemSchema) }))
    .query(({ ctx, input }) => ctx.services.facts.spend(ctx.user, { tokenId: input.tokenId, period: input.period })),
});
