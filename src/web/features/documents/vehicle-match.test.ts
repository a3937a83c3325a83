import { describe, expect, it } from 'vitest';
import { describeVehicleMatch } from './vehicle-match';

describe('describeVehicleMatch', () => {
  it.each([
    [null, 'No matching vehicle found'],
    [{ vehicleId: 'v', tokenId: 7, name: 'Daily Driver', matchType: 'exact' as const }, 'Daily Driver (#7), exact VIN match'],
    [{ vehicleId: 'v', tokenId: 7, name: 'Daily Driver', matchType: 'partial' as const }, 'Daily Driver (#7), partial VIN match (last 8 characters)'],
    [{ vehicleId: 'v', tokenId: null, name: 'Vehicle 004352', matchType: 'created' as const }, 'Vehicle 004352, new vehicle created from this document'],
    [{ vehicleId: 'v', tokenId: 9, name: 'Van', matchType: 'selected' as const }, 'Van (#9), the vehicle it was uploaded for'],
    [{ vehicleId: 'v', tokenId: 9, name: 'Van', matchType: 'none' as const }, 'No matching vehicle found'],
  ])('%j', (match, expected) => {
    expect(describeVehicleMatch(match)).toBe(expected);
  });
});
