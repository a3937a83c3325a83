import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { issueUserToken } from '../auth/issue';
import type { SimContext } from '../context';
import { parseInput, sendError } from '../http/body';
import { PRIVILEGE_WORDS } from '../../shared/sharing';
import { DEFAULT_PERMISSION_BITS, parsePermissionBits } from '../privileges';
import { FAR_FUTURE, findActiveGrant, recordGrants, revokeGrants } from '../state/grants';
import { ensureOwner, findUser, listOwnerVehicles } from '../state/owners';
import type { SimClient, SimUser } from '../state/types';
import { renderLoginPage } from './page';

const SESSION_COOKIE = 'dimo_sim_session';
const PENDING_COOKIE = 'dimo_sim_pending';
const COOKIE_OPTIONS = { path: '/login', httpOnly: true, sameSite: 'lax', signed: true } as const;

const ClientCheckSchema = z.object({ clientId: z.string().min(1), redirectUri: z.string().min(1) });
const EmailSchema = z.object({ email: z.email('Enter a valid email address.') });
const CodeSchema = z.object({ code: z.string().trim().min(1, 'Enter the verification code.') });
const ClientRequestSchema = ClientCheckSchema.extend({
  permissions: z.string().nullish(),
  expirationDate: z.union([z.string(), z.number()]).nullish(),
});
const ShareSchema = ClientCheckSchema.extend({
  tokenIds: z.array(z.number().int()),
  permissions: z.string().regex(/^[01]{1,8}$/).nullish(),
  expirationDate: z.union([z.string(), z.number()]).nullish(),
});

/** The app's expiration date: ISO text or a unix time (seconds or milliseconds). */
export function parseExpirationDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return FAR_FUTURE;
  const numeric = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
  const ms = Number.isNaN(numeric) ? Date.parse(String(value)) : numeric < 1e11 ? numeric * 1000 : numeric;
  if (Number.isNaN(ms)) throw new Error(`Invalid expirationDate ${value}`);
  return new Date(ms).toISOString();
}

function findRegisteredClient(ctx: SimContext, clientId: string, redirectUri: string): SimClient | string {
  const client = ctx.store.state.clients[clientId];
  if (!client) return `Unknown client id ${clientId}.`;
  if (!client.redirectUris.includes(redirectUri)) return `The redirect URI ${redirectUri} is not registered for this client.`;
  return client;
}

