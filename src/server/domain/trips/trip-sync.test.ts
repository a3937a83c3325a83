import { describe, expect, it } from 'vitest';
import { layOver } from './trip-sync';

describe('segments read laid over the stored ones', () => {
  const row = (start: string, ongoing = false, tag = 'stored') => ({ startAt: new Date(start), ongoing, tag });

  it('replaces a stored segment by the one read with its start, drops stored ongoing ones the read covers, keeps the rest', () => {
    const stored = [row('2026-11-01T08:00:00Z'), row('2026-11-20T08:00:00Z'), row('2026-11-26T08:00:00Z', true), row('2026-11-27T07:00:00Z', true)];
    const read = [{ from: new Date('2026-11-20T00:00:00Z'), rows: [row('2026-11-20T08:00:00Z', false, 'read'), row('2026-11-27T07:30:00Z', true, 'read')] }];
    const laid = layOver(stored, read).sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
    expect(laid.map((r) => [r.startAt.toISOString().slice(0, 16), r.tag])).toEqual([
      ['2026-11-01T08:00', 'stored'],
      ['2026-11-20T08:00', 'read'],
      ['2026-11-27T07:30', 'read'],
    ]);
    // an ongoing segment before every read range stays as stored
    expect(layOver([row('2026-11-10T08:00:00Z', true)], read).map((r) => r.tag)).toEqual(['stored', 'read', 'read']);
    expect(layOver(stored, [])).toHaveLength(4);
  });
});
