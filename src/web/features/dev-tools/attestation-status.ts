/** A test's state: null before it runs, then whether it passed. */
export type TestState = boolean | null;

export type TestBadge = { label: 'Not Tested'; variant: 'outline' } | { label: 'Success'; variant: 'success' } | { label: 'Failed'; variant: 'destructive' };

export function describeTestState(state: TestState): TestBadge {
  if (state === null) return { label: 'Not Tested', variant: 'outline' };
  return state ? { label: 'Success', variant: 'success' } : { label: 'Failed', variant: 'destructive' };
}

/** Test Attestation needs a connection that has not failed and no test in flight. */
export function canTestAttestation(connection: TestState, running: boolean): boolean {
  return !running && connection !== false;
}
