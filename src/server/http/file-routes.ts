import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';

/** Serves stored files through time-limited signed URLs made by FileStorage.signedUrl. */
export function registerFileRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: { key?: string; exp?: string; sig?: string; download?: string } }>('/api/files', async (req, reply) => {
    const key = services.storage.verifySignedUrl(req.query);
    if (!key) return reply.code(403).send({ error: 'Forbidden', message: 'This link is invalid or has expired.' });
    if (!(await services.storage.exists(key))) return reply.code(404).send({ error: 'Not Found', message: 'File not found.' });
    const name = path.basename(key).replace(/^[0-9a-f-]{36}-/, '');
    const disposition = req.query.download === '1' ? 'attachment' : 'inline';
    reply.header('content-disposition', `${disposition}; filename="${name.replace(/"/g, '')}"`);
    reply.header('cache-control', 'private, max-age=3600');
    reply.header('x-content-type-options', 'nosniff');
    reply.type(contentTypeFor(name));
    return reply.send(services.storage.read(key));
  });
}

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const contentTypeFor = (name: string) => TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
