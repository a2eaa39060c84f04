import { QUICK_RANK_FIX_COST, type QuickRankFactor, type QuickWin } from '@sdp/shared';
import type { Db } from '../../db/client';
import { siteMatcher } from '../rankings/index';
import * as repo from './quick-rank.repository';

// Quick wins (docs/quick-rank.md#quick-wins): the team's tracked keywords whose latest position is
// 4-20, each with its ranking page's factors from the latest crawl (no network), the fixes of the
// factors it misses with their cost, and the expected gain of moving up, cheapest first.

/**
 * Average organic click-through rate by position, an approximation of published CTR studies
 * (e.g. Advanced Web Ranking's CTR curve, 2023-2024, desktop and mobile together); positions 11-20
 * (page 2) below 1%. An estimate: a real page's CTR varies with the results page's features.
 */
export const CTR_CURVE = [
  0, 0.28, 0.15, 0.1, 0.07, 0.05, 0.04, 0.03, 0.025, 0.02, 0.018, 0.01, 0.009, 0.008, 0.007, 0.006, 0.005,
  0.0045, 0.004, 0.0035, 0.003,
] as const;
export const CTR_BASIS =
  'estimate: average organic CTR by position, approximated from published CTR studies (e.g. Advanced Web Ranking)';
/** Places a page with its cheap fixes done is assumed to climb (an assumption, stated with each win). */
export const EXPECTED_CLIMB = 3;

export function ctrAt(position: number): number {
  const p = Math.max(1, Math.min(20, Math.round(position)));
  return CTR_CURVE[p]!;
}

export function gainOf(position: number, monthlyImpressions: number | null): QuickWin['gain'] {
  const to = Math.max(1, Math.round(position) - EXPECTED_CLIMB);
  const ctrFrom = ctrAt(position);
  const ctrTo = ctrAt(to);
  const extraClicks = monthlyImpressions === null ? null : Math.round(monthlyImpressions * (ctrTo - ctrFrom));
  const basis =
    `${CTR_BASIS}; assumes a climb of ${EXPECTED_CLIMB} places` +
    (monthlyImpressions === null
      ? '; no Search Console impressions for this keyword, so only the CTR change is given'
      : `; ${monthlyImpressions} impressions in the last 30 days (Search Console)`);
  return { fromPosition: position, toPosition: to, ctrFrom, ctrTo, monthlyImpressions, extraClicks, basis };
}

/** The fixes of the factors not at full score, cheapest first (unknown factors are not fixes). */
export function fixesOf(factors: QuickRankFactor[]): QuickWin['fixes'] {
  return factors
    .filter((f) => !f.unknown && f.fix && f.score < 90)
    .map((f) => ({ factor: f.id, label: f.label, cost: QUICK_RANK_FIX_COST[f.id], fix: f.fix! }))
    .sort((a, b) => a.cost - b.cost);
}

/** Cost first (cheapest), then expected gain (largest), then position (closest to the top). */
export function compareWins(a: QuickWin, b: QuickWin): number {
  const costA = a.fixes[0]?.cost ?? Number.POSITIVE_INFINITY;
  const costB = b.fixes[0]?.cost ?? Number.POSITIVE_INFINITY;
  if (costA !== costB) return costA - costB;
  if (a.cost !== b.cost) return a.cost - b.cost;
  const gainA = a.gain.extraClicks ?? a.gain.ctrTo - a.gain.ctrFrom;
  const gainB = b.gain.extraClicks ?? b.gain.ctrTo - b.gain.ctrFrom;
  if (gainA !== gainB) return gainB - gainA;
  return a.position - b.position;
}

export interface WinsPorts {
  db: Db;
  publicUrl: string;
  /** The stored page's score for the keyword from the latest crawl; null when never crawled. */
  scoreStored: (
    teamId: string,
    url: string,
    keyword: string,
  ) => Promise<{ crawledAt: Date; score: number; factors: QuickRankFactor[] } | null>;
}

export async function quickWins(teamId: string, ports: WinsPorts): Promise<QuickWin[]> {
  const ranked = (await repo.latestPositions(ports.db, teamId)).filter(
    (k) => k.position !== null && k.position >= 4 && k.position <= 20,
  );
  if (!ranked.length) return [];
  const sites = new Map((await repo.teamSites(ports.db, teamId)).map((s) => [s.id, s]));
  const opportunities = await repo.opportunitiesByKey(
    ports.db,
    teamId,
    ranked.map((k) => `rankings:${k.keywordId}`),
  );
  const wins: QuickWin[] = [];
  for (const k of ranked.slice(0, 500)) {
    const site = sites.get(k.siteId);
    if (!site) continue;
    const home = `${ports.publicUrl}/s/${site.slug}/`;
    // The rank row's URL when it is the site's own page, else the site's home page.
    const url = k.url && siteMatcher({ ...site, publicUrl: ports.publicUrl })(k.url) ? k.url : home;
    const scored = await ports.scoreStored(teamId, url, k.keyword);
    const factors = scored?.factors ?? [];
    const fixes = fixesOf(factors);
    wins.push({
      keywordId: k.keywordId,
      keyword: k.keyword,
      siteId: site.id,
      siteName: site.name,
      position: k.position!,
      day: k.day,
      url,
      crawled: scored !== null,
      crawledAt: scored?.crawledAt.toISOString() ?? null,
      score: scored?.score ?? null,
      factors,
      fixes,
      cost: fixes.reduce((s, f) => s + f.cost, 0),
      gain: gainOf(k.position!, k.impressions30d),
      opportunityId: opportunities.get(`rankings:${k.keywordId}`) ?? null,
    });
  }
  return wins.sort(compareWins);
}
