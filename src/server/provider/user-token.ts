import type { createLocalJWKSet, JSONWebKeySet } from 'jose';
import { checksumAddress, isAddress } from './ethereum';
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

const ZERO_ADDRESS = /^0x0{40}$/;

/** A wallet the provider can really have given the owner: 0x and 40 hex digits, and not the zero address. */
export const WalletAddressClaimSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'not an address')
  .refine((a) => isAddress(a, { strict: false }), 'not an address')
  .refine((a) => !ZERO_ADDRESS.test(a), 'the zero address');

export const UserClaimsSchema = z.looseObject({
  sub: z.string().min(1),
  exp: z.number(),
  iat: z.number(),
  ethereum_address: WalletAddressClaimSchema,
  email: z.string().nullish(),
});

/** How far our clock and the provider's may disagree when checking exp, nbf and iat. */
export const CLOCK_TOLERANCE_SECONDS = 30;

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
  /** Minimum gap between key fetches caused by unknown key ids, against floods of made-up kids; default 1 min. */
  unknownKidCooldownMs?: number;
}

const CALL = 'auth.verifyUserJwt';

/**
 * Verifies user JWTs (RS256) against the provider's JWKS. Keys are cached; an unknown kid refetches them, at most
 * once per cooldown (a minute) however many made-up kids arrive. Claims: issuer, audience, exp and nbf with a small
 * clock tolerance, an iat that is not in the future, and a well-formed non-zero wallet address.
 */
/** The JOSE library loads with the first sign-in, not with the server. */
const loadJose = () => import('jose');

export function createUserTokenVerifier(ctx: ProviderContext, options: UserTokenVerifierOptions = {}) {
  const maxAgeMs = options.maxAgeMs ?? 600_000;
  const cooldownMs = options.unknownKidCooldownMs ?? 60_000;
  let keys: { set: ReturnType<typeof createLocalJWKSet>; fetchedAt: number } | null = null;
  let inFlight: Promise<ReturnType<typeof createLocalJWKSet>> | null = null;
  /** When keys were last requested, whether or not the request succeeded (a failing endpoint is not hammered). */
  let lastFetchStartedAt = -Infinity;

  function loadKeys(): Promise<ReturnType<typeof createLocalJWKSet>> {
    if (!inFlight) {
      lastFetchStartedAt = ctx.now();
      inFlight = ctx.http
        .requestJson({ call: 'auth.jwks', url: ctx.cfg.jwksUrl, headers: { accept: 'application/json' } }, JwksSchema)
        .then(async (jwks) => {
          const { createLocalJWKSet } = await loadJose();
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
    const { jwtVerify } = await loadJose();
    return jwtVerify(token, set, {
      issuer: ctx.cfg.issuer,
      audience: ctx.cfg.clientId,
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'sub', 'iat'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: new Date(ctx.now()),
    });
  }

  async function verifyUserJwt(token: string): Promise<VerifiedUser> {
    const { errors: joseErrors } = await loadJose();
    let result;
    try {
      const set = await currentKeys();
      try {
        result = await verifyWith(token, set);
      } catch (error) {
        const canRefetch = ctx.now() - lastFetchStartedAt >= cooldownMs;
        if (!(error instanceof joseErrors.JWKSNoMatchingKey) || !canRefetch) throw error;
        result = await verifyWith(token, await loadKeys());
      }
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError({ call: CALL, code: 'invalid_token', message: describeJoseError(joseErrors, error), cause: error });
    }

    const claims = UserClaimsSchema.safeParse(result.payload);
    if (!claims.success) {
      throw new ProviderError({
        call: CALL,
        code: 'invalid_token',
        message: `User token has no valid wallet address or subject (${claims.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')})`,
        cause: claims.error,
      });
    }
    if (claims.data.iat > ctx.now() / 1000 + CLOCK_TOLERANCE_SECONDS) {
      throw new ProviderError({ call: CALL, code: 'invalid_token', message: 'User token claim "iat" is in the future' });
    }
    return {
      walletAddress: checksumAddress(claims.data.ethereum_address),
      email: claims.data.email ?? null,
      subject: claims.data.sub,
      expiresAt: new Date(claims.data.exp * 1000),
    };
  }

  return { verifyUserJwt };
}

function describeJoseError(joseErrors: typeof import('jose').errors, error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'User token has expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `User token claim "${error.claim}" is invalid`;
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'User token signature is invalid';
  if (error instanceof joseErrors.JWKSNoMatchingKey) return 'User token was signed with an unknown key';
  if (error instanceof joseErrors.JOSEError) return `User token is invalid (${error.code})`;
  return 'User token is invalid';
}
