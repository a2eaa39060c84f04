import type { Db } from '../../../db/client';
import type { EngineDefinition, InsightDraft } from '../../../lib/engine';
import { failedDeploys, siteVersions } from '../engine-reads.repository';
import { plural } from './context';

// Deployment (docs/engines.md#engines): the health check each live version got when it went live
// (site_versions.health), how long that check took after the version went live, and the team's
// deploy jobs that failed in the last 7 days (deploy_jobs).

/** A health check that answered this long after the version went live is slow. */
export const SLOW_CHECK_MS = 2_000;

export function deploymentEngine(ports: { db: Db }): EngineDefinition {
  return {
    id: 'deployment',
    async run(ctx) {
      const live = (await siteVersions(ports.db, ctx.teamId, 'live')).filter((s) => s.status === 'live');
      ctx.progress(50);
      const failed = await failedDeploys(ports.db, ctx.teamId);
      ctx.progress(80);
      const insights: InsightDraft[] = [];
      let unhealthy = 0;
      let slow = 0;
      for (const s of live) {
        const h = s.health;
        const checkMs =
          h?.checkedAt && s.deployedAt
            ? new Date(h.checkedAt).getTime() - new Date(s.deployedAt).getTime()
            : null;
        if (h && h.ok === false) {
          unhealthy++;
          insights.push({
            key: `deploy:health:${s.siteId}`,
            title: `${s.name} failed its last health check`,
            detail: `Checked ${h.checkedAt ?? 'at deploy'}: ${h.error ?? `HTTP ${h.status ?? 'no answer'}`}.`,
            severity: 'critical',
            figures: [
              { label: 'HTTP status', value: h.status ?? null },
              { label: 'Version', value: s.number },
            ],
            link: '/deployment',
            siteId: s.siteId,
          });
        } else if (checkMs !== null && checkMs > SLOW_CHECK_MS) {
          slow++;
          insights.push({
            key: `deploy:slow:${s.siteId}`,
            title: `${s.name}: its health check took ${(checkMs / 1000).toFixed(1)} s`,
            detail: `From the version going live to the home page answering the check; over ${SLOW_CHECK_MS / 1000} s is slow.`,
            severity: 'warning',
            figures: [{ label: 'Check time', value: Math.round(checkMs), unit: 'ms' }],
            link: '/deployment',
            siteId: s.siteId,
          });
        }
      }
      if (failed.length)
        insights.push({
          key: 'deploy:failed-jobs',
          title: `${plural(failed.length, 'deploy job')} failed in the last 7 days`,
          detail: `Latest: ${failed[0]!.kind}${failed[0]!.errors[0] ? ` (${failed[0]!.errors[0]})` : ''}.`,
          severity: 'warning',
          figures: [{ label: 'Failed jobs, 7 days', value: failed.length }],
          link: '/deployment',
        });
      if (live.length === 0 && failed.length === 0)
        return {
          summary: 'No live site yet',
          insights: [
            {
              key: 'deploy:empty',
              title: 'No live site to watch yet',
              detail: 'Deploy a site: its health check, check time and any failed deploys are reported here.',
              severity: 'info',
              figures: [{ label: 'Live sites', value: 0 }],
              link: '/deployment',
            },
          ],
        };
      insights.push({
        key: 'deploy:overview',
        title: `${plural(live.length, 'live site')}: ${live.length - unhealthy} healthy`,
        detail: `${plural(slow, 'slow health check')}; ${plural(failed.length, 'failed deploy job')} in 7 days.`,
        severity: unhealthy ? 'warning' : 'success',
        figures: [
          { label: 'Live sites', value: live.length },
          { label: 'Failing health check', value: unhealthy },
          { label: 'Slow checks', value: slow },
          { label: 'Failed jobs, 7 days', value: failed.length },
        ],
        link: '/deployment',
      });
      return {
        summary: `${plural(live.length, 'live site')}, ${unhealthy} unhealthy, ${plural(failed.length, 'failed job')} in 7 days`,
        insights,
      };
    },
  };
}
