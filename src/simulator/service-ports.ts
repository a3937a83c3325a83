import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SIM_SERVICES, type SimService } from './context';

/** Where each service lives on the simulator's main origin (its routes are registered under these prefixes). */
export const SERVICE_PREFIXES: Record<SimService, string> = {
  auth: '/auth',
  identity: '/identity',
  telemetry: '/telemetry',
  'token-exchange': '/token-exchange',
  'attestation-api': '/attestation-api',
  attest: '/attest',
  'vehicle-triggers': '/vehicle-triggers',
};

/** The path on the main origin for a request made at the root of a service's own port. */
export function toMainPath(service: SimService, url: string): string {
  if (url.startsWith('/health') || url.startsWith('/dev/')) return url;
  // DIMO's auth host serves /auth/web3/... under its own /auth, and the keys at /keys.
  if (service === 'auth' && url.startsWith('/auth/')) return url;
  if (service === 'attest' && (url === '/' || url.startsWith('/?'))) return `${SERVICE_PREFIXES.attest}${url.slice(1)}`;
  return `${SERVICE_PREFIXES[service]}${url}`;
}

/** "identity=3101,telemetry=3102" (0 = any free port). Throws on a bad entry. */
export function parseServicePorts(text: string): Partial<Record<SimService, number>> {
  const ports: Partial<Record<SimService, number>> = {};
  for (const entry of text.split(',').map((e) => e.trim()).filter(Boolean)) {
    const match = /^([a-z-]+)=(\d{1,5})$/.exec(entry);
    const service = match?.[1] as SimService | undefined;
    if (!match || !service || !SIM_SERVICES.includes(service) || Number(match[2]) > 65_535) {
      throw new Error(`Invalid service port "${entry}": expected name=port with a name among ${SIM_SERVICES.join(', ')}`);
    }
    ports[service] = Number(match[2]);
  }
  return ports;
}

export interface ServicePortServers {
  urls: Partial<Record<SimService, string>>;
  close(): Promise<void>;
}

/**
 * Serves chosen services at the root of their own ports, for clients that join paths at the origin (DIMO's Python SDK
 * does `urljoin(base, "/v1/...")`). Each port hands its requests to the main app with the service's prefix added, so
 * every behaviour (faults, counting, CORS) is the same on both.
 */
export async function listenOnServicePorts(app: FastifyInstance, ports: Partial<Record<SimService, number>>, host: string, origin: (port: number) => string): Promise<ServicePortServers> {
  const servers: Server[] = [];
  const urls: Partial<Record<SimService, string>> = {};
  try {
    for (const [service, port] of Object.entries(ports) as [SimService, number][]) {
      const server = createServer((req, res) => {
        req.url = toMainPath(service, req.url ?? '/');
        app.routing(req, res);
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      });
      servers.push(server);
      urls[service] = origin((server.address() as AddressInfo).port);
    }
  } catch (error) {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    throw error;
  }
  return {
    urls,
    close: async () => {
      for (const s of servers) s.closeAllConnections();
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    },
  };
}
