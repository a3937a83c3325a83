import { authRouter } from './auth-router';
import { chargingRouter } from './charging-router';
import { chatRouter } from './chat-router';
import { devToolsRouter } from './dev-tools-router';
import { documentsRouter } from './documents-router';
import { garageRouter } from './garage-router';
import { insightsRouter } from './insights-router';
import { mcpTokensRouter } from './mcp-tokens-router';
import { router } from './init';
import { serviceLogRouter } from './service-log-router';
import { notificationsRouter } from './notifications-router';
import { placesRouter } from './places-router';
import { tripsRouter } from './trips-router';
import { remindersRouter } from './reminders-router';
import { settingsRouter } from './settings-router';
import { systemRouter } from './system-router';
import { vehiclesRouter } from './vehicles-router';
import { factsRouter } from './facts-router';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  vehicles: vehiclesRouter,
  settings: settingsRouter,
  mcpTokens: mcpTokensRouter,
  documents: documentsRouter,
  chat: chatRouter,
  devTools: devToolsRouter,
  serviceLog: serviceLogRouter,
  garage: garageRouter,
  facts: factsRouter,
  charging: chargingRouter,
  insights: insightsRouter,
  reminders: remindersRouter,
  notifications: notificationsRouter,
  places: placesRouter,
  trips: tripsRouter,
});

export type AppRouter = typeof appRouter;
