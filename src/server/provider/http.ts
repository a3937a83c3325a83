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

/** Turns what fetch threw into a ProviderError; network failures and timeouts may be retried. */
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

async function attemptRequest(req: HttpRequest, timeoutMs: number, stop: AbortSignal | undefined): Promise<HttpResponse> {
  if (stop?.aborted) throw abandoned(req.call);
  let response: Response;
  let text: string;
  try {
    const timeout = AbortSignal.timeout(timeoutMs);
    response = await fetch(req.url, {
      method: req.method ?? 'GET',
      headers: req.headers,
      body: req.body,
      signal: stop ? AbortSignal.any([timeout, stop]) : timeout,
    });
    text = await response.text();
  } catch (error) {
    throw stop?.aborted ? abandoned(req.call) : toFetchError(req.call, error, timeoutMs);
  }
  const ok = response.status >= 200 && response.status < 300;
  if (!ok && !req.acceptStatus?.(response.status)) {
    throw createHttpStatusError(req.call, response.status, summariseErrorBody(text));
  }
  return { status: response.status, text };
}

/**
 * fetch with a timeout on every attempt and retries with backoff on network errors, timeouts and 5xx only.
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
