import { z } from 'zod';
import { TokenIdSchema } from '../../shared/api/bounds';
import { DashboardSchema, VehicleAnalysisSchema, VehicleHistorySchema, VehicleTypeSchema, type Dashboard } from '../../shared/api/vehicles';
import { getDashboard } from '../domain/vehicles/dashboard';
import { analyzeVehicle } from '../domain/vehicles/analysis';
import { getVehicleHistory } from '../domain/vehicles/history';
import { listVehicleShares } from '../domain/vehicles/sharing';
import { protectedProcedure, publicProcedure, router } from './init';

const TokenIdInput = z.object({ tokenId: TokenIdSchema });

const VehicleShareSchema = z.object({ tokenId: z.number(), name: z.string(), privileges: z.array(z.number().int()), expiresAt: z.string().nullable() });

export const vehiclesRouter = router({
  /** What the owner shares with the app now, per vehicle (Settings). */
  sharing: protectedProcedure
    .input(z.void())
    .output(z.array(VehicleShareSchema))
    .query(({ ctx }) => listVehicleShares(ctx.services.provider, ctx.user)),
  dashboard: publicProcedure
    .input(z.object({ refresh: z.boolean().optional() }).optional())
    // Checked against DashboardSchema when computed, not on every answer from the cache (tRPC's .output() would
    // re-validate the same 16 KB each time).
    .query(({ ctx, input }): Promise<Dashboard> => {
      const load = async () =>
        DashboardSchema.parse(await getDashboard(
          {
            db: ctx.services.database.db,
            telemetry: ctx.services.telemetry,
            vehicles: ctx.services.vehicles,
            concurrency: ctx.services.config.providerConcurrency,
            facts: ctx.services.facts,
          },
          ctx.user,
          { refresh: input?.refresh },
        ));
      // Kept only when every car answered: a card waiting on a slow provider is asked again next time.
      const keep = (dashboard: Awaited<ReturnType<typeof load>>) => dashboard.vehicles.every((v) => v.telemetryError === null);
      return ctx.owner ? ctx.services.ownerCache.get(ctx.owner, 'dashboard', load, { fresh: input?.refresh, keep }) : load();
    }),
  list: protectedProcedure
    .input(z.void())
    .output(
      z.array(
        z.object({
          id: z.string(),
          tokenId: z.number(),
          name: z.string(),
          make: z.string().nullable(),
          model: z.string().nullable(),
          year: z.number().nullable(),
          type: VehicleTypeSchema,
          vin: z.string().nullable(),
        }),
      ),
    )
    .query(async ({ ctx }) =>
      (await ctx.services.vehicles.list(ctx.user)).map((v) => ({
        id: v.id,
        tokenId: v.tokenId,
        name: v.name,
        make: v.make,
        model: v.model,
        year: v.year,
        type: v.type as z.infer<typeof VehicleTypeSchema>,
        vin: v.vin,
      })),
    ),
  history: protectedProcedure
    .input(TokenIdInput)
    .output(VehicleHistorySchema)
    .query(({ ctx, input }) => getVehicleHistory({ vehicles: ctx.services.vehicles, telemetry: ctx.services.telemetry }, ctx.user, input.tokenId)),
  analysis: protectedProcedure
    .input(TokenIdInput)
    .output(VehicleAnalysisSchema)
    .query(({ ctx, input }) => analyzeVehicle({ db: ctx.services.database.db, telemetry: ctx.services.telemetry, vehicles: ctx.services.vehicles, facts: ctx.services.facts }, ctx.user, input.tokenId)),
});
