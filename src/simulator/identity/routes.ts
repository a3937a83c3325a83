import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context';
import { runGraphqlRequest, sendGraphqlResponse } from '../http/graphql';
import { findVehicle } from '../state/owners';
import { createIdentityRoot } from './resolvers';
import { identitySchema } from './schema';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function registerIdentityRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.post('/identity/query', async (request, reply) => {
    const result = await runGraphqlRequest({ schema: identitySchema, body: request.body, rootValue: createIdentityRoot(ctx) });
    return sendGraphqlResponse(reply, result);
  });

  app.get<{ Params: { file: string } }>('/identity/images/devices/:file', async (request, reply) => {
    const maker = /^([a-z]+)\.svg$/.exec(request.params.file)?.[1];
    if (!maker) return reply.code(404).send({ message: 'No such device image' });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80" role="img" aria-label="${escapeXml(maker)} device">
<rect width="120" height="80" rx="10" fill="#111827"/><rect x="30" y="22" width="60" height="36" rx="6" fill="#34d399"/></svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });

  app.get<{ Params: { file: string } }>('/identity/images/:file', async (request, reply) => {
    const vehicle = findVehicle(ctx.store, Number.parseInt(request.params.file, 10));
    if (!vehicle) return reply.code(404).send({ message: 'No such vehicle' });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180" role="img" aria-label="${escapeXml(vehicle.name)}">
<rect width="320" height="180" rx="12" fill="#1f2937"/><path d="M60 120h200l-20-40H90z" fill="#60a5fa"/>
<circle cx="100" cy="125" r="16" fill="#111827"/><circle cx="220" cy="125" r="16" fill="#111827"/>
<text x="160" y="160" fill="#f9fafb" font-family="sans-serif" font-size="14" text-anchor="middle">${escapeXml(vehicle.name)}</text></svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
