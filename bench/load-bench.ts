/**
 * Load: 200 concurrent connections shared by 20 signed-in owners for 60 s (autocannon, an HTTP load tool from npm),
 * each connection loading the dashboard and now and then asking the assistant about its fleet (9 dashboard loads to
 * one chat message). Requests per second, latency percentiles, and every non-2xx answer except refusals: rate-limit
 * answers (429) and overload answers (503 with Retry-After, when more requests wait than the server can take on).
 * Options: --quick (15 s).
 */
import autocannon from 'autocannon';
import { figure, saveResults, summarize, type BenchModule, type Figure } from './kit';
import { signInOwner, startBenchStack } from './support/app';

const OWNERS = 20;
const CONNECTIONS = 200;
const DASHBOARD = `/api/trpc/vehicles.dashboard?batch=1&input=${encodeURIComponent('{"0":{}}')}`;
const CHAT = '/api/trpc/chat.send?batch=1';

export const loadBench: BenchModule = {
  name: 'load',
  about: '200 concurrent sessions of 20 owners on the dashboard and the chat for 60 s',
  async run(args) {
    const duration = args.includes('--quick') ? 15 : 60;
    const { app, simUrl, stop } = await startBenchStack();
    try {
      const cookies: string[] = [];
      for (let i = 0; i < OWNERS; i++) cookies.push((await signInOwner(app, simUrl, `load-${i}@bench.example`, 3)).cookie);
      let next = 0;
      const cookieOf = (context: Record<string, unknown>) => (context.cookie ??= cookies[next++ % cookies.length]) as string;
      const latencies: number[] = [];
      const statuses = new Map<number, number>();
      let chatRefusals = 0;
      let chatAnswers = 0;
      const dashboard = {
        method: 'GET' as const,
        path: DASHBOARD,
        setupRequest: (req: autocannon.Request, context: object) => ({ ...req, headers: { cookie: cookieOf(context as Record<string, unknown>) } }),
      };
      const chat = {
        method: 'POST' as const,
        path: CHAT,
        body: JSON.stringify({ 0: { tokenId: 0, message: 'How are my cars?' } }),
        setupRequest: (req: autocannon.Request, context: object) => ({
          ...req,
          headers: { cookie: cookieOf(context as Record<string, unknown>), 'content-type': 'application/json', 'trpc-accept': 'application/jsonl' },
        }),
        // A refused message answers 429, or inside a stream that has already begun, with the TOO_MANY_REQUESTS code.
        onResponse: (status: number, body: string) => {
          if (status === 429 || body.includes('TOO_MANY_REQUESTS')) chatRefusals++;
          else if (status === 200) chatAnswers++;
        },
      };
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: app.url,
            connections: CONNECTIONS,
            duration,
            requests: [dashboard, dashboard, dashboard, dashboard, dashboard, dashboard, dashboard, dashboard, dashboard, chat],
          },
          (err, done) => (err ? reject(err) : resolve(done)),
        );
        instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
          latencies.push(ms);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        });
      });
      const byStatus = Object.fromEntries(statuses);
      const refusal = (status: number) => status === 429 || status === 503;
      const failures = [...statuses].filter(([status]) => (status < 200 || status >= 300) && !refusal(status)).reduce((sum, [, n]) => sum + n, 0);
      const latency = summarize(latencies);
      const figures: Figure[] = [
        figure('requests per second (mean)', result.requests.average, 'req/s'),
        figure('latency p50', latency.p50, 'ms'),
        figure('latency p95', latency.p95, 'ms'),
        figure('latency p99', latency.p99, 'ms'),
        figure('non-2xx answers other than refusals (429 rate limit, 503 overloaded)', failures, 'answers', { atMost: 0 }),
        figure('requests refused as overloaded (503)', statuses.get(503) ?? 0, 'requests'),
        figure('requests without an answer (errors, of which timeouts)', result.errors, 'requests', { atMost: 0 }),
        figure('chat messages answered', chatAnswers, 'messages'),
        figure('chat messages refused by the rate limit', chatRefusals, 'messages'),
      ];
      await saveResults('load', figures, {
        owners: OWNERS,
        connections: CONNECTIONS,
        durationSeconds: duration,
        statuses: byStatus,
        errors: result.errors,
        timeouts: result.timeouts,
        latency,
        requestsTotal: result.requests.total,
      });
      return figures;
    } finally {
      await stop();
    }
  },
};
