import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { compileCondition, compileEventCondition, MAX_CONDITION_LENGTH } from '../../shared/trigger-condition';
import { verifyDeveloperAuth } from '../auth/verify';
import { formatVehicleDid, getVehicleContract, parseDid } from '../chain';
import type { SimContext } from '../context';
import { parseInput, sendError } from '../http/body';
import { findActiveGrant } from '../state/grants';
import { findVehicle } from '../state/owners';
import type { TriggerEngine } from './engine';
import { requiredPrivileges, resolveMetric, SIGNAL_DEFINITIONS, type MetricKind } from './signals';
import type { SimWebhook } from './types';
import { verifyTarget } from './verify-target';
import { canonicalTime } from '../provider-time';

const MAX_WEBHOOKS_PER_LICENSE = 100;
const MAX_COOL_DOWN_SECONDS = 365 * 86_400;

// The real service requires an https target; the simulator takes http too, since local apps listen on plain http.
const TargetUrlSchema = z
  .string()
  .max(2000)
  .refine((s) => URL.canParse(s) && ['http:', 'https:'].includes(new URL(s).protocol), 'must be an http(s) URL');

const CreateWebhookSchema = z.object({
  service: z.string().min(1).max(50),
  metricName: z.string().min(1).max(100),
  condition: z.string().min(1).max(MAX_CONDITION_LENGTH),
  coolDownPeriod: z.number().int().min(0).max(MAX_COOL_DOWN_SECONDS),
  description: z.string().max(1000).optional(),
  displayName: z.string().trim().min(1).max(200).optional(),
  targetURL: TargetUrlSchema,
  status: z.enum(['enabled', 'disabled']).optional(),
  verificationToken: z.string().min(1).max(500),
});

const UpdateWebhookSchema = z.object({
  condition: z.string().min(1).max(MAX_CONDITION_LENGTH).optional(),
  coolDownPeriod: z.number().int().min(0).max(MAX_COOL_DOWN_SECONDS).optional(),
  description: z.string().max(1000).optional(),
  displayName: z.string().trim().min(1).max(200).optional(),
  targetURL: TargetUrlSchema.optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
});

type Params = { webhookId: string; assetDid: string };

/** The webhook view the provider lists: everything but the verification token. */
function toView(w: SimWebhook) {
  return {
    id: w.id,
    service: w.service,
    metricName: w.metricName,
    condition: w.condition,
    targetURL: w.targetURL,
    coolDownPeriod: w.coolDownPeriod,
    status: w.status,
    description: w.description,
    displayName: w.displayName,
    createdAt: canonicalTime(w.createdAt),
    updatedAt: canonicalTime(w.updatedAt),
    failureCount: w.failureCount,
  };
}

/** What is wrong with a condition in its metric's variables (a signal's value, an event's name, source…), if anything. */
function conditionProblem(condition: string, metric: MetricKind): string | null {
  try {
    if (metric.kind === 'signal') compileCondition(condition);
    else compileEventCondition(condition);
    return null;
  } catch (error) {
    return `invalid CEL condition: ${(error as Error).message}`;
  }
}

