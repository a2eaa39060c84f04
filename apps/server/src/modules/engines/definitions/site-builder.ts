import type { Db } from '../../../db/client';
import type { EngineDefinition, InsightDraft } from '../../../lib/engine';
import { siteVersions } from '../engine-reads.repository';
import { plural, round1 } from './context';

// Site Builder (docs/engines.md#engines): each site's latest version (page count, build time, the
// generator's similarity to the team's other sites) and the sites that have no live version.

/** Similarity to another of the team's sites above this share is reported. */
export const SIBLING_SIMILARITY = 0.5;

export function siteBuilderEngine(ports: { db: Db }): EngineDefinition {
  return {
    id: 'site-builder',
    async run(ctx) {
      const sites = await siteVersions(ports.db, ctx.teamId, 'latest');
      ctx.progress(60);
      if (sites.length === 0)
        return {
          summary: 'No sites yet',
          insights: [
            {
              key: 'builder:empty',
              title: 'No sites built yet',
              detail:
                'Build a site from a market on the discovery screen: page counts, build times and similarity are read from its versions.',
              severity: 'info',
              figures: [{ label: 'Sites', value: 0 }],
              link: '/generation',
            },
          ],
        };
      const insights: InsightDraft[] = [];
      const built = sites.filter((s) => s.versionId !== null);
      for (const s of sites.filter((x) => !x.liveVersionId))
        insights.push({
          key: `builder:not-live:${s.siteId}`,
          title: `${s.name} has no live version`,
          detail: s.versionId
            ? `Version ${s.number} is built (${plural(s.pageCount ?? 0, 'page')}) but not deployed.`
            : 'No version has been built yet.',
          severity: s.status === 'failed' ? 'warning' : 'info',
          figures: [
            { label: 'Latest version', value: s.number },
            { label: 'Status', value: s.status },
          ],
          link: '/deployment',
          siteId: s.siteId,
        });
      for (const s of built) {
        const top = [...(s.similarity?.sites ?? [])].sort((a, b) => b.site - a.site)[0];
        if (top && top.site > SIBLING_SIMILARITY) {
          const other = sites.find((x) => x.siteId === top.siteId)?.name ?? 'another of your sites';
          insights.push({
            key: `builder:sibling:${s.siteId}`,
            title: `${s.name} is ${Math.round(top.site * 100)}% similar to ${other}`,
            detail: `Measured by the generator when version ${s.number} was built (word shingles of every page); above ${Math.round(SIBLING_SIMILARITY * 100)}% reads as duplicated content across your sites.`,
            severity: 'warning',
            figures: [
              { label: 'Site similarity', value: Math.round(top.site * 100), unit: '%' },
              { label: 'Most similar page', value: Math.round(top.maxPage * 100), unit: '%' },
            ],
            link: '/generation',
            siteId: s.siteId,
          });
        }
      }
      const buildMs = built.map((s) => s.buildMs ?? 0);
      const pages = built.map((s) => s.pageCount ?? 0);
      const slowest = built.reduce<(typeof built)[number] | undefined>(
        (a, b) => ((b.buildMs ?? 0) > (a?.buildMs ?? -1) ? b : a),
        undefined,
      );
      const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
      insights.push({
        key: 'builder:overview',
        title: `${plural(built.length, 'site')} built: ${Math.round(mean(pages))} pages and ${round1(mean(buildMs) / 1000)} s per build on average`,
        detail: slowest
          ? `The slowest latest build is ${slowest.name} (version ${slowest.number}): ${round1((slowest.buildMs ?? 0) / 1000)} s for ${plural(slowest.pageCount ?? 0, 'page')}.`
          : 'No version built yet.',
        severity: 'info',
        figures: [
          { label: 'Sites', value: sites.length },
          { label: 'Built', value: built.length },
          { label: 'Pages', value: pages.reduce((a, b) => a + b, 0) },
          { label: 'Mean build time', value: Math.round(mean(buildMs)), unit: 'ms' },
          { label: 'Without live version', value: sites.filter((x) => !x.liveVersionId).length },
        ],
        link: '/generation',
      });
      return {
        summary: `${plural(built.length, 'site')} reviewed, ${sites.filter((x) => !x.liveVersionId).length} without a live version`,
        insights,
      };
    },
  };
}
