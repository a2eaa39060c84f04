import {
  type EditablePageContent,
  type PageMeta,
  type PagePreview,
  pageContentQuerySchema,
  pageEditRequestSchema,
  pagePathQuerySchema,
  SIMILARITY_THRESHOLD,
  type SitePageContent,
  type SitePages,
  type SiteVersion,
} from '@sdp/shared';
import type { z } from 'zod';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { PageContent } from './generator';
import { applyPageEdits } from './generator/content/edit-writer';
import { CONTENT_KINDS } from './generator/content/model';
import { estimate } from './generator/similarity';
import { decodePageContents, measure, type StoredPage } from './page-contents';
import * as edits from './page-overrides.repository';
import { parse, type SiteContext } from './site-context';
import { buildEditsOf } from './site-edits.apply';
import * as siteEdits from './site-edits.repository';
import type { createSiteVersions } from './site-versions';
import { iso } from './site-view';
import type { Actor } from './sites.types';

// Page edits (docs/product/rules.md#page-edits): the pages of the latest version, a page's current
// words (the edit, or as generated), a live similarity check of a draft, and save / reset, each of
// which stores or drops the edit and builds a new version with the same template and seed.

type LatestVersion = NonNullable<Awaited<ReturnType<typeof edits.latestVersionContents>>>;

interface DecodedContents {
  pages: Map<string, StoredPage>;
  /** MinHash of every content page, computed once per version (the preview compares with them). */
  sigs?: Map<string, Uint32Array>;
}

/** Decoded versions kept in memory: the editor asks for the same latest version over and over. */
const KEPT_VERSIONS = 8;

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** One space between words everywhere (a paragraph is one line in the page). */
function normalize(c: EditablePageContent): PageContent {
  return {
    title: squash(c.title),
    description: squash(c.description),
    h1: squash(c.h1),
    intro: squash(c.intro),
    sections: c.sections.map((s) => ({
      heading: squash(s.heading),
      paragraphs: s.paragraphs.map(squash),
      ...(s.list
        ? { list: s.list.map((i) => ({ text: squash(i.text), ...(i.href ? { href: i.href } : {}) })) }
        : {}),
    })),
    faqs: c.faqs.map((f) => ({ q: squash(f.q), a: squash(f.a) })),
  };
}

