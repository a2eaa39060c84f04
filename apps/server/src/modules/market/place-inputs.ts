// Per-place inputs of the market model beyond population (docs/scoring.md "Place inputs"), all
// computed from the bundled place table (GeoNames population and coordinates): distance to a larger
// city, residents nearby (an urban-density proxy for housing) and latitude (a climate proxy).
// Deterministic, computed once per place table and cached.
import type { PlaceTable } from '../../data/places';

/** A "larger city" is at least this many times the place's population ... */
export const LARGER_CITY_RATIO = 2;
/** ... and at least this large. */
export const LARGER_CITY_MIN_POP = 50_000;
/** Reach = 1 - e^(-km / REACH_SCALE_KM) of the distance to a larger city (0 next to one, -> 1 far away). */
export const REACH_SCALE_KM = 60;
/** When no larger city exists at all (the largest city), this distance is used. */
export const NO_LARGER_CITY_KM = 1000;
/** A smaller place within this distance looks to its nearest larger place for services (catchment). */
export const CATCHMENT_KM = 40;
/** Radius of the "residents nearby" density proxy. */
export const DENSITY_RADIUS_KM = 10;
const KM_PER_DEG = 111.195;

export interface PlaceInputs {
  /** km to the nearest larger city (LARGER_CITY_RATIO x, >= LARGER_CITY_MIN_POP); NO_LARGER_CITY_KM if none. */
  largerCityKm: Float64Array;
  /** Index of that city, -1 when there is none. */
  largerCity: Int32Array;
  /** Residents of the places within DENSITY_RADIUS_KM (the place included) per km². */
  density: Float64Array;
  /**
   * Residents of the smaller places (within CATCHMENT_KM) whose nearest larger place is this one:
   * the towns around it that look to it for services.
   */
  catchment: Float64Array;
  ms: number;
}

/** Great-circle distance in km (haversine, mean Earth radius 6,371 km). */
export function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = Math.PI / 180;
  const dLat = (lat2 - lat1) * r;
  const dLon = (lon2 - lon1) * r;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(a)));
}

const cache = new WeakMap<PlaceTable, PlaceInputs>();

export function placeInputs(pt: PlaceTable): PlaceInputs {
  const hit = cache.get(pt);
  if (hit) return hit;
  const t0 = performance.now();
  const n = pt.size;
  const { lat, lon, population: pop } = pt;
  // Larger cities: candidates sorted by population desc; a place only looks at the prefix of
  // candidates at least LARGER_CITY_RATIO times its size.
  const cand: number[] = [];
  for (let i = 0; i < n; i++) if (pop[i] >= LARGER_CITY_MIN_POP) cand.push(i);
  cand.sort((a, b) => pop[b] - pop[a] || a - b);
  const largerCityKm = new Float64Array(n);
  const largerCity = new Int32Array(n);
  // Candidates farther than latCap degrees of latitude are skipped on a first pass; a place with
  // none nearer is searched again without the filter.
  const latCap = 300 / KM_PER_DEG;
  const cLat = Float64Array.from(cand, (c) => lat[c]);
  const cLon = Float64Array.from(cand, (c) => lon[c]);
  const cPop = Float64Array.from(cand, (c) => pop[c]);
  for (let i = 0; i < n; i++) {
    const need = Math.max(LARGER_CITY_RATIO * pop[i], LARGER_CITY_MIN_POP);
    const cosLat = Math.cos((lat[i] * Math.PI) / 180);
    // Nearest by an equirectangular distance (a cheap filter), then the haversine distance.
    let bestSq = Infinity;
    let at = -1;
    for (let pass = 0; pass < 2 && at < 0; pass++) {
      const cap = pass === 0 ? latCap : 180;
      for (let k = 0; k < cand.length && cPop[k] >= need; k++) {
        const dy = cLat[k] - lat[i];
        if (dy > cap || dy < -cap) continue;
        const dx = (cLon[k] - lon[i]) * cosLat;
        const sq = dx * dx + dy * dy;
        if (sq < bestSq) {
          bestSq = sq;
          at = cand[k];
        }
      }
    }
    largerCityKm[i] = at >= 0 ? km(lat[i], lon[i], lat[at], lon[at]) : NO_LARGER_CITY_KM;
    largerCity[i] = at;
  }
  const grid = new PlaceGrid(lat, lon);
  // Residents within DENSITY_RADIUS_KM (the place itself included).
  const density = new Float64Array(n);
  const area = Math.PI * DENSITY_RADIUS_KM ** 2;
  for (let i = 0; i < n; i++) {
    let sum = 0;
    grid.near(i, DENSITY_RADIUS_KM, (j) => {
      if (j === i || km(lat[i], lon[i], lat[j], lon[j]) <= DENSITY_RADIUS_KM) sum += pop[j];
    });
    density[i] = sum / area;
  }
  // Catchment: each place adds its residents to its nearest strictly larger place within
  // CATCHMENT_KM (larger: more residents, or as many and a lower index).
  const catchment = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let best = CATCHMENT_KM;
    let at = -1;
    grid.near(i, CATCHMENT_KM, (j) => {
      if (pop[j] < pop[i] || (pop[j] === pop[i] && j >= i)) return;
      const d = km(lat[i], lon[i], lat[j], lon[j]);
      if (d < best || (d === best && j < at)) {
        best = d;
        at = j;
      }
    });
    if (at >= 0) catchment[at] += pop[i];
  }
  const out = { largerCityKm, largerCity, density, catchment, ms: performance.now() - t0 };
  cache.set(pt, out);
  return out;
}

