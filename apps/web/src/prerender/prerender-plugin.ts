// Build step (vite.config.ts): after the client bundle is written, the SPA shell moves to app.html
// and each public page is rendered into its own static HTML file with the shell's head
// (docs/public-pages.md). Runs before the offline worker is generated, so it precaches the results.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
export function pageHtml(template: string, page: RenderedPage, scripts: string[]): string {
  const tags = [page.head, ...scripts.map((s) => `<script type="module" crossorigin src="${s}"></script>`)];
  if (!template.includes('<div id="root"></div>')) throw new Error('The app shell has no empty #root');
  return template
    .replace(HEAD_MARKER, () => tags.join('\n    '))
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
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
      const entryFile = (name: string) => {
        const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === name);
        if (!chunk) throw new Error(`The build has no entry named ${name}`);
        return `/${chunk.fileName}`;
      };
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
          writeFileSync(join(outDir, page.file), pageHtml(template, page, page.entries.map(entryFile)));
        }
      } finally {
        await server.close();
      }
    },
  };
}
