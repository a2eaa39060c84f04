// The built-in host: which site a slug or custom domain names (cached briefly), the decoded files
// of a version (LRU by bytes), and how one file is answered (path rules, caching, security headers).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { SiteRow } from './sites.repository';
import * as repo from './sites.repository';
import { basePathOf, type DecodedVersion, decodeBundle, VersionCache } from './version-store';

/** How long a slug/domain lookup is trusted; in-process changes drop it at once (forget). */
const LOOKUP_TTL_MS = 10_000;
const MAX_LOOKUPS = 10_000;

export interface SiteHostOptions {
  /** Public URL of the platform (lead and beacon endpoints live there). */
  publicUrl: string;
  cacheBytes?: number;
}

export type SiteHost = ReturnType<typeof createSiteHost>;

/** A live HTML page about to be served, as a page filter sees it. */
export interface ServedPage {
  siteId: string;
  versionId: string;
  /** Its file in the version ('index.html', 'roof-repair/index.html'). */
  file: string;
  body: Buffer;
  ip: string;
  userAgent: string;
}

/** Another body for one visitor: `tag` is added to the ETag (it names the variant served). */
export interface PageVariant {
  body: Buffer;
  tag: string;
}

/**
 * Declared once by the module that varies live pages (A/B tests, modules/experiments): answers
 * synchronously from memory when it can, since it runs for every live HTML page served.
 */
export type PageFilter = (page: ServedPage) => PageVariant | undefined | Promise<PageVariant | undefined>;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Short tag of a version for asset URLs (?v=...). */
export const assetTag = (versionId: string) => versionId.replace(/-/g, '').slice(0, 12);

