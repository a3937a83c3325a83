import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { findSessionUser } from '../db/repositories';
import type { Services } from '../services';
import type { Context } from './init';
import { readSessionToken } from './session-cookie';

export function createContextFactory(services: Services) {
  return async ({ req, res }: CreateFastifyContextOptions): Promise<Context> => {
    const sessionToken = readSessionToken(req);
    const user = sessionToken ? await findSessionUser(services.database.db, sessionToken) : null;
    return { services, user, sessionToken: user ? sessionToken : null, req, res };
  };
}
