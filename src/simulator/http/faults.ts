import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context';

const DATA_ROUTE_PREFIXES = ['/identity/query', '/telemetry/', '/token-exchange/', '/attest', '/attestation-api/', '/vehicle-triggers/'];
const MAX_LATENCY_MS = 120_000;

function readNumberHeader(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export function isDataRoute(url: string): boolean {
  return DATA_ROUTE_PREFIXES.some((prefix) => url.startsWith(prefix));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Fault injection for everything but /dev: configured latency and 5xx rate, plus per-request
 * headers x-sim-latency-ms and x-sim-status (answer with this status).
 */
export function registerFaultInjection(app: FastifyInstance, ctx: SimContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/dev/') || request.method === 'OPTIONS') return;
    const latency = (ctx.faults.latencyMs ?? 0) + (readNumberHeader(request.headers['x-sim-latency-ms']) ?? 0);
    if (latency > 0) await sleep(Math.min(latency, MAX_LATENCY_MS));
    const status = readNumberHeader(request.headers['x-sim-status']);
    if (status !== null && status >= 200 && status <= 599) {
      return reply.code(status).send({ message: `Simulated status ${status}.` });
    }
    const errorRate = ctx.faults.errorRate ?? 0;
    if (errorRate > 0 && isDataRoute(request.url) && Math.random() < errorRate) {
      return reply.code(500).send({ message: 'Simulated provider failure.' });
    }
  });
}

/** Lets any origin call the simulator (the login page itself is opened on the simulator's origin). */
export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('access-control-allow-origin', origin ?? '*');
    if (origin) reply.header('vary', 'Origin');
    reply.header('access-control-allow-credentials', 'true');
    reply.header('access-control-allow-methods', 'GET,POST,PUT,DELETE,OPTIONS');
    reply.header(
      'access-control-allow-headers',
      request.headers['access-control-request-headers'] ?? 'authorization,content-type,x-sim-latency-ms,x-sim-status,x-sim-expire-token',
    );
    reply.header('access-control-max-age', '600');
    if (request.method === 'OPTIONS') return reply.code(204).send();
  });
}