/** The simulator's Vehicle Triggers API under /vehicle-triggers/v1/webhooks, for developer JWTs only. */
export function registerVehicleTriggersRoutes(app: FastifyInstance, ctx: SimContext, engine: TriggerEngine): void {
  const developers = new WeakMap<FastifyRequest, string>();
  const clientOf = (request: FastifyRequest) => developers.get(request)!;
  // subscriptions come in bursts (every car of a garage as it signs in): written together, soon after
  const save = () => ctx.store.saveSoon();
  const now = () => ctx.now();

  const isNameTaken = (clientId: string, displayName: string, exceptId?: string) =>
    ctx.store.state.webhooks.some((w) => w.clientId === clientId && w.id !== exceptId && w.displayName.toLowerCase() === displayName.toLowerCase());

  /** The license's webhook, or a 404 sent. */
  function findOwnWebhook(request: FastifyRequest<{ Params: Partial<Params> }>, reply: FastifyReply): SimWebhook | null {
    const webhook = ctx.store.state.webhooks.find((w) => w.id === request.params.webhookId && w.clientId === clientOf(request));
    if (!webhook) sendError(reply, 404, 'Webhook not found');
    return webhook ?? null;
  }

  /** The vehicle a path's asset DID names on this chain, or a 400 sent. */
  function readAssetTokenId(request: FastifyRequest<{ Params: Partial<Params> }>, reply: FastifyReply): number | null {
    const did = parseDid(request.params.assetDid ?? '');
    const ok =
      did?.method === 'erc721' &&
      did.chainId === ctx.chainId &&
      did.address.toLowerCase() === getVehicleContract(ctx.chainId).toLowerCase() &&
      did.tokenId !== null;
    if (!ok || !did?.tokenId) {
      sendError(reply, 400, `Invalid asset DID ${request.params.assetDid}: expected ${formatVehicleDid(ctx.chainId, 1).replace(/1$/, '<tokenId>')}`);
      return null;
    }
    return did.tokenId;
  }

  /** The vehicle grants the webhook's license what its metric needs (as the provider checks a subscription). */
  const isSharedWith = (tokenId: number, webhook: SimWebhook) => {
    const metric = resolveMetric(webhook.service, webhook.metricName);
    const granted = findActiveGrant(ctx.store, tokenId, webhook.clientId, now())?.privileges ?? [];
    return typeof metric !== 'string' && requiredPrivileges(metric).every((p) => granted.includes(p));
  };

  function subscribe(webhookId: string, tokenId: number): void {
    const exists = ctx.store.state.webhookSubscriptions.some((s) => s.webhookId === webhookId && s.tokenId === tokenId);
    if (!exists) ctx.store.state.webhookSubscriptions.push({ webhookId, tokenId, createdAt: now().toISOString() });
  }

  app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        if (ctx.faults.triggersUnavailable) return sendError(reply, 404, `No route ${request.method} ${request.url}`);
        const auth = await verifyDeveloperAuth(ctx, request.headers.authorization);
        if (!auth.ok) return sendError(reply, auth.status, auth.message);
        developers.set(request, auth.value.clientId);
      });

      scope.get('/v1/webhooks', async (request) => ctx.store.state.webhooks.filter((w) => w.clientId === clientOf(request)).map(toView));

      scope.post('/v1/webhooks', async (request, reply) => {
        const input = parseInput(CreateWebhookSchema, request.body, reply);
        if (!input) return reply;
        const clientId = clientOf(request);
        const metric = resolveMetric(input.service, input.metricName);
        if (typeof metric === 'string') return sendError(reply, 400, metric);
        const problem = conditionProblem(input.condition, metric);
        if (problem) return sendError(reply, 400, problem);
        if (ctx.store.state.webhooks.filter((w) => w.clientId === clientId).length >= MAX_WEBHOOKS_PER_LICENSE) {
          return sendError(reply, 400, `A license may have at most ${MAX_WEBHOOKS_PER_LICENSE} webhooks.`);
        }
        const id = randomUUID();
        const displayName = input.displayName ?? id;
        if (isNameTaken(clientId, displayName)) return sendError(reply, 400, `A webhook named "${displayName}" exists already.`);
        const failed = await verifyTarget(input.targetURL, input.verificationToken);
        if (failed) return sendError(reply, 400, failed);
        // Checked again after the (slow) handshake: another request may have taken the name meanwhile.
        if (isNameTaken(clientId, displayName)) return sendError(reply, 400, `A webhook named "${displayName}" exists already.`);
        const at = now().toISOString();
        ctx.store.state.webhooks.push({
          id,
          clientId,
          service: input.service,
          metricName: input.metricName,
          condition: input.condition,
          targetURL: input.targetURL,
          coolDownPeriod: input.coolDownPeriod,
          status: input.status ?? 'enabled',
          description: input.description ?? '',
          displayName,
          verificationToken: input.verificationToken,
          failureCount: 0,
          createdAt: at,
          updatedAt: at,
        });
        save();
        return reply.code(201).send({ id, message: 'Webhook registered successfully' });
      });

      scope.get('/v1/webhooks/signals', async () => SIGNAL_DEFINITIONS);

      scope.get<{ Params: Params }>('/v1/webhooks/vehicles/:assetDid', async (request, reply) => {
        const tokenId = readAssetTokenId(request, reply);
        if (tokenId === null) return reply;
        const own = new Map(ctx.store.state.webhooks.filter((w) => w.clientId === clientOf(request)).map((w) => [w.id, w]));
        return ctx.store.state.webhookSubscriptions
          .filter((s) => s.tokenId === tokenId && own.has(s.webhookId))
          .map((s) => ({ webhookId: s.webhookId, assetDid: formatVehicleDid(ctx.chainId, tokenId), createdAt: canonicalTime(s.createdAt), description: own.get(s.webhookId)!.description }));
      });

      scope.get<{ Params: Params }>('/v1/webhooks/:webhookId', async (request, reply) => {
        const webhook = findOwnWebhook(request, reply);
        if (!webhook) return reply;
        return ctx.store.state.webhookSubscriptions.filter((s) => s.webhookId === webhook.id).map((s) => formatVehicleDid(ctx.chainId, s.tokenId));
      });

      scope.put<{ Params: Params }>('/v1/webhooks/:webhookId', async (request, reply) => {
        const webhook = findOwnWebhook(request, reply);
        if (!webhook) return reply;
        const input = parseInput(UpdateWebhookSchema, request.body, reply);
        if (!input) return reply;
        const metric = resolveMetric(webhook.service, webhook.metricName);
        if (input.condition !== undefined && typeof metric !== 'string') {
          const problem = conditionProblem(input.condition, metric);
          if (problem) return sendError(reply, 400, problem);
        }
        if (input.displayName !== undefined && isNameTaken(webhook.clientId, input.displayName, webhook.id)) {
          return sendError(reply, 400, `A webhook named "${input.displayName}" exists already.`);
        }
        // Unconfirmed: whether the provider verifies a changed target again. The simulator does, with the token given
        // at creation (an update carries none).
        if (input.targetURL !== undefined && input.targetURL !== webhook.targetURL) {
          const failed = await verifyTarget(input.targetURL, webhook.verificationToken);
          if (failed) return sendError(reply, 400, failed);
        }
        Object.assign(webhook, Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)));
        webhook.failureCount = 0;
        webhook.updatedAt = now().toISOString();
        save();
        return { id: webhook.id, message: 'Webhook updated successfully' };
      });

      scope.delete<{ Params: Params }>('/v1/webhooks/:webhookId', async (request, reply) => {
        const webhook = findOwnWebhook(request, reply);
        if (!webhook) return reply;
        const { state } = ctx.store;
        state.webhooks = state.webhooks.filter((w) => w.id !== webhook.id);
        state.webhookSubscriptions = state.webhookSubscriptions.filter((s) => s.webhookId !== webhook.id);
        engine.forgetWebhook(webhook.id);
        save();
        return { message: 'Webhook deleted successfully' };
      });

      scope.post<{ Params: Params }>('/v1/webhooks/:webhookId/subscribe/all', async (request, reply) => {
        const webhook = findOwnWebhook(request, reply);
        if (!webhook) return reply;
        const shared = ctx.store.state.vehicles.filter((v) => isSharedWith(v.tokenId, webhook));
        for (const v of shared) subscribe(webhook.id, v.tokenId);
        save();
        // 200, not the 201 DIMO's API documentation states: its handler answers with the default status.
        return { message: `Subscribed ${shared.length} assets` };
      });

      scope.post<{ Params: Params }>('/v1/webhooks/:webhookId/subscribe/:assetDid', async (request, reply) => {
        const webhook = findOwnWebhook(request, reply);
        if (!webhook) return reply;
        const tokenId = readAssetTokenId(request, reply);
        if (tokenId === null) return reply;
        if (!findVehicle(ctx.store, tokenId)) return sendError(reply, 400, `Vehicle ${tokenId} does not exist.`);
        if (!isSharedWith(tokenId, webhook)) return sendError(reply, 403, 'Insufficient vehicle permissions');
        subscribe(webhook.id, tokenId);
        save();
        return reply.code(201).send({ message: 'Vehicle assigned successfully' });
      });

      scope.delete<{ Params: Params }>('/v1/webhooks/:webhookId/unsubscribe/all', async (request, reply) => {
        const webhook = findOwnWebhook(request, reply);
        if (!webhook) return reply;
        const { state } = ctx.store;
        const before = state.webhookSubscriptions.length;
        state.webhookSubscriptions = state.webhookSubscriptions.filter((s) => s.webhookId !== webhook.id);
        save();
        return { message: `Unsubscribed ${before - state.webhookSubscriptions.length} vehicles` };
      });

      scope.delete<{ Params: Params }>('/v1/webhooks/:webhookId/unsubscribe/:assetDid', async (request, reply) => {
        const webhook = findOwnWebhook(request, reply);
        if (!webhook) return reply;
        const tokenId = readAssetTokenId(request, reply);
        if (tokenId === null) return reply;
        const { state } = ctx.store;
        state.webhookSubscriptions = state.webhookSubscriptions.filter((s) => !(s.webhookId === webhook.id && s.tokenId === tokenId));
        save();
        return { message: 'Vehicle unsubscribed successfully' };
      });
    },
    { prefix: '/vehicle-triggers' },
  );
}
