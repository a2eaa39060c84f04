import { superweaponsApi as api } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { SuperweaponsService } from './superweapons.service';

const ok = <T>(data: T) => ({ success: true as const, data });

/** The superweapons control room (docs/superweapons.md). */
export async function superweaponsRoutes(
  fastify: FastifyInstance,
  opts: { superweapons: SuperweaponsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['superweapons'], security: bearer };
  const s = opts.superweapons;

  route(app, api.listRules, {
    docs: { ...docs, summary: "The team's automation rules" },
    handler: async (request) => ok(await s.listRules(actorOf(request))),
  });
  route(app, api.createRule, {
    docs: { ...docs, summary: 'Creates an automation rule (owners and admins)' },
    status: 201,
    handler: async (request, reply) =>
      reply.code(201).send(ok(await s.createRule(actorOf(request), request.body))),
  });
  route(app, api.updateRule, {
    docs: { ...docs, summary: "Changes a rule's name, enabled flag or params (owners and admins)" },
    handler: async (request) => ok(await s.updateRule(actorOf(request), request.params.id, request.body)),
  });
  route(app, api.deleteRule, {
    docs: { ...docs, summary: 'Deletes a rule (owners and admins); its runs stay' },
    handler: async (request) => ok(await s.deleteRule(actorOf(request), request.params.id)),
  });
  route(app, api.dryRun, {
    docs: { ...docs, summary: 'What the rule would do now, with the figures that matched; nothing starts' },
    handler: async (request) => ok(await s.dryRun(actorOf(request), request.params.id)),
  });
  route(app, api.runRule, {
    docs: {
      ...docs,
      summary: 'Runs the rule now: starts the deploy jobs of its matches (owners and admins)',
    },
    handler: async (request) => ok(await s.runNow(actorOf(request), request.params.id)),
  });
  route(app, api.listRuns, {
    docs: { ...docs, summary: 'Automation runs, dry and real, newest first' },
    handler: async (request) => ok(await s.listRuns(actorOf(request))),
  });
  route(app, api.feed, {
    docs: { ...docs, summary: "The team's running and recent work of every kind, newest first" },
    handler: async (request) => ok(await s.feed(actorOf(request), request.query.limit)),
  });
  route(app, api.state, {
    docs: { ...docs, summary: 'Whether the kill switch is on, and what it last stopped' },
    handler: async (request) => ok(await s.state(actorOf(request))),
  });
  route(app, api.killSwitch, {
    docs: { ...docs, summary: 'Stops every job of the team and halts automation (owners and admins)' },
    handler: async (request) => ok(await s.killSwitch(actorOf(request))),
  });
  route(app, api.resume, {
    docs: { ...docs, summary: 'Lifts the kill switch: rules fire again (owners and admins)' },
    handler: async (request) => ok(await s.resume(actorOf(request))),
  });
  route(app, api.startCampaign, {
    docs: { ...docs, summary: "Starts a markets campaign of a rule's matches or of chosen markets" },
    status: 201,
    handler: async (request, reply) =>
      reply.code(201).send(ok(await s.startCampaign(actorOf(request), request.body))),
  });
}
