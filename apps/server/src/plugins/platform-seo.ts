import type { FastifyInstance } from 'fastify';

// The platform's own /robots.txt and /sitemap.xml (docs/operations.md, Search engines). On a
// verified custom domain's Host these paths are the hosted site's (hosting.routes.ts answers first).

/**
 * Public pages of the web app (apps/web/src/prerender/public-pages.ts): the build pre-renders them,
 * static-spa.ts serves them and the sitemap lists them.
 */
export const PUBLIC_PAGES = ['/', '/demo', '/privacy', '/terms', '/contact', '/get-started'];

/**
 * Paths crawlers are asked to leave alone: the API, signed preview links, and the screens that
 * need a sign-in or a mailed token (apps/web/src/app/router.tsx). Hosted sites under /s/ stay
 * allowed: they are public pages meant to be found (each has its own sitemap at /s/{slug}/sitemap.xml,
 * and a site with a verified domain names that domain as canonical).
 */
export const DISALLOWED = [
  '/api/',
  '/preview/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/oauth/',
  '/dashboard',
  '/intelligence',
  '/content-generator',
  '/discovery',
  '/generation',
  '/deployment',
  '/monitoring',
  '/dominator',
  '/domination',
  '/opportunity/',
  '/opportunities/',
  '/ml-optimization',
  '/cost-dashboard',
  '/admin',
  '/superweapons',
  '/keyword-finder',
  '/analytics',
  '/quick-rank',
  '/campaigns/',
  '/projects',
  '/analysis/',
  '/settings',
  '/onboarding',
];

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** PUBLIC_URL without a trailing slash. */
export const platformBase = (publicUrl: string) =>
  publicUrl.endsWith('/') ? publicUrl.slice(0, -1) : publicUrl;

export function platformRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${platformBase(publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

export function platformSitemap(publicUrl: string): string {
  const urls = PUBLIC_PAGES.map((p) => `  <url><loc>${xml(platformBase(publicUrl) + p)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** GET/HEAD /robots.txt (text/plain) and /sitemap.xml (application/xml), cached an hour. */
export function registerPlatformSeo(app: FastifyInstance, publicUrl: string) {
  const robots = platformRobots(publicUrl);
  const sitemap = platformSitemap(publicUrl);
  const hidden = { schema: { hide: true } };
  app.get('/robots.txt', hidden, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', hidden, async (_req, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemap),
  );
}
