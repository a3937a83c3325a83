import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAttestationRoutes } from './attestation/routes';
import { registerAuthRoutes } from './auth/routes';
import type { SimContext } from './context';
import { registerDevRoutes } from './dev-routes';
import type { FleetPreparation } from './fleet/preparation';
import { registerRawJsonParser } from './http/body';
import { registerCors, registerFaultInjection } from './http/faults';
import { registerIdentityRoutes } from './identity/routes';
import { registerLoginRoutes } from './login/routes';
import type { SimulatorFaults } from './options';
import { registerTelemetryRoutes } from './telemetry/routes';
import { registerTokenExchangeRoutes } from './token-exchange';
import { registerTriggerDevRoutes } from './triggers/dev-routes';
import type { TriggerEngine } from './triggers/engine';
import { registerVehicleTriggersRoutes } from './triggers/routes';

/** Builds the simulator's HTTP app: every provider service under one origin. */
export async function buildSimulatorApp(
  ctx: SimContext,
  options: { logger: boolean; setFaults: (faults: SimulatorFaults) => void; triggers: TriggerEngine; preparation: FleetPreparation },
): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger, forceCloseConnections: true, bodyLimit: 5 * 1024 * 1024 });
  registerRawJsonParser(app);
  await app.register(formbody);
  await app.register(cookie, { secret: ctx.store.state.cookieSecret });
  registerCors(app);
  registerFaultInjection(app, ctx);

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'simulator request failed');
    return reply.code(status).send({ message: status >= 500 ? 'Internal simulator error.' : error.message });
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ message: `No route ${request.method} ${request.url}` }));

  app.get('/', async (_request, reply) => reply.redirect('/login'));
  app.get('/health', async () => ({ ok: true }));
  registerAuthRoutes(app, ctx);
  registerLoginRoutes(app, ctx);
  registerIdentityRoutes(app, ctx);
  registerTelemetryRoutes(app, ctx);
  registerTokenExchangeRoutes(app, ctx);
  registerAttestationRoutes(app, ctx);
  registerVehicleTriggersRoutes(app, ctx, options.triggers);
  registerDevRoutes(app, ctx, options.setFaults, options.preparation);
  registerTriggerDevRoutes(app, ctx, options.triggers);
  return app;
}
