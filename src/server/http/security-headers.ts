import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** The provider's login site (DIMO's, or the simulator's in embedded mode); known once the provider is connected. */
  loginUrl: () => string | null;
  /** The app is served over https (its PUBLIC_URL): turns on HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** The trip map's tile URL template: its origin may serve images. */
  tileUrl?: string;
}

/** The origin a tile URL template serves from; a `{s}` subdomain becomes a wildcard ("https://*.tile.example.org"). */
export function tileOrigin(template: string): string | null {
  const match = /^(https?):\/\/([^/]+)/.exec(template);
  if (!match) return null;
  const host = match[2].replace(/\{s\}/g, '*');
  return /^[\w.*:-]+$/.test(host) ? `${match[1]}://${host}` : null;
}

/** The login site's origin, for the policy; nothing while it is not yet known. */
function loginOrigin(url: string | null): string {
  return url && URL.canParse(url) ? new URL(url).origin : "'self'";
}

/**
 * Security headers on every response (helmet):
 * - a Content-Security-Policy allowing the app's own origin and the provider's login site only, no inline script,
 *   and no framing (`frame-ancestors 'none'`);
 * - `Referrer-Policy: no-referrer` everywhere. The sign-in callback carries the provider's token in its query string,
 *   and the app is one page whose client-side routes all keep the policy of the document first loaded, so the policy is
 *   the same for every page rather than only /auth/callback and /auth/login;
 * - `Cross-Origin-Opener-Policy: same-origin-allow-popups`: the sign-in popup on the provider's origin must keep its
 *   `window.opener` to post its answer back.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions): Promise<void> {
  // Built once per login URL (it is known once the provider is connected), not once per request.
  let built: { url: string | null; apply: ReturnType<typeof helmet> } | null = null;
  const headersFor = (url: string | null) => {
    if (!built || built.url !== url) built = { url, apply: helmet(helmetOptions(opts, loginOrigin(url))) };
    return built.apply;
  };
  app.addHook('onRequest', (request, reply, done) => headersFor(opts.loginUrl())(request.raw, reply.raw, (err) => done(err as Error | undefined)));
}

function helmetOptions(opts: SecurityHeaderOptions, login: string): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // React, Radix and the toaster set style attributes and inject small <style> blocks; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(opts.tileUrl && tileOrigin(opts.tileUrl) ? [tileOrigin(opts.tileUrl)!] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", login],
        formAction: ["'self'", login],
        frameSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}
