import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DueItem, SpendSummary } from '../src/shared/api/facts';
import { describeDueWhen } from '../src/shared/due-text';
import { formatMoney } from '../src/shared/units';
import { ONE_TRUTH_EMAIL, seedOneTruthOwner, type OneTruthSeed } from '../src/server/testing/one-truth-seed';
import { expectVisible } from './support/browser';
import { signInWithApi, simVehiclesOf } from './support/journeys';
import { queryAs, watchPageErrors } from './support/signed-in';
import { useAppAndBrowser } from './support/suite';

/**
 * The Chromium half of the one-truth test (src/server/integration/one-truth.test.ts seeds the same case): the car's
 * own service countdown reads the same on the dashboard's Due next and card, the Reminders page, the bell, the garage
 * tile and the vehicle page; the registration's disagreement is flagged on both documents and on the vehicle page;
 * the service log's Spending card gives facts.spend's service figure, without the premium.
 */
describe('one truth on every page', () => {
  const suite = useAppAndBrowser({ TRIGGERS_MODE: 'off' });
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let seed: OneTruthSeed;

  beforeAll(async () => {
    const cookie = await signInWithApi(suite.app.url, suite.app.simUrl, ONE_TRUTH_EMAIL);
    const vehicles = await simVehiclesOf(suite.app.simUrl, ONE_TRUTH_EMAIL);
    seed = await seedOneTruthOwner(suite.app, { cookie, vehicles });
    const [name, ...rest] = cookie.split('=');
    context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'America/Los_Angeles' });
    await context.addCookies([{ name, value: rest.join('='), url: suite.app.url }]);
    page = await context.newPage();
    errors = watchPageErrors(page);
  }, 120_000);
  afterAll(async () => context?.close());

  /** The service item as the facts give it now (the car keeps driving, so its km left is read fresh). */
  const serviceItem = async (): Promise<DueItem> => {
    const due = await queryAs<DueItem[]>(context, suite.app, 'facts.due', { tokenId: seed.serviceCar.tokenId });
    return due.find((d) => d.sources.some((s) => s.kind === 'signal') && d.kmLeft !== null)!;
  };
  /** Polls until the locator's text holds what the facts say at the same moment. */
  const showsFacts = async (locator: Locator, expected: (item: DueItem) => string) => {
    await expect
      .poll(async () => {
        const text = (await locator.innerText().catch(() => '')).replace(/\s+/g, ' ');
        return text.includes(expected(await serviceItem())) ? 'same' : text;
      })
      .toBe('same');
  };

  it("shows the car's own service countdown the same way on Due next, the card, the Reminders page, the bell, the garage and the vehicle page", async () => {
    const item = await serviceItem();
    expect(item.dueNow).toBe(true);
    const when = (d: DueItem) => describeDueWhen(d, 'km');

    await page.goto(`${suite.app.url}/dashboard`);
    const dueNext = page.getByRole('list', { name: 'Due next' });
    await showsFacts(dueNext.getByRole('listitem', { name: `${item.label} · ${seed.serviceCar.name}` }), (d) => `Due ${when(d)}`);
    await showsFacts(page.getByRole('article', { name: seed.serviceCar.name, exact: true }), (d) => when(d));

    await page.getByRole('button', { name: /^Notifications, / }).click();
    await showsFacts(page.getByRole('menuitem', { name: new RegExp(`${item.label} · ${seed.serviceCar.name}`) }), (d) => when(d));
    await page.keyboard.press('Escape');

    await page.goto(`${suite.app.url}/reminders`);
    await page.getByRole('heading', { level: 1, name: 'Reminders' }).waitFor();
    await showsFacts(page.getByRole('list', { name: 'Due now' }).getByRole('listitem', { name: `${item.label} · ${seed.serviceCar.name}` }), (d) => `Due ${when(d)}`);
    expect(await page.getByText('Nothing is due. Well kept!').count()).toBe(0);

    await page.goto(`${suite.app.url}/vehicles`);
    await showsFacts(page.getByRole('main'), (d) => `${d.label} · ${when(d)}`);

    await page.goto(`${suite.app.url}/vehicles/${seed.serviceCar.tokenId}?tab=reminders`);
    await showsFacts(page.getByRole('list', { name: 'Due on this vehicle' }), (d) => `Due ${when(d)}`);
    expect(errors).toEqual([]);
  });

  it('flags the registration card and the inspection note that disagree, on both documents and the vehicle page, and uses the card', async () => {
    await page.goto(`${suite.app.url}/vehicles/${seed.serviceCar.tokenId}?tab=documents`);
    const facts = page.getByRole('region', { name: 'What your documents say' });
    await expectVisible(facts.getByText('Mar 15, 2027', { exact: true }));
    const disagreement = /registration-card\.txt says Mar 15, 2027; inspection-report\.txt \(uploaded [A-Z][a-z]{2} \d{1,2}, \d{4}\) says Dec 31, 2035\. registration-card\.txt is used; check inspection-report\.txt\./;
    await expectVisible(facts.getByText(disagreement));
    await expectVisible(facts.getByRole('button', { name: 'Use inspection-report.txt instead' }));

    const documents = page.getByRole('list', { name: 'Uploaded Documents' });
    const named = (file: string) => documents.getByRole('listitem').filter({ has: page.getByText(file, { exact: true }) });
    const card = named('registration-card.txt');
    const note = named('inspection-report.txt');
    await expectVisible(card.getByText('Disagrees with another document'));
    await expectVisible(note.getByText('Disagrees with another document'));
    for (const doc of [card, note]) await expectVisible(doc.getByText(new RegExp(`Registration expires: ${disagreement.source}`)));
    expect(await named('rainier-invoice.txt').getByText('Disagrees with another document').count()).toBe(0);

    await page.goto(`${suite.app.url}/reminders`);
    const renewal = page.getByRole('listitem', { name: `Registration renewal · ${seed.serviceCar.name}` });
    await expectVisible(renewal.getByText(/Mar 15, 2027/).first());
    await expectVisible(renewal.getByTestId('due-conflict').getByText(disagreement));
    await expectVisible(renewal.getByRole('button', { name: 'Use inspection-report.txt instead' }));
    expect(errors).toEqual([]);
  });

  it("gives the service log's Spending card the facts' service figure for this year, without the insurance premium", async () => {
    const spend = await queryAs<SpendSummary>(context, suite.app, 'facts.spend', { tokenId: seed.serviceCar.tokenId, period: 'this-year' });
    const usd = spend.service.find((a) => a.currency === 'USD')!.amount;
    expect(usd).toBe(420);
    await page.goto(`${suite.app.url}/vehicles/${seed.serviceCar.tokenId}?tab=service`);
    await page.getByRole('heading', { name: 'Spending' }).waitFor();
    await expectVisible(page.getByRole('definition').filter({ hasText: formatMoney(usd, 'USD') }).first());
    const fleet = await queryAs<SpendSummary>(context, suite.app, 'facts.spend', { period: 'this-year' });
    expect(fleet.service.find((a) => a.currency === 'USD')!.amount).toBe(seed.serviceUsdThisYear);
    expect(errors).toEqual([]);
  });
});
