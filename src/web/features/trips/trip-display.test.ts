import { describe, expect, it } from 'vitest';
import { formatDuration, formatEfficiency, formatEnergyUsed, formatEvents, scoreTone } from './trip-display';

describe('trip display', () => {
  it('writes efficiency in the owner’s units', () => {
    expect(formatEfficiency({ kind: 'fuel', used: 2, unit: 'l', per100Km: 6.2 }, 'km')).toBe('6.2 l/100 km');
    expect(formatEfficiency({ kind: 'fuel', used: 2, unit: 'l', per100Km: 6.2 }, 'mi')).toBe('38 mpg');
    expect(formatEfficiency({ kind: 'electric', used: 7, unit: 'kWh', per100Km: 17.1 }, 'km')).toBe('17.1 kWh/100 km');
    expect(formatEfficiency({ kind: 'electric', used: 7, unit: 'kWh', per100Km: 17.1 }, 'mi')).toBe('27.5 kWh/100 mi');
    expect(formatEfficiency({ kind: 'fuel', used: null, unit: 'l', per100Km: null }, 'km')).toBe('—');
  });

  it('writes durations, energy, events and score tones', () => {
    expect(formatDuration(65)).toBe('1 h 5 min');
    expect(formatDuration(42.4)).toBe('42 min');
    expect(formatEnergyUsed({ kind: 'electric', used: 7.84, unit: 'kWh', per100Km: 17 })).toBe('7.8 kWh');
    expect(formatEvents({ harshBraking: 2, harshAcceleration: 0, harshCornering: 1, extremeBraking: 1, collision: 1, speeding: 0 })).toBe('2 harsh braking · 1 harsh cornering · 1 emergency braking · 1 possible collision');
    expect(formatEvents({ harshBraking: 0, harshAcceleration: 0, harshCornering: 0, extremeBraking: 0, collision: 0, speeding: 0 })).toBe('None');
    expect([scoreTone(95), scoreTone(70), scoreTone(20)]).toEqual(['good', 'fair', 'poor']);
  });
});
