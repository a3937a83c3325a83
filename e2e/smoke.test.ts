import { describe, expect, it } from 'vitest';
import { expectVisible } from './support/browser';
import { useAppAndBrowser } from './support/suite';

describe('smoke', () => {
  const suite = useAppAndBrowser();

  it('loads the landing page', async () => {
    const page = await suite.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(suite.app.url);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/car/i);
    expect(await page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth/login');
    expect(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/auth/login');
    expect(await page.getByRole('link', { name: 'Connect' }).getAttribute('href')).toBe('/auth/login');
    expect(await page.getByText('© 2024').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.app.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await expectVisible(page.getByText("The page you're looking for doesn't exist or has been moved."));
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${suite.app.url}/`);
    await page.close();
  });

  it('reports itself healthy on the embedded defaults', async () => {
    const health = await (await fetch(`${suite.app.url}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'pglite' });
  });
});
