import { defineModule } from '../../lib/module';
import { contentGeneratorRoutes } from './content-generator.routes';
import { type ContentGeneratorService, createContentGeneratorService } from './content-generator.service';

export type { ContentGeneratorService } from './content-generator.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Content generator: page drafts for a keyword and a place, scored, saved to hosted sites. */
    contentGenerator: ContentGeneratorService;
  }
}

/** Content generator (docs/content-generator.md). */
export const contentGeneratorModule = defineModule({
  name: 'content-generator',
  provides: ['contentGenerator'],
  requires: ['sites', 'siteEdits', 'engines'],
  create: ({ deps, use }) => {
    const contentGenerator = createContentGeneratorService({
      db: deps.db,
      sites: use('sites'),
      siteEdits: use('siteEdits'),
      engines: use('engines'),
    });
    return {
      services: { contentGenerator },
      routes: (app) => contentGeneratorRoutes(app, { contentGenerator }),
    };
  },
});
