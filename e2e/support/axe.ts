import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build, from npm (nothing is downloaded when the tests run). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  rule: string;
  impact: string;
  nodes: string[];
}

export const WIDTHS = [1280, 390] as const;
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * Runs axe-core in the page (evaluated through the debugging protocol, so the app's Content-Security-Policy stays as
 * it is) and returns the serious and critical violations, each with up to five offending elements. `only` limits the
 * run to some rules (a theme change only changes colours).
 */
export async function findViolations(page: Page, only?: string[]): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (rules) => {
    type Result = { id: string; impact: string | null; nodes: { target: string[]; failureSummary?: string }[] };
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Result[] }> } }).axe;
    const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] };
    const options = { runOnly, resultTypes: ['violations'] };
    const { violations } = await axe.run(document, options);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`),
      }));
  }, only ?? null);
}

/** How many pixels the page scrolls sideways (0 when everything fits the window). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/** Switches the theme as the app does (the `dark` class on the root) and waits for transitions and fade-ins to end. */
export async function applyTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(async (dark) => {
    document.documentElement.classList.toggle('dark', dark);
    const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  }, theme === 'dark');
}

/**
 * Checks the page as it is now at every width and theme: serious or critical axe violations and sideways scrolling,
 * one line per problem ("390 dark: color-contrast ..."). The full rule set runs in the light theme; the dark one
 * re-checks colour contrast.
 */
export async function auditEveryView(page: Page, widths: readonly number[] = WIDTHS): Promise<string[]> {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of THEMES) {
      await applyTheme(page, theme);
      const view = `${width} ${theme}`;
      const rules = theme === 'dark' ? ['color-contrast'] : undefined;
      let found = await findViolations(page, rules);
      // A button caught mid-change (a mutation settling, a toast fading over it) is looked at again once it settles.
      if (found.length > 0) {
        await applyTheme(page, theme);
        await page.waitForTimeout(500);
        found = await findViolations(page, rules);
      }
      for (const f of found) problems.push(`${view}: ${f.rule} (${f.impact}) ${f.nodes.join(' | ')}`);
      const scroll = await sidewaysScroll(page);
      if (scroll > 0) problems.push(`${view}: scrolls sideways by ${scroll} px`);
    }
  }
  await applyTheme(page, 'light');
  await page.setViewportSize({ width: 1280, height: 900 });
  return problems;
}
