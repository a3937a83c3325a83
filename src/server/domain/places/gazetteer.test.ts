import { describe, expect, it } from 'vitest';
import { describeLocation, findNearestPlace } from './gazetteer';

describe('offline reverse geocoding (GeoNames places of 1,000 people or more)', () => {
  it.each([
    [47.6101, -122.2015, 'Bellevue, WA'],
    [47.6062, -122.3321, 'Seattle, WA'],
    [30.2672, -97.7431, 'Austin, TX'],
    [37.7749, -122.4194, 'San Francisco, CA'],
    [40.7128, -74.006, 'New York City, NY'],
    [45.764, 4.8357, 'Lyon, FR'],
    [48.8566, 2.3522, 'Paris, FR'],
    [52.52, 13.405, 'Berlin, DE'],
    [41.8781, -87.6298, 'Chicago, IL'],
    [43.6532, -79.3832, 'Toronto, ON'],
    [40.4168, -3.7038, 'Madrid, ES'],
  ])('names %f, %f "%s"', (lat, lon, label) => {
    expect(describeLocation(lat, lon)).toBe(label);
  });

  it('says "near" a town far from the point, and names nothing in the open sea or for a bad point', () => {
    // Nevada desert, ~40 km from the nearest town of 1,000 people
    expect(describeLocation(38.9, -116.6)).toMatch(/^near .+, NV$/);
    expect(findNearestPlace(0, -140)).toBeNull();
    expect(findNearestPlace(Number.NaN, 0)).toBeNull();
    expect(findNearestPlace(91, 0)).toBeNull();
  });

  it('prefers the city whose reach covers the point over a small place whose centre is a little nearer', () => {
    const place = findNearestPlace(37.7793, -122.4193); // San Francisco's civic centre
    expect(place?.label).toBe('San Francisco, CA');
    expect(place!.distanceKm).toBeLessThan(2);
  });
});
