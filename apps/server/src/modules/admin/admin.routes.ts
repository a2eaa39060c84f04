import { adminApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer, ctxOf } from '../../lib/http';
import { route } from '../../lib/route';
import type { AdminService } from './admin.service';

// Platform administration (docs/admin.md): every route signed in, the service answers 403 unless
// the caller is a platform admin.

export async function adminRoutes(fastify: FastifyInstance, opts: { admin: AdminService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { admin } = opts;
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['admin'], security: bearer };

  route(app, adminApi.users, {
    docs,
    handler: async (req) => ({
      success: true as const,
      data: await admin.listUsers(actorOf(req), req.query),
    }),
  });
  route(app, adminApi.setRole, {
    docs,
    handler: async (req) => ({
      success: true as const,
      data: await admin.setRole(actorOf(req), req.params.id, req.body.role, ctxOf(req)),
    }),
  });
  route(app, adminApi.disable, {
    docs,
    handler: async (req) => ({
      success: true as const,
      data: await admin.disable(actorOf(req), req.params.id, ctxOf(req)),
    }),
  });
  route(app, adminApi.enable, {
    docs,
    handler: async (req) => ({
      success: true as const,
      data: await admin.enable(actorOf(req), req.params.id, ctxOf(req)),
    }),
  });
  route(app, adminApi.signOut, {
    docs,
    handler: async (req) => ({
      success: true as const,
      data: await admin.signOut(actorOf(req), req.params.id, ctxOf(req)),
    }),
  });
  route(app, adminApi.resendVerification, {
    docs,
    handler: async (req) => ({
      success: true as const,
      message: await admin.resendVerification(actorOf(req), req.params.id, ctxOf(req)),
    }),
  });
  route(app, adminApi.jobs, {
    docs,
    handler: async (req) => ({ success: true as const, data: await admin.listJobs(actorOf(req), req.query) }),
  });
  route(app, adminApi.retryJob, {
    docs,
    handler: async (req) => ({
      success: true as const,
      data: await admin.retryJob(actorOf(req), req.params.type, req.params.id, ctxOf(req)),
    }),
  });
  route(app, adminApi.cancelJob, {
    docs,
    handler: async (req) => ({
      success: true as const,
      data: await admin.cancelJob(actorOf(req), req.params.type, req.params.id, ctxOf(req)),
    }),
  });
  route(app, adminApi.usage, {
    docs,
    handler: async (req) => ({ success: true as const, data: await admin.usage(actorOf(req)) }),
  });
  route(app, adminApi.mail, {
    docs,
    handler: async (req) => ({ success: true as const, data: await admin.listMail(actorOf(req), req.query) }),
  });
  route(app, adminApi.mailMessage, {
    docs,
    handler: async (req) => ({
      success: true as const,
      data: await admin.mailMessage(actorOf(req), req.params.id),
    }),
  });
  route(app, adminApi.audit, {
    docs,
    handler: async (req) => ({
      success: true as const,
      data: await admin.listAudit(actorOf(req), req.query),
    }),
  });
  route(app, adminApi.system, {
    docs,
    handler: async (req) => ({ success: true as const, data: await admin.systemHealth(actorOf(req)) }),
  });
}
