import { z } from 'zod';
import type { ProviderContext } from './context';
import { isProviderError, ProviderError } from './errors';

export const ChallengeSchema = z.looseObject({ state: z.string().min(1), challenge: z.string().min(1) });
export type Challenge = z.infer<typeof ChallengeSchema>;

export const DeveloperTokenSchema = z.looseObject({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});
export type DeveloperToken = z.infer<typeof DeveloperTokenSchema>;

const REFRESH_MARGIN_MS = 60_000;

export interface DeveloperAuth {
  getDeveloperJwt(): Promise<string>;
  /** Forget the cached JWT, e.g. after the provider refused it. */
  invalidateDeveloperJwt(): void;
}

/** The developer JWT from the web3 challenge, cached until 60 s before expiry; concurrent callers share one request. */
export function createDeveloperAuth(ctx: ProviderContext): DeveloperAuth {
  let cached: { token: string; refreshAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function fetchDeveloperJwt(): Promise<string> {
    const { cfg, http, account } = ctx;
    const params = new URLSearchParams({
      client_id: cfg.clientId,
      domain: cfg.redirectUri,
      scope: 'openid email',
      response_type: 'code',
      address: cfg.clientId,
    });
    const challenge = await wrapAuthFailure(() =>
      http.requestJson(
        { call: 'auth.generateChallenge', url: `${cfg.web3ChallengeUrl}?${params}`, method: 'POST' },
        ChallengeSchema,
      ),
    );

    let signature: string;
    try {
      signature = await account.signMessage({ message: challenge.challenge });
    } catch (error) {
      throw new ProviderError({ call: 'auth.signChallenge', code: 'invalid_token', message: 'Failed to sign challenge', cause: error });
    }

    const form = new URLSearchParams({
      client_id: cfg.clientId,
      domain: cfg.redirectUri,
      state: challenge.state,
      grant_type: 'authorization_code',
      signature,
    });
    const startedAt = ctx.now();
    const token = await wrapAuthFailure(() =>
      http.requestJson(
        {
          call: 'auth.submitChallenge',
          url: cfg.web3SubmitUrl,
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
        },
        DeveloperTokenSchema,
      ),
    );
    cached = { token: token.access_token, refreshAt: startedAt + token.expires_in * 1000 - REFRESH_MARGIN_MS };
    return token.access_token;
  }

  async function getDeveloperJwt(): Promise<string> {
    if (cached && ctx.now() < cached.refreshAt) return cached.token;
    if (!inFlight) {
      inFlight = fetchDeveloperJwt().finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  }

  return {
    getDeveloperJwt,
    invalidateDeveloperJwt: () => {
      cached = null;
    },
  };
}

/** Keeps the code, status and retryability of the underlying failure but gives it the app's wording. */
async function wrapAuthFailure<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw new ProviderError({
      call: error.call,
      code: error.code,
      status: error.status,
      retryable: error.retryable,
      message: `Failed to authenticate with DIMO (${error.message})`,
      cause: error,
    });
  }
}

/** Runs a call with the developer JWT; when the provider refuses it (HTTP 401) a new one is fetched once. */
export async function callWithDeveloperJwt<T>(developer: DeveloperAuth, run: (jwt: string) => Promise<T>): Promise<T> {
  try {
    return await run(await developer.getDeveloperJwt());
  } catch (error) {
    if (!isProviderError(error, 'unauthorized')) throw error;
    developer.invalidateDeveloperJwt();
    return run(await developer.getDeveloperJwt());
  }
}
