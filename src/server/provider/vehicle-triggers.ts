import { z } from 'zod';
import type { ProviderContext } from './context';
import { callWithDeveloperJwt, type DeveloperAuth } from './developer-auth';
import { joinUrl } from './hosts';
import type { HttpRequest } from './http';

/**
 * The provider's Vehicle Triggers API (webhooks), called with the developer JWT. Paths follow the provider's public
 * API reference (vehicle-triggers-api docs/swagger.yaml) and the Python SDK's VehicleTriggers: list/create at
 * /v1/webhooks, update (PUT) / delete / list subscribed vehicles at /v1/webhooks/{id}, subscribe (POST) at
 * /v1/webhooks/{id}/subscribe/{did|all}, unsubscribe (DELETE) at /v1/webhooks/{id}/unsubscribe/{did|all}, and a
 * vehicle's subscriptions at /v1/webhooks/vehicles/{did}. DIDs go into paths as they are (as the SDK sends them).
 */

export const WebhookStatusSchema = z.string().max(50);

export const TriggerWebhookSchema = z.looseObject({
  id: z.string().min(1).max(200),
  service: z.string().max(100),
  metricName: z.string().max(200),
  condition: z.string().max(2000),
  targetURL: z.string().max(2000),
  coolDownPeriod: z.number().int(),
  status: WebhookStatusSchema,
  description: z.string().max(2000).nullish().transform((v) => v ?? ''),
  displayName: z.string().max(500).nullish().transform((v) => v ?? ''),
  failureCount: z.number().int().nullish().transform((v) => v ?? 0),
  createdAt: z.string().nullish().transform((v) => v ?? null),
  updatedAt: z.string().nullish().transform((v) => v ?? null),
});
export type TriggerWebhook = z.infer<typeof TriggerWebhookSchema>;

export interface NewTriggerWebhook {
  service: string;
  metricName: string;
  condition: string;
  /** Minimum seconds between firings for one vehicle. */
  coolDownPeriod: number;
  description: string;
  displayName: string;
  targetURL: string;
  status: 'enabled' | 'disabled';
  /** What the target must answer to the provider's verification call. */
  verificationToken: string;
}

export type TriggerWebhookPatch = Partial<Pick<NewTriggerWebhook, 'condition' | 'coolDownPeriod' | 'description' | 'displayName' | 'targetURL' | 'status'>>;

const CreatedSchema = z.looseObject({ id: z.string().min(1).max(200) });

// Unconfirmed: the swagger types assetDid as the DID struct; its JSON is expected to be the DID string. An object is
// kept as null rather than failing the whole list.
const VehicleSubscriptionSchema = z.looseObject({
  webhookId: z.string().max(200),
  assetDid: z.unknown().transform((v) => (typeof v === 'string' ? v : null)),
  createdAt: z.string().nullish().transform((v) => v ?? null),
  description: z.string().max(2000).nullish().transform((v) => v ?? ''),
});
export type VehicleSubscription = z.infer<typeof VehicleSubscriptionSchema>;

export interface VehicleTriggersClient {
  listWebhooks(): Promise<TriggerWebhook[]>;
  /** The provider verifies the target URL before it answers (see isVerificationRequest). */
  createWebhook(input: NewTriggerWebhook): Promise<{ id: string }>;
  updateWebhook(webhookId: string, patch: TriggerWebhookPatch): Promise<void>;
  deleteWebhook(webhookId: string): Promise<void>;
  subscribeVehicle(webhookId: string, assetDid: string): Promise<void>;
  /** Subscribes every vehicle shared with the license. */
  subscribeAllVehicles(webhookId: string): Promise<void>;
  unsubscribeVehicle(webhookId: string, assetDid: string): Promise<void>;
  unsubscribeAllVehicles(webhookId: string): Promise<void>;
  /** The DIDs of the vehicles subscribed to a webhook. */
  listWebhookVehicles(webhookId: string): Promise<string[]>;
  /** The license's webhooks a vehicle is subscribed to. */
  listVehicleSubscriptions(assetDid: string): Promise<VehicleSubscription[]>;
}

function segment(value: string, what: string): string {
  if (!/^[\w.:-]{1,200}$/.test(value)) throw new RangeError(`Invalid ${what} "${value}"`);
  return value;
}

export function createVehicleTriggersClient(ctx: ProviderContext, developer: DeveloperAuth): VehicleTriggersClient {
  const url = (path: string) => joinUrl(ctx.cfg.vehicleTriggersUrl, path);

  type Call = Omit<HttpRequest, 'headers' | 'body'> & { json?: unknown };
  const withJwt = (jwt: string, { json, ...rest }: Call): HttpRequest => ({
    ...rest,
    headers: { authorization: `Bearer ${jwt}`, accept: 'application/json', ...(json !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: json !== undefined ? JSON.stringify(json) : undefined,
  });
  const send = async (req: Call) => void (await callWithDeveloperJwt(developer, (jwt) => ctx.http.request(withJwt(jwt, req))));
  const sendJson = <S extends z.ZodType>(req: Call, schema: S): Promise<z.infer<S>> =>
    callWithDeveloperJwt(developer, (jwt) => ctx.http.requestJson(withJwt(jwt, req), schema));

  const hook = (id: string) => `/v1/webhooks/${segment(id, 'webhook id')}`;
  const did = (assetDid: string) => segment(assetDid, 'vehicle DID');

  return {
    listWebhooks: () => sendJson({ call: 'vehicleTriggers.listWebhooks', url: url('/v1/webhooks') }, z.array(TriggerWebhookSchema)),
    createWebhook: async (input) => {
      const created = await sendJson({ call: 'vehicleTriggers.createWebhook', url: url('/v1/webhooks'), method: 'POST', json: input }, CreatedSchema);
      return { id: created.id };
    },
    updateWebhook: (webhookId, patch) =>
      send({ call: 'vehicleTriggers.updateWebhook', url: url(hook(webhookId)), method: 'PUT', json: patch }),
    deleteWebhook: (webhookId) =>
      send({ call: 'vehicleTriggers.deleteWebhook', url: url(hook(webhookId)), method: 'DELETE' }),
    subscribeVehicle: (webhookId, assetDid) =>
      send({ call: 'vehicleTriggers.subscribeVehicle', url: url(`${hook(webhookId)}/subscribe/${did(assetDid)}`), method: 'POST' }),
    subscribeAllVehicles: (webhookId) =>
      send({ call: 'vehicleTriggers.subscribeAllVehicles', url: url(`${hook(webhookId)}/subscribe/all`), method: 'POST' }),
    unsubscribeVehicle: (webhookId, assetDid) =>
      send({ call: 'vehicleTriggers.unsubscribeVehicle', url: url(`${hook(webhookId)}/unsubscribe/${did(assetDid)}`), method: 'DELETE' }),
    unsubscribeAllVehicles: (webhookId) =>
      send({ call: 'vehicleTriggers.unsubscribeAllVehicles', url: url(`${hook(webhookId)}/unsubscribe/all`), method: 'DELETE' }),
    listWebhookVehicles: (webhookId) =>
      sendJson({ call: 'vehicleTriggers.listWebhookVehicles', url: url(hook(webhookId)) }, z.array(z.string().max(200)).nullable().transform((v) => v ?? [])),
    listVehicleSubscriptions: (assetDid) =>
      sendJson(
        { call: 'vehicleTriggers.listVehicleSubscriptions', url: url(`/v1/webhooks/vehicles/${did(assetDid)}`) },
        z.array(VehicleSubscriptionSchema).nullable().transform((v) => v ?? []),
      ),
  };
}
