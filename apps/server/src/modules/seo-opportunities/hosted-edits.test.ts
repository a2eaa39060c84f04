import { describe, expect, it } from 'vitest';
import {
  composeDescription,
  composeTitle,
  editsFor,
  type HostedSiteFacts,
  sitePath,
  TITLE_MAX,
} from './hosted-edits';
import type { PageFacts } from './sources.repository';

const site: HostedSiteFacts = {
  baseUrl: 'http://localhost:3000/s/austin-roofing/',
  business: 'Lone Star Roofing',
  vertical: 'Roofing',
  city: 'Austin',
  state: 'TX',
  phone: '(512) 555-0100',
};
const page = (url: string, h1: string[] = []): PageFacts => ({
  url,
  title: null,
  description: null,
  wordCount: 300,
  inlinks: 0,
  depth: 1,
  data: { h1 },
});

describe('site paths', () => {
  it('maps a crawled URL under the site to its page path, and nothing else', () => {
    expect(sitePath(site.baseUrl, 'http://localhost:3000/s/austin-roofing/')).toBe('/');
    expect(sitePath(site.baseUrl, 'http://localhost:3000/s/austin-roofing/roof-repair/')).toBe(
      '/roof-repair/',
    );
    expect(sitePath(site.baseUrl, 'http://localhost:3000/s/other/roof-repair/')).toBeNull();
    expect(sitePath(site.baseUrl, 'https://elsewhere.com/s/austin-roofing/')).toBeNull();
    expect(sitePath('https://roofing.example/', 'https://roofing.example/about/')).toBe('/about/');
  });
});

describe('titles and descriptions from the page facts', () => {
  it('names the service, the place and the business', () => {
    expect(composeTitle('/roof-repair/', page('u', ['Roof Repair']), site)).toBe(
      'Roof Repair in Austin, TX | Lone Star Roofing',
    );
    // The H1 already names the city: no second place.
    expect(composeTitle('/', page('u', ['Austin Roofers You Can Trust']), site)).toBe(
      'Austin Roofers You Can Trust | Lone Star Roofing',
    );
    // No H1: the path in words; the home page: the vertical.
    expect(composeTitle('/metal-roofs/', undefined, site)).toBe(
      'Metal Roofs in Austin, TX | Lone Star Roofing',
    );
    expect(composeTitle('/', undefined, site)).toBe('Roofing in Austin, TX | Lone Star Roofing');
  });

  it('drops parts to stay within the limit', () => {
    const long = composeTitle('/x/', page('u', ['Emergency Storm Damage Roof Repair and Replacement']), site);
    expect(long.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(long).toBe('Emergency Storm Damage Roof Repair and Replacement'); // + the place would be 64
    const d = composeDescription('/roof-repair/', page('u', ['Roof Repair']), site);
    expect(d).toBe(
      'Roof Repair in Austin, TX from Lone Star Roofing. Serving Austin and nearby areas. Call (512) 555-0100 or request a quote online.',
    );
    expect(d.length).toBeLessThanOrEqual(160);
  });
});

describe('edits per finding kind', () => {
  const urls = [
    'http://localhost:3000/s/austin-roofing/roof-repair/',
    'http://localhost:3000/s/austin-roofing/gutters/',
  ];
  const pages = new Map(urls.map((u) => [u, page(u)]));

  it('one edit per page, the home page links every orphan', () => {
    expect(editsFor('set-title', urls, pages, site).map((e) => e.kind === 'set-title' && e.path)).toEqual([
      '/roof-repair/',
      '/gutters/',
    ]);
    expect(editsFor('add-internal-links', urls, pages, site)).toEqual([
      {
        kind: 'add-internal-links',
        path: '/',
        links: [
          { path: '/roof-repair/', text: 'Roof Repair' },
          { path: '/gutters/', text: 'Gutters' },
        ],
      },
    ]);
    expect(editsFor('set-title', ['https://elsewhere.com/'], pages, site)).toEqual([]);
  });
});
