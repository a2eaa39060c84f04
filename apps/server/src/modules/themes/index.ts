import { defineModule } from '../../lib/module';
import { createNetworkFetcher } from '../projects/crawler/index';
import { themesRoutes } from './themes.routes';
import { createThemesService, type ThemesService } from './themes.service';

export type { ThemesService } from './themes.service';

declare module '../../lib/module' {
  interface ModuleServices {
    /** Themes: a web page's colours read into a theme. */
    themes: ThemesService;
  }
}

/** Themes (docs/themes.md): the import from a page; themes themselves live in the browser. */
export const themesModule = defineModule({
  name: 'themes',
  provides: ['themes'],
  create: ({ deps }) => {
    // The crawler's SSRF-guarded fetcher: private addresses refused unless CRAWL_ALLOW_PRIVATE.
    const fetcher = createNetworkFetcher({ allowPrivate: deps.config.CRAWL_ALLOW_PRIVATE, maxSockets: 4 });
    const themes = createThemesService({ fetcher });
    return {
      services: { themes },
      routes: (api) => themesRoutes(api, { themes }),
      stop: () => fetcher.close(),
    };
  },
});
