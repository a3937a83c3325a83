import { describe, expect, it } from 'vitest';
import type { SimContext } from '../context';
import type { SimEvent } from '../fleet/events';
import { buildGarageVehicles } from '../fleet/garage';
import { injectEvent } from '../state/injected-events';
import type { SimStore } from '../state/store';
import { createActivityResolvers } from './activity-resolvers';

const NOW = new Date('2026-03-20T12:00:00Z');
const [car] = buildGarageVehicles({ email: 'kept@example.com', tokenIds: [4242], startIndex: 0, mintedAt: new Date('2026-03-10T00:00:00Z') });
const store = { state: { injectedEvents: {} }, save: () => {} } as unknown as SimStore;
const ctx = { now: () => NOW, store } as SimContext;
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

describe('an injected event', () => {
  const FROM = '2026-03-01T00:00:00Z';
  const COLLISION = 'safety.collision';
  const tokenId = car.tokenId;
  const trips = () => resolvers.segments({ tokenId, from: FROM, to: NOW.toISOString(), mechanism: 'ignitionDetection', eventRequests: [{ name: COLLISION }] });
  const day = (date: string) =>
    resolvers.dailyActivity({ tokenId, from: `${date}T00:00:00Z`, to: `${date}T00:00:00Z`, mechanism: 'ignitionDetection', eventRequests: [{ name: COLLISION }] })[0];
  const summary = () => resolvers.dataSummary({ tokenId })!.eventDataSummary.find((e) => e.name === COLLISION);
  const listed = () => resolvers.events({ tokenId, from: FROM, to: NOW.toISOString(), filter: { name: { eq: COLLISION } } });

  it('is listed by events and counted by segments, dailyActivity and dataSummary alike, also in a segment kept before', () => {
    const before = trips();
    // A trip that ended days ago: its summary is kept (settled) from the first answer on.
    const trip = before[Math.floor(before.length / 2)];
    const at = Date.parse(trip.start.timestamp) + 60_000;
    const date = trip.start.timestamp.slice(0, 10);
    const dayBefore = day(date).eventCounts[0].count;
    const summaryBefore = summary()?.numberOfEvents ?? 0;
    const listedBefore = listed().length;

    const event: SimEvent = { timestampMs: at, name: COLLISION, durationNs: 800_000_000, speedKph: 41, gForce: 3.2, tags: [COLLISION] };
    injectEvent(store, tokenId, event);

    expect(listed()).toHaveLength(listedBefore + 1);
    expect(listed().find((e) => Date.parse(e.timestamp) === at)).toMatchObject({ name: COLLISION, durationNs: 800_000_000 });
    const after = trips();
    const index = after.findIndex((s) => s.start.timestamp === trip.start.timestamp);
    expect(after[index].eventCounts).toEqual([{ name: COLLISION, count: trip.eventCounts[0].count + 1 }]);
    // The other trips read as before.
    expect(after.filter((_, i) => i !== index)).toEqual(before.filter((s) => s.start.timestamp !== trip.start.timestamp));
    expect(day(date).eventCounts).toEqual([{ name: COLLISION, count: dayBefore + 1 }]);
    expect(summary()?.numberOfEvents).toBe(summaryBefore + 1);
    expect(summary()?.firstSeen).toBeDefined();
  });
});
