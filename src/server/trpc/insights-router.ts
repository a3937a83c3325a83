import { InsightsInputSchema, InsightsSchema } from '../../shared/api/insights';
import { protectedProcedure, router } from './init';

/** Fleet and per-vehicle insights, computed on the server from the owner's records and the provider's history. */
export const insightsRouter = router({
  overview: protectedProcedure
    .input(InsightsInputSchema)
    .output(InsightsSchema)
    .query(({ ctx, input }) => ctx.services.insights.overview(ctx.user, input)),
});
