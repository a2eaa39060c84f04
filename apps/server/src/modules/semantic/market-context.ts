import { getPlaces } from '../../data/places';
import { VERTICAL_BY_SLUG, type VerticalData } from '../../data/verticals';
import type { EntityContext } from './entities';

// What the bundled market data says around a site (docs/semantic.md#entities): its vertical (name,
// keyword phrases, modifiers), its city and the larger places around it.

/** Places within this distance of the market's city are its nearby places. */
export const NEARBY_KM = 40;
/** Nearby places kept, most populous first. */
export const MAX_NEARBY = 15;

export interface MarketPlace {
  id: string;
  city: string;
  state: string;
  nearby: string[];
}

function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * r) / 2) ** 2 +
    Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lon2 - lon1) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

/** The place of a place id with its nearby places; null when unknown. */
export function marketPlace(placeId: string | null | undefined): MarketPlace | null {
  if (!placeId) return null;
  const t = getPlaces();
  const i = t.indexById.get(placeId);
  if (i === undefined) return null;
  const near: number[] = [];
  for (let j = 0; j < t.size; j++) {
    if (j === i || Math.abs(t.lat[j]! - t.lat[i]!) > 0.5) continue;
    if (km(t.lat[i]!, t.lon[i]!, t.lat[j]!, t.lon[j]!) <= NEARBY_KM) near.push(j);
  }
  near.sort((a, b) => t.population[b]! - t.population[a]!);
  const nearby = [...new Set(near.map((j) => t.name[j]!))]
    .filter((n) => n !== t.name[i])
    .slice(0, MAX_NEARBY);
  return { id: placeId, city: t.name[i]!, state: t.state[i]!, nearby };
}

/** The place id of a market id `vertical~placeId`. */
export const placeIdOfMarket = (marketId: string | null | undefined) => marketId?.split('~')[1] ?? null;

export const verticalOf = (slug: string): VerticalData | null => VERTICAL_BY_SLUG.get(slug) ?? null;

export function entityContext(vertical: VerticalData | null, place: MarketPlace | null): EntityContext {
  return {
    city: place?.city ?? null,
    state: place?.state ?? null,
    nearby: place?.nearby ?? [],
    services: vertical ? [vertical.name, ...vertical.keywords] : [],
    modifiers: vertical?.modifiers ?? [],
  };
}
