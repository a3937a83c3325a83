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
    exp = decodeJwtPayload(token).exp;
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

/**
 * Vehicle JWTs from token exchange, cached per vehicle until shortly before they expire. A token asked for with more
 * privileges also serves a call that needs fewer (the sign-in's one token covers telemetry, location and the VIN).
 */
export function createVehicleTokens(ctx: ProviderContext, developer: DeveloperAuth): VehicleTokens {
  const cache = new Map<number, { key: string; privileges: number[]; token: string; refreshAt: number }[]>();
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

  /** A live token of this vehicle carrying at least these privileges. */
  function findCovering(tokenId: number, privileges: number[]): string | null {
    const live = (cache.get(tokenId) ?? []).filter((entry) => ctx.now() < entry.refreshAt);
    if (live.length) cache.set(tokenId, live);
    else cache.delete(tokenId);
    return live.find((entry) => privileges.every((p) => entry.privileges.includes(p)))?.token ?? null;
  }

  async function getVehicleJwt(tokenId: number, privileges: number[] = [1]): Promise<string> {
    const covering = findCovering(tokenId, privileges);
    if (covering) return covering;
    const key = cacheKey(tokenId, privileges);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = exchange(tokenId, privileges)
        .then((token) => {
          const entries = (cache.get(tokenId) ?? []).filter((entry) => entry.key !== key);
          entries.push({ key, privileges: [...new Set(privileges)], token, refreshAt: computeRefreshAt(CALL, token) });
          cache.set(tokenId, entries);
          return token;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  function invalidateVehicleJwt(tokenId: number): void {
    cache.delete(tokenId);
  }

  return { getVehicleJwt, invalidateVehicleJwt };
}

/** A JWT's claims, unverified (the provider's own answer over TLS): three base64url parts, the middle one a JSON object. */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new Error('not a JWT: it must have three parts');
  const payload: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw new Error('not a JWT: its payload is not an object');
  return payload as Record<string, unknown>;
}
