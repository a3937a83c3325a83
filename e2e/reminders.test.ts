import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatIsoDate, toIsoDate } from '../src/shared/format-date';
import { addMonths } from '../src/shared/reminders';
import { expectVisible } from './support/browser';
import { cookieHeader, signInThroughSimulator as signIn } from './support/journeys';
import { useAppAndBrowser } from './support/suite';

/** Whether an element's text is drawn in red (the destructive colour), read from the browser's computed style. */
async function isRed(locator: Locator): Promise<boolean> {
  const color = await locator.evaluate((el) => getComputedStyle(el).color).catch(() => '');
  const probe = await locator.page().evaluate((c) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.fillStyle = c;
    canvas.fillRect(0, 0, 1, 1);
    return [...canvas.getImageData(0, 0, 1, 1).data];
  }, color);
  const [r, g, b] = probe;
  return r > 150 && r > g * 1.6 && r > b * 1.6;
}

describe('reminders journey', () => {
  // Real-time vehicle alerts (the simulated fleet has faulty cars) would ring the bell too; this journey counts reminders.
  const suite = useAppAndBrowser({ TRIGGERS_MODE: 'off' });
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await signIn(page, suite.app.url, 'reminder-journey@example.com');
  });
  afterAll(async () => {
    await context?.close();
  });

  it('an overdue reminder shows in red; completing it records the service, makes the next one, and the bell count drops', async () => {
    const today = toIsoDate(new Date(), 'utc');
    const bell = page.getByRole('button', { name: /^Notifications, / });
    await expectVisible(page.getByRole('button', { name: 'Notifications, none unread' }));

    await page.getByRole('link', { name: 'Reminders' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Reminders' }).waitFor();
    await page.getByRole('button', { name: 'New reminder' }).click();
    const form = page.getByRole('form', { name: 'Add a reminder' });
    await form.getByLabel('Kind').selectOption({ label: 'Oil change' });
    await form.getByLabel('Due date').fill(addDays(today, -10));
    expect(await form.getByLabel('Repeat every (km)').inputValue()).toBe('10000');
    expect(await form.getByLabel('Repeat every (months)').inputValue()).toBe('12');
    await form.getByLabel('Vehicle').locator('option').first().waitFor({ state: 'attached' });
    const vehicleName = await form.getByLabel('Vehicle').evaluate((el: HTMLSelectElement) => el.selectedOptions[0].text);
    await form.getByRole('button', { name: 'Add reminder' }).click();

    // The bell learns about the new overdue notification without a reload.
    await expectVisible(page.getByRole('button', { name: 'Notifications, 1 unread' }));

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const dueNext = page.getByRole('list', { name: 'Due next' });
    const overdue = dueNext.getByRole('listitem', { name: `Oil change · ${vehicleName}` });
    await expectVisible(overdue);
    await expectVisible(overdue.getByText('Overdue', { exact: true }));
    // polled: the list may still be re-rendered by a refetch while its colour is read
    await expect.poll(() => isRed(overdue.getByRole('heading', { name: `Oil change · ${vehicleName}` })), { timeout: 5_000 }).toBe(true);
    expect(await dueNext.getByRole('listitem').first().getAttribute('data-urgency')).toBe('overdue');
    const card = page.getByRole('article', { name: vehicleName, exact: true });
    await expectVisible(card.getByRole('link', { name: /Overdue: Oil change/ }));

    await bell.click();
    await expectVisible(page.getByRole('menuitem', { name: new RegExp(`Overdue: Oil change on ${vehicleName}`) }));
    await page.keyboard.press('Escape');

    await overdue.getByRole('button', { name: 'Complete Oil change' }).click();
    const complete = overdue.getByRole('form', { name: 'Complete Oil change' });
    await complete.getByLabel('Cost (optional)').fill('79.50');
    await complete.getByRole('button', { name: 'Mark done' }).click();

    await expectVisible(page.getByRole('button', { name: 'Notifications, none unread' }));
    const next = dueNext.getByRole('listitem', { name: `Oil change · ${vehicleName}` });
    await expectVisible(next.getByText('Upcoming', { exact: true }));
    await expectVisible(next.getByText(`Due ${formatIsoDate(addMonths(today, 12))}`, { exact: false }));

    await page.getByRole('link', { name: 'All reminders' }).first().click();
    const history = page.getByRole('list', { name: 'History' });
    const done = history.getByRole('listitem', { name: `Oil change · ${vehicleName}` });
    await expectVisible(done.getByText('Done', { exact: true }));
    await expectVisible(done.getByText(/\$79\.50 · in the service log/));

    // The record is in the service log, with the car's odometer.
    const tokenId = Number(await page.evaluate(async () => {
      const res = await fetch('/api/trpc/vehicles.list');
      return (await res.json()).result.data[0].tokenId;
    }));
    const res = await fetch(`${suite.app.url}/api/trpc/serviceLog.list?input=${encodeURIComponent(JSON.stringify({ tokenId }))}`, { headers: { cookie: await cookieHeader(context, suite.app.url) } });
    const records = (await res.json()).result.data.items as { kind: string; totalCost: number; odometerKm: number; source: string; date: string }[];
    expect(records).toContainEqual(expect.objectContaining({ kind: 'oil_change', totalCost: 79.5, source: 'reminder', date: today }));
    expect(records.find((r) => r.source === 'reminder')!.odometerKm).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('an electric car is offered the kinds it needs (no oil change), with its maker’s interval and a title of the owner’s', async () => {
    // This owner's garage is a 2020 Ford F-150, a 2022 Tesla Model 3 and a 2022 Honda CR-V Hybrid.
    const evContext = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const ev = await evContext.newPage();
    const evErrors: string[] = [];
    ev.on('pageerror', (e) => evErrors.push(e.message));
    try {
      await signIn(ev, suite.app.url, 'ev-kinds@example.com');
      await ev.getByRole('link', { name: 'Reminders' }).first().click();
      await ev.getByRole('button', { name: 'New reminder' }).click();
      const form = ev.getByRole('form', { name: 'Add a reminder' });
      const vehicle = form.getByLabel('Vehicle');
      await vehicle.locator('option', { hasText: 'Tesla Model 3' }).waitFor({ state: 'attached' });
      const kindNames = () => form.getByLabel('Kind').locator('option').allTextContents();

      expect(await kindNames()).toContain('Oil change');
      await vehicle.selectOption({ label: '2022 Tesla Model 3' });
      const evKinds = await kindNames();
      expect(evKinds).not.toContain('Oil change');
      for (const kind of ['Tire rotation', 'Cabin air filter', 'Brake fluid', 'Coolant', '12 V battery check', 'High-voltage battery check']) expect(evKinds).toContain(kind);
      // Tesla's schedule: tyres every 6,250 miles (10,000 km), the cabin filter every 2 years, brake fluid checked every 4 years.
      expect(await form.getByLabel('Kind').inputValue()).toBe('tire_rotation');
      expect(await form.getByLabel('Repeat every (km)').inputValue()).toBe('10000');
      await expectVisible(form.getByText("Suggested from Tesla's maintenance schedule."));
      await form.getByLabel('Kind').selectOption({ label: 'Cabin air filter' });
      expect(await form.getByLabel('Repeat every (km)').inputValue()).toBe('');
      expect(await form.getByLabel('Repeat every (months)').inputValue()).toBe('24');
      await form.getByLabel('Kind').selectOption({ label: 'Brake fluid' });
      expect(await form.getByLabel('Repeat every (months)').inputValue()).toBe('48');

      await form.getByLabel('Kind').selectOption({ label: 'High-voltage battery check' });
      await form.getByLabel('Title (optional)').fill('Battery health check at the service centre');
      await form.getByLabel('Due date').fill(addDays(toIsoDate(new Date(), 'utc'), 60));
      await form.getByRole('button', { name: 'Add reminder' }).click();
      await expectVisible(ev.getByRole('listitem', { name: 'Battery health check at the service centre · 2022 Tesla Model 3' }).first());

      // The server holds the same line: an oil change for the Tesla is refused with the reason.
      const refused = await ev.evaluate(async () => {
        const cars = (await (await fetch('/api/trpc/vehicles.list')).json()).result.data as { id: string; name: string }[];
        const tesla = cars.find((c) => c.name.includes('Tesla'))!;
        const res = await fetch('/api/trpc/reminders.create', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ vehicleId: tesla.id, kind: 'oil_change', dueDate: '2030-01-01' }),
        });
        return { status: res.status, message: (await res.json()).error?.message as string };
      });
      expect(refused).toEqual({ status: 400, message: 'Oil change does not apply to an electric car.' });
      expect(evErrors).toEqual([]);
    } finally {
      await evContext.close();
    }
  });
});
