import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestWebhookReceiver {
  url: string;
  /** Bodies of the calls answered with 2xx, parsed as JSON. */
  received: unknown[];
  /** How many calls arrived, failed ones included. */
  calls: number;
  /** The next `n` calls are answered 503 (to exercise retries). */
  failNext(n: number): void;
  waitFor(count: number, timeoutMs?: number): Promise<unknown[]>;
  close(): Promise<void>;
}

/** A local HTTP endpoint standing in for an owner's webhook (an ntfy topic, a home-automation hook). */
export async function startTestWebhookReceiver(): Promise<TestWebhookReceiver> {
  const state = { received: [] as unknown[], calls: 0, failing: 0 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.calls++;
      if (state.failing > 0) {
        state.failing--;
        res.writeHead(503).end();
        return;
      }
      state.received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    get received() {
      return state.received;
    },
    get calls() {
      return state.calls;
    },
    failNext: (n) => {
      state.failing = n;
    },
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (state.received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} webhook calls, got ${state.received.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return state.received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
