import { describe, expect, it } from 'vitest';
import { IdentityVehicleSchema, listSacdPrivileges, toProviderVehicle, type IdentityVehicle } from './identity';

const CLIENT = '0x1111111111111111111111111111111111111111';
const OTHER = '0x2222222222222222222222222222222222222222';
const NOW = Date.parse('2025-06-01T00:00:00Z');

function node(overrides: Partial<IdentityVehicle>): IdentityVehicle {
  return IdentityVehicleSchema.parse({
    tokenId: 7,
    tokenDID: 'did:erc721:80002:0xabc:7',
    owner: '0x3333333333333333333333333333333333333333',
    name: 'puzzle quick fox',
    mintedAt: '2024-01-01T00:00:00Z',
    imageURI: null,
    definition: { make: 'Toyota', model: 'Corolla', year: 2020 },
    sacds: { nodes: [] },
    privileges: { nodes: [] },
    ...overrides,
  });
}

describe('toProviderVehicle', () => {
  it.each([
    { name: 'no grant at all', input: {}, shared: false },
    {
      name: 'SACD to us, no expiry',
      input: { sacds: { nodes: [{ grantee: CLIENT.toUpperCase().replace('0X', '0x'), permissions: '0x3ffc', createdAt: null, expiresAt: null }] } },
      shared: true,
    },
    {
      name: 'SACD to us, unexpired',
      input: { sacds: { nodes: [{ grantee: CLIENT, permissions: '0x3ffc', createdAt: null, expiresAt: '2062-01-01T00:00:00Z' }] } },
      shared: true,
    },
    {
      name: 'SACD to us, expired',
      input: { sacds: { nodes: [{ grantee: CLIENT, permissions: '0x3ffc', createdAt: null, expiresAt: '2025-05-31T23:59:59Z' }] } },
      shared: false,
    },
    {
      name: 'SACD to someone else',
      input: { sacds: { nodes: [{ grantee: OTHER, permissions: '0x3ffc', createdAt: null, expiresAt: null }] } },
      shared: false,
    },
    {
      name: 'legacy privilege to us',
      input: { privileges: { nodes: [{ id: 1, user: CLIENT, setAt: '2024-01-01T00:00:00Z', expiresAt: '2030-01-01T00:00:00Z' }] } },
      shared: true,
    },
    {
      name: 'legacy privilege to us, expired',
      input: { privileges: { nodes: [{ id: 1, user: CLIENT, setAt: null, expiresAt: '2020-01-01T00:00:00Z' }] } },
      shared: false,
    },
  ])('$name -> shared $shared', ({ input, shared }) => {
    const vehicle = toProviderVehicle(node(input as Partial<IdentityVehicle>), CLIENT, NOW);
    expect(vehicle !== null).toBe(shared);
  });

  it('maps the fields and keeps only our grant and our privileges', () => {
    const vehicle = toProviderVehicle(
      node({
        sacds: {
          nodes: [
            { grantee: OTHER, permissions: '0x3', createdAt: null, expiresAt: null },
            { grantee: CLIENT, permissions: '0x3ffc', createdAt: null, expiresAt: '2062-01-01T00:00:00Z' },
          ],
        },
        privileges: {
          nodes: [
            { id: 1, user: CLIENT, setAt: '2024-01-01T00:00:00Z', expiresAt: null },
            { id: 4, user: OTHER, setAt: null, expiresAt: null },
          ],
        },
      }),
      CLIENT,
      NOW,
    );
    expect(vehicle).toEqual({
      tokenId: 7,
      tokenDID: 'did:erc721:80002:0xabc:7',
      owner: '0x3333333333333333333333333333333333333333',
      name: 'puzzle quick fox',
      make: 'Toyota',
      model: 'Corolla',
      year: 2020,
      mintedAt: '2024-01-01T00:00:00Z',
      imageURI: null,
      grant: { permissions: '0x3ffc', expiresAt: '2062-01-01T00:00:00Z' },
      privileges: [{ id: 1, setAt: '2024-01-01T00:00:00Z', expiresAt: null }],
    });
  });

  it('tolerates a vehicle without definition or connections', () => {
    const bare = IdentityVehicleSchema.parse({
      tokenId: 1,
      tokenDID: 'did:erc721:1:0x0:1',
      owner: CLIENT,
      privileges: { nodes: [{ id: 1, user: CLIENT }] },
    });
    expect(toProviderVehicle(bare, CLIENT, NOW)).toMatchObject({ name: null, make: null, model: null, year: null, grant: null });
  });
});

describe('listSacdPrivileges', () => {
  it.each([
    { permissions: '0x0', expected: [] },
    { permissions: '0xc', expected: [1] },
    { permissions: '0x3ffc', expected: [1, 2, 3, 4, 5, 6] },
    { permissions: '3ffc', expected: [1, 2, 3, 4, 5, 6] },
    { permissions: '0x3fffc', expected: [1, 2, 3, 4, 5, 6, 7, 8] },
    { permissions: '0x304', expected: [4] },
    { permissions: 'zz', expected: [] },
  ])('$permissions -> $expected', ({ permissions, expected }) => {
    expect(listSacdPrivileges(permissions)).toEqual(expected);
  });
});
