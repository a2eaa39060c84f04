// The three templates (docs/templates.md): valid HTML with every kind of facts, a phone in the header
// and a call bar only when there is a phone (form-first otherwise), services as cards with icons,
// the service-area map, the content's disclaimer, escaping of every fact, one look per template.
import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { dominatorSpec, goldmineSpec, htmlFiles, NASTY } from '../../../../test/generator-fixtures';
import { FULL_BUSINESS, NO_PHONE_BUSINESS, PHOTOS, photoFiles } from '../../../../test/site-facts-fixtures';
import { getPlaces } from '../../../data/places';
import { BuiltinWriter } from './content/builtin-writer';
import type { PageBrief } from './content/writer';
import { type BuildResult, buildSite } from './index';
import { iconFor } from './templates/icons';
import { areaMapSvg, type MapPoint } from './templates/map';
import { usGeometry } from './templates/map-geometry';
import { stylesheet, TEMPLATE_IDS } from './templates/styles';
import type { SiteSpec, TemplateId } from './types';

const validator = new HtmlValidate({ extends: ['html-validate:recommended'], rules: {} });
let files: Map<string, Buffer>;
const sites = new Map<string, BuildResult>();
const build = async (key: string, spec: SiteSpec) => {
  const site = await buildSite(spec, { photoFiles: files });
  sites.set(key, site);
  return site;
};
const page = (key: string, file = 'index.html') => String(sites.get(key)!.files.get(file)!.body);

beforeAll(async () => {
  files = await photoFiles();
  for (const template of TEMPLATE_IDS) {
    await build(
      `${template}:full`,
      goldmineSpec({ template, business: { ...FULL_BUSINESS, photos: PHOTOS } }),
    );
    await build(`${template}:nophone`, goldmineSpec({ template, business: NO_PHONE_BUSINESS }));
    await build(
      `${template}:area`,
      dominatorSpec({ template, business: { ...FULL_BUSINESS, open24h: true } }),
    );
  }
});

