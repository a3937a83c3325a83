import { randomUUID } from 'node:crypto';
import { verifyMessage } from 'viem';
import type { ProviderConfig } from './config';
import { sendJson, startTestHttpServer, type TestHttpServer } from './test-http-server';

export interface TestAuthServer {
  server: TestHttpServer;
  /** Developer tokens issued so far, in order */
  issued: string[];
  /** Tokens the server now refuses with 401 */
  revoked: Set<string>;
  expiresInSeconds: number;
  /** Hosts pointing at this server; the token-exchange handler is added by the test */
  hosts: Pick<ProviderConfig, 'web3ChallengeUrl' | 'web3SubmitUrl' | 'tokenExchangeUrl' | 'attestUrl' | 'telemetryUrl'>;
  countPath(prefix: string): number;
  close(): Promise<void>;
}

/**
 * A minimal web3-challenge server for tests: it really verifies the EIP-191 signature of the challenge
 * against the registered signer, so a wrong API key fails exactly as it does at the provider.
 */
export async function startTestAuthServer(opts: {
  clientId: string;
  signer: `0x${string}`;
  redirectUri: string;
  extra?: (path: string, body: string, bearer: string) => Promise<{ status: number; body?: unknown } | null>;
}): Promise<TestAuthServer> {
  const challenges = new Map<string, string>();
  const state: Omit<TestAuthServer, 'server' | 'hosts' | 'countPath' | 'close'> = { issued: [], revoked: new Set(), expiresInSeconds: 3600 };
  const server = await startTestHttpServer(async (req, res) => {
    const url = new URL(req.path, 'http://x');
    if (url.pathname === '/auth/web3/generate_challenge' && req.method === 'POST') {
      const q = url.searchParams;
      const ok =
        q.get('client_id') === opts.clientId &&
        q.get('domain') === opts.redirectUri &&
        q.get('scope') === 'openid email' &&
        q.get('response_type') === 'code' &&
        q.get('address') === opts.clientId;
      if (!ok) return sendJson(res, 400, { message: 'bad challenge request' });
      const s = randomUUID();
      const challenge = `${opts.redirectUri} wants you to sign in with your Ethereum account:\n${opts.clientId}\n\nNonce: ${s}`;
      challenges.set(s, challenge);
      return sendJson(res, 200, { state: s, challenge });
    }
    if (url.pathname === '/auth/web3/submit_challenge' && req.method === 'POST') {
      const form = new URLSearchParams(req.body);
      const challenge = challenges.get(form.get('state') ?? '');
      if (!challenge || form.get('grant_type') !== 'authorization_code' || form.get('client_id') !== opts.clientId) {
        return sendJson(res, 400, { message: 'bad submit' });
      }
      challenges.delete(form.get('state')!);
      const signature = (form.get('signature') ?? '0x') as `0x${string}`;
      const valid = await verifyMessage({ address: opts.signer, message: challenge, signature }).catch(() => false);
      if (!valid) return sendJson(res, 400, { message: 'Could not verify signature.' });
      const token = `dev-${state.issued.length + 1}`;
      state.issued.push(token);
      return sendJson(res, 200, { access_token: token, id_token: 'x', token_type: 'Bearer', expires_in: state.expiresInSeconds });
    }
    const bearer = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    const needsDeveloperJwt = url.pathname.startsWith('/token-exchange') || url.pathname.startsWith('/attest');
    if (needsDeveloperJwt && (!state.issued.includes(bearer) || state.revoked.has(bearer))) {
      return sendJson(res, 401, { message: 'invalid token' });
    }
    const answer = await opts.extra?.(url.pathname, req.body, bearer);
    if (!answer) return sendJson(res, 404, { message: 'not found' });
    if (answer.body === undefined) {
      res.statusCode = answer.status;
      return res.end();
    }
    return sendJson(res, answer.status, answer.body);
  });
  return Object.assign(state, {
    server,
    hosts: {
      web3ChallengeUrl: `${server.url}/auth/web3/generate_challenge`,
      web3SubmitUrl: `${server.url}/auth/web3/submit_challenge`,
      tokenExchangeUrl: `${server.url}/token-exchange`,
      attestUrl: `${server.url}/attest`,
      telemetryUrl: `${server.url}/telemetry/query`,
    },
    countPath: (prefix: string) => server.requests.filter((r) => r.path.startsWith(prefix)).length,
    close: () => server.close(),
  });
}
