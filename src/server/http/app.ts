import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { createContextFactory } from '../trpc/context';
import { appRouter, type AppRouter } from '../trpc/app-router';
import { registerCalendarRoute } from './calendar-route';
import { registerFileRoutes } from './file-routes';
import { registerHealthRoute } from './health-route';
import { registerAdmission } from './admission';
import { registerSameOriginGuard } from './same-origin-guard';
import { registerSecurityHeaders } from './security-headers';
import { registerUploadRoute } from './upload-route';
import { registerVehicleTriggersRoute } from './vehicle-triggers-route';
import { registerMcpRoute } from '../mcp/mcp-route';
import { RECEIVER_PATH } from '../domain/vehicle-alerts/vehicle-alerts-service';

export interface AppOptions {
  services: Services;
  /** The built SPA (vite's outDir); omitted or missing means API only. */
  webDir?: string;
}

export async function createApp({ services, webDir }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: services.logger as FastifyBaseLogger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 5000 },
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  await registerSecurityHeaders(app, {
    loginUrl: () => services.publicSettings.loginUrl,
    https: services.config.publicUrl?.startsWith('https:') ?? false,
    tileUrl: services.config.mapTiles.url,
  });
  await app.register(cookie);
  // /mcp and the provider's trigger deliveries authenticate by a token in the request, never by the cookie.
  registerSameOriginGuard(app, {
    publicOrigin: services.config.publicUrl,
    tokenAuthenticated: (path) => path === '/mcp' || path.startsWith('/mcp/') || path.startsWith(`${RECEIVER_PATH}/`),
  });
  // A chat message costs several page loads (it reads the fleet, analyses and stores): those have a smaller gate.
  const { maxInFlight, maxChatInFlight, ...bounds } = services.config.admission;
  const isChatSend = (url: string) => url.split('?')[0].includes('chat.send');
  registerAdmission(app, { ...bounds, maxInFlight: maxChatInFlight, applies: (req) => req.url.startsWith('/api/trpc/') && isChatSend(req.url) });
  registerAdmission(app, { ...bounds, maxInFlight, applies: (req) => req.url.startsWith('/api/trpc/') && !isChatSend(req.url) });
  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: createContextFactory(services),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') services.logger.error({ err: error.cause ?? error, path }, 'tRPC error');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  registerHealthRoute(app, services);
  registerFileRoutes(app, services);
  registerCalendarRoute(app, services);
  registerVehicleTriggersRoute(app, services);
  await registerUploadRoute(app, services, () => services.jobs.poke());
  registerMcpRoute(app, services);

  const hasWeb = webDir && existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) {
    // preCompressed: the build's .br/.gz twins go to browsers that accept them (a third of the bytes or less).
    await app.register(fastifyStatic, {
      root: path.resolve(webDir),
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // Built assets carry a content hash in their names: a browser may keep them for good.
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/mcp');
    if (isApi || req.method !== 'GET' || !hasWeb) {
      return reply.code(404).send({ error: 'Not Found', message: `No route for ${req.method} ${url}` });
    }
    // History fallback: the SPA's router decides, including its own not-found page.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return app;
}
