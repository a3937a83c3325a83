import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SameOriginGuardOptions {
  /** The app's public origin (`PUBLIC_URL`), when configured; the origin the request was addressed to is always accepted. */
  publicOrigin?: string;
  /** Paths that authenticate by a token in the request, never by the cookie, and so may be called from anywhere. */
  tokenAuthenticated: (path: string) => boolean;
}

/**
 * Why a request may not change state on behalf of the browser that sent it, or null when it may. Browsers mark every
 * request with `Sec-Fetch-Site` (and every POST with `Origin`); a page of another origin, even a sibling subdomain or
 * another port of the same host (same-site, so `SameSite=Lax` cookies go along), is refused. A request with neither
 * header is not from a browser page (curl, an SDK), so it carries no ambient authority to forge.
 */
export function crossOriginReason(headers: FastifyRequest['headers'], accepted: ReadonlySet<string>, host: string | undefined): string | null {
  const site = headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return `a ${site} request`;
  const origin = headers.origin;
  if (origin === undefined) return null;
  if (origin === 'null') return 'an opaque origin';
  if (accepted.has(origin)) return null;
  try {
    if (host && new URL(origin).host === host.toLowerCase()) return null;
  } catch {
    return 'a malformed Origin';
  }
  return `origin ${origin.slice(0, 100)}`;
}

/** tRPC mutations come only as JSON: what a plain HTML form can send (multipart, urlencoded, text/plain) is refused. */
function isJson(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';', 1)[0].trim().toLowerCase() === 'application/json';
}

const refuse = (reply: FastifyReply, status: 403 | 415, message: string) =>
  reply.code(status).send({ error: status === 403 ? 'Forbidden' : 'Unsupported Media Type', message });

/**
 * Closes cross-site request forgery at the transport, before any body is read: every state-changing request (any
 * method but GET, HEAD, OPTIONS) must come from the app's own pages, and tRPC calls sent by POST must be JSON.
 */
export function registerSameOriginGuard(app: FastifyInstance, opts: SameOriginGuardOptions): void {
  const accepted = new Set(opts.publicOrigin ? [new URL(opts.publicOrigin).origin] : []);
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    const path = req.url.split('?', 1)[0];
    if (opts.tokenAuthenticated(path)) return;
    const reason = crossOriginReason(req.headers, accepted, req.headers.host);
    if (reason) {
      req.log.info({ path, reason }, 'cross-origin request refused');
      return refuse(reply, 403, 'This request did not come from the app\'s own pages.');
    }
    if (path.startsWith('/api/trpc/') && !isJson(req.headers['content-type'])) {
      return refuse(reply, 415, 'Send API calls as application/json.');
    }
  });
}
