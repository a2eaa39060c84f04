import { dataExportApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { DataExportService } from './data-export.service';

/** Data exports of the signed-in user (docs/data-export.md). */
export async function dataExportRoutes(fastify: FastifyInstance, opts: { exports: DataExportService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['account'], security: bearer };

  route(app, dataExportApi.start, {
    docs: {
      ...docs,
      summary: 'Starts an export of everything the caller may read (202; built in the background)',
    },
    status: 202,
    handler: async (request, reply) => {
      const data = await opts.exports.start(actorOf(request), request.body);
      return reply.code(202).send({ success: true as const, message: 'Export started', data });
    },
  });

  route(app, dataExportApi.list, {
    docs: { ...docs, summary: "The caller's recent exports, newest first" },
    handler: async (request) => ({ success: true as const, data: await opts.exports.list(actorOf(request)) }),
  });

  route(app, dataExportApi.get, {
    docs: { ...docs, summary: 'One export: status, progress, size' },
    handler: async (request) => ({
      success: true as const,
      data: await opts.exports.get(actorOf(request), request.params.id),
    }),
  });

  route(app, dataExportApi.download, {
    docs: { ...docs, summary: 'The export file (application/json or application/zip), as an attachment' },
    handler: async (request, reply) => {
      const out = await opts.exports.download(actorOf(request), request.params.id);
      return reply
        .type(out.contentType)
        .header('content-disposition', `attachment; filename="${out.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(out.file);
    },
  });
}
