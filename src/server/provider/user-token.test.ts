import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { ProviderContext } from './context';
import { createHttpClient } from './http';
import { providerHostsFor } from './hosts';
import { sendJson, startTestHttpServer, type TestHttpServer } from './test-http-server';
import { createUserTokenVerifier } from './user-token';

type Key = Awaited<ReturnType<typeof generateKeyPair>> & { kid: string; jwk: JWK };

async function makeKey(kid: string): Promise<Key> {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { ...pair, kid, jwk };
}

const WALLET = '0x52908400098527886e0f7030069857d2e4169ee7';
const CHECKSUMMED = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('verifyUserJwt against a real JWKS endpoint', () => {
  let server: TestHttpServer;
  let keyA: Key;
  let keyB: Key;
  let published: JWK[];
  let clock = Date.now();
  let ctx: ProviderContext;

  const issuer = 'https://issuer.test';
  const clientId = privateKeyToAccount(generatePrivateKey()).address;

  function sign(
    key: Key,
    claims: Record<string, unknown> = {},
    opts: { aud?: string; iss?: string; expSeconds?: number; iatSeconds?: number | null; nbfSeconds?: number } = {},
  ) {
    const nowSeconds = Math.floor(clock / 1000);
    const jwt = new SignJWT({ ethereum_address: WALLET, email: 'owner@example.com', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setIssuer(opts.iss ?? issuer)
      .setAudience(opts.aud ?? clientId)
      .setSubject('user-1')
      .setExpirationTime(nowSeconds + (opts.expSeconds ?? 3600));
    if (opts.iatSeconds !== null) jwt.setIssuedAt(nowSeconds + (opts.iatSeconds ?? 0));
    if (opts.nbfSeconds !== undefined) jwt.setNotBefore(nowSeconds + opts.nbfSeconds);
    return jwt.sign(key.privateKey);
  }

  beforeAll(async () => {
    [keyA, keyB] = await Promise.all([makeKey('kid-a'), makeKey('kid-b')]);
    server = await startTestHttpServer((_req, res) => sendJson(res, 200, { keys: published }));
    ctx = {
      cfg: { ...providerHostsFor('production'), jwksUrl: `${server.url}/keys`, issuer, clientId, apiKey: generatePrivateKey(), redirectUri: 'http://localhost' },
      http: createHttpClient({ timeoutMs: 2000, retries: 0, retryBaseMs: 1 }),
      account: privateKeyToAccount(generatePrivateKey()),
      now: () => clock,
    };
  });
  afterAll(() => server.close());
  beforeEach(() => {
    published = [keyA.jwk];
    server.requests.length = 0;
    clock = Date.now();
  });

  it('accepts a good token and returns the user, fetching keys once', async () => {
    const verifier = createUserTokenVerifier(ctx);
    const token = await sign(keyA);
    const user = await verifier.verifyUserJwt(token);
    expect(user).toEqual({
      walletAddress: CHECKSUMMED,
      email: 'owner@example.com',
      subject: 'user-1',
      expiresAt: new Date((Math.floor(clock / 1000) + 3600) * 1000),
    });
    await verifier.verifyUserJwt(token);
    expect(server.requests).toHaveLength(1);
  });

  it('gives email null when the token has none', async () => {
    const verifier = createUserTokenVerifier(ctx);
    const user = await verifier.verifyUserJwt(await sign(keyA, { email: undefined }));
    expect(user.email).toBeNull();
  });

  it.each([
    { name: 'wrong audience', make: () => sign(keyA, {}, { aud: 'someone-else' }), message: /aud/ },
    { name: 'wrong issuer', make: () => sign(keyA, {}, { iss: 'https://evil.test' }), message: /iss/ },
    { name: 'expired', make: () => sign(keyA, {}, { expSeconds: -60 }), message: /expired/ },
    { name: 'no wallet', make: () => sign(keyA, { ethereum_address: undefined }), message: /wallet/ },
    { name: 'bad wallet', make: () => sign(keyA, { ethereum_address: '0x123' }), message: /wallet/ },
    { name: 'the zero wallet address', make: () => sign(keyA, { ethereum_address: `0x${'0'.repeat(40)}` }), message: /zero address/ },
    { name: 'a wallet without 0x', make: () => sign(keyA, { ethereum_address: WALLET.slice(2) }), message: /wallet/ },
    { name: 'a wallet with 41 digits', make: () => sign(keyA, { ethereum_address: `${WALLET}0` }), message: /wallet/ },
    { name: 'a wallet that is not a string', make: () => sign(keyA, { ethereum_address: 1 }), message: /wallet/ },
    { name: 'iat an hour in the future', make: () => sign(keyA, {}, { iatSeconds: 3600, expSeconds: 7200 }), message: /"iat" .*future/ },
    { name: 'iat a minute in the future', make: () => sign(keyA, {}, { iatSeconds: 60 }), message: /"iat" .*future/ },
    { name: 'no iat', make: () => sign(keyA, {}, { iatSeconds: null }), message: /"iat"/ },
    { name: 'nbf a minute in the future', make: () => sign(keyA, {}, { nbfSeconds: 60 }), message: /"nbf"/ },
    { name: 'garbage', make: async () => 'not.a.jwt', message: /invalid/ },
    {
      name: 'bad signature',
      make: async () => {
        const [header, payload] = (await sign(keyA)).split('.');
        const [, , otherSignature] = (await sign(keyB, {}, {})).split('.');
        return `${header}.${payload}.${otherSignature}`;
      },
      message: /signature/,
    },
    {
      name: 'HS256 with the public key as secret',
      make: async () =>
        new SignJWT({ ethereum_address: WALLET })
          .setProtectedHeader({ alg: 'HS256', kid: 'kid-a' })
          .setIssuer(issuer)
          .setAudience(clientId)
          .setSubject('x')
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode(JSON.stringify(keyA.jwk))),
      message: /invalid/i,
    },
  ])('refuses $name', async ({ make, message }) => {
    const verifier = createUserTokenVerifier(ctx);
    const error = await verifier.verifyUserJwt(await make()).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'invalid_token', call: 'auth.verifyUserJwt' });
    expect((error as Error).message).toMatch(message);
  });

  it('tolerates a few seconds of clock difference on iat, nbf and exp', async () => {
    const verifier = createUserTokenVerifier(ctx);
    await expect(verifier.verifyUserJwt(await sign(keyA, {}, { iatSeconds: 10, nbfSeconds: 10 }))).resolves.toMatchObject({ subject: 'user-1' });
    await expect(verifier.verifyUserJwt(await sign(keyA, {}, { iatSeconds: -3600, expSeconds: -10 }))).resolves.toMatchObject({ subject: 'user-1' });
  });

  it('by default refetches keys for unknown kids at most once a minute', async () => {
    const verifier = createUserTokenVerifier(ctx);
    await verifier.verifyUserJwt(await sign(keyA));
    published = [keyA.jwk, keyB.jwk];
    clock += 30_000;
    await expect(verifier.verifyUserJwt(await sign(keyB))).rejects.toMatchObject({ code: 'invalid_token' });
    expect(server.requests).toHaveLength(1);
    clock += 31_000;
    await expect(verifier.verifyUserJwt(await sign(keyB))).resolves.toMatchObject({ subject: 'user-1' });
    expect(server.requests).toHaveLength(2);
    const madeUp = { ...keyB, kid: 'made-up' };
    for (let i = 0; i < 5; i += 1) await expect(verifier.verifyUserJwt(await sign(madeUp))).rejects.toMatchObject({ code: 'invalid_token' });
    expect(server.requests).toHaveLength(2);
  });

  it('does not hammer a failing key endpoint with unknown kids', async () => {
    const verifier = createUserTokenVerifier(ctx, { unknownKidCooldownMs: 60_000 });
    await verifier.verifyUserJwt(await sign(keyA));
    server.setHandler((_req, res) => sendJson(res, 503, {}));
    try {
      clock += 61_000;
      const madeUp = { ...keyB, kid: 'made-up' };
      await expect(verifier.verifyUserJwt(await sign(madeUp))).rejects.toMatchObject({ call: 'auth.jwks' });
      for (let i = 0; i < 5; i += 1) await expect(verifier.verifyUserJwt(await sign(madeUp))).rejects.toMatchObject({ code: 'invalid_token' });
      expect(server.requests).toHaveLength(2);
    } finally {
      server.setHandler((_req, res) => sendJson(res, 200, { keys: published }));
    }
  });

  it('refetches the keys once on an unknown kid, then accepts a rotated key', async () => {
    const verifier = createUserTokenVerifier(ctx, { unknownKidCooldownMs: 1000 });
    await verifier.verifyUserJwt(await sign(keyA));
    expect(server.requests).toHaveLength(1);

    published = [keyA.jwk, keyB.jwk];
    clock += 2000;
    await expect(verifier.verifyUserJwt(await sign(keyB))).resolves.toMatchObject({ subject: 'user-1' });
    expect(server.requests).toHaveLength(2);
    await verifier.verifyUserJwt(await sign(keyB));
    expect(server.requests).toHaveLength(2);
  });

  it('refetches only once for a kid that stays unknown, and not again within the cooldown', async () => {
    const verifier = createUserTokenVerifier(ctx, { unknownKidCooldownMs: 1000 });
    await verifier.verifyUserJwt(await sign(keyA));
    clock += 2000;
    await expect(verifier.verifyUserJwt(await sign(keyB))).rejects.toMatchObject({ code: 'invalid_token' });
    expect(server.requests).toHaveLength(2);
    await expect(verifier.verifyUserJwt(await sign(keyB))).rejects.toMatchObject({ code: 'invalid_token' });
    expect(server.requests).toHaveLength(2);
  });

  it('reports an unreachable JWKS as a provider failure, not a bad token', async () => {
    server.setHandler((_req, res) => sendJson(res, 503, {}));
    try {
      const verifier = createUserTokenVerifier(ctx);
      await expect(verifier.verifyUserJwt(await sign(keyA))).rejects.toMatchObject({ code: 'http', retryable: true, call: 'auth.jwks' });
    } finally {
      server.setHandler((_req, res) => sendJson(res, 200, { keys: published }));
    }
  });
});

