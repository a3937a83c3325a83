/** Vehicle privileges by id, as the provider names them in token-exchange permission strings. */
export const PRIVILEGE_NAMES: Record<number, string> = {
  1: 'GetNonLocationHistory',
  2: 'ExecuteCommands',
  3: 'GetCurrentLocation',
  4: 'GetLocationHistory',
  5: 'GetVINCredential',
  6: 'GetLiveData',
  7: 'GetRawData',
  8: 'GetApproximateLocation',
};

export const DEFAULT_PERMISSION_BITS = '11111100';

/** "11111100" -> [1, 2, 3, 4, 5, 6]: position i (from 1) set to '1' grants privilege i. */
export function parsePermissionBits(bits: string): number[] {
  if (!/^[01]{1,8}$/.test(bits)) throw new Error(`Invalid permissions "${bits}": expected up to 8 characters of 0 and 1`);
  return [...bits].flatMap((bit, i) => (bit === '1' ? [i + 1] : []));
}

/** SACD permissions as hex: two bits (0b11) per granted privilege, at bit 2 * id. */
export function formatSacdPermissions(privileges: number[]): string {
  const value = privileges.reduce((acc, id) => acc | (3n << BigInt(2 * id)), 0n);
  return `0x${value.toString(16)}`;
}

/** "privilege:GetVINCredential" (or the bare name) -> 5; null when unknown. */
export function parsePrivilegeName(name: string): number | null {
  const bare = name.startsWith('privilege:') ? name.slice('privilege:'.length) : name;
  const entry = Object.entries(PRIVILEGE_NAMES).find(([, n]) => n === bare);
  return entry ? Number(entry[0]) : null;
}
