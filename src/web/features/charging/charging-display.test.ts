import { describe, expect, it } from 'vitest';
import { formatChange, formatDay, formatHealth, formatMinutes, formatPlace } from './charging-display';

describe('charging display', () => {
  it('formats durations and places', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(140)).toBe('2 h 20 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(null)).toBe('—');
    expect(formatPlace({ label: 'Austin, TX' })).toBe('Austin, TX');
    expect(formatPlace(null)).toBe('—');
  });

  it('formats battery days, health and its change', () => {
    expect(formatDay('2025-06-01')).toBe('Jun 1');
    expect(formatHealth(94.25, 'percent')).toBe('94.3 %');
    expect(formatHealth(71.8, 'kWh')).toBe('71.8 kWh');
    expect(formatHealth(null, null)).toBe('—');
    expect(formatChange(-1.2, 'percent')).toBe('−1.2 points');
    expect(formatChange(0, 'kWh')).toBe('no change');
    expect(formatChange(null, 'kWh')).toBe('—');
  });
});
