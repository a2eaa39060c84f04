// Rows -> the shared contract's Site and SiteVersion (what the browser and the other helpers see).
import { type SimilaritySummary, type Site, type SiteVersion, tierForPayout } from '@sdp/shared';
import { getPlaces } from '../../data/places';
import { VERTICAL_BY_SLUG } from '../../data/verticals';
import { domainRecord } from './domain-verify';
import type { SimilarityReport } from './generator';
import type { SiteRow, VersionListMeta } from './sites.repository';

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The custom domain the site is served on: only once its ownership is verified. */
export const servedDomain = (row: Pick<SiteRow, 'customDomain' | 'domainStatus'>) =>
  row.customDomain && row.domainStatus === 'verified' ? row.customDomain : null;

export function similaritySummary(raw: unknown): SimilaritySummary {
  const r = (raw ?? {}) as Partial<SimilarityReport>;
  let maxOtherSite = 0;
  let closestSiteId: string | null = null;
  for (const s of r.sites ?? []) {
    const v = Math.max(s.site, s.maxPage);
    if (v > maxOtherSite || closestSiteId === null) {
      maxOtherSite = v;
      closestSiteId = s.siteId;
    }
  }
  return {
    maxPagePair: r.max ?? 0,
    meanPagePair: r.mean ?? 0,
    threshold: r.threshold ?? 0.5,
    pagesOverThreshold: r.overThreshold?.length ?? 0,
    regenerations: r.regenerations ?? 0,
    worstPair: r.maxPair ?? null,
    maxOtherSite,
    closestSiteId,
  };
}

export function toSiteVersion(v: VersionListMeta, liveVersionId: string | null): SiteVersion {
  const h = v.health as SiteVersion['health'] | null;
  return {
    id: v.id,
    siteId: v.siteId,
    number: v.number,
    template: v.template as SiteVersion['template'],
    seed: v.seed,
    pageCount: v.pageCount,
    bytes: v.bytes,
    buildMs: v.buildMs,
    writer: v.writer,
    similarity: similaritySummary(v.similarity),
    live: v.id === liveVersionId,
    health: h
      ? {
          ok: !!h.ok,
          status: h.status ?? null,
          title: h.title ?? null,
          checkedAt: h.checkedAt,
          ...(h.error ? { error: h.error } : {}),
        }
      : null,
    createdAt: v.createdAt.toISOString(),
    deployedAt: iso(v.deployedAt),
  };
}

/** City and state a site is about: the goldmine's place, or the dominator's centre (first) place. */
export function locationOf(site: Pick<SiteRow, 'opportunityId' | 'area'>): Site['location'] {
  const t = getPlaces();
  const area = (site.area ?? {}) as { centerPlaceId?: string; placeIds?: string[] };
  const placeId = site.opportunityId?.split('~')[1] ?? area.centerPlaceId ?? area.placeIds?.[0];
  const p = placeId ? t.indexById.get(placeId) : undefined;
  return p === undefined ? null : { city: t.name[p], state: t.state[p] };
}

export interface SiteExtras {
  latest: VersionListMeta | undefined;
  live: VersionListMeta | undefined;
  payout: number;
  revenue: number;
  leads: number;
  publicUrl: string;
}

export function toSite(row: SiteRow, x: SiteExtras): Site {
  const business = row.business as Site['business'];
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    slug: row.slug,
    status: row.status,
    opportunityId: row.opportunityId,
    verticalSlug: row.verticalSlug,
    vertical: VERTICAL_BY_SLUG.get(row.verticalSlug)?.name ?? row.verticalSlug,
    location: locationOf(row),
    template: row.template as Site['template'],
    business: { ...business, name: business?.name ?? row.name },
    url: `${x.publicUrl}/s/${row.slug}/`,
    customDomain: row.customDomain,
    domainStatus: row.customDomain ? (row.domainStatus ?? 'pending') : null,
    domainRecord:
      row.customDomain && row.domainToken ? domainRecord(row.customDomain, row.domainToken) : null,
    domainCheckedAt: iso(row.domainCheckedAt),
    domainVerifiedAt: iso(row.domainVerifiedAt),
    domainError: row.domainError,
    liveVersionId: row.liveVersionId,
    latestVersion: x.latest ? toSiteVersion(x.latest, row.liveVersionId) : null,
    pageCount: x.live?.pageCount ?? x.latest?.pageCount ?? 0,
    renterId: row.renterId,
    tier: tierForPayout(x.payout),
    payout: x.payout,
    deployedAt: iso(row.deployedAt),
    currentRevenue: x.revenue,
    leadCount: x.leads,
    demo: row.demo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
