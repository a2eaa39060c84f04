import type { ExpectedEffect, Opportunity } from '@sdp/shared';
import { ctrAt, getMarketService, TARGET_POSITION } from '../market/index';
import { areaPlaceIds } from '../sites/index';
import { DEPLOY_STEP, type Draft, editSteps, manualSteps } from './drafts';
import { CTR_CURVE_SOURCE, scoreOf } from './score';

// Market data -> add-location-page opportunities (docs/seo-opportunities.md#sources): the places
// nearest the site's market (the market engine's neighbours: the 5 nearest places of the same state)
// that the site has no page for. A dominator site gets the place added to its area (automated);
// a goldmine site covers one place, so the step is a manual one (another site).

export interface SiteMarket {
  kind: 'goldmine' | 'dominator';
  verticalSlug: string;
  opportunityId: string | null;
  area: Record<string, unknown> | null;
}

/** The place at the centre of the site's market. */
function centreOf(site: SiteMarket): string | null {
  const area = (site.area ?? {}) as { centerPlaceId?: string; placeIds?: string[] };
  return site.opportunityId?.split('~')[1] ?? area.centerPlaceId ?? area.placeIds?.[0] ?? null;
}

function covered(site: SiteMarket, centre: string): Set<string> {
  if (site.kind !== 'dominator' || !site.area) return new Set([centre]);
  try {
    return new Set(areaPlaceIds(site.area as unknown as Parameters<typeof areaPlaceIds>[0]));
  } catch {
    return new Set([centre]);
  }
}

function effectOf(n: Opportunity): ExpectedEffect {
  const s = n.monthlySearches;
  return {
    metric: 'visitors',
    low: Math.round(s * ctrAt(10)),
    high: Math.round(s * ctrAt(TARGET_POSITION)),
    unit: 'visitors/month',
    basis: `${s} searches/month for ${n.vertical.toLowerCase()} in ${n.location.city}, ${n.location.state} (market data${n.estimate ? ', estimated' : ''}) x the CTR at position 10 to ${TARGET_POSITION} (${CTR_CURVE_SOURCE}; estimate)`,
    estimate: true,
  };
}

export function marketDrafts(site: SiteMarket): Draft[] {
  const centre = centreOf(site);
  if (!centre) return [];
  const details = getMarketService().get(`${site.verticalSlug}~${centre}`);
  if (!details) return [];
  const have = covered(site, centre);
  return (details.neighbours ?? [])
    .filter((n) => !have.has(n.location.placeId))
    .map((n) => {
      const place = `${n.location.city}, ${n.location.state}`;
      const effect = effectOf(n);
      const automated = site.kind === 'dominator';
      return {
        sourceKey: `market:${n.location.placeId}`,
        source: 'market' as const,
        title: `Add a page for ${place}`,
        description: `${place} is one of the places nearest the site's market, with ${n.monthlySearches} searches a month for ${n.vertical.toLowerCase()}, and the site has no page for it.`,
        category: 'local' as const,
        difficulty: automated ? ('easy' as const) : ('medium' as const),
        score: scoreOf({ effect, difficulty: automated ? 'easy' : 'medium', weight: 0.3 }),
        quickWin: false,
        automated,
        expectedEffect: effect,
        affectedUrls: [],
        evidence: {
          placeId: n.location.placeId,
          place,
          population: n.population,
          monthlySearches: n.monthlySearches,
          marketOpportunityId: n.id,
        },
        steps: automated
          ? [...editSteps([{ kind: 'add-location-page', placeId: n.location.placeId }]), DEPLOY_STEP]
          : manualSteps(
              [
                `Create a site for ${n.vertical.toLowerCase()} in ${place} (Dominator: generate and deploy its market ${n.id}), or cover the area with a dominator site.`,
              ],
              [],
              'Link the new site from this one where it helps visitors (service area).',
            ),
      };
    });
}
