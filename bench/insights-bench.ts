/**
 * Fleet insights (/insights): an owner of 100 vehicles loads `insights.overview` from the real app in its own process,
 * against the simulator in another. First load (every vehicle's latest signals, the trips of the twelve
 * weeks (stored once the answer is made) and 90 daily buckets fetched from the provider) and warm loads within the
 * telemetry cache time, which the garage promises under 1 s. Also 10 vehicles, for scale. Options: --quick (fewer warm loads).
 */
import { figure, saveResults, summarize, type BenchModule, type Figure } from './kit';
import { cpuMs, providerCalls, signInOwner, startBenchStack, timedQuery } from './support/app';

const SIZES = [10, 100];
const TARGET_WARM_MS = 1000;
const TARGET_FIRST_MS = 3000;

interface SizeResult {
  vehicles: number;
  firstMs: number;
  firstCallsPerVehicle: number;
  /** CPU the app and the simulator used for the first load */
  firstCpuMs: { app: number; simulator: number };
  warm: ReturnType<typeof summarize>;
}

export const insightsBench: BenchModule = {
  name: 'insights',
  about: 'fleet insights for owners of 10 and 100 vehicles: first and warm load',
  async run(args) {
    const warmLoads = args.includes('--quick') ? 10 : 40;
    const { app, simUrl, simPid, stop } = await startBenchStack();
    const sizes: SizeResult[] = [];
    try {
      for (const vehicles of SIZES) {
        const { cookie } = await signInOwner(app, simUrl, `insights-${vehicles}@bench.example`, vehicles);
        const calls = await providerCalls(simUrl);
        const cpuBefore = { app: await cpuMs(app.pid), simulator: await cpuMs(simPid) };
        const first = await timedQuery<{ vehicles: unknown[] }>(app, cookie, 'insights.overview', {});
        const firstCpuMs = { app: (await cpuMs(app.pid)) - cpuBefore.app, simulator: (await cpuMs(simPid)) - cpuBefore.simulator };
        if (first.data.vehicles.length !== vehicles) throw new Error(`expected ${vehicles} vehicles in the insights, got ${first.data.vehicles.length}`);
        const firstCalls = (await providerCalls(simUrl)) - calls;
        for (let i = 0; i < 3; i++) await timedQuery(app, cookie, 'insights.overview', {}); // the server's own warm-up
        const warm: number[] = [];
        for (let i = 0; i < warmLoads; i++) warm.push((await timedQuery(app, cookie, 'insights.overview', {})).ms);
        sizes.push({ vehicles, firstMs: Math.round(first.ms), firstCallsPerVehicle: firstCalls / vehicles, firstCpuMs, warm: summarize(warm) });
      }
    } finally {
      await stop();
    }
    const figures: Figure[] = sizes.flatMap((s) => {
      const at100 = s.vehicles === 100;
      return [
        figure(`${s.vehicles} vehicles: warm p50`, s.warm.p50, 'ms'),
        figure(`${s.vehicles} vehicles: warm p95`, s.warm.p95, 'ms', at100 ? { below: TARGET_WARM_MS } : undefined),
        figure(`${s.vehicles} vehicles: first load (history fetched)`, s.firstMs, 'ms', at100 ? { below: TARGET_FIRST_MS } : undefined),
        figure(`${s.vehicles} vehicles: provider calls per vehicle, first load`, s.firstCallsPerVehicle, 'calls'),
        figure(`${s.vehicles} vehicles: first load CPU, app`, s.firstCpuMs.app, 'ms'),
        figure(`${s.vehicles} vehicles: first load CPU, simulator`, s.firstCpuMs.simulator, 'ms'),
      ];
    });
    await saveResults('insights', figures, { sizes, warmLoads });
    return figures;
  },
};
