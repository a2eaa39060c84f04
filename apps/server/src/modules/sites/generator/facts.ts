// Real facts a site is written from: the vertical's data and the places of the market engine.
import { getPlaces, type PlaceTable } from '../../../data/places';
import { STATE_BY_CODE } from '../../../data/states';
import { VERTICAL_BY_SLUG, type VerticalData } from '../../../data/verticals';
import { getMarketService, OPPORTUNITY_ID_SEPARATOR } from '../../market';
import type { SiteSpec } from './types';

export interface PlaceFacts {
  placeId: string;
  city: string;
  /** Two-letter code, e.g. 'TX'. */
  state: string;
  stateName: string;
  county: string | null;
  population: number;
  lat: number;
  lon: number;
  zips: string[];
  /** Nearest other places (same area for dominators, same state for goldmines), nearest first. */
  neighbours: { placeId: string; city: string; state: string; km: number }[];
}

export interface SiteFacts {
  vertical: VerticalData;
  /** Month index 0-11 of the build and its seasonality factor (1.0 = average month). */
  month: number;
  seasonFactor: number;
  peakMonths: number[];
  places: PlaceFacts[];
}

export class SiteSpecError extends Error {}

const NEIGHBOURS = 5;

export function distanceKm(t: PlaceTable, a: number, b: number): number {
  const rad = Math.PI / 180;
  const dLat = (t.lat[b] - t.lat[a]) * rad;
  const dLon = (t.lon[b] - t.lon[a]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(t.lat[a] * rad) * Math.cos(t.lat[b] * rad) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

type Near = { q: number; km: number }[];

/** The NEIGHBOURS nearest candidates of p by distance (ties: lower index), by a plain sort. */
function nearestBySort(t: PlaceTable, p: number, candidates: readonly number[]): Near {
  return candidates
    .filter((q) => q !== p)
    .map((q) => ({ q, km: distanceKm(t, p, q) }))
    .sort((a, b) => a.km - b.km || a.q - b.q)
    .slice(0, NEIGHBOURS);
}

const KM_PER_DEG_LAT = (6371 * Math.PI) / 180;

/**
 * Nearest neighbours of every place of a large area, the same answer as nearestBySort for each:
 * places sorted by latitude, and from each place a sweep north and south that stops once the
 * latitude gap alone (a lower bound of the great-circle distance) exceeds the 5th best distance.
 */
function nearestAll(t: PlaceTable, ps: readonly number[]): Map<number, Near> {
  const order = [...ps].sort((a, b) => t.lat[a] - t.lat[b] || a - b);
  const lat = order.map((q) => t.lat[q]);
  const out = new Map<number, Near>();
  const slack = 1e-6;
  order.forEach((p, at) => {
    const near: Near = [];
    const consider = (q: number) => {
      if (q === p) return;
      const km = distanceKm(t, p, q);
      if (near.length === NEIGHBOURS) {
        const w = near[NEIGHBOURS - 1];
        if (km > w.km || (km === w.km && q > w.q)) return;
        near.pop();
      }
      let i = near.length;
      while (i > 0 && (near[i - 1].km > km || (near[i - 1].km === km && near[i - 1].q > q))) i--;
      near.splice(i, 0, { q, km });
    };
    const far = (j: number) =>
      near.length === NEIGHBOURS &&
      Math.abs(lat[j] - lat[at]) * KM_PER_DEG_LAT - slack > near[NEIGHBOURS - 1].km;
    let lo = at - 1;
    let hi = at + 1;
    while (lo >= 0 || hi < order.length) {
      if (lo >= 0) {
        if (far(lo)) lo = -1;
        else consider(order[lo--]);
      }
      if (hi < order.length) {
        if (far(hi)) hi = order.length;
        else consider(order[hi++]);
      }
    }
    out.set(p, near);
  });
  return out;
}

function placeFacts(t: PlaceTable, p: number, near: Near): PlaceFacts {
  return {
    placeId: t.id[p],
    city: t.name[p],
    state: t.state[p],
    stateName: STATE_BY_CODE.get(t.state[p])?.name ?? t.state[p],
    county: t.county[p],
    population: t.population[p],
    lat: t.lat[p],
    lon: t.lon[p],
    zips: t.zips[p] ? t.zips[p].split(' ') : [],
    neighbours: near.map(({ q, km }) => ({
      placeId: t.id[q],
      city: t.name[q],
      state: t.state[q],
      km: Math.round(km * 10) / 10,
    })),
  };
}

function seasonOf(v: VerticalData, month: number): Pick<SiteFacts, 'month' | 'seasonFactor' | 'peakMonths'> {
  const max = Math.max(...v.seasonality);
  const peakMonths = v.seasonality.flatMap((f, i) => (f >= max - 0.05 && max > 1.02 ? [i] : []));
  return { month, seasonFactor: v.seasonality[month], peakMonths };
}

/** Nearest places of the same state, as the market engine's details list them. */
function goldmineFacts(spec: SiteSpec, t: PlaceTable, month: number): SiteFacts {
  const id = spec.opportunityId ?? '';
  const details = getMarketService().get(id);
  const [slug, placeId] = id.split(OPPORTUNITY_ID_SEPARATOR);
  const v = VERTICAL_BY_SLUG.get(slug);
  const p = t.indexById.get(placeId);
  if (!details || !v || p === undefined) throw new SiteSpecError(`Unknown opportunity: ${id}`);
  const neighbours = (details.neighbours ?? [])
    .map((o) => t.indexById.get(o.location.placeId))
    .filter((q): q is number => q !== undefined);
  const places = [placeFacts(t, p, nearestBySort(t, p, neighbours))];
  // Service-area pages: each place once, after the market's own, its neighbours from the same set.
  const near = [p, ...neighbours];
  for (const id of spec.serviceAreaPlaceIds ?? []) {
    const q = t.indexById.get(id);
    if (q === undefined) throw new SiteSpecError(`Unknown places: ${id}`);
    if (places.some((x) => x.placeId === id)) continue;
    places.push(placeFacts(t, q, nearestBySort(t, q, near)));
  }
  return { vertical: v, ...seasonOf(v, month), places };
}

function areaPlaces(spec: SiteSpec, t: PlaceTable): number[] {
  const base = baseAreaPlaces(spec, t);
  const extra = spec.area?.extraPlaceIds ?? [];
  if (!extra.length) return base;
  // Places added to the area later (a site edit): after the area's own, each once.
  const have = new Set(base);
  for (const id of extra) {
    const q = t.indexById.get(id);
    if (q === undefined) throw new SiteSpecError(`Unknown places: ${id}`);
    if (!have.has(q)) {
      have.add(q);
      base.push(q);
    }
  }
  return base;
}

function baseAreaPlaces(spec: SiteSpec, t: PlaceTable): number[] {
  const area = spec.area!;
  if (area.placeIds?.length) {
    const ids = [...new Set(area.placeIds)];
    const ps = ids.map((id) => t.indexById.get(id));
    const missing = ids.filter((_, i) => ps[i] === undefined);
    if (missing.length) throw new SiteSpecError(`Unknown places: ${missing.slice(0, 5).join(', ')}`);
    return ps as number[];
  }
  const c = area.centerPlaceId ? t.indexById.get(area.centerPlaceId) : undefined;
  if (c === undefined || !(area.radiusKm && area.radiusKm > 0)) {
    throw new SiteSpecError('A dominator area needs placeIds or a known centerPlaceId with radiusKm');
  }
  const r = area.radiusKm;
  const dLat = r / 111;
  const hits: { q: number; km: number }[] = [];
  for (let q = 0; q < t.size; q++) {
    if (Math.abs(t.lat[q] - t.lat[c]) > dLat) continue;
    const km = distanceKm(t, c, q);
    if (km <= r) hits.push({ q, km });
  }
  hits.sort((a, b) => a.km - b.km || a.q - b.q);
  return hits.slice(0, area.maxPlaces ?? 1000).map((h) => h.q);
}

/** The ids of the places a dominator area covers, in its build's order. */
export function areaPlaceIds(area: NonNullable<SiteSpec['area']>, t: PlaceTable = getPlaces()): string[] {
  return areaPlaces({ area } as SiteSpec, t).map((q) => t.id[q]);
}

/** How many places (one page each) a dominator area covers, counted as its build counts them. */
export function areaPlaceCount(area: NonNullable<SiteSpec['area']>, t: PlaceTable = getPlaces()): number {
  return areaPlaces({ area } as SiteSpec, t).length;
}

function dominatorFacts(spec: SiteSpec, t: PlaceTable, month: number): SiteFacts {
  const v = spec.area ? VERTICAL_BY_SLUG.get(spec.area.verticalSlug) : undefined;
  if (!v) throw new SiteSpecError(`Unknown vertical: ${spec.area?.verticalSlug}`);
  const ps = areaPlaces(spec, t);
  if (!ps.length) throw new SiteSpecError('The dominator area has no places');
  const near =
    ps.length > 64 ? nearestAll(t, ps) : new Map(ps.map((p) => [p, nearestBySort(t, p, ps)] as const));
  return { vertical: v, ...seasonOf(v, month), places: ps.map((p) => placeFacts(t, p, near.get(p)!)) };
}

export function resolveFacts(spec: SiteSpec, builtAt: Date, t: PlaceTable = getPlaces()): SiteFacts {
  const month = builtAt.getUTCMonth();
  if (spec.kind === 'goldmine') return goldmineFacts(spec, t, month);
  if (spec.kind === 'dominator') return dominatorFacts(spec, t, month);
  throw new SiteSpecError(`Unknown site kind: ${String(spec.kind)}`);
}
