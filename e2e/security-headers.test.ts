import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughSimulator } from './support/journeys';
import { useAppAndBrowser } from './support/suite';

/** Console messages and page errors in which Chromium reports a Content-Security-Policy violation. */
function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  const check = (text: string) => {
    if (/content security policy|violates the following/i.test(text)) violations.push(text);
  };
  page.on('console', (m) => check(m.text()));
  page.on('pageerror', (e) => check(e.message));
  return violations;
}

describe('the app under its Content-Security-Policy', () => {
  const suite = useAppAndBrowser();

  it('serves the built page with every script from a file and the policy on it', async () => {
    const res = await fetch(`${suite.app.url}/auth/callback?token=abc`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const [tag, attrs, body] of scripts) {
      expect(attrs, tag).toMatch(/\bsrc="\/[^"]+"/);
      expect(body.trim(), tag).toBe('');
    }
  });

  it('signs in through the login popup and shows landing, dashboard, documents, chat and insights with no violation', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const violations = watchCspViolations(page);
    context.on('page', (p) => p !== page && watchCspViolations(p));

    await page.goto(suite.app.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The popup runs on the simulator's origin and posts its answer back: COOP must let it.
    await signInThroughSimulator(page, suite.app.url, 'csp@example.com');
    await page.getByRole('heading', { level: 1, name: 'Vehicle Dashboard' }).waitFor();
    await page.getByTestId('health-score').first().waitFor({ timeout: 30_000 });

    await page.goto(`${suite.app.url}/documents`);
    await page.getByRole('button', { name: 'Choose Files' }).waitFor();

    await page.goto(`${suite.app.url}/ai-chat`);
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.waitFor();
    await page.locator('[role="log"][aria-busy="false"]').waitFor({ timeout: 60_000 });
    const answers = page.getByRole('log').getByRole('listitem', { name: 'Assistant message' });
    const before = await answers.count();
    await box.fill('How is my car doing?');
    await box.press('Enter');
    await expect.poll(() => answers.count(), { timeout: 60_000 }).toBeGreaterThan(before);

    // The chart library, loaded with a chart.
    await page.goto(`${suite.app.url}/insights`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(violations).toEqual([]);
    await context.close();
  });

  it('reports a violation when a page tries an inline script (the check can fail)', async () => {
    const page = await suite.browser.newPage();
    const violations = watchCspViolations(page);
    await page.goto(suite.app.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inline = 1';
      document.head.append(s);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __inline?: number }).__inline)).toBeUndefined();
    await page.close();
  });
});
