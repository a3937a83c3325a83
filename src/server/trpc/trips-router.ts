import { z } from 'zod';
import { DrivingSettingsSchema } from '../../shared/api/places';
import { TripDetailSchema, TripListInputSchema, TripListSchema } from '../../shared/api/trips';
import { protectedProcedure, router } from './init';

const ExportSchema = z.object({ filename: z.string(), content: z.string(), mimeType: z.string() });

/** The owner's trips: list with totals (one car or the fleet), one trip with its route, exports, driving settings. */
export const tripsRouter = router({
  list: protectedProcedure
    .input(TripListInputSchema)
    .output(TripListSchema)
    .query(({ ctx, input }) => ctx.services.trips.list(ctx.user, input)),
  get: protectedProcedure
    .input(z.object({ id: z.uuid() }))
    .output(TripDetailSchema)
    .query(({ ctx, input }) => ctx.services.trips.get(ctx.user, input.id)),
  exportCsv: protectedProcedure
    .input(TripListInputSchema)
    .output(ExportSchema)
    .query(({ ctx, input }) => ctx.services.trips.exportCsv(ctx.user, input)),
  exportGpx: protectedProcedure
    .input(TripListInputSchema.extend({ id: z.uuid().optional() }))
    .output(ExportSchema)
    .query(({ ctx, input }) => ctx.services.trips.exportGpx(ctx.user, input)),
  settings: protectedProcedure.output(DrivingSettingsSchema).query(({ ctx }) => ctx.services.trips.settings(ctx.user)),
  updateSettings: protectedProcedure
    .input(DrivingSettingsSchema)
    .output(DrivingSettingsSchema)
    .mutation(({ ctx, input }) => ctx.services.trips.updateSettings(ctx.user, input)),
});
