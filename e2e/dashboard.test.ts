import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainDtc } from '../src/shared/dtc';
import { computeHealthScore } from '../src/shared/health-score';
import type { SpendSummary } from '../src/shared/api/facts';
import { describePeriod } from '../src/shared/period-text';
import { expectVisible } from './support/browser';
import { readDashboard, setSimFaults, signInThroughSimulator as signIn, signInWithApi, simVehiclesOf } from './support/journeys';
import { mutateAs, queryAs } from './support/signed-in';
import { useAppAndBrowser } from './support/suite';

const ARTIFACTS = path.resolve(import.meta.dirname, '../test-results');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

function card(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

/** The sidebar's width in rem, rounded (its 1 px border sits outside the navigation). */
async function navWidthRem(page: Page): Promise<number> {
  const box = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox();
  return Math.round((box?.width ?? 0) / 16);
}

describe('dashboard', () => {
  const suite = useAppAndBrowser();

  beforeAll(async () => {
    await mkdir(ARTIFACTS, { recursive: true });
  });

  it("counts the owner's days in the zone their browser reports, which Settings shows and can change", async () => {
    const cookie = await signInWithApi(suite.app.url, suite.app.simUrl, 'tokyo.owner@example.com');
    const [name, ...rest] = cookie.split('=');
    const context = await suite.browser.newContext({ viewport: DESKTOP, timezoneId: 'Asia/Tokyo' });
    await context.addCookies([{ name, value: rest.join('='), url: suite.app.url }]);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const zoneOfOwner = async () => (await queryAs<{ timeZone: string | null }>(context, suite.app, 'auth.me', undefined)).timeZone;
    await page.goto(`${suite.app.url}/dashboard`);
    await expect.poll(zoneOfOwner, { timeout: 10_000 }).toBe('Asia/Tokyo');

    await page.goto(`${suite.app.url}/settings`);
    const select = page.getByLabel('Your time zone');
    await expect.poll(() => select.inputValue(), { timeout: 10_000 }).toBe('Asia/Tokyo');
    await select.selectOption('Europe/Paris');
    await expect.poll(zoneOfOwner, { timeout: 10_000 }).toBe('Europe/Paris');
    // a zone the owner picked stays, even on a device in another zone
    await page.reload();
    await expect.poll(() => select.inputValue(), { timeout: 10_000 }).toBe('Europe/Paris');
    expect(await zoneOfOwner()).toBe('Europe/Paris');
    await page.getByRole('button', { name: "Use this device's zone (Asia/Tokyo)" }).click();
    await expect.poll(zoneOfOwner, { timeout: 10_000 }).toBe('Asia/Tokyo');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the demo vehicle, clearly marked, to a visitor who chooses it on the sign-in page', async () => {
    const context = await suite.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.app.url}/auth/login`);
    await page.getByRole('link', { name: 'Look around with a demo car' }).click();
    await page.waitForURL(/\/dashboard\?demo$/);
    await page.getByRole('heading', { level: 1, name: 'Vehicle Dashboard' }).waitFor();
    await page.getByText('Demo Mode - Sign in to see your real vehicles').waitFor();
    const demo = card(page, 'Demo Vehicle');
    await demo.waitFor();
    await expectVisible(demo.getByText('Demo', { exact: true }));
    expect(await demo.getByTestId('health-score').textContent()).toBe('85%');
    await expectVisible(demo.getByText('60%'));
    await expectVisible(demo.getByText('45,000 km'));
    await expectVisible(page.getByText('1 vehicle'));
    await expectVisible(demo.getByText('no data').first());

    for (const tab of ['Vehicles', 'Documents', 'MCP Test', 'Attestation Test']) {
      await expectVisible(page.getByRole('tab', { name: tab }));
    }
    await page.getByRole('tab', { name: 'MCP Test' }).click();
    await page.waitForURL(/tab=mcp-test/);
    await page.getByText('What these tools do').waitFor();
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.waitForURL(/\/documents$/);
    await page.getByRole('heading', { level: 1, name: 'Document Upload' }).waitFor();

    await page.goto(`${suite.app.url}/dashboard`);
    await card(page, 'Demo Vehicle').waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'dashboard-demo.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps dashboard and chart code out of the landing page', async () => {
    const page = await suite.browser.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(suite.app.url, { waitUntil: 'networkidle' });
    expect(scripts.some((s) => s.includes('landing-page'))).toBe(true);
    expect(scripts.filter((s) => /dashboard-page|history-chart|app-layout/.test(s))).toEqual([]);
    await page.close();
  });

  it('keeps to the 360 px width of a small phone', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${suite.app.url}/dashboard?demo`);
    await card(page, 'Demo Vehicle').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'dashboard-demo-360.png'), fullPage: true });
    await context.close();
  });

  describe('signed in', () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    const email = `driver-${Date.now()}@example.com`;
    let sharedNames: string[] = [];

    beforeAll(async () => {
      context = await suite.browser.newContext({ viewport: DESKTOP });
      page = await context.newPage();
      errors = watchErrors(page);
      sharedNames = await signIn(page, suite.app.url, email);
    });
    afterAll(async () => {
      await context?.close();
    });

    it("shows the simulator's vehicles with health scores from the pure function", async () => {
      const simVehicles = await simVehiclesOf(suite.app.simUrl, email);
      expect(simVehicles.length).toBeGreaterThan(0);
      expect(sharedNames.sort()).toEqual(simVehicles.map((v) => v.name).sort());

      const dashboard = await readDashboard(context, suite.app.url);
      expect(dashboard.demo).toBe(false);
      expect(dashboard.vehicles.map((v) => v.name).sort()).toEqual(sharedNames.sort());

      await page.reload();
      await page.getByText('Connected to the provider').waitFor();
      await page.getByText(`${dashboard.vehicles.length} vehicles`).waitFor();
      for (const vehicle of dashboard.vehicles) {
        expect(vehicle.latest).not.toBeNull();
        expect(vehicle.healthScore).toBe(computeHealthScore(vehicle.latest));
        const shown = card(page, vehicle.name);
        await shown.waitFor();
        expect(await shown.getByTestId('health-score').textContent()).toBe(`${vehicle.healthScore}%`);
        await expectVisible(shown.getByRole('heading', { name: 'Diagnostic & Engine' }));
      }
      expect(errors).toEqual([]);
    });

    it("draws each car's last 7 days without loading the chart library", async () => {
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.reload();
      const dashboard = await readDashboard(context, suite.app.url);
      for (const vehicle of dashboard.vehicles) {
        const chart = card(page, vehicle.name).getByTestId('history-chart');
        await chart.waitFor();
        // a car that drove this week has its distance bars and its level line (its numbers are in the table beside it)
        await expect.poll(() => chart.locator('rect[rx]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
        expect(await chart.locator('path').count()).toBeGreaterThan(0);
      }
      expect(scripts.filter((s) => /CartesianChart|recharts/.test(s))).toEqual([]);
      expect(errors).toEqual([]);
    });

    it("explains a vehicle's trouble code", async () => {
      const dashboard = await readDashboard(context, suite.app.url);
      const withCodes = dashboard.vehicles.find((v) => v.troubleCodes.length > 0);
      expect(withCodes, 'the simulator garage has a vehicle with trouble codes').toBeDefined();
      const code = withCodes!.troubleCodes[0];
      expect(code.meaning).toBe(explainDtc(code.code).meaning);
      const codes = card(page, withCodes!.name).getByRole('list', { name: 'Trouble codes' });
      await codes.getByText(code.code, { exact: true }).waitFor();
      await expectVisible(codes.getByText(code.meaning).first());
    });

    it("the analysis tiles say what was spent this year, from the facts, or that nothing was", async () => {
      const dashboard = await readDashboard(context, suite.app.url);
      const [first, ...rest] = dashboard.vehicles;
      const year = new Date().toISOString().slice(0, 4);
      await mutateAs(context, suite.app, 'serviceLog.add', { tokenId: first.tokenId, record: { date: `${year}-01-15`, kind: 'oil_change', totalCost: 120.5, currency: 'USD' } });
      await page.reload();
      const panel = page.getByRole('region', { name: 'Latest AI Analysis Results' });
      const row = (name: string) => panel.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
      const spend = await queryAs<SpendSummary>(context, suite.app, 'facts.spend', { tokenId: first.tokenId, period: 'this-year' });
      const tiles = row(first.name);
      await tiles.getByText('$120.50').first().waitFor({ timeout: 30_000 });
      expect(spend.service).toEqual([{ currency: 'USD', amount: 120.5 }]);
      await expectVisible(tiles.getByText(describePeriod(spend.period)).first());
      expect(await tiles.getByText('$0.00').count()).toBe(0);
      for (const other of rest) await row(other.name).getByText('No costs recorded this year').first().waitFor();
      expect(await panel.getByText('$0.00').count()).toBe(0);
    });

    it('refreshes past the cache, and a failing vehicle keeps its card', async () => {
      const dashboard = await readDashboard(context, suite.app.url);
      const failing = dashboard.vehicles[0];
      await setSimFaults(suite.app.simUrl, { failTokenIds: [failing.tokenId] });
      try {
        await page.getByRole('button', { name: 'Refresh' }).click();
        await card(page, failing.name).getByText(/Live data unavailable/).first().waitFor({ timeout: 30_000 });
        for (const other of dashboard.vehicles.slice(1)) {
          expect(await card(page, other.name).getByText(/Live data unavailable/).count()).toBe(0);
        }
        await page.getByText('AI Analysis Complete').waitFor({ timeout: 30_000 });
      } finally {
        await setSimFaults(suite.app.simUrl, {});
      }
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.getByRole('button', { name: 'Refresh' }).waitFor();
      await expect.poll(() => card(page, failing.name).getByText(/Live data unavailable/).count(), { timeout: 30_000 }).toBe(0);
    });

    it('keeps the sidebar collapsed across a reload', async () => {
      await page.goto(`${suite.app.url}/dashboard`);
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      expect(await navWidthRem(page)).toBe(16);
      await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
      await expect.poll(() => navWidthRem(page)).toBe(3);
      const cookie = (await context.cookies(suite.app.url)).find((c) => c.name === 'sidebar_state');
      expect(cookie?.value).toBe('false');
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);

      await page.reload();
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      expect(await navWidthRem(page)).toBe(3);

      await page.keyboard.press('Control+b');
      await expect.poll(() => navWidthRem(page)).toBe(16);
      expect((await context.cookies(suite.app.url)).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
    });

    it('opens the sidebar as a drawer on a 375 px phone', async () => {
      const phone = await context.newPage();
      await phone.setViewportSize(PHONE);
      await phone.goto(`${suite.app.url}/dashboard`);
      await phone.getByRole('heading', { level: 1, name: 'Vehicle Dashboard' }).waitFor();
      expect(await phone.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);

      await phone.getByRole('button', { name: 'Toggle Sidebar' }).click();
      const drawer = phone.getByRole('dialog', { name: 'Main navigation' });
      await drawer.waitFor();
      await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(288);
      await phone.screenshot({ path: path.join(ARTIFACTS, 'sidebar-drawer-375.png') });
      await drawer.getByRole('link', { name: 'Documents' }).click();
      await phone.waitForURL(/\/documents/);
      await phone.getByRole('heading', { level: 1, name: 'Document Upload' }).waitFor();
      await expect.poll(() => drawer.count()).toBe(0);
      await phone.close();
    });

    it('screenshots the dashboard in light and dark', async () => {
      await page.goto(`${suite.app.url}/dashboard`);
      const first = (await readDashboard(context, suite.app.url)).vehicles[0];
      await card(page, first.name).waitFor();
      if (await page.evaluate(() => document.documentElement.classList.contains('dark'))) {
        await page.getByRole('button', { name: 'Switch to light theme' }).click();
      }
      await page.getByRole('region', { name: 'Latest AI Analysis Results' }).waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(ARTIFACTS, 'dashboard-light.png'), fullPage: true });

      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(ARTIFACTS, 'dashboard-dark.png'), fullPage: true });
      expect(errors).toEqual([]);
    });

    it('creates an MCP access token that an AI client can use', async () => {
      await page.goto(`${suite.app.url}/settings`);
      await page.getByRole('textbox', { name: 'Token name' }).fill('e2e client');
      await page.getByRole('button', { name: 'Create access token' }).click();
      const token = (await page.getByLabel('Access token', { exact: true }).textContent())!.trim();
      expect(token).toMatch(/^dwm_[A-Za-z0-9_-]{40,}$/);
      const listed = page.getByRole('list', { name: 'Access tokens' }).getByRole('listitem').filter({ hasText: 'e2e client' });
      await listed.getByText('read', { exact: true }).waitFor();
      expect(await listed.textContent()).not.toContain(token);
      const res = await fetch(`${suite.app.url}/mcp`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
      });
      expect(res.status).toBe(200);
      expect(JSON.stringify(await res.json())).toContain('analyze_vehicle_health');

      await page.getByRole('button', { name: 'Revoke e2e client' }).click();
      await listed.getByText('revoked', { exact: true }).waitFor();
      const after = await fetch(`${suite.app.url}/mcp`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} }),
      });
      expect(after.status).toBe(401);
    });

    it('shows distances in miles once chosen in settings', async () => {
      await page.goto(`${suite.app.url}/settings`);
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await page.getByRole('radio', { name: 'Miles' }).click();
      await expect.poll(() => page.getByRole('radio', { name: 'Miles' }).getAttribute('aria-checked')).toBe('true');
      await page.screenshot({ path: path.join(ARTIFACTS, 'settings.png'), fullPage: true });

      await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
      await page.waitForURL(/\/dashboard$/);
      await page.reload();
      const dashboard = await readDashboard(context, suite.app.url);
      const withOdometer = dashboard.vehicles.find((v) => v.odometerKm !== null)!;
      const expected = `${Math.round(withOdometer.odometerKm! * 0.621371).toLocaleString('en-US')} mi`;
      await card(page, withOdometer.name).getByText(expected).waitFor();
      await page.goto(`${suite.app.url}/settings`);
      await page.getByRole('radio', { name: 'Kilometres' }).click();
      await expect.poll(() => page.getByRole('radio', { name: 'Kilometres' }).getAttribute('aria-checked')).toBe('true');
      expect(errors).toEqual([]);
    });
    it('signs out from the account menu; the dashboard then asks to sign in', async () => {
      await page.goto(`${suite.app.url}/dashboard`);
      const cookie = (await context.cookies(suite.app.url)).find((c) => c.httpOnly);
      expect(await page.evaluate(() => localStorage.getItem('dimoAuth'))).toContain('"isLoggedIn":true');
      await page.getByRole('button', { name: /account menu for /i }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.waitForURL(`${suite.app.url}/`);
      await expect.poll(async () => (await context.cookies(suite.app.url)).some((c) => c.httpOnly)).toBe(false);
      expect(await page.evaluate(() => [localStorage.getItem('dimoAuth'), localStorage.getItem('activeVehicleTokenId')])).toEqual([null, null]);
      // The server session is gone too: the old cookie no longer signs anyone in.
      const me = await fetch(`${suite.app.url}/api/trpc/auth.me`, { headers: { cookie: `${cookie!.name}=${cookie!.value}` } });
      expect((await me.json()).result.data).toBeNull();
      await page.goto(`${suite.app.url}/dashboard`);
      await page.waitForURL(/\/auth\/login$/);
      await page.getByRole('button', { name: 'Sign in with DIMO' }).waitFor();
      expect(errors).toEqual([]);
    });
  });
});
