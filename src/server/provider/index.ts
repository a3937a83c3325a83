import { createHmac } from 'node:crypto';
import type { SignalCoverage } from '../../shared/signal-coverage';
import type { DailySignals, LatestSignals, UsageSeries } from '../../shared/telemetry';
import { createAttestationClient, type AttestationEvent } from './attestation';
import type { ProviderConfig } from './config';
import type { ProviderContext } from './context';
import { createDeveloperAuth } from './developer-auth';
import { signerFromKey } from './ethereum';
import { createHttpClient } from './http';
import { findSharedVehicle, listSharedVehicles, type ProviderVehicle } from './identity';
import { postGraphql, type GraphqlResult } from './graphql';
import { createTelemetryClient, type DailyOdometer, type SignalHistory, type SignalHistoryOptions, type TelemetryClient, type UsageSeriesOptions, type DailySignalsOptions } from './telemetry';
import { createActivityClient, type ActivityClient } from './telemetry-segments';
import { createVehicleTokens } from './token-exchange';
import { createUserTokenVerifier, type UserTokenVerifierOptions, type VerifiedUser } from './user-token';
import { createVehicleTriggersClient, type VehicleTriggersClient } from './vehicle-triggers';

export type { ProviderConfig, ProviderHosts, ProviderLogger } from './config';
export { ProviderError, isProviderError, type ProviderErrorCode } from './errors';
export { providerHostsFor, simulatorHostsFor, POLYGON_VEHICLE_CONTRACT, AMOY_VEHICLE_CONTRACT } from './hosts';
export { grantedPrivileges, listSacdPrivileges, type ProviderVehicle } from './identity';
export type { VerifiedUser } from './user-token';
export type { AttestationEvent } from './attestation';
export type { NewTriggerWebhook, TriggerWebhook, TriggerWebhookPatch, VehicleSubscription, VehicleTriggersClient } from './vehicle-triggers';
export type { GraphqlResult, GraphqlError } from './graphql';
export type { DailyOdometer, DailySignalsOptions, UsageLevels, UsageSeriesOptions, SignalHistory, SignalHistoryOptions, HistoryField } from './telemetry';
export type { ActivityClient, DetectionMechanism, ProviderSegment, ProviderEvent, ProviderDailyActivity, SegmentSignalRequest } from './telemetry-segments';
export { DRIVING_EVENT_NAMES } from './telemetry-segments';

export interface ProviderClients {
  getDeveloperJwt(): Promise<string>;
  verifyUserJwt(token: string): Promise<VerifiedUser>;
  listSharedVehicles(owner: string): Promise<ProviderVehicle[]>;
  /** One vehicle and its current owner when it is shared with this app now, else null. */
  findSharedVehicle(tokenId: number): Promise<ProviderVehicle | null>;
  getVehicleJwt(tokenId: number, privileges?: number[]): Promise<string>;
  invalidateVehicleJwt(tokenId: number): void;
  getLatestSignals(tokenId: number): Promise<LatestSignals>;
  /** The latest signals and the VIN credential in one exchange and one query; `location` as granted in the listing. */
  getLatestSignalsWithVin(tokenId: number, opts: { location: boolean }): Promise<{ latest: LatestSignals; vin: { vin: string; recordedAt: string } | null }>;
  getDailySignals(tokenId: number, opts?: DailySignalsOptions): Promise<DailySignals[]>;
  /** Each of the owner's days' odometer alone, as getDailySignals reads it. */
  getDailyOdometer(tokenId: number, opts?: DailySignalsOptions): Promise<DailyOdometer[]>;
  /** What the car's connection reports (DIMO's `availableSignals`), and whether the owner shares its location. */
  getSignalCoverage(tokenId: number): Promise<SignalCoverage>;
  getVin(tokenId: number): Promise<{ vin: string; recordedAt: string } | null>;
  /** A fine series (minutes or hours) of odometer, speed and levels, for usage facts. */
  getUsageSeries(tokenId: number, opts: UsageSeriesOptions): Promise<UsageSeries>;
  /** Any signals aggregated per bucket (and the location when the owner shared it): trouble codes, ignition, charging places. */
  getSignalHistory(tokenId: number, opts: SignalHistoryOptions): Promise<SignalHistory>;
  /** Segments (trips, idling, refuels, recharges), driving events and daily activity: they need the location privilege. */
  activity: ActivityClient;
  /** A caller's query against the telemetry API for one vehicle (see TelemetryClient.queryTelemetry). */
  queryTelemetry: TelemetryClient['queryTelemetry'];
  /** A caller's query against the public identity API (no credentials); data and errors as answered. */
  queryIdentity(request: { query: string; variables: Record<string, unknown> }): Promise<GraphqlResult>;
  /** Asks the provider to issue a VIN credential (privilege 5); read it back with getVin. */
  requestVinCredential(tokenId: number): Promise<void>;
  submitAttestation(event: AttestationEvent): Promise<{ id: string }>;
  vehicleDid(tokenId: number): string;
  /** Webhooks the provider calls when a subscribed vehicle's signal meets a condition. */
  vehicleTriggers: VehicleTriggersClient;
  /**
   * A secret for `purpose` derived from the developer key: the same on every app instance of this license, never
   * stored, and useless for signing anything (e.g. the token in the Vehicle Triggers target URL).
   */
  deriveSecret(purpose: string): string;
  /** The address that signs attestations and the web3 challenge */
  signerAddress: `0x${string}`;
}

