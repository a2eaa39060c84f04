import type { FastifyInstance } from 'fastify';
import { VERTICAL_BY_SLUG } from '../../data/verticals';
import type { Db } from '../../db/client';
import { buildSite, TEMPLATE_IDS, type TemplateId } from '../sites/index';
import { demoSiteMarket } from './competitive.repository';

// Rival pages of the demo portfolio (docs/competitive.md#demo-portfolio): for a demo site, its own
// market built by the real site generator in each other template, with another seed and business,
// served at /demo-rivals/{siteId}/{template}/ (the home page). The demo gives each demo project
// these URLs as competitors, so the comparison fetches and compares real generated pages. Only demo
// sites have rivals; any other id is a 404.

export const RIVAL_PATH = '/demo-rivals/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CACHED = 30;

/** The templates a demo site's rivals use: every template but its own. */
export function rivalTemplates(own: string): TemplateId[] {
  return TEMPLATE_IDS.filter((t) => t !== own);
}

export const rivalUrl = (publicUrl: string, siteId: string, template: TemplateId) =>
  `${new URL(publicUrl).origin}${RIVAL_PATH}${siteId}/${template}/`;

/** A distinct business name per template: a name shared by both rivals would read as a shared term. */
const RIVAL_NAMES: Record<TemplateId, string> = {
  classic: 'Summit',
  bold: 'Northstar',
  minimal: 'Keystone',
};

export type DemoRivals = ReturnType<typeof createDemoRivals>;

export function createDemoRivals(opts: { db: Db; publicUrl: string }) {
  const cache = new Map<string, Promise<string | null>>();

  async function render(siteId: string, template: TemplateId): Promise<string | null> {
    const site = await demoSiteMarket(opts.db, siteId);
    if (!site?.demo || !site.opportunityId || site.template === template) return null;
    const vertical = VERTICAL_BY_SLUG.get(site.opportunityId.split('~')[0] ?? '');
    const seed = 1_000 + TEMPLATE_IDS.indexOf(template);
    const built = await buildSite({
      kind: 'goldmine',
      opportunityId: site.opportunityId,
      template,
      business: { name: `${RIVAL_NAMES[template]} ${vertical?.name ?? 'Services'}`, phone: '(800) 555-0199' },
      baseUrl: rivalUrl(opts.publicUrl, siteId, template).replace(/\/$/, ''),
      leadEndpoint: '/api/public/leads',
      beaconEndpoint: '/api/public/events',
      siteId: `rival-${siteId}`,
      seed,
      builtAt: '2025-06-01T12:00:00.000Z',
      maxAttempts: 1,
    });
    const index = built.files.get('index.html');
    if (!index) return null;
    return typeof index.body === 'string' ? index.body : index.body.toString('utf8');
  }

  function page(siteId: string, template: TemplateId) {
    const key = `${siteId}:${template}`;
    let hit = cache.get(key);
    if (!hit) {
      hit = render(siteId, template);
      hit.catch(() => cache.delete(key));
      cache.set(key, hit);
      if (cache.size > CACHED) cache.delete(cache.keys().next().value!);
    }
    return hit;
  }

  /** Builds (or finds) a demo site's rival pages, so that fetching them measures serving, not building. */
  async function warm(siteId: string): Promise<string[]> {
    const site = await demoSiteMarket(opts.db, siteId);
    if (!site?.demo || !site.opportunityId) return [];
    const templates = rivalTemplates(site.template);
    const built = await Promise.all(templates.map((t) => page(siteId, t)));
    return templates.filter((_, i) => built[i]).map((t) => rivalUrl(opts.publicUrl, siteId, t));
  }

  function register(app: FastifyInstance) {
    app.get(`${RIVAL_PATH}:siteId/:template/`, { schema: { hide: true } }, async (request, reply) => {
      const { siteId, template } = request.params as { siteId: string; template: string };
      reply.header('x-robots-tag', 'noindex, nofollow');
      const html =
        UUID.test(siteId) && (TEMPLATE_IDS as readonly string[]).includes(template)
          ? await page(siteId.toLowerCase(), template as TemplateId)
          : null;
      if (!html) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      return reply.type('text/html; charset=utf-8').send(html);
    });
  }

  return { register, warm };
}
