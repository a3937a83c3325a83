/**
 * Dashboard benchmark: owners with 1, 10, 50 and 200 vehicles load `vehicles.dashboard` (the page's data) from the
 * real app in its own process, against the simulator in another. Cold: sign-in and the first load (nothing cached,
 * what an owner waits for after signing in); refresh: the Refresh button (telemetry and shares fetched again);
 * warm: loads within the telemetry cache time.
 * Counts the provider requests the simulator answers per vehicle per refresh. Also a cold load with 100 ms of
 * provider latency, closer to the real network. Options: --quick (fewer loads).
 */
import { figure, saveResults, summarize, type BenchModule, type Figure } from './kit';
import { providerCalls, signInOwner, startBenchStack, timedQuery, type AppProcess } from './support/app';

const SIZES = [1, 10, 50, 200];
const TARGETS = { warmP95Ms: 150, coldMs: 2000, callsPerVehicle: 2 };

interface SizeResult {
  vehicles: number;
  coldMs: number;
  coldCallsPerVehicle: number;
  refresh: ReturnType<typeof summarize>;
  refreshCallsPerVehicle: number;
  warm: ReturnType<typeof summarize>;
}

async function measureSize(app: AppProcess, simUrl: string, vehicles: number, warmLoads: number): Promise<SizeResult> {
  let calls = await providerCalls(simUrl);
  const started = performance.now();
  const { cookie } = await signInOwner(app, simUrl, `dash-${vehicles}@bench.example`, vehicles);
  const load = (refresh = false) => timedQuery<{ vehicles: unknown[] }>(app, cookie, 'vehicles.dashboard', refresh ? { refresh: true } : {});
  const first = await load();
  const coldMs = performance.now() - started;
  if (first.data.vehicles.length !== vehicles) throw new Error(`expected ${vehicles} cards, got ${first.data.vehicles.length}`);
  const coldCalls = (await providerCalls(simUrl)) - calls;

  const refreshMs: number[] = [];
  calls = await providerCalls(simUrl);
  const refreshes = 3;
  for (let i = 0; i < refreshes; i++) refreshMs.push((await load(true)).ms);
  const refreshCalls = (await providerCalls(simUrl)) - calls;

  const warmMs: number[] = [];
  for (let i = 0; i < 5; i++) await load(); // the server's own warm-up (JIT, pools)
  for (let i = 0; i < warmLoads; i++) warmMs.push((await load()).ms);
  return {
    vehicles,
    coldMs: Math.round(coldMs),
    coldCallsPerVehicle: coldCalls / vehicles,
    refresh: summarize(refreshMs),
    refreshCallsPerVehicle: refreshCalls / refreshes / vehicles,
    warm: summarize(warmMs),
  };
}

export const dashboardBench: BenchModule = {
  name: 'dashboard',
  about: 'dashboard data for owners of 1-200 vehicles: cold, refresh and warm latency, provider calls per vehicle',
  async run(args) {
    const warmLoads = args.includes('--quick') ? 30 : 200;
    // Counted are the dashboard's provider calls: real-time alerts' own (subscriptions, owner checks) are the triggers module's.
    const { app, simUrl, stop } = await startBenchStack({ TRIGGERS_MODE: 'off' });
    const sizes: SizeResult[] = [];
    let slowCold: { vehicles: number; latencyMs: number; coldMs: number; refreshMs: number };
    try {
      for (const vehicles of SIZES) sizes.push(await measureSize(app, simUrl, vehicles, vehicles >= 200 ? Math.ceil(warmLoads / 4) : warmLoads));
      // The real provider answers in tens to hundreds of milliseconds, not at once.
      await fetch(`${simUrl}/dev/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ latencyMs: 100 }) });
      const started = performance.now();
      const { cookie } = await signInOwner(app, simUrl, 'dash-slow@bench.example', 50);
      await timedQuery(app, cookie, 'vehicles.dashboard', {});
      const coldMs = performance.now() - started;
      const refresh = await timedQuery(app, cookie, 'vehicles.dashboard', { refresh: true });
      slowCold = { vehicles: 50, latencyMs: 100, coldMs: Math.round(coldMs), refreshMs: Math.round(refresh.ms) };
    } finally {
      await stop();
    }

    const figures: Figure[] = [];
    for (const s of sizes) {
      const at50 = s.vehicles === 50;
      figures.push(
        figure(`${s.vehicles} vehicles: warm p50`, s.warm.p50, 'ms'),
        figure(`${s.vehicles} vehicles: warm p95`, s.warm.p95, 'ms', at50 ? { below: TARGETS.warmP95Ms } : undefined),
        figure(`${s.vehicles} vehicles: warm p99`, s.warm.p99, 'ms'),
        figure(`${s.vehicles} vehicles: cold (sign-in + first load)`, s.coldMs, 'ms', at50 ? { below: TARGETS.coldMs } : undefined),
        figure(`${s.vehicles} vehicles: refresh p50`, s.refresh.p50, 'ms'),
        figure(`${s.vehicles} vehicles: provider calls per vehicle, cold`, s.coldCallsPerVehicle, 'calls'),
        figure(`${s.vehicles} vehicles: provider calls per vehicle per refresh`, s.refreshCallsPerVehicle, 'calls', { atMost: TARGETS.callsPerVehicle }),
      );
    }
    figures.push(
      figure('50 vehicles, provider 100 ms: cold (sign-in + first load)', slowCold.coldMs, 'ms', { below: TARGETS.coldMs }),
      figure('50 vehicles, provider 100 ms: refresh', slowCold.refreshMs, 'ms', { below: TARGETS.coldMs }),
    );
    await saveResults('dashboard', figures, { sizes, slowCold, warmLoads });
    return figures;
  },
};
