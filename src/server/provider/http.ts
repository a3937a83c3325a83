import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import type { z } from 'zod';
import type { ProviderLogger } from './config';
import { createHttpStatusError, ProviderError } from './errors';

export interface HttpSettings {
  timeoutMs: number;
  retries: number;
  retryBaseMs: number;
  logger?: ProviderLogger;
  /** When it aborts (the app shuts down), every call in flight ends at once and none starts or retries. */
  signal?: AbortSignal;
}

export interface HttpRequest {
  /** Names the call in errors and logs, e.g. 'telemetry.signalsLatest' */
  call: string;
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /** Non-2xx statuses whose body the caller wants to read itself (e.g. GraphQL validation errors). */
  acceptStatus?: (status: number) => boolean;
}

export interface HttpResponse {
  status: number;
  text: string;
}

export interface HttpClient {
  request(req: HttpRequest): Promise<HttpResponse>;
  requestJson<S extends z.ZodType>(req: HttpRequest, schema: S): Promise<z.infer<S>>;
}

const MAX_BACKOFF_MS = 10_000;
const MAX_DETAIL_CHARS = 200;

/** Exponential backoff with "equal jitter": half the delay is fixed, half random. `attempt` starts at 1. */
export function computeBackoffMs(attempt: number, baseMs: number, random: number = Math.random()): number {
  const delay = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** (attempt - 1));
  return Math.round(delay / 2 + (delay / 2) * random);
}

/** Turns what a request threw into a ProviderError; network failures and timeouts may be retried. */
export function toFetchError(call: string, error: unknown, timeoutMs: number): ProviderError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new ProviderError({
      call,
      code: 'timeout',
      message: `${call} timed out after ${timeoutMs} ms`,
      retryable: true,
      cause: error,
    });
  }
  const reason = error instanceof Error ? describeCause(error) : String(error);
  return new ProviderError({
    call,
    code: 'network',
    message: `${call} could not reach the provider: ${reason}`,
    retryable: true,
    cause: error,
  });
}

function describeCause(error: Error): string {
  const cause = error.cause;
  if (cause instanceof Error && cause.message) return `${error.message} (${cause.message})`;
  return error.message;
}

/** A short, single-line excerpt of an error body for messages; the provider's `message` field when it has one. */
export function summariseErrorBody(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') {
      const message = (parsed as { message?: unknown; error?: unknown }).message ?? (parsed as { error?: unknown }).error;
      if (typeof message === 'string') return truncate(message);
    }
  } catch {
    // not JSON: fall through to the raw text
  }
  return truncate(text.replace(/\s+/g, ' ').trim());
}

function truncate(text: string): string {
  return text.length > MAX_DETAIL_CHARS ? `${text.slice(0, MAX_DETAIL_CHARS)}…` : text;
}

/** Parses a JSON body with a zod schema; anything unexpected is an 'invalid_response'. */
export function parseJsonResponse<S extends z.ZodType>(call: string, text: string, schema: S): z.infer<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ProviderError({
      call,
      code: 'invalid_response',
      message: `${call} returned a body that is not JSON: ${truncate(text)}`,
      cause: error,
    });
  }
  return validateResponse(call, json, schema);
}

export function validateResponse<S extends z.ZodType>(call: string, value: unknown, schema: S): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('; ');
    throw new ProviderError({
      call,
      code: 'invalid_response',
      message: `${call} returned an unexpected response: ${issues}`,
      cause: result.error,
    });
  }
  return result.data;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function abandoned(call: string): ProviderError {
  return new ProviderError({ call, code: 'network', message: `${call} was abandoned: the app is shutting down` });
}

// Provider calls go through node:http with kept-alive connections rather than fetch: for the many small JSON answers a
// fleet's first load asks for, fetch's web streams cost about three times the CPU of a plain request.
const agents = { 'http:': new http.Agent({ keepAlive: true, timeout: 30_000 }), 'https:': new https.Agent({ keepAlive: true, timeout: 30_000 }) };
const DECODERS: Record<string, (body: Buffer, done: (error: Error | null, result: Buffer) => void) => void> = {
  gzip: zlib.gunzip,
  'x-gzip': zlib.gunzip,
  deflate: zlib.inflate,
  br: zlib.brotliDecompress,
};

function send(req: HttpRequest, signal: AbortSignal): Promise<HttpResponse> {
  const url = new URL(req.url);
  const transport = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null;
  if (!transport) return Promise.reject(new Error(`unsupported protocol ${url.protocol}`));
  const headers: Record<string, string | number> = { 'accept-encoding': 'gzip, deflate, br', ...req.headers };
  if (req.body !== undefined) headers['content-length'] = Buffer.byteLength(req.body);
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(url, { method: req.method ?? 'GET', headers, agent: agents[url.protocol as 'http:'], signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const body = Buffer.concat(chunks);
        const decode = DECODERS[String(res.headers['content-encoding'] ?? '').trim().toLowerCase()];
        if (!decode) return resolve({ status, text: body.toString('utf8') });
        decode(body, (error, plain) => (error ? reject(error) : resolve({ status, text: plain.toString('utf8') })));
      });
    });
    outgoing.on('error', reject);
    outgoing.end(req.body);
  });
}

async function attemptRequest(req: HttpRequest, timeoutMs: number, stop: AbortSignal | undefined): Promise<HttpResponse> {
  if (stop?.aborted) throw abandoned(req.call);
  let response: HttpResponse;
  try {
    const timeout = AbortSignal.timeout(timeoutMs);
    response = await send(req, stop ? AbortSignal.any([timeout, stop]) : timeout);
  } catch (error) {
    throw stop?.aborted ? abandoned(req.call) : toFetchError(req.call, error, timeoutMs);
  }
  const ok = response.status >= 200 && response.status < 300;
  if (!ok && !req.acceptStatus?.(response.status)) {
    throw createHttpStatusError(req.call, response.status, summariseErrorBody(response.text));
  }
  return response;
}

/**
 * Requests with a timeout on every attempt and retries with backoff on network errors, timeouts and 5xx only.
 * Never logs headers or bodies: they carry tokens.
 */
export function createHttpClient(settings: HttpSettings): HttpClient {
  async function request(req: HttpRequest): Promise<HttpResponse> {
    const attempts = 1 + Math.max(0, settings.retries);
    for (let attempt = 1; ; attempt++) {
      try {
        return await attemptRequest(req, settings.timeoutMs, settings.signal);
      } catch (error) {
        const retry = error instanceof ProviderError && error.retryable && attempt < attempts;
        if (!retry) throw error;
        const delayMs = computeBackoffMs(attempt, settings.retryBaseMs);
        settings.logger?.warn(
          { call: req.call, attempt, of: attempts, code: error.code, status: error.status, delayMs },
          'provider call failed, retrying',
        );
        await sleep(delayMs);
      }
    }
  }

  async function requestJson<S extends z.ZodType>(req: HttpRequest, schema: S): Promise<z.infer<S>> {
    const response = await request(req);
    return parseJsonResponse(req.call, response.text, schema);
  }

  return { request, requestJson };
}
