import { describe, expect, it } from 'vitest';
import { parseTokenId, selectInitialTokenId } from './select-initial-token';

describe('parseTokenId', () => {
  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['0', 0],
    ['', null],
    [null, null],
    [undefined, null],
    ['abc', null],
    ['12abc', null],
    ['-5', null],
    ['1.5', null],
    ['1e3', null],
  ])('%j -> %j', (raw, expected) => {
    expect(parseTokenId(raw)).toBe(expected);
  });
});

describe('selectInitialTokenId', () => {
  const vehicles = [{ tokenId: 11 }, { tokenId: 12 }];
  it.each([
    { name: 'query wins', queryTokenId: '5', storedTokenId: '6', vehicles, expected: 5 },
    { name: 'query 0 selects the fleet', queryTokenId: '0', storedTokenId: '6', vehicles, expected: 0 },
    { name: 'non-numeric query falls to storage', queryTokenId: 'x', storedTokenId: '6', vehicles, expected: 6 },
    { name: 'non-numeric storage falls to first vehicle', queryTokenId: null, storedTokenId: 'null', vehicles, expected: 11 },
    { name: 'nothing stored and no vehicles', queryTokenId: null, storedTokenId: null, vehicles: [], expected: 999999 },
    { name: 'storage without vehicles', queryTokenId: null, storedTokenId: '77', vehicles: [], expected: 77 },
  ])('$name', ({ expected, ...sources }) => {
    expect(selectInitialTokenId(sources)).toBe(expected);
  });
});
