import { z } from 'zod';
import { deleteSession, deleteUserSessions, revokeAllMcpTokens } from '../db/repositories';
import type { User } from '../db/schema';
import { signIn } from '../domain/auth/sign-in';
import { protectedProcedure, publicProcedure, router } from './init';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

const toMe = (user: User) => ({
  id: user.id,
  walletAddress: user.walletAddress,
  email: user.email,
  distanceUnit: user.distanceUnit as 'km' | 'mi',
  theme: user.theme as 'light' | 'dark' | 'system',
  timeZone: user.timeZone,
});

export const MeSchema = z
  .object({
    id: z.string(),
    walletAddress: z.string(),
    email: z.string().nullable(),
    distanceUnit: z.enum(['km', 'mi']),
    theme: z.enum(['light', 'dark', 'system']),
    timeZone: z.string().nullable(),
  })
  .nullable();

export const authRouter = router({
  me: publicProcedure
    .input(z.void())
    .output(MeSchema)
    .query(({ ctx }) => (ctx.user ? toMe(ctx.user) : null)),
  /** The browser hands over the login site's user JWT once; from then on only the httpOnly session cookie is used. */
  signIn: publicProcedure
    .input(z.object({ token: z.string().min(10).max(8192), sharedVehicles: z.array(z.string().max(100)).max(10_000).optional() }))
    .output(z.object({ user: MeSchema.unwrap(), vehicleCount: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      const { services } = ctx;
      const result = await signIn(
        {
          db: services.database.db,
          provider: services.provider,
          vehicles: services.vehicles,
          sessionTtlMs: services.config.sessionDays * 86_400_000,
        },
        input.token,
      );
      setSessionCookie(ctx.res, result.session.token, result.session.expiresAt, ctx.req.protocol === 'https');
      return { user: toMe(result.user), vehicleCount: result.vehicles.length };
    }),
  /** Idempotent: an expired or missing session still gets its cookie cleared, so signing out never fails. */
  signOut: publicProcedure
    .input(z.void())
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      const token = readSessionToken(ctx.req);
      if (token) await deleteSession(ctx.services.database.db, token);
      clearSessionCookie(ctx.res);
      return { ok: true as const };
    }),
  /**
   * Ends every session of the owner, on every browser (this one too), and the MCP Test tab's short-lived tokens those
   * pages hold. Named MCP access tokens keep working unless `revokeMcpTokens` is set, and the private calendar feed
   * unless `endCalendarFeed` is set: they are not sessions.
   */
  signOutEverywhere: protectedProcedure
    .input(
      z
        .object({ revokeMcpTokens: z.boolean().default(false), endCalendarFeed: z.boolean().default(false) })
        .default({ revokeMcpTokens: false, endCalendarFeed: false }),
    )
    .output(z.object({ sessionsEnded: z.number().int(), mcpTokensRevoked: z.number().int(), calendarFeedEnded: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const db = ctx.services.database.db;
      const sessionsEnded = await deleteUserSessions(db, ctx.user.id);
      await revokeAllMcpTokens(db, ctx.user.id, 'test_page');
      const mcpTokensRevoked = input.revokeMcpTokens ? await revokeAllMcpTokens(db, ctx.user.id) : 0;
      if (input.endCalendarFeed) await ctx.services.notifications.revokeCalendarToken(ctx.user);
      clearSessionCookie(ctx.res);
      return { sessionsEnded, mcpTokensRevoked, calendarFeedEnded: input.endCalendarFeed };
    }),
});
