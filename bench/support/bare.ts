import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../e2e/support/app-process';

/**
 * A bare Fastify answering `body` to any GET (bare-server.ts), in a process of its own like the app: the floor a
 * bench measures the app's or the simulator's answer against. `url(path)` is its address for that path.
 */
export async function startBareServer(body: string | Buffer): Promise<{ url(pathname: string): string; stop(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vc-bare-'));
  const file = path.join(dir, 'body.json');
  await writeFile(file, body);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')], {
    env: { ...process.env, BARE_BODY_FILE: file, BARE_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return {
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
