import type { ProviderConfig } from './config';
import type { Signer } from './ethereum';
import type { HttpClient } from './http';

/** What every client module needs: configuration, the HTTP client, the API key's account, and a clock. */
export interface ProviderContext {
  cfg: ProviderConfig;
  http: HttpClient;
  account: Signer;
  /** Milliseconds since the epoch; injectable so expiry can be tested without waiting. */
  now: () => number;
}
