import { describe, expect, it } from 'vitest';
import { buildRedirectLoginUrl, parseCallbackParams, parseLoginMessage, pickRedirectUri } from './dimo-login';

const settings = { loginUrl: 'http://localhost:3100/login', clientId: '0xabc', redirectUri: 'http://localhost:3000/auth/callback' };

describe('login protocol messages', () => {
  it.each([
    [{ eventType: 'READY', mode: 'popup' }, { eventType: 'READY' }],
    [{ eventType: 'SHARE_VEHICLES_DATA', mode: 'popup' }, { eventType: 'SHARE_VEHICLES_DATA' }],
    [{ eventType: 'logout', mode: 'popup' }, { eventType: 'logout' }],
    [{ eventType: 'DIMO_ERROR', message: 'bad redirect' }, { eventType: 'DIMO_ERROR', message: 'bad redirect' }],
    [{ eventType: 'DIMO_ERROR' }, { eventType: 'DIMO_ERROR', message: 'An unknown error occurred' }],
    [
      { eventType: 'authResponse', token: 'jwt', walletAddress: '0x1', email: 'a@b.c', sharedVehicles: [1, '2'] },
      { eventType: 'authResponse', result: { token: 'jwt', walletAddress: '0x1', email: 'a@b.c', sharedVehicles: ['1', '2'] } },
    ],
    [
      { eventType: 'authResponse', accessToken: 'jwt2', walletAddress: '0x1' },
      { eventType: 'authResponse', result: { token: 'jwt2', walletAddress: '0x1', email: null, sharedVehicles: null } },
    ],
    [{ eventType: 'authResponse', walletAddress: '0x1' }, { eventType: 'DIMO_ERROR', message: 'Missing authentication token' }],
    [{ eventType: 'something-else' }, null],
    ['READY', null],
    [null, null],
  ])('%j -> %j', (data, expected) => expect(parseLoginMessage(data)).toEqual(expected));
});

describe('redirect flow', () => {
  it('builds the login URL with the launch parameters', () => {
    const url = new URL(buildRedirectLoginUrl(settings, 'VEHICLE_MANAGER'));
    expect(url.origin + url.pathname).toBe('http://localhost:3100/login');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      clientId: '0xabc',
      redirectUri: 'http://localhost:3000/auth/callback',
      entryState: 'VEHICLE_MANAGER',
      permissions: '10001000',
      permissionTemplateId: '1',
    });
    expect(new URL(buildRedirectLoginUrl(settings, 'VEHICLE_MANAGER', { location: true })).searchParams.get('permissions')).toBe('10011000');
    expect(new URL(buildRedirectLoginUrl(settings, 'EMAIL_INPUT')).searchParams.has('permissions')).toBe(false);
  });

  it.each([
    ['?token=t&walletAddress=0x1&email=a%40b.c&sharedVehicles=1,2', { kind: 'token', result: { token: 't', walletAddress: '0x1', email: 'a@b.c', sharedVehicles: ['1', '2'] } }],
    ['?token=t', { kind: 'token', result: { token: 't', walletAddress: '', email: null, sharedVehicles: null } }],
    ['?logout=true', { kind: 'logout' }],
    ['?error=Access%20denied', { kind: 'error', message: 'Access denied' }],
    ['', { kind: 'none' }],
  ])('reads callback %s', (search, expected) => expect(parseCallbackParams(search)).toEqual(expected));
});

describe('pickRedirectUri', () => {
  const registered = ['http://localhost:3000/auth/callback', 'http://127.0.0.1:3000/auth/callback'];
  it.each([
    ['http://localhost:3000', 'http://localhost:3000/auth/callback'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000/auth/callback'],
    ['https://cars.example.com', 'http://localhost:3000/auth/callback'],
  ])('on %s uses %s', (origin, expected) => {
    expect(pickRedirectUri(registered[0], registered, origin)).toBe(expected);
  });
});
