import { isDomainName } from '@sdp/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPlatformPath } from './domain-policy';
import type { PreviewTokens } from './preview-token';
import { isServed, type SiteHost } from './site-host';

// Public hosting of the built sites (docs/sites-api.md, Hosting rules):
//   /s/{slug}/...                       the live version of a site
//   a verified custom domain's Host     the same, at the root (not /api, /socket.io, /ws)
//   /preview/{versionId}/{token}/...    any version, to whoever holds the signed token
// Registered on the root instance (not encapsulated) so the Host hook sees every request.

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface HostingOptions {
  host: SiteHost;
  previews: PreviewTokens;
}

const hidden = { schema: { hide: true } };
const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

export function registerHosting(app: FastifyInstance, { host, previews }: HostingOptions) {
  async function serveLive(request: FastifyRequest, reply: FastifyReply, slug: string, rest: string) {
    const site = SLUG.test(slug) ? await host.siteBySlug(slug) : undefined;
    if (!isServed(site)) return host.notServed(reply);
    const version = await host.version(site.liveVersionId!);
    if (!version) return host.notServed(reply);
    return host.send(request, reply, version, rest, `/s/${slug}`, { siteId: site.id });
  }

  // A request whose Host is a site's verified custom domain is that site, on every path but the
  // platform's own (/api, /socket.io, /ws): those always reach the platform.
  app.addHook('onRequest', async (request, reply) => {
    if (isPlatformPath(request.url)) return;
    const hostname = (request.hostname ?? '').toLowerCase().replace(/\.$/, '');
    if (!hostname || host.isPlatformHost(hostname) || !isDomainName(hostname)) return;
    const site = await host.siteByDomain(hostname);
    if (site?.domainStatus !== 'verified' || site.customDomain !== hostname) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .type('text/plain; charset=utf-8')
        .send('Method not allowed\n');
    }
    if (!isServed(site)) return host.notServed(reply);
    const version = await host.version(site.liveVersionId!);
    if (!version) return host.notServed(reply);
    let path = request.url.split('?')[0].replace(/^\/+/, '');
    // Links of a build made before the domain was set start with /s/{slug}/.
    const legacy = `s/${site.slug}/`;
    if (path.startsWith(legacy)) path = path.slice(legacy.length);
    return host.send(request, reply, version, path, '', { siteId: site.id });
  });

  app.get('/s/:slug', hidden, async (request, reply) => {
    const { slug } = request.params as { slug: string };
    if (!SLUG.test(slug)) return host.notServed(reply);
    return reply.redirect(`/s/${encodeURIComponent(slug)}/${queryOf(request.url)}`, 301);
  });

  app.get('/s/:slug/*', hidden, async (request, reply) => {
    const params = request.params as { slug: string; '*': string };
    return serveLive(request, reply, params.slug, params['*'] ?? '');
  });

  async function servePreview(request: FastifyRequest, reply: FastifyReply) {
    const params = request.params as { versionId: string; token: string; '*'?: string };
    reply.header('x-robots-tag', 'noindex, nofollow');
    if (!UUID.test(params.versionId) || !previews.verify(params.versionId, params.token)) {
      return reply
        .code(403)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('This preview link is invalid or has expired. Open the preview again from the app.\n');
    }
    const base = `/preview/${params.versionId}/${params.token}`;
    if (params['*'] === undefined) return reply.redirect(`${base}/`, 301);
    const version = await host.version(params.versionId.toLowerCase());
    if (!version) return host.notServed(reply);
    return host.send(request, reply, version, params['*'], base, { preview: true });
  }

  app.get('/preview/:versionId/:token', hidden, servePreview);
  app.get('/preview/:versionId/:token/*', hidden, servePreview);
}
