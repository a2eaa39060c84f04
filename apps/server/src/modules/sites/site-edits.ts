import { DOMINATOR_MAX_PLACES, type PageMeta, type SiteVersion, siteEditSchema } from '@sdp/shared';
import { getPlaces } from '../../data/places';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { getMarketService } from '../market/index';
import { areaPlaceIds, type DominatorArea, type PageKind, SiteSpecError } from './generator';
import { CONTENT_KINDS } from './generator/content/model';
import { decodePageContents } from './page-contents';
import { latestVersionContents, listOverrides } from './page-overrides.repository';
import type { SiteContext } from './site-context';
import { buildEditsOf, type StoredEdit } from './site-edits.apply';
import { changeOf, summaryOf } from './site-edits.describe';
import * as editsRepo from './site-edits.repository';
import type { AppliedEdits, SiteEdit, SiteEditsService } from './site-edits.types';
import type { createSiteVersions } from './site-versions';
import type { SiteRow } from './sites.repository';
import * as repo from './sites.repository';
import type { Actor } from './sites.types';

// The platform's edits of a hosted site (modules/sites/README.md#site-edits): validate, stage
// under a batch, build a version (not live) with every edit of the site, mark a batch applied once
// its version is live, discard a batch's staged edits, list them for the site screen.

type Latest = NonNullable<Awaited<ReturnType<typeof latestVersionContents>>>;

interface PageInfo {
  kind: PageKind | null;
  variant: number;
  title: string;
  description: string;
}

