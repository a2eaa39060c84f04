import { defineModule } from '../../lib/module';
import { createRankings, type RankingsService } from './rankings.api';
import { rankingsRoutes } from './rankings.routes';

export type { RankingsService } from './rankings.api';
/** Which URLs are a hosted site's (its custom domain, or /s/{slug}/ on the platform's host). */
export { siteMatcher } from './site-match';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Keywords and positions (SERP checks, Search Console import, manual), checked on schedule. */
    rankings: RankingsService;
  }
}

/** Rank tracking (docs/product/rules.md#rankings). */
export const rankingsModule = defineModule({
  name: 'rankings',
  provides: ['rankings'],
  requires: ['providers', 'discovery', 'realtime', 'queue', 'limits'],
  create: (ctx) => {
    const rankings = createRankings(ctx);
    return {
      services: { rankings },
      routes: (app) => rankingsRoutes(app, { rankings }),
      // After the queue: the rank-check worker and the hourly schedule.
      start: () => rankings.start(),
      stop: () => rankings.stop(),
    };
  },
});
