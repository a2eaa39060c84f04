import { defineModule } from '../../lib/module';
import { serpPatternsRoutes } from './serp-patterns.routes';
import { createSerpPatternsService, type SerpPatternsService } from './serp-patterns.service';

export type { SerpPatternsService } from './serp-patterns.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** SERP patterns: what the team's stored results pages have in common at the top. */
    serpPatterns: SerpPatternsService;
  }
}

/** SERP patterns (docs/serp-patterns.md). */
export const serpPatternsModule = defineModule({
  name: 'serp-patterns',
  provides: ['serpPatterns'],
  requires: ['engines'],
  create: ({ deps, use }) => {
    const serpPatterns = createSerpPatternsService({ db: deps.db });
    use('engines').register({
      id: 'serp-patterns',
      run: async (ctx) => {
        ctx.progress(10);
        return serpPatterns.analyze(ctx.teamId);
      },
    });
    return {
      services: { serpPatterns },
      routes: (app) => serpPatternsRoutes(app, { serpPatterns }),
    };
  },
});
