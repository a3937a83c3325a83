import { describe, expect, it } from 'vitest';
import { kindFromText, kindOfStored } from './service-kinds';

describe('service kinds', () => {
  it.each([
    ['Oil and filter change, tire rotation', 'oil_change'],
    ['Front brake pads and rotors', 'brakes'],
    ['Tyre rotation and balance', 'tires'],
    ['12V battery replacement', 'battery'],
    ['State safety inspection', 'inspection'],
    ['Replaced water pump', 'repair'],
    ['Fuel-up', 'fuel'],
    ['Car wash', 'other'],
    [null, 'other'],
  ] as const)('kindFromText(%s) = %s', (text, kind) => {
    expect(kindFromText(text)).toBe(kind);
  });

  it('reads older stored types', () => {
    expect(kindOfStored('tires', null)).toBe('tires');
    expect(kindOfStored('oil change', null)).toBe('oil_change');
    expect(kindOfStored('service', 'Brake fluid flush')).toBe('brakes');
    expect(kindOfStored('service', null)).toBe('other');
  });
});
