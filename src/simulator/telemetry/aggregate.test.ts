import { describe, expect, it } from 'vitest';
import { aggregateFloats, aggregateLocations, aggregateStrings, parseInterval, type FloatAggregation, type StringAggregation } from './aggregate';

describe('aggregateFloats', () => {
  const values = [3, 1, 4, 1, 5];
  it.each<[FloatAggregation, number]>([
    ['AVG', 2.8],
    ['MED', 3],
    ['MAX', 5],
    ['MIN', 1],
    ['FIRST', 3],
    ['LAST', 5],
  ])('%s', (agg, expected) => {
    expect(aggregateFloats(values, agg)).toBe(expected);
  });

  it('takes the mean of the middle pair for an even count', () => {
    expect(aggregateFloats([1, 2, 3, 10], 'MED')).toBe(2.5);
  });

  it('picks RAND reproducibly from the values', () => {
    const pick = aggregateFloats(values, 'RAND', 'bucket-1');
    expect(values).toContain(pick);
    expect(aggregateFloats(values, 'RAND', 'bucket-1')).toBe(pick);
  });

  it('is null without values', () => {
    expect(aggregateFloats([], 'MAX')).toBeNull();
  });
});

describe('aggregateStrings', () => {
  const values = ['a', 'b', 'b', 'c'];
  it.each<[StringAggregation, string]>([
    ['TOP', 'b'],
    ['UNIQUE', 'a,b,c'],
    ['FIRST', 'a'],
    ['LAST', 'c'],
  ])('%s', (agg, expected) => {
    expect(aggregateStrings(values, agg)).toBe(expected);
  });

  it('is null without values', () => {
    expect(aggregateStrings([], 'TOP')).toBeNull();
  });
});

describe('aggregateLocations', () => {
  it('averages coordinates', () => {
    const avg = aggregateLocations(
      [
        { latitude: 10, longitude: 20, hdop: 1 },
        { latitude: 12, longitude: 22, hdop: 2 },
      ],
      'AVG',
    );
    expect(avg).toEqual({ latitude: 11, longitude: 21, hdop: 1.5 });
  });
});

describe('parseInterval', () => {
  it.each<[string, number | null]>([
    ['24h', 86_400_000],
    ['1h', 3_600_000],
    ['15m', 900_000],
    ['30s', 30_000],
    ['500ms', 500],
    ['1d', null],
    ['0h', null],
    ['h', null],
    ['-1h', null],
  ])('%s -> %s', (text, expected) => {
    expect(parseInterval(text)).toBe(expected);
  });
});
