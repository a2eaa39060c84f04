import { apiSuccess, endpoint } from '@sdp/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route, routePath } from './route';

const thingApi = {
  rename: endpoint({
    method: 'PATCH',
    path: '/api/things/:id',
    params: z.object({ id: z.uuid('id: not a thing id') }),
    query: z.object({ dryRun: z.enum(['yes', 'no']).default('no') }),
    body: z.object({ name: z.string().min(1) }),
    response: apiSuccess(z.object({ id: z.string(), name: z.string(), dryRun: z.boolean() })),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/things',
    body: z.object({ name: z.string() }),
    response: apiSuccess(z.object({ name: z.string() })),
  }),
};

describe('route()', () => {
  let app: FastifyInstance;
  afterAll(() => app?.close());

  it('strips the /api prefix the route plugins are registered under', () => {
    expect(routePath('/api/sites/:id')).toBe('/sites/:id');
    expect(() => routePath('/sites')).toThrow(/does not start with \/api\//);
  });

  it('registers method and path, validates params, query and body, and serialises the answer', async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(
      async (plugin) => {
        route(plugin, thingApi.rename, {
          handler: async (request) => ({
            success: true as const,
            data: { id: request.params.id, name: request.body.name, dryRun: request.query.dryRun === 'yes' },
          }),
        });
        route(plugin, thingApi.create, {
          status: 201,
          handler: async (request, reply) =>
            reply.code(201).send({ success: true, data: { name: request.body.name, extra: 'dropped' } }),
        });
      },
      { prefix: '/api' },
    );
    const id = '0b9a4a8e-8f43-4f0e-9b7a-3f2f4c1d2e5a';
    const ok = await app.inject({
      method: 'PATCH',
      url: `/api/things/${id}?dryRun=yes`,
      payload: { name: 'x' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, data: { id, name: 'x', dryRun: true } });

    const badId = await app.inject({ method: 'PATCH', url: '/api/things/nope', payload: { name: 'x' } });
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain('id: not a thing id');

    const badBody = await app.inject({ method: 'PATCH', url: `/api/things/${id}`, payload: { name: '' } });
    expect(badBody.statusCode).toBe(400);

    const created = await app.inject({ method: 'POST', url: '/api/things', payload: { name: 'y' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ success: true, data: { name: 'y' } });

    const wrongMethod = await app.inject({ method: 'GET', url: '/api/things' });
    expect(wrongMethod.statusCode).toBe(404);
  });
});
