import { describe, expect, it } from 'vitest';
import { labelPlace, matchNamedPlace, metresBetween, type NamedPlace } from './label-place';
import { timeZoneAt } from './time-zone';

const home: NamedPlace = { id: 'h', name: 'Home', kind: 'home', latitude: 30.2672, longitude: -97.7431, radiusM: 150 };
const office: NamedPlace = { id: 'w', name: 'Office', kind: 'work', latitude: 30.268, longitude: -97.7431, radiusM: 200 };

describe('named places', () => {
  it('measures great-circle distances', () => {
    expect(metresBetween(home, { latitude: 30.2681, longitude: -97.7431 })).toBeCloseTo(100, -1);
    expect(metresBetween({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111_195, -2);
  });

  it('matches a point inside a radius, the nearest centre when places overlap, and nothing outside', () => {
    expect(matchNamedPlace([home, office], { latitude: 30.2673, longitude: -97.7431 })?.name).toBe('Home');
    expect(matchNamedPlace([home, office], { latitude: 30.2679, longitude: -97.7431 })?.name).toBe('Office');
    expect(matchNamedPlace([home, office], { latitude: 30.3, longitude: -97.7431 })).toBeNull();
  });

  it('lets the owner’s place win over the gazetteer, and never answers with coordinates', () => {
    expect(labelPlace({ latitude: 30.2673, longitude: -97.7431 }, [home])).toEqual({ label: 'Home', source: 'named', placeId: 'h', placeKind: 'home' });
    expect(labelPlace({ latitude: 30.2673, longitude: -97.7431 }, [])).toEqual({ label: 'Austin, TX', source: 'gazetteer', placeId: null, placeKind: null });
    expect(labelPlace({ latitude: 30.2673, longitude: -97.7431 }, [], 'Stored, TX')?.label).toBe('Stored, TX');
    expect(labelPlace(null, [home])).toBeNull();
  });
});

describe('time zone from coordinates', () => {
  it.each([
    [47.6101, -122.2015, 'America/Los_Angeles'],
    [30.2672, -97.7431, 'America/Chicago'],
    [39.7392, -104.9903, 'America/Denver'],
    [33.4484, -112.074, 'America/Phoenix'],
    [45.764, 4.8357, 'Europe/Paris'],
    [35.6762, 139.6503, 'Asia/Tokyo'],
  ])('%f, %f is in %s', (lat, lon, zone) => {
    expect(timeZoneAt(lat, lon)).toBe(zone);
  });

  it('has no zone for a point that is not one', () => {
    expect(timeZoneAt(Number.NaN, 0)).toBeNull();
    expect(timeZoneAt(95, 0)).toBeNull();
  });
});
