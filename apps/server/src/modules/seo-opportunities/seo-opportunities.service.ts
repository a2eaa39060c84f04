import {
  bulkUpdateSeoOpportunitiesRequestSchema,
  createSeoOpportunityRequestSchema,
  exportSeoOpportunitiesRequestSchema,
  type SeoOpportunity,
  type seoOpportunityListQuerySchema,
  updateSeoOpportunityRequestSchema,
} from '@sdp/shared';
import type { z } from 'zod';
import type { Actor, TeamActor } from '../../lib/actor';
import { emitAudit } from '../../lib/audit';
import type { ServiceDeps } from '../../lib/deps';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { toCsv } from './export-file';
import type { Generator } from './generate';
import * as repo from './opportunities.repository';
import { presentOpportunity } from './present';
import { scoreOf } from './score';

// SEO opportunities of a team's websites (docs/seo-opportunities.md): list, create, read, update,
// delete, bulk update, export. Implementation is implementation.ts; generation generate.ts.

export const BEING_IMPLEMENTED = 'This opportunity is being implemented; cancel it first';
export const NOT_ANALYSED =
  'This website has not been analysed yet: its opportunities appear after its first crawl';

function emptyFile(format: 'csv' | 'json') {
  const stamp = new Date().toISOString().slice(0, 10);
  return format === 'json'
    ? {
        fileName: `seo-opportunities-${stamp}.json`,
        contentType: 'application/json; charset=utf-8',
        body: '{"items":[]}',
      }
    : {
        fileName: `seo-opportunities-${stamp}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: `${toCsv([])}`,
      };
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw new ValidationError(r.error.issues[0]?.message ?? 'Invalid input');
  return r.data;
}

export interface OpportunityPorts {
  generator: Generator;
  pushed: (
    teamId: string,
    event: 'opportunity:discovered' | 'opportunity:updated',
    row: repo.SeoOpportunityRow,
  ) => void;
}

export function createSeoOpportunitiesService(deps: ServiceDeps, ports: OpportunityPorts) {
  const { db } = deps;

  async function withSteps(teamId: string, rows: repo.SeoOpportunityRow[]): Promise<SeoOpportunity[]> {
    const steps = await repo.stepsOf(
      db,
      teamId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => presentOpportunity(r, steps));
  }

  async function owned(actor: TeamActor, id: string) {
    const row = await repo.getOpportunity(db, actor.teamId, id);
    if (!row) throw new NotFoundError('Opportunity');
    return row;
  }

  /** The project a call names: websiteId (a hosted site's project) or projectId. */
  async function projectFor(actor: TeamActor, q: { websiteId?: string; projectId?: string }) {
    if (q.projectId) {
      const p = await repo.projectOf(db, actor.teamId, q.projectId);
      if (!p) throw new NotFoundError('Project');
      if (q.websiteId && p.siteId !== q.websiteId)
        throw new ValidationError('websiteId: this project is not that website');
      return p;
    }
    if (q.websiteId) {
      const p = await repo.projectOfSite(db, actor.teamId, q.websiteId);
      if (p) return p;
      if (!(await repo.isTeamSite(db, actor.teamId, q.websiteId))) throw new NotFoundError('Website');
      throw new ConflictError(NOT_ANALYSED, 'website_not_analysed');
    }
    return null;
  }

  /** A hosted site of the team without its project yet (no crawl so far) has no opportunities. */
  async function websiteWithoutProject(actor: TeamActor, websiteId: string): Promise<boolean> {
    if (await repo.projectOfSite(db, actor.teamId, websiteId)) return false;
    if (!(await repo.isTeamSite(db, actor.teamId, websiteId))) throw new NotFoundError('Website');
    return true;
  }

  function audit(actor: TeamActor, row: repo.SeoOpportunityRow, kind: string, summary: string) {
    if (row.demo) return;
    emitAudit(deps, {
      kind,
      teamId: actor.teamId,
      userId: actor.userId,
      summary,
      target: { type: 'seo_opportunity', id: row.id },
    });
  }

  return {
    /** `q` as the route parsed it (the flags are booleans by then). */
    async list(actor: Actor, q: z.output<typeof seoOpportunityListQuerySchema>) {
      // An unknown website or project answers an empty list (the same for another team's).
      const filter = { ...q, siteId: q.websiteId };
      if (q.websiteId && !q.projectId && (await websiteWithoutProject(actor, q.websiteId)))
        return { items: [], total: 0 };
      const { items, total } = await repo.listOpportunities(db, actor.teamId, filter);
      return { items: await withSteps(actor.teamId, items), total };
    },

    async get(actor: Actor, id: string): Promise<SeoOpportunity> {
      const row = await owned(actor, id);
      return (await withSteps(actor.teamId, [row]))[0]!;
    },

    async create(actor: Actor, raw: unknown): Promise<SeoOpportunity> {
      const input = parse(createSeoOpportunityRequestSchema, raw);
      if (!input.websiteId && !input.projectId) throw new ValidationError('websiteId or projectId: required');
      const project = (await projectFor(actor, input))!;
      const effect = {
        metric: 'visitors' as const,
        low: 0,
        high: 0,
        unit: 'visitors/month',
        basis: 'Added by hand: no measured effect',
        estimate: true,
      };
      const row = await repo.insertOpportunity(
        db,
        {
          teamId: actor.teamId,
          projectId: project.id,
          siteId: project.siteId,
          createdBy: actor.userId,
          source: 'manual',
          sourceKey: `manual:${crypto.randomUUID()}`,
          title: input.title,
          description: input.description,
          category: input.category,
          difficulty: input.difficulty,
          score: scoreOf({ effect, difficulty: input.difficulty, weight: 0.3 }),
          quickWin: false,
          automated: false,
          expectedEffect: effect,
          affectedUrls: input.affectedUrls,
          evidence: {},
        },
        input.steps.map((s) => ({ title: s.title, detail: s.detail, action: 'manual', automated: false })),
      );
      // The key is a fresh uuid: a conflict cannot happen.
      if (!row) throw new ConflictError('This opportunity exists already');
      audit(actor, row, 'seo_opportunity.created', `Added the SEO opportunity "${row.title}"`);
      ports.pushed(actor.teamId, 'opportunity:discovered', row);
      return (await withSteps(actor.teamId, [row]))[0]!;
    },

    async update(actor: Actor, id: string, raw: unknown): Promise<SeoOpportunity> {
      const input = parse(updateSeoOpportunityRequestSchema, raw);
      const row = await owned(actor, id);
      if (input.status && !['open', 'dismissed'].includes(row.status)) {
        throw new ConflictError(
          row.status === 'implementing' || row.status === 'paused'
            ? BEING_IMPLEMENTED
            : `This opportunity is ${row.status}; only an open or dismissed one can be reopened or dismissed`,
          'opportunity_state',
        );
      }
      const updated = await repo.updateOpportunity(
        db,
        actor.teamId,
        id,
        input,
        input.status ? ['open', 'dismissed'] : undefined,
      );
      if (!updated) throw new ConflictError('This opportunity changed meanwhile; reload it and try again');
      ports.pushed(actor.teamId, 'opportunity:updated', updated);
      return (await withSteps(actor.teamId, [updated]))[0]!;
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const row = await owned(actor, id);
      const result = await repo.deleteOpportunity(db, actor.teamId, id);
      if (result === 'missing') throw new NotFoundError('Opportunity');
      if (result === 'busy') throw new ConflictError(BEING_IMPLEMENTED, 'opportunity_implementing');
      audit(actor, row, 'seo_opportunity.deleted', `Deleted the SEO opportunity "${row.title}"`);
      ports.pushed(actor.teamId, 'opportunity:updated', { ...row, status: 'cancelled' });
    },

    async bulkUpdate(actor: Actor, raw: unknown) {
      const input = parse(bulkUpdateSeoOpportunitiesRequestSchema, raw);
      const r = await repo.bulkUpdate(db, actor.teamId, input.updates);
      if (r.kind === 'missing') throw new NotFoundError('Opportunity');
      if (r.kind === 'busy')
        throw new ConflictError(
          `Opportunity ${r.id} is ${r.status}; only open or dismissed ones can change status. Nothing was updated.`,
          'opportunity_state',
        );
      for (const row of r.rows) ports.pushed(actor.teamId, 'opportunity:updated', row);
      return { updated: r.rows.length, items: await withSteps(actor.teamId, r.rows) };
    },

    /** A website's opportunities as a file. */
    async exportFile(actor: Actor, raw: unknown) {
      const input = parse(exportSeoOpportunitiesRequestSchema, raw ?? {});
      if (!input.websiteId && !input.projectId) throw new ValidationError('websiteId or projectId: required');
      if (input.websiteId && !input.projectId && (await websiteWithoutProject(actor, input.websiteId)))
        return emptyFile(input.format);
      const project = (await projectFor(actor, input))!;
      const items = await withSteps(actor.teamId, await repo.allOfProject(db, actor.teamId, project.id));
      const stamp = new Date().toISOString().slice(0, 10);
      const base = `seo-opportunities-${project.name
        .replace(/[^a-z0-9]+/gi, '-')
        .toLowerCase()
        .slice(0, 40)}-${stamp}`;
      if (input.format === 'json')
        return {
          fileName: `${base}.json`,
          contentType: 'application/json; charset=utf-8',
          body: JSON.stringify(
            { project: { id: project.id, name: project.name, url: project.url }, items },
            null,
            2,
          ),
        };
      return { fileName: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: toCsv(items) };
    },

    /** Re-derives the project's opportunities from its last crawl and (hosted) its signals. */
    async refresh(actor: TeamActor, projectId: string, lastCrawlId: string | null) {
      const project = await repo.projectOf(db, actor.teamId, projectId);
      if (!project) throw new NotFoundError('Project');
      if (lastCrawlId) await ports.generator.fromCrawl(actor.teamId, projectId, lastCrawlId);
      await ports.generator.fromSignals(actor.teamId, projectId);
    },
  };
}

export type SeoOpportunitiesCore = ReturnType<typeof createSeoOpportunitiesService>;
