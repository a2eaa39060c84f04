// Build step (vite.config.ts): a .br and a .gz copy next to each script, style sheet and the SPA
// shell, which the server sends to browsers that accept them (@fastify/static preCompressed;
// docs/public-pages.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// The pre-rendered pages are not here: the server compresses them once it has put its address in.
const COMPRESSIBLE = /\.(js|css|svg|webmanifest)$/;

export function precompress(extraFiles: string[]): Plugin {
  return {
    name: 'sdp:precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      handler(output, bundle) {
        const outDir = output.dir ?? 'dist';
        const files = [...Object.keys(bundle).filter((f) => COMPRESSIBLE.test(f)), ...extraFiles];
        for (const file of new Set(files)) {
          const body = readFileSync(join(outDir, file));
          writeFileSync(
            join(outDir, `${file}.br`),
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(join(outDir, `${file}.gz`), gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}
