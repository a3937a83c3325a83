import { describe, expect, it } from 'vitest';
import type { SimContext } from '../context';
import { buildGarageVehicles } from '../fleet/garage';
import { createActivityResolvers } from './activity-resolvers';

const NOW = new Date('2026-03-20T12:00:00Z');
const [car] = buildGarageVehicles({ email: 'kept@example.com', tokenIds: [4242], startIndex: 0, mintedAt: new Date('2026-03-10T00:00:00Z') });
const ctx = { now: () => NOW } as SimContext;
const resolvers = createActivityResolvers(ctx, { tokenId: car.tokenId, privileges: [1, 4] }, (id) => (id === car.tokenId ? car : null));
const ask = (signalRequests: { name: string; agg: 'AVG' | 'MAX' | 'FIRST' }[], eventRequests: { name: string }[] | null = null) =>
  resolvers.segments({ tokenId: car.tokenId, from: '2026-03-01T00:00:00Z', to: NOW.toISOString(), mechanism: 'ignitionDetection', signalRequests, eventRequests });

describe('kept segment summaries', () => {
  it('answer each ask with its own signals and events, the same as when first computed', () => {
    const avg = ask([{ name: 'speed', agg: 'AVG' }]);
    const first = ask([{ name: 'powertrainTransmissionTravelledDistance', agg: 'AVG' }], [{ name: 'behavior.harshBraking' }]);
    expect(avg.length).toBeGreaterThan(10);
    expect(avg[0].signals.map((s) => `${s.name}:${s.agg}`)).toContain('speed:AVG');
    expect(first[0].signals.map((s) => `${s.name}:${s.agg}`)).not.toContain('speed:AVG');
    expect(first[0].signals.map((s) => `${s.name}:${s.agg}`)).toContain('powertrainTransmissionTravelledDistance:AVG');
    expect(first[0].eventCounts.map((e) => e.name)).toEqual(['behavior.harshBraking']);
    expect(ask([{ name: 'speed', agg: 'AVG' }])).toEqual(avg);
    expect(JSON.stringify(ask([{ name: 'speed', agg: 'AVG' }]))).toBe(JSON.stringify(avg));
  });
});
