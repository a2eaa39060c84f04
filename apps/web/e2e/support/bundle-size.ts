import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Gzipped sizes of what a built page loads (docs/public-pages.md#budgets), read from apps/web/dist.

export const WEB_DIST = new URL('../../dist/', import.meta.url).pathname;

export const gzipSize = (file: string) => gzipSync(readFileSync(join(WEB_DIST, file)), { level: 9 }).length;

const scriptTags = (htmlFile: string) =>
  [
    ...readFileSync(join(WEB_DIST, htmlFile), 'utf8').matchAll(
      /<script\b([^>]*)\bsrc="\/([^"]+\.js)"[^>]*>/g,
    ),
  ].map((m) => ({ module: /\btype="module"/.test(m[1] + m[0]), file: m[2] }));

/** The module scripts (the page's entries) an HTML file in dist references (without the leading slash). */
export const entryScripts = (htmlFile: string): string[] =>
  scriptTags(htmlFile)
    .filter((t) => t.module)
    .map((t) => t.file);

/** The classic scripts an HTML file references: only `theme-boot.js`, which paints the saved theme first. */
export const classicScripts = (htmlFile: string): string[] =>
  scriptTags(htmlFile)
    .filter((t) => !t.module)
    .map((t) => t.file);

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
  [...staticClosure(entryScripts(htmlFile)), ...classicScripts(htmlFile)].reduce(
    (sum, f) => sum + gzipSize(f),
    0,
  );