/** Paths a site keeps for its own pages and files, whether or not this version has them. */
const RESERVED_PATHS = new Set([
  '/contact/',
  '/privacy/',
  '/terms/',
  '/thank-you/',
  '/about/',
  '/faq/',
  '/assets/',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Decoded page kinds of the versions asked about lately (validate runs once per step). */
const KEPT = 8;

export function createSiteEdits(
  ctx: SiteContext,
  versions: Pick<ReturnType<typeof createSiteVersions>, 'generateVersion'>,
): SiteEditsService {
  const { db, own } = ctx;
  const pagesByVersion = new Map<string, Map<string, PageInfo>>();

  function pagesOf(v: Latest): Map<string, PageInfo> {
    let hit = pagesByVersion.get(v.id);
    if (hit) return hit;
    const kinds = new Map(
      v.pageContents ? decodePageContents(v.pageContents).map((p) => [p.path, p.kind]) : [],
    );
    hit = new Map(
      (v.pages as PageMeta[]).map((p) => [
        p.path,
        {
          kind: (kinds.get(p.path) as PageKind | undefined) ?? null,
          variant: p.variant ?? 0,
          title: p.title,
          description: p.description,
        },
      ]),
    );
    if (pagesByVersion.size >= KEPT) pagesByVersion.delete(pagesByVersion.keys().next().value!);
    pagesByVersion.set(v.id, hit);
    return hit;
  }

  function checkBatch(batchId: string) {
    if (!UUID.test(batchId)) throw new ValidationError('batchId: must be a UUID', undefined, 'invalid_batch');
  }

  /** The reason an edit cannot apply to the site as its latest version stands, or null. */
  async function reasonOf(
    site: SiteRow,
    edit: SiteEdit,
  ): Promise<{ reason: string } | { edit: SiteEdit; latest: Latest; page?: PageInfo }> {
    const parsed = siteEditSchema.safeParse(edit);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue.path.join('.');
      return { reason: issue.message.includes(':') || !field ? issue.message : `${field}: ${issue.message}` };
    }
    const e = parsed.data as SiteEdit;
    if (site.status === 'archived') return { reason: 'This site is archived; it cannot be edited' };
    const latest = await latestVersionContents(db, site.teamId, site.id);
    if (!latest) return { reason: 'This site has no version yet' };
    if (!latest.pageContents)
      return { reason: 'This version was built before page editing: regenerate the site once, then edit it' };
    const pages = pagesOf(latest);
    if (e.kind === 'add-location-page') {
      const t = getPlaces();
      const q = t.indexById.get(e.placeId);
      if (q === undefined) return { reason: `placeId: ${e.placeId} is not a place in the market data` };
      const added = buildEditsOf(await editsRepo.editsOfSite(db, site.teamId, site.id), new Map()).placeIds;
      const label = `${t.name[q]}, ${t.state[q]}`;
      if (site.kind === 'goldmine') {
        // A service-area page only for a place the market data puts near the market's place.
        const near = getMarketService().get(site.opportunityId ?? '')?.neighbours ?? [];
        const market = site.opportunityId?.split('~')[1];
        if (e.placeId === market || added.includes(e.placeId))
          return { reason: `${label} already has its page on this site` };
        if (!near.some((n) => n.location.placeId === e.placeId))
          return {
            reason: `placeId: ${label} is not among the places the market data lists near this site's market (${near.length} neighbours); a goldmine adds service-area pages only for those`,
          };
        return { edit: e, latest };
      }
      const area = site.area as unknown as DominatorArea | null;
      if (!area) return { reason: 'This dominator site has no area' };
      try {
        const own = areaPlaceIds(area);
        if (added.includes(e.placeId) || own.includes(e.placeId))
          return { reason: `${label} already has its page on this site` };
        if (own.length + added.length >= DOMINATOR_MAX_PLACES)
          return { reason: `The area has ${DOMINATOR_MAX_PLACES} places, the most a dominator site holds` };
      } catch (err) {
        if (err instanceof SiteSpecError) return { reason: err.message };
        throw err;
      }
      return { edit: e, latest };
    }
    if (e.kind === 'add-page') {
      // A new page only: an existing page takes the page editor's words instead.
      const added = buildEditsOf(await editsRepo.editsOfSite(db, site.teamId, site.id), new Map()).pages;
      if (e.path === '/' || (pages.has(e.path) && !added.has(e.path)))
        return { reason: `path: ${e.path} is already a page of this site` };
      if (RESERVED_PATHS.has(e.path))
        return { reason: `path: ${e.path} is reserved for the site's own pages` };
      return { edit: e, latest };
    }
    const page = pages.get(e.path);
    if (!page) return { reason: `path: ${e.path} is not a page of this site` };
    if (!page.kind || !CONTENT_KINDS.has(page.kind))
      return {
        reason: `path: ${e.path} is a ${page.kind ?? 'fixed'} page; only content pages (home, services, places, about, FAQ) take edits`,
      };
    if (e.kind === 'add-internal-links') {
      for (const l of e.links) {
        if (l.path === e.path) return { reason: `links: ${l.path} is the page itself` };
        const target = pages.get(l.path);
        if (!target) return { reason: `links: ${l.path} is not a page of this site` };
        if (target.kind === 'thanks' || target.kind === 'notfound')
          return { reason: `links: ${l.path} is not a page to link to (${target.kind})` };
      }
    }
    if (e.kind === 'refresh-content') {
      const overridden = (await listOverrides(db, site.teamId, site.id)).some((o) => o.path === e.path);
      if (overridden)
        return {
          reason: `path: ${e.path} holds the operator's own words (a page edit); reset that edit before refreshing it`,
        };
    }
    return { edit: e, latest, page };
  }

  return {
    async validate(actor, siteId, edit) {
      const site = await own(actor, siteId);
      const got = await reasonOf(site, edit);
      return 'reason' in got ? got.reason : null;
    },

    async stage(actor, siteId, batchId, edit) {
      checkBatch(batchId);
      const site = await own(actor, siteId);
      const got = await reasonOf(site, edit);
      if ('reason' in got) throw new ValidationError(got.reason, undefined, 'invalid_edit');
      const e = got.edit;
      const stored: StoredEdit = { ...e };
      if (e.kind === 'refresh-content') {
        // The variant the page is written with now: the settled one plus any earlier refresh's shift.
        const rows = await editsRepo.editsOfSite(db, actor.teamId, site.id);
        const shift = buildEditsOf(rows, new Map()).content.get(e.path)?.refresh?.shift ?? 0;
        stored.fromVariant = (got.page?.variant ?? 0) + shift;
      }
      await editsRepo.insertEdit(db, {
        teamId: actor.teamId,
        siteId: site.id,
        batchId,
        userId: actor.userId,
        kind: e.kind,
        path: 'path' in e ? e.path : '',
        edit: stored as unknown as Record<string, unknown>,
      });
      return { summary: summaryOf(e, got.page) };
    },

    async build(actor, siteId, batchId, onStep): Promise<AppliedEdits> {
      checkBatch(batchId);
      const site = await own(actor, siteId);
      if (site.status === 'archived') throw new ConflictError('This site is archived; it cannot be edited');
      const batch = (await editsRepo.editsOfSite(db, actor.teamId, site.id)).filter(
        (r) => r.batchId === batchId,
      );
      // The live version's template and seed: the site as visitors see it, with the edits.
      const base =
        (site.liveVersionId && (await repo.getVersion(db, actor.teamId, site.id, site.liveVersionId))) ||
        (await repo.latestVersion(db, actor.teamId, site.id));
      if (!base) throw new NotFoundError('Version');
      onStep?.('building', 10);
      const built: SiteVersion = await versions.generateVersion(actor, site.id, {
        seed: base.seed,
        template: base.template as SiteVersion['template'],
      });
      onStep?.('building', 90);
      const after = await repo.getVersion(db, actor.teamId, site.id, built.id);
      const before = new Map((base.pages as PageMeta[]).map((p) => [p.path, p]));
      const now = new Map(((after?.pages ?? []) as PageMeta[]).map((p) => [p.path, p]));
      const changes = batch.map((row) => changeOf(row.edit as unknown as StoredEdit, before, now));
      onStep?.('building', 100);
      return { versionId: built.id, versionNumber: built.number, changes };
    },

    async markApplied(actor, siteId, batchId) {
      checkBatch(batchId);
      const site = await own(actor, siteId);
      const n = await editsRepo.markApplied(db, actor.teamId, site.id, batchId);
      if (n)
        ctx.audit(
          actor,
          site,
          'site.edits_applied',
          `${n} platform edit${n > 1 ? 's' : ''} of ${site.name} went live`,
        );
    },

    async discard(actor, siteId, batchId) {
      checkBatch(batchId);
      const site = await own(actor, siteId);
      await editsRepo.discardStaged(db, actor.teamId, site.id, batchId);
    },

    async list(actor, siteId) {
      const site = await own(actor, siteId);
      const rows = await editsRepo.listEdits(db, actor.teamId, site.id);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind as SiteEdit['kind'],
        path: r.path,
        status: r.status,
        batchId: r.batchId,
        createdAt: r.createdAt.toISOString(),
        appliedAt: r.appliedAt ? r.appliedAt.toISOString() : null,
        summary: summaryOf(r.edit as unknown as SiteEdit),
      }));
    },
  };
}

export type { Actor };
