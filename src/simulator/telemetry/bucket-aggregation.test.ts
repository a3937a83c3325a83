import { execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { SimContext } from '../context';
import { buildGarageVehicles } from '../fleet/garage';
import { getVehicleModel } from '../fleet/model';
import { createEmptyState, type SimStore } from '../state/store';
import { FLOAT_AGGREGATIONS } from './aggregate';
import { createTelemetryRoot } from './resolvers';
import { telemetrySchema } from './schema';

const NOW = new Date('2026-03-20T12:00:00Z');
const cars = buildGarageVehicles({ email: 'folds@example.com', tokenIds: [601, 602, 603, 604], startIndex: 0, mintedAt: new Date('2025-12-01T00:00:00Z') });
const ctx = { now: () => NOW, chainId: 137, store: { state: { ...createEmptyState(), vehicles: cars } } as unknown as SimStore } as SimContext;
const SIGNALS = ['speed', 'powertrainTransmissionTravelledDistance', 'powertrainFuelSystemRelativeLevel', 'powertrainTractionBatteryStateOfChargeCurrent', 'powertrainCombustionEngineECT', 'chassisAxleRow1WheelLeftTirePressure'];
/** A filter every number passes: the bucket's values are listed and aggregated as a list (aggregateFloats). */
const PASS_ALL = '{gt: -1000000000}';

describe('a bucket aggregation without a filter', () => {
  it('gives exactly what the same aggregation of the listed values gives, for every aggregation, over short and thinned long ranges', async () => {
    const fields = SIGNALS.flatMap((signal, s) =>
      FLOAT_AGGREGATIONS.flatMap((agg) => [`f${s}${agg}: ${signal}(agg: ${agg})`, `l${s}${agg}: ${signal}(agg: ${agg}, filter: ${PASS_ALL})`]),
    );
    const query = `query($tokenId: Int!, $from: Time!, $to: Time!, $interval: String!) { signals(tokenId: $tokenId, interval: $interval, from: $from, to: $to) { timestamp ${fields.join(' ')} } }`;
    let compared = 0;
    for (const car of cars) {
      const rootValue = createTelemetryRoot(ctx, { tokenId: car.tokenId, privileges: [1, 4] });
      for (const [days, interval] of [[3, '1h'], [60, '24h']] as const) {
        const from = new Date(NOW.getTime() - days * 86_400_000).toISOString();
        const result = await execute({ schema: telemetrySchema, document: parse(query), rootValue, variableValues: { tokenId: car.tokenId, from, to: NOW.toISOString(), interval } });
        expect(result.errors).toBeUndefined();
        const buckets = (result.data as { signals: Record<string, unknown>[] }).signals;
        expect(buckets.length).toBeGreaterThanOrEqual(days);
        for (const bucket of buckets) {
          for (const [alias, value] of Object.entries(bucket)) {
            if (!alias.startsWith('f')) continue;
            expect(value, `${car.tokenId} ${bucket.timestamp} ${alias}`).toEqual(bucket[`l${alias.slice(1)}`]);
            if (value !== null) compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(5_000);
  });
});

describe('a day bucket', () => {
  it('reads the same samples, so gives the same value, whether the day is asked alone, in a week or in three months', async () => {
    const fields = 'timestamp speed(agg: MAX) powertrainCombustionEngineECT(agg: AVG) lowVoltageBatteryCurrentVoltage(agg: AVG) powertrainTransmissionTravelledDistance(agg: MAX) powertrainFuelSystemRelativeLevel(agg: MIN)';
    const query = `query($tokenId: Int!, $from: Time!, $to: Time!) { signals(tokenId: $tokenId, interval: "24h", from: $from, to: $to) { ${fields} } }`;
    const dayStart = Date.parse('2026-03-10T00:00:00Z');
    const ask = async (tokenId: number, days: number) => {
      const rootValue = createTelemetryRoot(ctx, { tokenId, privileges: [1] });
      const from = new Date(dayStart - (days - 1) * 86_400_000).toISOString();
      const result = await execute({ schema: telemetrySchema, document: parse(query), rootValue, variableValues: { tokenId, from, to: new Date(dayStart + 86_400_000).toISOString() } });
      expect(result.errors).toBeUndefined();
      return (result.data as { signals: Record<string, unknown>[] }).signals.at(-1);
    };
    for (const car of cars) {
      const alone = await ask(car.tokenId, 1);
      expect(alone?.timestamp).toBe('2026-03-10T00:00:00Z');
      expect(await ask(car.tokenId, 7), String(car.tokenId)).toEqual(alone);
      expect(await ask(car.tokenId, 90), String(car.tokenId)).toEqual(alone);
    }
  });
});

describe('a long range in buckets under an hour', () => {
  it("says when each trip started and stopped as the car's own samples do: the same ignition at every bucket's edges as the week asked alone", async () => {
    const query = 'query($tokenId: Int!, $from: Time!, $to: Time!) { signals(tokenId: $tokenId, interval: "15m", from: $from, to: $to) { timestamp first: isIgnitionOn(agg: FIRST) last: isIgnitionOn(agg: LAST) } }';
    const weekTo = Date.parse('2026-03-20T00:00:00Z');
    const weekFrom = weekTo - 7 * 86_400_000;
    const ask = async (tokenId: number, from: number) => {
      const rootValue = createTelemetryRoot(ctx, { tokenId, privileges: [1] });
      const result = await execute({ schema: telemetrySchema, document: parse(query), rootValue, variableValues: { tokenId, from: new Date(from).toISOString(), to: new Date(weekTo).toISOString() } });
      expect(result.errors).toBeUndefined();
      const buckets = (result.data as { signals: { timestamp: string; first: number | null; last: number | null }[] }).signals;
      // the buckets where the ignition changes: on at one edge and off at the other
      return buckets.filter((b) => Date.parse(b.timestamp) >= weekFrom && b.first !== b.last);
    };
    let changes = 0;
    for (const car of cars) {
      const alone = await ask(car.tokenId, weekFrom);
      const thinned = await ask(car.tokenId, weekTo - 84 * 86_400_000);
      expect(thinned, String(car.tokenId)).toEqual(alone);
      changes += alone.length;
    }
    expect(changes).toBeGreaterThan(20);
  });
});

describe('the bucket still open', () => {
  it("holds the car's latest sample even in a thinned range: today's odometer, asked in day buckets mid-drive, is the one its own hours give", async () => {
    const query = (interval: string) =>
      `query($tokenId: Int!, $from: Time!, $to: Time!) { signals(tokenId: $tokenId, interval: "${interval}", from: $from, to: $to) { timestamp odometer: powertrainTransmissionTravelledDistance(agg: MAX) } }`;
    let drives = 0;
    for (const car of cars) {
      const model = getVehicleModel(car);
      // A moment well into one of the car's trips of 2026-03-19, past the 10-minute grid a thinned day reads.
      const trip = model.listTripsBetween(Date.parse('2026-03-19T00:00:00Z'), Date.parse('2026-03-20T00:00:00Z')).find((t) => t.endMs - t.startMs > 25 * 60_000);
      if (!trip) continue;
      drives++;
      const now = trip.startMs + 17 * 60_000;
      const live = { ...ctx, now: () => new Date(now) } as SimContext;
      const dayStart = Date.parse('2026-03-19T00:00:00Z');
      const ask = async (interval: string, from: number) => {
        const rootValue = createTelemetryRoot(live, { tokenId: car.tokenId, privileges: [1] });
        const result = await execute({ schema: telemetrySchema, document: parse(query(interval)), rootValue, variableValues: { tokenId: car.tokenId, from: new Date(from).toISOString(), to: new Date(now).toISOString() } });
        expect(result.errors).toBeUndefined();
        return (result.data as { signals: { timestamp: string; odometer: number | null }[] }).signals;
      };
      const hours = (await ask('1h', dayStart)).filter((b) => Date.parse(b.timestamp) >= dayStart);
      const today = Math.max(...hours.map((b) => b.odometer ?? 0));
      // the car moved since the last tenth of an hour, the latest sample a thinned day reads on its own grid
      expect(today).toBeGreaterThan(model.getOdometerAt(Math.floor(now / 600_000) * 600_000) + 0.5);
      // a week of days: thinned, as every range in day buckets is
      expect((await ask('24h', dayStart - 6 * 86_400_000)).at(-1), String(car.tokenId)).toEqual({ timestamp: '2026-03-19T00:00:00Z', odometer: today });
    }
    expect(drives).toBeGreaterThan(1);
  });
});
