import { describe, expect, it } from 'vitest';
import { formatMinutes, formatPlace } from './charging-display';

describe('charging display', () => {
  it('formats durations and places', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(140)).toBe('2 h 20 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(null)).toBe('—');
    expect(formatPlace({ label: 'Austin, TX' })).toBe('Austin, TX');
    expect(formatPlace(null)).toBe('—');
  });
});
