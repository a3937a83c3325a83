import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'vc_session';

export function readSessionToken(req: FastifyRequest): string | null {
  const token = req.cookies?.[SESSION_COOKIE];
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

export function setSessionCookie(res: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  res.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
}

export function clearSessionCookie(res: FastifyReply): void {
  res.clearCookie(SESSION_COOKIE, { path: '/' });
}
