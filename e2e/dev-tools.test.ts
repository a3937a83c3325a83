import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectVisible } from './support/browser';
import { signInThroughSimulator, simVehiclesOf } from './support/journeys';
import { useAppAndBrowser } from './support/suite';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

describe('developer test tabs', () => {
  const suite = useAppAndBrowser();

  it('asks signed-out visitors to sign in', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.app.url}/dashboard?tab=mcp-test&demo`);
    await page.getByText('Sign in to run these tests').waitFor();
    expect(await page.getByRole('button', { name: 'Decode VIN' }).count()).toBe(0);
    await page.close();
  });

  it('runs MCP tool calls and attestation tests for a signed-in owner', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const email = `devtools-${Date.now()}@example.com`;
    await signInThroughSimulator(page, suite.app.url, email);
    const simVehicles = await simVehiclesOf(suite.app.simUrl, email);

    await page.goto(`${suite.app.url}/dashboard`);
    await page.getByRole('tab', { name: 'MCP Test' }).click();
    await page.waitForURL(/tab=mcp-test/);
    const tokenId = page.getByRole('textbox', { name: 'Token ID' });
    await expect.poll(() => tokenId.inputValue()).not.toBe('');
    const chosen = (await tokenId.inputValue()).trim();
    const vehicle = simVehicles.find((v) => String(v.tokenId) === chosen)!;
    expect(vehicle?.vin).toBeTruthy();

    const results = page.getByRole('list', { name: 'Test results' }).getByRole('listitem');
    await page.getByRole('textbox', { name: 'VIN' }).fill(vehicle.vin);
    await page.getByRole('button', { name: 'Decode VIN' }).click();
    await results.first().getByText('SUCCESS', { exact: true }).waitFor();
    await expectVisible(results.first().getByText('Decode VIN'));
    expect(await results.first().locator('pre').textContent()).toContain(vehicle.vin);

    await page.getByRole('button', { name: 'Vehicle health' }).click();
    await expect.poll(() => results.count()).toBe(2);
    await expectVisible(results.first().getByText('Vehicle health'));
    await expectVisible(results.first().getByText('SUCCESS', { exact: true }));

    // Every other call the tab offers answers SUCCESS for the owner's own vehicle, with what it is about in the raw answer.
    const expectations: [string, string][] = [
      ['Health check (/mcp/health)', '"healthy"'],
      ['Get VIN', vehicle.vin],
      ['Identity query', `"tokenId": ${vehicle.tokenId}`],
      ['Latest signals', 'powertrainTransmissionTravelledDistance'],
      ['7-day history', '"signals"'],
      ['Create VIN attestation', vehicle.vin],
      ['Refresh JWT', '"expiresAt"'],
      ['List MCP tools (/mcp)', 'get_signal_series'],
    ];
    for (const [index, [label, expected]] of expectations.entries()) {
      await page.getByRole('button', { name: label }).click();
      await expect.poll(() => results.count()).toBe(3 + index);
      await expectVisible(results.first().getByText(label, { exact: true }));
      await expectVisible(results.first().getByText('SUCCESS', { exact: true }));
      expect(await results.first().locator('pre').textContent(), label).toContain(expected);
    }
    const count = 2 + expectations.length;

    await tokenId.fill('999999999');
    await page.getByRole('button', { name: 'Trip readiness' }).click();
    await expect.poll(() => results.count()).toBe(count + 1);
    await expectVisible(results.first().getByText('FAILED', { exact: true }));
    expect(await results.first().locator('pre').textContent()).toContain('not one of your shared vehicles');
    await page.getByRole('button', { name: 'Latest signals' }).click();
    await expect.poll(() => results.count()).toBe(count + 2);
    await expectVisible(results.first().getByText('FAILED', { exact: true }));
    expect(await results.first().locator('pre').textContent()).toMatch(/HTTP 404: .*not one of your shared vehicles/);

    await page.getByRole('button', { name: 'Clear Results' }).click();
    await expect.poll(() => results.count()).toBe(0);

    await page.getByRole('tab', { name: 'Attestation Test' }).click();
    await page.waitForURL(/tab=attestation-test/);
    const connection = page.getByRole('status', { name: 'Connection result' });
    const attestation = page.getByRole('status', { name: 'Attestation result' });
    await connection.getByText('Not Tested').waitFor();
    await expectVisible(attestation.getByText('Not Tested'));
    await expectVisible(page.getByText('Client ID set'));

    await page.getByRole('button', { name: 'Test Connection' }).click();
    await connection.getByText('Success').waitFor();
    await page.getByRole('button', { name: 'Test Attestation' }).click();
    await attestation.getByText('Success').waitFor();
    expect(await page.getByLabel('Attestation payload').textContent()).toContain('test_attestation');
    expect(await page.getByRole('alert').count()).toBe(0);

    // The two calls about a vehicle that is not the owner's are refused with HTTP 404, which Chromium logs; nothing else.
    const refused = errors.filter((e) => /status of 404/.test(e));
    expect(refused).toHaveLength(2);
    expect(errors.filter((e) => !refused.includes(e))).toEqual([]);
    await context.close();
  });
});
