import { randomUUID } from 'node:crypto';
import type {
  ContentDraft,
  ContentDraftSummary,
  ContentScores,
  GenerateDraftInput,
  SaveDraftInput,
  SaveDraftResult,
  UpdateDraftInput,
} from '@sdp/shared';
import { getPlaces } from '../../data/places';
import { VERTICAL_BY_SLUG } from '../../data/verticals';
import type { TeamActor } from '../../lib/actor';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { EnginesService } from '../engines/index';
import { estimate, measurePageContent, type SiteEditsService, type SitesService } from '../sites/index';
import * as repo from './content-generator.repository';
import { draftOf, pageContentOf, verticalOfKeyword } from './draft-content';
import { type DraftText, scoreDraft } from './scoring';

// Content generator (docs/content-generator.md): drafts written for a keyword and a place, scored,
// edited and re-scored, and saved to a hosted site of the team as a page in a deployed version.

export type ContentGeneratorService = ReturnType<typeof createContentGeneratorService>;

export interface ContentGeneratorPorts {
  db: import('../../db/client').Db;
  sites: SitesService;
  siteEdits: SiteEditsService;
  engines?: Pick<EnginesService, 'request'>;
}

const LIST_LIMIT = 100;

interface Place {
  placeId: string;
  name: string;
  state: string;
}

function placeOf(placeId: string): Place | null {
  const t = getPlaces();
  const q = t.indexById.get(placeId);
  return q === undefined ? null : { placeId, name: t.name[q], state: t.state[q] };
}

/** Leading and trailing dashes dropped (by index: a regex for it backtracks on long runs). */
function trimDashes(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && s[a] === '-') a++;
  while (b > a && s[b - 1] === '-') b--;
  return s.slice(a, b);
}

function slugOf(s: string): string {
  const words = s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-');
  return trimDashes(trimDashes(words).slice(0, 80)) || 'page';
}

function textOf(row: repo.ContentDraftRow): DraftText {
  const c = row.content as {
    h1?: string;
    intro?: string;
    sections?: DraftText['sections'];
    faq?: DraftText['faq'];
  };
  return {
    title: row.title,
    description: row.description,
    h1: c.h1 ?? '',
    intro: c.intro ?? '',
    sections: c.sections ?? [],
    faq: c.faq ?? [],
  };
}

