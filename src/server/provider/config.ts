export interface ProviderLogger {
  warn(obj: object, msg: string): void;
  debug?(obj: object, msg: string): void;
}

/** Where and as whom the app reaches the provider; every URL comes from here. */
export interface ProviderConfig {
  /** Full URL of the web3 challenge step 1, e.g. https://auth.dimo.zone/auth/web3/generate_challenge */
  web3ChallengeUrl: string;
  /** Full URL of the web3 challenge step 2, e.g. https://auth.dimo.zone/auth/web3/submit_challenge */
  web3SubmitUrl: string;
  /** Identity GraphQL endpoint */
  identityUrl: string;
  /** Telemetry GraphQL endpoint */
  telemetryUrl: string;
  /** Base URL; the client posts to {base}/v1/tokens/exchange */
  tokenExchangeUrl: string;
  /** Attestation ingest URL; CloudEvents are posted to it as is */
  attestUrl: string;
  /** Attestation API base URL (VIN credentials) */
  attestationApiUrl: string;
  /** Vehicle Triggers API base URL; the client calls {base}/v1/webhooks... */
  vehicleTriggersUrl: string;
  jwksUrl: string;
  /** Expected `iss` of user JWTs */
  issuer: string;
  clientId: string;
  /** The app's API key: a secp256k1 private key */
  apiKey: `0x${string}`;
  /** Registered redirect URI; also the domain of the web3 challenge */
  redirectUri: string;
  chainId: number;
  vehicleContract: `0x${string}`;
  /** Per attempt; default 10000 */
  timeoutMs?: number;
  /** Extra attempts after a retryable failure; default 2 */
  retries?: number;
  /** First backoff delay; default 200 */
  retryBaseMs?: number;
  logger?: ProviderLogger;
  /** Aborting it ends every provider call in flight and refuses new ones (shutdown). */
  signal?: AbortSignal;
}

export type ProviderHosts = Omit<
  ProviderConfig,
  'clientId' | 'apiKey' | 'redirectUri' | 'logger' | 'timeoutMs' | 'retries' | 'retryBaseMs' | 'signal'
>;
