import { describe, expect, it } from 'vitest';
import { canTestAttestation, describeTestState, type TestState } from './attestation-status';

describe('describeTestState', () => {
  it.each<[TestState, string, string]>([
    [null, 'Not Tested', 'outline'],
    [true, 'Success', 'success'],
    [false, 'Failed', 'destructive'],
  ])('%s → %s', (state, label, variant) => {
    expect(describeTestState(state)).toEqual({ label, variant });
  });
});

describe('canTestAttestation', () => {
  it.each<[TestState, boolean, boolean]>([
    [null, false, true],
    [true, false, true],
    [false, false, false],
    [null, true, false],
    [true, true, false],
  ])('connection %s, running %s → %s', (connection, running, expected) => {
    expect(canTestAttestation(connection, running)).toBe(expected);
  });
});
