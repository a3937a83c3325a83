/**
 * Trips (/trips): the trip list of one car over its whole history (`last-365-days`) and the fleet view of an owner of
 * 100 cars over the last 30 days, from the real app in its own process against the simulator in another. First load
 * (every segment read from the provider into the trip cache) and warm loads (the cache fresh). Targets: one car's
 * year warm p95 under 200 ms and first load under 3 s; the fleet's month warm p95 under 500 ms.
 * Options: --quick (fewer warm loads).
 */
import { figure, saveResults, summarize, type BenchModule, type Figure } from './kit';
import { providerCalls, signInOwner, startBenchStack, timedQuery } from './support/app';

interface Case {
  name: string;
  vehicles: number;
  period: string;
  warmTarget: number;
  firstTarget?: number;
}

const CASES: Case[] = [
  { name: '1 car, a year', vehicles: 1, period: 'last-365-days', warmTarget: 200, firstTarget: 3000 },
  { name: '100 cars, a month', vehicles: 100, period: 'last-30-days', warmTarget: 500 },
];

export const tripsBench: BenchModule = {
  name: 'trips',
  about: 'trip list of one car over a year and of a 100-car fleet over a month: first and warm load',
  async run(args) {
    const warmLoads = args.includes('--quick') ? 10 : 40;
    const { app, simUrl, stop } = await startBenchStack();
    const figures: Figure[] = [];
    const results: Record<string, unknown>[] = [];
    try {
      for (const c of CASES) {
        const { cookie, tokenIds } = await signInOwner(app, simUrl, `trips-${c.vehicles}@bench.example`, c.vehicles);
        const input = { tokenId: c.vehicles === 1 ? tokenIds[0] : undefined, period: c.period };
        const calls = await providerCalls(simUrl);
        const first = await timedQuery<{ total: number; trips: { source: string }[] }>(app, cookie, 'trips.list', input);
        if (first.status !== 200) throw new Error(`trips.list answered ${first.status}`);
        const firstCalls = (await providerCalls(simUrl)) - calls;
        for (let i = 0; i < 3; i++) await timedQuery(app, cookie, 'trips.list', input);
        const warm: number[] = [];
        for (let i = 0; i < warmLoads; i++) warm.push((await timedQuery(app, cookie, 'trips.list', input)).ms);
        const w = summarize(warm);
        results.push({ case: c.name, trips: first.data.total, source: first.data.trips[0]?.source ?? null, firstMs: Math.round(first.ms), firstCalls, warm: w });
        figures.push(
          figure(`${c.name}: trips listed`, first.data.total, 'trips'),
          figure(`${c.name}: first load (segments read)`, Math.round(first.ms), 'ms', c.firstTarget ? { below: c.firstTarget } : undefined),
          figure(`${c.name}: provider calls, first load`, firstCalls, 'calls'),
          figure(`${c.name}: warm p50`, w.p50, 'ms'),
          figure(`${c.name}: warm p95`, w.p95, 'ms', { below: c.warmTarget }),
        );
      }
    } finally {
      await stop();
    }
    await saveResults('trips', figures, { cases: results });
    return figures;
  },
};
