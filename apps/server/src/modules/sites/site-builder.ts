// Builds a site's versions: resolves a create request against the market data (400s naming the
// field), picks a free slug, runs the generator outside any transaction and encodes the bundle.
import { randomBytes } from 'node:crypto';
import type { BusinessInfo, BusinessPhoto, createSiteRequestSchema } from '@sdp/shared';
import type { z } from 'zod';
import { getPlaces } from '../../data/places';
import { VERTICAL_BY_SLUG } from '../../data/verticals';
import type { Db } from '../../db/client';
import { AppError, ValidationError } from '../../lib/errors';
import { getMarketService } from '../market/index';
import { LLM_PROVIDER_ID, type Meter } from '../metering/index';
import {
  BuiltinWriter,
  buildSite,
  type ContentWriter,
  LlmError,
  LlmWriter,
  type PageContent,
  type SiteSpec,
  SiteSpecError,
} from './generator';
import { EditWriter } from './generator/content/edit-writer';
import { CaptureWriter, OverrideWriter } from './generator/content/override-writer';
import { slugify } from './generator/escape';
import type { TokenUsage } from './generator/types';
import { type KeywordPageRequest, writeKeywordPage } from './keyword-page';
import { encodePageContents } from './page-contents';
import { listOverrides } from './page-overrides.repository';
import { loadSignatures, storeSignature } from './signatures';
import { buildEditsOf } from './site-edits.apply';
import { editsOfSite } from './site-edits.repository';
import * as facts from './site-facts.repository';
import { displayPhone, phoneFor } from './site-phone';
import type { SiteRow } from './sites.repository';
import * as repo from './sites.repository';
import { basePathOf, encodeBundle } from './version-store';

/** Other sites of the team a build is compared with (the most recently changed). */
const OTHER_SITES = 50;

const placeName = (placeId: string) => {
  const t = getPlaces();
  const p = t.indexById.get(placeId);
  return p === undefined ? undefined : { city: t.name[p], state: t.state[p] };
};

/** What a build needs of a site. */
export interface BuildTarget {
  id: string;
  kind: SiteRow['kind'];
  opportunityId: string | null;
  area: Record<string, unknown> | null;
  template: string;
  business: Record<string, unknown>;
  slug: string;
  customDomain: string | null;
  /** The domain is the base URL only once verified (else the build's canonical names the platform). */
  domainStatus?: SiteRow['domainStatus'];
}

export type SiteBuilder = ReturnType<typeof createSiteBuilder>;

/** The optional LLM writer (LLM_* settings): every build writes its pages' prose through it. */
export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** USD per 1,000 tokens, for the meter (0: a free or local model). */
  usdPer1kTokens: number;
}

