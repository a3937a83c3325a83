import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectLanguage } from '../src/server/domain/assistant/understanding/language';
import type { Dashboard } from '../src/shared/api/vehicles';
import { expectVisible } from './support/browser';
import { readDashboard, signInThroughSimulator, simVehiclesOf } from './support/journeys';
import { useAppAndBrowser } from './support/suite';

const HEALTH_CHECK = 'Can you perform a comprehensive health check on my vehicle?';
const FLEET_QUESTION = 'Which of my vehicles needs attention first?';

/** What a trip-readiness answer says about each fault the simulator can inject. */
const FAULT_WORDS: [fault: string, pattern: RegExp][] = [
  ['dtc', /\b(P0420|P0171|P0A80|P0AA6|U0100)\b/],
  ['weakBattery', /12 ?V battery/i],
  ['hotCoolant', /coolant|overheat/i],
  ['lowTire', /tyre|tire/i],
];

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const answers = (page: Page) => conversation(page).getByRole('listitem', { name: 'Assistant message' });
const questions = (page: Page) => conversation(page).getByRole('listitem', { name: 'Your message' });

/** Runs `act`, waits for the new answer to be complete, and returns its bubble. */
async function awaitAnswer(page: Page, act: () => Promise<void>): Promise<Locator> {
  const before = await answers(page).count();
  await act();
  await expect.poll(() => answers(page).count(), { timeout: 60_000 }).toBeGreaterThan(before);
  await page.locator('[role="log"][aria-busy="false"]').waitFor({ timeout: 60_000 });
  return answers(page).last();
}

async function chooseVehicle(page: Page, option: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Select car', exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.locator('[role="log"][aria-busy="false"]').waitFor();
}