/** The login site: the HTML page and the small JSON API its script calls. */
export function registerLoginRoutes(app: FastifyInstance, ctx: SimContext): void {
  const readSignedCookie = (request: FastifyRequest, name: string): string | null => {
    const raw = request.cookies[name];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid ? unsigned.value : null;
  };
  const getSessionUser = (request: FastifyRequest): SimUser | null => {
    const email = readSignedCookie(request, SESSION_COOKIE);
    return email ? (findUser(ctx.store, email) ?? null) : null;
  };
  const requireSession = (request: FastifyRequest, reply: FastifyReply): SimUser | null => {
    const user = getSessionUser(request);
    if (!user) sendError(reply, 401, 'You are signed out. Sign in again.');
    return user;
  };
  const requireClient = (input: { clientId: string; redirectUri: string }, reply: FastifyReply): SimClient | null => {
    const client = findRegisteredClient(ctx, input.clientId, input.redirectUri);
    if (typeof client === 'string') {
      sendError(reply, 400, client);
      return null;
    }
    return client;
  };

  app.get('/login', async (request, reply) => {
    const user = getSessionUser(request);
    const html = renderLoginPage({
      otp: ctx.otp,
      session: user ? { email: user.email, walletAddress: user.walletAddress } : null,
      // The consent screen names privileges the way the provider's does: in words, not ids.
      privilegeNames: PRIVILEGE_WORDS,
    });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; form-action 'self'")
      .send(html);
  });

  /** Checks the app's whole request (client, redirect URI, and any sharing terms) before the person does anything. */
  app.post('/login/api/client', async (request, reply) => {
    const input = parseInput(ClientRequestSchema, request.body, reply);
    if (!input) return reply;
    const client = requireClient(input, reply);
    if (!client) return reply;
    try {
      if (input.permissions) parsePermissionBits(input.permissions);
      parseExpirationDate(input.expirationDate);
    } catch (error) {
      return reply.code(400).send({ message: (error as Error).message, requestError: true });
    }
    return { clientName: client.name ?? client.clientId };
  });

  app.post('/login/api/email', async (request, reply) => {
    const input = parseInput(EmailSchema, request.body, reply);
    if (!input) return reply;
    reply.setCookie(PENDING_COOKIE, input.email.trim().toLowerCase(), { ...COOKIE_OPTIONS, maxAge: 900 });
    return { ok: true, email: input.email.trim().toLowerCase() };
  });

  app.post('/login/api/verify', async (request, reply) => {
    const input = parseInput(CodeSchema, request.body, reply);
    if (!input) return reply;
    const email = readSignedCookie(request, PENDING_COOKIE);
    if (!email) return sendError(reply, 400, 'Your sign-in expired. Enter your email again.');
    if (input.code !== ctx.otp) return sendError(reply, 400, 'That code is not correct. Check it and try again.');
    const user = ensureOwner(ctx.store, email, ctx.now());
    reply.clearCookie(PENDING_COOKIE, { path: '/login' });
    reply.setCookie(SESSION_COOKIE, user.email, { ...COOKIE_OPTIONS, maxAge: 30 * 86_400 });
    return { email: user.email, walletAddress: user.walletAddress };
  });

  app.get<{ Querystring: { clientId?: string } }>('/login/api/vehicles', async (request, reply) => {
    const user = requireSession(request, reply);
    if (!user) return reply;
    const clientId = request.query.clientId ?? '';
    const now = ctx.now();
    const vehicles = listOwnerVehicles(ctx.store, user.walletAddress).sort((a, b) => a.tokenId - b.tokenId);
    return {
      vehicles: vehicles.map((v) => ({
        tokenId: v.tokenId,
        name: v.name,
        shared: Boolean(clientId && findActiveGrant(ctx.store, v.tokenId, clientId, now)),
      })),
    };
  });

  app.post('/login/api/complete', async (request, reply) => {
    const input = parseInput(ClientCheckSchema, request.body, reply);
    if (!input) return reply;
    const user = requireSession(request, reply);
    if (!user || !requireClient(input, reply)) return reply;
    const token = await issueUserToken(ctx, user, input.clientId);
    return { token, walletAddress: user.walletAddress, email: user.email };
  });

  app.post('/login/api/share', async (request, reply) => {
    const input = parseInput(ShareSchema, request.body, reply);
    if (!input) return reply;
    const user = requireSession(request, reply);
    if (!user || !requireClient(input, reply)) return reply;
    let privileges: number[];
    let expiresAt: string;
    try {
      privileges = parsePermissionBits(input.permissions || DEFAULT_PERMISSION_BITS);
      expiresAt = parseExpirationDate(input.expirationDate);
    } catch (error) {
      return sendError(reply, 400, (error as Error).message);
    }
    const owned = listOwnerVehicles(ctx.store, user.walletAddress).map((v) => v.tokenId);
    const selected = owned.filter((id) => input.tokenIds.includes(id));
    if (selected.length !== new Set(input.tokenIds).size) return sendError(reply, 400, 'You can only share your own vehicles.');
    const now = ctx.now();
    revokeGrants(ctx.store, owned.filter((id) => !selected.includes(id)), input.clientId);
    recordGrants(ctx.store, { tokenIds: selected, grantee: input.clientId, privileges, source: 'simulator:login', expiresAt, now });
    const token = await issueUserToken(ctx, user, input.clientId);
    return { token, walletAddress: user.walletAddress, email: user.email, sharedVehicles: selected.map(String) };
  });

  app.post('/login/api/logout', async (_request, reply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/login' });
    reply.clearCookie(PENDING_COOKIE, { path: '/login' });
    return { ok: true };
  });
}
