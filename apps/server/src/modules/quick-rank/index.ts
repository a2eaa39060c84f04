import { defineModule } from '../../lib/module';
import { createNetworkFetcher, fetchPage } from '../projects/crawler/index';
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
  create: ({ deps }) => {
    // The crawler's SSRF-guarded fetcher: private addresses refused unless CRAWL_ALLOW_PRIVATE.
    const fetcher = createNetworkFetcher({ allowPrivate: deps.config.CRAWL_ALLOW_PRIVATE });
    const quickRank = createQuickRankService({
      db: deps.db,
      publicUrl: deps.config.PUBLIC_URL,
      fetchPage: (url) => fetchPage(url, { fetcher, timeoutMs: FETCH_TIMEOUT_MS, maxBytes: FETCH_MAX_BYTES }),
    });
    return { services: { quickRank }, routes: (app) => quickRankRoutes(app, { quickRank }) };
  },
});
