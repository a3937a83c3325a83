import type { User } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { ProviderClients } from '../../provider';
import { ATTESTATION_CONFIDENCE } from '../documents/attest-document';
import type { TelemetryService } from '../telemetry/telemetry-service';
import type { VehicleAccess } from '../vehicles/vehicle-access';

export interface VehicleAttestationDeps {
  vehicles: VehicleAccess;
  telemetry: TelemetryService;
  provider: ProviderClients;
}

export interface VehicleAttestationResult {
  tokenId: number;
  type: 'vin' | 'pom';
  /** False when an existing VIN credential was returned instead of asking for a new one (force asks anyway). */
  created: boolean;
  /** The attestation's id on the network (proof of movement); null for a VIN credential, which has none. */
  attestationId: string | null;
  vin: string | null;
  recordedAt: string | null;
  odometerKm: number | null;
}

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * SPEC's attestation_create for a vehicle: `vin` asks the provider for the vehicle's VIN credential (privilege 5),
 * reusing the one on record unless `force`; `pom` (proof of movement) attests the car's latest odometer reading and
 * when it was seen, signed by the app (no location). Only for the owner's shared vehicles.
 */
export async function createVehicleAttestation(
  deps: VehicleAttestationDeps,
  user: User,
  input: { tokenId: number; type: 'vin' | 'pom'; force: boolean },
): Promise<VehicleAttestationResult> {
  const vehicle = await deps.vehicles.find(user, input.tokenId);
  if (!vehicle) throw notFound(`Vehicle ${input.tokenId}`);
  if (vehicle.source !== 'provider') throw new AppError('BAD_REQUEST', 'Only vehicles shared from DIMO can be attested.');
  const base = { tokenId: vehicle.tokenId, type: input.type, attestationId: null, vin: null, recordedAt: null, odometerKm: null };
  try {
    if (input.type === 'vin') {
      const existing = input.force ? null : await deps.provider.getVin(vehicle.tokenId);
      if (existing) return { ...base, created: false, vin: existing.vin, recordedAt: existing.recordedAt };
      await deps.provider.requestVinCredential(vehicle.tokenId);
      const issued = await deps.provider.getVin(vehicle.tokenId);
      return { ...base, created: true, vin: issued?.vin ?? null, recordedAt: issued?.recordedAt ?? null };
    }
    const latest = await deps.telemetry.latest(vehicle.tokenId, { refresh: true });
    if (!latest.ok) throw new AppError('UPSTREAM', latest.error);
    const odometer = latest.value.powertrainTransmissionTravelledDistance;
    if (!odometer) throw new AppError('BAD_REQUEST', `${vehicle.name} has reported no odometer reading to prove movement with.`);
    const data = {
      attestorAddress: deps.provider.signerAddress,
      documentType: 'proof_of_movement',
      vin: vehicle.vin,
      odometerKm: odometer.value,
      observedAt: odometer.timestamp,
      metadata: { processedAt: new Date().toISOString(), source: 'drivewise', confidence: ATTESTATION_CONFIDENCE },
    };
    const { id } = await deps.provider.submitAttestation({ subject: deps.provider.vehicleDid(vehicle.tokenId), data });
    return { ...base, created: true, attestationId: id, odometerKm: odometer.value, recordedAt: odometer.timestamp, vin: vehicle.vin };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('UPSTREAM', `Failed to create DIMO attestation: ${describe(err)}`, 'Attestation Error', { cause: err });
  }
}
