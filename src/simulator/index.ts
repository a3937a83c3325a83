import { buildSimulatorApp } from './app';
import { TokenService } from './auth/tokens';
import type { SimContext } from './context';
import type { RunningSimulator, SimulatorFaults, SimulatorOptions } from './options';
import { SimStore } from './state/store';
import { startTriggerEngine } from './triggers/engine';

export type { RunningSimulator, SimulatorFaults, SimulatorOptions } from './options';

const DEFAULT_PORT = 3100;
const DEFAULT_HOST = '127.0.0.1';

function formatOrigin(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** Starts the local provider simulator on its own port. */
export async function startSimulator(opts: SimulatorOptions): Promise<RunningSimulator> {
  const host = opts.host ?? DEFAULT_HOST;
  const store = new SimStore(opts.dataDir);
  let url = '';
  const tokens = await TokenService.create(store, () => `${url}/auth`);
  const ctx: SimContext = {
    store,
    tokens,
    now: opts.now ?? (() => new Date()),
    otp: opts.otp ?? '000000',
    chainId: opts.chainId ?? 80002,
    faults: { ...opts.faults },
    getUrl: () => url,
  };
  const setFaults = (faults: SimulatorFaults) => {
    ctx.faults = { ...faults };
  };
  const triggers = startTriggerEngine(ctx, opts.triggers);
  const app = await buildSimulatorApp(ctx, { logger: opts.logger ?? false, setFaults, triggers });
  try {
    await app.listen({ port: opts.port ?? DEFAULT_PORT, host });
  } catch (error) {
    await triggers.stop();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? DEFAULT_PORT);
  url = formatOrigin(host, port);
  return {
    url,
    close: async () => {
      await triggers.stop();
      await app.close();
    },
    setFaults,
  };
}
