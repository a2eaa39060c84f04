import type { CompetitiveDetail } from '@sdp/shared';
import type { InsightDraft } from '../../lib/engine';
import { comparable } from './gaps';

// The competitive engine's insights (docs/competitive.md#engine): per project, its top actions,
// or that it matches its competitors, or that none of them could be fetched. Pure.

/** Actions turned into insights per project. */
export const INSIGHTS_PER_PROJECT = 3;
/** An action scoring at least this is a warning; below, info. */
export const WARNING_SCORE = 20;

export const linkOf = (projectId: string) => `/intelligence/competitive?projectId=${projectId}`;

export function noCompetitorsInsight(): InsightDraft {
  return {
    title: 'No competitors to compare yet',
    detail:
      "Add competitor URLs to a project (Projects, then the project's settings), or track keywords with a SERP provider: the pages that outrank you are then compared too.",
    severity: 'info',
    figures: [{ label: 'Projects with competitors', value: 0 }],
    link: '/projects',
    key: 'competitive:none',
  };
}

export function insightsOf(d: CompetitiveDetail): InsightDraft[] {
  const p = d.project;
  const link = linkOf(p.id);
  const siteId = p.siteId;
  const usable = comparable(d.competitors.map((c) => ({ ...c, terms: [] })));
  if (!usable.length) {
    return [
      {
        title: `${p.name}: none of its ${d.competitors.length} competitor pages could be read`,
        detail: d.competitors
          .slice(0, 5)
          .map((c) => `${c.url}: ${c.error ?? `HTTP ${c.statusCode ?? 0}`}`)
          .join('; '),
        severity: 'warning',
        figures: [{ label: 'Competitor pages tried', value: d.competitors.length }],
        link,
        siteId,
        key: `competitive:${p.id}:unreachable`,
      },
    ];
  }
  if (!d.own) return [];
  if (!d.actions.length) {
    return [
      {
        title: `${p.name}: your page matches its ${usable.length} competitors`,
        detail:
          'Content length, headings, keywords, schema, internal links, weight and speed are all at or above the competitors’ median.',
        severity: 'success',
        figures: [
          { label: 'Your words', value: d.own.wordCount },
          { label: 'Competitors’ median words', value: d.median.wordCount },
          { label: 'Competitors compared', value: usable.length },
        ],
        link,
        siteId,
        key: `competitive:${p.id}:even`,
      },
    ];
  }
  return d.actions.slice(0, INSIGHTS_PER_PROJECT).map((g) => ({
    title: `${p.name}: ${g.title}`,
    detail: `${g.action} Impact ${g.impact} × effort ${g.effort} → score ${g.score}.`,
    severity: g.score >= WARNING_SCORE ? 'warning' : 'info',
    figures: [
      { label: 'Your page', value: g.yours, ...(g.unit ? { unit: g.unit } : {}) },
      { label: 'Competitors’ median', value: g.competitors, ...(g.unit ? { unit: g.unit } : {}) },
      {
        label: 'Competitors doing it',
        value: `${g.evidence.competitorsWith} of ${g.evidence.competitorsTotal}`,
      },
      { label: 'Score', value: g.score },
    ],
    link,
    siteId,
    key: `competitive:${p.id}:${g.id}`,
  }));
}
