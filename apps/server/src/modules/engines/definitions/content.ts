import type { Db } from '../../../db/client';
import type { EngineDefinition, InsightDraft } from '../../../lib/engine';
import { draftReadability, siteVersions } from '../engine-reads.repository';
import { plural, round1 } from './context';

// Content Engine (docs/engines.md#engines): the pages of each live site's live version (their word
// counts and the similarity report the generator stored with the version) and the readability the
// content generator scored for its drafts.

/** An indexable page with fewer words than this is thin. */
export const THIN_WORDS = 300;
/** A draft scoring below this readability (0-100) is hard to read. */
export const HARD_TO_READ = 50;

export function contentEngine(ports: { db: Db }): EngineDefinition {
  return {
    id: 'content',
    async run(ctx) {
      const live = await siteVersions(ports.db, ctx.teamId, 'live');
      ctx.progress(50);
      const drafts = await draftReadability(ports.db, ctx.teamId);
      ctx.progress(80);
      const insights: InsightDraft[] = [];
      let thinTotal = 0;
      let pagesTotal = 0;
      for (const s of live) {
        const pages = (s.pages ?? []).filter((p) => p.indexable);
        pagesTotal += pages.length;
        const thin = pages.filter((p) => p.words < THIN_WORDS).sort((a, b) => a.words - b.words);
        thinTotal += thin.length;
        if (thin.length)
          insights.push({
            key: `content:thin:${s.siteId}`,
            title: `${plural(thin.length, 'thin page')} on ${s.name}`,
            detail: `Under ${THIN_WORDS} words: ${thin
              .slice(0, 5)
              .map((p) => `${p.path} (${p.words})`)
              .join(', ')}${thin.length > 5 ? ', ...' : ''}.`,
            severity: thin.length / Math.max(1, pages.length) > 0.3 ? 'warning' : 'info',
            figures: [
              { label: 'Thin pages', value: thin.length },
              { label: 'Indexable pages', value: pages.length },
              { label: 'Fewest words', value: thin[0]!.words },
            ],
            link: '/content-generator',
            siteId: s.siteId,
          });
        const sim = s.similarity;
        const over = sim?.overThreshold ?? [];
        if (
          sim &&
          typeof sim.max === 'number' &&
          (over.length || (sim.threshold !== undefined && sim.max > sim.threshold))
        )
          insights.push({
            key: `content:duplicates:${s.siteId}`,
            title: `Near-duplicate pages on ${s.name}: ${Math.round(sim.max * 100)}% similar`,
            detail: `${plural(over.length, 'page')} stayed above the ${Math.round((sim.threshold ?? 0) * 100)}% similarity threshold${
              sim.maxPair ? `; the closest pair is ${sim.maxPair[0]} and ${sim.maxPair[1]}` : ''
            }.`,
            severity: 'warning',
            figures: [
              { label: 'Highest similarity', value: Math.round(sim.max * 100), unit: '%' },
              { label: 'Mean similarity', value: Math.round((sim.mean ?? 0) * 100), unit: '%' },
              { label: 'Pages over threshold', value: over.length },
            ],
            link: '/content-generator',
            siteId: s.siteId,
          });
      }
      const hard = drafts.filter((d) => d.readability !== null && d.readability < HARD_TO_READ);
      for (const d of hard.slice(0, 5))
        insights.push({
          key: `content:readability:${d.id}`,
          title: `Draft "${d.title}" is hard to read (${round1(d.readability!)}/100)`,
          detail: `Its readability score is under ${HARD_TO_READ}: shorter sentences and plainer words raise it.`,
          severity: 'warning',
          figures: [{ label: 'Readability', value: round1(d.readability!), unit: '/100' }],
          link: '/content-generator',
          siteId: d.siteId,
        });
      if (live.length === 0 && drafts.length === 0)
        return {
          summary: 'No live site or draft to audit yet',
          insights: [
            {
              key: 'content:empty',
              title: 'Nothing to audit yet',
              detail:
                'The content audit reads the pages of your live sites and the drafts of the content generator: ' +
                'deploy a site or write a draft first.',
              severity: 'info',
              figures: [
                { label: 'Live sites', value: 0 },
                { label: 'Drafts', value: 0 },
              ],
              link: '/content-generator',
            },
          ],
        };
      insights.push({
        key: 'content:overview',
        title: `${plural(pagesTotal, 'indexable page')} on ${plural(live.length, 'live site')}: ${thinTotal} thin`,
        detail: `${plural(hard.length, 'draft')} of ${drafts.length} score under ${HARD_TO_READ} for readability.`,
        severity: 'info',
        figures: [
          { label: 'Live sites', value: live.length },
          { label: 'Indexable pages', value: pagesTotal },
          { label: 'Thin pages', value: thinTotal },
          { label: 'Drafts scored', value: drafts.length },
        ],
        link: '/content-generator',
      });
      return {
        summary: `${plural(thinTotal, 'thin page')} on ${plural(live.length, 'live site')}, ${plural(hard.length, 'hard-to-read draft')}`,
        insights,
      };
    },
  };
}
