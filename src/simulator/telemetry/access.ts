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

const DAY = 86_400_000;
/** The last day formatted, as "YYYY-MM-DDT": answers list many times of the same days. */
let lastDay = NaN;
let lastDayText = '';
const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** RFC 3339 in UTC as the provider writes it: milliseconds only when there are any. */
export function formatTime(ms: number): string {
  const day = Math.floor(ms / DAY);
  if (day !== lastDay) {
    lastDay = day;
    lastDayText = new Date(day * DAY).toISOString().slice(0, 11);
  }
  // Outside years 0-9999 the ISO text is not "YYYY-MM-DDT…": left to Date.
  if (lastDayText[10] !== 'T') {
    const iso = new Date(ms).toISOString();
    return iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso;
  }
  const inDay = ms - day * DAY;
  const milli = inDay % 1000;
  const seconds = Math.floor(inDay / 1000);
  const clock = `${lastDayText}${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;
  return milli === 0 ? `${clock}Z` : `${clock}.${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`;
}
