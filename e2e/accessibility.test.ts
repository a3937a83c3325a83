/**
 * Every screen, signed out and signed in, at 1280 and 390 px, in the light and the dark theme: axe-core finds no
 * serious or critical violation and nothing scrolls sideways. The signed-in owner has a document, a service record,
 * reminders and a chat answer, so lists, forms and menus are checked with content in them.
 *
 * And the owner's main journey with the keyboard alone: sign in and share through the provider's popups, open a
 * vehicle from the dashboard, upload a document, ask the assistant, and add a reminder. Every control is reached with
 * Tab (or the arrow keys inside a group), shows where the focus is, and works with Enter or Space.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toIsoDate } from '../src/shared/format-date';
import { PRIVILEGE_WORDS } from '../src/shared/sharing';
import { auditEveryView, findViolations } from './support/axe';
import { simVehiclesOf } from './support/journeys';
import { navigate, skipToMain, tabTo } from './support/keyboard';
import { mutateAs, queryAs, signedInContext } from './support/signed-in';
import { useAppAndBrowser } from './support/suite';

interface View {
  name: string;
  path: string;
  /** Brings the screen to the state to check (opens a menu, a form...). */
  prepare?: (page: Page) => Promise<void>;
  widths?: readonly number[];
}

/** Waits for the screen's main heading and for its loading placeholders to be gone. */
async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('[data-slot="skeleton"], [aria-busy="true"]'), null, { timeout: 15_000 });
}

/** Collects page errors, and console warnings and errors (React's among them), into `into`. */
function watchConsole(page: Page, into: string[]): void {
  page.on('pageerror', (e) => into.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') into.push(`console ${m.type()}: ${m.text()}`);
  });
}

async function openAllNumbers(page: Page): Promise<void> {
  for (const summary of await page.getByText('Show the numbers').all()) await summary.click();
}

async function audit(page: Page, baseUrl: string, views: View[]): Promise<string[]> {
  const problems: string[] = [];
  for (const view of views) {
    await page.goto(`${baseUrl}${view.path}`);
    await settle(page);
    await view.prepare?.(page);
    for (const line of await auditEveryView(page, view.widths)) problems.push(`${view.name} ${line}`);
  }
  return problems;
}

