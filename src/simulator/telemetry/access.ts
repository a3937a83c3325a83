import { GraphQLError } from 'graphql';

/** The verified claims of the vehicle JWT that came with the request. */
export interface VehicleGrant {
  tokenId: number;
  privileges: number[];
}

/** The telemetry schema's Privilege enum and the privilege ids of token exchange. */
export const PRIVILEGE_IDS = {
  VEHICLE_NON_LOCATION_DATA: 1,
  VEHICLE_COMMANDS: 2,
  VEHICLE_CURRENT_LOCATION: 3,
  VEHICLE_ALL_TIME_LOCATION: 4,
  VEHICLE_VIN_CREDENTIAL: 5,
  VEHICLE_RAW_DATA: 7,
  VEHICLE_APPROXIMATE_LOCATION: 8,
} as const;
export type PrivilegeName = keyof typeof PRIVILEGE_IDS;

function unauthorized(message: string): GraphQLError {
  return new GraphQLError(`unauthorized: ${message}`, { extensions: { code: 'UNAUTHORIZED' } });
}

/** @requiresVehicleToken: the JWT must be for this vehicle. */
export function requireVehicle(grant: VehicleGrant, tokenId: number): void {
  if (grant.tokenId !== tokenId) throw unauthorized('token id does not match');
}

export function hasPrivilege(grant: VehicleGrant, name: PrivilegeName): boolean {
  return grant.privileges.includes(PRIVILEGE_IDS[name]);
}

/** @requiresAllOfPrivileges: a field error naming the first missing privilege, as the provider answers. */
export function requireAll(grant: VehicleGrant, names: PrivilegeName[]): void {
  const missing = names.find((n) => !hasPrivilege(grant, n));
  if (missing) throw unauthorized(`missing required privilege(s) ${missing}`);
}

/** @requiresOneOfPrivilege */
export function requireOneOf(grant: VehicleGrant, names: PrivilegeName[]): void {
  if (!names.some((n) => hasPrivilege(grant, n))) throw unauthorized(`requires at least one of the following privileges [${names.join(' ')}]`);
}

export const APPROXIMATE_PRIVILEGES: PrivilegeName[] = ['VEHICLE_APPROXIMATE_LOCATION', 'VEHICLE_ALL_TIME_LOCATION'];

export function badRequest(message: string): GraphQLError {
  return new GraphQLError(`invalid argument: ${message}`, { extensions: { code: 'BAD_REQUEST' } });
}

export function parseTime(value: unknown, name: string): number {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  if (Number.isNaN(ms)) throw badRequest(`${name} must be an RFC 3339 time`);
  return ms;
}
