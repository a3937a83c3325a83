import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { verifyVehicleAuth } from '../auth/verify';
import type { SimContext } from '../context';
import { sendError } from '../http/body';
import { runGraphqlRequest, sendGraphqlResponse } from '../http/graphql';
import { createTelemetryRoot } from './resolvers';
import { telemetrySchema } from './schema';

export function registerTelemetryRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.post('/telemetry/query', async (request, reply) => {
    const auth = await verifyVehicleAuth(ctx, request.headers.authorization);
    if (!auth.ok) return sendError(reply, 401, auth.message);
    if (ctx.faults.failTokenIds?.includes(auth.value.tokenId)) {
      return sendError(reply, 500, `Simulated failure for vehicle ${auth.value.tokenId}.`);
    }
    if (ctx.faults.slowTokenIds?.includes(auth.value.tokenId)) await sleep(ctx.faults.slowMs ?? 5000);
    const result = await runGraphqlRequest({
      schema: telemetrySchema,
      body: request.body,
      rootValue: createTelemetryRoot(ctx, auth.value),
    });
    return sendGraphqlResponse(reply, result);
  });
}
