import { hashParts } from './hash';
import type { SimVehicle } from './vehicle';

/**
 * How a vehicle reaches the network, as on DIMO:
 * - `dual`: an OBD dongle and the maker's cloud together (the default garage): every signal either sends;
 * - `obd`: an aftermarket OBD dongle (AutoPi/Macaron-like): trouble codes, engine data, GPS; no locks, doors or charging details;
 * - `cloud`: the manufacturer's cloud through a synthetic device (Tesla/Smartcar-like): charging, locks, doors, windows,
 *   tires; no trouble codes and no engine data; it reports less often than a dongle (see getCadence);
 * - `legacy`: an old dongle on an older car that sends almost nothing (ignition, speed, battery voltage, location);
 * - `noLocation`: an OBD dongle whose owner never shares location (location privileges are never granted);
 * - `stale`: an OBD dongle that stopped reporting two days before the car was shared (unplugged): nothing it would
 *   have sent since reaches the network, and its last data stays the latest (see reportsUntilMs);
 * - `late`: an OBD dongle on a poor mobile link whose readings reach the network LATE_BY_MS after they were taken: its
 *   newest readings are not visible yet, and a window asked for again later holds more of them (see reportsUntilMs).
 */
export const CONNECTION_KINDS = ['dual', 'obd', 'cloud', 'legacy', 'noLocation', 'stale', 'late'] as const;
export type ConnectionKind = (typeof CONNECTION_KINDS)[number];

export type DeviceMaker = 'AutoPi' | 'Macaron' | 'Ruptela';
export type CloudConnectionName = 'Tesla' | 'Smartcar';

export interface Connection {
  kind: ConnectionKind;
  /** The aftermarket device paired with the car, if any. */
  aftermarket: DeviceMaker | null;
  /** The cloud connection of the car's synthetic device, if any. */
  cloud: CloudConnectionName | null;
  /** The address that signs this car's data (the `source` of its signals and events). */
  source: `0x${string}`;
  /** Privileges the owner never grants for this car (e.g. location: 3, 4, 8). */
  withheldPrivileges: number[];
}

/** The simulator's stand-ins for the connections' addresses (stable, so sources and filters can be written down). */
export const CONNECTION_ADDRESSES: Record<DeviceMaker | CloudConnectionName, `0x${string}`> = {
  AutoPi: '0x5e31bBc786D7bEd95216383787deA1ab0f1c1897',
  Macaron: '0x4c674ddE8189aEF6e3b58F5a36d7438b2b1f6Bc2',
  Ruptela: '0xF26421509Efe92861a587482100c6d728aBf1CD0',
  Tesla: '0xc4035Fecb1cc906130423EF05f9C20977F643722',
  Smartcar: '0xcd445F4c6bDAD32b68a2939b912150Fe3C88803E',
};

const LOCATION_PRIVILEGES = [3, 4, 8];

function pickDongle(vehicle: SimVehicle): DeviceMaker {
  return hashParts(vehicle.seed, 'dongle') % 2 === 0 ? 'AutoPi' : 'Macaron';
}

function pickCloud(vehicle: SimVehicle): CloudConnectionName {
  return vehicle.make === 'Tesla' ? 'Tesla' : 'Smartcar';
}

export function getConnection(vehicle: SimVehicle): Connection {
  const kind = vehicle.connection ?? 'dual';
  const dongle = pickDongle(vehicle);
  const cloud = pickCloud(vehicle);
  switch (kind) {
    case 'dual':
      return { kind, aftermarket: dongle, cloud, source: CONNECTION_ADDRESSES[dongle], withheldPrivileges: [] };
    case 'obd':
    case 'stale':
    case 'late':
      return { kind, aftermarket: dongle, cloud: null, source: CONNECTION_ADDRESSES[dongle], withheldPrivileges: [] };
    case 'noLocation':
      return { kind, aftermarket: dongle, cloud: null, source: CONNECTION_ADDRESSES[dongle], withheldPrivileges: LOCATION_PRIVILEGES };
    case 'cloud':
      return { kind, aftermarket: null, cloud, source: CONNECTION_ADDRESSES[cloud], withheldPrivileges: [] };
    case 'legacy':
      return { kind, aftermarket: 'Ruptela', cloud: null, source: CONNECTION_ADDRESSES.Ruptela, withheldPrivileges: [] };
  }
}