describe('AI chat', () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  const email = `chat-${Date.now()}@example.com`;
  let dashboard: Dashboard;

  beforeAll(async () => {
    context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await signInThroughSimulator(page, suite.app.url, email);
    dashboard = await readDashboard(context, suite.app.url);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('asks signed-out visitors to sign in', async () => {
    const guest = await suite.browser.newPage();
    await guest.goto(`${suite.app.url}/ai-chat`);
    await guest.getByRole('heading', { name: 'AI Vehicle Assistant' }).waitFor();
    expect(await guest.getByRole('link', { name: /sign in/i }).getAttribute('href')).toBe('/auth/login');
    expect(await guest.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    await guest.close();
  });

  it('opens from a dashboard card and answers the health check with the score the card shows', async () => {
    const vehicle = dashboard.vehicles[0];
    await page.goto(`${suite.app.url}/dashboard`);
    const card = page.getByRole('article', { name: vehicle.name, exact: true });
    const cardScore = (await card.getByTestId('health-score').textContent())?.trim();
    expect(cardScore).toBe(`${vehicle.healthScore}%`);

    await card.getByRole('button', { name: /Ask AI/ }).click();
    await page.waitForURL(new RegExp(`/ai-chat\\?tokenId=${vehicle.tokenId}`));
    await page.getByRole('heading', { name: 'AI Vehicle Assistant' }).waitFor();
    await page.getByText('AI Ready').waitFor();
    await page.getByText('MCP Connected').waitFor();
    expect(await page.getByRole('combobox', { name: 'Select car', exact: true }).textContent()).toContain(`${vehicle.name} (#${vehicle.tokenId})`);
    expect(await page.evaluate(() => localStorage.getItem('activeVehicleTokenId'))).toBe(String(vehicle.tokenId));
    await answers(page).first().getByText(vehicle.name).waitFor();

    const send = page.getByRole('button', { name: 'Send message' });
    expect(await send.isDisabled()).toBe(true);
    const input = page.getByRole('textbox', { name: 'Message' });
    expect(await input.getAttribute('placeholder')).toBe('Ask about your vehicle...');
    await input.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await input.press('Enter');
    expect(await questions(page).count()).toBe(0);
    await input.fill('first line');
    await input.press('Shift+Enter');
    expect(await input.inputValue()).toBe('first line\n');
    expect(await questions(page).count()).toBe(0);
    await input.fill('');

    const answer = await awaitAnswer(page, () => page.getByRole('button', { name: 'Health Check', exact: true }).click());
    expect(await questions(page).last().textContent()).toContain(HEALTH_CHECK);
    expect(await answer.textContent()).toContain(`${vehicle.healthScore}`);
    const bar = answer.getByRole('progressbar', { name: 'Health score' });
    expect(await bar.getAttribute('aria-valuenow')).toBe(String(vehicle.healthScore));
    await expectVisible(answer.getByRole('list', { name: 'Quick Questions' }).getByRole('button').first());
    expect(await input.inputValue()).toBe('');
  });

  it('names a fault the simulator injected when asked about trip readiness', async () => {
    const sim = await simVehiclesOf(suite.app.simUrl, email);
    const pick = FAULT_WORDS.flatMap(([fault, pattern]) => {
      const v = sim.find((s) => s.faults.includes(fault));
      return v ? [{ vehicle: v, pattern }] : [];
    })[0];
    expect(pick, 'the simulated garage has a vehicle with a fault').toBeDefined();
    await chooseVehicle(page, `${pick.vehicle.name} (#${pick.vehicle.tokenId})`);
    expect(await page.evaluate(() => localStorage.getItem('activeVehicleTokenId'))).toBe(String(pick.vehicle.tokenId));

    const answer = await awaitAnswer(page, () => page.getByRole('button', { name: 'Trip Readiness', exact: true }).click());
    expect(await questions(page).last().textContent()).toContain('Is my vehicle ready for a long trip?');
    expect(await answer.textContent()).toMatch(pick.pattern);
  });

  it('answers for the whole fleet under All Vehicles', async () => {
    await chooseVehicle(page, 'All Vehicles');
    await answers(page).first().getByText(/all your vehicles/).waitFor();
    const input = page.getByRole('textbox', { name: 'Message' });
    const answer = await awaitAnswer(page, async () => {
      await input.fill(FLEET_QUESTION);
      await input.press('Enter');
    });
    const text = (await answer.textContent()) ?? '';
    for (const vehicle of dashboard.vehicles) expect(text).toContain(vehicle.name);
  });

  it('greets in the browser language and answers a German question in German, numbers written the German way', async () => {
    const vehicle = dashboard.vehicles[0];
    const german = await suite.browser.newContext({ locale: 'de-DE', storageState: await context.storageState() });
    try {
      const dePage = await german.newPage();
      await dePage.goto(`${suite.app.url}/ai-chat?tokenId=${vehicle.tokenId}`);
      await answers(dePage).first().getByText(`Hallo! Ich bin Ihr KI-Fahrzeugassistent für ${vehicle.name}`).waitFor();
      const input = dePage.getByRole('textbox', { name: 'Message' });
      const answer = await awaitAnswer(dePage, async () => {
        await input.fill('Hallo, guten Tag');
        await input.press('Enter');
      });
      const text = (await answer.textContent()) ?? '';
      expect(detectLanguage(text), text).toBe('de');
      expect(text).toMatch(/Kilometerstand: \d{1,3}(\.\d{3})* km\./);
    } finally {
      await german.close();
    }
  });

  it('keeps the conversations after a reload', async () => {
    const first = dashboard.vehicles[0];
    expect(page.url()).toContain('tokenId=0');
    await page.reload();
    await page.getByRole('heading', { name: 'AI Vehicle Assistant' }).waitFor();
    await questions(page).getByText(FLEET_QUESTION).waitFor();
    expect(await page.getByRole('combobox', { name: 'Select car', exact: true }).textContent()).toContain('All Vehicles');

    await chooseVehicle(page, `${first.name} (#${first.tokenId})`);
    await questions(page).getByText(HEALTH_CHECK).waitFor();
    await expectVisible(answers(page).getByRole('progressbar', { name: 'Health score' }).first());
    // Without a tokenId in the address the stored choice opens.
    await page.goto(`${suite.app.url}/ai-chat`);
    await questions(page).getByText(HEALTH_CHECK).waitFor();
    expect(errors).toEqual([]);
  });

  it('fits a 360 px phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${suite.app.url}/ai-chat`);
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectVisible(page.getByRole('button', { name: 'Send message' }));
  });
});
