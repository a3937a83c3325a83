import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isAddress, recoverMessageAddress } from 'viem';
import { z } from 'zod';
import type { SimContext } from '../context';
import { parseInput, sendError } from '../http/body';
import { issueDeveloperTokens } from './issue';

const CHALLENGE_TTL_MS = 10 * 60_000;

const GenerateChallengeSchema = z.object({
  client_id: z.string().min(1),
  domain: z.string().min(1),
  scope: z.string().optional(),
  response_type: z.string().optional(),
  address: z.string().optional(),
});

const SubmitChallengeSchema = z.object({
  client_id: z.string().min(1),
  domain: z.string().min(1),
  state: z.string().min(1),
  grant_type: z.literal('authorization_code'),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'expected a 65-byte hex signature'),
});

interface PendingChallenge {
  clientId: string;
  domain: string;
  challenge: string;
  expiresAt: number;
}

function buildChallengeText(input: { host: string; address: string; clientId: string; domain: string; chainId: number; nonce: string; issuedAt: string }): string {
  return [
    `${input.host} wants you to sign in with your Ethereum account:`,
    input.address,
    '',
    `Sign in to the DIMO simulator as developer client ${input.clientId}.`,
    '',
    `URI: ${input.domain}`,
    'Version: 1',
    `Chain ID: ${input.chainId}`,
    `Nonce: ${input.nonce}`,
    `Issued At: ${input.issuedAt}`,
  ].join('\n');
}

/** The auth server: JWKS and the developer web3 challenge. */
export function registerAuthRoutes(app: FastifyInstance, ctx: SimContext): void {
  const challenges = new Map<string, PendingChallenge>();

  app.get('/auth/keys', async () => ctx.tokens.getJwks());

  app.get('/auth/.well-known/openid-configuration', async () => ({
    issuer: ctx.tokens.issuer,
    jwks_uri: `${ctx.tokens.issuer}/keys`,
    id_token_signing_alg_values_supported: ['RS256'],
  }));

  // DIMO's auth server (its Dex fork) answers the web3 endpoints' errors as {"status": 400, "message": "..."}.
  app.addHook('preSerialization', async (request, reply, payload) => {
    const isWeb3 = request.routeOptions.url?.startsWith('/auth/web3/') ?? false;
    if (!isWeb3 || reply.statusCode < 400 || !payload || typeof payload !== 'object' || !('message' in payload)) return payload;
    return { status: reply.statusCode, message: (payload as { message: unknown }).message };
  });

  app.post('/auth/web3/generate_challenge', async (request, reply) => {
    const input = parseInput(GenerateChallengeSchema, { ...(request.query as object), ...((request.body as object) ?? {}) }, reply);
    if (!input) return reply;
    const client = ctx.store.state.clients[input.client_id];
    if (!client) return sendError(reply, 400, `Unknown client_id ${input.client_id}.`);
    if (!client.redirectUris.includes(input.domain)) {
      return sendError(reply, 400, `Domain ${input.domain} is not a registered redirect URI of this client.`);
    }
    const now = ctx.now();
    for (const [key, pending] of challenges) if (pending.expiresAt < now.getTime()) challenges.delete(key);
    const state = randomBytes(16).toString('hex');
    const challenge = buildChallengeText({
      host: new URL(ctx.getUrl()).host,
      address: input.address && isAddress(input.address) ? input.address : input.client_id,
      clientId: input.client_id,
      domain: input.domain,
      chainId: ctx.chainId,
      nonce: randomBytes(12).toString('hex'),
      issuedAt: now.toISOString(),
    });
    challenges.set(state, { clientId: input.client_id, domain: input.domain, challenge, expiresAt: now.getTime() + CHALLENGE_TTL_MS });
    return { state, challenge };
  });

  app.post('/auth/web3/submit_challenge', async (request, reply) => {
    const input = parseInput(SubmitChallengeSchema, { ...(request.query as object), ...((request.body as object) ?? {}) }, reply);
    if (!input) return reply;
    const pending = challenges.get(input.state);
    challenges.delete(input.state);
    if (!pending || pending.expiresAt < ctx.now().getTime()) return sendError(reply, 400, 'Unknown or already used state.');
    if (pending.clientId !== input.client_id || pending.domain !== input.domain) {
      return sendError(reply, 400, 'client_id or domain does not match the challenge.');
    }
    let signer: string;
    try {
      signer = await recoverMessageAddress({ message: pending.challenge, signature: input.signature as `0x${string}` });
    } catch {
      return sendError(reply, 400, 'Could not verify signature.');
    }
    const client = ctx.store.state.clients[input.client_id];
    if (!client || !client.signers.some((s) => s.toLowerCase() === signer.toLowerCase())) {
      return sendError(reply, 400, 'Could not verify signature.');
    }
    return issueDeveloperTokens(ctx, client.clientId, signer);
  });
}
