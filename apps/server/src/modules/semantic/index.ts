import { defineModule } from '../../lib/module';
import { semanticEngine } from './engine';
import { semanticRoutes } from './semantic.routes';
import { createSemanticService, type SemanticService } from './semantic.service';

export type { SemanticService } from './semantic.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Semantic SEO: keyword topics, the topic map of a site's pages and their coverage. */
    semantic: SemanticService;
  }
}

/** Semantic SEO (docs/semantic.md). */
export const semanticModule = defineModule({
  name: 'semantic',
  provides: ['semantic'],
  requires: ['engines', 'discovery'],
  create: ({ deps, use }) => {
    const discovery = use('discovery');
    const semantic = createSemanticService({
      db: deps.db,
      publicUrl: deps.config.PUBLIC_URL,
      keywordIdeas: async (actor, vertical, placeId) =>
        (await discovery.keywordIdeas(actor, vertical, placeId)).items,
    });
    const engines = use('engines');
    engines.register(semanticEngine(semantic));
    // New live pages change the topic map: a run is asked for (skipped when one is queued).
    deps.events.on('site.published', async (e) => {
      await engines.request(e.teamId, 'semantic', 'cluster');
    });
    return { services: { semantic }, routes: (app) => semanticRoutes(app, { semantic }) };
  },
});
