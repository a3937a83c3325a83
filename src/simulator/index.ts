import { buildSimulatorApp } from './app';
import { TokenService } from './auth/tokens';
import { SIM_SERVICES, type SimContext, type SimService } from './context';
import { SERVICE_PREFIXES, listenOnServicePorts, type ServicePortServers } from './service-ports';
import type { RunningSimulator, SimulatorFaults, SimulatorOptions } from './options';
import { startFleetPreparation } from './fleet/preparation';
import { warmSettledSegments } from './telemetry/settled-summaries';
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
  let rootUrls: Partial<Record<SimService, string>> = {};
  const tokens = await TokenService.create(store, () => `${url}/auth`);
  const ctx: SimContext = {
    store,
    tokens,
    now: opts.now ?? (() => new Date()),
    otp: opts.otp ?? '000000',
    chainId: opts.chainId ?? 80002,
    faults: { ...opts.faults },
    getUrl: () => url,
    getServiceUrl: (service) => rootUrls[service] ?? `${url}${SERVICE_PREFIXES[service]}`,
  };
  const setFaults = (faults: SimulatorFaults) => {
    ctx.faults = { ...faults };
  };
  const triggers = startTriggerEngine(ctx, opts.triggers);
  const preparation = startFleetPreparation(ctx, warmSettledSegments);
  const app = await buildSimulatorApp(ctx, { logger: opts.logger ?? false, setFaults, triggers, preparation });
  try {
    await app.listen({ port: opts.port ?? DEFAULT_PORT, host });
  } catch (error) {
    preparation.stop();
    await triggers.stop();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? DEFAULT_PORT);
  url = formatOrigin(host, port);
  let servicePorts: ServicePortServers;
  try {
    servicePorts = await listenOnServicePorts(app, opts.servicePorts ?? {}, host, (p) => formatOrigin(host, p));
  } catch (error) {
    preparation.stop();
    await triggers.stop();
    await app.close();
    throw error;
  }
  rootUrls = servicePorts.urls;
  return {
    url,
    serviceUrls: Object.fromEntries(SIM_SERVICES.map((s) => [s, ctx.getServiceUrl(s)])) as Record<SimService, string>,
    close: async () => {
      preparation.stop();
      await triggers.stop();
      await servicePorts.close();
      await app.close();
      ctx.store.flush();
    },
    setFaults,
  };
}
