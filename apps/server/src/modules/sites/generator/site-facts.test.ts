// The business facts on the pages (docs/product/rules.md#site-generation, docs/templates.md): each
// trust item only with its fact, hours in words, the address unless service-area-only, reviews and
// their rating only from pasted reviews, photos only when their files came, JSON-LD from the same
// facts. Nothing is invented.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { goldmineSpec, htmlFiles, jsonLdOf } from '../../../../test/generator-fixtures';
import { FULL_BUSINESS, PHOTOS, photoFiles } from '../../../../test/site-facts-fixtures';
import { type BuildResult, buildSite } from './index';
import { clockText, hoursShort, hoursTable, ratingOf, trustItems } from './templates/facts-text';
import type { BusinessInfo } from './types';

const html = (site: BuildResult, file = 'index.html') => String(site.files.get(file)?.body);
const ldBusiness = (site: BuildResult, file = 'index.html') =>
  jsonLdOf(html(site, file))!['@graph'][0] as Record<string, unknown>;

let full: BuildResult;
let bare: BuildResult;
let files: Map<string, Buffer>;
beforeAll(async () => {
  files = await photoFiles();
  full = await buildSite(goldmineSpec({ business: { ...FULL_BUSINESS, photos: PHOTOS } }), {
    photoFiles: files,
  });
  bare = await buildSite(goldmineSpec({ business: { name: 'Plain Name Roofing' } }));
});

describe('trust row', () => {
  it('shows each fact the operator gave, in words', () => {
    const h = html(full);
    const row = h.match(/<ul class="trust">[\s\S]*?<\/ul>/)![0];
    expect(row).toContain('4.7 out of 5 from 3 reviews');
    expect(row).toContain('License #RC-48213');
    expect(row).toContain('Insured');
    expect(row).toContain('In business since 2009 (16 years)');
    expect(row).toContain('Mon–Fri 7 a.m.–6 p.m., Sat 8 a.m.–noon');
  });

  it('has no trust row at all when no fact is given, and invents none', () => {
    for (const [file, h] of htmlFiles(bare.files)) {
      expect(h, file).not.toContain('class="trust"');
      expect(h, file).not.toMatch(/License #|In business since|out of 5/);
    }
  });

  it('leaves out each item whose fact is missing', () => {
    const b: BusinessInfo = { name: 'X' };
    expect(trustItems(b, 2025)).toEqual([]);
    expect(trustItems({ ...b, insured: false }, 2025)).toEqual([]);
    expect(trustItems({ ...b, insured: true }, 2025).map((t) => t.text)).toEqual(['Insured']);
    expect(trustItems({ ...b, licenseNumber: 'C-10 9981' }, 2025).map((t) => t.text)).toEqual([
      'License #C-10 9981',
    ]);
    expect(trustItems({ ...b, foundedYear: 2025 }, 2025).map((t) => t.text)).toEqual([
      'In business since 2025',
    ]);
    expect(trustItems({ ...b, foundedYear: 2030 }, 2025)).toEqual([]);
    expect(trustItems({ ...b, open24h: true, hours: FULL_BUSINESS.hours }, 2025).map((t) => t.text)).toEqual([
      'Open 24/7',
    ]);
  });

  it('rates from pasted reviews only: the average of those with stars, and their count', () => {
    const r = (rating?: number) => ({ author: 'A', text: 'T', source: 'Google', date: '2025-01-01', rating });
    expect(ratingOf(undefined)).toBeNull();
    expect(ratingOf([])).toBeNull();
    expect(ratingOf([r(5), r(4), r(4)])).toEqual({ average: 4.3, rated: 3, count: 3 });
    expect(ratingOf([r(5), r()])).toEqual({ average: 5, rated: 1, count: 2 });
    expect(trustItems({ name: 'X', reviews: [r(), r()] }, 2025).map((t) => t.text)).toEqual([
      '2 customer reviews',
    ]);
  });
});

describe('hours', () => {
  it('says times the American way', () => {
    expect(['08:00', '13:30', '12:00', '00:00', '23:59', '09:05'].map(clockText)).toEqual([
      '8 a.m.',
      '1:30 p.m.',
      'noon',
      'midnight',
      'midnight',
      '9:05 a.m.',
    ]);
  });

  it('groups runs of days with the same hours, and names the closed days in the footer', () => {
    expect(hoursTable(FULL_BUSINESS)).toEqual([
      ['Monday–Friday', '7 a.m.–6 p.m.'],
      ['Saturday', '8 a.m.–noon'],
      ['Sunday', 'Closed'],
    ]);
    expect(hoursTable({ name: 'X' })).toEqual([]);
    expect(hoursTable({ name: 'X', open24h: true })).toEqual([['Every day', 'Open 24 hours']]);
    const split = hoursShort({
      name: 'X',
      hours: [
        { day: 'mon', opens: '08:00', closes: '12:00' },
        { day: 'mon', opens: '13:00', closes: '17:00' },
        { day: 'wed', opens: '08:00', closes: '17:00' },
        { day: 'fri', opens: '08:00', closes: '17:00' },
      ],
    });
    expect(split).toBe('Open 3 days a week');
    const footer = html(full).match(/<footer[\s\S]*<\/footer>/)![0];
    expect(footer).toContain('<dt>Monday–Friday</dt><dd>7 a.m.–6 p.m.</dd>');
    expect(footer).toContain('<dt>Sunday</dt><dd>Closed</dd>');
    expect(html(bare)).not.toContain('id="hours"');
  });
});

describe('footer: name, address, phone', () => {
  it('gives the address, phone and e-mail, and the address only when customers may come', async () => {
    const footer = html(full).match(/<footer[\s\S]*<\/footer>/)![0];
    expect(footer).toContain('4100 Burnet Rd, Austin, TX 78756');
    expect(footer).toContain('href="tel:5125550142"');
    expect(footer).toContain('href="mailto:office@lonestar-roofing.example"');
    const sab = await buildSite(goldmineSpec({ business: { ...FULL_BUSINESS, serviceAreaOnly: true } }));
    for (const [file, h] of htmlFiles(sab.files)) expect(h, file).not.toContain('4100 Burnet Rd');
    expect(ldBusiness(sab).address).toBeUndefined();
    expect(ldBusiness(full).address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: '4100 Burnet Rd, Austin, TX 78756',
    });
  });
});

