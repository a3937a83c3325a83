import type { PrivateKeyAccount } from 'viem/accounts';
import type { ProviderConfig } from './config';
import type { HttpClient } from './http';

/** What every client module needs: configuration, the HTTP client, the API key's account, and a clock. */
export interface ProviderContext {
  cfg: ProviderConfig;
  http: HttpClient;
  account: PrivateKeyAccount;
  /** Milliseconds since the epoch; injectable so expiry can be tested without waiting. */
  now: () => number;
}