/** Places bucketed in cells of 0.1° x 0.1° (compressed rows), to visit the places near one. */
class PlaceGrid {
  private readonly y0: number;
  private readonly x0: number;
  private readonly w: number;
  private readonly h: number;
  private readonly start: Int32Array;
  private readonly items: Int32Array;

  constructor(
    private readonly lat: Float64Array,
    private readonly lon: Float64Array,
  ) {
    const n = lat.length;
    const ys = Int32Array.from(lat, (v) => Math.floor(v * 10));
    const xs = Int32Array.from(lon, (v) => Math.floor(v * 10));
    this.y0 = Math.min(...ys) - 1;
    this.x0 = Math.min(...xs) - 1;
    this.h = Math.max(...ys) - this.y0 + 2;
    this.w = Math.max(...xs) - this.x0 + 2;
    const counts = new Int32Array(this.w * this.h + 1);
    const cellOf = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      cellOf[i] = (ys[i] - this.y0) * this.w + (xs[i] - this.x0);
      counts[cellOf[i] + 1]++;
    }
    for (let c = 1; c < counts.length; c++) counts[c] += counts[c - 1];
    this.start = counts.slice();
    this.items = new Int32Array(n);
    const fill = counts.slice();
    for (let i = 0; i < n; i++) this.items[fill[cellOf[i]]++] = i;
  }

  /** Calls visit(j) for every place j in the cells within radiusKm of place i (a superset). */
  near(i: number, radiusKm: number, visit: (j: number) => void): void {
    const cosLat = Math.max(0.1, Math.cos((this.lat[i] * Math.PI) / 180));
    const dy = Math.ceil(radiusKm / KM_PER_DEG / 0.1);
    const dx = Math.ceil(radiusKm / (KM_PER_DEG * cosLat) / 0.1);
    const cy = Math.floor(this.lat[i] * 10) - this.y0;
    const cx = Math.floor(this.lon[i] * 10) - this.x0;
    for (let y = Math.max(0, cy - dy); y <= Math.min(this.h - 1, cy + dy); y++) {
      const row = y * this.w;
      const a = this.start[row + Math.max(0, cx - dx)];
      const b = this.start[row + Math.min(this.w - 1, cx + dx) + 1];
      for (let k = a; k < b; k++) visit(this.items[k]);
    }
  }
}
