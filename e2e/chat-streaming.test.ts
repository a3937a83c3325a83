import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiCompatibleServer, type Reply } from '../src/server/testing/openai-compatible-test-server';
import { signInThroughSimulator } from './support/journeys';
import { useAppAndBrowser } from './support/suite';

/** The model's answer, sent in pieces far enough apart for the page to show each before the next. */
const PIECES = ['Your car ', 'scores well: ', 'the battery, ', 'the tyres and ', 'the coolant ', 'are all fine.'];
const PIECE_DELAY_MS = 400;

const lastAnswer = (page: Page) =>
  page.getByRole('log', { name: 'Conversation' }).getByRole('listitem', { name: 'Assistant message' }).last();

describe('AI chat streaming in the browser', () => {
  const env: Record<string, string> = {};
  let llm: Awaited<ReturnType<typeof startOpenAiCompatibleServer>>;
  // runs before the app starts (registered first), so the app gets the test server's address
  beforeAll(async () => {
    llm = await startOpenAiCompatibleServer((req): Reply => {
      const toolResult = req.messages.some((m) => m.role === 'tool');
      if (req.tools?.length && !toolResult) return { kind: 'tool_call', name: 'analyze_vehicle_health', arguments: '{}' };
      return { kind: 'text', chunks: PIECES, delayMs: PIECE_DELAY_MS };
    });
    Object.assign(env, { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'test-model', LLM_API_KEY: 'test-key' });
  });
  const suite = useAppAndBrowser(env);
  afterAll(async () => llm?.close());

  it('shows the answer growing as it is written, then the whole answer', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await signInThroughSimulator(page, suite.app.url, `stream-${Date.now()}@example.com`);
      await page.goto(`${suite.app.url}/ai-chat`);
      await page.locator('[role="log"][aria-busy="false"]').waitFor({ timeout: 30_000 });
      await page.getByPlaceholder('Ask about your vehicle...').fill('How healthy is my car?');
      await page.keyboard.press('Enter');

      // seen on screen: the first pieces while the last has not been written yet
      await expect
        .poll(
          async () => {
            const text = (await lastAnswer(page).textContent()) ?? '';
            return text.includes('scores well') && !text.includes('are all fine.');
          },
          { timeout: 20_000, interval: 50 },
        )
        .toBe(true);
      await expect.poll(async () => (await lastAnswer(page).textContent()) ?? '', { timeout: 20_000 }).toContain(PIECES.join(''));
      await page.locator('[role="log"][aria-busy="false"]').waitFor();
      expect(llm.requests.some((r) => r.body.messages.some((m) => m.role === 'tool'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
