/**
 * Server benchmark: start-up to healthy on PGlite and on Postgres (the process spawned until /api/health answers),
 * and resident memory 5 s after start, idle (30 s after), after 100 and after 1,000 dashboard loads (it should not keep growing).
 */
import { figure, saveResults, summarize, type BenchModule, type Figure } from './kit';
import { createPostgresDatabase, rssMb, signInOwner, startBenchApp, startSimulatorProcess, timedQuery } from './support/app';

async function timeStartUp(env: Record<string, string>, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const app = await startBenchApp(env);
    times.push(performance.now() - started);
    await app.stop();
  }
  return times;
}

export const serverBench: BenchModule = {
  name: 'server',
  about: 'start-up to healthy on PGlite and Postgres, memory idle and after 1,000 dashboard loads',
  async run(args) {
    const runs = args.includes('--quick') ? 1 : 3;
    const sim = await startSimulatorProcess();
    const pg = await createPostgresDatabase();
    try {
      const pgliteStart = summarize(await timeStartUp({ SIM_URL: sim.url }, runs));
      const postgresStart = summarize(await timeStartUp({ SIM_URL: sim.url, DATABASE_URL: pg.url }, runs));

      const app = await startBenchApp({ SIM_URL: sim.url });
      let memory: { justStartedMb: number; idleMb: number; after100Mb: number; after1000Mb: number };
      try {
        await new Promise((r) => setTimeout(r, 5000));
        const justStartedMb = await rssMb(app.pid);
        // V8 gives back its young generation (up to 32 MB) once allocation has been low for a while (its memory
        // reducer): what an instance waiting for its first user holds is read after that, 30 s from healthy
        await new Promise((r) => setTimeout(r, 25_000));
        const idleMb = await rssMb(app.pid);
        const { cookie } = await signInOwner(app, sim.url, 'memory@bench.example', 10);
        for (let i = 0; i < 100; i++) await timedQuery(app, cookie, 'vehicles.dashboard', {});
        const after100Mb = await rssMb(app.pid);
        for (let i = 100; i < 1000; i++) await timedQuery(app, cookie, 'vehicles.dashboard', {});
        memory = { justStartedMb, idleMb, after100Mb, after1000Mb: await rssMb(app.pid) };
      } finally {
        await app.stop();
      }
      const growth = ((memory.after1000Mb - memory.after100Mb) / memory.after100Mb) * 100;
      const figures: Figure[] = [
        figure('start-up to healthy, PGlite (median)', pgliteStart.p50, 'ms'),
        figure('start-up to healthy, Postgres (median)', postgresStart.p50, 'ms'),
        figure('RSS 5 s after healthy', memory.justStartedMb, 'MB'),
        figure('RSS idle (30 s after healthy)', memory.idleMb, 'MB', { below: 250 }),
        figure('RSS after 100 dashboard loads', memory.after100Mb, 'MB'),
        figure('RSS after 1,000 dashboard loads', memory.after1000Mb, 'MB'),
        figure('RSS growth from 100 to 1,000 loads', growth, '%', { below: 10 }),
      ];
      await saveResults('server', figures, { pgliteStart, postgresStart, memory, runs });
      return figures;
    } finally {
      await pg.drop();
      await sim.stop();
    }
  },
};
