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
import { AppError, ValidationError } from '../../lib/errors';
import { bearer } from '../../lib/http';
import { route } from '../../lib/route';
import { parse } from './site-context';
import type { SitesService } from './sites.service';

// A site's photos and the team's site defaults (docs/product/api.md, Business facts). Signed-in
// only; multipart parsing exists only in this plugin.

const MB = MAX_PHOTO_BYTES / (1024 * 1024);
const NOT_MULTIPART = 'Send the photo as multipart/form-data with the fields file and alt';

/** What a multipart error of @fastify/multipart or busboy means to the caller. */
function uploadError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(413, 'payload_too_large', `The photo is larger than ${MB} MB`);
  if (code === 'FST_FILES_LIMIT')
    return new ValidationError('Send one photo per upload', undefined, 'too_many_files');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new ValidationError('The upload has too many fields; send file and alt only');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError(415, 'unsupported_media_type', NOT_MULTIPART);
  return new ValidationError(`The upload is not a valid multipart form. ${NOT_MULTIPART}`);
}

/** The one `file` part (read into memory, 8 MB at most) and the `alt` field, in either order. */
async function readPhotoUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', NOT_MULTIPART);
  let file: { bytes: Buffer; type: string } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new ValidationError(`${part.fieldname}: send the photo in the field "file"`);
        }
        file = { bytes: await part.toBuffer(), type: part.mimetype };
      } else if (part.fieldname === 'alt') fields.alt = String(part.value);
    }
  } catch (err) {
    throw uploadError(err);
  }
  if (!file?.bytes.length) throw new ValidationError('file: choose a photo to upload');
  const { alt } = parse(photoUploadFieldsSchema, fields);
  return { ...file, alt };
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
