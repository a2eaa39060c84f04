import type { ExpectedEffect } from '@sdp/shared';
import type { SiteEdit } from '../sites/index';
import { DEPLOY_STEP, type Draft, editSteps, manualSteps, monthly } from './drafts';
import { DESCRIPTION_MAX, type HostedSiteFacts, sitePath, TITLE_MAX } from './hosted-edits';
import { CTR_CURVE_SOURCE, ctrAt, scoreOf, targetPositions } from './score';
import type { KeywordStanding } from './sources.repository';

// Rankings, Search Console and analytics -> opportunities of a hosted site
// (docs/seo-opportunities.md#sources).

/** Search Console days the figures cover (keywordStandings sums 28 days). */
const GSC_DAYS = 28;
/** A query needs this many impressions (28 days) before its CTR is judged. */
export const MIN_IMPRESSIONS = 100;
/** CTR below this share of the curve at the query's position is "well below". */
export const CTR_SHORTFALL = 0.5;
/** Visitors (30 days) a page needs before its lack of leads is an opportunity. */
export const MIN_PAGE_VISITORS = 30;

const cap = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());
const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

function keywordEdits(keyword: string, path: string, site: HostedSiteFacts): SiteEdit[] {
  const title = clip(`${cap(keyword)} | ${site.business}`, TITLE_MAX);
  const description = clip(
    `${cap(keyword)} from ${site.business}${site.city ? `, serving ${site.city} and nearby areas` : ''}.${site.phone ? ` Call ${site.phone} or request a quote online.` : ' Request a quote online.'}`,
    DESCRIPTION_MAX,
  );
  const edits: SiteEdit[] = [
    { kind: 'set-title', path, title },
    { kind: 'set-description', path, description },
    {
      kind: 'add-faq',
      path,
      faqs: [
        {
          question: `Who offers ${keyword}${site.city && !keyword.toLowerCase().includes(site.city.toLowerCase()) ? ` in ${site.city}` : ''}?`,
          answer: `${site.business} offers ${keyword}${site.city ? ` in ${site.city}${site.state ? `, ${site.state}` : ''} and nearby areas` : ''}.`,
        },
      ],
    },
  ];
  if (path !== '/') edits.push({ kind: 'add-internal-links', path: '/', links: [{ path, text: keyword }] });
  return edits;
}

/** Keywords on page 2 (11-20) or at 4-10 (quick wins) -> one opportunity each. */
export function rankingDrafts(standings: KeywordStanding[], site: HostedSiteFacts): Draft[] {
  const drafts: Draft[] = [];
  for (const k of standings) {
    if (k.position === null || k.position < 4 || k.position > 20) continue;
    const p = Math.round(k.position);
    const quickWin = p <= 10;
    const path = (k.url && sitePath(site.baseUrl, k.url)) ?? '/';
    const { modest, strong } = targetPositions(p);
    const volume = k.impressions ? Math.round(monthly(k.impressions, GSC_DAYS)) : 0;
    const now = ctrAt(p);
    const effect: ExpectedEffect = volume
      ? {
          metric: 'clicks',
          low: Math.round(volume * Math.max(0, ctrAt(modest) - now)),
          high: Math.round(volume * Math.max(0, ctrAt(strong) - now)),
          unit: 'clicks/month',
          basis: `CTR curve at position ${p} -> ${modest}-${strong}, ${volume} impressions/month in Search Console (${CTR_CURVE_SOURCE}; estimate)`,
          estimate: true,
        }
      : {
          metric: 'position',
          low: p - modest,
          high: p - strong,
          unit: 'positions',
          basis: `Position ${p} -> ${modest}-${strong} (a modest and a strong move up); no impressions known for "${k.keyword}" to turn it into clicks (estimate)`,
          estimate: true,
        };
    const difficulty = quickWin ? 'easy' : 'medium';
    drafts.push({
      sourceKey: `rankings:${k.keywordId}`,
      source: 'rankings',
      title: quickWin
        ? `"${k.keyword}" ranks ${p}: push it into the top 3`
        : `"${k.keyword}" is on page 2 (position ${p})`,
      description: `The site ranks ${p} for "${k.keyword}"${k.url ? ` with ${k.url}` : ''}. Put the keyword in the page's title and description, answer it in an FAQ and link the page from the home page with the keyword as anchor.`,
      category: 'rankings',
      difficulty,
      score: scoreOf({ effect, difficulty, weight: quickWin ? 0.5 : 0.35 }),
      quickWin,
      automated: true,
      expectedEffect: effect,
      affectedUrls: k.url ? [k.url] : [],
      evidence: {
        keyword: k.keyword,
        position: k.position,
        day: k.day,
        impressions: k.impressions,
        clicks: k.clicks,
      },
      steps: [...editSteps(keywordEdits(k.keyword, path, site)), DEPLOY_STEP],
    });
  }
  return drafts;
}

