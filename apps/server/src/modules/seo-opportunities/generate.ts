import type { Site } from '@sdp/shared';
import type { TeamActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import type { SiteEdit } from '../sites/index';
import { type AuditContext, auditDrafts, VISITOR_DAYS } from './audit-source';
import { DEPLOY_STEP, type Draft, editSteps } from './drafts';
import type { HostedSiteFacts } from './hosted-edits';
import { marketDrafts } from './market-source';
import * as repo from './opportunities.repository';
import { analyticsDrafts, rankingDrafts, searchConsoleDrafts } from './signals-source';
import * as sources from './sources.repository';

// Generation (docs/seo-opportunities.md#sources): each source's drafts are upserted by their key
// per project. A re-run updates the open ones, leaves the others' status alone, and marks the ones
// it no longer finds resolved (kept for history; hidden from the list unless a status is asked).

export interface GeneratePorts {
  /** The hosted site as the sites module shows it (business, vertical, place, phone). */
  site: (actor: TeamActor, siteId: string) => Promise<Site>;
  pushed: (
    teamId: string,
    event: 'opportunity:discovered' | 'opportunity:updated',
    row: repo.SeoOpportunityRow,
  ) => void;
  /** The site edits service's check of an edit: the reason it cannot apply, or null. */
  validate: (actor: TeamActor, siteId: string, edit: SiteEdit) => Promise<string | null>;
}

export interface GenerateResult {
  created: number;
  updated: number;
  resolved: number;
}

export function createGenerator(deps: ServiceDeps, ports: GeneratePorts) {
  const { db } = deps;

  async function hostedFacts(project: repo.ProjectBrief): Promise<HostedSiteFacts | null> {
    if (!project.siteId) return null;
    const site = await ports.site({ teamId: project.teamId, userId: project.userId ?? '' }, project.siteId);
    return {
      baseUrl: project.url,
      business: site.business.name || site.name,
      vertical: site.vertical,
      city: site.location?.city ?? null,
      state: site.location?.state ?? null,
      phone: site.business.phone ?? null,
    };
  }

  /**
   * Hosted sites: keeps only the edits the site edits service accepts (content pages; not the terms,
   * privacy, thank-you or 404 pages). A draft left without any becomes its manual form, or is
   * dropped when it has none. The refused edits and their reasons go to the evidence.
   */
  async function checkEdits(project: repo.ProjectBrief, drafts: Draft[]): Promise<Draft[]> {
    const siteId = project.siteId;
    if (!siteId) return drafts;
    const actor = { teamId: project.teamId, userId: project.userId ?? '' };
    const out: Draft[] = [];
    for (const d of drafts) {
      if (!d.automated) {
        out.push(d);
        continue;
      }
      const accepted: SiteEdit[] = [];
      const refused: { target: string; reason: string }[] = [];
      for (const step of d.steps) {
        if (!step.automated || step.action === 'deploy') continue;
        for (const edit of (step.params as { edits?: SiteEdit[] } | undefined)?.edits ?? []) {
          // Links one by one: a target the service refuses (thank-you, 404) drops that link only.
          const parts: SiteEdit[] =
            edit.kind === 'add-internal-links' ? edit.links.map((l) => ({ ...edit, links: [l] })) : [edit];
          const kept: SiteEdit[] = [];
          for (const part of parts) {
            const reason = await ports.validate(actor, siteId, part);
            const target =
              part.kind === 'add-internal-links'
                ? part.links[0]!.path
                : 'path' in part
                  ? part.path
                  : part.placeId;
            if (reason) refused.push({ target, reason });
            else kept.push(part);
          }
          if (edit.kind === 'add-internal-links' && kept.length)
            accepted.push({
              ...edit,
              links: kept.flatMap((k) => (k.kind === 'add-internal-links' ? k.links : [])),
            });
          else accepted.push(...kept);
        }
      }
      const evidence = refused.length ? { ...d.evidence, refusedEdits: refused.slice(0, 20) } : d.evidence;
      if (accepted.length) out.push({ ...d, evidence, steps: [...editSteps(accepted), DEPLOY_STEP] });
      else if (d.manualFallback)
        out.push({
          ...d,
          evidence,
          automated: false,
          difficulty: d.manualDifficulty ?? d.difficulty,
          steps: d.manualFallback,
        });
    }
    return out;
  }

  /** Upserts the drafts of the sources whose keys start with one of `prefixes`. */
  async function upsert(
    project: repo.ProjectBrief,
    prefixes: string[],
    drafts: Draft[],
  ): Promise<GenerateResult> {
    const result = { created: 0, updated: 0, resolved: 0 };
    const existing = new Map<string, repo.SeoOpportunityRow>();
    for (const prefix of prefixes)
      for (const row of await repo.byKeyPrefix(db, project.teamId, project.id, prefix))
        existing.set(row.sourceKey, row);
    const seen = new Set<string>();
    for (const d of drafts) {
      seen.add(d.sourceKey);
      const { steps, manualFallback: _m, manualDifficulty: _d, ...fields } = d;
      const row = existing.get(d.sourceKey);
      if (!row) {
        const made = await repo.insertOpportunity(
          db,
          {
            ...fields,
            teamId: project.teamId,
            projectId: project.id,
            siteId: project.siteId,
            demo: project.demo,
          },
          steps,
        );
        if (!made) continue; // a concurrent run made it
        result.created++;
        ports.pushed(project.teamId, 'opportunity:discovered', made);
        continue;
      }
      // Open ones take the new findings whole; the others keep their status and steps, and only
      // their figures are refreshed (a dismissed one stays dismissed).
      const figures = {
        score: fields.score,
        expectedEffect: fields.expectedEffect,
        affectedUrls: fields.affectedUrls,
        evidence: fields.evidence,
        resolvedAt: null,
      };
      const updated =
        row.status === 'open'
          ? await repo.updateOpportunity(db, project.teamId, row.id, { ...fields, resolvedAt: null }, [
              'open',
            ])
          : await repo.updateOpportunity(db, project.teamId, row.id, figures);
      if (updated && row.status === 'open') await repo.replaceSteps(db, project.teamId, row.id, steps);
      if (updated) {
        result.updated++;
        ports.pushed(project.teamId, 'opportunity:updated', updated);
      }
    }
    const gone = [...existing.values()].filter((r) => !seen.has(r.sourceKey) && r.source !== 'manual');
    result.resolved = (
      await repo.markResolved(
        db,
        project.teamId,
        gone.map((r) => r.id),
      )
    ).length;
    return result;
  }

  /** A completed crawl's findings -> the project's audit opportunities. */
  async function fromCrawl(
    teamId: string,
    projectId: string,
    crawlId: string,
  ): Promise<GenerateResult | null> {
    const project = await repo.projectOf(db, teamId, projectId);
    const crawl = await sources.crawlOf(db, teamId, crawlId);
    if (!project || !crawl || crawl.projectId !== projectId) return null;
    const findings = await sources.findingsOf(db, teamId, crawlId);
    const site = await hostedFacts(project);
    const urls = [...new Set(findings.map((f) => f.url))];
    const pages = new Map((await sources.pagesOf(db, teamId, crawlId, urls)).map((p) => [p.url, p]));
    let visitorsByPath: AuditContext['visitorsByPath'] = null;
    if (project.siteId) {
      const rows = await sources.visitorsByPath(db, teamId, project.siteId, VISITOR_DAYS);
      visitorsByPath = new Map(rows.map((r) => [r.path, r.visitors]));
    }
    const drafts = await checkEdits(project, auditDrafts(findings, { crawlId, site, pages, visitorsByPath }));
    return upsert(project, ['audit:'], drafts);
  }

  /** A hosted site's rankings, Search Console figures and analytics -> its opportunities. */
  async function fromSignals(teamId: string, projectId: string): Promise<GenerateResult | null> {
    const project = await repo.projectOf(db, teamId, projectId);
    if (!project?.siteId) return null;
    const site = (await hostedFacts(project))!;
    const standings = await sources.keywordStandings(db, teamId, project.siteId);
    const [visitors, leads] = await Promise.all([
      sources.visitorsByPath(db, teamId, project.siteId, 30),
      sources.leadsByPath(db, teamId, project.siteId, 30),
    ]);
    const market = await sources.siteMarket(db, teamId, project.siteId);
    const drafts = [
      ...rankingDrafts(standings, site),
      ...searchConsoleDrafts(standings, site),
      ...analyticsDrafts(visitors, leads, site),
      ...(market ? marketDrafts(market) : []),
    ];
    return upsert(
      project,
      ['rankings:', 'search-console:', 'analytics:', 'market:'],
      await checkEdits(project, drafts),
    );
  }

  return { fromCrawl, fromSignals };
}

export type Generator = ReturnType<typeof createGenerator>;
