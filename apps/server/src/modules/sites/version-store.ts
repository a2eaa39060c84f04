// A built version's files as stored in site_versions.bundle (gzip of JSON
// { [path]: [contentType, body] } with a third element 'base64' for binary bodies), and an in-memory
// LRU of decoded versions bounded by total bytes, so serving a hot page reads no database row.
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { SiteFile } from './generator';

type BundleEntry = [contentType: string, body: string] | [contentType: string, body: string, 'base64'];

/** A file ready to send: bytes, content type and a strong ETag. */
export interface ServedFile {
  body: Buffer;
  contentType: string;
  etag: string;
}

export interface DecodedVersion {
  id: string;
  files: Map<string, ServedFile>;
  /** Sum of the file sizes (uncompressed). */
  bytes: number;
  /** Path the build's links start with ('/s/slug', or '' for a custom domain build). */
  basePath: string;
}

export interface EncodedBundle {
  bundle: Buffer;
  /** Uncompressed size of the files. */
  bytes: number;
}

/** Encodes a build's files once per build (synchronous gzip: ~100 ms for a 1,000-page site). */
export function encodeBundle(files: Map<string, SiteFile>): EncodedBundle {
  const out: Record<string, BundleEntry> = {};
  let bytes = 0;
  for (const [path, f] of files) {
    if (typeof f.body === 'string') {
      out[path] = [f.contentType, f.body];
      bytes += Buffer.byteLength(f.body);
    } else {
      out[path] = [f.contentType, f.body.toString('base64'), 'base64'];
      bytes += f.body.length;
    }
  }
  return { bundle: gzipSync(Buffer.from(JSON.stringify(out)), { level: 6 }), bytes };
}

function etagOf(versionId: string, path: string): string {
  return `"${createHash('sha1').update(versionId).update('\0').update(path).digest('base64url').slice(0, 22)}"`;
}

/** The base path of a build, from its home page canonical URL (https://host/s/slug/ -> /s/slug). */
export function basePathOf(homeUrl: string | null | undefined): string {
  if (!homeUrl) return '';
  try {
    return new URL(homeUrl).pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}

export function decodeBundle(versionId: string, bundle: Buffer | Uint8Array, basePath = ''): DecodedVersion {
  const parsed = JSON.parse(gunzipSync(bundle).toString('utf8')) as Record<string, BundleEntry>;
  const files = new Map<string, ServedFile>();
  let bytes = 0;
  for (const [path, [contentType, body, enc]] of Object.entries(parsed)) {
    const buf = Buffer.from(body, enc === 'base64' ? 'base64' : 'utf8');
    bytes += buf.length;
    files.set(path, { body: buf, contentType, etag: etagOf(versionId, path) });
  }
  return { id: versionId, files, bytes, basePath };
}

/** Files of a build as a plain record of path -> bytes (for zip export). */
export function bundleFiles(bundle: Buffer | Uint8Array): Record<string, Uint8Array> {
  const decoded = decodeBundle('export', bundle);
  const out: Record<string, Uint8Array> = {};
  for (const [path, f] of decoded.files) out[path] = f.body;
  return out;
}

/**
 * Decoded versions, least recently used evicted first once the total passes maxBytes. A version
 * bigger than the whole budget is served but not kept. Versions are immutable, so entries never go
 * stale; `drop` frees one early (archived site).
 */
export class VersionCache {
  private readonly entries = new Map<string, DecodedVersion>();
  private total = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(versionId: string): DecodedVersion | undefined {
    const hit = this.entries.get(versionId);
    if (hit) {
      this.entries.delete(versionId);
      this.entries.set(versionId, hit);
    }
    return hit;
  }

  set(version: DecodedVersion): void {
    this.drop(version.id);
    if (version.bytes > this.maxBytes) return;
    this.entries.set(version.id, version);
    this.total += version.bytes;
    for (const [id, v] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(id);
      this.total -= v.bytes;
    }
  }

  drop(versionId: string): void {
    const v = this.entries.get(versionId);
    if (!v) return;
    this.entries.delete(versionId);
    this.total -= v.bytes;
  }

  get size(): { versions: number; bytes: number } {
    return { versions: this.entries.size, bytes: this.total };
  }
}
