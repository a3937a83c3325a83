import type { LocationValue } from '../fleet/model';
import { indexFrom } from '../fleet/hash';

export const FLOAT_AGGREGATIONS = ['AVG', 'MED', 'MAX', 'MIN', 'RAND', 'FIRST', 'LAST'] as const;
export type FloatAggregation = (typeof FLOAT_AGGREGATIONS)[number];
export const STRING_AGGREGATIONS = ['RAND', 'TOP', 'UNIQUE', 'FIRST', 'LAST'] as const;
export type StringAggregation = (typeof STRING_AGGREGATIONS)[number];
export const LOCATION_AGGREGATIONS = ['AVG', 'RAND', 'FIRST', 'LAST'] as const;
export type LocationAggregation = (typeof LOCATION_AGGREGATIONS)[number];

function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** AVG of values whose sum (added in time order from 0) and count are known. */
export function averageOf(sum: number, count: number): number | null {
  return count === 0 ? null : roundTo(sum / count, 4);
}

/** Aggregates values given in time order; `randomKey` makes RAND reproducible per bucket. */
export function aggregateFloats(values: number[], agg: FloatAggregation, randomKey = ''): number | null {
  if (values.length === 0) return null;
  switch (agg) {
    case 'AVG':
      return averageOf(values.reduce((a, b) => a + b, 0), values.length);
    case 'MED': {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = sorted.length >> 1;
      return sorted.length % 2 ? sorted[mid] : roundTo((sorted[mid - 1] + sorted[mid]) / 2, 4);
    }
    case 'MAX':
      return values.reduce((a, b) => Math.max(a, b));
    case 'MIN':
      return values.reduce((a, b) => Math.min(a, b));
    case 'RAND':
      return values[indexFrom(values.length, 'rand', randomKey)];
    case 'FIRST':
      return values[0];
    case 'LAST':
      return values[values.length - 1];
  }
}

export function aggregateStrings(values: string[], agg: StringAggregation, randomKey = ''): string | null {
  if (values.length === 0) return null;
  switch (agg) {
    case 'RAND':
      return values[indexFrom(values.length, 'rand', randomKey)];
    case 'TOP': {
      const counts = new Map<string, number>();
      for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
      return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
    }
    case 'UNIQUE':
      return [...new Set(values)].join(',');
    case 'FIRST':
      return values[0];
    case 'LAST':
      return values[values.length - 1];
  }
}

export function aggregateLocations(values: LocationValue[], agg: LocationAggregation, randomKey = ''): LocationValue | null {
  if (values.length === 0) return null;
  switch (agg) {
    case 'AVG':
      return {
        latitude: roundTo(values.reduce((a, v) => a + v.latitude, 0) / values.length, 6),
        longitude: roundTo(values.reduce((a, v) => a + v.longitude, 0) / values.length, 6),
        hdop: roundTo(values.reduce((a, v) => a + v.hdop, 0) / values.length, 2),
      };
    case 'RAND':
      return values[indexFrom(values.length, 'rand', randomKey)];
    case 'FIRST':
      return values[0];
    case 'LAST':
      return values[values.length - 1];
  }
}

const INTERVAL_UNITS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

/** "24h" -> 86400000; units ms, s, m, h as the provider accepts them. Null when malformed. */
export function parseInterval(text: string): number | null {
  const match = /^(\d+)(ms|s|m|h)$/.exec(text.trim());
  if (!match) return null;
  const ms = Number(match[1]) * INTERVAL_UNITS[match[2]];
  return ms > 0 ? ms : null;
}
