import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BatteryHistoryResult, ChargingOverview } from '../src/shared/api/charging';
import { expectVisible } from './support/browser';
import { fitsViewport, queryAs, signedInContext, watchPageErrors } from './support/signed-in';
import { useAppAndBrowser } from './support/suite';

const ARTIFACTS = path.resolve(import.meta.dirname, '../test-results');

describe('charging', () => {
  const suite = useAppAndBrowser();

  it("shows the simulator EV's charging sessions and state, and explains a car that does not plug in", async () => {
    const context = await signedInContext(suite.browser, suite.app, 'charging.e2e@example.com');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const overview = await queryAs<ChargingOverview>(context, suite.app, 'charging.overview', { days: 30 });
    const ev = overview.vehicles.find((v) => v.type === 'electric')!;
    const gas = overview.vehicles.find((v) => !v.plugsIn)!;

    await page.goto(`${suite.app.url}/charging`);
    await page.getByRole('heading', { level: 1, name: 'Charging' }).waitFor();
    await page.getByLabel('Vehicle').selectOption(String(ev.tokenId));
    await expectVisible(page.getByRole('heading', { name: /^(Charging now|Not charging)$/ }));
    await expectVisible(page.getByText('Time to 80 %'));
    const table = page.getByRole('table', { name: 'Charging sessions, newest first' });
    await expectVisible(table);
    const rows = table.getByRole('row');
    expect(await rows.count()).toBeGreaterThan(3);
    const first = await rows.nth(1).getByRole('cell').allTextContents();
    expect(first[2]).toMatch(/^\+\d/); // gained
    expect(first[3]).toMatch(/^\d+\.\d$/); // kWh added
    expect(first[4]).toMatch(/^(near )?[^\d]+, [A-Z]{2}$/); // the town, never coordinates

    // The battery: vampire drain per day and range at 100 % as the API gives them, behind "Show the numbers".
    const battery = (await queryAs<ChargingOverview>(context, suite.app, 'charging.overview', { tokenId: ev.tokenId, days: 30 })).selected!.battery!;
    await expectVisible(page.getByRole('heading', { name: 'Battery in the last 30 days' }));
    await expectVisible(page.getByText('State of health', { exact: true }).first());
    for (const [section, name] of [['Vampire drain while parked', 'Vampire drain per day'], ['Range at 100 %', 'Range at 100 % per day']]) {
      await page.getByRole('region', { name: section, exact: true }).getByText('Show the numbers').click();
      await expectVisible(page.getByRole('region', { name }));
    }
    const drainRows = page.getByRole('region', { name: 'Vampire drain per day' }).getByRole('row');
    expect(await drainRows.count()).toBe(battery.drain.days.length + 1);
    const lastRange = battery.fullRange.days.at(-1)!;
    const rangeRow = page.getByRole('region', { name: 'Range at 100 % per day' }).getByRole('row').last();
    expect(await rangeRow.getByRole('cell').first().textContent()).toMatch(new RegExp(`^${lastRange.km.toLocaleString('en-US')} (km|mi)$`));

    // The year: health and range at 100 % per month, the trend said in a sentence with its basis.
    const year = (await queryAs<BatteryHistoryResult>(context, suite.app, 'charging.batteryHistory', { tokenId: ev.tokenId })).history!;
    await expectVisible(page.getByRole('heading', { name: 'Battery over the last 12 months' }));
    const summary = page.getByTestId('battery-history-summary');
    await expectVisible(summary.getByText(`Battery health ${year.health.latest!.toFixed(1)} %`, { exact: false }));
    await expectVisible(summary.getByText(`reported by the car on ${year.health.days} days`, { exact: false }));
    await page.getByText('Show the numbers').last().click();
    expect(await page.getByRole('region', { name: 'Battery per month' }).getByRole('row').count()).toBe(year.months.length + 1);

    await page.getByLabel('Vehicle').selectOption(String(gas.tokenId));
    await expectVisible(page.getByText('nothing to charge', { exact: false }));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 390 px phone screen', async () => {
    const context = await signedInContext(suite.browser, suite.app, 'charging.phone@example.com', { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(`${suite.app.url}/charging`);
    await page.getByRole('table', { name: 'Charging sessions, newest first' }).waitFor();
    await page.getByRole('heading', { name: /^Battery in the last/ }).waitFor();
    await page.getByTestId('battery-history-summary').waitFor();
    expect(await fitsViewport(page)).toBe(true);
    const select = (await page.getByLabel('Vehicle').boundingBox())!;
    expect(select.x + select.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(ARTIFACTS, 'charging-390.png'), fullPage: true });
    await context.close();
  });
});
