// Checks every uploaded image goes through before it is decoded (a site's photos, a user's avatar):
// the bytes must be a PNG, JPEG or WebP image by their own signature (a renamed file, SVG and every
// other format are refused before any decoder sees them), the declared type must agree, and the
// header must promise at most `maxPixels` (a decompression bomb is refused before decoding; sharp's
// limitInputPixels then stops one whose header lies). Re-encoding is the caller's: see
// modules/sites/photo-image.ts and modules/account/avatar-image.ts.
import type { FastifyRequest } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { AppError, ValidationError } from './errors';

export type ImageFormat = 'png' | 'jpeg' | 'webp';
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The format the first bytes name, or null: PNG, JPEG (FF D8 FF) and WebP (RIFF....WEBP) only. */
export function sniffImage(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])))
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

export interface ImageRules {
  /** What the image is to people: 'photo', 'avatar'. */
  what: string;
  maxPixels: number;
}

const unsupported = (reason: string, what: string) =>
  new AppError(415, 'unsupported_media_type', `${reason}: upload a PNG, JPEG or WebP ${what}`);

/** The sharp options every decode of an upload uses (the pixel limit, strict decoding, one frame). */
export const decodeOptions = (rules: ImageRules) => ({
  limitInputPixels: rules.maxPixels,
  failOn: 'error' as const,
  pages: 1,
});

/** Checks an upload's type, signature and header size; 4xx AppErrors for anything unusable. */
export async function checkImage(
  bytes: Buffer,
  declaredType: string,
  rules: ImageRules,
): Promise<{ format: ImageFormat; width: number; height: number }> {
  if (!(IMAGE_TYPES as readonly string[]).includes(declaredType.toLowerCase()))
    throw unsupported(`The file is ${declaredType || 'of no type'}`, rules.what);
  const format = sniffImage(bytes);
  if (!format) throw unsupported('The file is not an image its type says it is', rules.what);
  let meta: Metadata;
  try {
    // The header only (no pixels decoded), so the size is known and named before the limit applies.
    meta = await sharp(bytes, { ...decodeOptions(rules), limitInputPixels: false }).metadata();
  } catch {
    throw new ValidationError(
      'The image could not be read: it is damaged or incomplete',
      undefined,
      'invalid_image',
    );
  }
  if (meta.format !== format) throw unsupported('The file is not an image its type says it is', rules.what);
  const { width = 0, height = 0 } = meta;
  if (!width || !height) throw new ValidationError('The image has no size', undefined, 'invalid_image');
  if (width * height > rules.maxPixels)
    throw new AppError(
      413,
      'image_too_large',
      `The image is ${width} x ${height} pixels; ${rules.what}s may have at most ${rules.maxPixels / 1e6} megapixels`,
    );
  return { format, width, height };
}

/** What a failed decode or encode of a checked image means to the caller. */
export function decodeFailure(err: unknown): AppError {
  if (/pixel limit/i.test((err as Error)?.message ?? ''))
    return new AppError(413, 'image_too_large', 'The image has too many pixels');
  return new ValidationError(
    'The image could not be decoded: it is damaged or incomplete',
    undefined,
    'invalid_image',
  );
}

/** What a multipart error of @fastify/multipart or busboy means to the caller. */
export function multipartError(
  err: unknown,
  opts: { what: string; maxBytes: number; form: string },
): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  const mb = opts.maxBytes / (1024 * 1024);
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(413, 'payload_too_large', `The ${opts.what} is larger than ${mb} MB`);
  if (code === 'FST_FILES_LIMIT')
    return new ValidationError(`Send one ${opts.what} per upload`, undefined, 'too_many_files');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new ValidationError(`The upload has too many fields. ${opts.form}`);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError(415, 'unsupported_media_type', opts.form);
  return new ValidationError(`The upload is not a valid multipart form. ${opts.form}`);
}

/**
 * The one `file` part of a multipart request (read into memory; the plugin's fileSize limit
 * applies) and its text fields. Needs @fastify/multipart registered on the route's plugin.
 */
export async function readFileUpload(
  request: FastifyRequest,
  opts: { what: string; maxBytes: number; form: string },
): Promise<{ bytes: Buffer; type: string; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', opts.form);
  let file: { bytes: Buffer; type: string } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new ValidationError(`${part.fieldname}: send the ${opts.what} in the field "file"`);
        }
        file = { bytes: await part.toBuffer(), type: part.mimetype };
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    throw multipartError(err, opts);
  }
  if (!file?.bytes.length) throw new ValidationError(`file: choose a ${opts.what} to upload`);
  return { ...file, fields };
}