describe('verifyUserJwt when the key endpoint fails after a first load', () => {
  it('keeps using the stale keys', async () => {
    const key = await makeKey('kid-s');
    let healthy = true;
    const server = await startTestHttpServer((_req, res) => (healthy ? sendJson(res, 200, { keys: [key.jwk] }) : sendJson(res, 500, {})));
    let clock = Date.now();
    const clientId = 'client-1';
    const warnings: object[] = [];
    try {
      const verifier = createUserTokenVerifier(
        {
          cfg: { ...providerHostsFor('production'), jwksUrl: server.url, issuer: 'iss', clientId, apiKey: generatePrivateKey(), redirectUri: 'x', logger: { warn: (o) => warnings.push(o) } },
          http: createHttpClient({ timeoutMs: 1000, retries: 0, retryBaseMs: 1 }),
          account: privateKeyToAccount(generatePrivateKey()),
          now: () => clock,
        },
        { maxAgeMs: 1000 },
      );
      const sign = () =>
        new SignJWT({ ethereum_address: WALLET })
          .setProtectedHeader({ alg: 'RS256', kid: key.kid })
          .setIssuer('iss')
          .setAudience(clientId)
          .setSubject('s')
          .setIssuedAt(Math.floor(clock / 1000))
          .setExpirationTime(Math.floor(clock / 1000) + 600)
          .sign(key.privateKey);
      await verifier.verifyUserJwt(await sign());
      healthy = false;
      clock += 5000;
      await expect(verifier.verifyUserJwt(await sign())).resolves.toMatchObject({ subject: 's' });
      expect(server.requests).toHaveLength(2);
      expect(warnings).toEqual([{ call: 'auth.jwks', code: 'http' }]);
    } finally {
      await server.close();
    }
  });
});