export function createContentGeneratorService(ports: ContentGeneratorPorts) {
  const { db, sites, siteEdits } = ports;

  async function score(actor: TeamActor, d: DraftText, keyword: string, verticalSlug: string | null) {
    const pages = await sites.teamPages(actor);
    const sig = measurePageContent(pageContentOf(d)).sig;
    let closest: ContentScores['closest'] = null;
    for (const p of pages) {
      const s = estimate(sig, p.sig);
      if (!closest || s > closest.similarity)
        closest = { siteId: p.siteId, siteName: p.siteName, path: p.path, url: p.url, similarity: s };
    }
    if (closest) closest.similarity = Math.round(closest.similarity * 1000) / 1000;
    const v = verticalSlug ? VERTICAL_BY_SLUG.get(verticalSlug) : undefined;
    return scoreDraft({ draft: d, keyword, terms: v?.keywords ?? [], closest, pagesCompared: pages.length });
  }

  async function present(actor: TeamActor, row: repo.ContentDraftRow): Promise<ContentDraft> {
    const d = textOf(row);
    let savedUrl: string | null = null;
    if (row.status === 'saved' && row.siteId && row.savedPath) {
      const site = await sites.contentSite(actor, row.siteId).catch(() => null);
      if (site) savedUrl = site.url.replace(/\/$/, '') + row.savedPath;
    }
    return {
      id: row.id,
      keyword: row.keyword,
      place: (row.place as Place | null) ?? null,
      siteId: row.siteId,
      verticalSlug: row.verticalSlug,
      verticalName: row.verticalSlug ? (VERTICAL_BY_SLUG.get(row.verticalSlug)?.name ?? null) : null,
      writer: row.writer,
      ...d,
      scores: row.scores as unknown as ContentScores,
      status: row.status,
      savedPath: row.savedPath,
      savedVersionId: row.savedVersionId,
      savedUrl,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function own(actor: TeamActor, id: string) {
    const row = await repo.getDraft(db, actor.teamId, id);
    if (!row) throw new NotFoundError('Draft');
    return row;
  }

  return {
    /** Writes a page for the keyword and place (or the site's place) and stores it scored. */
    async generate(actor: TeamActor, input: GenerateDraftInput): Promise<ContentDraft> {
      const site = input.siteId ? await sites.contentSite(actor, input.siteId) : null;
      const placeId = input.placeId ?? site?.placeId;
      if (!placeId)
        throw new ValidationError('placeId: pick a place (or a site of the team, whose place is used)');
      const place = placeOf(placeId);
      if (!place) throw new ValidationError(`placeId: ${placeId} is not a place in the market data`);
      const vertical = site ? VERTICAL_BY_SLUG.get(site.verticalSlug) : verticalOfKeyword(input.keyword);
      if (!vertical)
        throw new ValidationError(
          'keyword: no vertical of the market data matches it; name the service (e.g. "roof repair") or pick a site of the team',
        );
      const written = await sites.writeKeywordPage(
        actor,
        { keyword: input.keyword, verticalSlug: vertical.slug, placeId, siteId: site?.id },
        input.writer === 'llm',
      );
      const d = draftOf(written.content);
      const scores = await score(actor, d, input.keyword, vertical.slug);
      const row = await repo.insertDraft(db, {
        teamId: actor.teamId,
        createdBy: actor.userId,
        siteId: site?.id ?? null,
        keyword: input.keyword,
        place: { ...place },
        verticalSlug: vertical.slug,
        title: d.title,
        description: d.description,
        content: { h1: d.h1, intro: d.intro, sections: d.sections, faq: d.faq },
        writer: written.writer,
        scores: scores as unknown as Record<string, unknown>,
        usage: written.usage,
      });
      return present(actor, row);
    },

    async list(actor: TeamActor): Promise<ContentDraftSummary[]> {
      const rows = await repo.listDrafts(db, actor.teamId, LIST_LIMIT);
      const urls = new Map<string, string | null>();
      const out: ContentDraftSummary[] = [];
      for (const row of rows) {
        let savedUrl: string | null = null;
        if (row.status === 'saved' && row.siteId && row.savedPath) {
          if (!urls.has(row.siteId))
            urls.set(row.siteId, (await sites.contentSite(actor, row.siteId).catch(() => null))?.url ?? null);
          const base = urls.get(row.siteId);
          savedUrl = base ? base.replace(/\/$/, '') + row.savedPath : null;
        }
        out.push({
          id: row.id,
          keyword: row.keyword,
          place: (row.place as Place | null) ?? null,
          siteId: row.siteId,
          writer: row.writer,
          title: row.title,
          status: row.status,
          savedPath: row.savedPath,
          savedUrl,
          overall: (row.scores as { overall?: number }).overall ?? 0,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        });
      }
      return out;
    },

    async get(actor: TeamActor, id: string): Promise<ContentDraft> {
      return present(actor, await own(actor, id));
    },

    /** Edits the words and scores them again. */
    async update(actor: TeamActor, id: string, patch: UpdateDraftInput): Promise<ContentDraft> {
      const row = await own(actor, id);
      const d: DraftText = { ...textOf(row), ...(patch as Partial<DraftText>) };
      const scores = await score(actor, d, row.keyword, row.verticalSlug);
      const updated = await repo.updateDraft(db, actor.teamId, id, {
        title: d.title,
        description: d.description,
        content: { h1: d.h1, intro: d.intro, sections: d.sections, faq: d.faq },
        scores: scores as unknown as Record<string, unknown>,
      });
      if (!updated) throw new NotFoundError('Draft');
      return present(actor, updated);
    },

    async remove(actor: TeamActor, id: string): Promise<{ id: string }> {
      if (!(await repo.deleteDraft(db, actor.teamId, id))) throw new NotFoundError('Draft');
      return { id };
    },

    /**
     * Saves the draft to a hosted site of the team: over the page at `path` when the site has one
     * (the page editor's words), else as a new page (the add-page site edit), then deploys the new
     * version. A failed build or deploy leaves the live version as it was and the draft unsaved.
     */
    async save(actor: TeamActor, id: string, input: SaveDraftInput): Promise<SaveDraftResult> {
      const row = await own(actor, id);
      const site = await sites.contentSite(actor, input.siteId);
      const d = textOf(row);
      const content = pageContentOf(d);
      if (!content.intro)
        throw new ValidationError('intro: the page needs a first paragraph before it is saved');
      const path = input.path ?? `/${slugOf(row.keyword)}/`;
      const listed = await sites.listPages(actor, site.id);
      const existing = listed.pages.find((p) => p.path === path);
      const edited = (await siteEdits.list(actor, site.id)).some(
        (e) => e.kind === 'add-page' && e.path === path,
      );
      let versionId: string;
      let batchId: string | null = null;
      if (existing && !edited) {
        if (!existing.editable)
          throw new ValidationError(
            `path: ${path} is a ${existing.kind ?? 'fixed'} page of this site; pick another path`,
          );
        versionId = (await sites.savePage(actor, site.id, { path, content })).id;
      } else {
        batchId = randomUUID();
        await siteEdits.stage(actor, site.id, batchId, { kind: 'add-page', path, content });
        try {
          versionId = (await siteEdits.build(actor, site.id, batchId)).versionId;
        } catch (err) {
          await siteEdits.discard(actor, site.id, batchId);
          throw err;
        }
      }
      try {
        await sites.deployVersion(actor, site.id, versionId, undefined, {
          kind: 'content',
          label: `New page: ${d.title}`.slice(0, 200),
          refId: row.id,
          paths: [path],
        });
      } catch (err) {
        if (batchId) await siteEdits.discard(actor, site.id, batchId);
        throw err;
      }
      if (batchId) await siteEdits.markApplied(actor, site.id, batchId);
      const saved = await repo.updateDraft(db, actor.teamId, id, {
        status: 'saved',
        siteId: site.id,
        savedPath: path,
        savedVersionId: versionId,
      });
      ports.engines?.request(actor.teamId, 'content').catch(() => undefined);
      const versions = await sites.listVersions(actor, site.id);
      const version = versions.find((v) => v.id === versionId);
      if (!saved || !version) throw new NotFoundError('Draft');
      return { draft: await present(actor, saved), version, url: site.url.replace(/\/$/, '') + path };
    },
  };
}
