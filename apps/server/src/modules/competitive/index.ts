import { defineModule } from '../../lib/module';
import { createNetworkFetcher } from '../projects/crawler/index';
import { createHostedFetcher, injectGetOf } from '../projects/index';
import { competitiveEngine } from './competitive.engine';
import { competitiveRoutes } from './competitive.routes';
import { type CompetitiveService, createCompetitiveService } from './competitive.service';
import { createDemoRivals, RIVAL_PATH } from './demo-rivals';

export type { CompetitiveService } from './competitive.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Competitive intelligence: competitor pages fetched and compared with the project's page. */
    competitive: CompetitiveService;
  }
}

/** Competitive intelligence (docs/competitive.md). */
export const competitiveModule = defineModule({
  name: 'competitive',
  provides: ['competitive'],
  requires: ['engines'],
  create: ({ deps, use, app }) => {
    // The crawler's SSRF-guarded fetcher: private addresses refused unless CRAWL_ALLOW_PRIVATE.
    const network = createNetworkFetcher({ allowPrivate: deps.config.CRAWL_ALLOW_PRIVATE });
    // Pages this app hosts (`/s/{slug}/...` on its own origin) are read in process, as quick rank
    // and a hosted site's crawl read them.
    const platformOrigin = new URL(deps.config.PUBLIC_URL).origin;
    const inject = injectGetOf(app);
    const hosted = createHostedFetcher({ url: `${platformOrigin}/s/`, platformOrigin }, inject, network);
    // The demo portfolio's rival pages (demo-rivals.ts) are served by this app too.
    const fetcher = createHostedFetcher(
      { url: `${platformOrigin}${RIVAL_PATH}`, platformOrigin },
      inject,
      hosted,
    );
    const rivals = createDemoRivals({ db: deps.db, publicUrl: deps.config.PUBLIC_URL });
    const competitive = createCompetitiveService({ db: deps.db, fetcher, rivals });
    use('engines').register(competitiveEngine(deps.db, competitive));
    return {
      services: { competitive },
      register: (server) => rivals.register(server),
      routes: (api) => competitiveRoutes(api, { competitive }),
    };
  },
});
