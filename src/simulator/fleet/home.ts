import { indexFrom, rangeFrom } from './hash';

export interface Home {
  city: string;
  latitude: number;
  longitude: number;
  /** Fixed offset from UTC (no daylight saving in the model). */
  utcOffsetHours: number;
  /** Yearly mean air temperature, °C. */
  meanTempC: number;
  /** Half the summer-winter difference, °C. */
  seasonalSwingC: number;
  elevationM: number;
}

const CITIES: Home[] = [
  { city: 'San Francisco', latitude: 37.7749, longitude: -122.4194, utcOffsetHours: -8, meanTempC: 14.5, seasonalSwingC: 3, elevationM: 16 },
  { city: 'Austin', latitude: 30.2672, longitude: -97.7431, utcOffsetHours: -6, meanTempC: 20.5, seasonalSwingC: 9, elevationM: 149 },
  { city: 'Denver', latitude: 39.7392, longitude: -104.9903, utcOffsetHours: -7, meanTempC: 10.5, seasonalSwingC: 11, elevationM: 1609 },
  { city: 'Chicago', latitude: 41.8781, longitude: -87.6298, utcOffsetHours: -6, meanTempC: 10, seasonalSwingC: 14, elevationM: 181 },
  { city: 'New York', latitude: 40.7128, longitude: -74.006, utcOffsetHours: -5, meanTempC: 13, seasonalSwingC: 12, elevationM: 10 },
  { city: 'Miami', latitude: 25.7617, longitude: -80.1918, utcOffsetHours: -5, meanTempC: 25.5, seasonalSwingC: 4, elevationM: 2 },
  { city: 'Seattle', latitude: 47.6062, longitude: -122.3321, utcOffsetHours: -8, meanTempC: 11.5, seasonalSwingC: 7, elevationM: 53 },
  { city: 'Atlanta', latitude: 33.749, longitude: -84.388, utcOffsetHours: -5, meanTempC: 17, seasonalSwingC: 9.5, elevationM: 320 },
  { city: 'Phoenix', latitude: 33.4484, longitude: -112.074, utcOffsetHours: -7, meanTempC: 24, seasonalSwingC: 10, elevationM: 331 },
  { city: 'Boston', latitude: 42.3601, longitude: -71.0589, utcOffsetHours: -5, meanTempC: 11, seasonalSwingC: 12.5, elevationM: 43 },
];

/** The owner's home: a city picked from the seed, moved up to ~5 km so neighbours differ. */
export function pickHome(seed: string): Home {
  const city = CITIES[indexFrom(CITIES.length, seed, 'city')];
  return {
    ...city,
    latitude: city.latitude + rangeFrom(-0.045, 0.045, seed, 'lat'),
    longitude: city.longitude + rangeFrom(-0.045, 0.045, seed, 'lon'),
  };
}
