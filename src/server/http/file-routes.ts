import type { FastifyInstance } from 'fastify';
import { findDocument, findSessionUser } from '../db/repositories';
import type { Services } from '../services';
import { contentTypeForKey, downloadNameForKey } from '../storage/file-storage';
import { readSessionToken } from '../trpc/session-cookie';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

  /** A document's first-page preview, to its owner only (signed-in session; another owner's id answers 404). */
  app.get<{ Params: { id: string } }>('/api/documents/:id/thumbnail', async (req, reply) => {
    const token = readSessionToken(req);
    const user = token ? await findSessionUser(services.database, token) : null;
    if (!user) return reply.code(401).send({ error: 'Unauthorized', message: 'Authentication required.' });
    const doc = UUID.test(req.params.id) ? await findDocument(services.database.db, user.id, req.params.id) : null;
    if (!doc?.thumbnailPath || !(await services.storage.exists(doc.thumbnailPath))) return reply.code(404).send({ error: 'Not Found', message: 'This document has no preview.' });
    reply.header('cache-control', 'private, max-age=3600');
    reply.header('x-content-type-options', 'nosniff');
    reply.type('image/jpeg');
    return reply.send(services.storage.read(doc.thumbnailPath));
  });
}
