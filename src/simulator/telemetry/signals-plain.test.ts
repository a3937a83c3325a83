import { execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildDailySignalsQuery, buildLatestSignalsQuery, buildSignalHistoryQuery, buildUsageSeriesQuery } from '../../server/provider/telemetry';
import type { SimContext } from '../context';
import { buildGarageVehicles } from '../fleet/garage';
import { executePlain } from '../http/plain-execute';
import { createEmptyState, type SimStore } from '../state/store';
import { createTelemetryRoot } from './resolvers';
import { telemetrySchema } from './schema';

const NOW = new Date('2026-03-20T12:00:00Z');
const cars = buildGarageVehicles({ email: 'plain@example.com', tokenIds: [501, 502, 503], startIndex: 0, mintedAt: new Date('2025-12-01T00:00:00Z') });
const ctx = { now: () => NOW, chainId: 137, store: { state: { ...createEmptyState(), vehicles: cars } } as unknown as SimStore } as SimContext;

describe("the app's telemetry queries", () => {
  it('are answered by the plain executor exactly as graphql-js answers them', async () => {
    const from = new Date(NOW.getTime() - 30 * 86_400_000).toISOString();
    const queries = [
      buildLatestSignalsQuery(true),
      buildDailySignalsQuery(),
      buildUsageSeriesQuery(60, 'fuel'),
      buildUsageSeriesQuery(10, 'charge'),
      buildSignalHistoryQuery({ intervalMinutes: 1440, fields: { dtc: { signal: 'obdDTCList', agg: 'UNIQUE' }, top: { signal: 'speed', agg: 'MAX' } } }, true),
    ];
    for (const car of cars) {
      const rootValue = createTelemetryRoot(ctx, { tokenId: car.tokenId, privileges: [1, 3, 4] });
      for (const query of queries) {
        const args = { schema: telemetrySchema, document: parse(query), rootValue, variableValues: { tokenId: car.tokenId, from, to: NOW.toISOString() } };
        const full = await execute(args);
        expect(full.errors?.map((e) => e.message), query).toBeUndefined();
        const plain = await executePlain(args);
        expect(plain, query).not.toBeNull();
        expect(JSON.parse(plain!)).toEqual(JSON.parse(JSON.stringify(full.data)));
      }
    }
  });

  it('leave a missing privilege to graphql-js, which names it', async () => {
    const car = cars[0];
    const rootValue = createTelemetryRoot(ctx, { tokenId: car.tokenId, privileges: [1] });
    const args = { schema: telemetrySchema, document: parse(buildSignalHistoryQuery({ intervalMinutes: 60, fields: {} }, true)), rootValue, variableValues: { tokenId: car.tokenId, from: '2026-03-19T00:00:00Z', to: NOW.toISOString() } };
    expect(await executePlain(args)).toBeNull();
    expect(JSON.stringify((await execute(args)).errors)).toMatch(/VEHICLE_ALL_TIME_LOCATION/);
  });
});
