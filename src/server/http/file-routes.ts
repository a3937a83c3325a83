import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { contentTypeForKey, downloadNameForKey } from '../storage/file-storage';

/** Serves stored files through time-limited signed URLs made by the local driver's signedUrl (an object store serves its own). */
export function registerFileRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: { key?: string; exp?: string; sig?: string; download?: string } }>('/api/files', async (req, reply) => {
    const key = services.storage.verifySignedUrl(req.query);
    if (!key) return reply.code(403).send({ error: 'Forbidden', message: 'This link is invalid or has expired.' });
    if (!(await services.storage.exists(key))) return reply.code(404).send({ error: 'Not Found', message: 'File not found.' });
    const name = downloadNameForKey(key);
    const disposition = req.query.download === '1' ? 'attachment' : 'inline';
    reply.header('content-disposition', `${disposition}; filename="${name.replace(/"/g, '')}"`);
    reply.header('cache-control', 'private, max-age=3600');
    reply.header('x-content-type-options', 'nosniff');
    reply.type(contentTypeForKey(name));
    return reply.send(services.storage.read(key));
  });
}
