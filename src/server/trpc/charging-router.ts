import { ChargingInputSchema, ChargingOverviewSchema } from '../../shared/api/charging';
import { protectedProcedure, router } from './init';

/** Charging sessions and the charging state of the owner's electric and plug-in vehicles. */
export const chargingRouter = router({
  overview: protectedProcedure
    .input(ChargingInputSchema)
    .output(ChargingOverviewSchema)
    .query(({ ctx, input }) => ctx.services.charging.overview(ctx.user, input)),
});
