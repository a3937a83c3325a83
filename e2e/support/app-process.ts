import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The built server `npm start` runs (`npm run build` makes it). */
const SERVER_ENTRY = path.join(ROOT, 'dist/server/main.mjs');

let serverChecked: Promise<void> | undefined;

/** Refuses to start a built server older than the server's sources: a test would run yesterday's code. */
async function checkBuiltServer(): Promise<void> {
  const built = await stat(SERVER_ENTRY).catch(() => null);
  if (!built) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);
  const sources = await readdir(path.join(ROOT, 'src'), { recursive: true });
  for (const file of sources) {
    if (!/\.(ts|json)$/.test(file) || file.endsWith('.test.ts') || file.startsWith(`web${path.sep}`)) continue;
    if ((await stat(path.join(ROOT, 'src', file))).mtimeMs > built.mtimeMs) {
      throw new Error(`src/${file} is newer than ${SERVER_ENTRY}: run \`npm run build\` (or \`npm run build:server\`) first`);
    }
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface AppProcess {
  url: string;
  /** The app's process id (for its memory figures). */
  pid: number;
  simUrl: string;
  dataDir: string;
  logs: () => string;
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash would, leaving its data directory as it is. */
  crash(): Promise<void>;
}

/**
 * The allocator settings `npm start` runs the server with (package.json): two malloc arenas, and blocks of 128 KB and
 * more mapped on their own, so that what a burst of large buffers freed goes back to the system instead of staying in
 * the heap (about 40 MB of an idle instance).
 */
export const NPM_START_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } as const;

/** Starts the real app (as `npm start` would: the built server, on the built SPA) in a child process with its own data directory. */
export async function startApp(env: Record<string, string> = {}, opts: { dataDir?: string } = {}): Promise<AppProcess> {
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'vc-e2e-')));
  const port = await freePort();
  const simPort = await freePort();
  let output = '';
  // APP_NODE_ARGS: extra node options for the app's process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a bench
  const nodeArgs = process.env.APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  await (serverChecked ??= checkBuiltServer());
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, ...NPM_START_ENV, PORT: String(port), HOST: '127.0.0.1', SIM_PORT: String(simPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`app did not become healthy within 60 s:\n${output}`);
  }
  return {
    url,
    pid: child.pid!,
    simUrl: `http://localhost:${simPort}`,
    dataDir,
    logs: () => output,
    async crash() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!opts.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
