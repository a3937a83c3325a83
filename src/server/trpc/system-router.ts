import { z } from 'zod';
import { publicProcedure, router } from './init';

export const PublicSettingsSchema = z.object({
  providerMode: z.enum(['simulator', 'dimo']),
  aiMode: z.enum(['llm', 'deterministic']),
  loginUrl: z.string().nullable(),
  clientId: z.string().nullable(),
  redirectUri: z.string().nullable(),
  redirectUris: z.array(z.string()),
  version: z.string(),
  /** The trip map's tiles (an operator may choose any source; OpenStreetMap's by default). */
  mapTiles: z.object({ url: z.string(), attribution: z.string() }),
});

export const systemRouter = router({
  settings: publicProcedure
    .input(z.void())
    .output(PublicSettingsSchema)
    .query(({ ctx }) => ({ ...ctx.services.publicSettings, version: ctx.services.version, mapTiles: ctx.services.config.mapTiles })),
});
