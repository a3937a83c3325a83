import { BatteryHistoryInputSchema, BatteryHistoryResultSchema, ChargingInputSchema, ChargingOverviewSchema } from '../../shared/api/charging';
import { protectedProcedure, router } from './init';

/** Charging sessions and the charging state of the owner's electric and plug-in vehicles, and their battery over a year. */
export const chargingRouter = router({
  overview: protectedProcedure
    .input(ChargingInputSchema)
    .output(ChargingOverviewSchema)
    .query(({ ctx, input }) => ctx.services.charging.overview(ctx.user, input)),
  batteryHistory: protectedProcedure
    .input(BatteryHistoryInputSchema)
    .output(BatteryHistoryResultSchema)
    .query(({ ctx, input }) => ctx.services.charging.batteryHistory(ctx.user, input)),
});
