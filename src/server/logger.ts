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

export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino({ level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, destination);
}
export type Logger = pino.Logger;
