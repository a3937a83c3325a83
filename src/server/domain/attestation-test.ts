import { randomUUID } from 'node:crypto';
import type { User } from '../db/schema';
import type { ProviderClients } from '../provider';
import type { PublicSettings } from '../services';
import type { VehicleAccess } from './vehicles/vehicle-access';

export interface AttestationEnvironment {
  providerMode: 'simulator' | 'dimo';
  clientIdSet: boolean;
  domainSet: boolean;
  apiKeySet: boolean;
}

export function describeAttestationEnvironment(settings: PublicSettings): AttestationEnvironment {
  return {
    providerMode: settings.providerMode,
    clientIdSet: Boolean(settings.clientId),
    domainSet: Boolean(settings.redirectUri),
    // The key itself never leaves the server; a connected provider means it is configured.
    apiKeySet: Boolean(settings.clientId),
  };
}

const describe = (err: unknown) => (err instanceof Error ? err.message : 'Unknown error');

/** Obtains a developer JWT through the web3 challenge: proves the client id, domain and API key work together. */
export async function testProviderConnection(provider: ProviderClients): Promise<{ ok: boolean; error: string | null }> {
  try {
    await provider.getDeveloperJwt();
    return { ok: true, error: null };
  } catch (err) {
    return { ok: false, error: describe(err) };
  }
}

/** Sends a clearly marked test attestation for the owner's first shared vehicle, and returns what was sent. */
export async function sendTestAttestation(deps: { vehicles: VehicleAccess; provider: ProviderClients }, user: User) {
  const [vehicle] = (await deps.vehicles.list(user)).filter((v) => v.source === 'provider');
  if (!vehicle) return { ok: false, error: 'Share a vehicle first: attestations are made about a vehicle.', attestation: null };
  const data = {
    attestorAddress: deps.provider.signerAddress,
    documentType: 'test_attestation',
    test: true,
    vin: vehicle.vin,
    metadata: { processedAt: new Date().toISOString(), source: 'attestation-test', confidence: 0.95, nonce: randomUUID() },
  };
  const subject = deps.provider.vehicleDid(vehicle.tokenId);
  try {
    const { id } = await deps.provider.submitAttestation({ subject, data });
    return { ok: true, error: null, attestation: { id, subject, type: 'dimo.attestation', source: deps.provider.signerAddress, data } };
  } catch (err) {
    return { ok: false, error: describe(err), attestation: { subject, type: 'dimo.attestation', source: deps.provider.signerAddress, data } };
  }
}
