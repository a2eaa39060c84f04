import { themesApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { ThemesService } from './themes.service';

/** Themes (docs/themes.md#import-from-a-page). */
export async function themesRoutes(fastify: FastifyInstance, opts: { themes: ThemesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  route(app, themesApi.importUrl, {
    docs: {
      tags: ['themes'],
      security: bearer,
      summary:
        "Reads a page's CSS colour variables (and its stylesheets') into an imported theme, not stored; 422 when the page cannot be read or has no colours",
    },
    // Up to 1 + 8 outbound fetches per call: limited per caller.
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: async (request) => ({
      success: true as const,
      data: await opts.themes.importFromUrl(request.body.url),
    }),
  });
}
