import { getTRPCErrorFromUnknown, initTRPC, TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { containsUnstorableText } from '../../shared/api/bounds';
import { AppError } from '../errors';
import type { OwnerDataStamp } from '../db/owner-data-cache';
import type { User } from '../db/schema';
import type { Services } from '../services';

export interface Context {
  services: Services;
  user: User | null;
  /** The signed-in owner's id and data version (read with the session), what ownerCache answers are keyed by. */
  owner: OwnerDataStamp | null;
  sessionToken: string | null;
  req: FastifyRequest;
  res: FastifyReply;
}

function describeInvalidInput(error: z.ZodError): string {
  const issues = error.issues.slice(0, 5).map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
  return `${issues.join('; ')}${error.issues.length > 5 ? '; …' : ''}`;
}

const TRPC_CODE = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  UPSTREAM: 'BAD_GATEWAY',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
} as const;

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const app = error.cause instanceof AppError ? error.cause : null;
    // Input that fails its schema reads as "field: what is wrong", not as zod's JSON dump.
    const message = error.cause instanceof z.ZodError ? describeInvalidInput(error.cause) : shape.message;
    return { ...shape, message, data: { ...shape.data, stack: undefined, title: app?.title ?? null } };
  },
});

/**
 * Maps domain errors to tRPC codes, also for errors thrown while a streamed answer is being sent. Refusals (bad input,
 * not found, rate limit...) are expected traffic: one info line without a stack. Only the unexpected is an error.
 */
const errorMapping = t.middleware(async ({ ctx, next, path }) => {
  const mapError = (error: TRPCError): TRPCError => {
    const cause = error.cause;
    if (cause instanceof AppError) {
      const mapped = new TRPCError({ code: TRPC_CODE[cause.code], message: cause.message, cause });
      if (cause.code === 'INTERNAL') ctx.req.log.error({ err: cause, path }, 'procedure failed');
      else if (cause.code === 'UPSTREAM') ctx.req.log.warn({ path, code: mapped.code, reason: describeCause(cause) }, cause.message);
      else ctx.req.log.info({ path, code: mapped.code }, cause.message);
      return mapped;
    }
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      ctx.req.log.error({ err: cause ?? error, path }, 'procedure failed');
      return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong. Please try again.', cause: error });
    }
    ctx.req.log.info({ path, code: error.code }, error.message.slice(0, 200));
    return error;
  };
  const result = await next();
  if (!result.ok) {
    result.error = mapError(result.error);
    return result;
  }
  if (isAsyncIterable(result.data)) return { ...result, data: mapStreamErrors(result.data, (err) => mapError(getTRPCErrorFromUnknown(err))) };
  return result;
});

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

async function* mapStreamErrors<T>(source: AsyncIterable<T>, map: (err: unknown) => TRPCError): AsyncGenerator<T> {
  try {
    yield* source;
  } catch (err) {
    throw map(err);
  }
}

/** The provider failure behind an UPSTREAM error, in one line (no stack: the provider being down is not our bug). */
const describeCause = (err: Error): string | undefined => (err.cause instanceof Error ? err.cause.message : undefined);

/** Refuses input carrying text no column can hold (NUL bytes, broken UTF-16), for every procedure, before its schema. */
const storableInput = t.middleware(async ({ getRawInput, next }) => {
  if (containsUnstorableText(await getRawInput())) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The text contains characters that cannot be stored (a NUL byte or broken Unicode).' });
  }
  return next();
});

export const router = t.router;
export const publicProcedure = t.procedure.use(errorMapping).use(storableInput);
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Authentication required. Please log in again.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});
export const createCallerFactory = t.createCallerFactory;

/**
 * A live stream's signal: it ends when the client leaves or the server shuts down. At shutdown the connection is cut
 * rather than the stream completed, so the browser reconnects (to another instance) as after a network drop.
 */
export function untilClosing(ctx: { req: FastifyRequest; services: Pick<Services, 'closing'> }, signal: AbortSignal | undefined): AbortSignal {
  const { closing } = ctx.services;
  const cut = () => ctx.req.raw.socket?.destroy();
  closing.addEventListener('abort', cut, { once: true });
  signal?.addEventListener('abort', () => closing.removeEventListener('abort', cut), { once: true });
  return signal ? AbortSignal.any([signal, closing]) : closing;
}
