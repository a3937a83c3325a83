import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { createLogger } from '../logger';
import { testDatabaseTargets } from '../testing/test-databases';
import { startTestApp, trpcClientFor, type TestApp } from '../testing/test-app';

interface LogLine {
  level: number;
  msg: string;
  err?: unknown;
  stack?: unknown;
  [key: string]: unknown;
}

/** Refusals (rate limit, bad input, someone else's vehicle) are expected traffic: info lines without a stack, never errors. */
describe('refused requests in the log', () => {
  const lines: LogLine[] = [];
  let app: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;

  beforeAll(async () => {
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
    app = await startTestApp(testDatabaseTargets()[0], { CHAT_MESSAGES_PER_MINUTE: '1' }, { logger });
    owner = await app.signIn('refused@example.com');
  });
  afterAll(async () => app?.close());

  it('logs a rate-limited chat send at info without a stack, and the browser gets TOO_MANY_REQUESTS', async () => {
    const client = await trpcClientFor(app, owner.cookie);
    const send = async () => {
      const stream = await client.chat.send.mutate({ tokenId: 0, message: 'How are my cars?' }, { context: { stream: true } });
      for await (const chunk of stream as AsyncIterable<unknown>) void chunk;
    };
    await send();
    lines.length = 0;
    const refused = await send().catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(TRPCClientError);
    expect((refused as TRPCClientError<never>).message).toMatch(/too quickly/);
    expect((refused as TRPCClientError<never>).data).toMatchObject({ code: 'TOO_MANY_REQUESTS' });

    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    const info = lines.filter((l) => l.level === 30 && /too quickly/.test(JSON.stringify(l)));
    expect(info).toHaveLength(1);
    expect(info[0]).toMatchObject({ path: 'chat.send', code: 'TOO_MANY_REQUESTS' });
    expect(JSON.stringify(info[0])).not.toMatch(/"stack"|\bat .*\.ts:\d+/);
  });

  it('logs a refused query (another owner, bad input) at info too', async () => {
    lines.length = 0;
    const notFound = await app.trpcQuery(owner.cookie, 'vehicles.history', { tokenId: 999_999 });
    expect(notFound.error?.data?.code).toBe('NOT_FOUND');
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    expect(lines.some((l) => l.level === 30 && l.code === 'NOT_FOUND' && l.path === 'vehicles.history')).toBe(true);
  });
});
