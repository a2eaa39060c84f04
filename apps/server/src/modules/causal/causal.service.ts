import type { CausalEstimate, CausalMetric, CausalSummary, Intervention } from '@sdp/shared';
import type { Db } from '../../db/client';
import type { TeamActor } from '../../lib/actor';
import { NotFoundError } from '../../lib/errors';
import type { DomainEvents } from '../../lib/events';
import * as repo from './causal.repository';
import { type EstimatorOutput, estimateEffect } from './estimator';
import { type CausalWindow, type DayTable, inputOf, tableOf, windowOf } from './series';

// The causal framework (docs/causal.md): interventions recorded from site.published, and the
// effect of each on a metric, estimated against the team's untouched sites and pages.

export type CausalService = ReturnType<typeof createCausalService>;

export interface CausalPorts {
  db: Db;
  now?: () => Date;
}

/** The list estimates the newest interventions only. */
export const LIST_LIMIT = 50;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function summaryOf(metric: CausalMetric, out: EstimatorOutput): CausalSummary {
  const { series: _series, interventionDay: _day, ...summary } = out;
  return { metric, ...summary };
}

function present(row: repo.InterventionRow, estimate: CausalSummary): Intervention {
  return {
    id: row.id,
    siteId: row.siteId,
    siteName: row.siteName,
    kind: row.kind,
    at: row.at.toISOString(),
    label: row.label,
    paths: row.paths,
    demo: row.demo,
    estimate,
  };
}

export function createCausalService(ports: CausalPorts) {
  const { db } = ports;
  const now = ports.now ?? (() => new Date());

  /** Estimates of these interventions of one team, reading each series once. */
  async function estimateMany(
    teamId: string,
    metric: CausalMetric,
    targets: repo.InterventionRow[],
  ): Promise<Map<string, EstimatorOutput>> {
    const out = new Map<string, EstimatorOutput>();
    if (targets.length === 0) return out;
    const today = dayOf(now());
    const [sites, all] = await Promise.all([repo.teamSites(db, teamId), repo.interventionDays(db, teamId)]);
    const windows = new Map<string, CausalWindow>();
    let from: string | null = null;
    let to: string | null = null;
    for (const t of targets) {
      const target = all.find((i) => i.id === t.id) ?? {
        id: t.id,
        siteId: t.siteId,
        day: dayOf(t.at),
        paths: t.paths,
      };
      const w = windowOf(target, today, sites, all);
      windows.set(t.id, w);
      if (w.from > w.to) continue;
      if (from === null || w.from < from) from = w.from;
      if (to === null || w.to > to) to = w.to;
    }
    let bySite: DayTable = new Map();
    if (from !== null && to !== null) {
      const read =
        metric === 'visitors' ? repo.siteVisitors : metric === 'leads' ? repo.siteLeads : repo.sitePositions;
      bySite = tableOf(await read(db, teamId, from, to));
    }
    for (const t of targets) {
      const w = windows.get(t.id)!;
      let pages: { paths: string[]; table: DayTable } | undefined;
      if (metric === 'visitors' && t.paths.length > 0 && w.from <= w.to) {
        pages = {
          paths: t.paths,
          table: tableOf(await repo.pageVisitors(db, teamId, t.siteId, w.from, w.to)),
        };
      }
      out.set(t.id, estimateEffect(inputOf(w, metric, t.siteId, bySite, pages)));
    }
    return out;
  }

  return {
    estimateMany,

    async list(actor: TeamActor, query: { siteId?: string; metric: CausalMetric }) {
      const [rows, sites] = await Promise.all([
        repo.listInterventions(db, actor.teamId, query.siteId, LIST_LIMIT),
        repo.teamSites(db, actor.teamId),
      ]);
      const estimates = await estimateMany(actor.teamId, query.metric, rows);
      return {
        interventions: rows.map((r) => present(r, summaryOf(query.metric, estimates.get(r.id)!))),
        sites: sites.map((s) => ({ id: s.id, name: s.name })),
      };
    },

    async detail(
      actor: TeamActor,
      id: string,
      metric: CausalMetric,
    ): Promise<{ intervention: Intervention; estimate: CausalEstimate }> {
      const row = await repo.getIntervention(db, actor.teamId, id);
      if (!row) throw new NotFoundError('Intervention');
      const out = (await estimateMany(actor.teamId, metric, [row])).get(row.id)!;
      return { intervention: present(row, summaryOf(metric, out)), estimate: { metric, ...out } };
    },

    /** site.published: one intervention per version that went live (docs/causal.md#interventions). */
    async recordPublished(e: DomainEvents['site.published']): Promise<void> {
      const kind = e.cause?.kind ?? 'deploy';
      let label = e.cause?.label;
      if (!label) {
        const n = await repo.versionNumber(db, e.siteId, e.versionId);
        label = kind === 'deploy' ? `Version ${n ?? '?'} deployed` : `${kind} (version ${n ?? '?'})`;
      }
      await repo.insertIntervention(db, {
        teamId: e.teamId,
        siteId: e.siteId,
        kind,
        at: now(),
        label: label.slice(0, 300),
        refId:
          e.cause?.refId && UUID.test(e.cause.refId) ? e.cause.refId : kind === 'deploy' ? e.versionId : null,
        paths: e.cause?.paths ?? [],
        demo: e.demo,
      });
    },
  };
}
