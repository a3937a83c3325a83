import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../e2e/support/browser';
import { startSimulator, type RunningSimulator } from './index';

const CLIENT_ID = '0x00000000000000000000000000000000000000c1';
const EMAIL = 'browser@example.com';

interface LoginMessage {
  eventType: string;
  mode?: string;
  token?: string;
  walletAddress?: string;
  email?: string;
  sharedVehicles?: string[];
  message?: string;
}

/** A tiny app page that opens the login popup and answers its messages like the app's login client. */
function renderOpener(simUrl: string): string {
  return `<!doctype html><html><body><button id="open">Open login</button><script>
const SIM = ${JSON.stringify(simUrl)};
const params = new URLSearchParams(location.search);
window.messages = [];
let popup = null;
window.addEventListener('message', (e) => {
  if (e.origin !== SIM) return;
  window.messages.push(e.data);
  if (e.data.eventType === 'READY') {
    popup.postMessage({ eventType: 'AUTH_INIT', clientId: ${JSON.stringify(CLIENT_ID)},
      redirectUri: location.origin + (params.get('redirect') || '/callback'),
      entryState: params.get('entry') || 'EMAIL_INPUT', forceEmail: false, altTitle: null }, SIM);
  }
  if (e.data.eventType === 'SHARE_VEHICLES_DATA') {
    popup.postMessage({ eventType: 'SHARE_VEHICLES_DATA', permissionTemplateId: '1', permissions: '11111100', vehicles: [],
      vehicleMakes: [], onboarding: [], expirationDate: '2030-01-01T00:00:00.000Z', powertrainTypes: [] }, SIM);
  }
});
document.getElementById('open').onclick = () => { popup = window.open(SIM + '/login', 'dimo-login-' + Date.now(), 'width=500,height=600'); };
</script></body></html>`;
}

describe('login page in a real browser', () => {
  let sim: RunningSimulator;
  let dataDir: string;
  let server: Server;
  let appOrigin: string;
  let browser: Browser;
  let page: Page;

  async function openPopup(query = '') {
    await page.goto(`${appOrigin}/${query}`);
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Open login' }).click();
    return popupPromise;
  }

  async function waitForMessage(eventType: string): Promise<LoginMessage> {
    const handle = await page.waitForFunction(
      (type) => (window as unknown as { messages: { eventType: string }[] }).messages.find((m) => m.eventType === type),
      eventType,
      { timeout: 10_000 },
    );
    return (await handle.jsonValue()) as LoginMessage;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sim-login-'));
    sim = await startSimulator({ dataDir, port: 0 });
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(renderOpener(sim.url));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    appOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const res = await fetch(`${sim.url}/dev/clients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: CLIENT_ID, redirectUris: [`${appOrigin}/callback`], signers: [], name: 'Browser test app' }),
    });
    expect(res.status).toBe(200);
    browser = await launchBrowser();
    page = await (await browser.newContext()).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await sim?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('signs in with email and code, retrying after a wrong code, and posts authResponse to the app', async () => {
    const popup = await openPopup();
    await popup.getByLabel('Email').fill(EMAIL);
    await popup.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => popup.getByText('Simulator: the code is 000000').isVisible()).toBe(true);
    await popup.getByLabel('Verification code').fill('123456');
    await popup.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => popup.getByRole('alert').filter({ hasText: 'not correct' }).isVisible()).toBe(true);
    await popup.getByLabel('Verification code').fill('000000');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Verify' }).click();

    const message = await waitForMessage('authResponse');
    expect(message).toMatchObject({ mode: 'popup', email: EMAIL, walletAddress: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) });
    expect(message.sharedVehicles).toBeUndefined();
    const { payload } = await jwtVerify(message.token!, createRemoteJWKSet(new URL(`${sim.url}/auth/keys`)), {
      issuer: `${sim.url}/auth`,
      audience: CLIENT_ID,
    });
    expect(payload.ethereum_address).toBe(message.walletAddress);
    await closed;
  });

  it('goes straight to the share screen in a second popup and records the selected vehicles', async () => {
    const garage = (await (
      await fetch(`${sim.url}/dev/garages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL }) })
    ).json()) as { vehicles: { tokenId: number; name: string }[] };
    const popup = await openPopup('?entry=VEHICLE_MANAGER');
    const boxes = garage.vehicles.map((v) => popup.getByRole('checkbox', { name: v.name }));
    await expect.poll(() => boxes[0].isVisible(), { timeout: 10_000 }).toBe(true);
    for (const box of boxes) await box.check();
    await boxes[2].uncheck();
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Share vehicles' }).click();
    await closed;

    const message = await waitForMessage('authResponse');
    expect(message.sharedVehicles).toEqual(garage.vehicles.slice(0, 2).map((v) => String(v.tokenId)));
    const state = (await (await fetch(`${sim.url}/dev/state`)).json()) as { shares: { tokenId: number; grantee: string; permissions: string; expiresAt: string }[] };
    const shares = state.shares.filter((s) => s.grantee === CLIENT_ID);
    expect(shares.map((s) => s.tokenId).sort()).toEqual(garage.vehicles.slice(0, 2).map((v) => v.tokenId).sort());
    expect(shares.every((s) => s.permissions === '0x3ffc' && s.expiresAt === '2030-01-01T00:00:00.000Z')).toBe(true);
  });

  it('signs out from the share screen and tells the app', async () => {
    const popup = await openPopup('?entry=VEHICLE_MANAGER');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Sign out' }).click();
    expect(await waitForMessage('logout')).toMatchObject({ mode: 'popup' });
    await closed;
    const again = await openPopup();
    await expect.poll(() => again.getByLabel('Email').isVisible(), { timeout: 10_000 }).toBe(true);
    await again.close();
  });

  it('works in redirect mode, navigating back to the redirect URI with the token', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const query = new URLSearchParams({ clientId: CLIENT_ID, redirectUri: `${appOrigin}/callback`, entryState: 'EMAIL_INPUT' });
    await tab.goto(`${sim.url}/login?${query}`);
    await tab.getByLabel('Email').fill('redirect@example.com');
    await tab.getByRole('button', { name: 'Continue' }).click();
    await tab.getByLabel('Verification code').fill('000000');
    await tab.getByRole('button', { name: 'Verify' }).click();
    await tab.waitForURL(/\/callback\?/);
    const url = new URL(tab.url());
    expect(url.origin).toBe(appOrigin);
    expect(url.searchParams.get('email')).toBe('redirect@example.com');
    expect(url.searchParams.get('walletAddress')).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(url.searchParams.get('token')!.split('.')).toHaveLength(3);
    await context.close();
  });

  it('sends a bad request from a registered app back to it as ?error= in redirect mode', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const query = new URLSearchParams({ clientId: CLIENT_ID, redirectUri: `${appOrigin}/callback`, entryState: 'VEHICLE_MANAGER', expirationDate: 'next tuesday' });
    await tab.goto(`${sim.url}/login?${query}`);
    await tab.waitForURL(/\/callback\?/);
    const url = new URL(tab.url());
    expect(url.origin).toBe(appOrigin);
    expect(url.searchParams.get('error')).toBe('Invalid expirationDate next tuesday');
    expect(url.searchParams.get('token')).toBeNull();
    await context.close();
  });

  it('refuses a redirect URI that is not registered and tells the app', async () => {
    const popup = await openPopup('?redirect=/not-registered');
    const message = await waitForMessage('DIMO_ERROR');
    expect(message.message).toMatch(/not registered/);
    await expect.poll(() => popup.getByRole('alert').filter({ hasText: 'not registered' }).isVisible()).toBe(true);
    await popup.close();
  });
});
