import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';

export function registerHealthRoute(app: FastifyInstance, services: Services): void {
  app.get('/api/health', async (_req, reply) => {
    if (!services.ready) return reply.code(503).send({ status: 'starting', reason: 'the app is still starting' });
    try {
      await services.database.ping();
    } catch (err) {
      services.logger.warn({ err }, 'health check: database unavailable');
      return reply.code(503).send({ status: 'unavailable', reason: `database unavailable: ${(err as Error).message}` });
    }
    return {
      status: 'ok',
      database: services.database.kind,
      provider: services.publicSettings.providerMode,
      ai: services.publicSettings.aiMode,
      /** How vehicle alerts arrive: "webhooks" (the provider's Vehicle Triggers push them) or "polling". */
      triggers: services.vehicleAlerts.mode(),
      version: services.version,
    };
  });
}