/** Queries with many impressions and a CTR well below the curve -> a title/description rewrite. */
export function searchConsoleDrafts(standings: KeywordStanding[], site: HostedSiteFacts): Draft[] {
  const drafts: Draft[] = [];
  for (const k of standings) {
    if (!k.impressions || k.impressions < MIN_IMPRESSIONS || k.gscPosition === null) continue;
    const expected = ctrAt(k.gscPosition);
    const actual = (k.clicks ?? 0) / k.impressions;
    if (actual >= expected * CTR_SHORTFALL) continue;
    const imp = Math.round(monthly(k.impressions, GSC_DAYS));
    const path = (k.url && sitePath(site.baseUrl, k.url)) ?? '/';
    const effect: ExpectedEffect = {
      metric: 'clicks',
      low: Math.round(imp * Math.max(0, expected * CTR_SHORTFALL - actual)),
      high: Math.round(imp * Math.max(0, expected - actual)),
      unit: 'clicks/month',
      basis: `${imp} impressions/month at position ${k.gscPosition.toFixed(1)} with a CTR of ${(actual * 100).toFixed(1)}% against ${(expected * 100).toFixed(1)}% on the curve (${CTR_CURVE_SOURCE}; estimate)`,
      estimate: true,
    };
    const edits = keywordEdits(k.keyword, path, site).filter(
      (e) => e.kind === 'set-title' || e.kind === 'set-description',
    );
    drafts.push({
      sourceKey: `search-console:${k.keywordId}`,
      source: 'search-console',
      title: `Few clicks for "${k.keyword}": rewrite the title and description`,
      description: `Search Console shows ${k.impressions} impressions and ${k.clicks ?? 0} clicks in ${GSC_DAYS} days at position ${k.gscPosition.toFixed(1)}: the result is seen but rarely chosen.`,
      category: 'on-page',
      difficulty: 'easy',
      score: scoreOf({ effect, difficulty: 'easy', weight: 0.4 }),
      quickWin: true,
      automated: true,
      expectedEffect: effect,
      affectedUrls: k.url ? [k.url] : [],
      evidence: {
        keyword: k.keyword,
        impressions: k.impressions,
        clicks: k.clicks,
        position: k.gscPosition,
        ctr: actual,
        curveCtr: expected,
      },
      steps: [...editSteps(edits), DEPLOY_STEP],
    });
  }
  return drafts;
}

/** Pages with visitors but no leads over 30 days -> a conversion opportunity (manual steps). */
export function analyticsDrafts(
  visitors: { path: string; visitors: number }[],
  leads: { page: string; leads: number }[],
  site: HostedSiteFacts,
): Draft[] {
  const leadsOf = new Map<string, number>();
  for (const l of leads) {
    const path = sitePath(site.baseUrl, l.page) ?? l.page;
    leadsOf.set(path, (leadsOf.get(path) ?? 0) + l.leads);
  }
  const totalVisitors = visitors.reduce((s, v) => s + v.visitors, 0);
  const totalLeads = leads.reduce((s, l) => s + l.leads, 0);
  const ownRate = totalVisitors > 0 && totalLeads > 0 ? totalLeads / totalVisitors : null;
  const base = new URL(site.baseUrl);
  return visitors
    .filter((v) => v.visitors >= MIN_PAGE_VISITORS && !leadsOf.get(v.path))
    .sort((a, b) => b.visitors - a.visitors)
    .slice(0, 10)
    .map((v) => {
      const low = ownRate ? v.visitors * ownRate * 0.5 : v.visitors * 0.01;
      const high = ownRate ? v.visitors * ownRate : v.visitors * 0.03;
      const effect: ExpectedEffect = {
        metric: 'leads',
        low: Math.round(low * 10) / 10,
        high: Math.round(high * 10) / 10,
        unit: 'leads/month',
        basis: ownRate
          ? `${v.visitors} visitors in 30 days x the site's own conversion rate of ${(ownRate * 100).toFixed(1)}% (half to all of it)`
          : `${v.visitors} visitors in 30 days x 1-3%, a typical conversion rate of local service sites (estimate; the site has no leads yet)`,
        estimate: !ownRate,
      };
      const url = new URL(v.path.replace(/^\//, ''), base.href.endsWith('/') ? base.href : `${base.href}/`)
        .href;
      return {
        sourceKey: `analytics:${v.path}`,
        source: 'analytics' as const,
        title: `${v.path} gets ${v.visitors} visitors a month but no leads`,
        description: `The page had ${v.visitors} visitors in 30 days and no lead. Make the next step obvious: phone, form, and a reason to act now.`,
        category: 'on-page' as const,
        difficulty: 'medium' as const,
        score: scoreOf({ effect, difficulty: 'medium', weight: 0.3 }),
        quickWin: false,
        automated: false,
        expectedEffect: effect,
        affectedUrls: [url],
        evidence: { path: v.path, visitors: v.visitors, leads: 0, days: 30, siteConversionRate: ownRate },
        steps: manualSteps(
          [
            'Put the phone number and the quote form in the first screen of the page, on phones too.',
            'Add a clear call to action after each section (what happens when they call, how fast you answer).',
            'Add trust signals near the form: reviews, years in business, service area.',
          ],
          [url],
          'Watch the page in Analytics for 2-4 weeks; the opportunity analytics compare leads before and after.',
        ),
      };
    });
}
