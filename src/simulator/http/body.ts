import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

const rawBodies = new WeakMap<FastifyRequest, string>();

/** Parses JSON bodies while keeping the exact text, which attestation signatures are checked against. */
export function registerRawJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    rawBodies.set(request, text);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new Error('Body is not valid JSON') as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });
}

export function getRawBody(request: FastifyRequest): string | undefined {
  return rawBodies.get(request);
}

export function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).send({ message });
}

/** Validates input with a zod schema; on failure answers 400 and returns null. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown, reply: FastifyReply): T | null {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  sendError(reply, 400, `Invalid request: ${where}${issue?.message ?? 'bad input'}`);
  return null;
}
