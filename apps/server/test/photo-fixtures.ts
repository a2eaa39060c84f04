import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer, call } from './helpers';

// Images and multipart bodies for the photo upload tests (site-photos.test.ts).

/** A photo-like image (a gradient, so it does not compress to nothing) of the given size. */
export async function makeImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp',
  exif?: { orientation?: number; camera?: string },
): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128;
    }
  let img = sharp(raw, { raw: { width, height, channels: 3 } });
  if (exif)
    img = img
      .withExif({ IFD0: { Make: exif.camera ?? 'TestCam', Model: 'GPS Leaker 3000' } })
      .withMetadata({ orientation: exif.orientation ?? 1 });
  return img.toFormat(format).toBuffer();
}

const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/**
 * A decompression bomb's header: a valid PNG signature and IHDR for width x height pixels with
 * almost no data (a real bomb is a few kilobytes of zeros that inflate to gigabytes).
 */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0, 0, 0, 1, 0, 1])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(1)</script><rect width="800" height="600" fill="red"/></svg>',
);

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body of the parts, in order. */
export function multipart(parts: Part[]) {
  const boundary = `----sdp${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/sites/:id/photos with `file` (of `type`, named `filename`) and `alt`. */
export async function uploadPhoto(
  app: FastifyInstance,
  token: string,
  siteId: string,
  file: Buffer,
  opts: { type?: string; filename?: string; alt?: string | null; field?: string } = {},
) {
  const parts: Part[] = [];
  if (opts.alt !== null) parts.push({ name: 'alt', value: opts.alt ?? 'The crew on a roof in Austin' });
  parts.push({
    name: opts.field ?? 'file',
    value: file,
    filename: opts.filename ?? 'photo.jpg',
    type: opts.type ?? 'image/jpeg',
  });
  const body = multipart(parts);
  return call(app, {
    method: 'POST',
    url: `/api/sites/${siteId}/photos`,
    payload: body.payload,
    headers: { ...bearer(token), 'content-type': body.contentType },
  });
}
