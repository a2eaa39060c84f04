import { templatePreviewParamsSchema } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { templatePreview } from './template-preview';

/** No scripts, no requests: styles and images are inline; only the app itself may frame it. */
const CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  'font-src data:',
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  'sandbox',
].join('; ');

/**
 * GET /api/sites/templates/:template/preview: a template's sample page (public: it holds no team
 * data, and a frame cannot send the Bearer token). docs/product/api.md.
 */
export async function templatePreviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/sites/templates/:template/preview',
    {
      schema: {
        tags: ['sites'],
        summary: 'Sample page of a template (text/html), for the template picker',
        params: templatePreviewParamsSchema,
        response: {
          200: z.any().describe('text/html: a self-contained sample home page'),
          304: z.any().describe('Not modified (If-None-Match)'),
        },
      },
    },
    async (request, reply) => {
      const { html, etag } = await templatePreview(request.params.template);
      reply
        .removeHeader('x-frame-options')
        .header('content-security-policy', CSP)
        .header('x-robots-tag', 'noindex')
        .header('cache-control', 'public, max-age=300')
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
}
