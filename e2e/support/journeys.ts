import type { BrowserContext, Page } from 'playwright-core';
import type { Dashboard } from '../../src/shared/api/vehicles';

export type SimVehicle = {
  tokenId: number;
  ownerEmail: string;
  name: string;
  make: string;
  model: string;
  year: number;
  vin: string;
  powertrain: string;
  faults: string[];
  failing: boolean;
};

/**
 * Signs in through the simulator's login site as a person would: Sign in with DIMO, Email, Continue, Verification
 * code, Verify; then Share Your Vehicles and tick the named vehicles (all when omitted). Returns the names offered.
 */
export async function signInThroughSimulator(page: Page, baseUrl: string, email: string, share?: (name: string) => boolean): Promise<string[]> {
  await page.goto(`${baseUrl}/auth/login`);
  const [login] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in with DIMO' }).click()]);
  await login.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await login.getByRole('button', { name: 'Continue' }).click();
  await login.getByRole('textbox', { name: 'Verification code', exact: true }).fill('000000');
  await login.getByRole('button', { name: 'Verify' }).click();

  const [sharing] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Share Your Vehicles' }).click()]);
  const boxes = sharing.getByRole('checkbox');
  await boxes.first().waitFor();
  const offered: string[] = [];
  for (const box of await boxes.all()) {
    const name = ((await box.getAttribute('aria-label')) ?? (await labelOf(box))).trim();
    offered.push(name);
    if (!share || share(name)) await box.check();
    else await box.uncheck();
  }
  await sharing.getByRole('button', { name: 'Share vehicles' }).click();
  await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
  return offered;
}

/** The visible name of a checkbox on the simulator's sharing page. */
export async function labelOf(box: import('playwright-core').Locator): Promise<string> {
  const id = await box.getAttribute('id');
  if (id) {
    const text = await box.page().locator(`label[for="${id}"]`).textContent();
    if (text) return text;
  }
  return box.evaluate((el) => el.closest('label')?.textContent ?? '');
}

export async function cookieHeader(context: BrowserContext, baseUrl: string): Promise<string> {
  return (await context.cookies(baseUrl)).map((c) => `${c.name}=${c.value}`).join('; ');
}

/** What the server's dashboard query returns for the signed-in browser context. */
export async function readDashboard(context: BrowserContext, baseUrl: string): Promise<Dashboard> {
  const res = await fetch(`${baseUrl}/api/trpc/vehicles.dashboard?input=${encodeURIComponent('{}')}`, { headers: { cookie: await cookieHeader(context, baseUrl) } });
  if (!res.ok) throw new Error(`dashboard: HTTP ${res.status}`);
  return ((await res.json()) as { result: { data: Dashboard } }).result.data;
}

export async function simVehiclesOf(simUrl: string, email: string): Promise<SimVehicle[]> {
  const state = (await (await fetch(`${simUrl}/dev/state`)).json()) as { vehicles: SimVehicle[] };
  return state.vehicles.filter((v) => v.ownerEmail?.toLowerCase() === email.toLowerCase());
}

export async function setSimFaults(simUrl: string, faults: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${simUrl}/dev/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(faults) });
  if (!res.ok) throw new Error(`faults: HTTP ${res.status}`);
}

/** Signs an owner in without a browser: the simulator issues the login JWT, the app turns it into a session cookie. */
export async function signInWithApi(baseUrl: string, simUrl: string, email: string): Promise<string> {
  const post = async (url: string, body: unknown) => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
    return res;
  };
  const settings = (await (await fetch(`${baseUrl}/api/trpc/system.settings`)).json()).result.data as { clientId: string };
  const garage = (await (await post(`${simUrl}/dev/garages`, { email })).json()) as { vehicles: { tokenId: number }[] };
  await post(`${simUrl}/dev/shares`, { email, clientId: settings.clientId, tokenIds: garage.vehicles.map((v) => v.tokenId) });
  const { token } = (await (await post(`${simUrl}/dev/tokens`, { email, clientId: settings.clientId })).json()) as { token: string };
  const res = await post(`${baseUrl}/api/trpc/auth.signIn?batch=1`, { 0: { token } });
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}
