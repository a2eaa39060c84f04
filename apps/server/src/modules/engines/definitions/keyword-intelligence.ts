import type { Db } from '../../../db/client';
import type { EngineDefinition, InsightDraft } from '../../../lib/engine';
import { gscQueries, trackedKeywords } from '../engine-reads.repository';
import { plural } from './context';
import { DECLINE_PLACES, keywordFindings, NEAR_WIN } from './keyword-findings';

// Keyword Intelligence (docs/engines.md#engines): the team's tracked keywords (site_keywords) and
// positions (rank_positions: SERP checks, Search Console imports, manual entries).

const LISTED = 10;

export function keywordIntelligenceEngine(ports: { db: Db }): EngineDefinition {
  return {
    id: 'keyword-intelligence',
    async run(ctx) {
      const tracked = await trackedKeywords(ports.db, ctx.teamId);
      ctx.progress(50);
      const gsc = await gscQueries(ports.db, ctx.teamId);
      ctx.progress(80);
      if (tracked.length === 0)
        return {
          summary: 'No tracked keywords yet',
          insights: [
            {
              key: 'keywords:empty',
              title: 'No tracked keywords yet',
              detail:
                'Add keywords to your sites on the monitoring screen, or import a Search Console CSV: near wins, ' +
                'decliners and gaps are computed from their positions.',
              severity: 'info',
              figures: [{ label: 'Tracked keywords', value: 0 }],
              link: '/monitoring',
            },
          ],
        };
      const f = keywordFindings(tracked);
      const insights: InsightDraft[] = [];
      for (const k of f.nearWins.slice(0, LISTED))
        insights.push({
          key: `keywords:near:${k.id}`,
          title: `"${k.keyword}" is at position ${k.position} on ${k.siteName}`,
          detail: `Between ${NEAR_WIN.from} and ${NEAR_WIN.to}: a near win, where the cheapest fixes of its page move it most.`,
          severity: 'success',
          figures: [
            { label: 'Position', value: k.position },
            { label: 'A week ago', value: k.weekAgo },
          ],
          link: '/quick-rank/wins',
          siteId: k.siteId,
        });
      for (const k of f.decliners.slice(0, LISTED))
        insights.push({
          key: `keywords:fell:${k.id}`,
          title: `"${k.keyword}" fell ${k.fall} places on ${k.siteName}`,
          detail: `From ${k.weekAgo} a week ago to ${k.position} now (a fall of ${DECLINE_PLACES} or more places in 7 days).`,
          severity: k.fall >= 10 ? 'critical' : 'warning',
          figures: [
            { label: 'Position', value: k.position },
            { label: 'A week ago', value: k.weekAgo },
            { label: 'Places lost', value: k.fall },
          ],
          link: `/monitoring?site=${encodeURIComponent(k.siteId)}`,
          siteId: k.siteId,
        });
      if (f.unranked.length)
        insights.push({
          key: 'keywords:unranked',
          title: `${plural(f.unranked.length, 'tracked keyword')} without a position yet`,
          detail: `No SERP check, Search Console row or manual entry has placed them: ${f.unranked
            .slice(0, 5)
            .map((k) => `"${k.keyword}"`)
            .join(', ')}${f.unranked.length > 5 ? ', ...' : ''}.`,
          severity: 'info',
          figures: [
            { label: 'Without position', value: f.unranked.length },
            { label: 'Tracked', value: tracked.length },
          ],
          link: '/monitoring',
        });
      for (const q of gsc)
        insights.push({
          key: `keywords:gsc:${q.siteId}:${q.keyword}`,
          title: `Search Console: "${q.keyword}" had ${q.impressions} impressions on ${q.siteName}`,
          detail: `Over the last 28 days: ${plural(q.clicks, 'click')} at an average position of ${q.position ?? 'n/a'}.`,
          severity: 'info',
          figures: [
            { label: 'Impressions, 28 days', value: q.impressions },
            { label: 'Clicks, 28 days', value: q.clicks },
            { label: 'Average position', value: q.position },
          ],
          link: `/monitoring?site=${encodeURIComponent(q.siteId)}`,
          siteId: q.siteId,
        });
      insights.push({
        key: 'keywords:overview',
        title: `${plural(tracked.length, 'tracked keyword')}: ${f.top3} in the top 3, ${f.nearWins.length} near wins`,
        detail: `${plural(f.decliners.length, 'keyword')} fell ${DECLINE_PLACES}+ places this week; ${f.unranked.length} have no position yet.`,
        severity: 'info',
        figures: [
          { label: 'Tracked', value: tracked.length },
          { label: 'Top 3', value: f.top3 },
          { label: `Positions ${NEAR_WIN.from}-${NEAR_WIN.to}`, value: f.nearWins.length },
          { label: 'Fell this week', value: f.decliners.length },
          { label: 'No position', value: f.unranked.length },
        ],
        link: '/monitoring',
      });
      return {
        summary: `${plural(f.nearWins.length, 'near win')}, ${plural(f.decliners.length, 'decliner')}, ${f.unranked.length} without position`,
        insights,
      };
    },
  };
}
