import { mapOpportunityForClient, type Opportunity } from '@sdp/shared';

/**
 * An opportunity as the screens use it: the client mapping (docs/product/rules.md#opportunities-and-filters)
 * with its defaults applied.
 */
export type ClientOpportunity = Opportunity & { zipCode: string };

type RawOpportunity = Partial<Opportunity> & { id: string };

/**
 * Maps one opportunity from the API with mapOpportunityForClient (zipCode 00000, competition 50,
 * demandScore 75, quantumScore 80 when missing; tier from payout), and fills the remaining fields
 * a partial answer may lack so the screens never read undefined.
 */
export function toClientOpportunity(raw: RawOpportunity): ClientOpportunity {
  const mapped = mapOpportunityForClient(raw);
  const [slugFromId = '', placeFromId = ''] = raw.id.split('~');
  return {
    vertical: raw.vertical ?? raw.verticalSlug ?? slugFromId,
    verticalSlug: raw.verticalSlug ?? slugFromId,
    location: {
      city: raw.location?.city ?? '',
      state: raw.location?.state ?? '',
      county: raw.location?.county ?? null,
      placeId: raw.location?.placeId ?? placeFromId,
    },
    population: raw.population ?? 0,
    lat: raw.lat ?? 0,
    lon: raw.lon ?? 0,
    keywords: raw.keywords ?? [],
    payout: raw.payout ?? 0,
    monthlySearches: raw.monthlySearches ?? 0,
    estimatedMonthlyRevenue: raw.estimatedMonthlyRevenue ?? 0,
    confidence: raw.confidence ?? 0,
    goldmine: raw.goldmine ?? false,
    estimate: raw.estimate ?? true,
    ...mapped,
    id: raw.id,
    zipCode: mapped.zipCode,
    competition: mapped.competition,
    demandScore: mapped.demandScore,
    quantumScore: mapped.quantumScore,
    tier: mapped.tier,
  } as ClientOpportunity;
}

export const toClientOpportunities = (list: RawOpportunity[] | undefined): ClientOpportunity[] =>
  (list ?? []).map(toClientOpportunity);

/** "Boise, ID" (or whichever part is known). */
export const placeName = (o: Pick<Opportunity, 'location'>): string =>
  [o.location.city, o.location.state].filter(Boolean).join(', ');

/** "Roofing in Boise, ID". */
export const opportunityName = (o: Pick<Opportunity, 'vertical' | 'location'>): string =>
  placeName(o) ? `${o.vertical} in ${placeName(o)}` : o.vertical;
