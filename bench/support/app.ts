/** What the app benchmarks share: the real app in its own process, owners of any fleet size, timed API calls. */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startApp, type AppProcess } from '../../e2e/support/app-process';

export { startApp, type AppProcess };

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Starts the app as `npm start` runs it (its allocator settings, see startApp), quiet, on a fresh data directory. */
export function startBenchApp(env: Record<string, string> = {}): Promise<AppProcess> {
  return startApp({ LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env });
}

export interface SimulatorProcess {
  url: string;
  pid: number;
  /** where it keeps its state (simulator/state.json: the cars it simulates) */
  dataDir: string;
  stop(): Promise<void>;
}

/** The provider simulator in a process of its own (`npm run simulator`), as the real provider is not in the app's. */
export async function startSimulatorProcess(): Promise<SimulatorProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vc-bench-sim-'));
  const port = await freePort();
  // SIM_NODE_ARGS: extra node options for the simulator's process, as APP_NODE_ARGS for the app's
  const nodeArgs = process.env.SIM_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/simulator/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, SIM_PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the simulator exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (i > 240) throw new Error('the simulator did not start within a minute');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app in its own process talking to the simulator in another: what a benchmark of the app measures. */
export async function startBenchStack(env: Record<string, string> = {}): Promise<{ app: AppProcess; simUrl: string; simPid: number; simDataDir: string; stop(): Promise<void> }> {
  const sim = await startSimulatorProcess();
  try {
    const app = await startBenchApp({ SIM_URL: sim.url, ...env });
    return {
      app,
      simUrl: sim.url,
      simPid: sim.pid,
      simDataDir: sim.dataDir,
      async stop() {
        await app.stop();
        await sim.stop();
      },
    };
  } catch (err) {
    await sim.stop();
    throw err;
  }
}

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ json: T; res: Response }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
  return { json: (await res.json()) as T, res };
}

/** An owner with exactly `vehicles` cars shared with the app (the simulator grows the garage), signed in. */
export async function signInOwner(app: AppProcess, simUrl: string, email: string, vehicles: number): Promise<{ cookie: string; tokenIds: number[] }> {
  const settings = ((await (await fetch(`${app.url}/api/trpc/system.settings`)).json()) as { result: { data: { clientId: string } } }).result.data;
  const garage = await post<{ vehicles: { tokenId: number }[] }>(`${simUrl}/dev/garages`, { email, extraVehicles: Math.max(0, vehicles - 3) });
  const tokenIds = garage.json.vehicles.map((v) => v.tokenId).slice(0, vehicles);
  await waitForSimulatorPreparation(simUrl);
  await post(`${simUrl}/dev/shares`, { email, clientId: settings.clientId, tokenIds });
  const { token } = (await post<{ token: string }>(`${simUrl}/dev/tokens`, { email, clientId: settings.clientId })).json;
  const signIn = await post(`${app.url}/api/trpc/auth.signIn?batch=1`, { 0: { token } });
  return { cookie: (signIn.res.headers.get('set-cookie') ?? '').split(';')[0], tokenIds };
}

/**
 * Waits until the simulator has generated its cars' recent driving, as the network holds a car's data before anyone
 * asks for it: a first load then measures the app and the provider's answers, not the simulator making up the past.
 */
export async function waitForSimulatorPreparation(simUrl: string): Promise<void> {
  for (;;) {
    const { pending } = (await (await fetch(`${simUrl}/dev/preparation`)).json()) as { pending: number };
    if (pending === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** One tRPC query as the browser's batch link sends it, timed. */
export async function timedQuery<T>(app: AppProcess, cookie: string, procedure: string, input?: unknown): Promise<{ ms: number; status: number; data: T }> {
  const started = performance.now();
  const encoded = encodeURIComponent(JSON.stringify(input === undefined ? {} : { 0: input }));
  const res = await fetch(`${app.url}/api/trpc/${procedure}?batch=1&input=${encoded}`, { headers: { cookie } });
  const body = (await res.json()) as { result?: { data: T } }[];
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${procedure}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { ms, status: res.status, data: body[0].result!.data };
}

/** Provider API requests the simulator has answered so far (its own /dev helpers and the login site left out). */
export async function providerCalls(simUrl: string): Promise<number> {
  const counts = (await (await fetch(`${simUrl}/dev/requests`)).json()) as Record<string, number>;
  return Object.entries(counts)
    .filter(([route]) => !/ \/(dev|login|health)\b|^GET \/$/.test(route))
    .reduce((sum, [, n]) => sum + n, 0);
}

/**
 * CPU time a process has used so far (user and system, ms), from /proc: on a shared machine, what a step cost the
 * app and the simulator is steadier than how long it took.
 */
export async function cpuMs(pid: number, opts: { children?: boolean } = {}): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // the fields after the command's closing parenthesis; utime and stime are the 14th and 15th, in clock ticks (100 per
  // second), and the 16th and 17th those of its children that ended (an OCR run it started)
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
  return (fields[11] + fields[12] + (opts.children ? fields[13] + fields[14] : 0)) * 10;
}

/** Resident memory of a process in MB, from /proc. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

/** A fresh, empty Postgres database for one benchmark (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one). */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `vc_bench_${Date.now().toString(36)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
