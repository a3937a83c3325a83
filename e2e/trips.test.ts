import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppProcess } from './support/app-process';
import { expectVisible, launchBrowser } from './support/browser';
import { fitsViewport, signedInContext, watchPageErrors } from './support/signed-in';
import { startTileServer, type TileServer } from './support/tile-server';

const ARTIFACTS = path.resolve(import.meta.dirname, '../test-results');

describe('trips', () => {
  let tiles: TileServer;
  let app: AppProcess;
  let browser: Browser;

  beforeAll(async () => {
    tiles = await startTileServer();
    [app, browser] = await Promise.all([startApp({ MAP_TILE_URL: tiles.template, MAP_TILE_ATTRIBUTION: 'Test tiles' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await tiles?.close();
  });

  it('lists last week’s drives by place, opens one on a map from the local tile server, names its place and exports', async () => {
    const context = await signedInContext(browser, app, 'trips.e2e@example.com');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${app.url}/trips`);
    await page.getByRole('heading', { level: 1, name: 'Trips' }).waitFor();
    const list = page.getByRole('list', { name: 'Trips, newest first' });
    await expectVisible(list);
    const links = list.getByRole('link');
    expect(await links.count()).toBeGreaterThan(3);
    const firstText = (await links.first().textContent())!;
    expect(firstText).toMatch(/[A-Za-z], [A-Z]{2} → /);
    expect(firstText).not.toMatch(/-?\d+\.\d{3,}/); // never coordinates
    await expectVisible(page.getByRole('table', { name: /per day/ }));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^trips-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);

    await links.nth(1).click();
    await page.getByRole('heading', { level: 1, name: /→/ }).waitFor();
    const map = page.getByRole('region', { name: 'Map of the trip’s route' });
    await expectVisible(map);
    await page.locator('.leaflet-tile-loaded').first().waitFor();
    expect(tiles.served.length).toBeGreaterThan(0);
    await expectVisible(page.getByText('Test tiles'));
    await expectVisible(page.getByRole('img', { name: /^Speed from \d{2}:\d{2} to \d{2}:\d{2}: top / }));
    await expectVisible(page.getByText(/^(No harsh driving in|\d+ harsh)/).first());

    await page.getByRole('button', { name: 'Name this place' }).first().click();
    await page.getByLabel('Name', { exact: true }).fill('Home');
    await page.getByRole('button', { name: 'Save place' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: /Home/ }));

    const gpx = page.waitForEvent('download');
    await page.getByRole('button', { name: 'GPX' }).click();
    expect((await gpx).suggestedFilename()).toMatch(/^trip-.*\.gpx$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 390 px phone screen, list and trip', async () => {
    const context = await signedInContext(browser, app, 'trips.phone@example.com', { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(`${app.url}/trips`);
    const list = page.getByRole('list', { name: 'Trips, newest first' });
    await list.waitFor();
    expect(await fitsViewport(page)).toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, 'trips-390.png'), fullPage: true });
    await list.getByRole('link').first().click();
    await page.getByRole('region', { name: 'Map of the trip’s route' }).waitFor();
    expect(await fitsViewport(page)).toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, 'trip-390.png'), fullPage: true });
    await context.close();
  });
});
