import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectLanguage } from '../src/server/domain/assistant/understanding/language';
import type { Dashboard } from '../src/shared/api/vehicles';
import { CHAT_WORDING, type ChatWording } from '../src/web/features/chat/chat-wording';
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

/** The page's texts in the browser's language (English unless a test opens a context with another locale). */
const EN = CHAT_WORDING.en;
const conversation = (page: Page, t: ChatWording = EN) => page.getByRole('log', { name: t.conversation });
const answers = (page: Page, t: ChatWording = EN) => conversation(page, t).getByRole('listitem', { name: t.assistantMessage, exact: true });
const questions = (page: Page, t: ChatWording = EN) => conversation(page, t).getByRole('listitem', { name: t.yourMessage, exact: true });

/** Runs `act`, waits for the new answer to be complete, and returns its bubble. */
async function awaitAnswer(page: Page, act: () => Promise<void>, t: ChatWording = EN): Promise<Locator> {
  const before = await answers(page, t).count();
  await act();
  await expect.poll(() => answers(page, t).count(), { timeout: 60_000 }).toBeGreaterThan(before);
  await page.locator('[role="log"][aria-busy="false"]').waitFor({ timeout: 60_000 });
  return answers(page, t).last();
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

  it('asks signed-out visitors to sign in (or, in the demo, shows no message box)', async () => {
    const guest = await suite.browser.newPage();
    await guest.goto(`${suite.app.url}/ai-chat`);
    await guest.waitForURL(/\/auth\/login\?next=%2Fai-chat$/);
    await guest.goto(`${suite.app.url}/ai-chat?demo`);
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
    const de = CHAT_WORDING.de;
    try {
      const dePage = await german.newPage();
      await dePage.goto(`${suite.app.url}/ai-chat?tokenId=${vehicle.tokenId}`);
      await answers(dePage, de).first().getByText(`Hallo! Ich bin Ihr KI-Fahrzeugassistent für ${vehicle.name}`).waitFor();
      const input = dePage.getByRole('textbox', { name: de.message });
      const answer = await awaitAnswer(
        dePage,
        async () => {
          await input.fill('Hallo, guten Tag');
          await input.press('Enter');
        },
        de,
      );
      const text = (await answer.textContent()) ?? '';
      expect(detectLanguage(text), text).toBe('de');
      expect(text).toMatch(/Kilometerstand: \d{1,3}(\.\d{3})* km\./);
    } finally {
      await german.close();
    }
  });

  it('shows the quick questions and the page in a Spanish browser, and a quick question gets its answer in Spanish', async () => {
    const vehicle = dashboard.vehicles[0];
    const spanish = await suite.browser.newContext({ locale: 'es-ES', storageState: await context.storageState() });
    const es = CHAT_WORDING.es;
    try {
      const esPage = await spanish.newPage();
      await esPage.goto(`${suite.app.url}/ai-chat?tokenId=${vehicle.tokenId}`);
      await esPage.getByRole('heading', { name: es.title }).waitFor();
      const quick = esPage.getByRole('group', { name: es.quickQuestions });
      expect(await quick.getByRole('button').allTextContents()).toEqual(es.quickActions.map((a) => a.label));
      await answers(esPage, es).first().getByText('¡Hola!').waitFor();
      expect(await esPage.getByRole('textbox', { name: es.message }).getAttribute('placeholder')).toBe(es.placeholder);

      const health = es.quickActions[0];
      const answer = await awaitAnswer(esPage, () => quick.getByRole('button', { name: health.label, exact: true }).click(), es);
      await questions(esPage, es).getByText(health.question).waitFor();
      const text = (await answer.locator('p').first().textContent()) ?? '';
      expect(detectLanguage(text), text).toBe('es');
      expect(text).toContain(vehicle.name);
      await expectVisible(answer.getByRole('progressbar', { name: es.healthScore }));
      const chips = await answer.getByRole('list', { name: es.followUps }).getByRole('button').allTextContents();
      expect(chips.length).toBeGreaterThan(0);
      expect(detectLanguage(chips.join(' ')), chips.join(' | ')).toBe('es');
    } finally {
      await spanish.close();
    }
  });

  it("asks back when a question reads several ways, and the owner's short reply picks the reading", async () => {
    const vehicle = dashboard.vehicles[0];
    const askPage = await context.newPage();
    try {
      await askPage.goto(`${suite.app.url}/ai-chat?tokenId=${vehicle.tokenId}`);
      const input = askPage.getByRole('textbox', { name: EN.message });
      const asked = await awaitAnswer(askPage, async () => {
        await input.fill('how much?');
        await input.press('Enter');
      });
      await asked.getByText('Do you mean how much you spent, how much fuel or charge is left or how much you drove?').waitFor();
      const chips = asked.getByRole('list', { name: EN.followUps }).getByRole('button');
      expect(await chips.allTextContents()).toEqual(['How much you spent', 'How much fuel or charge is left', 'How much you drove']);
      // "the second one" says nothing alone: the conversation makes it the fuel or charge level
      const answer = await awaitAnswer(askPage, async () => {
        await input.fill('the second one');
        await input.press('Enter');
      });
      const text = (await answer.locator('p').first().textContent()) ?? '';
      expect(text).toMatch(/^(Fuel|Battery charge): \d+(\.\d+)?%|does not report its (fuel level|battery charge)/);
    } finally {
      await askPage.close();
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
