import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '../../shared/api/pagination';
import { loadConfig } from '../config';
import { createLogger, type Logger } from '../logger';
import { startServer, type RunningServer } from '../server';
import type { TestDatabaseTarget } from './test-databases';

export interface TestApp {
  server: RunningServer;
  url: string;
  simUrl: string;
  /** Signs an owner in through the real flow (login-site JWT -> auth.signIn) and returns the session cookie. */
  signIn(email: string, shareTokenIds?: 'all' | number[]): Promise<{ cookie: string; walletAddress: string; vehicles: SimVehicle[] }>;
  trpcQuery<T>(cookie: string, path: string, input?: unknown): Promise<{ status: number; data: T; error?: { message: string; data?: { code?: string } } }>;
  trpcMutation<T>(cookie: string, path: string, input?: unknown): Promise<{ status: number; data: T; error?: { message: string; data?: { code?: string } } }>;
  /** Every page of a paginated list query, in order (fails on an error answer). */
  trpcPages<T>(cookie: string, path: string, input?: Record<string, unknown>): Promise<Page<T>[]>;
  close(): Promise<void>;
}

export interface SimVehicle {
  tokenId: number;
  name: string;
  vin: string;
  powertrain: string;
  faults: string[];
}

/** The real server (with its simulator, on free ports) over a fresh database of the given target. */
export async function startTestApp(target: TestDatabaseTarget, env: Record<string, string> = {}, options: { logger?: Logger } = {}): Promise<TestApp> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vc-it-'));
  const created = await target.create();
  const config = loadConfig({ PORT: '0', SIM_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'silent', ...env });
  const server = await startServer(config, { database: created.database, webDir: path.join(dir, 'no-web'), logger: options.logger ?? createLogger('silent') });
  const simUrl = new URL(server.services.publicSettings.loginUrl!).origin;
  const clientId = server.services.publicSettings.clientId!;

  const post = async (url: string, body: unknown) => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
    return res.json();
  };
  /** tRPC's own batch wire format (what the browser's links send), so void inputs work as they do there. */
  const call = async (method: 'GET' | 'POST', cookie: string, procedure: string, input?: unknown) => {
    const batch = encodeURIComponent(JSON.stringify(input === undefined ? {} : { 0: input }));
    const res = await fetch(`${server.url}/api/trpc/${procedure}?batch=1${method === 'GET' ? `&input=${batch}` : ''}`, {
      method,
      headers: { cookie, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      body: method === 'POST' ? JSON.stringify(input === undefined ? {} : { 0: input }) : undefined,
    });
    const [json] = await res.json();
    return { status: res.status, data: json.result?.data, error: json.error, setCookie: res.headers.get('set-cookie') };
  };

  return {
    server,
    url: server.url,
    simUrl,
    async signIn(email, share = 'all') {
      const garage = await post(`${simUrl}/dev/garages`, { email });
      const vehicles: SimVehicle[] = garage.vehicles;
      const tokenIds = share === 'all' ? vehicles.map((v) => v.tokenId) : share;
      if (tokenIds.length) await post(`${simUrl}/dev/shares`, { email, clientId, tokenIds });
      const { token, walletAddress } = await post(`${simUrl}/dev/tokens`, { email, clientId });
      const res = await call('POST', '', 'auth.signIn', { token });
      if (res.status !== 200 || !res.setCookie) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.error)}`);
      return { cookie: res.setCookie.split(';')[0], walletAddress, vehicles };
    },
    trpcQuery: (cookie, procedure, input) => call('GET', cookie, procedure, input),
    trpcMutation: (cookie, procedure, input) => call('POST', cookie, procedure, input),
    async trpcPages<T>(cookie: string, procedure: string, input: Record<string, unknown> = {}) {
      const pages: Page<T>[] = [];
      let cursor: string | undefined;
      do {
        const res = await call('GET', cookie, procedure, { ...input, ...(cursor ? { cursor } : {}) });
        if (res.status !== 200) throw new Error(`${procedure}: HTTP ${res.status} ${JSON.stringify(res.error)}`);
        pages.push(res.data as Page<T>);
        cursor = pages.at(-1)!.nextCursor ?? undefined;
        if (pages.length > 1_000) throw new Error(`${procedure}: no last page after 1,000`);
      } while (cursor);
      return pages;
    },
    async close() {
      // A slow shutdown is worth a line in the test output: which half waited (the app, or the database drop).
      const timed = async (what: string, step: () => Promise<unknown>) => {
        const started = performance.now();
        const detail = await step();
        const ms = performance.now() - started;
        if (ms > 20_000) process.stderr.write(`test app (${target.name}): ${what} took ${Math.round(ms / 1000)} s ${JSON.stringify(detail ?? '')}\n`);
      };
      await timed('app shutdown', () => server.close());
      await timed('database drop', () => created.drop());
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A real tRPC client (the browser's links) for the test app, sending the session cookie. */
export async function trpcClientFor(app: Pick<TestApp, 'url'>, cookie: string) {
  const { createTRPCClient, httpBatchLink, httpBatchStreamLink, splitLink } = await import('@trpc/client');
  type AppRouter = import('../trpc/app-router').AppRouter;
  const fetchWithCookie: typeof fetch = (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie } });
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.context.stream === true,
        true: httpBatchStreamLink({ url: `${app.url}/api/trpc`, fetch: fetchWithCookie }),
        false: httpBatchLink({ url: `${app.url}/api/trpc`, fetch: fetchWithCookie }),
      }),
    ],
  });
}