export interface ProviderClientOptions {
  /** Clock in ms since the epoch; tests move it to reach expiry. */
  now?: () => number;
  jwks?: UserTokenVerifierOptions;
}

export function createProviderClients(cfg: ProviderConfig, options: ProviderClientOptions = {}): ProviderClients {
  const ctx: ProviderContext = {
    cfg,
    http: createHttpClient({
      timeoutMs: cfg.timeoutMs ?? 10_000,
      retries: cfg.retries ?? 2,
      retryBaseMs: cfg.retryBaseMs ?? 200,
      logger: cfg.logger,
      signal: cfg.signal,
    }),
    account: signerFromKey(cfg.apiKey),
    now: options.now ?? Date.now,
  };
  const developer = createDeveloperAuth(ctx);
  const tokens = createVehicleTokens(ctx, developer);
  const users = createUserTokenVerifier(ctx, options.jwks);
  const telemetry = createTelemetryClient(ctx, tokens);
  const attestation = createAttestationClient(ctx, developer, tokens);

  return {
    getDeveloperJwt: developer.getDeveloperJwt,
    verifyUserJwt: users.verifyUserJwt,
    listSharedVehicles: (owner) => listSharedVehicles(ctx, owner),
    findSharedVehicle: (tokenId) => findSharedVehicle(ctx, tokenId),
    getVehicleJwt: tokens.getVehicleJwt,
    invalidateVehicleJwt: tokens.invalidateVehicleJwt,
    getLatestSignals: telemetry.getLatestSignals,
    getLatestSignalsWithVin: telemetry.getLatestSignalsWithVin,
    getDailySignals: telemetry.getDailySignals,
    getDailyOdometer: telemetry.getDailyOdometer,
    getSignalCoverage: telemetry.getSignalCoverage,
    getVin: telemetry.getVin,
    getUsageSeries: telemetry.getUsageSeries,
    getSignalHistory: telemetry.getSignalHistory,
    queryTelemetry: telemetry.queryTelemetry,
    activity: createActivityClient(ctx, tokens),
    queryIdentity: (request) => postGraphql(ctx.http, { call: 'identity.query', url: cfg.identityUrl, ...request }),
    requestVinCredential: attestation.requestVinCredential,
    submitAttestation: attestation.submitAttestation,
    vehicleDid: (tokenId) => `did:erc721:${cfg.chainId}:${cfg.vehicleContract}:${tokenId}`,
    signerAddress: ctx.account.address,
    deriveSecret: (purpose) => createHmac('sha256', cfg.apiKey).update(`drivewise:${purpose}`).digest('base64url'),
    vehicleTriggers: createVehicleTriggersClient(ctx, developer),
  };
}
