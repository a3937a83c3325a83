/**
 * The floor a request is measured against (a dashboard, a segments answer): a bare Fastify answering the same bytes
 * from memory, in a process of its own like the app. Reads the body from BARE_BODY_FILE, listens on BARE_PORT, prints "ready".
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BARE_BODY_FILE!);
const app = Fastify({ logger: false });
app.get('/*', (_req, reply) => reply.header('content-type', 'application/json').send(body));
await app.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
