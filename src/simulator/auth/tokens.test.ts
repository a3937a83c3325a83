import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimStore } from '../state/store';
import { TokenService } from './tokens';

let dir: string;
let issuer = 'http://sim.test/auth';
let tokens: TokenService;
const T0 = new Date('2026-05-01T10:00:00Z');

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sim-tokens-'));
  tokens = await TokenService.create(new SimStore(dir), () => issuer);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const sign = (tokenId: number, seconds: number) =>
  tokens.sign({ claims: { tokenId, privileges: [1, 4] }, subject: `vehicle-${tokenId}`, audience: 'dimo.zone', issuedAt: T0, expiresAt: new Date(T0.getTime() + seconds * 1000) });

describe('verified tokens kept', () => {
  it('still expire, still need their own signature and their issuer', async () => {
    const token = await sign(7, 60);
    expect((await tokens.verify(token, T0)).tokenId).toBe(7);
    expect((await tokens.verify(token, new Date(T0.getTime() + 59_000))).tokenId).toBe(7);
    await expect(tokens.verify(token, new Date(T0.getTime() + 60_000))).rejects.toThrow('"exp" claim timestamp check failed');

    const [header, body, signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), privileges: [1, 2, 3, 4] })).toString('base64url')}.${signature}`;
    await expect(tokens.verify(forged, T0)).rejects.toThrow('signature verification failed');

    const other = await sign(8, 60);
    expect((await tokens.verify(other, T0)).tokenId).toBe(8);
    expect((await tokens.verify(token, T0)).tokenId).toBe(7);

    const restarted = await TokenService.create(new SimStore(dir), () => issuer);
    expect((await restarted.verify(token, T0)).tokenId).toBe(7);
    await expect(restarted.verify(forged, T0)).rejects.toThrow('signature verification failed');

    issuer = 'http://elsewhere.test/auth';
    await expect(tokens.verify(other, T0)).rejects.toThrow('unexpected "iss" claim value');
  });
});
