import { describe, expect, it } from 'vitest';
import { AMOY_VEHICLE_CONTRACT, joinUrl, POLYGON_VEHICLE_CONTRACT, providerHostsFor, simulatorHostsFor } from './hosts';

describe('providerHostsFor', () => {
  it.each([
    {
      env: 'production' as const,
      expected: {
        web3ChallengeUrl: 'https://auth.dimo.zone/auth/web3/generate_challenge',
        web3SubmitUrl: 'https://auth.dimo.zone/auth/web3/submit_challenge',
        identityUrl: 'https://identity-api.dimo.zone/query',
        telemetryUrl: 'https://telemetry-api.dimo.zone/query',
        tokenExchangeUrl: 'https://token-exchange-api.dimo.zone',
        attestUrl: 'https://attest.dimo.zone',
        attestationApiUrl: 'https://attestation-api.dimo.zone',
        vehicleTriggersUrl: 'https://vehicle-triggers-api.dimo.zone',
        jwksUrl: 'https://auth.dimo.zone/keys',
        issuer: 'https://auth.dimo.zone',
        chainId: 137,
        vehicleContract: POLYGON_VEHICLE_CONTRACT,
      },
    },
    {
      env: 'development' as const,
      expected: {
        web3ChallengeUrl: 'https://auth.dev.dimo.zone/auth/web3/generate_challenge',
        web3SubmitUrl: 'https://auth.dev.dimo.zone/auth/web3/submit_challenge',
        identityUrl: 'https://identity-api.dev.dimo.zone/query',
        telemetryUrl: 'https://telemetry-api.dev.dimo.zone/query',
        tokenExchangeUrl: 'https://token-exchange-api.dev.dimo.zone',
        attestUrl: 'https://attest.dev.dimo.zone',
        attestationApiUrl: 'https://attestation-api.dev.dimo.zone',
        vehicleTriggersUrl: 'https://vehicle-triggers-api.dev.dimo.zone',
        jwksUrl: 'https://auth.dev.dimo.zone/keys',
        issuer: 'https://auth.dev.dimo.zone',
        chainId: 80002,
        vehicleContract: AMOY_VEHICLE_CONTRACT,
      },
    },
  ])('$env', ({ env, expected }) => {
    expect(providerHostsFor(env)).toEqual(expected);
  });
});

describe('simulatorHostsFor', () => {
  it.each(['http://127.0.0.1:4000', 'http://127.0.0.1:4000/'])('serves everything under %s', (url) => {
    expect(simulatorHostsFor(url)).toEqual({
      web3ChallengeUrl: 'http://127.0.0.1:4000/auth/web3/generate_challenge',
      web3SubmitUrl: 'http://127.0.0.1:4000/auth/web3/submit_challenge',
      identityUrl: 'http://127.0.0.1:4000/identity/query',
      telemetryUrl: 'http://127.0.0.1:4000/telemetry/query',
      tokenExchangeUrl: 'http://127.0.0.1:4000/token-exchange',
      attestUrl: 'http://127.0.0.1:4000/attest',
      attestationApiUrl: 'http://127.0.0.1:4000/attestation-api',
      vehicleTriggersUrl: 'http://127.0.0.1:4000/vehicle-triggers',
      jwksUrl: 'http://127.0.0.1:4000/auth/keys',
      issuer: 'http://127.0.0.1:4000/auth',
      chainId: 80002,
      vehicleContract: AMOY_VEHICLE_CONTRACT,
    });
  });
});

describe('joinUrl', () => {
  it.each([
    ['https://a.b', '/v1/x', 'https://a.b/v1/x'],
    ['https://a.b/', 'v1/x', 'https://a.b/v1/x'],
    ['https://a.b/base//', '//v1', 'https://a.b/base/v1'],
    ['https://a.b', '/', 'https://a.b/'],
  ])('%s + %s', (base, path, expected) => {
    expect(joinUrl(base, path)).toBe(expected);
  });
});
