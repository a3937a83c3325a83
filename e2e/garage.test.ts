import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GarageList } from '../src/shared/api/garage';
import { formatIsoDate } from '../src/shared/format-date';
import { expectVisible } from './support/browser';
import { fitsViewport, queryAs, signedInContext, watchPageErrors } from './support/signed-in';
import { useAppAndBrowser } from './support/suite';

const ARTIFACTS = path.resolve(import.meta.dirname, '../test-results');
const PHONE = { width: 390, height: 844 };
const NO_CHART_DATA = 'No data for this period. The chart fills in as the car reports.';
/** What a drawn chart puts on the page: its svg, its lines and dots, its bars. */
const CHART_MARKS = 'svg.recharts-surface, .recharts-line, .recharts-dot, .recharts-bar-rectangle';
const chartCard = (page: Page, heading: string | RegExp) => page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: heading }) });

describe('garage and service log', () => {
  const suite = useAppAndBrowser();

  beforeAll(async () => {
    await mkdir(ARTIFACTS, { recursive: true });
  });

  it('shows the demo vehicle to a visitor who asked for the demo', async () => {
    const page = await suite.browser.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${suite.app.url}/vehicles?demo`);
    await page.getByRole('heading', { level: 1, name: 'Vehicles' }).waitFor();
    const demo = page.getByRole('article', { name: 'Demo Vehicle' });
    await expectVisible(demo);
    await expectVisible(demo.getByText('45,000 km'));
    await page.getByRole('link', { name: 'Open vehicle Demo Vehicle' }).click();
    await page.getByRole('heading', { level: 1, name: 'Demo Vehicle' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lists the garage sorted, opens a vehicle and walks its tabs; another owner’s vehicle is not found', async () => {
    const context = await signedInContext(suite.browser, suite.app, 'garage.e2e@example.com');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${suite.app.url}/vehicles`);
    await page.getByRole('heading', { level: 1, name: 'Vehicles' }).waitFor();
    const tiles = page.getByRole('region', { name: 'Your vehicles' }).getByRole('article');
    await expectVisible(tiles.nth(2));
    expect(await tiles.count()).toBe(3);
    await expectVisible(page.getByText('3 vehicles'));

    // two choices made before the page renders again (a slow phone) both stay in the address
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.getByLabel('Sort by').selectOption('odometer');
    await page.getByLabel('Order').selectOption('desc');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.waitForURL(/sort=odometer/);
    await page.waitForURL(/dir=desc/);
    const expected = await queryAs<GarageList>(context, suite.app, 'garage.list', { sort: 'odometer', direction: 'desc' });
    await expect.poll(async () => (await tiles.first().getByRole('heading').textContent())?.trim()).toBe(expected.rows[0].name);
    const names = await tiles.getByRole('heading', { level: 2 }).allTextContents();
    expect(names.map((n) => n.trim())).toEqual(expected.rows.map((r) => r.name));

    const car = expected.rows[0];
    await page.getByRole('link', { name: `Open vehicle ${car.name}` }).click();
    await page.getByRole('heading', { level: 1, name: car.name }).waitFor();
    await expectVisible(page.getByText(car.vin!));
    await expectVisible(page.getByRole('heading', { name: 'Health score' }));
    await expectVisible(page.getByRole('heading', { name: 'Last 7 days' }));
    // a car that reports draws its week: the lines the empty-period test below expects absent
    await expect.poll(async () => chartCard(page, 'Last 7 days').locator(CHART_MARKS).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByRole('radio', { name: '90 days' }).click();
    await expectVisible(page.getByRole('heading', { name: /^Odometer and/ }));
    expect(await page.getByText(NO_CHART_DATA).count()).toBe(0);

    await page.getByRole('tab', { name: 'Trips and usage' }).click();
    await page.waitForURL(/tab=trips/);
    await expectVisible(page.getByRole('heading', { name: 'Trips and usage' }));
    await expectVisible(page.getByText('Days driven'));
    await page.getByRole('tab', { name: 'Reminders' }).click();
    await expectVisible(page.getByText('Next due:'));
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Upload Documents' }));
    await page.getByRole('tab', { name: 'Service log' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Spending' }));
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Trouble codes' }));

    // A vehicle of another owner: the not-found screen, none of its data.
    const other = await signedInContext(suite.browser, suite.app, 'someone.else@example.com');
    const theirs = await queryAs<GarageList>(other, suite.app, 'garage.list', {});
    await other.close();
    await page.goto(`${suite.app.url}/vehicles/${theirs.rows[0].tokenId}`);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    expect(await page.getByText(theirs.rows[0].vin!).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('says "No data for this period" instead of drawing a chart for a car with no history in the period', async () => {
    const context = await signedInContext(suite.browser, suite.app, 'empty-charts.garage@example.com');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    // A registration for a car the provider does not share: the app files it under a new car, which has no telemetry.
    const vin = '1HGCM82633A004352';
    const cookie = (await context.cookies(suite.app.url)).map((c) => `${c.name}=${c.value}`).join('; ');
    const form = new FormData();
    form.append('file', new Blob([`VEHICLE REGISTRATION\nVIN: ${vin}\nYear: 2003 Make: Honda Model: Accord\nRegistration Expires: 03/15/2027\n`]), 'registration.txt');
    expect((await fetch(`${suite.app.url}/api/uploads`, { method: 'POST', headers: { cookie }, body: form })).status).toBeLessThan(300);
    let car: GarageList['rows'][number] | undefined;
    await expect
      .poll(async () => (car = (await queryAs<GarageList>(context, suite.app, 'garage.list', {})).rows.find((r) => r.vin === vin)), { timeout: 30_000 })
      .toBeDefined();

    await page.goto(`${suite.app.url}/vehicles/${car!.tokenId}`);
    await page.getByRole('heading', { level: 1, name: car!.name }).waitFor();
    const week = chartCard(page, 'Last 7 days');
    const long = chartCard(page, /^Odometer and/);
    for (const span of ['30 days', '90 days']) {
      await page.getByRole('radio', { name: span }).click();
      await expectVisible(week.getByText(NO_CHART_DATA));
      await expectVisible(long.getByText(NO_CHART_DATA));
      for (const card of [week, long]) {
        expect(await card.locator(CHART_MARKS).count(), `${span}: no chart drawn`).toBe(0);
        expect(await card.getByRole('table').count(), `${span}: no table of empty days`).toBe(0);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds, edits and deletes a service record, imports a CSV (refusing a file with a bad row) and exports the log', async () => {
    const context = await signedInContext(suite.browser, suite.app, 'service.e2e@example.com');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const { rows } = await queryAs<GarageList>(context, suite.app, 'garage.list', {});
    const car = rows[0];
    await page.goto(`${suite.app.url}/vehicles/${car.tokenId}?tab=service`);
    await page.getByRole('heading', { name: 'Spending' }).waitFor();
    await expectVisible(page.getByText('No service records yet.', { exact: false }));

    // Add: the odometer comes from the car for today.
    await page.getByRole('button', { name: 'Add record' }).click();
    const form = page.getByRole('form', { name: 'Add service record' });
    await form.waitFor();
    const odometer = form.getByLabel('Odometer (km)');
    await expect.poll(async () => odometer.inputValue()).toMatch(/^\d+$/);
    await form.getByLabel('Kind').selectOption('brakes');
    await form.getByLabel('Description').fill('Front pads and rotors');
    await form.getByLabel('Parts cost').fill('240');
    await form.getByLabel('Labour cost').fill('110.50');
    await expect.poll(async () => form.getByLabel('Total cost').inputValue()).toBe('350.5');
    await form.getByLabel('Shop').fill('Midtown Auto');
    await form.getByRole('button', { name: 'Add record' }).click();

    const records = page.getByRole('list', { name: 'Service records' });
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    const brakes = records.getByRole('listitem', { name: `Brakes on ${formatIsoDate(today)}` });
    await expectVisible(brakes);
    await expectVisible(brakes.getByText('$350.50'));
    await expectVisible(brakes.getByText('Midtown Auto'));
    await expectVisible(page.getByRole('definition').filter({ hasText: '$350.50' }).first());

    // Edit: the total, its currency and a note.
    await brakes.getByRole('button', { name: `Edit Brakes on ${formatIsoDate(today)}` }).click();
    const edit = page.getByRole('form', { name: 'Edit service record' });
    await edit.getByLabel('Labour cost').fill('90');
    await edit.getByLabel('Currency').selectOption('EUR');
    await edit.getByLabel('Notes').fill('Warranty 2 years');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(brakes.getByText('€330.00'));
    // The spending totals follow the record's currency.
    await expectVisible(page.getByRole('definition').filter({ hasText: '€330.00' }).first());
    await expectVisible(brakes.getByText('Warranty 2 years'));

    // Delete, after confirming.
    await brakes.getByRole('button', { name: `Delete Brakes on ${formatIsoDate(today)}` }).click();
    await brakes.getByRole('button', { name: 'Yes, delete' }).click();
    await brakes.waitFor({ state: 'detached' });

    // Import: one bad row refuses the whole file; the fixed file imports.
    const good = 'Date,Odometer,Description,Notes,Cost,Tags\n01/15/2025,45000,Oil and filter change,,89.90,\n02/03/2025,47000,Tire rotation,,40,\n';
    const bad = `${good}02/30/2025,48000,Brake fluid,,abc,\n`;
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await page.getByLabel('CSV file').setInputFiles({ name: 'lubelogger.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    const preview = page.getByRole('region', { name: 'Import preview' });
    await expectVisible(preview.getByRole('status').filter({ hasText: '2 rows ready' }));
    await expectVisible(preview.getByText('1 with errors'));
    await expectVisible(preview.getByText('Line 4: The date “02/30/2025” is not a date. The cost “abc” is not a number.'));
    expect(await page.getByRole('button', { name: /^Import/ }).last().isDisabled()).toBe(true);
    expect(await records.count()).toBe(0);

    await page.getByLabel('CSV file').setInputFiles({ name: 'lubelogger.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await expectVisible(preview.getByRole('status').filter({ hasText: '2 rows ready' }));
    await page.getByRole('button', { name: 'Import 2 records' }).click();
    await expectVisible(records.getByRole('listitem', { name: 'Oil change on Jan 15, 2025' }));
    await expectVisible(records.getByRole('listitem', { name: 'Tires on Feb 3, 2025' }));
    expect(await records.getByRole('listitem').count()).toBe(2);

    // Export: the CSV has the documented header and both records, oldest first.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^service-log-.+\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    expect(csv[0]).toBe('date,odometer_km,kind,category,description,parts_cost,labor_cost,total_cost,currency,shop,notes,next_due_date,next_due_odometer_km,source,document,vehicle,token_id,record_id');
    expect(csv.slice(1).map((l) => l.split(',').slice(0, 4).join(','))).toEqual(['2025-01-15,45000,Oil change,Service and repair', '2025-02-03,47000,Tires,Tires']);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('links from the dashboard card, the chat and the documents list lead to the vehicle page', async () => {
    const context = await signedInContext(suite.browser, suite.app, 'links.garage@example.com');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const { rows } = await queryAs<GarageList>(context, suite.app, 'garage.list', {});
    const car = rows[0];

    await page.goto(`${suite.app.url}/dashboard`);
    await page.getByRole('article', { name: car.name }).getByRole('link', { name: car.name }).click();
    await page.waitForURL(new RegExp(`/vehicles/${car.tokenId}$`));
    await page.getByRole('heading', { level: 1, name: car.name }).waitFor();

    await page.goto(`${suite.app.url}/ai-chat?tokenId=${car.tokenId}`);
    await page.getByRole('link', { name: `${car.name}: vehicle page` }).click();
    await page.getByRole('heading', { level: 1, name: car.name }).waitFor();

    const cookie = (await context.cookies(suite.app.url)).map((c) => `${c.name}=${c.value}`).join('; ');
    const form = new FormData();
    form.append('tokenId', String(car.tokenId));
    form.append('file', new Blob([`SERVICE INVOICE\nDate: 01/10/2025\nVIN: ${car.vin}\nOil change $59.00\nTOTAL $59.00\n`]), 'oil.txt');
    expect((await fetch(`${suite.app.url}/api/uploads`, { method: 'POST', headers: { cookie }, body: form })).status).toBeLessThan(300);
    await page.goto(`${suite.app.url}/documents`);
    const list = page.getByRole('list', { name: 'Uploaded Documents' });
    await list.getByRole('link', { name: car.name }).click({ timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: car.name }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is usable at phone width (390 px): the garage and the service log fit the screen', async () => {
    const context = await signedInContext(suite.browser, suite.app, 'phone.garage@example.com', PHONE);
    const page = await context.newPage();
    await page.goto(`${suite.app.url}/vehicles`);
    const tile = page.getByRole('region', { name: 'Your vehicles' }).getByRole('article').first();
    await tile.waitFor();
    const box = (await tile.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await fitsViewport(page)).toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, 'garage-390.png'), fullPage: true });

    await tile.getByRole('link', { name: /^Open / }).click();
    await page.getByRole('tab', { name: 'Service log' }).click();
    await page.getByRole('button', { name: 'Add record' }).click();
    await page.getByRole('form', { name: 'Add service record' }).waitFor();
    const save = page.getByRole('form', { name: 'Add service record' }).getByRole('button', { name: 'Add record' });
    await save.scrollIntoViewIfNeeded();
    const saveBox = (await save.boundingBox())!;
    expect(saveBox.x + saveBox.width).toBeLessThanOrEqual(PHONE.width);
    expect(await fitsViewport(page)).toBe(true);
    for (const tab of ['Overview', 'Trips and usage', 'Reminders', 'Documents']) {
      await page.getByRole('tab', { name: tab }).click();
      expect(await fitsViewport(page), `${tab} fits 390 px`).toBe(true);
    }
    await page.screenshot({ path: path.join(ARTIFACTS, 'vehicle-390.png'), fullPage: true });
    await context.close();
  });
});
