import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDate } from '../src/shared/format-date';
import type { GarageList } from '../src/shared/api/garage';
import { CHAT_WORDING } from '../src/web/features/chat/chat-wording';
import { expectVisible } from './support/browser';
import { queryAs, signedInContext, watchPageErrors } from './support/signed-in';
import { useAppAndBrowser } from './support/suite';

const EN = CHAT_WORDING.en;
const answers = (page: Page) => page.getByRole('log', { name: EN.conversation }).getByRole('listitem', { name: EN.assistantMessage, exact: true });

async function ask(page: Page, question: string): Promise<Locator> {
  const before = await answers(page).count();
  const input = page.getByRole('textbox', { name: EN.message });
  await input.fill(question);
  await input.press('Enter');
  await expect.poll(() => answers(page).count(), { timeout: 60_000 }).toBeGreaterThan(before);
  await page.locator('[role="log"][aria-busy="false"]').waitFor({ timeout: 60_000 });
  return answers(page).last();
}

/** Conversations as an owner has them: a chain of follow-ups, a comparison of the cars, an action confirmed. */
describe('AI chat conversations', () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let cars: GarageList['rows'];

  beforeAll(async () => {
    context = await signedInContext(suite.browser, suite.app, `conversations-${Date.now()}@example.com`);
    page = await context.newPage();
    errors = watchPageErrors(page);
    cars = (await queryAs<GarageList>(context, suite.app, 'garage.list', {})).rows;
  });
  afterAll(async () => context?.close());

  it('follows a chain of elliptical follow-ups: the period, then another car', async () => {
    const [first, second] = cars;
    await page.goto(`${suite.app.url}/ai-chat?tokenId=${first.tokenId}`);
    const week = await ask(page, 'How far did I drive this week?');
    expect(await week.textContent()).toMatch(/In the last 7 days .* covered [\d,]+ km/);
    const lastWeek = await ask(page, 'and last week?');
    expect(await lastWeek.textContent()).toMatch(/Last week \(.*\).* [\d,]+ km/);
    const other = await ask(page, `and the ${second.model}?`);
    const text = (await other.textContent()) ?? '';
    expect(text).toContain(second.name);
    expect(text).toMatch(/Last week \(.*\).* [\d,]+ km/);
    expect(errors).toEqual([]);
  });

  it('compares the cars under All Vehicles: every car with its range, the most first, then the least on a follow-up', async () => {
    await page.goto(`${suite.app.url}/ai-chat?tokenId=0`);
    const most = await ask(page, 'Which car has the most range?');
    const read = async (answer: Locator) => {
      const text = (await answer.locator('p').first().textContent()) ?? '';
      return cars.map((c) => ({ name: c.name, at: text.indexOf(c.name), km: Number(new RegExp(`${c.name}: ([\\d,]+) km`).exec(text)?.[1].replace(/,/g, '') ?? NaN) }));
    };
    const first = await read(most);
    expect(await most.locator('p').first().textContent()).toMatch(/^Your cars by range, highest first:/);
    const reported = first.filter((c) => !Number.isNaN(c.km)).sort((a, b) => a.at - b.at);
    expect(reported.length).toBeGreaterThan(1);
    expect(reported.map((c) => c.km)).toEqual([...reported.map((c) => c.km)].sort((a, b) => b - a));
    const least = await ask(page, 'and the least?');
    expect(await least.locator('p').first().textContent()).toMatch(/^Your cars by range, lowest first:/);
    const second = (await read(least)).filter((c) => !Number.isNaN(c.km)).sort((a, b) => a.at - b.at);
    expect(second[0].name).toBe(reported.at(-1)!.name);
    expect(errors).toEqual([]);
  });

  it('proposes a service record, saves it only on Confirm (after an Edit), and the service log shows it', async () => {
    const car = cars[0];
    await page.goto(`${suite.app.url}/ai-chat?tokenId=${car.tokenId}`);
    const proposal = await ask(page, 'I changed the oil today at 91,200 km, $80');
    expect(await proposal.textContent()).toContain('Oil change');
    const card = proposal.getByRole('region', { name: EN.action.label });
    await expectVisible(card.getByRole('button', { name: EN.action.confirm }));
    await expectVisible(card.getByRole('button', { name: EN.action.cancel }));
    expect((await queryAs<{ items: unknown[] }>(context, suite.app, 'serviceLog.list', { tokenId: car.tokenId })).items).toEqual([]);

    await card.getByRole('button', { name: EN.action.edit }).click();
    await card.getByLabel(EN.action.cost).fill('85');
    const before = await answers(page).count();
    await card.getByRole('button', { name: EN.action.save }).click();
    await expect.poll(() => answers(page).count()).toBeGreaterThan(before);
    await answers(page).last().getByText(/^Saved: Oil change is in the .* service log\.$/).waitFor();
    await expectVisible(proposal.getByText(EN.action.confirmed));

    await page.goto(`${suite.app.url}/vehicles/${car.tokenId}?tab=service`);
    const today = new Date().toISOString().slice(0, 10);
    const record = page.getByRole('list', { name: 'Service records' }).getByRole('listitem', { name: `Oil change on ${formatIsoDate(today)}` });
    await expectVisible(record);
    await expectVisible(record.getByText('$85.00'));
    await expectVisible(record.getByText(/91,200 km/).first());
    expect(errors).toEqual([]);
  });
});
