import { defineModule } from '../../lib/module';
import { createNetworkFetcher, fetchPage } from '../projects/crawler/index';
import { createHostedFetcher, injectGetOf } from '../projects/index';
import { quickRankRoutes } from './quick-rank.routes';
import { createQuickRankService, type QuickRankService } from './quick-rank.service';

export type { QuickRankService } from './quick-rank.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Quick rank: a page scored for a keyword, and the team's quick wins. */
    quickRank: QuickRankService;
  }
}

/** Per request of a quick rank fetch (each redirect is a request). */
const FETCH_TIMEOUT_MS = 15_000;
const FETCH_MAX_BYTES = 5 * 1024 * 1024;

/** Quick rank (docs/quick-rank.md). */
export const quickRankModule = defineModule({
  name: 'quick-rank',
  provides: ['quickRank'],
  create: ({ deps, app }) => {
    // The crawler's SSRF-guarded fetcher: private addresses refused unless CRAWL_ALLOW_PRIVATE.
    const network = createNetworkFetcher({ allowPrivate: deps.config.CRAWL_ALLOW_PRIVATE });
    // Pages this app hosts (`/s/{slug}/...` on its own origin) are read in process, as a hosted
    // site's crawl reads them: no network, and no private-address exception on a single machine.
    const platformOrigin = new URL(deps.config.PUBLIC_URL).origin;
    const fetcher = createHostedFetcher(
      { url: `${platformOrigin}/s/`, platformOrigin },
      injectGetOf(app),
      network,
    );
    const quickRank = createQuickRankService({
      db: deps.db,
      publicUrl: deps.config.PUBLIC_URL,
      fetchPage: (url) => fetchPage(url, { fetcher, timeoutMs: FETCH_TIMEOUT_MS, maxBytes: FETCH_MAX_BYTES }),
    });
    return { services: { quickRank }, routes: (app) => quickRankRoutes(app, { quickRank }) };
  },
});