describe('reviews', () => {
  it('shows the pasted reviews, newest first, with source and date', () => {
    const h = html(full);
    const block = h.match(/<section class="reviews"[\s\S]*?<\/section>/)![0];
    expect(block.indexOf('Maria G.')).toBeLessThan(block.indexOf('Dave R.'));
    expect(block).toContain('on Google, <time datetime="2025-04-18">April 2025</time>');
    expect(block).toContain('Rated 4 out of 5.');
    expect(block).toContain('4.7 out of 5 from 3 reviews');
    expect(html(bare)).not.toContain('class="reviews"');
  });

  it('carries reviews and rating in JSON-LD only where the page shows them, and only pasted ones', () => {
    const home = ldBusiness(full);
    expect(home.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      ratingCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect((home.review as { author: { name: string } }[]).map((r) => r.author.name)).toEqual([
      'Maria G.',
      'Dave R.',
      'Priya S.',
    ]);
    expect(ldBusiness(full, 'faq/index.html').review).toBeUndefined();
    expect(ldBusiness(full, 'contact/index.html').aggregateRating).toBeUndefined();
    for (const [file, h] of htmlFiles(bare.files)) {
      const ld = jsonLdOf(h);
      if (ld) expect(JSON.stringify(ld), file).not.toMatch(/aggregateRating|"review"|ratingValue/);
    }
  });
});

describe('JSON-LD from the facts', () => {
  it('has telephone, opening hours, founding year, photos and the area served', () => {
    const b = ldBusiness(full);
    expect(b.telephone).toBe('(512) 555-0142');
    expect(b.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '07:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '12:00' },
    ]);
    expect(b.foundingDate).toBe('2009');
    expect(b.image).toEqual([
      'https://example.com/assets/photos/p1-800.webp',
      'https://example.com/assets/photos/p2-800.webp',
    ]);
    expect(b.areaServed).toEqual([{ '@type': 'City', name: 'Austin, TX' }]);
  });

  it('says 24/7 as every day around the clock, and leaves out what is missing', async () => {
    const open = await buildSite(goldmineSpec({ business: { name: 'X', open24h: true } }));
    expect(ldBusiness(open).openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    ]);
    const b = ldBusiness(bare);
    for (const k of ['telephone', 'address', 'openingHoursSpecification', 'foundingDate', 'review'])
      expect(b[k], k).toBeUndefined();
    expect(b.image).toBe('https://example.com/assets/og.png');
  });
});

describe('photos', () => {
  it('copies the supplied files and shows them with their size, lazily', () => {
    for (const k of files.keys()) expect(full.files.get(k)?.contentType, k).toBe('image/webp');
    const h = html(full);
    expect(h).toContain(
      '<img src="/assets/photos/p1-400.webp" srcset="/assets/photos/p1-400.webp 400w, /assets/photos/p1-800.webp 800w"',
    );
    expect(h).toMatch(/width="400" height="300" alt="New shingle roof on a two-story house" loading="lazy"/);
    expect(h).toMatch(/p2-400\.webp[^>]*width="400" height="267"/);
  });

  it('leaves out a photo whose files did not come', async () => {
    const only = new Map([...files].filter(([k]) => k.includes('/p1-')));
    const site = await buildSite(goldmineSpec({ business: { ...FULL_BUSINESS, photos: PHOTOS } }), {
      photoFiles: only,
    });
    expect(html(site)).toContain('p1-400.webp');
    expect(html(site)).not.toContain('p2-');
    expect([...site.files.keys()].filter((k) => k.includes('photos/')).sort()).toEqual([
      'assets/photos/p1-400.webp',
      'assets/photos/p1-800.webp',
    ]);
    expect(html(bare)).not.toContain('class="photos"');
  });
});

describe('favicon and Open Graph image', () => {
  it('makes them once per site and links them in every head', async () => {
    const og = await sharp(full.files.get('assets/og.png')!.body as Buffer).metadata();
    expect([og.format, og.width, og.height]).toEqual(['png', 1200, 630]);
    const icon = await sharp(full.files.get('assets/icon-32.png')!.body as Buffer).metadata();
    expect([icon.format, icon.width, icon.height]).toEqual(['png', 32, 32]);
    expect(String(full.files.get('assets/icon.svg')!.body)).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
    );
    for (const [file, h] of htmlFiles(full.files)) {
      expect(h, file).toContain('<meta property="og:image" content="https://example.com/assets/og.png">');
      expect(h, file).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(h, file).toContain('<link rel="icon" href="/assets/icon.svg" type="image/svg+xml">');
      expect(h, file).toContain(
        '<link rel="icon" href="/assets/icon-32.png" type="image/png" sizes="32x32">',
      );
    }
  });
});
