import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { findSessionKept } from '../db/repositories';
import type { Services } from '../services';
import type { Context } from './init';
import { readSessionToken } from './session-cookie';

export function createContextFactory(services: Services) {
  return async ({ req, res }: CreateFastifyContextOptions): Promise<Context> => {
    const sessionToken = readSessionToken(req);
    const session = sessionToken ? await findSessionKept(services.database, sessionToken) : null;
    const owner = session ? { userId: session.user.id, dataVersion: session.dataVersion } : null;
    return { services, user: session?.user ?? null, owner, sessionToken: session ? sessionToken : null, req, res };
  };
}
