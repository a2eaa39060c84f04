// Builds a whole static site from a SiteSpec: facts -> plan -> content (varied until under the
// similarity threshold) -> HTML pages, stylesheet, beacon, sitemap.xml, robots.txt.

import { siteImages } from '../assets/site-images';
import { BuiltinWriter } from '../content/builtin-writer';
import type { VerticalCopy } from '../content/copy';
import { CONTENT_KINDS, contentText, type PageContent } from '../content/model';
import type { ContentWriter, PageBrief } from '../content/writer';
import { esc } from '../escape';
import { resolveFacts, type SiteFacts, SiteSpecError } from '../facts';
import {
  compareSites,
  countWords,
  densify,
  emptyBins,
  MINHASH_SIZE,
  minhashBins,
  type PageSignature,
  SignatureIndex,
  type SimilarityReport,
  type SiteSignature,
  shingleHashes,
} from '../similarity';
import { BEACON_JS } from '../templates/beacon';
import { formFor } from '../templates/form-copy';
import { jsonLdGraph } from '../templates/jsonld';
import { type Link, renderPage } from '../templates/layout';
import { businessType } from '../templates/schema-types';
import { ASSET, photoFile, siteView, withPhotoAlts } from '../templates/site-view';
import { stylesheet, TEMPLATE_IDS } from '../templates/styles';
import { REVIEW_KINDS } from '../templates/view';
import type { BuiltSite, PageMeta, SiteFile, SiteSpec } from '../types';
import { type PlannedPage, planSite, siteCopy } from './plan';
import { robotsTxt, sitemapXml } from './sitemap';
import { siteUrls } from './urls';

export interface BuildOptions {
  writer?: ContentWriter;
  /** Signatures of the user's other sites, for the site-to-site report. */
  otherSites?: readonly SiteSignature[];
  /** Facts resolved elsewhere (tests, callers that already hold them). */
  facts?: SiteFacts;
  /** The business's photos, keyed `assets/photos/{id}-400.webp` and `-800.webp`; copied into the site. */
  photoFiles?: ReadonlyMap<string, Buffer>;
  /** The vertical's copy instead of the registry's (tests); null writes from the generic banks. */
  copy?: VerticalCopy | null;
  /** Per page (site-relative path): what the platform's edits ask of the rendering. */
  pageEdits?: ReadonlyMap<string, PageRenderEdits>;
  /**
   * Pages added by the add-page site edit (site-relative path and label): planned after the
   * generated content pages, written by the build's writer (which answers their stored words).
   */
  extraPages?: readonly { path: string; label: string }[];
}

/** How the platform's edits of a page change its rendering (modules/sites/README.md#site-edits). */
export interface PageRenderEdits {
  /** The title was set by an edit (checked at 70 characters at most): rendered as written. */
  exactTitle?: boolean;
  /** Photos with a placeholder alt ("Photo", a file name) get one from the page's subject. */
  fillPhotoAlts?: boolean;
}

export interface BuildResult extends BuiltSite {
  /** Store beside the version; pass as otherSites when building the user's next site. */
  signature: SiteSignature;
}

const HTML = 'text/html; charset=utf-8';

/**
 * Titles stay within 65 characters as written in the HTML (entities included, which is how
 * validators count): drop the " | business" suffix first, then cut at a word.
 */
export function fitTitle(title: string, business: string, max = 65): string {
  const len = (s: string) => esc(s).length;
  if (len(title) <= max) return title;
  const suffix = ` | ${business}`;
  let t = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  if (len(t) <= max) return t;
  while (len(t) > max - 1) t = t.slice(0, t.lastIndexOf(' ') > 10 ? t.lastIndexOf(' ') : t.length - 1);
  return `${t}…`;
}

