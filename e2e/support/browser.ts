import { existsSync } from 'node:fs';
import { chromium, type Browser, type Locator } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Debian's Chromium (or CHROMIUM_PATH). Fails loudly, never skips, when it is missing. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      `Chromium not found (looked at ${candidates.join(', ')}). Install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`,
    );
  }
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

/** Waits up to 10 s for the locator to be visible; fails the test (with Playwright's reason) if it never is. */
export async function expectVisible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: 10_000 });
}
