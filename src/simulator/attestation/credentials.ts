import { randomUUID } from 'node:crypto';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseDtcList } from '../../shared/telemetry';
import { formatVehicleDid } from '../chain';
import type { SimContext } from '../context';
import { getConnection, formatSourceDid, reportsUntilMs } from '../fleet/connection';
import { getVehicleModel, type LocationValue } from '../fleet/model';
import type { SimVehicle } from '../fleet/vehicle';
import { describeAftermarket, describeSynthetic } from '../identity/entities';
import { formatDid } from '../chain';
import type { SimAttestation } from '../state/types';
import { formatTime } from '../provider-time';
import { toH3Cell } from '../telemetry/approximate';

/** The attestation service's own signing key (persisted): it signs the credentials it issues, as DIMO's does. */
function attestor(ctx: SimContext) {
  if (!ctx.store.state.attestorKey) {
    ctx.store.state.attestorKey = generatePrivateKey();
    ctx.store.save();
  }
  return privateKeyToAccount(ctx.store.state.attestorKey as `0x${string}`);
}

/** The paired device that produced the car's data: its aftermarket device, else its synthetic device. */
function producerOf(ctx: SimContext, vehicle: SimVehicle): string {
  const aftermarket = describeAftermarket(vehicle);
  if (aftermarket) return formatDid(ctx.chainId, 'aftermarketDevice', aftermarket.tokenId);
  const synthetic = describeSynthetic(vehicle);
  return synthetic ? formatDid(ctx.chainId, 'syntheticDevice', synthetic.tokenId) : '';
}

export class CredentialError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Signs the credential (ERC-191 over its JSON) and stores it as an attestation of the vehicle, readable in telemetry. */
async function issue(ctx: SimContext, vehicle: SimVehicle, input: { dataVersion: string; tags: string[]; validMs: number; subject: Record<string, unknown> }): Promise<SimAttestation> {
  const now = ctx.now();
  const data = JSON.stringify({
    validFrom: formatTime(now.getTime()),
    validTo: formatTime(now.getTime() + input.validMs),
    credentialSubject: input.subject,
  });
  const signer = attestor(ctx);
  const attestation: SimAttestation = {
    id: randomUUID(),
    vehicleTokenId: vehicle.tokenId,
    subject: formatVehicleDid(ctx.chainId, vehicle.tokenId),
    time: formatTime(now.getTime()),
    type: 'dimo.attestation',
    source: signer.address,
    producer: producerOf(ctx, vehicle),
    dataVersion: input.dataVersion,
    signature: await signer.signMessage({ message: data }),
    attestation: data,
    clientId: 'attestation-api',
    receivedAt: formatTime(now.getTime()),
    tags: input.tags,
  };
  ctx.store.state.attestations.push(attestation);
  ctx.store.saveSoon();
  return attestation;
}

/** The sample closest to `t` in [from, to] with a value of `name`, or null. */
function closestSample<T>(vehicle: SimVehicle, from: number, to: number, t: number, read: (values: ReturnType<ReturnType<typeof getVehicleModel>['getSignalsAt']>) => T | null): { at: number; value: T } | null {
  const model = getVehicleModel(vehicle);
  let best: { at: number; value: T } | null = null;
  for (const at of model.listSampleTimes(from, to + 1)) {
    const value = read(model.getSignalsAt(at));
    if (value !== null && (!best || Math.abs(at - t) < Math.abs(best.at - t))) best = { at, value };
  }
  return best;
}

/** An odometer statement: the reading closest to `timestamp` (within a day), or the latest. */
export async function issueOdometerStatement(ctx: SimContext, vehicle: SimVehicle, timestamp: number | null): Promise<SimAttestation> {
  const now = reportsUntilMs(vehicle, ctx.now().getTime());
  const t = Math.min(timestamp ?? now, now);
  const reading = closestSample(vehicle, t - 86_400_000, Math.min(t + 86_400_000, now), t, (s) => {
    const value = s.powertrainTransmissionTravelledDistance;
    return typeof value === 'number' && value > 0 ? value : null;
  });
  if (!reading) throw new CredentialError(404, 'No odometer data found');
  return issue(ctx, vehicle, {
    dataVersion: 'vehicleodometer/v1.0.0',
    tags: ['vehicle.odometer', 'vehicle'],
    validMs: 3_600_000,
    subject: {
      vehicleDID: formatVehicleDid(ctx.chainId, vehicle.tokenId),
      source: formatSourceDid(ctx.chainId, getConnection(vehicle)),
      odometerReading: { value: reading.value, unit: 'km', timestamp: formatTime(reading.at) },
      ...(timestamp !== null ? { requestedTimestamp: formatTime(timestamp) } : {}),
      producer: producerOf(ctx, vehicle),
    },
  });
}

