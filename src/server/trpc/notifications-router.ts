import { z } from 'zod';
import {
  NotificationFeedSchema,
  NotificationSettingsViewSchema,
  TestWebhookInputSchema,
  TestWebhookResultSchema,
  UpdateNotificationSettingsInputSchema,
} from '../../shared/api/notifications';
import { protectedProcedure, router, untilClosing } from './init';

const LiveMarkSchema = z.object({ unread: z.number().int(), latest: z.string().nullable() });

export const notificationsRouter = router({
  feed: protectedProcedure
    .input(z.object({ limit: z.number().int().min(1).max(100).optional() }).optional())
    .output(NotificationFeedSchema)
    .query(({ ctx, input }) => ctx.services.notifications.feed(ctx.user, input?.limit)),
  /** The unread count, again whenever something new arrives (from any app instance). */
  live: protectedProcedure.input(z.void()).subscription(async function* ({ ctx, signal }) {
    for await (const mark of ctx.services.notifications.watch(ctx.user, untilClosing(ctx, signal))) yield LiveMarkSchema.parse(mark);
  }),
  markRead: protectedProcedure
    .input(z.object({ ids: z.array(z.uuid()).max(200).optional() }))
    .output(z.object({ changed: z.number().int() }))
    .mutation(async ({ ctx, input }) => ({ changed: await ctx.services.notifications.markRead(ctx.user, input.ids) })),
  settings: protectedProcedure
    .input(z.void())
    .output(NotificationSettingsViewSchema)
    .query(({ ctx }) => ctx.services.notifications.getSettings(ctx.user)),
  updateSettings: protectedProcedure
    .input(UpdateNotificationSettingsInputSchema)
    .output(NotificationSettingsViewSchema)
    .mutation(({ ctx, input }) => ctx.services.notifications.updateSettings(ctx.user, input)),
  /** Sends a test notification to a webhook URL (saved or not) in a format, and says what it answered. */
  testWebhook: protectedProcedure
    .input(TestWebhookInputSchema)
    .output(TestWebhookResultSchema)
    .mutation(({ ctx, input }) => ctx.services.notifications.testWebhook(ctx.user, input)),
  /** A new private calendar feed URL, shown once; the previous one stops working. */
  createCalendarFeed: protectedProcedure
    .input(z.void())
    .output(z.object({ url: z.string() }))
    .mutation(({ ctx }) => ctx.services.notifications.createCalendarToken(ctx.user)),
  revokeCalendarFeed: protectedProcedure
    .input(z.void())
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      await ctx.services.notifications.revokeCalendarToken(ctx.user);
      return { ok: true as const };
    }),
});
