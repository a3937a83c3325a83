import { z } from 'zod';
import { PlaceInputSchema, PlaceSchema } from '../../shared/api/places';
import { protectedProcedure, router } from './init';

const PlaceIdInput = z.object({ id: z.uuid() });

/** The owner's named places. */
export const placesRouter = router({
  list: protectedProcedure
    .output(z.array(PlaceSchema))
    .query(({ ctx }) => ctx.services.places.list(ctx.user)),
  create: protectedProcedure
    .input(PlaceInputSchema)
    .output(PlaceSchema)
    .mutation(({ ctx, input }) => ctx.services.places.create(ctx.user, input)),
  update: protectedProcedure
    .input(PlaceIdInput.extend({ place: PlaceInputSchema }))
    .output(PlaceSchema)
    .mutation(({ ctx, input }) => ctx.services.places.update(ctx.user, input.id, input.place)),
  remove: protectedProcedure
    .input(PlaceIdInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.places.remove(ctx.user, input.id);
      return { ok: true as const };
    }),
});
