import { teamsApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { actorOf } from '../../lib/actor';
import { UnauthorizedError } from '../../lib/errors';
import { bearer, ctxOf } from '../../lib/http';
import { route } from '../../lib/route';
import type { InvitationsService } from './invitations.service';
import { userContact } from './team-admin.repository';
import type { TeamsService } from './teams.service';

interface Opts {
  db: Db;
  teams: TeamsService;
  invitations: InvitationsService;
}

/** Invitations: 30 a day per user (each one mails someone). */
const INVITE_LIMIT = {
  rateLimit: {
    max: 30,
    timeWindow: 24 * 3600_000,
    hook: 'preHandler' as const,
    keyGenerator: (request: { user: { id: string } | null; ip: string }) =>
      `invite:${request.user?.id ?? request.ip}`,
  },
};

/** The public preview of an invitation link: per address, like the other public calls. */
const PREVIEW_LIMIT = { rateLimit: { max: 60, timeWindow: 60_000 } };

/** /api/user/teams...: teams, members, invitations and the switcher (docs/teams.md). */
export async function teamsRoutes(fastify: FastifyInstance, opts: Opts) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { teams, invitations } = opts;
  const docs = { tags: ['teams'], security: bearer };

  await app.register(async (signedIn) => {
    const api = signedIn.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', api.requireAuth);
    const contact = async (userId: string) => {
      const me = await userContact(opts.db, userId);
      if (!me) throw new UnauthorizedError();
      return me;
    };

    route(api, teamsApi.list, {
      docs,
      handler: async (req) => ({ success: true as const, data: await teams.list(actorOf(req)) }),
    });
    route(api, teamsApi.create, {
      docs,
      status: 201,
      handler: async (req, reply) => {
        reply.status(201);
        return { success: true as const, data: await teams.create(actorOf(req), req.body.name, ctxOf(req)) };
      },
    });
    route(api, teamsApi.get, {
      docs,
      handler: async (req) => ({
        success: true as const,
        data: await teams.detail(actorOf(req), req.params.id),
      }),
    });
    route(api, teamsApi.update, {
      docs,
      handler: async (req) => ({
        success: true as const,
        data: await teams.rename(actorOf(req), req.params.id, req.body.name, ctxOf(req)),
      }),
    });
    route(api, teamsApi.remove, {
      docs,
      handler: async (req) => ({
        success: true as const,
        data: await teams.remove(actorOf(req), req.params.id, ctxOf(req)),
      }),
    });
    route(api, teamsApi.switch, {
      docs,
      handler: async (req) => ({
        success: true as const,
        data: await teams.switchTo(actorOf(req), req.params.id),
      }),
    });
    route(api, teamsApi.invite, {
      docs,
      status: 201,
      config: INVITE_LIMIT,
      handler: async (req, reply) => {
        const actor = actorOf(req);
        const data = await invitations.invite(
          actor,
          req.params.id,
          req.body,
          await contact(actor.userId),
          ctxOf(req),
        );
        reply.status(201);
        return { success: true as const, data };
      },
    });
    route(api, teamsApi.revokeInvitation, {
      docs,
      handler: async (req) => ({
        success: true as const,
        data: await invitations.revoke(actorOf(req), req.params.id, req.params.invitationId),
      }),
    });
    route(api, teamsApi.updateMember, {
      docs,
      handler: async (req) => ({
        success: true as const,
        data: await teams.updateMember(
          actorOf(req),
          req.params.id,
          req.params.memberId,
          req.body.role,
          ctxOf(req),
        ),
      }),
    });
    route(api, teamsApi.removeMember, {
      docs,
      handler: async (req) => ({
        success: true as const,
        data: await teams.removeMember(actorOf(req), req.params.id, req.params.memberId, ctxOf(req)),
      }),
    });
    route(api, teamsApi.acceptInvitation, {
      docs,
      handler: async (req) => {
        const actor = actorOf(req);
        const me = await contact(actor.userId);
        return {
          success: true as const,
          data: await invitations.accept(actor, me.email, req.body.token, ctxOf(req)),
        };
      },
    });
  });

  route(app, teamsApi.previewInvitation, {
    docs: { tags: ['teams'] },
    config: PREVIEW_LIMIT,
    handler: async (req) => ({ success: true as const, data: await invitations.preview(req.params.token) }),
  });
}
