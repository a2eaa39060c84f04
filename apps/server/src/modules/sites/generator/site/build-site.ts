// Builds a whole static site from a SiteSpec: facts -> plan -> content (varied until under the
// similarity threshold) -> HTML pages, stylesheet, beacon, sitemap.xml, robots.txt.
import { BuiltinWriter } from '../content/builtin-writer';
import { CONTENT_KINDS, contentText, type PageContent } from '../content/model';
import { servicesOf } from '../content/services';
import type { ContentWriter, PageBrief } from '../content/writer';
import { esc } from '../escape';
import { resolveFacts, type SiteFacts, SiteSpecError } from '../facts';
import {
  compareSites,
  estimate,
  minhash,
  type PageSignature,
  type SimilarityReport,
  type SiteSignature,
  shingles,
  words,
} from '../similarity';
import { BEACON_JS } from '../templates/beacon';
import { jsonLdGraph } from '../templates/jsonld';
import { type Link, renderPage } from '../templates/layout';
import { businessType } from '../templates/schema-types';
import { stylesheet, TEMPLATE_IDS } from '../templates/styles';
import type { BuiltSite, PageMeta, SiteFile, SiteSpec } from '../types';
import { type PlannedPage, planSite } from './plan';
import { robotsTxt, sitemapXml } from './sitemap';
import { siteUrls } from './urls';

export interface BuildOptions {
  writer?: ContentWriter;
  /** Signatures of the user's other sites, for the site-to-site report. */
  otherSites?: readonly SiteSignature[];
  /** Facts resolved elsewhere (tests, callers that already hold them). */
  facts?: SiteFacts;
}

export interface BuildResult extends BuiltSite {
  /** Store beside the version; pass as otherSites when building the user's next site. */
  signature: SiteSignature;
}

const HTML = 'text/html; charset=utf-8';
const CSS_PATH = '/assets/site.css';
const BEACON_PATH = '/b.js';

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

function against(sig: Uint32Array, others: readonly Uint32Array[]): { max: number; sum: number } {
  let max = 0;
  let sum = 0;
  for (const o of others) {
    const s = estimate(sig, o);
    sum += s;
    if (s > max) max = s;
  }
  return { max, sum };
}

function worstOf(sig: Uint32Array, others: readonly Uint32Array[]): number {
  let w = 0;
  for (let i = 1; i < others.length; i++) if (estimate(sig, others[i]) > estimate(sig, others[w])) w = i;
  return w;
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
  const services = servicesOf(facts.vertical);
  const plan = planSite(spec.kind, facts.places, services);
  const placePath = new Map(plan.filter((p) => p.kind === 'place').map((p) => [p.place.placeId, p.path]));
  const servicePath = new Map(plan.filter((p) => p.service).map((p) => [p.service!.slug, p.path]));

  // ---- content, varied until each page is under the threshold against the pages before it ----
  const sigs: PageSignature[] = [];
  const sigList: Uint32Array[] = [];
  // The page matrix accumulates as pages are accepted: each is compared once with those before it.
  const matrix = { max: 0, sum: 0, pairs: 0, maxPair: null as [string, string] | null };
  const siteShingles = new Set<number>();
  const contents: PageContent[] = [];
  const variants: number[] = [];
  const over: SimilarityReport['overThreshold'] = [];
  let regenerations = 0;
  for (const page of plan) {
    const brief: PageBrief = {
      kind: page.kind,
      facts,
      place: page.place,
      service: page.service,
      services,
      businessName: spec.business.name,
      phone: spec.business.phone,
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
      contents.push(await writer.write(brief, 0));
      variants.push(0);
      continue;
    }
    let best: {
      c: PageContent;
      sh: Set<number>;
      sig: Uint32Array;
      max: number;
      sum: number;
      v: number;
    } | null = null;
    for (let v = 0; v < maxAttempts; v++) {
      if (v > 0) regenerations++;
      const c = await writer.write(brief, v);
      const sh = shingles(contentText(c));
      const sig = minhash(sh);
      const { max, sum } = against(sig, sigList);
      if (!best || max < best.max) best = { c, sh, sig, max, sum, v };
      if (max < threshold) break;
    }
    if (best!.max >= threshold) over.push({ path: page.path, max: best!.max });
    contents.push(best!.c);
    variants.push(best!.v);
    if (sigList.length && best!.max >= matrix.max) {
      matrix.max = best!.max;
      matrix.maxPair = [sigs[worstOf(best!.sig, sigList)].path, page.path];
    }
    matrix.sum += best!.sum;
    matrix.pairs += sigList.length;
    sigs.push({ path: page.path, sig: best!.sig });
    sigList.push(best!.sig);
    for (const h of best!.sh) siteShingles.add(h);
  }
  const signature: SiteSignature = { siteId: spec.siteId, site: minhash(siteShingles), pages: sigs };

  // ---- rendering ----
  const files = new Map<string, SiteFile>();
  const pages: PageMeta[] = [];
  const first = facts.places[0];
  const bizType = businessType(facts.vertical);
  const home = plan[0];
  const byKind = (k: string) => plan.find((p) => p.kind === k);
  const navPages = ['about', 'faq', 'contact'].map(byKind).filter((p): p is PlannedPage => !!p);
  const nav: Link[] = [home, ...navPages].map((p) => ({ text: p.label, href: urls.href(p.path) }));
  const footerLinks: Link[] = [
    ...(spec.kind === 'goldmine' ? plan.filter((p) => p.kind === 'service') : []),
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

  plan.forEach((p, i) => {
    const c = { ...contents[i], title: fitTitle(contents[i].title, spec.business.name) };
    const indexable = p.kind !== 'thanks' && p.kind !== 'notfound';
    const canonical = urls.abs(p.path);
    const crumbs = p === home || p.kind === 'notfound' ? [] : [{ text: p.label, href: urls.href(p.path) }];
    const html = renderPage({
      template: spec.template,
      content: c,
      siteName: spec.business.name,
      canonical,
      ogType: p === home ? 'website' : 'article',
      indexable,
      cssHref: urls.href(CSS_PATH),
      homeHref: urls.href('/'),
      nav,
      footerLinks,
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
              heading: p.kind === 'contact' ? 'Send us a message' : 'Request a free quote',
            },
      phone: spec.business.phone,
      beacon: {
        src: urls.href(BEACON_PATH),
        siteId: spec.siteId,
        endpoint: spec.beaconEndpoint,
        path: p.path,
      },
    });
    files.set(p.file, { body: html, contentType: HTML });
    pages.push({
      path: p.path,
      file: p.file,
      title: c.title,
      description: c.description,
      canonical,
      words: words(contentText(c)).length,
      indexable,
      variant: variants[i],
    });
  });

  files.set(CSS_PATH.slice(1), { body: stylesheet(spec.template), contentType: 'text/css; charset=utf-8' });
  files.set(BEACON_PATH.slice(1), { body: BEACON_JS, contentType: 'text/javascript; charset=utf-8' });
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
    mean: matrix.pairs ? matrix.sum / matrix.pairs : 0,
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
