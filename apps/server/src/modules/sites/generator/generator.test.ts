import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dominatorSpec,
  goldmineSpec,
  hrefsOf,
  htmlFiles,
  jsonLdOf,
  NASTY,
} from '../../../../test/generator-fixtures';
import { type BuildResult, buildSite } from './index';
import { TEMPLATE_IDS } from './templates/styles';

let gold: BuildResult;
let dom: BuildResult;
beforeAll(async () => {
  gold = await buildSite(goldmineSpec());
  dom = await buildSite(dominatorSpec());
});

/** Every site-internal link, script, stylesheet and canonical resolves to a built file. */
function brokenLinks(site: BuildResult, basePath: string, origin: string): string[] {
  const bad: string[] = [];
  const exists = (p: string) => {
    const rel = p.slice(basePath.length + 1);
    return (
      site.files.has(rel) ||
      site.files.has(`${rel}index.html`) ||
      (rel === '' && site.files.has('index.html'))
    );
  };
  for (const [file, html] of htmlFiles(site.files)) {
    for (const h of hrefsOf(html)) {
      if (/^(tel|mailto):/.test(h) || h.startsWith('https://app.example.com/')) continue;
      const path = h.startsWith(origin) ? h.slice(origin.length) : h;
      if (path.startsWith('#')) continue;
      if (!path.startsWith(`${basePath}/`) || !exists(path)) bad.push(`${file}: ${h}`);
    }
  }
  return bad;
}

describe('goldmine site', () => {
  it('has home, a page per service, about, FAQ, contact, privacy, terms, thank-you and 404', () => {
    const paths = gold.pages.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/about/', '/faq/', '/contact/', '/privacy/', '/terms/']),
    );
    expect(paths).toEqual(expect.arrayContaining(['/thank-you/', '/404.html', '/roof-repair/']));
    const services = paths.filter(
      (p) =>
        !['/', '/about/', '/faq/', '/contact/', '/privacy/', '/terms/', '/thank-you/', '/404.html'].includes(
          p,
        ),
    );
    expect(services.length).toBeGreaterThanOrEqual(4);
    expect(services.length).toBeLessThanOrEqual(8);
    expect([...gold.files.keys()]).toEqual(
      expect.arrayContaining(['sitemap.xml', 'robots.txt', 'assets/site.css', 'b.js']),
    );
  });

  it('is deterministic: the same spec and seed give the same bytes, another seed other words', async () => {
    const again = await buildSite(goldmineSpec());
    expect([...again.files.keys()]).toEqual([...gold.files.keys()]);
    for (const [k, f] of gold.files) expect(again.files.get(k)?.body).toEqual(f.body);
    const other = await buildSite(goldmineSpec({ seed: 43 }));
    expect(other.files.get('index.html')?.body).not.toEqual(gold.files.get('index.html')?.body);
  });

  it('writes from real facts: city, county, ZIP codes, neighbours and the season', () => {
    const home = String(gold.files.get('index.html')?.body);
    const text = htmlFiles(gold.files)
      .map(([, h]) => h)
      .join('\n');
    expect(home).toContain('Austin');
    expect(text).toContain('Travis County');
    expect(text).toMatch(/787\d\d/);
    expect(text).toMatch(/Rollingwood|West Lake Hills|Lost Creek/);
    expect(text).toContain('June');
  });

  it('escapes the user-supplied business details everywhere, including JSON-LD', () => {
    for (const [file, f] of gold.files) {
      const body = String(f.body);
      expect(body, file).not.toContain('<script>alert');
      expect(body, file).not.toContain('"Co"');
      expect(body, file).not.toContain('<b>Main');
    }
    const home = String(gold.files.get('index.html')?.body);
    expect(home).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(home).toContain('\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    const ld = jsonLdOf(home)!;
    expect(ld['@graph'][0].name).toBe(NASTY);
  });

  it('gives every page the head tags, one h1 and a lead form that needs no JavaScript', () => {
    for (const [file, html] of htmlFiles(gold.files)) {
      expect(html, file).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
      expect(html, file).toMatch(/<title>[^<]+<\/title>/);
      expect(html, file).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      for (const tag of [
        'name="description"',
        'property="og:title"',
        'property="og:description"',
        'property="og:url"',
        'property="og:type"',
        'property="og:site_name"',
      ])
        expect(html, `${file} ${tag}`).toMatch(new RegExp(`<meta ${tag} content="[^"]+">`));
      expect(html, file).toMatch(/<link rel="canonical" href="https:\/\/example\.com\/[^"]*">/);
      expect(html.match(/<h1[\s>]/g)?.length, file).toBe(1);
      if (file === 'thank-you/index.html') continue;
      const form = html.match(/<form [\s\S]*?<\/form>/)![0];
      expect(form).toMatch(/^<form method="post" action="https:\/\/app\.example\.com\/api\/public\/leads"/);
      expect(form).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
      // The hero's short form everywhere, the full one (e-mail and ZIP too) on the contact page.
      const fields = ['name', 'phone', 'message', 'siteId', 'page', 'ts', 'redirect', 'website'];
      if (file === 'contact/index.html') fields.push('email', 'zip');
      for (const n of fields) expect(form, n).toContain(`name="${n}"`);
      if (file !== 'contact/index.html') expect(form).not.toMatch(/name="(email|zip)"/);
      expect(form).toContain('name="ts" value="1748779200000"');
      expect(form).toMatch(/<div class="hp" aria-hidden="true">.*tabindex="-1" autocomplete="off">/);
      expect(form).toContain('<button type="submit">');
    }
  });

  it('has JSON-LD with the fitting business type, Service, FAQPage and BreadcrumbList', () => {
    const types = (file: string) =>
      jsonLdOf(String(gold.files.get(file)?.body))!['@graph'].map((n) => n['@type']);
    expect(types('index.html')).toEqual(['RoofingContractor', 'FAQPage']);
    expect(types('roof-repair/index.html')).toEqual([
      'RoofingContractor',
      'Service',
      'FAQPage',
      'BreadcrumbList',
    ]);
    expect(types('faq/index.html')).toEqual(['RoofingContractor', 'FAQPage', 'BreadcrumbList']);
    expect(types('about/index.html')).toEqual(['RoofingContractor', 'BreadcrumbList']);
    expect(jsonLdOf(String(gold.files.get('404.html')?.body))).toBeNull();
  });

  it('links only to pages that exist', () => {
    expect(brokenLinks(gold, '', 'https://example.com')).toEqual([]);
  });

  it('lists every indexable page in the sitemap with lastmod, and robots.txt points at it', () => {
    const xml = String(gold.files.get('sitemap.xml')?.body);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      gold.pages
        .filter((p) => p.indexable)
        .map((p) => p.canonical)
        .sort(),
    );
    expect(locs).not.toContain('https://example.com/thank-you/');
    expect(xml).toContain('<lastmod>2025-06-01</lastmod>');
    expect(String(gold.files.get('robots.txt')?.body)).toContain('Sitemap: https://example.com/sitemap.xml');
    expect(String(gold.files.get('thank-you/index.html')?.body)).toContain(
      '<meta name="robots" content="noindex">',
    );
  });

  it('ships a cookie-less beacon under 1 KB', () => {
    const js = String(gold.files.get('b.js')?.body);
    expect(Buffer.byteLength(js)).toBeLessThan(1024);
    expect(js).toContain('sendBeacon');
    expect(js).not.toMatch(/cookie|localStorage|sessionStorage/);
    for (const e of ['pageview', 'form_view', 'call_click']) expect(js).toContain(e);
  });
});