export function createSitePages(
  ctx: SiteContext,
  versions: Pick<ReturnType<typeof createSiteVersions>, 'generateVersion'>,
) {
  const { db, own } = ctx;
  const decoded = new Map<string, DecodedContents>();

  function contentsOf(v: LatestVersion): DecodedContents | null {
    if (!v.pageContents) return null;
    let hit = decoded.get(v.id);
    if (!hit) {
      hit = { pages: new Map(decodePageContents(v.pageContents).map((p) => [p.path, p])) };
      if (decoded.size >= KEPT_VERSIONS) decoded.delete(decoded.keys().next().value!);
      decoded.set(v.id, hit);
    }
    return hit;
  }

  async function latest(actor: Actor, siteId: string) {
    const site = await own(actor, siteId);
    const version = await edits.latestVersionContents(db, actor.teamId, site.id);
    if (!version) throw new NotFoundError('Version');
    return { site, version };
  }

  function editableContents(v: LatestVersion): DecodedContents {
    const d = contentsOf(v);
    if (!d)
      throw new ConflictError(
        'This version was built before page editing: regenerate the site once, then edit its pages',
        'not_editable',
      );
    return d;
  }

  function editablePage(d: DecodedContents, path: string): StoredPage & { content: PageContent } {
    const page = d.pages.get(path);
    if (!page) throw new NotFoundError('Page');
    if (!page.content || !CONTENT_KINDS.has(page.kind))
      throw new ValidationError(
        `path: ${path} is a ${page.kind} page; only content pages can be edited`,
        undefined,
        'not_editable',
      );
    return page as StoredPage & { content: PageContent };
  }

  /** List links must name pages of the site (the build turns them into its own hrefs). */
  function checkLinks(d: DecodedContents, c: PageContent) {
    for (const [i, s] of c.sections.entries())
      for (const [j, item] of (s.list ?? []).entries())
        if (item.href && !d.pages.has(item.href))
          throw new ValidationError(
            `content.sections.${i}.list.${j}.href: ${item.href} is not a page of this site`,
          );
  }

  const thresholdOf = (v: LatestVersion) => {
    const t = (v.similarity as { threshold?: unknown } | null)?.threshold;
    return typeof t === 'number' ? t : SIMILARITY_THRESHOLD;
  };

  /** Builds the next version with the latest one's template and seed; the edit goes back on failure. */
  async function rebuild(
    actor: Actor,
    siteId: string,
    v: LatestVersion,
    path: string,
    previous: edits.SitePageOverrideRow | undefined,
  ): Promise<SiteVersion> {
    try {
      return await versions.generateVersion(actor, siteId, {
        seed: v.seed,
        template: v.template as SiteVersion['template'],
      });
    } catch (err) {
      await edits.restoreOverride(db, actor.teamId, siteId, path, previous);
      throw err;
    }
  }

  return {
    /** The pages of the latest version: path, title, words, kind, and whether each is edited. */
    async listPages(actor: Actor, siteId: string): Promise<SitePages> {
      const { site, version } = await latest(actor, siteId);
      const d = contentsOf(version);
      const edited = new Set((await edits.listOverrides(db, actor.teamId, site.id)).map((o) => o.path));
      return {
        versionId: version.id,
        versionNumber: version.number,
        editable: !!d,
        threshold: thresholdOf(version),
        pages: (version.pages as PageMeta[]).map((p) => {
          const stored = d?.pages.get(p.path);
          return {
            path: p.path,
            title: p.title,
            words: p.words,
            kind: stored?.kind ?? null,
            editable: !!stored?.content && CONTENT_KINDS.has(stored.kind),
            overridden: edited.has(p.path),
          };
        }),
      };
    },

    /** A content page's current words: the operator's edit, else as the latest version wrote them. */
    async pageContent(
      actor: Actor,
      siteId: string,
      raw: z.input<typeof pageContentQuerySchema>,
    ): Promise<SitePageContent> {
      const { path } = parse(pageContentQuerySchema, raw);
      const { site, version } = await latest(actor, siteId);
      const page = editablePage(editableContents(version), path);
      const edit = await edits.getOverride(db, actor.teamId, site.id, path);
      // The version's words already hold the platform's edits (modules/sites/README.md#site-edits);
      // over the operator's own words, those the platform made after the operator's save show too.
      let content = (edit?.content as unknown as PageContent | undefined) ?? page.content;
      if (edit) {
        const later = buildEditsOf(
          await siteEdits.editsOfSite(db, actor.teamId, site.id),
          new Map([[path, edit.updatedAt]]),
        ).content.get(path);
        if (later) content = applyPageEdits(content, later);
      }
      return {
        path,
        kind: page.kind,
        overridden: !!edit,
        updatedAt: iso(edit?.updatedAt),
        content,
      };
    },

    /** Words of a draft and its highest similarity to the other content pages of the latest version. */
    async previewPage(
      actor: Actor,
      siteId: string,
      raw: z.input<typeof pageEditRequestSchema>,
    ): Promise<PagePreview> {
      const input = parse(pageEditRequestSchema, raw);
      const { version } = await latest(actor, siteId);
      const d = editableContents(version);
      editablePage(d, input.path);
      if (!d.sigs) {
        d.sigs = new Map();
        for (const p of d.pages.values())
          if (p.content && CONTENT_KINDS.has(p.kind)) d.sigs.set(p.path, measure(p.content).sig);
      }
      const draft = measure(normalize(input.content));
      let max = 0;
      let closest: string | null = null;
      for (const [path, sig] of d.sigs) {
        if (path === input.path) continue;
        const s = estimate(draft.sig, sig);
        if (s > max || closest === null) {
          max = s;
          closest = path;
        }
      }
      const threshold = thresholdOf(version);
      return {
        words: draft.words,
        maxSimilarity: max,
        closestPath: closest,
        threshold,
        overThreshold: max >= threshold,
      };
    },

    /** Stores the edit of a page and builds a new version with it. */
    async savePage(
      actor: Actor,
      siteId: string,
      raw: z.input<typeof pageEditRequestSchema>,
    ): Promise<SiteVersion> {
      const input = parse(pageEditRequestSchema, raw);
      const { site, version } = await latest(actor, siteId);
      if (site.status === 'archived')
        throw new ConflictError('This site is archived; its pages cannot be edited');
      const d = editableContents(version);
      editablePage(d, input.path);
      const content = normalize(input.content);
      checkLinks(d, content);
      const previous = await edits.getOverride(db, actor.teamId, site.id, input.path);
      await edits.upsertOverride(db, {
        teamId: actor.teamId,
        siteId: site.id,
        userId: actor.userId,
        path: input.path,
        content: content as unknown as Record<string, unknown>,
      });
      return rebuild(actor, site.id, version, input.path, previous);
    },

    /** Drops the edit of a page and builds a new version with its generated words. */
    async resetPage(
      actor: Actor,
      siteId: string,
      raw: z.input<typeof pagePathQuerySchema>,
    ): Promise<SiteVersion> {
      const { path } = parse(pagePathQuerySchema, raw);
      const { site, version } = await latest(actor, siteId);
      if (site.status === 'archived')
        throw new ConflictError('This site is archived; its pages cannot be edited');
      const previous = await edits.getOverride(db, actor.teamId, site.id, path);
      if (!previous || !(await edits.deleteOverride(db, actor.teamId, site.id, path)))
        throw new ConflictError('This page has no edits: it already shows its generated words', 'not_edited');
      return rebuild(actor, site.id, version, path, previous);
    },
  };
}