/** The DID a SignalFilter's `source` names for this connection on this chain. */
export function formatSourceDid(chainId: number, connection: Connection): string {
  return `did:ethr:${chainId}:${connection.source}`;
}

/** True when a SignalFilter `source` (a did:ethr DID or a bare address) names this connection. */
export function matchesSource(filterSource: string | null | undefined, chainId: number, connection: Connection): boolean {
  if (!filterSource) return true;
  const wanted = filterSource.toLowerCase();
  return wanted === connection.source.toLowerCase() || wanted === formatSourceDid(chainId, connection).toLowerCase();
}

/** What only the maker's cloud sends: body state, charging details, battery health, oil level, service countdown. */
const CLOUD_ONLY = (name: string): boolean =>
  /^(body|cabin|chassisParkingBrake|chassisBrakeABSIsWarningOn|chassisTireSystemIsWarningOn|service)/.test(name) ||
  /^powertrainTractionBattery(Charging(ChargeLimit|IsChargingCableConnected|Power|AddedEnergy|ChargeCurrentAC|ChargeVoltageUnknownType)|StateOfHealth|Range|TemperatureAverage)$/.test(name) ||
  /^powertrainCombustionEngine(EngineOil|EOT)/.test(name);

/** What only a dongle on the OBD port reads: OBD PIDs (trouble codes among them) and live engine data. */
const OBD_ONLY = (name: string): boolean => name.startsWith('obd') || /^powertrainCombustionEngine(Speed|ECT|TPS|MAF|EOP)$/.test(name);

/** An old dongle's few signals. */
const LEGACY_SIGNALS = new Set(['isIgnitionOn', 'speed', 'lowVoltageBatteryCurrentVoltage', 'currentLocationCoordinates', 'currentLocationHeading', 'currentLocationAltitude']);

/** True when a car with this connection sends the signal at all (its powertrain may still leave it null). */
export function sendsSignal(kind: ConnectionKind, name: string): boolean {
  switch (kind) {
    case 'dual':
      return true;
    case 'obd':
    case 'noLocation':
    case 'stale':
    case 'late':
      return !CLOUD_ONLY(name);
    case 'cloud':
      return !OBD_ONLY(name);
    case 'legacy':
      return LEGACY_SIGNALS.has(name);
  }
}

/** How often a connection reports, in minutes: every `awakeMinutes` while the car is awake, every `parkedMinutes` (a multiple of it) otherwise. */
export interface Cadence {
  awakeMinutes: number;
  parkedMinutes: number;
}

/** A dongle on the OBD port reports each minute while the car is awake and every 10 minutes parked; the maker's cloud is polled every 5 and 30. */
export function getCadence(kind: ConnectionKind): Cadence {
  return kind === 'cloud' ? { awakeMinutes: 5, parkedMinutes: 30 } : { awakeMinutes: 1, parkedMinutes: 10 };
}

/** How long before it was shared a stale connection last reported. */
export const STALE_FOR_MS = 2 * 24 * 3600_000;
/** How long a late connection's readings take to reach the network. */
export const LATE_BY_MS = 20 * 60_000;

/** The last moment of the car's data that has reached the network by `nowMs`: every telemetry answer ends there. */
export function reportsUntilMs(vehicle: SimVehicle, nowMs: number): number {
  switch (vehicle.connection) {
    case 'stale':
      return Math.min(nowMs, Date.parse(vehicle.mintedAt) - STALE_FOR_MS);
    case 'late':
      return nowMs - LATE_BY_MS;
    default:
      return nowMs;
  }
}
