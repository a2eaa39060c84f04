import { chatApi } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import type { ChatService } from './chat.service';

/** Team chat (docs/chat.md): thin routes over the service. */
export async function chatRoutes(fastify: FastifyInstance, opts: { chat: ChatService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { chat } = opts;
  app.addHook('onRequest', app.requireAuth);
  const docs = { tags: ['chat'], security: bearer };

  route(app, chatApi.list, {
    docs: { ...docs, summary: "The team's chats with unread counts and last messages" },
    handler: async (request) => ({ success: true as const, data: await chat.list(actorOf(request)) }),
  });
  route(app, chatApi.team, {
    docs: { ...docs, summary: 'The team chat (made the first time)' },
    handler: async (request) => ({ success: true as const, data: await chat.team(actorOf(request)) }),
  });
  route(app, chatApi.site, {
    docs: { ...docs, summary: "A site's chat (made the first time)" },
    handler: async (request) => ({
      success: true as const,
      data: await chat.site(actorOf(request), request.params.siteId),
    }),
  });
  route(app, chatApi.members, {
    docs: { ...docs, summary: 'Team members who may be @mentioned' },
    handler: async (request) => ({ success: true as const, data: await chat.members(actorOf(request)) }),
  });
  route(app, chatApi.history, {
    docs: { ...docs, summary: "A chat's messages, newest first, paged by `before`" },
    handler: async (request) => ({
      success: true as const,
      data: await chat.history(actorOf(request), request.params.id, request.query),
    }),
  });
  route(app, chatApi.post, {
    docs: { ...docs, summary: 'Posts a message (stored and broadcast to the chat room)' },
    status: 201,
    handler: async (request, reply) => {
      const data = await chat.post(actorOf(request), request.params.id, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  });
  route(app, chatApi.read, {
    docs: { ...docs, summary: 'Marks the chat read up to now' },
    handler: async (request) => ({
      success: true as const,
      data: await chat.read(actorOf(request), request.params.id),
    }),
  });
}