describe('HTML validity (html-validate, recommended rules) with every kind of facts', () => {
  it.each(TEMPLATE_IDS.flatMap((t) => ['full', 'nophone', 'area'].map((v) => [t, v] as const)))(
    'template %s, %s site: valid pages',
    async (template: TemplateId, variant: string) => {
      const problems: string[] = [];
      for (const [file, html] of htmlFiles(sites.get(`${template}:${variant}`)!.files)) {
        const report = await validator.validateString(html, file);
        for (const r of report.results)
          for (const m of r.messages) problems.push(`${file}:${m.line} ${m.ruleId} ${m.message}`);
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('phone', () => {
  it.each(TEMPLATE_IDS)('%s: the phone in the header, the hero, the closing band and the call bar', (t) => {
    const h = page(`${t}:full`);
    const header = h.match(/<header[\s\S]*?<\/header>/)![0];
    expect(header).toContain('href="tel:5125550142"');
    expect(header).toContain('(512)&nbsp;555&#8209;0142');
    expect(h.match(/<div class="callbar">[\s\S]*?<\/div>/)![0]).toContain('href="tel:5125550142"');
    expect(h).toContain(`<body class="t-${t} has-bar">`);
    expect(h.match(/class="hero-cta"/g)).toHaveLength(1);
    expect(h.match(/<section class="cta"[\s\S]*?<\/section>/)![0]).toContain('href="tel:5125550142"');
  });

  it.each(TEMPLATE_IDS)('%s without a phone: form-first, no call button anywhere', (t) => {
    for (const [file, h] of htmlFiles(sites.get(`${t}:nophone`)!.files)) {
      expect(h, file).not.toContain('tel:');
      expect(h, file).not.toMatch(/class="(callbar|hero-cta|top-call|btn btn-call)"/);
      expect(h, file).not.toContain('has-bar');
      expect(h, file).toMatch(/<a class="top-quote" href="[^"]*#quote">Get a quote<\/a>/);
    }
    expect(page(`${t}:nophone`)).toContain('id="quote"');
    expect(page(`${t}:nophone`, 'thank-you/index.html')).toContain('<a class="top-quote" href="/#quote">');
  });

  it('keeps the call bar to phones, with room left for it at the end of the page', () => {
    const css = stylesheet('classic');
    expect(css).toContain('.callbar{display:none}');
    expect(css).toMatch(
      /@media \(max-width:47\.99rem\)\{\.has-bar\{padding-bottom:4\.75rem\}\.callbar\{position:fixed;/,
    );
  });
});

describe('hero and forms', () => {
  it('opens content pages with the headline, the intro and the short form; the contact page with the full one', () => {
    const h = page('classic:full');
    const hero = h.match(/<div class="hero">[\s\S]*?<\/div><\/div>\n/)![0];
    expect(hero).toMatch(/<h1>[^<]+<\/h1><p class="lede">/);
    expect(hero).toContain('<section class="lead lead-short" id="quote"');
    expect(hero).toContain('<label for="lf-message">What do you need?</label>');
    const contact = page('classic:full', 'contact/index.html');
    expect(contact).toContain('<section class="lead lead-full" id="quote"');
    expect(contact).toContain('name="email"');
    // Legal pages: a plain title band, the form at the end; thank-you: no form at all.
    const privacy = page('classic:full', 'privacy/index.html');
    expect(privacy).toContain('<div class="titlebar">');
    expect(privacy).toContain('<div class="wrap blk blk-form"><section class="lead lead-short"');
    expect(page('classic:full', 'thank-you/index.html')).not.toContain('<form');
  });

  it('words the form for the kind of business', async () => {
    expect(page('classic:full')).toContain('<h2 id="lead-h">Get a quote</h2>');
    expect(page('classic:full')).toContain('<button type="submit">Get my quote</button>');
    expect(page('classic:full', 'contact/index.html')).toContain(
      '<button type="submit">Send request</button>',
    );
    const austin = goldmineSpec().opportunityId!.split('~')[1];
    const lawyer = await buildSite(goldmineSpec({ opportunityId: `dui-lawyer~${austin}` }));
    const home = String(lawyer.files.get('index.html')!.body);
    expect(home).toContain('<button type="submit">Request a consultation</button>');
    expect(home).toContain('<a class="cb-quote" href="#quote">Talk to a lawyer</a>');
    expect(home).not.toContain('>Get a quote</a>');
  });
});

describe('services, areas and lists', () => {
  it('shows service links as cards with an inline icon, place links as chips, other lists with checks', () => {
    const h = page('bold:full');
    const cards = h.match(/<ul class="cards">[\s\S]*?<\/ul>/)![0];
    expect(cards).toMatch(
      /<li><a class="card" href="\/roof-repair\/"><svg class="ic card-ic" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="[^"]+"\/><\/svg><span class="card-t">Roof Repair in Austin<\/span>/,
    );
    expect(h).toContain('<ul class="checks">');
    const hub = page('bold:area');
    expect(hub).toMatch(/<ul class="chips"><li><a class="chip" href="\/s\/dfw-plumbing\/[a-z-]+\/">/);
  });

  it('picks icons by service keyword, then the vertical, then its group', () => {
    expect(iconFor('Roof Repair', 'Roofing', 'home')).toBe('roof');
    expect(iconFor('Emergency Plumbing', 'Plumbing', 'home')).toBe('siren');
    expect(iconFor('Drain Cleaning', 'Plumbing', 'home')).toBe('drop');
    expect(iconFor('AC Repair', 'HVAC', 'home')).toBe('snow');
    expect(iconFor('Teeth Whitening', 'Cosmetic Dentist', 'health')).toBe('tooth');
    expect(iconFor('DUI Defense', 'DUI Lawyer', 'legal')).toBe('scale');
    expect(iconFor('Accident Claims', 'Personal Injury Lawyer', 'legal')).toBe('scale');
    expect(iconFor('Tree Removal', 'Tree Service', 'home')).toBe('leaf');
    expect(iconFor('Consultations', 'Something Else', 'finance')).toBe('search');
    expect(iconFor('Visits', 'Something Else', 'care')).toBe('people');
  });
});

describe('service-area map', () => {
  it('draws the area on the home, about and contact pages only, with an accessible name', () => {
    const h = page('classic:full');
    expect(h).toMatch(
      /<svg class="map" viewBox="0 0 800 \d+" role="img" aria-labelledby="map-t"><title id="map-t">Map of the service area around Austin, TX<\/title>/,
    );
    expect(h).toContain('class="m-served"');
    expect(page('classic:full', 'contact/index.html')).toContain('class="map"');
    expect(page('classic:full', 'roof-repair/index.html')).not.toContain('class="map"');
    expect(page('classic:area', 'index.html')).toMatch(/works in Dallas, [^<]+ and \d+ more communities\./);
  });

  it('stays under 30 KB for a 1,000-place area, from geometry decoded once per process', () => {
    const t = getPlaces();
    const c = t.name.findIndex((n, i) => n === 'Chicago' && t.state[i] === 'IL');
    const near: MapPoint[] = [];
    for (let i = 0; i < t.size && near.length < 5000; i++) {
      const km = Math.hypot((t.lat[i] - t.lat[c]) * 111, (t.lon[i] - t.lon[c]) * 82);
      if (km < 300)
        near.push({
          name: t.name[i],
          lat: t.lat[i],
          lon: t.lon[i],
          fips: t.countyFips[i],
          population: t.population[i],
        });
    }
    const points = near.slice(0, 1000);
    points[0].primary = true;
    const svg = areaMapSvg(points, { title: 'Map', id: 'm' });
    expect(points).toHaveLength(1000);
    expect(Buffer.byteLength(svg)).toBeLessThan(30_000);
    expect(usGeometry()).toBe(usGeometry());
    expect(areaMapSvg([], { title: 'Map', id: 'm' })).toBe('');
  });
});

describe('disclaimer, escaping and looks', () => {
  it("renders the content's disclaimer in the footer when it has one", async () => {
    class WithDisclaimer extends BuiltinWriter {
      override write(b: PageBrief, v: number) {
        return {
          ...super.write(b, v),
          disclaimer: 'Attorney advertising. <Prior results> do not guarantee a similar outcome.',
        };
      }
    }
    const site = await buildSite(goldmineSpec(), { writer: new WithDisclaimer() });
    for (const [file, h] of htmlFiles(site.files))
      expect(h, file).toContain(
        '<p class="disclaimer">Attorney advertising. &lt;Prior results&gt; do not guarantee a similar outcome.</p>',
      );
    expect(page('classic:full')).not.toContain('class="disclaimer"');
  });

  it('escapes every fact wherever it appears', async () => {
    const site = await buildSite(
      goldmineSpec({
        business: {
          ...FULL_BUSINESS,
          name: NASTY,
          licenseNumber: NASTY,
          address: NASTY,
          photos: [{ id: 'p1', alt: NASTY, width: 800, height: 600 }],
          reviews: [
            {
              author: NASTY,
              text: NASTY,
              source: NASTY,
              date: '2025-01-02',
              rating: 5,
              url: 'https://x.example/?a=1&b="2"',
            },
          ],
        },
      }),
      { photoFiles: files },
    );
    for (const [file, f] of site.files) {
      if (!file.endsWith('.html') && !file.endsWith('.svg')) continue;
      expect(String(f.body), file).not.toContain('<script>alert');
      expect(String(f.body), file).not.toContain('"Co"');
    }
    expect(String(site.files.get('index.html')!.body)).toContain(
      'License #&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });

  it('gives each template its own stylesheet, on the system font stack without serif defaults', () => {
    const [a, b, c] = TEMPLATE_IDS.map(stylesheet);
    expect(new Set([a, b, c]).size).toBe(3);
    for (const css of [a, b, c]) {
      expect(css).toContain('font:400 1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto');
      expect(css).not.toMatch(/Georgia|Times|[^-]serif/);
      expect(css).toContain(':focus-visible{outline:3px solid var(--focus)');
      expect(Buffer.byteLength(css)).toBeLessThan(16_000);
    }
  });
});
