import { initTRPC, TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { User } from '../db/schema';
import type { Services } from '../services';

export interface Context {
  services: Services;
  user: User | null;
  sessionToken: string | null;
  req: FastifyRequest;
  res: FastifyReply;
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
    return { ...shape, data: { ...shape.data, stack: undefined, title: app?.title ?? null } };
  },
});

/** Maps domain errors to tRPC codes and logs what is unexpected. */
const errorMapping = t.middleware(async ({ ctx, next, path }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof AppError) {
      result.error = new TRPCError({ code: TRPC_CODE[cause.code], message: cause.message, cause });
    } else if (result.error.code === 'INTERNAL_SERVER_ERROR') {
      ctx.req.log.error({ err: cause ?? result.error, path }, 'procedure failed');
      result.error = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong. Please try again.', cause: result.error });
    }
  }
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(errorMapping);
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Authentication required. Please log in again.' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});
export const createCallerFactory = t.createCallerFactory;
