/**
 * How near the warm dashboard runs to its stack's floor: one owner of 3 cars loads the dashboard over 50 connections
 * (autocannon), and in the same run a bare Fastify in its own process answers the same bytes from memory over the
 * same connections. Targets: the dashboard at >= 5 % of the bare server's requests per second, p99 < 100 ms.
 * The machine's load average is recorded with the figures (other work on it lowers both sides).
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { startBareServer } from './support/bare';
import { figure, saveResults, type BenchModule, type Figure } from './kit';
import { signInOwner, startBenchStack } from './support/app';

const CONNECTIONS = 50;
const DASHBOARD = `/api/trpc/vehicles.dashboard?batch=1&input=${encodeURIComponent('{"0":{}}')}`;

async function hammer(url: string, seconds: number, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, timeout: 10 });
  const non2xx = result.non2xx + result.errors;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx, total: result.requests.total };
}


export const dashboardFloorBench: BenchModule = {
  name: 'dashboard-floor',
  about: 'the warm dashboard (1 owner, 3 cars, 50 connections) against a bare Fastify answering the same bytes',
  async run(args) {
    const seconds = args.includes('--quick') ? 10 : 30;
    const loadBefore = os.loadavg()[0];
    const { app, simUrl, stop } = await startBenchStack();
    try {
      const { cookie } = await signInOwner(app, simUrl, 'floor@bench.example', 3);
      const headers = { cookie };
      let body = Buffer.alloc(0);
      for (let i = 0; i < 20; i++) body = Buffer.from(await (await fetch(`${app.url}${DASHBOARD}`, { headers })).arrayBuffer());
      await hammer(`${app.url}${DASHBOARD}`, 3, headers);
      const dashboard = await hammer(`${app.url}${DASHBOARD}`, seconds, headers);
      const bare = await startBareServer(body);
      let floor;
      try {
        await hammer(bare.url(DASHBOARD), 3);
        floor = await hammer(bare.url(DASHBOARD), seconds);
      } finally {
        await bare.stop();
      }
      const share = (100 * dashboard.rps) / floor.rps;
      const figures: Figure[] = [
        figure('warm dashboard: requests per second', dashboard.rps, 'req/s'),
        figure('bare Fastify, same bytes: requests per second', floor.rps, 'req/s'),
        figure('dashboard as a share of bare', share, '%', { atLeast: 5 }),
        figure('warm dashboard latency p50 at 50 connections', dashboard.p50, 'ms'),
        figure('warm dashboard latency p99 at 50 connections', dashboard.p99, 'ms', { below: 100 }),
        figure('dashboard answers not 2xx (or without an answer)', dashboard.non2xx, 'answers', { atMost: 0 }),
        figure('dashboard body', body.length / 1024, 'KB'),
        figure('load average (1 min) when the run began', loadBefore, ''),
      ];
      await saveResults('dashboard-floor', figures, { connections: CONNECTIONS, seconds, dashboard, bare: floor, bodyBytes: body.length, loadAverage: os.loadavg() });
      return figures;
    } finally {
      await stop();
    }
  },
};
