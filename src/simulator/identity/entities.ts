import { getAddress } from 'viem';
import { COMBUSTION_MODELS, ELECTRIC_MODELS, HYBRID_MODELS, type CarModel } from '../fleet/catalog';
import { CONNECTION_ADDRESSES, getConnection, type CloudConnectionName, type DeviceMaker } from '../fleet/connection';
import { hashParts } from '../fleet/hash';
import type { SimVehicle } from '../fleet/vehicle';

/**
 * What identity knows besides vehicles, derived from the fleet's catalog and each vehicle's connection: the makers
 * (car makers and device makers are both manufacturer NFTs), device definitions, and the devices paired with cars.
 */

const MINTED_LONG_AGO = '2022-04-21T17:03:44Z';

/** A deterministic checksummed address for a named thing. */
export function deriveAddress(...parts: (string | number)[]): `0x${string}` {
  const hex = [0, 1, 2, 3, 4].map((i) => hashParts(...parts, i).toString(16).padStart(8, '0')).join('');
  return getAddress(`0x${hex}`);
}

export interface ManufacturerRecord {
  tokenId: number;
  name: string;
  slug: string;
  owner: `0x${string}`;
  tableId: number | null;
  mintedAt: string;
}

const ALL_MODELS: CarModel[] = [...COMBUSTION_MODELS, ...ELECTRIC_MODELS, ...HYBRID_MODELS];
const DEVICE_MAKERS: DeviceMaker[] = ['AutoPi', 'Macaron', 'Ruptela'];

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Car makers get ids from 1 in name order; device makers from 130 (as on the network, both are manufacturers). */
export const MANUFACTURERS: ManufacturerRecord[] = [
  ...[...new Set(ALL_MODELS.map((m) => m.make))].sort().map((name, i) => ({ name, tokenId: i + 1, tableId: i + 1 })),
  ...DEVICE_MAKERS.map((name, i) => ({ name, tokenId: 130 + i, tableId: null })),
].map((m) => ({ ...m, slug: slugify(m.name), owner: deriveAddress('manufacturer', m.name), mintedAt: MINTED_LONG_AGO }));

export function findManufacturer(by: { name?: string | null; tokenId?: number | null; slug?: string | null }): ManufacturerRecord | null {
  return (
    MANUFACTURERS.find(
      (m) =>
        (by.tokenId != null && m.tokenId === by.tokenId) ||
        (by.name != null && m.name.toLowerCase() === by.name.toLowerCase()) ||
        (by.slug != null && m.slug === by.slug.toLowerCase()),
    ) ?? null
  );
}

export interface DefinitionRecord {
  id: string;
  make: string;
  model: string;
  year: number;
  attributes: { name: string; value: string }[];
}

/** The definition id the simulator has always used: make_model_year, lower-case, non-alphanumerics as underscores. */
export function formatDefinitionId(make: string, model: string, year: number): string {
  return `${make}_${model}_${year}`.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

const POWERTRAIN_ATTRIBUTE = { COMBUSTION: 'ICE', ELECTRIC: 'BEV', HYBRID: 'PHEV' } as const;

export const DEFINITIONS: DefinitionRecord[] = ALL_MODELS.map((m) => ({
  id: formatDefinitionId(m.make, m.model, m.year),
  make: m.make,
  model: m.model,
  year: m.year,
  attributes: [
    { name: 'powertrain_type', value: POWERTRAIN_ATTRIBUTE[m.powertrain] },
    ...(m.tankLiters ? [{ name: 'fuel_tank_capacity_l', value: String(m.tankLiters) }] : []),
    ...(m.batteryKwh ?? m.plugInKwh ? [{ name: 'battery_capacity_kwh', value: String(m.batteryKwh ?? m.plugInKwh) }] : []),
  ],
}));

export interface AftermarketRecord {
  tokenId: number;
  maker: DeviceMaker;
  address: `0x${string}`;
  serial: string;
  imei: string | null;
  devEUI: string | null;
  hardwareRevision: string;
  name: string;
  vehicle: SimVehicle;
}

export interface SyntheticRecord {
  tokenId: number;
  address: `0x${string}`;
  name: string;
  connection: CloudConnectionName;
  vehicle: SimVehicle;
}

export interface ConnectionRecord {
  name: CloudConnectionName;
  address: `0x${string}`;
  owner: `0x${string}`;
  tokenId: string;
  mintedAt: string;
}

export const CONNECTIONS: ConnectionRecord[] = (['Tesla', 'Smartcar'] as const).map((name) => ({
  name,
  address: CONNECTION_ADDRESSES[name],
  owner: deriveAddress('connection-owner', name),
  // Connection token ids are the name's bytes as a uint256, as DIMO mints them.
  tokenId: BigInt(`0x${Buffer.from(name.padEnd(32, '\0')).toString('hex')}`).toString(),
  mintedAt: MINTED_LONG_AGO,
}));

const WORDS = ['amber', 'brisk', 'cedar', 'dawn', 'ember', 'fable', 'grove', 'harbor', 'ivory', 'jade', 'kettle', 'lumen', 'maple', 'nectar', 'onyx', 'pepper', 'quill', 'river', 'sable', 'tundra', 'umber', 'velvet', 'willow', 'zephyr'];

function threeWords(...parts: (string | number)[]): string {
  return [0, 1, 2].map((i) => WORDS[hashParts(...parts, 'word', i) % WORDS.length]).join(' ');
}

/** Aftermarket device ids start at 50,000 + the vehicle's id; synthetic devices at 60,000 + it. */
export function describeAftermarket(vehicle: SimVehicle): AftermarketRecord | null {
  const maker = getConnection(vehicle).aftermarket;
  if (!maker) return null;
  const tokenId = 50_000 + vehicle.tokenId;
  const h = (label: string) => hashParts(vehicle.seed, 'device', label);
  const digits = (label: string, n: number) => String(h(label)).padStart(10, '0').repeat(2).slice(0, n);
  return {
    tokenId,
    maker,
    address: deriveAddress('aftermarket', vehicle.seed),
    serial: maker === 'AutoPi' ? `${h('a').toString(16).padStart(8, '0')}-${h('b').toString(16).padStart(8, '0').slice(0, 4)}-${h('c').toString(16).padStart(8, '0').slice(0, 4)}` : `${maker.slice(0, 2).toUpperCase()}${digits('serial', 10)}`,
    imei: maker === 'Macaron' ? null : `35${digits('imei', 13)}`,
    devEUI: maker === 'Macaron' ? h('eui').toString(16).padStart(8, '0').repeat(2) : null,
    hardwareRevision: maker === 'AutoPi' ? '7.2' : maker === 'Macaron' ? '1.1' : '4.0',
    name: threeWords(vehicle.seed, 'aftermarket'),
    vehicle,
  };
}

export function describeSynthetic(vehicle: SimVehicle): SyntheticRecord | null {
  const connection = getConnection(vehicle).cloud;
  if (!connection) return null;
  return {
    tokenId: 60_000 + vehicle.tokenId,
    address: deriveAddress('synthetic', vehicle.seed),
    name: threeWords(vehicle.seed, 'synthetic'),
    connection,
    vehicle,
  };
}
