import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AppProcess } from './app-process';
import { signInWithApi } from './journeys';

/** A browser context already signed in as `email` (through the simulator's token and the app's sign-in API). */
export async function signedInContext(browser: Browser, app: AppProcess, email: string, viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  const cookie = await signInWithApi(app.url, app.simUrl, email);
  const [name, ...rest] = cookie.split('=');
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await context.addCookies([{ name, value: rest.join('='), url: app.url }]);
  return context;
}

/** Page errors (uncaught exceptions) seen while the test ran; expect none. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** True when nothing on the page is wider than the window (no sideways scrolling on a phone). */
export async function fitsViewport(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

/** A tRPC query made with the context's session cookie. */
export async function queryAs<T>(context: BrowserContext, app: AppProcess, path: string, input: unknown): Promise<T> {
  const cookie = (await context.cookies(app.url)).map((c) => `${c.name}=${c.value}`).join('; ');
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await fetch(`${app.url}/api/trpc/${path}${query}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/** A tRPC mutation made with the context's session cookie, from the app's own origin (as the browser sends it). */
export async function mutateAs<T>(context: BrowserContext, app: AppProcess, path: string, input: unknown): Promise<T> {
  const cookie = (await context.cookies(app.url)).map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await fetch(`${app.url}/api/trpc/${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify(input),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { result: { data: T } }).result.data;
}