export function createSiteBuilder(
  db: Db,
  publicUrl: string,
  meter: Pick<Meter, 'record'>,
  llm?: LlmSettings,
) {
  /** One provider_calls row per build written by the LLM: its tokens priced, its time, its failure. */
  async function meterLlm(
    teamId: string,
    siteId: string | null,
    usage: TokenUsage,
    ms: number,
    error?: string,
  ) {
    if (!llm) return;
    await meter.record({
      teamId,
      userId: null,
      providerId: LLM_PROVIDER_ID,
      siteId,
      tokens: usage.totalTokens,
      operation: `write:${llm.model} (${usage.requests} requests, ${usage.totalTokens} tokens)`.slice(0, 200),
      success: !error,
      status: null,
      costUsd: Math.round((usage.totalTokens / 1000) * llm.usdPer1kTokens * 1e6) / 1e6,
      durationMs: Math.max(0, Math.round(ms)),
      error: error ?? null,
    });
  }

  /**
   * The facts a build puts on the pages (docs/product/rules.md#business-facts): the site's own,
   * its phone (its tracking number, else its own, else the team's default) written "(307) 555-0142", and the photos whose files exist,
   * with those files keyed as the templates link them.
   */
  async function businessOf(teamId: string, site: BuildTarget) {
    const business = { ...(site.business as unknown as BusinessInfo) };
    const listed: BusinessPhoto[] = Array.isArray(business.photos) ? business.photos : [];
    const [defaults, trackingNumber, files] = await Promise.all([
      facts.siteDefaults(db, teamId),
      facts.trackingNumberOf(db, teamId, site.id),
      facts.photoFiles(
        db,
        teamId,
        site.id,
        listed.map((p) => p.id),
      ),
    ]);
    const phone = phoneFor({ business, trackingNumber }, { defaultPhone: defaults?.defaultPhone });
    if (phone) business.phone = displayPhone(phone);
    else delete business.phone;
    const photoFiles = new Map<string, Buffer>();
    for (const f of files) {
      photoFiles.set(`assets/photos/${f.id}-800.webp`, f.large);
      photoFiles.set(`assets/photos/${f.id}-400.webp`, f.small);
    }
    const stored = new Set(files.map((f) => f.id));
    if (listed.length) business.photos = listed.filter((p) => stored.has(p.id));
    return { business, photoFiles };
  }

  /** Builds a version (not in a transaction: a 1,000-page build takes about a second). */
  async function build(teamId: string, site: BuildTarget, number: number, seed: number) {
    // The operator's page edits replace those pages' words (docs/product/rules.md#page-edits); the
    // platform's edits (modules/sites/README.md#site-edits) go over them, unless the operator saved
    // the page after the edit was made.
    const [overrides, editRows] = await Promise.all([
      listOverrides(db, teamId, site.id),
      editsOfSite(db, teamId, site.id),
    ]);
    const platform = buildEditsOf(editRows, new Map(overrides.map((o) => [o.path, o.updatedAt])));
    let area = (site.area ?? undefined) as SiteSpec['area'] | undefined;
    if (area && site.kind === 'dominator' && platform.placeIds.length)
      area = { ...area, extraPlaceIds: platform.placeIds };
    const expectedPages =
      site.kind === 'goldmine' ? 12 : (area?.placeIds?.length ?? area?.maxPlaces ?? 1000) + 6;
    const others = loadSignatures(
      await repo.otherSignatures(db, teamId, site.id, OTHER_SITES),
      expectedPages,
    );
    const { business, photoFiles } = await businessOf(teamId, site);
    const spec: SiteSpec = {
      kind: site.kind,
      opportunityId: site.opportunityId ?? undefined,
      area,
      template: site.template as SiteSpec['template'],
      business,
      baseUrl:
        site.customDomain && site.domainStatus === 'verified'
          ? `https://${site.customDomain}`
          : `${publicUrl}/s/${site.slug}`,
      leadEndpoint: `${publicUrl}/api/public/leads`,
      beaconEndpoint: `${publicUrl}/api/public/events`,
      siteId: site.id,
      seed,
      ...(site.kind === 'goldmine' && platform.placeIds.length
        ? { serviceAreaPlaceIds: platform.placeIds }
        : {}),
    };
    let built: Awaited<ReturnType<typeof buildSite>>;
    const inner: ContentWriter = llm
      ? new LlmWriter({ baseUrl: llm.baseUrl, model: llm.model, apiKey: llm.apiKey })
      : new BuiltinWriter();
    // The settled words of every page are kept beside the version for the page editor.
    // Pages added by the add-page edit carry their words; the operator's later page edit wins.
    const edits = new Map<string, PageContent>([
      ...platform.pages,
      ...overrides.map((o) => [o.path, o.content as unknown as PageContent] as const),
    ]);
    const extraPages = [...platform.pages].map(([path, c]) => ({ path, label: c.h1 }));
    const basePath = basePathOf(spec.baseUrl);
    const href = (path: string) => basePath + path;
    const writer = new CaptureWriter(
      new EditWriter(new OverrideWriter(inner, edits, href), platform.content, href),
    );
    const started = performance.now();
    try {
      built = await buildSite(spec, {
        otherSites: others,
        writer,
        photoFiles,
        pageEdits: platform.render,
        extraPages,
      });
    } catch (err) {
      if (err instanceof SiteSpecError) throw new ValidationError(err.message, undefined, 'invalid_site');
      if (llm && err instanceof LlmError) {
        await meterLlm(teamId, site.id, writer.usage(), performance.now() - started, err.message);
        throw new AppError(502, 'llm_error', `The LLM writer (${llm!.model}) failed: ${err.message}`);
      }
      throw err;
    }
    if (llm) await meterLlm(teamId, site.id, built.usage, performance.now() - started);
    const { bundle, bytes } = encodeBundle(built.files);
    return {
      siteId: site.id,
      teamId,
      number,
      template: site.template,
      seed,
      bundle,
      pages: built.pages,
      similarity: built.similarity as unknown as Record<string, unknown>,
      signature: storeSignature(built.signature),
      pageContents: encodePageContents(built.pages, writer, basePath),
      pageCount: built.pages.length,
      bytes,
      buildMs: Math.round(built.buildMs),
      writer: built.writer,
      usage: { ...built.usage },
    } satisfies repo.NewVersion;
  }

  /** Market, vertical and place of a create request, checked against the market data (400s). */
  function resolveTarget(input: z.output<typeof createSiteRequestSchema>) {
    if (input.kind === 'goldmine') {
      const id = input.opportunityId!;
      const engine = getMarketService();
      const at = engine.parseId(id);
      if (!at) {
        throw new ValidationError(
          `opportunityId: no market ${id} (unknown vertical or place)`,
          undefined,
          'unknown_opportunity',
        );
      }
      const vertical = engine.verticalData[at.v];
      const t = engine.placeTable;
      return {
        verticalSlug: vertical.slug,
        verticalName: vertical.name,
        place: { city: t.name[at.p], state: t.state[at.p] },
        opportunityId: id,
        area: null,
      };
    }
    const area = input.area!;
    const vertical = VERTICAL_BY_SLUG.get(area.verticalSlug);
    if (!vertical) {
      throw new ValidationError(
        `area.verticalSlug: Unknown vertical: ${area.verticalSlug}`,
        undefined,
        'invalid_query',
      );
    }
    let centre: string;
    if (area.placeIds?.length) {
      const missing = area.placeIds.filter((p) => !placeName(p));
      if (missing.length) {
        throw new ValidationError(
          `area.placeIds: unknown place${missing.length > 1 ? 's' : ''}: ${missing.slice(0, 5).join(', ')}`,
          { unknown: missing },
          'unknown_place',
        );
      }
      centre = area.placeIds[0];
    } else {
      centre = area.centerPlaceId!;
      if (!placeName(centre)) {
        throw new ValidationError(`area.centerPlaceId: unknown place: ${centre}`, undefined, 'unknown_place');
      }
    }
    return {
      verticalSlug: vertical.slug,
      verticalName: vertical.name,
      place: placeName(centre)!,
      opportunityId: `${vertical.slug}~${centre}`,
      area: { ...area } as Record<string, unknown>,
    };
  }

  async function freeSlug(base: string): Promise<string> {
    const stem = slugify(base).slice(0, 60).replace(/-$/, '') || 'site';
    for (let i = 0; i < 5; i++) {
      const slug = `${stem}-${randomBytes(3).toString('hex')}`;
      if (!(await repo.slugTaken(db, slug))) return slug;
    }
    return `${stem}-${randomBytes(6).toString('hex')}`;
  }

  /**
   * One page for a keyword and a place (the content generator): the built-in writer, or the LLM
   * writer when asked for and configured, its tokens metered like a build's.
   */
  async function writePage(
    teamId: string,
    req: KeywordPageRequest,
    useLlm: boolean,
    siteId: string | null = null,
  ) {
    if (useLlm && !llm)
      throw new ValidationError(
        'writer: no LLM writer is configured on this server (LLM_BASE_URL and LLM_MODEL); use the built-in writer',
        undefined,
        'llm_not_configured',
      );
    const writer: ContentWriter =
      useLlm && llm
        ? new LlmWriter({ baseUrl: llm.baseUrl, model: llm.model, apiKey: llm.apiKey })
        : new BuiltinWriter();
    const started = performance.now();
    try {
      const content = await writeKeywordPage(req, writer);
      if (useLlm) await meterLlm(teamId, siteId, writer.usage(), performance.now() - started);
      return { content, writer: useLlm && llm ? llm.model : 'built-in', usage: writer.usage() };
    } catch (err) {
      if (err instanceof SiteSpecError) throw new ValidationError(err.message, undefined, 'invalid_page');
      if (llm && err instanceof LlmError) {
        await meterLlm(teamId, siteId, writer.usage(), performance.now() - started, err.message);
        throw new AppError(502, 'llm_error', `The LLM writer (${llm.model}) failed: ${err.message}`);
      }
      throw err;
    }
  }

  /** The business facts a build of the site would put on its pages (phone included). */
  async function businessFor(teamId: string, site: BuildTarget): Promise<BusinessInfo> {
    return (await businessOf(teamId, site)).business;
  }

  return { build, resolveTarget, freeSlug, writePage, businessFor, llmModel: llm?.model ?? null };
}
