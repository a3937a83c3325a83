import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectVisible } from './support/browser';
import type { SpendSummary } from '../src/shared/api/facts';
import type { Dashboard } from '../src/shared/api/vehicles';
import { describeHealthCap } from '../src/shared/health-cap';
import { describePeriod } from '../src/shared/period-text';
import { fitsViewport, queryAs, signedInContext, watchPageErrors } from './support/signed-in';
import { useAppAndBrowser } from './support/suite';

const ARTIFACTS = path.resolve(import.meta.dirname, '../test-results');

describe('insights', () => {
  // A generous deadline: the first twelve weeks of history take the simulator a moment on a busy machine.
  const suite = useAppAndBrowser({ TELEMETRY_DEADLINE_MS: '60000' });

  it('charts the fleet with its numbers as tables, narrows to one vehicle, and exports CSV', async () => {
    const context = await signedInContext(suite.browser, suite.app, 'insights.e2e@example.com');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${suite.app.url}/insights`);
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    const weeksCard = page.getByRole('region', { name: 'Distance and time driven per week' });
    await expectVisible(page.getByRole('heading', { name: 'Distance and time driven per week' }));
    // The chart draws one bar per week for distance and for hours.
    await expect.poll(async () => page.getByTestId('weeks-chart').locator('.recharts-bar-rectangle').count(), { timeout: 20_000 }).toBeGreaterThan(12);

    await weeksCard.getByText('Show the numbers').first().click();
    const weeks = page.getByRole('table', { name: 'Distance and time driven per week' });
    await expectVisible(weeks);
    expect(await weeks.getByRole('row').count()).toBe(13);
    const cells = await weeks.getByRole('row').nth(12).getByRole('cell').allTextContents();
    expect(cells[0]).toMatch(/^\d[\d,]* km$/);
    expect(cells[1]).toMatch(/\d+ (h|min)/);
    const byVehicle = page.getByRole('table', { name: 'Insights by vehicle' });
    expect(await byVehicle.getByRole('row').count()).toBe(4);
    await expectVisible(byVehicle.getByText(/l\/100 km/).first());
    await expectVisible(byVehicle.getByText(/kWh\/100 km/).first());
    await expectVisible(page.getByRole('heading', { name: 'Trouble codes in the last 90 days' }));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('week_start,distance_km,driving_minutes');
    expect(csv).toContain('vehicle,token_id,distance_km,driving_minutes,service_spend,service_cost_per_km,litres_per_100km,kwh_per_100km,health_score');
    expect(csv).toContain('month,currency,service_spend');

    // money names its period and says when there is none; health shows the dashboard's score and why it is held down
    const spend = await queryAs<SpendSummary>(context, suite.app, 'facts.spend', { period: 'this-year' });
    // (the first visit reads Insights while the browser's zone is being saved: near midnight the car's day and the
    // browser's differ, and the page must show the saved zone's)
    await expect.poll(() => page.getByTestId('spend-period').textContent()).toBe(`Money: ${describePeriod(spend.period)}`);
    await expectVisible(page.getByText('No costs recorded this year'));
    const dashboard = await queryAs<Dashboard>(context, suite.app, 'vehicles.dashboard', undefined);
    for (const card of dashboard.vehicles) {
      const row = byVehicle.getByRole('row').filter({ has: page.getByRole('link', { name: card.name, exact: true }) });
      expect(await row.getByTestId('health-score').textContent()).toBe(`${card.healthScore}%`);
      if (card.healthCap) expect(await row.getByTestId('health-reason').textContent()).toBe(describeHealthCap(card.healthCap));
      else expect(await row.getByTestId('health-reason').count()).toBe(0);
    }

    const options = await page.getByLabel('Show').locator('option').allTextContents();
    await page.getByLabel('Show').selectOption({ label: options[1] });
    await page.waitForURL(/tokenId=\d+/);
    await expect.poll(async () => byVehicle.getByRole('row').count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 390 px phone screen', async () => {
    const context = await signedInContext(suite.browser, suite.app, 'insights.phone@example.com', { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(`${suite.app.url}/insights`);
    await page.getByRole('heading', { name: 'By vehicle' }).waitFor({ timeout: 60_000 });
    expect(await fitsViewport(page)).toBe(true);
    await page.screenshot({ path: path.join(ARTIFACTS, 'insights-390.png'), fullPage: true });
    await context.close();
  });
});
