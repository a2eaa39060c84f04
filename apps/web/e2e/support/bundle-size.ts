import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Gzipped sizes of what a built page loads (docs/public-pages.md#budgets), read from apps/web/dist.

export const WEB_DIST = new URL('../../dist/', import.meta.url).pathname;

export const gzipSize = (file: string) => gzipSync(readFileSync(join(WEB_DIST, file)), { level: 9 }).length;

/** The module scripts an HTML file in dist references (without the leading slash). */
export function entryScripts(htmlFile: string): string[] {
  const html = readFileSync(join(WEB_DIST, htmlFile), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"[^>]*>/g)].map((m) => m[1]);
}

/** A chunk and every chunk it imports statically, as the browser loads them before the entry runs. */
export function staticClosure(files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(WEB_DIST, file), 'utf8');
    const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    // Static imports only: `import"./x.js"` and `from"./x.js"` (dynamic `import("./x.js")` is lazy).
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) visit(dir + m[1]);
  };
  for (const f of files) visit(f);
  return [...seen];
}

/** Gzipped bytes of all the JavaScript an HTML file makes the browser fetch before it runs. */
export const pageScriptBytes = (htmlFile: string) =>
  staticClosure(entryScripts(htmlFile)).reduce((sum, f) => sum + gzipSize(f), 0);
