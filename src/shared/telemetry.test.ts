import { describe, expect, it } from 'vitest';
import { parseDtcList, readCodeAggregate } from './telemetry';

describe('trouble-code values', () => {
  it('reads codes from one aggregated list or several joined by UNIQUE', () => {
    expect(readCodeAggregate('["P0420","P0171"],[]')).toEqual(['P0420', 'P0171']);
    expect(readCodeAggregate('["p0420"],["P0420"]')).toEqual(['P0420']);
    expect(readCodeAggregate('[]')).toEqual([]);
    expect(readCodeAggregate(null)).toEqual([]);
  });

  it('parses a latest list tolerant of comma lists and junk', () => {
    expect(parseDtcList('["P0300","junk"]')).toEqual(['P0300']);
    expect(parseDtcList('P0300, c1234')).toEqual(['P0300', 'C1234']);
    expect(parseDtcList(null)).toEqual([]);
  });
});
