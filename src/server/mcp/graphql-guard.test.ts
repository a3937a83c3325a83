import { describe, expect, it } from 'vitest';
import { checkQuery, checkSeriesSize, fillDeclaredVariables, telemetryPrivileges, telemetryTokenIds, type CheckedQuery } from './graphql-guard';

const checked = (query: string): CheckedQuery => {
  const result = checkQuery(query);
  if (!result.ok) throw new Error(result.message);
  return result.value;
};
const refusal = (query: string) => {
  const result = checkQuery(query);
  return result.ok ? null : result.message;
};

describe('GraphQL guard for the REST shim', () => {
  it('counts depth through named and inline fragments', () => {
    const nested = (levels: number) => `${'a { '.repeat(levels - 1)}b${' }'.repeat(levels - 1)}`;
    expect(refusal(`{ ${nested(8)} }`)).toBeNull();
    expect(refusal(`{ ${nested(9)} }`)).toMatch(/deeper than 8/);
    expect(refusal(`{ a { ...F } } fragment F on T { ${nested(7)} }`)).toBeNull();
    expect(refusal(`{ a { ...F } } fragment F on T { ${nested(8)} }`)).toMatch(/deeper than 8/);
    expect(refusal(`{ a { ... on T { ${nested(8)} } } }`)).toMatch(/deeper than 8/);
  });

  it('counts fields where fragments are spread, so a fragment cannot multiply a query unseen', () => {
    const fragment = `fragment F on T { ${Array.from({ length: 30 }, (_, i) => `f${i}`).join(' ')} }`;
    expect(refusal(`{ ${Array.from({ length: 9 }, (_, i) => `a${i}: a { ...F }`).join(' ')} } ${fragment}`)).toBeNull();
    expect(refusal(`{ ${Array.from({ length: 10 }, (_, i) => `a${i}: a { ...F }`).join(' ')} } ${fragment}`)).toMatch(/more than 300 fields/);
    expect(refusal('{ a { ...Missing } }')).toMatch(/Unknown fragment Missing/);
  });

  it('resolves every tokenId argument from literals, variables and variable defaults', () => {
    const query = checked('query Q($t: Int = 7, $u: Int!) { a: signalsLatest(tokenId: $t) { speed { value } } b: vinVCLatest(tokenId: $u) { vin } c: availableSignals(tokenId: 7) }');
    expect(telemetryTokenIds(query, { u: 7 })).toEqual({ ok: true, value: [7] });
    expect(telemetryTokenIds(query, { t: 8, u: 7 })).toEqual({ ok: true, value: [8, 7] });
    expect(telemetryTokenIds(query, {})).toMatchObject({ ok: false, message: expect.stringMatching(/Name the vehicle: vinVCLatest/) });
    expect(telemetryTokenIds(checked('{ __typename signalsLatest(tokenId: 1) { lastSeen } }'), {})).toEqual({ ok: true, value: [1] });
    expect(telemetryTokenIds(checked('{ __type(name: "X") { name } }'), {})).toMatchObject({ ok: false });
  });

  it('fills only declared variables the caller left out and the query gives no default for', () => {
    const { operation } = checked('query Q($tokenId: Int!, $from: Time!, $to: Time = "2026-01-02T00:00:00Z") { signals(tokenId: $tokenId, interval: "1h", from: $from, to: $to) { timestamp } }');
    const filled = fillDeclaredVariables(operation, { from: '2026-01-01T00:00:00Z' }, { tokenId: () => 5, from: () => 'x', to: () => 'y', owner: () => 'z' });
    expect(filled).toEqual({ tokenId: 5, from: '2026-01-01T00:00:00Z' });
    const query = checked('query Q($tokenId: Int!, $from: Time!, $to: Time = "2026-01-02T00:00:00Z") { signals(tokenId: $tokenId, interval: "1h", from: $from, to: $to) { timestamp } }');
    expect(checkSeriesSize(query, filled)).toEqual({ ok: true, value: null });
    expect(checkSeriesSize(query, { ...filled, from: '2025-01-01T00:00:00Z' })).toMatchObject({ ok: false, message: expect.stringMatching(/8784 buckets/) });
  });

  it('asks for the location and VIN privileges only when the query reads them', () => {
    expect(telemetryPrivileges(checked('{ signalsLatest(tokenId: 1) { speed { value } } }'))).toEqual([1]);
    expect(telemetryPrivileges(checked('{ signalsLatest(tokenId: 1) { currentLocationCoordinates { value { latitude } } } vinVCLatest(tokenId: 1) { vin } }'))).toEqual([1, 4, 5]);
  });
});
