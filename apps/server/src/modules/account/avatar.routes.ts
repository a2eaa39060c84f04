import multipart from '@fastify/multipart';
import { accountApi, avatarFileNameSchema, avatarFileParamsSchema, MAX_AVATAR_BYTES } from '@sdp/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { NotFoundError } from '../../lib/errors';
import { bearer } from '../../lib/http';
import { readFileUpload } from '../../lib/image-upload';
import { route } from '../../lib/route';
import { originOf } from './account.routes';
import type { ProfileService } from './account.service';

// The avatar (docs/account.md#avatar): upload and removal by the signed-in user; the files are
// public (an <img> sends no token) and immutable (a new upload is a new URL). Multipart parsing
// exists only in this plugin.

const MB = MAX_AVATAR_BYTES / (1024 * 1024);
const FORM = 'Send the picture as multipart/form-data with the field file';
const UPLOAD = { what: 'picture', maxBytes: MAX_AVATAR_BYTES, form: FORM };

export async function avatarRoutes(fastify: FastifyInstance, { profile }: { profile: ProfileService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  await app.register(multipart, {
    limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 50 },
  });

  route(app, accountApi.uploadAvatar, {
    onRequest: app.requireAuth,
    docs: {
      tags,
      security: bearer,
      description: `multipart/form-data: \`file\` (PNG, JPEG or WebP, ${MB} MB at most). Stored as square WebP at 256 and 64 px.`,
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const upload = await readFileUpload(request, UPLOAD);
      return {
        success: true as const,
        message: 'Profile picture saved',
        data: await profile.uploadAvatar(actor, upload, originOf(request)),
      };
    },
  });

  route(app, accountApi.deleteAvatar, {
    onRequest: app.requireAuth,
    docs: { tags, security: bearer },
    handler: async (request) => ({
      success: true as const,
      message: 'Profile picture removed',
      data: await profile.deleteAvatar(actorOf(request), originOf(request)),
    }),
  });

  app.get(
    '/avatars/:userId/:hash/:file',
    {
      schema: {
        tags,
        params: avatarFileParamsSchema,
        response: { 200: z.any().describe('image/webp: the avatar, 256 or 64 px square') },
      },
    },
    async (request, reply) => {
      const name = avatarFileNameSchema.safeParse(request.params);
      if (!name.success) throw new NotFoundError('Avatar');
      const { userId, hash, file } = name.data;
      const body = await profile.avatarFile(userId, hash, file === '256.webp' ? '256' : '64');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
}
