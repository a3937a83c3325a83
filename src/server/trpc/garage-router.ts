import { GarageListInputSchema, GarageListSchema, GarageVehicleSchema, TrendInputSchema, VehicleInputSchema, VehicleTrendSchema } from '../../shared/api/garage';
import { protectedProcedure, publicProcedure, router } from './init';

/** The garage: the owner's vehicles (the demo vehicle when signed out), one vehicle's page, its history. */
export const garageRouter = router({
  list: publicProcedure
    .input(GarageListInputSchema)
    .output(GarageListSchema)
    .query(({ ctx, input }) => ctx.services.garage.list(ctx.user, input)),
  vehicle: publicProcedure
    .input(VehicleInputSchema)
    .output(GarageVehicleSchema)
    .query(({ ctx, input }) => ctx.services.garage.vehicle(ctx.user, input.tokenId)),
  trend: protectedProcedure
    .input(TrendInputSchema)
    .output(VehicleTrendSchema)
    .query(({ ctx, input }) => ctx.services.garage.trend(ctx.user, input.tokenId, input.days)),
});
