import { authRouter } from './auth-router';
import { chatRouter } from './chat-router';
import { devToolsRouter } from './dev-tools-router';
import { documentsRouter } from './documents-router';
import { router } from './init';
import { settingsRouter } from './settings-router';
import { systemRouter } from './system-router';
import { vehiclesRouter } from './vehicles-router';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  vehicles: vehiclesRouter,
  settings: settingsRouter,
  documents: documentsRouter,
  chat: chatRouter,
  devTools: devToolsRouter,
});

export type AppRouter = typeof appRouter;