function validate(spec: SiteSpec): void {
  if (!TEMPLATE_IDS.includes(spec.template)) throw new SiteSpecError(`Unknown template: ${spec.template}`);
  if (!spec.business?.name?.trim()) throw new SiteSpecError('business.name is required');
  if (!spec.siteId) throw new SiteSpecError('siteId is required');
  if (!Number.isInteger(spec.seed)) throw new SiteSpecError('seed must be an integer');
  for (const k of ['leadEndpoint', 'beaconEndpoint'] as const) {
    if (!/^https?:\/\//.test(spec[k] ?? '') && !(spec[k] ?? '').startsWith('/'))
      throw new SiteSpecError(`${k} must be an absolute URL or path`);
  }
}

export async function buildSite(spec: SiteSpec, opts: BuildOptions = {}): Promise<BuildResult> {
  const t0 = performance.now();
  validate(spec);
  const urls = siteUrls(spec.baseUrl);
  const builtAt = new Date(spec.builtAt ?? Date.now());
  if (Number.isNaN(builtAt.getTime())) throw new SiteSpecError('builtAt must be an ISO date');
  const facts = opts.facts ?? resolveFacts(spec, builtAt);
  const writer = opts.writer ?? new BuiltinWriter();
  const threshold = spec.similarityThreshold ?? 0.5;
  const maxAttempts = Math.max(1, spec.maxAttempts ?? 8);
  const { copy, services } = siteCopy(facts.vertical, spec.business, opts.copy);
  const plan = planSite(spec.kind, facts.places, services);
  const placePath = new Map(plan.filter((p) => p.kind === 'place').map((p) => [p.place.placeId, p.path]));
  const servicePath = new Map(plan.filter((p) => p.service).map((p) => [p.service!.slug, p.path]));
  // Added pages go before the fixed pages, and after the maps above (their place is the site's first).
  const taken = new Set(plan.map((p) => p.path));
  const extra = (opts.extraPages ?? [])
    .filter((x) => !taken.has(x.path))
    .map((x) => ({
      kind: 'place' as const,
      label: x.label,
      place: facts.places[0],
      path: x.path,
      file: `${x.path.slice(1)}index.html`,
    }));
  if (extra.length)
    plan.splice(
      plan.findIndex((p) => p.kind === 'contact'),
      0,
      ...extra,
    );
  const first = facts.places[0];
  // The site's images render on sharp's threads while the pages are written.
  const images = siteImages({
    template: spec.template,
    name: spec.business.name,
    vertical: facts.vertical.name,
    city: `${first.city}, ${first.state}`,
  });

  // ---- rendering: each page as soon as its content is settled ----
  const files = new Map<string, SiteFile>();
  const pages: PageMeta[] = [];
  const bizType = businessType(facts.vertical);
  const home = plan[0];
  const byKind = (k: string) => plan.find((p) => p.kind === k);
  const navPages = ['about', 'faq', 'contact'].map(byKind).filter((p): p is PlannedPage => !!p);
  const nav: Link[] = [home, ...navPages].map((p) => ({ text: p.label, href: urls.href(p.path) }));
  const footerLinks: Link[] = [
    // A goldmine's footer links its services and the places it also serves.
    ...(spec.kind === 'goldmine' ? plan.filter((p) => p.kind === 'service' || p.kind === 'place') : []),
    ...['privacy', 'terms'].map(byKind),
  ]
    .filter((p): p is PlannedPage => !!p)
    .map((p) => ({ text: p.label, href: urls.href(p.path) }));
  const areaServed = (p: PlannedPage) =>
    p.kind === 'hub'
      ? facts.places.slice(0, 100).map((x) => `${x.city}, ${x.state}`)
      : [`${p.place.city}, ${p.place.state}`];
  const thanksUrl = urls.abs(byKind('thanks')!.path);
  const ts = builtAt.getTime();
  const site = siteView({
    spec,
    facts,
    urls,
    services,
    servicePath,
    nav,
    footerLinks,
    builtYear: builtAt.getUTCFullYear(),
    photoFiles: opts.photoFiles,
  });
  const images800 = site.photos.map((ph) => urls.abs(ph.src800.slice(urls.basePath.length)));

  const render = (p: PlannedPage, content: PageContent, variant: number, words: number): void => {
    const pe = opts.pageEdits?.get(p.path);
    const c = {
      ...content,
      title: pe?.exactTitle ? content.title : fitTitle(content.title, spec.business.name),
    };
    const indexable = p.kind !== 'thanks' && p.kind !== 'notfound';
    const canonical = urls.abs(p.path);
    const crumbs = p === home || p.kind === 'notfound' ? [] : [{ text: p.label, href: urls.href(p.path) }];
    const html = renderPage({
      // The page's subject (service or vertical, and its place) names photos an edit gives alts.
      site: pe?.fillPhotoAlts
        ? withPhotoAlts(
            site,
            `${p.service?.name ?? facts.vertical.name} in ${p.place.city}, ${p.place.state}`,
          )
        : site,
      kind: p.kind,
      path: p.path,
      content: c,
      canonical,
      ogType: p === home ? 'website' : 'article',
      indexable,
      breadcrumbs: crumbs,
      jsonLd: indexable
        ? jsonLdGraph({
            businessType: bizType,
            business: spec.business,
            homeUrl: urls.abs('/'),
            areaServed: areaServed(p),
            locality: { city: first.city, state: first.state },
            service: p.service
              ? {
                  name: `${p.service.name} in ${p.place.city}, ${p.place.state}`,
                  url: canonical,
                  category: p.service.name,
                }
              : p.kind === 'place'
                ? {
                    name: `${facts.vertical.name} in ${p.place.city}, ${p.place.state}`,
                    url: canonical,
                    category: facts.vertical.name,
                  }
                : undefined,
            faqs: c.faqs,
            breadcrumbs: crumbs.length
              ? [
                  { name: 'Home', url: urls.abs('/') },
                  { name: p.label, url: canonical },
                ]
              : [],
            images: images800.length ? images800 : [site.ogImage],
            reviews: REVIEW_KINDS.has(p.kind),
          })
        : null,
      form:
        p.kind === 'thanks'
          ? null
          : {
              action: spec.leadEndpoint,
              siteId: spec.siteId,
              page: p.path,
              ts,
              redirect: thanksUrl,
              ...formFor(p.kind === 'contact' ? 'full' : 'short', site.group),
            },
    });
    files.set(p.file, { body: html, contentType: HTML });
    pages.push({
      path: p.path,
      file: p.file,
      title: c.title,
      description: c.description,
      canonical,
      words,
      indexable,
      variant,
    });
  };

  // ---- content, varied until each page is under the threshold against the pages before it ----
  // Each variant is compared with every accepted page through an inverted index of MinHash bins
  // (exact: the same estimates as comparing pairwise); the page matrix accumulates as pages are
  // accepted, each compared once with those before it.
  const sigs: PageSignature[] = [];
  const index = new SignatureIndex();
  const matrix = { max: 0, maxCount: 0, total: 0, pairs: 0, maxPair: null as [string, string] | null };
  // Shared bins that put a page over the threshold: over iff count / 128 >= threshold.
  let overCount = Math.max(0, Math.ceil(threshold * MINHASH_SIZE));
  while (overCount > 0 && (overCount - 1) / MINHASH_SIZE >= threshold) overCount--;
  while (overCount <= MINHASH_SIZE && overCount / MINHASH_SIZE < threshold) overCount++;
  const siteBins = emptyBins();
  const over: SimilarityReport['overThreshold'] = [];
  let regenerations = 0;
  for (const page of plan) {
    const brief: PageBrief = {
      kind: page.kind,
      path: page.path,
      facts,
      place: page.place,
      service: page.service,
      services,
      businessName: spec.business.name,
      phone: spec.business.phone,
      business: spec.business,
      copy,
      serviceHref: (s) => {
        const p = servicePath.get(s.slug);
        return p ? urls.href(p) : undefined;
      },
      placeHref: (id) => {
        const p = placePath.get(id);
        return p ? urls.href(p) : undefined;
      },
      areaPlaces: page.kind === 'hub' ? facts.places : undefined,
      siteSeed: spec.seed,
    };
    if (!CONTENT_KINDS.has(page.kind)) {
      const c = await writer.write(brief, 0);
      render(page, c, 0, countWords(contentText(c)));
      continue;
    }
    let best: {
      c: PageContent;
      bins: ReturnType<typeof emptyBins>;
      sig: Uint32Array;
      words: number;
      shared: number;
      worst: number;
      total: number;
      v: number;
    } | null = null;
    for (let v = 0; v < maxAttempts; v++) {
      if (v > 0) regenerations++;
      const c = await writer.write(brief, v);
      const sh = shingleHashes(contentText(c));
      const bins = emptyBins();
      minhashBins(sh.hashes, bins.sig, bins.filled);
      const sig = densify(bins.sig, bins.filled);
      // Only pages that could be over the threshold or raise the matrix maximum need exact counts.
      const q = index.query(sig, Math.min(overCount, matrix.maxCount));
      if (!best || q.best < best.shared)
        best = { c, bins, sig, words: sh.words, shared: q.best, worst: q.bestId, total: q.total, v };
      if (q.best < overCount) break;
    }
    const b = best!;
    const max = b.shared / MINHASH_SIZE;
    if (b.shared >= overCount) over.push({ path: page.path, max });
    render(page, b.c, b.v, b.words);
    if (index.size && b.shared >= matrix.maxCount) {
      matrix.max = max;
      matrix.maxCount = b.shared;
      matrix.maxPair = [sigs[b.worst].path, page.path];
    }
    matrix.total += b.total;
    matrix.pairs += index.size;
    sigs.push({ path: page.path, sig: b.sig });
    index.add(b.sig);
    // The site signature is the MinHash of the union of page shingles: the bin-wise minimum.
    for (let i = 0; i < MINHASH_SIZE; i++) {
      if (!b.bins.filled[i]) continue;
      siteBins.filled[i] = 1;
      if (b.bins.sig[i] < siteBins.sig[i]) siteBins.sig[i] = b.bins.sig[i];
    }
  }
  const signature: SiteSignature = {
    siteId: spec.siteId,
    site: densify(siteBins.sig, siteBins.filled),
    pages: sigs,
  };

  files.set(ASSET.css.slice(1), { body: stylesheet(spec.template), contentType: 'text/css; charset=utf-8' });
  files.set(ASSET.beacon.slice(1), { body: BEACON_JS, contentType: 'text/javascript; charset=utf-8' });
  const img = await images;
  files.set(ASSET.iconSvg.slice(1), { body: img.faviconSvg, contentType: 'image/svg+xml' });
  files.set(ASSET.iconPng.slice(1), { body: img.faviconPng, contentType: 'image/png' });
  files.set(ASSET.og.slice(1), { body: img.ogPng, contentType: 'image/png' });
  // Photos whose two sizes were supplied (the pages show only those).
  for (const ph of spec.business.photos ?? []) {
    const small = opts.photoFiles?.get(photoFile(ph.id, 400));
    const large = opts.photoFiles?.get(photoFile(ph.id, 800));
    if (!small || !large) continue;
    files.set(photoFile(ph.id, 400), { body: small, contentType: 'image/webp' });
    files.set(photoFile(ph.id, 800), { body: large, contentType: 'image/webp' });
  }
  const sitemapUrl = urls.abs('/sitemap.xml');
  files.set('sitemap.xml', {
    body: sitemapXml(
      pages.filter((p) => p.indexable).map((p) => p.canonical),
      builtAt.toISOString(),
    ),
    contentType: 'application/xml; charset=utf-8',
  });
  files.set('robots.txt', { body: robotsTxt(sitemapUrl), contentType: 'text/plain; charset=utf-8' });

  const similarity: SimilarityReport = {
    threshold,
    pagesCompared: sigs.length,
    max: matrix.max,
    mean: matrix.pairs ? matrix.total / MINHASH_SIZE / matrix.pairs : 0,
    maxPair: matrix.maxPair,
    overThreshold: over,
    regenerations,
    sites: compareSites(signature, opts.otherSites ?? []),
  };
  return {
    siteId: spec.siteId,
    kind: spec.kind,
    template: spec.template,
    files,
    pages,
    similarity,
    usage: writer.usage(),
    writer: writer.name,
    buildMs: performance.now() - t0,
    signature,
  };
}