/** Where the car was at `timestamp` (the closest location within an hour), as an H3 cell of resolution 8. */
export async function issueVehiclePosition(ctx: SimContext, vehicle: SimVehicle, timestamp: number): Promise<SimAttestation> {
  const now = reportsUntilMs(vehicle, ctx.now().getTime());
  const reading = closestSample<LocationValue>(vehicle, timestamp - 3_600_000, Math.min(timestamp + 3_600_000, now), timestamp, (s) => s.currentLocationCoordinates ?? null);
  if (!reading) throw new CredentialError(404, 'No location data found in telemetry');
  return issue(ctx, vehicle, {
    dataVersion: 'vehicleposition/v1.0.0',
    tags: ['vehicle.position', 'vehicle'],
    validMs: 5 * 60_000,
    subject: {
      vehicleDID: formatVehicleDid(ctx.chainId, vehicle.tokenId),
      location: { locationType: 'h3Cell', locationValue: { h3CellId: toH3Cell(reading.value, 8) }, timestamp: formatTime(reading.at) },
      requestedTimestamp: formatTime(timestamp),
      producer: producerOf(ctx, vehicle),
    },
  });
}

const TIRE_KPA = { min: 206.84, max: 275.79 };

/** Trouble codes seen in [start, end] with a severity, the last tire pressures, and a score from both. */
export async function issueVehicleHealth(ctx: SimContext, vehicle: SimVehicle, start: number, end: number): Promise<SimAttestation> {
  const model = getVehicleModel(vehicle);
  const until = Math.min(end, reportsUntilMs(vehicle, ctx.now().getTime()));
  const times = model.listSampleTimes(start, until + 1);
  if (times.length === 0) throw new CredentialError(404, 'No health data found in the specified time range');
  const dtcs = new Map<string, number>();
  let tires: { values: (number | null)[]; at: number } | null = null;
  for (const t of times) {
    const s = model.getSignalsAt(t);
    for (const code of parseDtcList(typeof s.obdDTCList === 'string' ? s.obdDTCList : null)) if (!dtcs.has(code)) dtcs.set(code, t);
    const values = [s.chassisAxleRow1WheelLeftTirePressure, s.chassisAxleRow1WheelRightTirePressure, s.chassisAxleRow2WheelLeftTirePressure, s.chassisAxleRow2WheelRightTirePressure];
    if (values.some((v) => v !== null)) tires = { values, at: t };
  }
  const severity = (code: string) => (code.startsWith('U') || code.startsWith('P03') ? 'critical' : code.startsWith('B') ? 'info' : 'warning');
  const codes = [...dtcs].map(([code, at]) => ({ code, severity: severity(code), timestamp: formatTime(at) }));
  const tireNormal = tires ? tires.values.every((v) => v === null || (v >= TIRE_KPA.min && v <= TIRE_KPA.max)) : true;
  const penalty = codes.reduce((sum, c) => sum + (c.severity === 'critical' ? 25 : c.severity === 'warning' ? 10 : 3), 0) + (tireNormal ? 0 : 15);
  const healthScore = Math.max(0, 100 - penalty);
  const [frontLeft, frontRight, rearLeft, rearRight] = tires?.values ?? [];
  return issue(ctx, vehicle, {
    dataVersion: 'vehiclehealth/v1.0.0',
    tags: ['vehicle.health', 'vehicle'],
    validMs: 3_600_000,
    subject: {
      vehicleDID: formatVehicleDid(ctx.chainId, vehicle.tokenId),
      healthStatus: {
        dtcs: codes,
        ...(tires ? { tirePressure: { frontLeft, frontRight, rearLeft, rearRight, unit: 'kPa', isNormal: tireNormal, timestamp: formatTime(tires.at) } } : {}),
        healthScore,
        isHealthy: healthScore >= 80 && !codes.some((c) => c.severity === 'critical'),
        lastUpdated: formatTime(times.at(-1)!),
      },
      searchedTimeRange: { start: formatTime(start), end: formatTime(end) },
      producer: producerOf(ctx, vehicle),
    },
  });
}
