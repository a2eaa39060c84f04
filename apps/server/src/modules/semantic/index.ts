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
    use('engines').register(semanticEngine(semantic));
    return { services: { semantic }, routes: (app) => semanticRoutes(app, { semantic }) };
  },
});
