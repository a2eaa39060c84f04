// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PUBLIC_URL_TOKEN, pageHead } from './head';
import { pageHtml, publicPageTemplate } from './prerender-plugin';
import { PUBLIC_PAGE_META } from './public-pages';

const SHELL = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The app." />
    <script src="/theme-boot.js"></script>
    <title>SEO Domination Platform</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const demo = PUBLIC_PAGE_META.find((p) => p.path === '/demo')!;
const rendered = { ...demo, head: pageHead(demo), body: '<main><h1>How it works</h1></main>', entries: [] };

describe('a pre-rendered page', () => {
  it("keeps the shell's head (its style sheet and any plain script such as theme-boot) without the app", () => {
    const html = pageHtml(publicPageTemplate(SHELL), rendered, ['/assets/public-1.js']);
    expect(html).toContain('<script src="/theme-boot.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-123.css">');
    expect(html).not.toContain('/assets/index-abc.js');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('The app.');
    expect(html).toContain('<script type="module" crossorigin src="/assets/public-1.js"></script>');
    expect(html).toContain('<div id="root"><main><h1>How it works</h1></main></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>How it works | SEO Domination Platform</title>`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL_TOKEN}/demo" />`);
  });

  it('escapes its head and keeps "<" out of JSON-LD', () => {
    const head = pageHead({ ...demo, title: 'A & B "quoted"', description: 'Less <than> more' });
    expect(head).toContain('<title>A &amp; B &quot;quoted&quot;</title>');
    expect(head).toContain('content="Less &lt;than&gt; more"');
    const ld = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => m[1]);
    expect(ld.join('')).not.toContain('<');
    expect(JSON.parse(ld[1]).description).toBe('Less <than> more');
  });

  it('fails the build when the shell has no title or no empty root', () => {
    expect(() => publicPageTemplate(SHELL.replace(/<title>.*<\/title>/, ''))).toThrow(/title/);
    expect(() =>
      pageHtml(publicPageTemplate(SHELL.replace('<div id="root"></div>', '')), rendered, []),
    ).toThrow(/root/);
  });
});
