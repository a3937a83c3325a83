import { z } from 'zod';
import {
  CompleteReminderInputSchema,
  CompleteReminderResultSchema,
  CreateReminderInputSchema,
  ReminderListInputSchema,
  ReminderViewSchema,
  SnoozeReminderInputSchema,
  UpdateReminderInputSchema,
} from '../../shared/api/reminders';
import { protectedProcedure, router } from './init';

const IdInput = z.object({ id: z.uuid() });

export const remindersRouter = router({
  list: protectedProcedure
    .input(ReminderListInputSchema)
    .output(z.array(ReminderViewSchema))
    .query(({ ctx, input }) => ctx.services.reminders.list(ctx.user, input ?? {})),
  create: protectedProcedure
    .input(CreateReminderInputSchema)
    .output(ReminderViewSchema)
    .mutation(({ ctx, input }) => ctx.services.reminders.create(ctx.user, input)),
  update: protectedProcedure
    .input(UpdateReminderInputSchema)
    .output(ReminderViewSchema)
    .mutation(({ ctx, input }) => ctx.services.reminders.update(ctx.user, input)),
  complete: protectedProcedure
    .input(CompleteReminderInputSchema)
    .output(CompleteReminderResultSchema)
    .mutation(({ ctx, input }) => ctx.services.reminders.complete(ctx.user, input)),
  snooze: protectedProcedure
    .input(SnoozeReminderInputSchema)
    .output(ReminderViewSchema)
    .mutation(({ ctx, input }) => ctx.services.reminders.snooze(ctx.user, input.id, input.until)),
  dismiss: protectedProcedure
    .input(IdInput)
    .output(ReminderViewSchema)
    .mutation(({ ctx, input }) => ctx.services.reminders.dismiss(ctx.user, input.id)),
  delete: protectedProcedure
    .input(IdInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.reminders.remove(ctx.user, input.id);
      return { ok: true as const };
    }),
});
