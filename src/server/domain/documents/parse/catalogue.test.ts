import { describe, expect, it } from 'vitest';
import { canonicalMake, readCatalogueModel } from './catalogue';

describe('catalogue', () => {
  it.each([
    ['RAV4 Hybrid XLE AWD', 'Toyota', 'RAV4 Hybrid XLE'],
    ['Bolt EV Premier', 'Chevrolet', 'Bolt EV Premier'],
    ['F150 Lightning', 'Ford', 'F150 Lightning'],
    ['CR-V EX-L  2019', 'Honda', 'CR-V EX-L'],
    ['SILVERADO 1500 4D SEDAN', 'Chevrolet', 'SILVERADO 1500'],
    ['Model 3 Long Range', 'Tesla', 'Model 3 Long Range'],
    ['Grand Cherokee Laredo', 'Jeep', 'Grand Cherokee Laredo'],
    ['Civic EX at 45,200 miles', null, 'Civic EX'],
    // A model printed with its make and plate in one cell ("Car  Volkswagen Taigo, WS23 JHB", a UK renewal).
    ['Taigo, WS23 JHB', 'Volkswagen', 'Taigo'],
  ])('reads %j as a %s model %j', (text, make, model) => {
    expect(readCatalogueModel(text, make)?.model).toBe(model);
  });

  it('knows nothing of a model another make makes', () => {
    expect(readCatalogueModel('Civic', 'Ford')).toBeNull();
  });

  it.each([
    ['CHEVY', 'Chevrolet'],
    ['vw', 'Volkswagen'],
    ['Mercedes', 'Mercedes-Benz'],
    ['TOYT', 'Toyota'],
    ['SUBA', 'Subaru'],
    ['FO', null],
    ['MA', null],
  ])('reads the make %j as %j', (raw, make) => expect(canonicalMake(raw)).toBe(make));
});
