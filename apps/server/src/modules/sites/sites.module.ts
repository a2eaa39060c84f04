import type { FastifyInstance } from 'fastify';
import { signingKey } from '../../config/signing-keys';
import type { ServiceDeps } from '../../lib/deps';
import { createTeamScopes } from '../discovery/team-scope';
import { createPreviewTokens, type PreviewTokens } from './preview-token';
import { createSiteHost, type SiteHost } from './site-host';
import { createSitesService, type SitesService } from './sites.service';
import type { RevenueBySite, SiteDomainOptions } from './sites.types';

export interface SitesServices {
  sites: SitesService;
  siteHost: SiteHost;
  sitePreviews: PreviewTokens;
}

export interface SitesModuleOptions {
  /** Custom-domain checks: tests pass a stub TXT resolver (default node:dns, 5 s timeout). */
  domains?: SiteDomainOptions;
}

/**
 * Sites, the built-in host and preview tokens, wired once per app. `app` is read lazily: the
 * discovery service, realtime hub, leads service and app.inject (health check) exist later.
 */
export function createSitesServices(
  deps: ServiceDeps,
  app: () => FastifyInstance,
  options: SitesModuleOptions = {},
): SitesServices {
  const siteHost = createSiteHost(deps.db, { publicUrl: deps.config.PUBLIC_URL });
  const sitePreviews = createPreviewTokens(
    signingKey(deps.config.JWT_SECRET, 'site-previews').toString('base64url'),
  );
  const sites = createSitesService(deps, {
    domains: options.domains,
    scopes: createTeamScopes(deps.db),
    limits: () => app().services.limits,
    host: siteHost,
    previews: sitePreviews,
    verticals: (userId) => app().services.discovery.verticals(userId),
    realtime: () => (app().hasDecorator('realtime') ? app().realtime : undefined),
    probe: async (url) => {
      const res = await app().inject({ method: 'GET', url });
      return { status: res.statusCode, body: res.body };
    },
    revenueBySite: () => {
      const leads = (app().services as unknown as { leads?: { revenueBySite?: RevenueBySite } }).leads;
      return leads?.revenueBySite?.bind(leads);
    },
    performance: () =>
      (
        app().services as unknown as {
          performance?: {
            evaluate(t: string, s?: string | null): unknown;
            schedule(t: string, s?: string | null): void;
          };
        }
      ).performance,
    syncRentals: () => {
      const leads = (app().services as unknown as { leads?: { syncRentals?: (t: string) => Promise<void> } })
        .leads;
      return leads?.syncRentals?.bind(leads);
    },
  });
  return { sites, siteHost, sitePreviews };
}
