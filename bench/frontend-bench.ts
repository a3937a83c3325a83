/**
 * Front-end weight per route as Chromium downloads it from the built app (npm run build first): JavaScript bytes on
 * the wire and gzipped, whether the chart library (recharts) is among them, and the largest contentful paint on
 * localhost. Each route is opened in a fresh browser context (nothing cached), signed in where it needs an owner.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { figure, saveResults, type BenchModule, type Figure } from './kit';
import { signInOwner, startBenchStack } from './support/app';

const ROUTES: { path: string; signedIn: boolean; chart: 'never' | 'may' }[] = [
  { path: '/', signedIn: false, chart: 'never' },
  { path: '/dashboard', signedIn: true, chart: 'never' },
  { path: '/ai-chat', signedIn: true, chart: 'never' },
  { path: '/documents', signedIn: true, chart: 'may' },
  { path: '/vehicles', signedIn: true, chart: 'never' },
];
const TARGET_KB = { '/': 150, '/dashboard': 350 } as Record<string, number>;

interface RouteWeight {
  path: string;
  scripts: { url: string; wireBytes: number; bytes: number; gzipBytes: number; charts: boolean }[];
  jsWireKb: number;
  jsGzipKb: number;
  chartLibraryLoaded: boolean;
  lcpMs: number | null;
  contentEncoding: string[];
}

/** A chunk of the chart library: recharts' own module names survive minification in its class names. */
const isChartCode = (body: string) => /recharts-(wrapper|surface|responsive-container)/.test(body);

async function measureRoute(browser: Browser, baseUrl: string, route: (typeof ROUTES)[number], cookie: string): Promise<RouteWeight> {
  const context = await browser.newContext();
  if (route.signedIn) {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: baseUrl }]);
  }
  const page = await context.newPage();
  const pending: Promise<RouteWeight['scripts'][number] & { encoding: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          wireBytes: sizes.responseBodySize,
          bytes: body.length,
          gzipBytes: gzipSync(body).length,
          charts: isChartCode(body.toString('utf8')),
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        };
      })(),
    );
  });
  await page.addInitScript(() => {
    (window as unknown as { __lcp: number | null }).__lcp = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as unknown as { __lcp: number }).__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000); // late chunks (a lazily loaded chart) and the final LCP entry
  // LCP is reported once the page is interacted with or hidden; reading it after load gives the latest candidate.
  const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: number | null }).__lcp);
  const scripts = await Promise.all(pending);
  await context.close();
  if (!scripts.some((s) => s.bytes > 10_000)) throw new Error(`${route.path} loaded no application code: is the build served?`);
  const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
  return {
    path: route.path,
    scripts: scripts.map(({ encoding: _e, ...s }) => s),
    jsWireKb: kb(scripts.reduce((sum, s) => sum + s.wireBytes, 0)),
    jsGzipKb: kb(scripts.reduce((sum, s) => sum + s.gzipBytes, 0)),
    chartLibraryLoaded: scripts.some((s) => s.charts),
    lcpMs: lcpMs === null ? null : Math.round(lcpMs),
    contentEncoding: [...new Set(scripts.map((s) => s.encoding))],
  };
}

export const frontendBench: BenchModule = {
  name: 'frontend',
  about: 'JavaScript per route as Chromium downloads it (on the wire and gzipped), where the chart library loads, LCP',
  async run() {
    if (!existsSync(path.resolve(import.meta.dirname, '../dist/web/index.html'))) throw new Error('build the web app first: npm run build');
    const { app, simUrl, stop } = await startBenchStack();
    const routes: RouteWeight[] = [];
    let browser: Browser | undefined;
    try {
      const { cookie } = await signInOwner(app, simUrl, 'frontend@bench.example', 3);
      browser = await launchBrowser();
      for (const route of ROUTES) routes.push(await measureRoute(browser, app.url, route, cookie));
    } finally {
      await browser?.close();
      await stop();
    }

    const figures: Figure[] = [];
    for (const r of routes) {
      const route = ROUTES.find((x) => x.path === r.path)!;
      const target = TARGET_KB[r.path];
      figures.push(figure(`${r.path} JS gzipped`, r.jsGzipKb, 'KB', target ? { below: target } : undefined));
      figures.push(figure(`${r.path} JS on the wire (${r.contentEncoding.join(', ')})`, r.jsWireKb, 'KB'));
      figures.push(
        route.chart === 'never'
          ? { name: `${r.path} loads the chart library`, value: r.chartLibraryLoaded ? 'yes' : 'no', target: 'no', holds: !r.chartLibraryLoaded }
          : { name: `${r.path} loads the chart library (shows a chart)`, value: r.chartLibraryLoaded ? 'yes' : 'no', holds: null },
      );
      figures.push(figure(`${r.path} LCP on localhost`, r.lcpMs, 'ms'));
    }
    await saveResults('frontend', figures, { routes });
    return figures;
  },
};
