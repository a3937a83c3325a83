import type { JWK } from 'jose';
import type { SimEvent } from '../fleet/events';
import type { SimVehicle } from '../fleet/vehicle';
import type { SimSignalOverride, SimWebhook, SimWebhookSubscription } from '../triggers/types';

export interface SimClient {
  clientId: string;
  name?: string;
  redirectUris: string[];
  /** Addresses allowed to sign web3 challenges for this client. */
  signers: string[];
  /** When the license was registered (absent in older state). */
  registeredAt?: string;
  /** The license's owner (absent: a stand-in address derived from the client id). */
  owner?: string;
}

export interface SimUser {
  /** The `sub` of the user's JWTs. */
  id: string;
  email: string;
  walletAddress: `0x${string}`;
  createdAt: string;
}

/** A vehicle permission grant (SACD) from the owner to a grantee (a client id). */
export interface SimGrant {
  tokenId: number;
  grantee: string;
  privileges: number[];
  source: string;
  createdAt: string;
  expiresAt: string;
}

export interface SimAttestation {
  id: string;
  vehicleTokenId: number | null;
  subject: string;
  time: string;
  type: string;
  source: string;
  producer: string;
  dataVersion: string;
  signature: string;
  /** The `data` member exactly as it appeared in the request body. */
  attestation: string;
  clientId: string;
  receivedAt: string;
  voidedBy?: string;
  /** The CloudEvent's tags, when it had any. */
  tags?: string[];
}

export interface SimVinCredential {
  tokenId: number;
  vin: string;
  recordedAt: string;
  recordedBy: string;
  validFrom: string;
  validTo: string;
  countryCode: string;
}

export interface SimSigningKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

export interface SimState {
  version: 1;
  signingKey: SimSigningKey | null;
  /** The attestation service's key (0x + 64 hex): it signs the credentials the simulator issues. */
  attestorKey?: string;
  cookieSecret: string;
  nextTokenId: number;
  clients: Record<string, SimClient>;
  /** Keyed by normalised email. */
  users: Record<string, SimUser>;
  vehicles: SimVehicle[];
  grants: SimGrant[];
  attestations: SimAttestation[];
  /** Keyed by token id. */
  vinCredentials: Record<string, SimVinCredential>;
  /** Vehicle Triggers: every license's webhooks and their vehicle subscriptions. */
  webhooks: SimWebhook[];
  webhookSubscriptions: SimWebhookSubscription[];
  /** Keyed by token id. */
  signalOverrides: Record<string, SimSignalOverride>;
  /** Keyed by token id: driving events a test made happen ("a harsh braking now"), oldest first. */
  injectedEvents: Record<string, SimEvent[]>;
}
