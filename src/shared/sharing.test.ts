import { describe, expect, it } from 'vitest';
import { describeShareExpiry, permissionBits, PRIVILEGE_WORDS, privilegesToAsk } from './sharing';

describe('what the app asks owners to share', () => {
  it('asks for vehicle data and the VIN, never commands; location only when the owner wants it', () => {
    expect(privilegesToAsk({ location: false })).toEqual([1, 5]);
    expect(privilegesToAsk({ location: true })).toEqual([1, 4, 5]);
    expect(permissionBits(privilegesToAsk({ location: false }))).toBe('10001000');
    expect(permissionBits(privilegesToAsk({ location: true }))).toBe('10011000');
  });

  it('names every privilege in plain words', () => {
    for (let id = 1; id <= 8; id++) expect(PRIVILEGE_WORDS[id]).toMatch(/^[A-Z][a-z ]/);
    expect(Object.values(PRIVILEGE_WORDS).join(' ')).not.toMatch(/Get|Execute/);
  });

  it.each([
    ['2062-12-31T00:00:00.000Z', '31 December 2062'],
    [1924905600, '31 December 2030'],
    [1924905600000, '31 December 2030'],
    [null, null],
    ['soon', null],
  ])('writes the expiry %s as %s', (value, expected) => {
    expect(describeShareExpiry(value)).toBe(expected);
  });
});
