import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const MAX_TABS = 60;

/** Presses Tab until `target` has the focus (failing after MAX_TABS), and checks the focus is drawn. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      const drawn = await target.evaluate((el) => {
        const style = getComputedStyle(el);
        return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
      });
      expect(drawn, `focus is visible on ${await target.evaluate((el) => el.outerHTML.slice(0, 120))}`).toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Follows a main-navigation link from the top of the page with the keyboard. */
export async function navigate(page: Page, name: string): Promise<void> {
  await page.locator('body').focus();
  await tabTo(page, page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true }));
  await page.keyboard.press('Enter');
}

/** Skips the navigation and the top bar: Tab, then Enter on "Skip to main content". */
export async function skipToMain(page: Page): Promise<void> {
  await page.locator('body').focus();
  await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }));
  await page.keyboard.press('Enter');
}