describe('HTML validity (html-validate, recommended rules)', () => {
  // Justified exceptions: none beyond the rules turned off here.
  // - no-inline-style: not used, kept on.
  const validator = new HtmlValidate({ extends: ['html-validate:recommended'], rules: {} });
  it.each(TEMPLATE_IDS)('template %s gives valid pages', async (template) => {
    const site = template === 'classic' ? gold : await buildSite(goldmineSpec({ template }));
    const problems: string[] = [];
    for (const [file, html] of htmlFiles(site.files)) {
      const report = await validator.validateString(html, file);
      for (const r of report.results)
        for (const m of r.messages) problems.push(`${file}:${m.line} ${m.ruleId} ${m.message}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('dominator site', () => {
  it('has a hub and a page per place, each linked to its nearest neighbours in the area', () => {
    const places = dom.pages.filter(
      (p) =>
        !['/', '/about/', '/contact/', '/privacy/', '/terms/', '/thank-you/', '/404.html'].includes(p.path),
    );
    expect(places).toHaveLength(20);
    const hub = String(dom.files.get('index.html')?.body);
    for (const p of places) expect(hub).toContain(`href="/s/dfw-plumbing${p.path}"`);
    for (const p of places) {
      const html = String(dom.files.get(p.file)?.body);
      const links = places.filter((q) => q !== p && html.includes(`href="/s/dfw-plumbing${q.path}"`));
      expect(links.length, p.path).toBeGreaterThanOrEqual(3);
    }
    expect(jsonLdOf(String(dom.files.get(places[0].file)?.body))!['@graph'][0]['@type']).toBe('Plumber');
  });

  it('links only to pages that exist, under the base path', () => {
    expect(brokenLinks(dom, '/s/dfw-plumbing', 'http://localhost:3000')).toEqual([]);
    expect(String(dom.files.get('robots.txt')?.body)).toContain(
      'Sitemap: http://localhost:3000/s/dfw-plumbing/sitemap.xml',
    );
  });

  it('keeps page-to-page similarity under the threshold', () => {
    expect(dom.similarity.pagesCompared).toBe(22);
    expect(dom.similarity.max).toBeLessThan(0.5);
    expect(dom.similarity.overThreshold).toEqual([]);
  });

  it("compares with the user's other sites", async () => {
    const again = await buildSite(dominatorSpec({ siteId: 'site-3', seed: 7 }), {
      otherSites: [dom.signature, gold.signature],
    });
    expect(again.similarity.sites.map((s) => s.siteId)).toEqual(['site-2', 'site-1']);
    const [vsDom, vsGold] = again.similarity.sites;
    expect(vsDom.site).toBeGreaterThan(vsGold.site);
    expect(vsDom.maxPage).toBeLessThanOrEqual(1);
  });
});
