import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isVerificationRequest, parseTriggerDelivery, TriggerDeliveryError } from '../provider/vehicle-triggers-protocol';
import { RECEIVER_PATH } from '../domain/vehicle-alerts/vehicle-alerts-service';
import { claimTriggerEvent, releaseTriggerEvent } from '../db/repositories';
import type { Services } from '../services';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Where the provider's Vehicle Triggers call the app: `POST /api/vehicle-triggers/<token>`. The token (derived from
 * the developer key, so every instance knows it, and sent to the provider only) is the proof a call is the provider's;
 * it is also the answer to the provider's verification handshake. A delivery must name one of our webhooks and a
 * vehicle an owner of this app shares now; it becomes an alert for that owner only. Signal and event webhooks (a
 * harsh braking, a collision) come here alike, with the same replay protections.
 */
export function registerVehicleTriggersRoute(app: FastifyInstance, services: Services): void {
  app.post<{ Params: { token: string } }>(`${RECEIVER_PATH}/:token`, async (req, reply) => {
    let expected: string;
    try {
      expected = services.vehicleAlerts.verificationToken();
    } catch {
      return reply.code(503).send({ error: 'Service Unavailable', message: 'The app is still starting.' });
    }
    if (!sameSecret(req.params.token, expected)) return reply.code(401).send({ error: 'Unauthorized', message: 'Unknown trigger target.' });
    if (isVerificationRequest(req.body)) return reply.code(200).header('content-type', 'text/plain; charset=utf-8').send(expected);

    let delivery;
    try {
      delivery = parseTriggerDelivery(req.body);
    } catch (err) {
      if (err instanceof TriggerDeliveryError) return reply.code(400).send({ error: 'Bad Request', message: err.message });
      throw err;
    }
    const hook = await services.vehicleAlerts.findOwnWebhook(delivery.webhookId);
    if (!hook) return reply.code(404).send({ error: 'Not Found', message: 'Not one of this app\'s webhooks.' });
    const delivered = delivery.kind === 'signal' ? delivery.signal : delivery.event;
    const watched = hook.kind === 'signal' ? hook.signal : hook.event;
    if (hook.kind !== delivery.kind || watched !== delivered) {
      return reply.code(400).send({ error: 'Bad Request', message: `Webhook ${delivery.webhookId} does not watch ${delivered}.` });
    }

    // A replay or a late retry: an event is judged by when it was sent (or its sample taken), and handled once by id.
    const { maxEventAgeMs } = services.config.triggers;
    const ageMs = Date.now() - (delivery.sentAt ?? delivery.observedAt).getTime();
    if (Math.abs(ageMs) > maxEventAgeMs) {
      req.log.info({ eventId: delivery.eventId, ageMs }, 'trigger event outside its time window, ignored');
      return reply.code(200).send({ ok: true, status: 'ignored', reason: `the event was not sent within ${maxEventAgeMs / 1000} s of now` });
    }
    const db = services.database.db;
    const eventId = delivery.eventId ? `${delivery.webhookId}:${delivery.eventId}` : null;
    if (eventId && !(await claimTriggerEvent(db, eventId, (2 * maxEventAgeMs) / 1000 + 60))) {
      return reply.code(200).send({ ok: true, status: 'duplicate' });
    }
    let outcome;
    try {
      outcome =
        delivery.kind === 'signal'
          ? await services.vehicleAlerts.raise(delivery, { confirmOwner: true })
          : await services.vehicleAlerts.raiseEvent(delivery, { confirmOwner: true });
    } catch (err) {
      if (eventId) await releaseTriggerEvent(db, eventId);
      throw err;
    }
    if (outcome.status === 'not_shared') {
      // Its subscription should not exist any more: bring them in line with the shares.
      void services.vehicleAlerts.requestSubscriptionSync();
      return reply.code(403).send({ error: 'Forbidden', message: 'This vehicle is not shared with the app by any of its owners.' });
    }
    return reply.code(200).send({ ok: true, ...outcome });
  });
}