describe('accessibility of every screen', () => {
  // Vehicle alerts stay off so the bell holds what this test made, and the pages stay still while axe reads them.
  const suite = useAppAndBrowser({ TRIGGERS_MODE: 'off' });
  let context: BrowserContext;
  let page: Page;
  const warnings: string[] = [];

  beforeAll(async () => {
    context = await signedInContext(suite.browser, suite.app, 'a11y.owner@example.com');
    page = await context.newPage();
    watchConsole(page, warnings);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('signed out: the landing page, sign-in and not-found pages', async () => {
    const visitor = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const p = await visitor.newPage();
    const seen: string[] = [];
    watchConsole(p, seen);
    const problems = await audit(p, suite.app.url, [
      { name: 'landing', path: '/' },
      { name: 'sign-in', path: '/auth/login' },
      { name: 'not found', path: '/no/such/page' },
    ]);
    await visitor.close();
    expect(problems).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('signed in: every screen, menu and form, with content', async () => {
    // The first dashboard load fetches every car's telemetry; it runs while the test prepares the rest.
    const warm = queryAs(context, suite.app, 'vehicles.dashboard', {});
    const vehicles = await queryAs<{ id: string; tokenId: number; name: string; vin: string | null; type: string }[]>(context, suite.app, 'vehicles.list', undefined);
    const car = vehicles.find((v) => v.vin) ?? vehicles[0];
    const today = toIsoDate(new Date(), 'utc');
    await mutateAs(context, suite.app, 'reminders.create', { vehicleId: car.id, kind: 'custom', title: 'Renew parking permit', dueDate: addDays(today, -3) });
    await mutateAs(context, suite.app, 'reminders.create', { vehicleId: car.id, kind: 'inspection_due', dueDate: addDays(today, 12) });
    await mutateAs(context, suite.app, 'serviceLog.add', {
      tokenId: car.tokenId,
      record: { date: addDays(today, -20), kind: 'repair', description: 'Wiper blades', totalCost: 32.5, currency: 'USD', shop: 'Corner Garage' },
    });
    const cookie = (await context.cookies(suite.app.url)).map((c) => `${c.name}=${c.value}`).join('; ');
    const form = new FormData();
    form.append('tokenId', String(car.tokenId));
    form.append('file', new Blob([`SERVICE INVOICE\nQuick Lube Center\nDate: 01/10/2025\nVIN: ${car.vin}\nMileage: 41,200\nOil change $59.00\nTOTAL $59.00\n`]), 'oil-change.txt');
    const upload = await fetch(`${suite.app.url}/api/uploads`, { method: 'POST', headers: { cookie, origin: suite.app.url }, body: form });
    expect(upload.status).toBeLessThan(300);
    await expect
      .poll(async () => (await queryAs<{ items: { status: string }[] }>(context, suite.app, 'documents.list', {})).items.map((d) => d.status).join(), { timeout: 60_000 })
      .toBe('completed');

    await warm;
    const vehiclePage = `/vehicles/${car.tokenId}`;
    const problems = await audit(page, suite.app.url, [
      { name: 'dashboard', path: '/dashboard', prepare: openAllNumbers },
      { name: 'bell menu', path: '/reminders', prepare: (p) => p.getByRole('button', { name: /^Notifications/ }).click() },
      { name: 'account menu', path: '/reminders', prepare: (p) => p.getByRole('button', { name: /account menu/i }).click() },
      {
        name: 'phone sidebar',
        path: '/reminders',
        widths: [390],
        prepare: async (p) => {
          await p.setViewportSize({ width: 390, height: 900 });
          await p.getByRole('button', { name: /sidebar/i }).first().click();
          await p.getByRole('dialog').waitFor();
        },
      },
      {
        name: 'documents',
        path: '/documents',
        prepare: async (p) => {
          await p.getByRole('button', { name: /^Edit extracted data of / }).first().click();
        },
      },
      {
        name: 'chat',
        path: `/ai-chat?tokenId=${car.tokenId}`,
        prepare: async (p) => {
          const answers = p.getByRole('log').getByRole('listitem', { name: 'Assistant message', exact: true });
          const before = await answers.count();
          await p.getByRole('button', { name: 'Health Check', exact: true }).click();
          await expect.poll(() => answers.count(), { timeout: 60_000 }).toBeGreaterThan(before);
          await p.locator('[role="log"][aria-busy="false"]').waitFor({ timeout: 60_000 });
          // The quick questions come back (and fade in) once the answer is complete.
          await expect.poll(() => p.getByRole('button', { name: 'Health Check', exact: true }).isEnabled()).toBe(true);
        },
      },
      { name: 'garage', path: '/vehicles' },
      { name: 'vehicle overview', path: vehiclePage, prepare: openAllNumbers },
      { name: 'vehicle service log', path: `${vehiclePage}?tab=service`, prepare: (p) => p.getByRole('button', { name: 'Add record' }).click() },
      { name: 'vehicle reminders', path: `${vehiclePage}?tab=reminders` },
      { name: 'vehicle documents', path: `${vehiclePage}?tab=documents` },
      { name: 'vehicle trips', path: `${vehiclePage}?tab=trips`, prepare: openAllNumbers },
      { name: 'reminders', path: '/reminders', prepare: (p) => p.getByRole('button', { name: 'New reminder' }).click() },
      { name: 'complete a reminder', path: '/reminders', prepare: (p) => p.getByRole('button', { name: /^Complete/ }).first().click() },
      { name: 'insights', path: '/insights', prepare: openAllNumbers },
      { name: 'charging', path: '/charging' },
      { name: 'settings', path: '/settings' },
      { name: 'MCP test', path: '/dashboard?tab=mcp-test' },
      { name: 'attestation test', path: '/dashboard?tab=attestation-test' },
      {
        name: 'not found',
        path: '/no/such/page',
        // Signed in, the way out is the dashboard.
        prepare: (p) => p.getByRole('link', { name: 'Go to your dashboard' }).waitFor(),
      },
    ]);
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
    // About 20 screens in 4 views each: a minute on a quiet machine, more on a busy one.
  }, 300_000);

  it('from a signed-out deep link, signs in and back, opens a vehicle, uploads a document, asks the assistant and adds a reminder without a mouse', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const email = 'keyboard.owner@example.com';

    // A link to the garage, followed before signing in, leads to the sign-in page, which comes back to it after.
    await page.goto(`${suite.app.url}/vehicles`);
    await page.waitForURL(/\/auth\/login\?next=%2Fvehicles$/);
    const signIn = page.getByRole('button', { name: 'Sign in with DIMO' });
    await tabTo(page, signIn);
    const [login] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    // The popup puts the focus in its first field.
    await login.getByRole('textbox', { name: 'Email', exact: true }).waitFor();
    await login.keyboard.type(email);
    await login.keyboard.press('Enter');
    await login.getByRole('textbox', { name: 'Verification code', exact: true }).waitFor();
    await expect.poll(() => login.evaluate(() => (document.activeElement as HTMLInputElement | null)?.id)).toBe('otp');
    await login.keyboard.type('000000');
    await login.keyboard.press('Enter');

    const share = page.getByRole('button', { name: 'Share Your Vehicles' });
    await tabTo(page, share);
    const [sharing] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    const boxes = sharing.getByRole('checkbox');
    await boxes.first().waitFor();
    for (const box of await boxes.all()) {
      await tabTo(sharing, box);
      if (!(await box.isChecked())) await sharing.keyboard.press('Space');
      expect(await box.isChecked()).toBe(true);
    }
    await tabTo(sharing, sharing.getByRole('button', { name: 'Share vehicles' }));
    await sharing.keyboard.press('Enter');
    await page.waitForURL(/\/vehicles$/, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Vehicles' }).waitFor();
    // The popups are gone: the app's window is the focused one again (as the window manager would make it).
    await page.bringToFront();

    const [car] = await simVehiclesOf(suite.app.simUrl, email);
    await navigate(page, 'Dashboard');
    await skipToMain(page);
    const card = page.getByRole('article', { name: car.name });
    await tabTo(page, card.getByRole('link', { name: car.name }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: car.name }).waitFor();
    // Tabs of the vehicle page: Tab into the list, then the arrow keys.
    await skipToMain(page);
    await tabTo(page, page.getByRole('tab', { name: 'Overview' }));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { name: 'Service log' }).getAttribute('aria-selected')).toBe('true');

    await navigate(page, 'Documents');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await skipToMain(page);
    await tabTo(page, page.getByRole('button', { name: 'Choose Files' }));
    const choosing = page.waitForEvent('filechooser');
    // One round trip first, so the browser is told to hand the file dialog to the test before Enter opens it.
    await page.evaluate(() => undefined);
    await page.keyboard.press('Enter');
    const chooser = await choosing;
    await chooser.setFiles({ name: 'oil-change.txt', mimeType: 'text/plain', buffer: Buffer.from(`OIL CHANGE RECEIPT\nDate: 03/02/2025\nVIN: ${car.vin}\nMileage: 40,100\nTOTAL $49.00\n`) });
    await page.getByRole('list', { name: 'Uploaded Documents' }).getByText('oil-change.txt').waitFor({ timeout: 60_000 });

    await navigate(page, 'AI Assistant');
    const question = page.getByRole('textbox', { name: /message/i });
    await skipToMain(page);
    await tabTo(page, question);
    await page.keyboard.type('Is my car ready for a road trip?');
    await page.keyboard.press('Enter');
    const answers = page.getByRole('log').getByRole('listitem', { name: 'Assistant message', exact: true });
    await expect.poll(() => answers.count(), { timeout: 60_000 }).toBeGreaterThan(1);
    await page.locator('[role="log"][aria-busy="false"]').waitFor({ timeout: 60_000 });

    await navigate(page, 'Reminders');
    await page.getByRole('heading', { level: 1, name: 'Reminders' }).waitFor();
    await skipToMain(page);
    await tabTo(page, page.getByRole('button', { name: 'New reminder' }));
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Add a reminder' });
    await tabTo(page, form.getByLabel('Due date'));
    const due = addDays(toIsoDate(new Date(), 'utc'), 40);
    const [y, m, d] = due.split('-');
    await page.keyboard.type(`${m}${d}${y}`);
    expect(await form.getByLabel('Due date').inputValue()).toBe(due);
    await tabTo(page, form.getByRole('button', { name: 'Add reminder' }));
    await page.keyboard.press('Enter');
    await page.getByRole('list', { name: 'Upcoming' }).getByRole('listitem', { name: /^Oil change/ }).waitFor({ timeout: 15_000 });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks to share only what the app uses, in plain words, on a consent screen that fits a 390 px phone; Settings shows it', async () => {
    const phone = { width: 390, height: 844 };
    const context = await suite.browser.newContext({ viewport: phone });
    const page = await context.newPage();
    const email = 'sharing.owner@example.com';
    await page.goto(`${suite.app.url}/auth/login`);
    const [login] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in with DIMO' }).click()]);
    await login.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await login.getByRole('button', { name: 'Continue' }).click();
    await login.getByRole('textbox', { name: 'Verification code', exact: true }).fill('000000');
    await login.getByRole('button', { name: 'Verify' }).click();

    // The app says what it will ask for before the provider's window opens.
    const asked = page.getByRole('list', { name: 'What DriveWise asks for' });
    await asked.getByRole('listitem').first().waitFor();
    expect(await asked.getByRole('listitem').allTextContents()).toEqual([PRIVILEGE_WORDS[1], PRIVILEGE_WORDS[5]]);
    const shareButton = page.getByRole('button', { name: 'Share Your Vehicles' });
    await shareButton.scrollIntoViewIfNeeded();
    const [sharing] = await Promise.all([page.waitForEvent('popup'), shareButton.click()]);
    await sharing.setViewportSize(phone);
    await sharing.getByRole('checkbox').first().waitFor();
    const consent = sharing.getByRole('list', { name: 'What you share' });
    await consent.getByRole('listitem').first().waitFor();
    expect(await consent.getByRole('listitem').allTextContents()).toEqual([PRIVILEGE_WORDS[1], PRIVILEGE_WORDS[5]]);
    expect(await sharing.locator('#expiry-text').textContent()).toBe('Access lasts until 31 December 2062, or until you stop sharing.');
    // The action is on screen without scrolling, however many vehicles are listed.
    expect(await sharing.getByRole('button', { name: 'Share vehicles' }).evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    expect(await findViolations(sharing)).toEqual([]);
    for (const box of await sharing.getByRole('checkbox').all()) await box.check();
    await sharing.getByRole('button', { name: 'Share vehicles' }).click();
    await page.waitForURL(/\/dashboard/, { timeout: 30_000 });

    // The provider recorded a grant of exactly vehicle data (1) and the VIN (5): two bits per privilege at bit 2 * id.
    const state = (await (await fetch(`${suite.app.simUrl}/dev/state`)).json()) as { shares: { ownerEmail?: string; permissions: string }[] };
    const mine = (await simVehiclesOf(suite.app.simUrl, email)).length;
    expect(mine).toBeGreaterThan(0);
    expect(state.shares.filter((sh) => sh.permissions === '0xc0c').length).toBeGreaterThanOrEqual(mine);

    await page.goto(`${suite.app.url}/settings`);
    const shared = page.getByRole('list', { name: 'Shared vehicles' });
    const first = shared.getByRole('listitem').first();
    await first.waitFor();
    expect(await first.getByRole('listitem').allTextContents()).toEqual([PRIVILEGE_WORDS[1], PRIVILEGE_WORDS[5]]);
    await first.getByText('Until 31 December 2062, or until you stop sharing.').waitFor();
    await context.close();
  });
});
