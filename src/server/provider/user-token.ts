import { createLocalJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { JSONWebKeySet } from 'jose';
import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import type { ProviderContext } from './context';
import { ProviderError } from './errors';

export const JwkSchema = z.looseObject({
  kty: z.string(),
  kid: z.string().optional(),
  alg: z.string().optional(),
  use: z.string().optional(),
});
export const JwksSchema = z.object({ keys: z.array(JwkSchema) });

export const UserClaimsSchema = z.looseObject({
  sub: z.string().min(1),
  exp: z.number(),
  ethereum_address: z.string().refine((a) => isAddress(a, { strict: false }), 'not an address'),
  email: z.string().nullish(),
});

export interface VerifiedUser {
  /** Checksummed (EIP-55) */
  walletAddress: `0x${string}`;
  email: string | null;
  subject: string;
  expiresAt: Date;
}

export interface UserTokenVerifierOptions {
  /** How long fetched keys are trusted before a lazy refetch; default 10 min. */
  maxAgeMs?: number;
  /** Minimum gap between refetches caused by unknown key ids, against floods of made-up kids; default 1 s. */
  unknownKidCooldownMs?: number;
}

const CALL = 'auth.verifyUserJwt';

/** Verifies user JWTs (RS256) against the provider's JWKS; keys are cached and refetched once on an unknown kid. */
export function createUserTokenVerifier(ctx: ProviderContext, options: UserTokenVerifierOptions = {}) {
  const maxAgeMs = options.maxAgeMs ?? 600_000;
  const cooldownMs = options.unknownKidCooldownMs ?? 1_000;
  let keys: { set: ReturnType<typeof createLocalJWKSet>; fetchedAt: number } | null = null;
  let inFlight: Promise<ReturnType<typeof createLocalJWKSet>> | null = null;

  function loadKeys(): Promise<ReturnType<typeof createLocalJWKSet>> {
    if (!inFlight) {
      inFlight = ctx.http
        .requestJson({ call: 'auth.jwks', url: ctx.cfg.jwksUrl, headers: { accept: 'application/json' } }, JwksSchema)
        .then((jwks) => {
          const set = createLocalJWKSet(jwks as JSONWebKeySet);
          keys = { set, fetchedAt: ctx.now() };
          return set;
        })
        .finally(() => {
          inFlight = null;
        });
    }
    return inFlight;
  }

  async function currentKeys() {
    if (keys && ctx.now() - keys.fetchedAt < maxAgeMs) return keys.set;
    const stale = keys;
    try {
      return await loadKeys();
    } catch (error) {
      // Keys rotate rarely: an outage of the key endpoint should not log everybody out.
      if (!stale) throw error;
      ctx.cfg.logger?.warn({ call: 'auth.jwks', code: (error as ProviderError).code }, 'using stale signing keys');
      return stale.set;
    }
  }

  async function verifyWith(token: string, set: ReturnType<typeof createLocalJWKSet>) {
    return jwtVerify(token, set, {
      issuer: ctx.cfg.issuer,
      audience: ctx.cfg.clientId,
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(ctx.now()),
    });
  }

  async function verifyUserJwt(token: string): Promise<VerifiedUser> {
    let result;
    try {
      const set = await currentKeys();
      try {
        result = await verifyWith(token, set);
      } catch (error) {
        const canRefetch = keys !== null && ctx.now() - keys.fetchedAt >= cooldownMs;
        if (!(error instanceof joseErrors.JWKSNoMatchingKey) || !canRefetch) throw error;
        result = await verifyWith(token, await loadKeys());
      }
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError({ call: CALL, code: 'invalid_token', message: describeJoseError(error), cause: error });
    }

    const claims = UserClaimsSchema.safeParse(result.payload);
    if (!claims.success) {
      throw new ProviderError({
        call: CALL,
        code: 'invalid_token',
        message: 'User token lacks a wallet address or subject',
        cause: claims.error,
      });
    }
    return {
      walletAddress: getAddress(claims.data.ethereum_address),
      email: claims.data.email ?? null,
      subject: claims.data.sub,
      expiresAt: new Date(claims.data.exp * 1000),
    };
  }

  return { verifyUserJwt };
}

function describeJoseError(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'User token has expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `User token claim "${error.claim}" is invalid`;
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'User token signature is invalid';
  if (error instanceof joseErrors.JWKSNoMatchingKey) return 'User token was signed with an unknown key';
  if (error instanceof joseErrors.JOSEError) return `User token is invalid (${error.code})`;
  return 'User token is invalid';
}
