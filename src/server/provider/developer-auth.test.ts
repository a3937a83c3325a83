import { afterEach, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createProviderClients } from './index';
import { providerHostsFor } from './hosts';
import { startTestAuthServer, type TestAuthServer } from './test-auth-server';

const REDIRECT = 'http://localhost:5173/callback';

describe('getDeveloperJwt against a web3-challenge server', () => {
  let auth: TestAuthServer | undefined;
  afterEach(() => auth?.close());

  async function setup(opts: { signWith?: `0x${string}` } = {}) {
    const apiKey = generatePrivateKey();
    const clientId = privateKeyToAccount(apiKey).address;
    auth = await startTestAuthServer({ clientId, signer: clientId, redirectUri: REDIRECT });
    let clock = Date.now();
    const clients = createProviderClients(
      { ...providerHostsFor('production'), ...auth.hosts, clientId, apiKey: opts.signWith ?? apiKey, redirectUri: REDIRECT, retries: 0 },
      { now: () => clock },
    );
    return { clients, server: auth, advance: (ms: number) => (clock += ms) };
  }

  it('signs the challenge and caches the token: the second call makes no request', async () => {
    const { clients, server } = await setup();
    await expect(clients.getDeveloperJwt()).resolves.toBe('dev-1');
    await expect(clients.getDeveloperJwt()).resolves.toBe('dev-1');
    expect(server.server.requests).toHaveLength(2);
  });

  it('shares one in-flight request between concurrent callers', async () => {
    const { clients, server } = await setup();
    const tokens = await Promise.all([clients.getDeveloperJwt(), clients.getDeveloperJwt(), clients.getDeveloperJwt()]);
    expect(tokens).toEqual(['dev-1', 'dev-1', 'dev-1']);
    expect(server.countPath('/auth/web3/generate_challenge')).toBe(1);
  });

  it('refreshes 60 s before expiry, not earlier', async () => {
    const { clients, server, advance } = await setup();
    server.expiresInSeconds = 600;
    await clients.getDeveloperJwt();
    advance(600_000 - 61_000);
    await expect(clients.getDeveloperJwt()).resolves.toBe('dev-1');
    advance(2_000);
    await expect(clients.getDeveloperJwt()).resolves.toBe('dev-2');
    expect(server.countPath('/auth/web3/submit_challenge')).toBe(2);
  });

  it('fails with the app wording when the signature does not match the registered signer', async () => {
    const { clients } = await setup({ signWith: generatePrivateKey() });
    const error = await clients.getDeveloperJwt().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'http', status: 400, retryable: false, call: 'auth.submitChallenge' });
    expect((error as Error).message).toMatch(/^Failed to authenticate with DIMO .*Could not verify signature/);
  });
});
