import { billingApi, invoicesAdminApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer, ctxOf } from '../../lib/http';
import { route } from '../../lib/route';
import type { InvoicesService } from './invoices.service';

/** The team's invoices and their PDFs; every team's invoices for platform admins (docs/invoices.md). */
export async function invoicesRoutes(fastify: FastifyInstance, opts: { invoices: InvoicesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['billing'], security: bearer };

  route(app, billingApi.invoices, {
    docs: { ...docs, summary: "The team's invoices, newest first" },
    handler: async (request) => ({
      success: true as const,
      data: { invoices: await opts.invoices.list(actorOf(request)) },
    }),
  });

  route(app, billingApi.downloadInvoice, {
    docs: { ...docs, summary: 'One invoice as a PDF (application/pdf), as an attachment' },
    handler: async (request, reply) => {
      const out = await opts.invoices.pdf(actorOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${out.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(out.file);
    },
  });

  route(app, invoicesAdminApi.list, {
    docs: {
      ...docs,
      tags: ['admin'],
      summary: "Every team's invoices, optionally of one status (platform admins)",
    },
    handler: async (request) => ({
      success: true as const,
      data: { invoices: await opts.invoices.adminList(actorOf(request), request.query.status) },
    }),
  });

  route(app, invoicesAdminApi.markPaid, {
    docs: { ...docs, tags: ['admin'], summary: 'Records a payment received by hand (platform admins)' },
    handler: async (request) => ({
      success: true as const,
      data: await opts.invoices.adminMarkPaid(
        actorOf(request),
        request.params.id,
        request.body?.reference,
        ctxOf(request),
      ),
    }),
  });
}
