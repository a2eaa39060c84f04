import type { SemanticAnalysis } from '@sdp/shared';
import type { EngineDefinition, EngineRunContext, InsightDraft } from '../../lib/engine';
import type { SemanticService } from './semantic.service';

// The 'semantic' engine (action 'cluster', docs/semantic.md#engine): every live site of the team
// analysed as the screen does; insights on topic gaps (clusters with demand and no page), pages
// that cover little of their topic, and cannibalisation candidates.

/** Per site and kind, the insights kept (the most demand or the weakest first). */
export const INSIGHTS_PER_KIND = 3;
/** A page below this coverage of its topic is weak. */
export const WEAK_COVERAGE = 0.5;

const pct = (x: number) => Math.round(x * 100);
const linkOf = (siteId: string) => `/intelligence/semantic?siteId=${siteId}`;

export function insightsOf(a: SemanticAnalysis): InsightDraft[] {
  const out: InsightDraft[] = [];
  const siteId = a.site.id;
  const link = linkOf(siteId);
  const byId = new Map(a.clusters.map((c) => [c.id, c]));
  const gaps = a.clusters
    .filter((c) => !c.page && c.searches + c.impressions > 0)
    .slice(0, INSIGHTS_PER_KIND);
  for (const c of gaps)
    out.push({
      title: `No page of ${a.site.name} targets "${c.label}"`,
      detail: `${c.size} keyword${c.size === 1 ? '' : 's'} of this topic (${c.keywords
        .slice(0, 3)
        .map((k) => `"${k.keyword}"`)
        .join(
          ', ',
        )}) match no live page above the ${a.thresholds.pageMatch} similarity threshold. A page written for "${c.headTerm}" would target it.`,
      severity: 'warning',
      figures: [
        { label: 'Estimated searches a month', value: c.searches, unit: 'searches' },
        { label: 'Search Console impressions, 28 days', value: c.impressions },
        { label: 'Keywords in the topic', value: c.size },
      ],
      link,
      siteId,
      key: `semantic:gap:${siteId}:${c.id}`,
    });
  const weak = a.pages
    .filter((p) => p.coverage !== null && p.coverage < WEAK_COVERAGE)
    .sort((x, y) => x.coverage! - y.coverage!)
    .slice(0, INSIGHTS_PER_KIND);
  for (const p of weak) {
    const c = byId.get(p.clusterIds[0] ?? '');
    const missing = [...new Set([...p.subtopics.missing, ...p.entities.missing.map((e) => e.text)])];
    out.push({
      title: `${p.path} covers ${pct(p.coverage!)}% of its topic${c ? ` "${c.label}"` : ''}`,
      detail: `Missing: ${missing.slice(0, 8).join(', ')}.`,
      severity: p.coverage! < 0.25 ? 'warning' : 'info',
      figures: [
        { label: 'Coverage', value: pct(p.coverage!), unit: '%' },
        { label: 'Subtopics missing', value: p.subtopics.missing.length },
        { label: 'Entities missing', value: p.entities.missing.length },
      ],
      link,
      siteId,
      key: `semantic:coverage:${siteId}:${p.path}`,
    });
  }
  const cannibal = a.pages.filter((p) => p.cannibalisation).slice(0, INSIGHTS_PER_KIND);
  for (const p of cannibal) {
    const labels = p.clusterIds.map((id) => byId.get(id)?.label).filter(Boolean);
    const rivals = a.clusters.filter(
      (c) =>
        c.competingPages.some((r) => r.path === p.path) ||
        (c.page?.path === p.path && c.competingPages.length),
    );
    out.push({
      title: `${p.path} may compete with other pages or topics`,
      detail:
        labels.length > 1
          ? `It is the best page for ${labels.length} topics (${labels
              .slice(0, 4)
              .map((l) => `"${l}"`)
              .join(', ')}): one page per topic ranks more clearly.`
          : `Another page targets the same topic${rivals[0] ? ` "${rivals[0].label}"` : ''} almost as closely.`,
      severity: 'warning',
      figures: [
        { label: 'Topics matched', value: p.clusterIds.length },
        { label: 'Topics shared with other pages', value: rivals.length },
      ],
      link,
      siteId,
      key: `semantic:cannibalisation:${siteId}:${p.path}`,
    });
  }
  return out;
}

export function semanticEngine(service: SemanticService): EngineDefinition {
  return {
    id: 'semantic',
    async run(ctx: EngineRunContext) {
      const sites = (await service.sitesOf(ctx.teamId)).filter((s) => s.liveVersionId);
      if (!sites.length)
        return {
          summary: 'No live site to analyse',
          insights: [
            {
              title: 'Semantic SEO needs a live site',
              detail:
                "Deploy a site: its vertical's keywords are clustered into topics and mapped to its pages. Tracked keywords, Search Console imports and SERP checks add to the clusters.",
              severity: 'info',
              figures: [{ label: 'Live sites', value: 0 }],
              link: '/intelligence/semantic',
              key: 'semantic:empty',
            },
          ],
        };
      const insights: InsightDraft[] = [];
      let clusters = 0;
      let gaps = 0;
      for (const [i, site] of sites.entries()) {
        if (ctx.signal.aborted) break;
        const a = await service.analyseSite({ teamId: ctx.teamId, userId: ctx.userId ?? site.userId }, site);
        clusters += a.counts.clusters;
        gaps += a.counts.gaps;
        insights.push(...insightsOf(a));
        ctx.progress(Math.round(((i + 1) / sites.length) * 100));
      }
      return {
        summary: `${sites.length} live site${sites.length === 1 ? '' : 's'}: ${clusters} topics, ${gaps} without a page`,
        insights,
      };
    },
  };
}
