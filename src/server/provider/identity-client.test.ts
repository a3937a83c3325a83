import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createProviderClients, providerHostsFor } from './index';
import { sendJson, startTestHttpServer, type TestHttpServer } from './test-http-server';

const CLIENT = privateKeyToAccount(generatePrivateKey()).address;
const OWNER = '0x3333333333333333333333333333333333333333';

function vehicle(tokenId: number) {
  const sharedWithUs = tokenId % 10 !== 0;
  return {
    tokenId,
    tokenDID: `did:erc721:137:0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF:${tokenId}`,
    owner: OWNER,
    name: `car ${tokenId}`,
    mintedAt: '2024-01-01T00:00:00Z',
    imageURI: null,
    definition: { make: 'Ford', model: 'Focus', year: 2019 },
    sacds: { nodes: sharedWithUs ? [{ grantee: CLIENT, permissions: '0x3ffc', createdAt: null, expiresAt: null }] : [] },
    privileges: { nodes: [] },
  };
}

describe('listSharedVehicles against a paginating identity server', () => {
  let server: TestHttpServer;
  const all = Array.from({ length: 250 }, (_, i) => vehicle(i + 1));
  const clients = () =>
    createProviderClients({ ...providerHostsFor('production'), identityUrl: `${server.url}/query`, clientId: CLIENT, apiKey: generatePrivateKey(), redirectUri: 'x', retries: 0 });

  beforeAll(async () => {
    server = await startTestHttpServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.setHandler((req, res) => {
      const { variables } = JSON.parse(req.body) as { variables: { owner: string; privileged: string; after: string | null } };
      const start = variables.after ? Number(variables.after) : 0;
      const nodes = all.slice(start, start + 100);
      const hasNextPage = start + 100 < all.length;
      sendJson(res, 200, { data: { vehicles: { totalCount: all.length, pageInfo: { hasNextPage, endCursor: String(start + 100) }, nodes } } });
    });
  });

  it('follows cursors to the end and keeps only vehicles shared with us', async () => {
    const vehicles = await clients().listSharedVehicles(OWNER);
    expect(server.requests).toHaveLength(3);
    expect(server.requests.map((r) => (JSON.parse(r.body) as { variables: unknown }).variables)).toEqual([
      { owner: OWNER, privileged: CLIENT, after: null },
      { owner: OWNER, privileged: CLIENT, after: '100' },
      { owner: OWNER, privileged: CLIENT, after: '200' },
    ]);
    expect(vehicles).toHaveLength(225);
    expect(vehicles.some((v) => v.tokenId % 10 === 0)).toBe(false);
    expect(vehicles[0]).toMatchObject({ tokenId: 1, make: 'Ford', grant: { permissions: '0x3ffc', expiresAt: null } });
  });

  it('stops with invalid_response when the server repeats a cursor', async () => {
    server.setHandler((_req, res) =>
      sendJson(res, 200, { data: { vehicles: { pageInfo: { hasNextPage: true, endCursor: 'same' }, nodes: [] } } }),
    );
    await expect(clients().listSharedVehicles(OWNER)).rejects.toMatchObject({ code: 'invalid_response', call: 'identity.vehicles' });
    expect(server.requests).toHaveLength(2);
  });

  it('surfaces GraphQL errors', async () => {
    server.setHandler((_req, res) => sendJson(res, 200, { data: null, errors: [{ message: 'invalid owner' }] }));
    await expect(clients().listSharedVehicles('nope')).rejects.toMatchObject({ code: 'graphql', message: expect.stringContaining('invalid owner') });
  });
});
