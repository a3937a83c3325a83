import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startApp, type AppProcess } from './app-process';
import { launchBrowser } from './browser';

export interface AppAndBrowser {
  readonly app: AppProcess;
  readonly browser: Browser;
}

/**
 * Starts the real app and Chromium before the tests of the describe block that calls it, and stops both after them.
 * Call it first in the block, so later beforeAll hooks can use it.
 */
export function useAppAndBrowser(env?: Record<string, string>): AppAndBrowser {
  const suite = {} as { app: AppProcess; browser: Browser };
  beforeAll(async () => {
    [suite.app, suite.browser] = await Promise.all([startApp(env), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.stop();
  });
  return suite;
}
