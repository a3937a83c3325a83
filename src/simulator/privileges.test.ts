import { describe, expect, it } from 'vitest';
import { formatSacdPermissions, parsePermissionBits, parsePrivilegeName } from './privileges';

describe('parsePermissionBits', () => {
  it.each<[string, number[]]>([
    ['11111100', [1, 2, 3, 4, 5, 6]],
    ['10001000', [1, 5]],
    ['1', [1]],
    ['00000000', []],
    ['11111111', [1, 2, 3, 4, 5, 6, 7, 8]],
  ])('%s -> %o', (bits, ids) => {
    expect(parsePermissionBits(bits)).toEqual(ids);
  });

  it.each(['', '111111111', '12', 'abc'])('refuses %j', (bits) => {
    expect(() => parsePermissionBits(bits)).toThrow(/Invalid permissions/);
  });
});

describe('formatSacdPermissions', () => {
  it.each<[number[], string]>([
    [[1, 2, 3, 4, 5, 6], '0x3ffc'],
    [[1], '0xc'],
    [[4], '0x300'],
    [[], '0x0'],
  ])('%o -> %s', (ids, hex) => {
    expect(formatSacdPermissions(ids)).toBe(hex);
  });
});

describe('parsePrivilegeName', () => {
  it.each<[string, number | null]>([
    ['privilege:GetNonLocationHistory', 1],
    ['privilege:GetVINCredential', 5],
    ['GetApproximateLocation', 8],
    ['privilege:Nope', null],
  ])('%s -> %s', (name, id) => {
    expect(parsePrivilegeName(name)).toBe(id);
  });
});