const ASSET_REF = /(\s(?:href|src)="[^"?#]*\/(?:assets\/[\w.-]+\.css|b\.js))"/g;

/**
 * Stylesheet and beacon keep their names across versions (assets/site.css, b.js); the served pages
 * ask for them with ?v={version tag} so browsers may keep them a year and still see a new template.
 */
export function stampAssets(version: DecodedVersion): DecodedVersion {
  const tag = assetTag(version.id);
  let bytes = 0;
  for (const [path, f] of version.files) {
    if (f.contentType.startsWith('text/html')) {
      const body = Buffer.from(f.body.toString('utf8').replace(ASSET_REF, `$1?v=${tag}"`));
      version.files.set(path, { ...f, body });
    }
    bytes += version.files.get(path)!.body.length;
  }
  version.bytes = bytes;
  return version;
}

/** Serves only sites with a live version that are not archived. */
export const isServed = (site: SiteRow | undefined): site is SiteRow =>
  !!site && !!site.liveVersionId && site.status !== 'archived';

export function createSiteHost(db: Db, options: SiteHostOptions) {
  const versions = new VersionCache(options.cacheBytes);
  const bySlug = new Map<string, { site: SiteRow | undefined; until: number }>();
  const byDomain = new Map<string, { site: SiteRow | undefined; until: number }>();
  const publicOrigin = new URL(options.publicUrl).origin;
  const platformHosts = new Set([
    'localhost',
    '127.0.0.1',
    '[::1]',
    '::1',
    new URL(options.publicUrl).hostname,
  ]);
  const loading = new Map<string, Promise<DecodedVersion | undefined>>();
  let pageFilter: PageFilter | null = null;

  async function cached(
    map: Map<string, { site: SiteRow | undefined; until: number }>,
    key: string,
    load: () => Promise<SiteRow | undefined>,
  ) {
    const hit = map.get(key);
    if (hit && hit.until > Date.now()) return hit.site;
    const site = await load();
    if (map.size >= MAX_LOOKUPS) map.clear();
    map.set(key, { site, until: Date.now() + LOOKUP_TTL_MS });
    return site;
  }

  /** Content Security Policy of a hosted page: own files, the lead form and beacon on the platform. */
  const csp = (frameAncestors: string) =>
    [
      "default-src 'none'",
      "style-src 'self'",
      "script-src 'self'",
      "img-src 'self' data: https:",
      `connect-src ${publicOrigin}`,
      `form-action 'self' ${publicOrigin}`,
      "base-uri 'none'",
      `frame-ancestors ${frameAncestors}`,
    ].join('; ');

  function cacheControl(path: string, contentType: string, version: DecodedVersion, url: string): string {
    if (contentType.startsWith('text/html')) return 'public, max-age=60';
    if (/\.(css|js)$/.test(path)) {
      // The pages ask for ?v={version tag} (see stampAssets): that URL never changes content.
      const v = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '').get('v');
      return v === assetTag(version.id) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
    }
    return 'public, max-age=300';
  }

  return {
    platformOrigin: publicOrigin,

    /** True when a Host header names the platform itself (never a custom domain). */
    isPlatformHost(hostname: string): boolean {
      return platformHosts.has(hostname);
    },

    siteBySlug(slug: string) {
      return cached(bySlug, slug, () => repo.siteBySlug(db, slug));
    },

    siteByDomain(domain: string) {
      return cached(byDomain, domain, () => repo.siteByDomain(db, domain));
    },

    /** Drops cached lookups of a site after a change (deploy, rollback, domain, archive). */
    forget(site: { slug: string; customDomain?: string | null }, oldDomain?: string | null) {
      bySlug.delete(site.slug);
      if (site.customDomain) byDomain.delete(site.customDomain);
      if (oldDomain) byDomain.delete(oldDomain);
    },

    /** The decoded files of a version: from memory when hot, else one DB read. */
    async version(versionId: string): Promise<DecodedVersion | undefined> {
      const hit = versions.get(versionId);
      if (hit) return hit;
      let pending = loading.get(versionId);
      if (!pending) {
        pending = (async () => {
          const row = await repo.versionBundle(db, versionId);
          if (!row) return undefined;
          const decoded = stampAssets(decodeBundle(versionId, row.bundle, basePathOf(row.homeUrl)));
          versions.set(decoded);
          return decoded;
        })().finally(() => loading.delete(versionId));
        loading.set(versionId, pending);
      }
      return pending;
    },

    dropVersion(versionId: string) {
      versions.drop(versionId);
    },

    cacheSize: () => versions.size,

    /** The module that varies live pages (A/B tests) declares itself here, once. */
    setPageFilter(filter: PageFilter) {
      pageFilter = filter;
    },

    /**
     * Answers one file of a version. `rest` is the path under the site root without a leading
     * slash ('' = home); `servedBase` is where this response is served from ('/s/slug', '', or a
     * preview prefix): links of a build made for another base are rewritten to it. `siteId` is
     * given for live pages only: the page filter (A/B tests) may then vary an HTML page's body.
     */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      version: DecodedVersion,
      rest: string,
      servedBase: string,
      extra: { preview?: boolean; siteId?: string } = {},
    ) {
      let path: string;
      try {
        path = decodeURIComponent(rest.split('?')[0]);
      } catch {
        path = '\0';
      }
      if (path.split('/').some((seg) => seg === '..' || seg === '.') || path.includes('\0')) path = '\0';
      let key = path === '' || path.endsWith('/') ? `${path}index.html` : path;
      let status = 200;
      if (!version.files.has(key) && version.files.has(`${key}/index.html`)) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`${servedBase}/${path}/${query}`, 301);
      }
      if (!version.files.has(key)) {
        key = '404.html';
        status = 404;
      }
      const file = version.files.get(key);
      reply.removeHeader('x-frame-options');
      reply.header('content-security-policy', csp(`'self' ${publicOrigin}`));
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      if (extra.preview) {
        reply.header('x-robots-tag', 'noindex, nofollow');
        reply.header('cache-control', 'private, no-store');
      }
      if (!file) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      }
      const html = file.contentType.startsWith('text/html');
      let source = file.body;
      let etag = file.etag;
      if (status === 200 && html && extra.siteId && pageFilter) {
        const varied = await pageFilter({
          siteId: extra.siteId,
          versionId: version.id,
          file: key,
          body: file.body,
          ip: request.ip ?? '',
          userAgent: String(request.headers['user-agent'] ?? ''),
        });
        if (varied) {
          source = varied.body;
          etag = `${file.etag.slice(0, -1)}-${varied.tag}"`;
        }
      }
      if (!extra.preview) {
        // A varied page is one visitor's: shared caches must not hand it to the next one.
        const policy = cacheControl(key, file.contentType, version, request.url);
        reply.header('cache-control', source === file.body ? policy : policy.replace('public', 'private'));
      }
      reply.header('etag', etag);
      if (status === 200 && request.headers['if-none-match'] === etag) {
        return reply.code(304).send();
      }
      let body: Buffer | string = source;
      if (html && version.basePath !== servedBase) {
        const re = new RegExp(`(\\s(?:href|src)=")${escapeRe(version.basePath)}/(?!/)`, 'g');
        body = source.toString('utf8').replace(re, `$1${servedBase}/`);
      }
      return reply.code(status).type(file.contentType).send(body);
    },

    /** The plain page of a site that is not served (unknown, archived, never deployed). */
    notServed(reply: FastifyReply) {
      reply.removeHeader('x-frame-options');
      return reply
        .code(404)
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex')
        .type('text/plain; charset=utf-8')
        .send('This site is not available.\n');
    },
  };
}
