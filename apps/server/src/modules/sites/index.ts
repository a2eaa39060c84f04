import { signingKey } from '../../config/signing-keys';
import { defineModule } from '../../lib/module';
import { registerHosting } from './hosting.routes';
import { createPreviewTokens, type PreviewTokens } from './preview-token';
import { createSiteContext } from './site-context';
import { createSiteEdits } from './site-edits';
import { siteEditsRoutes } from './site-edits.routes';
import type { SiteEditsService } from './site-edits.types';
import { siteFactsRoutes } from './site-facts.routes';
import { createSiteHost, type SiteHost } from './site-host';
import { sitePagesRoutes } from './site-pages.routes';
import { createSiteVersions } from './site-versions';
import { sitesRoutes } from './sites.routes';
import { createSitesService, type SitesService } from './sites.service';
import type { SiteDomainOptions, SitesServiceOptions } from './sites.types';
import { templatePreviewRoutes } from './template-preview.routes';

export type { ContentSite, TeamPage } from './content-pages';
export { CONTENT_KINDS, contentText } from './generator/content/model';
export { areaPlaceIds, buildSite, type PageContent, TEMPLATE_IDS, type TemplateId } from './generator/index';
export { countWords, estimate, MINHASH_SIZE, minhash, shingleHashes } from './generator/similarity';
export { decodePageContents, measure as measurePageContent, type StoredPage } from './page-contents';
export type { PublishCause } from './site-deploy';
export type { AppliedEdits, SiteEdit, SiteEditKind, SiteEditsService } from './site-edits.types';
export type { PageFilter, PageVariant, ServedPage } from './site-host';
export { displayPhone } from './site-phone';
export { locationOf } from './site-view';
export type { SitesService } from './sites.service';
export type { DeployStep, SiteDomainOptions } from './sites.types';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Sites of a team: build, regenerate, deploy, roll back, export, custom domains. */
    sites: SitesService;
    /** The built-in host: serves live versions by slug or custom domain. */
    siteHost: SiteHost;
    /** Signed preview links of versions that are not live. */
    sitePreviews: PreviewTokens;
    /** The platform's edits of a hosted site (SEO opportunities' automated steps). */
    siteEdits: SiteEditsService;
  }
}

export interface SitesModuleOptions {
  /** Custom-domain checks: tests pass a stub TXT resolver (default node:dns, 5 s timeout). */
  domains?: SiteDomainOptions;
}

/** Generated sites and their hosting (docs/sites-api.md). */
export const sitesModule = (options: SitesModuleOptions = {}) =>
  defineModule({
    name: 'sites',
    provides: ['sites', 'siteHost', 'sitePreviews', 'siteEdits'],
    requires: ['limits', 'discovery', 'realtime', 'leads', 'meter'],
    create: ({ deps, use, app }) => {
      const siteHost = createSiteHost(deps.db, { publicUrl: deps.config.PUBLIC_URL });
      const sitePreviews = createPreviewTokens(
        signingKey(deps.config.JWT_SECRET, 'site-previews').toString('base64url'),
      );
      const limits = use('limits');
      const discovery = use('discovery');
      const realtime = use('realtime');
      const leads = use('leads');
      const siteOptions: SitesServiceOptions = {
        domains: options.domains,
        limits: () => limits,
        host: siteHost,
        previews: sitePreviews,
        meter: use('meter'),
        verticals: (actor) => discovery.verticals(actor),
        realtime: () => realtime,
        // The health check requests the deployed site through the app itself.
        probe: async (url) => {
          const res = await app.inject({ method: 'GET', url });
          return { status: res.statusCode, body: res.body };
        },
        revenueBySite: () => leads.revenueBySite,
        syncRentals: () => leads.syncRentals,
      };
      const ctx = createSiteContext(deps, siteOptions);
      const sites = createSitesService(deps, siteOptions, ctx);
      const siteEdits = createSiteEdits(ctx, createSiteVersions(ctx));
      return {
        services: { sites, siteHost, sitePreviews, siteEdits },
        // Before the routes: a custom domain's Host is that site on every path.
        register: (server) => registerHosting(server, { host: siteHost, previews: sitePreviews }),
        routes: async (server) => {
          await server.register(sitesRoutes, { sites });
          await server.register(sitePagesRoutes, { sites });
          await server.register(siteEditsRoutes, { siteEdits });
          // Multipart parsing exists for the photo upload only, in this plugin's own scope.
          await server.register(siteFactsRoutes, { sites });
          // Public: template thumbnails carry no team data (outside the signed-in plugins' hook).
          await server.register(templatePreviewRoutes);
        },
      };
    },
  });
