import { describe, expect, it } from 'vitest';
import { cookieHeader, labelOf, readDashboard, signInThroughSimulator, simVehiclesOf } from './support/journeys';
import { useAppAndBrowser } from './support/suite';

describe('sign-in with the provider and vehicle sharing', () => {
  const suite = useAppAndBrowser();
  it('goes from the landing page through the login popups to a dashboard of exactly the shared vehicles', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(suite.app.url);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(/\/auth\/login$/);
    const button = await page.getByRole('button', { name: 'Sign in with DIMO' }).boundingBox();
    expect(button).toMatchObject({ height: 40, width: 375 });
    expect(await page.getByRole('heading', { name: 'Share Your Vehicles' }).count()).toBe(0);

    const email = 'journey@example.com';
    let kept = 0;
    const offered = await signInThroughSimulator(page, suite.app.url, email, () => kept++ < 2);
    expect(offered).toHaveLength(3);
    const shared = offered.slice(0, 2);

    await page.getByText('Connected to the provider').waitFor();
    const dashboard = await readDashboard(context, suite.app.url);
    expect(dashboard.demo).toBe(false);
    expect(dashboard.vehicles.map((v) => v.name).sort()).toEqual([...shared].sort());
    const owned = await simVehiclesOf(suite.app.simUrl, email);
    const sharedTokens = owned.filter((v) => shared.includes(v.name)).map((v) => v.tokenId).sort();
    expect(dashboard.vehicles.map((v) => v.tokenId).sort()).toEqual(sharedTokens);
    for (const name of shared) await page.getByRole('article', { name, exact: true }).waitFor();

    const auth = await page.evaluate(() => JSON.parse(localStorage.getItem('dimoAuth') ?? 'null'));
    expect(auth).toMatchObject({ isLoggedIn: true, walletAddress: expect.stringMatching(/^0x[0-9a-f]{40}$/i) });
    expect(JSON.stringify(auth)).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    const cookies = await context.cookies(suite.app.url);
    expect(cookies.find((c) => c.name === 'vc_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(errors).toEqual([]);

    const res = await fetch(`${suite.app.url}/api/trpc/auth.me`, { headers: { cookie: await cookieHeader(context, suite.app.url) } });
    expect((await res.json()).result.data.walletAddress).toBe(auth.walletAddress.toLowerCase());
    await context.close();
  });

  it('falls back to the redirect flow through /auth/callback when the browser blocks popups', async () => {
    const context = await suite.browser.newContext();
    await context.addInitScript(() => {
      window.open = () => null; // what a popup blocker makes window.open return
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${suite.app.url}/auth/login`);
    await page.getByRole('button', { name: 'Sign in with DIMO' }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('redirect@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: 'Verification code', exact: true }).fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/auth\/login$/, { timeout: 30_000 });
    await page.getByText('Signed in as redirect@example.com').waitFor();

    await page.getByRole('button', { name: 'Share Your Vehicles' }).click();
    const boxes = page.getByRole('checkbox');
    await boxes.first().waitFor();
    for (const box of await boxes.all()) await box.uncheck();
    await boxes.first().check();
    const shared = (await labelOf(boxes.first())).trim();
    await page.getByRole('button', { name: 'Share vehicles' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
    await page.getByText('Connected to the provider').waitFor();
    const dashboard = await readDashboard(context, suite.app.url);
    expect(dashboard.vehicles.map((v) => v.name)).toEqual([shared]);
    const me = await fetch(`${suite.app.url}/api/trpc/auth.me`, { headers: { cookie: await cookieHeader(context, suite.app.url) } });
    expect((await me.json()).result.data.email).toBe('redirect@example.com');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in when the app is opened at 127.0.0.1 instead of localhost', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const origin = suite.app.url.replace('//localhost:', '//127.0.0.1:');
    await page.goto(`${origin}/auth/login`);
    const [login] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in with DIMO' }).click()]);
    await login.getByRole('textbox', { name: 'Email', exact: true }).fill('loopback@example.com');
    await login.getByRole('button', { name: 'Continue' }).click();
    await login.getByRole('textbox', { name: 'Verification code', exact: true }).fill('000000');
    await login.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Signed in as loopback@example.com').waitFor();
    await context.close();
  });
});
