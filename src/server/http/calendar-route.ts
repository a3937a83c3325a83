import type { FastifyInstance } from 'fastify';
import { buildCalendarFeed } from '../domain/reminders/calendar-feed';
import type { Services } from '../services';

/**
 * The owner's private iCal feed, `/api/calendar/<secret token>.ics`, for calendar apps to subscribe to (they send
 * no cookie: the token is the key): their reminders and the cars' own service dates. An unknown or revoked token
 * gets 404.
 */
export function registerCalendarRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { file: string } }>('/api/calendar/:file', async (req, reply) => {
    const token = req.params.file.endsWith('.ics') ? req.params.file.slice(0, -4) : '';
    const userId = token ? await services.notifications.findCalendarOwner(token) : null;
    if (!userId) return reply.code(404).send({ error: 'Not Found', message: 'No such calendar.' });
    const origin = services.config.publicUrl ?? `${req.protocol}://${req.headers.host ?? 'localhost'}`;
    const body = buildCalendarFeed(await services.reminders.calendar(userId), origin);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .header('referrer-policy', 'no-referrer')
      .send(body);
  });
}
