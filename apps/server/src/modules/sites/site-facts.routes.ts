import multipart from '@fastify/multipart';
import {
  MAX_PHOTO_BYTES,
  photoUploadFieldsSchema,
  siteFactsApi,
  sitePhotoParamsSchema,
  sitePhotoQuerySchema,
} from '@sdp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { bearer } from '../../lib/http';
import { readFileUpload } from '../../lib/image-upload';
import { route } from '../../lib/route';
import { parse } from './site-context';
import type { SitesService } from './sites.service';

// A site's photos and the team's site defaults (docs/product/api.md, Business facts). Signed-in
// only; multipart parsing exists only in this plugin.

const MB = MAX_PHOTO_BYTES / (1024 * 1024);
const NOT_MULTIPART = 'Send the photo as multipart/form-data with the fields file and alt';

/** The one `file` part (read into memory, 8 MB at most) and the `alt` field, in either order. */
async function readPhotoUpload(request: FastifyRequest) {
  const upload = await readFileUpload(request, {
    what: 'photo',
    maxBytes: MAX_PHOTO_BYTES,
    form: NOT_MULTIPART,
  });
  const { alt } = parse(photoUploadFieldsSchema, { alt: upload.fields.alt });
  return { bytes: upload.bytes, type: upload.type, alt };
}

export async function siteFactsRoutes(fastify: FastifyInstance, { sites }: { sites: SitesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['sites'];
  const security = bearer;
  app.addHook('onRequest', app.requireAuth);
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });

  route(app, siteFactsApi.uploadPhoto, {
    docs: {
      tags,
      security,
      description: `multipart/form-data: \`file\` (PNG, JPEG or WebP, ${MB} MB at most) and \`alt\`. Stored as WebP 800 and 400 px wide.`,
    },
    status: 201,
    handler: async (request, reply) => {
      const actor = actorOf(request);
      await sites.assertPhotoTarget(actor, request.params.id);
      const upload = await readPhotoUpload(request);
      const data = await sites.uploadPhoto(actor, request.params.id, upload);
      return reply.code(201).send({ success: true as const, message: 'Photo added', data });
    },
  });

  route(app, siteFactsApi.deletePhoto, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      message: 'Photo deleted',
      data: await sites.deletePhoto(actorOf(request), request.params.id, request.params.photoId),
    }),
  });

  app.get(
    '/sites/:id/photos/:photoId',
    {
      schema: {
        tags,
        security,
        params: sitePhotoParamsSchema,
        querystring: sitePhotoQuerySchema,
        response: { 200: z.any().describe('image/webp: the photo 400 (default) or 800 px wide') },
      },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      const body = await sites.photoFile(actorOf(request), id, photoId, request.query.size);
      return reply.type('image/webp').header('cache-control', 'private, max-age=86400').send(body);
    },
  );

  route(app, siteFactsApi.defaults, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      data: await sites.siteDefaults(actorOf(request)),
    }),
  });

  route(app, siteFactsApi.updateDefaults, {
    docs: { tags, security },
    handler: async (request) => ({
      success: true as const,
      message: 'Site defaults saved',
      data: await sites.updateSiteDefaults(actorOf(request), request.body),
    }),
  });
}
