import { afterEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createProviderClients } from './index';
import { AMOY_VEHICLE_CONTRACT, providerHostsFor } from './hosts';
import { startTestAuthServer, type TestAuthServer } from './test-auth-server';
import { computeRefreshAt } from './token-exchange';

const REDIRECT = 'http://localhost:5173/callback';
const SECRET = new TextEncoder().encode('test-secret-for-vehicle-tokens!!');

describe('computeRefreshAt', () => {
  it('is 30 s before exp', async () => {
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(1_000_000).sign(SECRET);
    expect(computeRefreshAt('c', token)).toBe(1_000_000_000 - 30_000);
  });

  it.each([
    ['not a JWT', 'abc'],
    ['two parts', 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9'],
    ['a payload that is not JSON', 'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.sig'],
    ['a payload that is an array', 'eyJhbGciOiJIUzI1NiJ9.WzFd.sig'],
    ['no exp', 'eyJhbGciOiJIUzI1NiJ9.e30.sig'],
    ['an exp that is not a number', 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOiIxIn0.sig'],
  ])('refuses %s', (_name, token) => {
    expect(() => computeRefreshAt('c', token)).toThrow(expect.objectContaining({ code: 'invalid_response' }));
  });
});

describe('vehicle tokens and attestation against a local provider', () => {
  let auth: TestAuthServer | undefined;
  afterEach(() => auth?.close());

  async function setup() {
    const apiKey = generatePrivateKey();
    const clientId = privateKeyToAccount(apiKey).address;
    let clock = Date.now();
    const exchanges: { tokenId: number; privileges: number[]; nftContractAddress: string }[] = [];
    const attestations: string[] = [];
    auth = await startTestAuthServer({
      clientId,
      signer: clientId,
      redirectUri: REDIRECT,
      extra: async (path, body) => {
        if (path === '/token-exchange/v1/tokens/exchange') {
          const request = JSON.parse(body) as (typeof exchanges)[number];
          exchanges.push(request);
          if (request.tokenId !== 7) return { status: 403, body: { message: 'not shared' } };
          const token = await new SignJWT({ n: exchanges.length })
            .setProtectedHeader({ alg: 'HS256' })
            .setExpirationTime(Math.floor(clock / 1000) + 600)
            .sign(SECRET);
          return { status: 200, body: { token } };
        }
        if (path === '/attest') {
          attestations.push(body);
          return { status: 200 };
        }
        return null;
      },
    });
    const clients = createProviderClients(
      { ...providerHostsFor('development'), ...auth.hosts, clientId, apiKey, redirectUri: REDIRECT, retries: 0 },
      { now: () => clock },
    );
    return { clients, server: auth, exchanges, attestations, clientId, advance: (ms: number) => (clock += ms) };
  }

  it('caches a vehicle JWT per privileges until 30 s before exp', async () => {
    const { clients, exchanges, advance } = await setup();
    const first = await clients.getVehicleJwt(7);
    expect(exchanges).toEqual([{ nftContractAddress: AMOY_VEHICLE_CONTRACT, tokenId: 7, privileges: [1] }]);
    expect(await clients.getVehicleJwt(7, [1])).toBe(first);
    const withLocation = await clients.getVehicleJwt(7, [4, 1]);
    expect(withLocation).not.toBe(first);
    expect(await clients.getVehicleJwt(7, [1, 4])).toBe(withLocation);
    expect(exchanges).toHaveLength(2);

    advance(600_000 - 31_000);
    expect(await clients.getVehicleJwt(7)).toBe(first);
    advance(2_000);
    expect(await clients.getVehicleJwt(7)).not.toBe(first);
    expect(exchanges).toHaveLength(3);
  });

  it('invalidateVehicleJwt forgets every cached JWT of that vehicle', async () => {
    const { clients, exchanges } = await setup();
    const [a, b] = await Promise.all([clients.getVehicleJwt(7), clients.getVehicleJwt(7, [1, 4])]);
    clients.invalidateVehicleJwt(7);
    expect(await clients.getVehicleJwt(7)).not.toBe(a);
    expect(await clients.getVehicleJwt(7, [1, 4])).not.toBe(b);
    expect(exchanges).toHaveLength(4);
  });

  it('refuses a vehicle that is not shared with 403 forbidden', async () => {
    const { clients } = await setup();
    await expect(clients.getVehicleJwt(99)).rejects.toMatchObject({ code: 'forbidden', status: 403, call: 'tokenExchange.exchange' });
  });

  it('renews a refused developer JWT once and carries on', async () => {
    const { clients, server } = await setup();
    await clients.getVehicleJwt(7);
    server.revoked.add('dev-1');
    clients.invalidateVehicleJwt(7);
    await expect(clients.getVehicleJwt(7)).resolves.toEqual(expect.any(String));
    expect(server.issued).toEqual(['dev-1', 'dev-2']);
  });

  it('submits a CloudEvent whose signature covers the exact data bytes', async () => {
    const { clients, attestations, clientId } = await setup();
    const subject = clients.vehicleDid(7);
    const data = { vin: '1HGCM82633A004352', amount: 10.1, note: 'é "q"' };
    const { id } = await clients.submitAttestation({ subject, data });
    expect(attestations).toHaveLength(1);
    const body = attestations[0];
    const event = JSON.parse(body) as Record<string, string>;
    expect(event).toMatchObject({ id, source: clientId, producer: clientId, specversion: '1.0', subject, type: 'dimo.attestation', data });
    expect(Math.abs(Date.parse(event.time) - Date.now())).toBeLessThan(60_000);
    const rawData = body.slice(body.indexOf('"data":') + 7, -1);
    expect(rawData).toBe(JSON.stringify(data));
    expect(await verifyMessage({ address: clientId, message: rawData, signature: event.signature as `0x${string}` })).toBe(true);
  });

  it.each(['vehicle-7', 'did:web:example.com'])('refuses subject %s before calling the provider', async (subject) => {
    const { clients, attestations } = await setup();
    await expect(clients.submitAttestation({ subject, data: {} })).rejects.toThrow(RangeError);
    expect(attestations).toHaveLength(0);
  });
});
