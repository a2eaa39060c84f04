import type { Db } from '../../../db/client';
import type { EngineDefinition, InsightDraft } from '../../../lib/engine';
import type { PredictionsService } from '../../predictions/index';
import type { ProviderService } from '../../providers/index';
import type { RankingsService } from '../../rankings/index';
import { siteVersions } from '../engine-reads.repository';
import { plural, runActor } from './context';

// Rank Tracking & Prediction (docs/engines.md#engines). `forecast`: the predictions service's
// 90-day realistic forecast for each live site, with its basis. `check`: a rank check of every
// live site's keywords when the team has a SERP provider key, else an info insight.

export function rankTrackingEngine(ports: {
  db: Db;
  predictions: PredictionsService;
  providers: ProviderService;
  rankings: RankingsService;
}): EngineDefinition {
  async function forecast(teamId: string, progress: (p: number) => void) {
    const live = (await siteVersions(ports.db, teamId, 'live')).filter((s) => s.status === 'live');
    if (live.length === 0)
      return {
        summary: 'No live site to forecast',
        insights: [
          {
            key: 'rank:forecast:empty',
            title: 'No live site to forecast yet',
            detail:
              "Forecasts are fitted to a live site's visits and leads (or its market's estimate while it has none): deploy a site first.",
            severity: 'info' as const,
            figures: [{ label: 'Live sites', value: 0 }],
            link: '/monitoring',
          },
        ],
      };
    const insights: InsightDraft[] = [];
    for (const [i, s] of live.entries()) {
      const p = await ports.predictions.calculate(teamId, s.siteId, {}, { push: false });
      const t = p.totals;
      insights.push({
        key: `rank:forecast:${s.siteId}`,
        title: `${s.name}: about ${plural(Math.round(t.visitors.median), 'visitor')} and ${plural(Math.round(t.leads.median), 'lead')} forecast`,
        detail: `${p.explanation} Range ${Math.round(t.leads.low)}-${Math.round(t.leads.high)} leads (${p.timeRange}, ${p.scenario}; basis: ${p.basis}, ${p.historyDays} days of history).`,
        severity: p.basis === 'prior' ? 'info' : 'success',
        figures: [
          { label: 'Visitors (median)', value: Math.round(t.visitors.median) },
          { label: 'Leads (median)', value: Math.round(t.leads.median) },
          { label: 'Leads low', value: Math.round(t.leads.low) },
          { label: 'Leads high', value: Math.round(t.leads.high) },
          { label: 'Revenue (median)', value: Math.round(t.revenue.median), unit: 'USD' },
          { label: 'History', value: p.historyDays, unit: 'days' },
        ],
        link: `/monitoring?site=${encodeURIComponent(s.siteId)}`,
        siteId: s.siteId,
      });
      progress(10 + Math.round(((i + 1) / live.length) * 85));
    }
    return { summary: `${plural(live.length, 'site')} forecast`, insights };
  }

  async function check(teamId: string, userId: string | null) {
    if ((await ports.providers.serpProviders(teamId)).length === 0)
      return {
        summary: 'No SERP provider configured',
        insights: [
          {
            key: 'rank:check:no-provider',
            title: 'Positions come from Search Console imports and manual entries',
            detail:
              'No rank-tracking provider is configured: add a DataForSEO key in Settings (Providers) to check positions on demand.',
            severity: 'info' as const,
            figures: [{ label: 'SERP providers', value: 0 }],
            link: '/settings#providers',
          },
        ],
      };
    const actor = await runActor(ports.db, { teamId, userId });
    const live = (await siteVersions(ports.db, teamId, 'live')).filter((s) => s.status === 'live');
    const insights: InsightDraft[] = [];
    let started = 0;
    for (const s of live) {
      if (!actor) break;
      try {
        const r = await ports.rankings.checkNow(actor, s.siteId);
        started++;
        insights.push({
          key: `rank:check:${s.siteId}`,
          title: `Rank check started for ${s.name}: ${plural(r.total, 'keyword')}`,
          detail: 'Positions arrive on the monitoring screen as the check runs.',
          severity: 'info',
          figures: [{ label: 'Keywords checked', value: r.total }],
          link: `/monitoring?site=${encodeURIComponent(s.siteId)}`,
          siteId: s.siteId,
        });
      } catch {
        // A site that tracks no keywords has nothing to check.
      }
    }
    if (started === 0)
      insights.push({
        key: 'rank:check:nothing',
        title: 'No rank check started: no live site tracks keywords',
        detail:
          'Add keywords to a live site on the monitoring screen; each check then asks the SERP provider for their positions.',
        severity: 'info',
        figures: [{ label: 'Live sites', value: live.length }],
        link: '/monitoring',
      });
    return { summary: `${plural(started, 'rank check')} started`, insights };
  }

  return {
    id: 'rank-tracking',
    run: (ctx) =>
      ctx.action === 'check' ? check(ctx.teamId, ctx.userId) : forecast(ctx.teamId, ctx.progress),
  };
}
