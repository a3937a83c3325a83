import pino from 'pino';

/** Paths pino masks wherever they appear in a logged object. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.token',
  '*.jwt',
  '*.apiKey',
  '*.password',
  '*.access_token',
  '*.signature',
];

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Paths whose last segment is a secret (the Vehicle Triggers target token, a calendar feed token). */
const SECRET_PATH = /^(\/api\/(?:vehicle-triggers|calendar)\/)[^/]+$/;

/**
 * Fastify's request fields without the query string: it carries secrets (the login JWT on /auth/callback, the
 * signature of a signed file URL), so only the path is logged, and secret path segments are masked.
 */
function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: req.url?.split('?')[0].replace(SECRET_PATH, '$1[redacted]'),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino({ level, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, serializers: { req: serializeRequest } }, destination);
}
export type Logger = pino.Logger;
