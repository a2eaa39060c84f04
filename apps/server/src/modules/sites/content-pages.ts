// What the content generator (docs/content-generator.md) asks of the sites: a page written for a
// keyword and a place (with a site's business when given), the content pages of the team's sites
// measured as the page editor measures them (MinHash), and a site's basics for a draft.
import type { BusinessInfo } from '@sdp/shared';
import type { PageContent } from './generator';
import { CONTENT_KINDS } from './generator/content/model';
import { decodePageContents, measure } from './page-contents';
import { latestVersionContents } from './page-overrides.repository';
import type { SiteContext } from './site-context';
import { locationOf } from './site-view';
import * as repo from './sites.repository';
import type { Actor } from './sites.types';

/** Sites of a team compared with a draft (the most recently made). */
const SITES_COMPARED = 50;
/** Measured versions kept in memory (a draft is re-scored on every edit). */
const KEPT = 64;

export interface TeamPage {
  siteId: string;
  siteName: string;
  path: string;
  url: string;
  sig: Uint32Array;
}

export interface ContentSite {
  id: string;
  name: string;
  verticalSlug: string;
  /** The goldmine's place, or the dominator's centre place. */
  placeId: string | null;
  status: string;
  url: string;
  business: BusinessInfo;
}

export function createContentPages(ctx: SiteContext) {
  const { db, own, publicUrl } = ctx;
  const measured = new Map<string, { path: string; sig: Uint32Array }[]>();

  function placeIdOf(row: { opportunityId: string | null; area: unknown }): string | null {
    const area = (row.area ?? {}) as { centerPlaceId?: string; placeIds?: string[] };
    return row.opportunityId?.split('~')[1] ?? area.centerPlaceId ?? area.placeIds?.[0] ?? null;
  }

  return {
    /** A site of the team as a draft needs it (404 for another team's). */
    async contentSite(actor: Actor, siteId: string): Promise<ContentSite> {
      const row = await own(actor, siteId);
      const business = row.business as unknown as BusinessInfo;
      return {
        id: row.id,
        name: row.name,
        verticalSlug: row.verticalSlug,
        placeId: locationOf(row) ? placeIdOf(row) : null,
        status: row.status,
        url: `${publicUrl}/s/${row.slug}/`,
        business: { ...business, name: business?.name ?? row.name },
      };
    },

    /** A page for a keyword and a place; the LLM writer when asked for (400 when not configured). */
    async writeKeywordPage(
      actor: Actor,
      input: { keyword: string; verticalSlug: string; placeId: string; siteId?: string },
      useLlm: boolean,
    ): Promise<{ content: PageContent; writer: string; usage: Record<string, number> }> {
      const site = input.siteId ? await own(actor, input.siteId) : null;
      const business = site ? await ctx.builder.businessFor(actor.teamId, site) : undefined;
      if (useLlm && ctx.builder.llmModel) await ctx.opts.limits?.()?.assertLlm(actor.teamId);
      const got = await ctx.builder.writePage(actor.teamId, { ...input, business }, useLlm, site?.id ?? null);
      return { ...got, usage: { ...got.usage } };
    },

    /** The model name of the configured LLM writer, or null when there is none. */
    llmModel(): string | null {
      return ctx.builder.llmModel;
    },

    /** Every content page of the latest version of the team's sites, with its MinHash signature. */
    async teamPages(actor: Actor): Promise<TeamPage[]> {
      const rows = await repo.listSites(db, actor.teamId, { limit: SITES_COMPARED, offset: 0 });
      const out: TeamPage[] = [];
      for (const row of rows) {
        const v = await latestVersionContents(db, actor.teamId, row.id);
        if (!v?.pageContents) continue;
        let pages = measured.get(v.id);
        if (!pages) {
          pages = decodePageContents(v.pageContents)
            .filter((p) => p.content && CONTENT_KINDS.has(p.kind))
            .map((p) => ({ path: p.path, sig: measure(p.content!).sig }));
          if (measured.size >= KEPT) measured.delete(measured.keys().next().value!);
          measured.set(v.id, pages);
        }
        const base = `${publicUrl}/s/${row.slug}`;
        for (const p of pages)
          out.push({ siteId: row.id, siteName: row.name, path: p.path, url: base + p.path, sig: p.sig });
      }
      return out;
    },
  };
}
