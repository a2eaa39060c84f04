import { z } from 'zod';
import { apiSuccess } from './api';
import { businessPhotoSchema, usPhoneSchema } from './business';
import { endpoint } from './endpoint';
import { siteIdParamsSchema, siteSchema } from './sites';

// The calls around a site's business facts besides PATCH /api/sites/:id (docs/product/api.md):
// the photos (multipart upload, delete, the bytes for thumbnails) and the team's site defaults.

export const PHOTO_SIZES = ['400', '800'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];
/** Content types a photo upload may have; anything else is refused before it is decoded. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** `:id` and `:photoId` of the photo calls. */
export const sitePhotoParamsSchema = siteIdParamsSchema.extend({
  photoId: z.uuid('photoId: not a photo id'),
});
/** GET /api/sites/:id/photos/:photoId: which width (default the 400 px file). */
export const sitePhotoQuerySchema = z.object({ size: z.enum(PHOTO_SIZES).default('400') });

/** Multipart fields of POST /api/sites/:id/photos besides the `file`. */
export const photoUploadFieldsSchema = z.object({
  alt: z
    .string({ error: 'must describe the photo (what it shows, for people who cannot see it)' })
    .trim()
    .min(1, 'must describe the photo (what it shows, for people who cannot see it)')
    .max(160, 'must be at most 160 characters'),
});

export const photoUploadResponseSchema = z.object({ photo: businessPhotoSchema, site: siteSchema });
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>;

/** The team's defaults for every site it builds (docs/product/rules.md#business-facts). */
export const siteDefaultsSchema = z.object({
  /** Built into every site of the team without a phone of its own. */
  defaultPhone: z.string().nullable(),
  /** Team owners and admins may change the defaults; members read them. */
  canEdit: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type SiteDefaults = z.infer<typeof siteDefaultsSchema>;

/** PATCH /api/sites/defaults: null removes the default phone. */
export const updateSiteDefaultsRequestSchema = z.object({ defaultPhone: usPhoneSchema.nullable() });
export type UpdateSiteDefaultsRequest = z.input<typeof updateSiteDefaultsRequestSchema>;

export const siteFactsApi = {
  /**
   * multipart/form-data with `file` (PNG, JPEG or WebP, 8 MB at most) and `alt`; answers 201.
   * Not sent through callApi's JSON body: the web client posts a FormData.
   */
  uploadPhoto: endpoint({
    method: 'POST',
    path: '/api/sites/:id/photos',
    params: siteIdParamsSchema,
    response: apiSuccess(photoUploadResponseSchema),
  }),
  deletePhoto: endpoint({
    method: 'DELETE',
    path: '/api/sites/:id/photos/:photoId',
    params: sitePhotoParamsSchema,
    response: apiSuccess(siteSchema),
  }),
  defaults: endpoint({
    method: 'GET',
    path: '/api/sites/defaults',
    response: apiSuccess(siteDefaultsSchema),
  }),
  updateDefaults: endpoint({
    method: 'PATCH',
    path: '/api/sites/defaults',
    body: updateSiteDefaultsRequestSchema,
    response: apiSuccess(siteDefaultsSchema),
  }),
};
