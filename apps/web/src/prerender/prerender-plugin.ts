// Build step (vite.config.ts): after the client bundle is written, the SPA shell moves to app.html
// and each public page is rendered into its own static HTML file with the shell's head
// (docs/public-pages.md). Runs before the offline worker is generated, so it precaches the results.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle } from 'rollup';
import { createServer, type Plugin } from 'vite';
import type { RenderedPage } from './render';

/** The SPA shell's file in dist: every path that is not a pre-rendered page gets it. */
export const APP_SHELL_FILE = 'app.html';

const HEAD_MARKER = '<!--page-head-->';

/**
 * The shell without its app scripts and description, its title replaced by a marker where each page's
 * own head goes: what every public page starts from (so a line added to index.html's head reaches them).
 */
export function publicPageTemplate(shell: string): string {
  if (!/<title>[^<]*<\/title>/.test(shell)) throw new Error('The app shell has no <title>');
  return shell
    .replace(/\s*<script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, HEAD_MARKER);
}

/** A page's HTML: the shell's head with the page's own tags and scripts, its markup in #root. */
export function pageHtml(template: string, page: RenderedPage, scripts: string[], extra = ''): string {
  const tags = [page.head, ...scripts.map((s) => `<script type="module" crossorigin src="${s}"></script>`)];
  if (extra) tags.push(extra);
  if (!template.includes('<div id="root"></div>')) throw new Error('The app shell has no empty #root');
  return template
    .replace(HEAD_MARKER, () => tags.join('\n    '))
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
}

/** The entry every public page loads (src/entry-public.ts): it prefetches the app on intent. */
const PUBLIC_ENTRY = 'public';

/** An entry chunk's file, the chunks it imports statically and their style sheets. */
function appFiles(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
  for (const imported of chunk.imports) appFiles(bundle, imported, seen);
  return seen;
}

export function prerenderPublicPages(options: { alias: Record<string, string> }): Plugin {
  let root = process.cwd();
  return {
    name: 'sdp:prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(output, bundle) {
      const outDir = output.dir ?? join(root, 'dist');
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(join(outDir, APP_SHELL_FILE), shell);
      const entry = (name: string) => {
        const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === name);
        if (chunk?.type !== 'chunk') throw new Error(`The build has no entry named ${name}`);
        return chunk;
      };
      const appAssets = [...appFiles(bundle, entry('index').fileName), APP_SHELL_FILE].map((f) => `/${f}`);
      const appAssetsTag = `<script type="application/json" id="app-assets">${JSON.stringify(appAssets)}</script>`;
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        resolve: { alias: options.alias },
        esbuild: { jsx: 'automatic' },
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderPublicPages } = (await server.ssrLoadModule('/src/prerender/render.tsx')) as {
          renderPublicPages: () => RenderedPage[];
        };
        const template = publicPageTemplate(shell);
        for (const page of renderPublicPages()) {
          const scripts = [PUBLIC_ENTRY, ...page.entries].map((name) => `/${entry(name).fileName}`);
          writeFileSync(join(outDir, page.file), pageHtml(template, page, scripts, appAssetsTag));
        }
      } finally {
        await server.close();
      }
    },
  };
}
