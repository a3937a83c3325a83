import type { ProviderHosts } from './config';

export const POLYGON_VEHICLE_CONTRACT = '0xbA5738a18d83D41847dfFbDC6101d37C69c9B0cF' as const;
export const AMOY_VEHICLE_CONTRACT = '0x45fbCD3ef7361d156e8b16F5538AE36DEdf61Da8' as const;

/** The real provider's hosts; development uses the `.dev.` twins on the Amoy testnet. */
export function providerHostsFor(env: 'production' | 'development'): ProviderHosts {
  const dev = env === 'development' ? '.dev' : '';
  const auth = `https://auth${dev}.dimo.zone`;
  return {
    web3ChallengeUrl: `${auth}/auth/web3/generate_challenge`,
    web3SubmitUrl: `${auth}/auth/web3/submit_challenge`,
    identityUrl: `https://identity-api${dev}.dimo.zone/query`,
    telemetryUrl: `https://telemetry-api${dev}.dimo.zone/query`,
    tokenExchangeUrl: `https://token-exchange-api${dev}.dimo.zone`,
    attestUrl: `https://attest${dev}.dimo.zone`,
    attestationApiUrl: `https://attestation-api${dev}.dimo.zone`,
    vehicleTriggersUrl: `https://vehicle-triggers-api${dev}.dimo.zone`,
    jwksUrl: `${auth}/keys`,
    issuer: auth,
    chainId: env === 'development' ? 80002 : 137,
    vehicleContract: env === 'development' ? AMOY_VEHICLE_CONTRACT : POLYGON_VEHICLE_CONTRACT,
  };
}

/** The local simulator, which serves every provider service under one origin. */
export function simulatorHostsFor(simUrl: string): ProviderHosts {
  const sim = simUrl.replace(/\/+$/, '');
  return {
    web3ChallengeUrl: `${sim}/auth/web3/generate_challenge`,
    web3SubmitUrl: `${sim}/auth/web3/submit_challenge`,
    identityUrl: `${sim}/identity/query`,
    telemetryUrl: `${sim}/telemetry/query`,
    tokenExchangeUrl: `${sim}/token-exchange`,
    attestUrl: `${sim}/attest`,
    attestationApiUrl: `${sim}/attestation-api`,
    vehicleTriggersUrl: `${sim}/vehicle-triggers`,
    jwksUrl: `${sim}/auth/keys`,
    issuer: `${sim}/auth`,
    chainId: 80002,
    vehicleContract: AMOY_VEHICLE_CONTRACT,
  };
}

/** Joins a base URL and a path without doubling or dropping the slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
