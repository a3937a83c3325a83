import { decodeJwt } from 'jose';
import { z } from 'zod';
import type { ProviderContext } from './context';
import { callWithDeveloperJwt, type DeveloperAuth } from './developer-auth';
import { ProviderError } from './errors';
import { joinUrl } from './hosts';

export const ExchangeResponseSchema = z.looseObject({ token: z.string().min(1) });

const REFRESH_MARGIN_MS = 30_000;
const CALL = 'tokenExchange.exchange';

export interface VehicleTokens {
  getVehicleJwt(tokenId: number, privileges?: number[]): Promise<string>;
  invalidateVehicleJwt(tokenId: number): void;
}

/** When to stop using a vehicle JWT: 30 s before its `exp`. */
export function computeRefreshAt(call: string, token: string): number {
  let exp: unknown;
  try {
    exp = decodeJwt(token).exp;
  } catch (error) {
    throw new ProviderError({ call, code: 'invalid_response', message: `${call} returned a token that is not a JWT`, cause: error });
  }
  if (typeof exp !== 'number') {
    throw new ProviderError({ call, code: 'invalid_response', message: `${call} returned a token without exp` });
  }
  return exp * 1000 - REFRESH_MARGIN_MS;
}

function cacheKey(tokenId: number, privileges: number[]): string {
  return `${tokenId}:${[...new Set(privileges)].sort((a, b) => a - b).join(',')}`;
}

/** Vehicle JWTs from token exchange, cached per (vehicle, privileges) until shortly before they expire. */
export function createVehicleTokens(ctx: ProviderContext, developer: DeveloperAuth): VehicleTokens {
  const cache = new Map<string, { tokenId: number; token: string; refreshAt: number }>();
  const inFlight = new Map<string, Promise<string>>();

  async function exchange(tokenId: number, privileges: number[]): Promise<string> {
    const body = JSON.stringify({ nftContractAddress: ctx.cfg.vehicleContract, tokenId, privileges });
    const response = await callWithDeveloperJwt(developer, (jwt) =>
      ctx.http.requestJson(
        {
          call: CALL,
          url: joinUrl(ctx.cfg.tokenExchangeUrl, '/v1/tokens/exchange'),
          method: 'POST',
          headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json', accept: 'application/json' },
          body,
        },
        ExchangeResponseSchema,
      ),
    );
    return response.token;
  }

  async function getVehicleJwt(tokenId: number, privileges: number[] = [1]): Promise<string> {
    const key = cacheKey(tokenId, privileges);
    const hit = cache.get(key);
    if (hit && ctx.now() < hit.refreshAt) return hit.token;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = exchange(tokenId, privileges)
        .then((token) => {
          cache.set(key, { tokenId, token, refreshAt: computeRefreshAt(CALL, token) });
          return token;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  function invalidateVehicleJwt(tokenId: number): void {
    for (const [key, entry] of cache) {
      if (entry.tokenId === tokenId) cache.delete(key);
    }
  }

  return { getVehicleJwt, invalidateVehicleJwt };
}
