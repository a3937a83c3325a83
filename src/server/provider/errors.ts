export type ProviderErrorCode =
  | 'network'
  | 'timeout'
  | 'http'
  | 'graphql'
  | 'unauthorized'
  | 'forbidden'
  | 'invalid_response'
  | 'invalid_token';

export interface ProviderErrorInit {
  call: string;
  code: ProviderErrorCode;
  message: string;
  status?: number;
  retryable?: boolean;
  cause?: unknown;
}

/** Every failure of a provider call: which call failed, why, and whether trying again can help. */
export class ProviderError extends Error {
  readonly call: string;
  readonly status?: number;
  readonly code: ProviderErrorCode;
  readonly retryable: boolean;

  constructor(init: ProviderErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ProviderError';
    this.call = init.call;
    this.code = init.code;
    this.status = init.status;
    this.retryable = init.retryable ?? false;
  }
}

export function isProviderError(error: unknown, code?: ProviderErrorCode): error is ProviderError {
  return error instanceof ProviderError && (code === undefined || error.code === code);
}

/** Maps a non-2xx HTTP status to the error the caller sees; only 5xx is worth retrying. */
export function createHttpStatusError(call: string, status: number, detail: string): ProviderError {
  const suffix = detail ? `: ${detail}` : '';
  if (status === 401) {
    return new ProviderError({ call, status, code: 'unauthorized', message: `${call} unauthorized (HTTP 401)${suffix}` });
  }
  if (status === 403) {
    return new ProviderError({ call, status, code: 'forbidden', message: `${call} forbidden (HTTP 403)${suffix}` });
  }
  return new ProviderError({
    call,
    status,
    code: 'http',
    message: `${call} failed with HTTP ${status}${suffix}`,
    retryable: status >= 500,
  });
}
