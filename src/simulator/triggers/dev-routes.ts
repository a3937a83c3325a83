import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NUMBER_SIGNALS, STRING_SIGNALS } from '../../shared/telemetry';
import type { SimContext } from '../context';
import { reportsUntilMs, sendsSignal } from '../fleet/connection';
import { EVENT_NAMES } from '../fleet/events';
import { parseInput, sendError } from '../http/body';
import { findVehicle } from '../state/owners';
import { injectEvent } from '../state/injected-events';
import { formatTime } from '../provider-time';
import { clearSignalOverrides, setSignalOverrides } from '../state/signal-overrides';
import type { TriggerEngine } from './engine';

const NUMBER_NAMES = new Set<string>(NUMBER_SIGNALS);
const STRING_NAMES = new Set<string>(STRING_SIGNALS);

const SignalValuesSchema = z.object({
  values: z
    .record(z.string().max(100), z.union([z.number().finite(), z.string().max(2000), z.array(z.string().max(20)).max(50), z.null()]))
    .refine((v) => Object.keys(v).length > 0 && Object.keys(v).length <= 50, 'give 1 to 50 signals'),
});

const EventSchema = z.object({
  name: z.enum(EVENT_NAMES),
  speedKph: z.number().min(0).max(400).default(50),
  gForce: z.number().min(0).max(20).default(0.5),
  /** Under 2.1 s, as the fleet model's (the schema's Int is 32 bits here). */
  durationNs: z.number().int().min(0).max(2_000_000_000).default(800_000_000),
});

const TokenIdParamsSchema = z.object({ tokenId: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Test helpers of the simulator's Vehicle Triggers: make a car's signal cross a threshold now (telemetry reports the
 * value too), see the webhooks, subscriptions and recent deliveries, and evaluate without waiting for the next tick.
 */
export function registerTriggerDevRoutes(app: FastifyInstance, ctx: SimContext, engine: TriggerEngine): void {
  app.post('/dev/vehicles/:tokenId/signals', async (request, reply) => {
    const params = parseInput(TokenIdParamsSchema, request.params, reply);
    if (!params) return reply;
    const input = parseInput(SignalValuesSchema, request.body, reply);
    if (!input) return reply;
    const vehicle = findVehicle(ctx.store, params.tokenId);
    if (!vehicle) return sendError(reply, 404, `Vehicle ${params.tokenId} does not exist.`);
    const kind = vehicle.connection ?? 'dual';
    const values: Record<string, number | string | null> = {};
    for (const [name, value] of Object.entries(input.values)) {
      if (value === null) values[name] = null;
      // What the car's connection cannot send it cannot be made to report (nor fire a trigger with).
      else if (!sendsSignal(kind, name)) return sendError(reply, 400, `${name}: vehicle ${params.tokenId}'s ${kind} connection does not report it`);
      else if (NUMBER_NAMES.has(name) && typeof value === 'number') values[name] = value;
      else if (name === 'obdDTCList' && Array.isArray(value)) values[name] = JSON.stringify(value);
      else if (STRING_NAMES.has(name) && typeof value === 'string') values[name] = value;
      else return sendError(reply, 400, `${name}: not a ${NUMBER_NAMES.has(name) ? 'numeric' : STRING_NAMES.has(name) ? 'text' : 'known'} signal value`);
    }
    const override = setSignalOverrides(ctx.store, params.tokenId, values, ctx.now());
    return { ok: true, override };
  });

  app.delete('/dev/vehicles/:tokenId/signals', async (request, reply) => {
    const params = parseInput(TokenIdParamsSchema, request.params, reply);
    if (!params) return reply;
    clearSignalOverrides(ctx.store, params.tokenId);
    return { ok: true };
  });

  // A driving event happening now (a harsh braking, a collision), as if the car had sent it: telemetry's `events` lists
  // it, segments' event counts, dailyActivity and dataSummary count it, and event webhooks fire on it at the next tick.
  app.post('/dev/vehicles/:tokenId/events', async (request, reply) => {
    const params = parseInput(TokenIdParamsSchema, request.params, reply);
    if (!params) return reply;
    const input = parseInput(EventSchema, request.body ?? {}, reply);
    if (!input) return reply;
    const vehicle = findVehicle(ctx.store, params.tokenId);
    if (!vehicle) return sendError(reply, 404, `Vehicle ${params.tokenId} does not exist.`);
    const nowMs = ctx.now().getTime();
    // A car whose data arrives late or not at all cannot report it now.
    if (reportsUntilMs(vehicle, nowMs) < nowMs) return sendError(reply, 400, `vehicle ${params.tokenId}'s ${vehicle.connection} connection reports nothing now`);
    const tags = input.name === 'behavior.extremeBraking' ? ['behavior.harshBraking', input.name] : [input.name];
    const event = { timestampMs: nowMs, name: input.name, durationNs: input.durationNs, speedKph: input.speedKph, gForce: input.gForce, tags };
    injectEvent(ctx.store, params.tokenId, event);
    return { ok: true, event: { ...event, timestamp: formatTime(nowMs) } };
  });

  app.get('/dev/triggers', async () => ({
    webhooks: ctx.store.state.webhooks.map(({ verificationToken: _secret, ...w }) => w),
    subscriptions: ctx.store.state.webhookSubscriptions,
    deliveries: engine.listDeliveries(),
  }));

  app.post('/dev/triggers/evaluate', async () => {
    engine.evaluate();
    return { ok: true };
  });
}
