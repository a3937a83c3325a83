import { UserSettingsSchema } from '../../shared/api/vehicles';
import { updateUserSettings } from '../db/repositories';
import { protectedProcedure, router } from './init';

export const settingsRouter = router({
  update: protectedProcedure
    .input(UserSettingsSchema.partial())
    .output(UserSettingsSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await updateUserSettings(ctx.services.database.db, ctx.user.id, input);
      return UserSettingsSchema.parse({ distanceUnit: user.distanceUnit, theme: user.theme, timeZone: user.timeZone });
    }),
});
