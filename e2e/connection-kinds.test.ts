import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectVisible } from './support/browser';
import { signInWithApi } from './support/journeys';
import { useAppAndBrowser } from './support/suite';

const KINDS = ['obd', 'cloud', 'legacy', 'noLocation', 'stale', 'late'] as const;
type Kind = (typeof KINDS)[number];
const CANNOT_REPORT_CODES: readonly Kind[] = ['cloud', 'legacy'];

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

describe('a car of each connection kind', () => {
  const suite = useAppAndBrowser();

  it("shows each kind's card and vehicle page: 'not reported' where the connection cannot report, never 'No trouble codes' for it, and how old a stale or late car's reading is", async () => {
    const email = 'kinds.owner@example.com';
    const res = await fetch(`${suite.app.simUrl}/dev/garages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, extraVehicles: KINDS.length, connections: [...KINDS] }),
    });
    const { vehicles } = (await res.json()) as { vehicles: { tokenId: number; connection: string }[] };
    const tokenOf = (kind: Kind) => vehicles.find((v) => v.connection === kind)!.tokenId;
    const cookie = await signInWithApi(suite.app.url, suite.app.simUrl, email);
    const [name, ...rest] = cookie.split('=');
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name, value: rest.join('='), url: suite.app.url }]);
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto(`${suite.app.url}/dashboard`);
    for (const kind of KINDS) {
      const card = page.locator(`[role="article"][data-token-id="${tokenOf(kind)}"]`);
      await expectVisible(card.getByRole('heading', { name: 'Diagnostic & Engine' }));
      const text = await card.innerText();
      if (CANNOT_REPORT_CODES.includes(kind)) {
        expect(text, kind).toContain("This car's connection does not report trouble codes");
        expect(text, kind).not.toMatch(/No trouble codes/i);
        // the engine rows say the connection never sends them
        expect(text, kind).toMatch(/Engine speed\s+not reported/);
      } else {
        expect(text, kind).not.toContain('does not report trouble codes');
        expect(text, kind).toMatch(/No trouble codes reported|Trouble codes \(\d+\)/);
      }
    }
    // the old dongle sends no odometer: said so, not a number
    expect(await page.locator(`[role="article"][data-token-id="${tokenOf('legacy')}"]`).innerText()).toMatch(/Odometer\s+not reported/);

    for (const kind of KINDS) {
      await page.goto(`${suite.app.url}/vehicles/${tokenOf(kind)}`);
      await expectVisible(page.getByRole('heading', { name: 'Trouble codes' }));
      const main = page.getByRole('main');
      await expect.poll(() => main.innerText(), { timeout: 10_000 }).toMatch(/No trouble codes reported|does not report trouble codes|Trouble codes\s+\S/);
      const text = await main.innerText();
      if (CANNOT_REPORT_CODES.includes(kind)) expect(text, kind).not.toMatch(/No trouble codes/i);
      if (kind === 'cloud') {
        await expectVisible(page.getByRole('heading', { name: 'Car status' }));
        expect(text).toMatch(/Locks\s+(Locked|Unlocked)/);
        expect(text).toMatch(/Doors\s+(All closed|Open: )/);
      }
      if (kind === 'obd') expect(text).not.toMatch(/Locks\s/);
      if (kind === 'noLocation') expect(text).toMatch(/Location\s+Location not shared/);
      if (kind === 'legacy') expect(text).not.toContain('Car status');
      // a dongle unplugged two days before the car was shared, and one whose readings arrive 20 minutes late: each
      // page says how old its latest reading is
      if (kind === 'stale') expect(text).toMatch(/Last seen\s+2 days ago/);
      if (kind === 'late') expect(text).toMatch(/Last seen\s+(2\d|3\d) min ago/);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
