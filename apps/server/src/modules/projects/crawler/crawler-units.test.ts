import { describe, expect, it } from 'vitest';
import { parseHtml } from './parse-html';
import { createRateLimiter } from './rate';
import { parseRobots, robotsMatch } from './robots';
import { parseSitemap } from './sitemap';
import { normalizeUrl } from './url';

describe('URL normalisation', () => {
  it.each([
    ['http://Example.com:80/a#frag', 'http://example.com/a'],
    ['https://example.com:443', 'https://example.com/'],
    ['https://example.com/a%2fb?q=%2f', 'https://example.com/a%2Fb?q=%2F'],
    ['https://example.com/?', 'https://example.com/'],
    ['https://user:pw@example.com/x?b=2&a=1', 'https://example.com/x?b=2&a=1'],
    ['http://example.com:8080/', 'http://example.com:8080/'],
  ])('%s -> %s', (input, out) => expect(normalizeUrl(input)).toBe(out));

  it('refuses other schemes and resolves relative links', () => {
    expect(normalizeUrl('mailto:a@b.c')).toBeNull();
    expect(normalizeUrl('javascript:alert(1)', 'https://x.test/')).toBeNull();
    expect(normalizeUrl('../b', 'https://x.test/a/c')).toBe('https://x.test/b');
  });
});

describe('robots.txt', () => {
  const robots = parseRobots(
    [
      'User-agent: *',
      'Disallow: /',
      '',
      'User-agent: SDPBot',
      'Disallow: /private',
      'Allow: /private/open',
      'Disallow: /*.pdf$',
      'Disallow: /tmp*/cache',
      'Crawl-delay: 2',
      'Sitemap: https://x.test/sitemap-a.xml',
    ].join('\n'),
  );

  it('uses our group over *', () => expect(robots.allows('/')).toBe(true));
  it('longest match wins, Allow on a tie', () => {
    expect(robots.allows('/private/x')).toBe(false);
    expect(robots.allows('/private/open/y')).toBe(true);
    expect(parseRobots('User-agent: *\nDisallow: /a\nAllow: /a').allows('/a')).toBe(true);
  });
  it('* and $ wildcards', () => {
    expect(robots.allows('/docs/file.pdf')).toBe(false);
    expect(robots.allows('/docs/file.pdf?x=1')).toBe(true);
    expect(robots.allows('/tmp123/cache/z')).toBe(false);
    expect(robots.allows('/tmp/other')).toBe(true);
  });
  it('crawl-delay, sitemaps, empty Disallow, the * group when ours is absent', () => {
    expect(robots.crawlDelayS).toBe(2);
    expect(robots.sitemaps).toEqual(['https://x.test/sitemap-a.xml']);
    expect(parseRobots('User-agent: *\nDisallow:').allows('/anything')).toBe(true);
    const star = parseRobots('User-agent: otherbot\nDisallow: /\n\nUser-agent: *\nDisallow: /no');
    expect(star.allows('/no/x')).toBe(false);
    expect(star.allows('/yes')).toBe(true);
  });
  it('a hostile pattern cannot make matching slow', () => {
    const t = performance.now();
    robotsMatch(`${'*a'.repeat(200)}b`, 'a'.repeat(5000));
    expect(performance.now() - t).toBeLessThan(500);
  });
});

describe('sitemaps', () => {
  it('reads urlset and sitemapindex locs, with namespaces and entities', () => {
    expect(
      parseSitemap(
        '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc> https://x.test/a?b=1&amp;c=2 </loc><lastmod>2024</lastmod></url></urlset>',
      ),
    ).toEqual({ pages: ['https://x.test/a?b=1&c=2'], sitemaps: [] });
    expect(
      parseSitemap(
        '<sm:sitemapindex><sm:sitemap><sm:loc>https://x.test/s1.xml</sm:loc></sm:sitemap></sm:sitemapindex>',
      ),
    ).toEqual({ pages: [], sitemaps: ['https://x.test/s1.xml'] });
  });
});

describe('HTML parsing', () => {
  const html = `<!doctype html><html lang="en-US"><head><title> The  title </title>
    <meta name="description" content="Desc &amp; more"><meta name="ROBOTS" content="NOINDEX">
    <link rel="canonical" href="/canon"><link rel="stylesheet" href="http://cdn.test/s.css">
    <link rel="alternate" hreflang="fr" href="/fr">
    <script type="application/ld+json">{"@graph":[{"@type":"LocalBusiness"},{"@type":["Service","Thing"]}]}</script>
    <script type="application/ld+json">{oops</script><script src="/app.js">var hidden = 1;</script>
    <style>.x{}</style></head><body><h1>Main <b>heading</b></h1><h3>Deep</h3>
    <p>Visible words here</p><noscript>not visible</noscript><template>nor this</template>
    <a href="/in#frag" rel="nofollow">Inside <img src="/i.png" alt="icon"></a><a href="https://other.test/x">Out</a>
    <a href="mailto:x@y.z">mail</a><img src="/no-alt.png"><img src="/empty.png" alt=""></body></html>`;
  const p = parseHtml(html, 'https://site.test/page', 'https://site.test');

  it('head fields', () => {
    expect(p).toMatchObject({
      title: 'The title',
      description: 'Desc & more',
      noindex: true,
      canonical: 'https://site.test/canon',
      lang: 'en-US',
      hreflang: [{ lang: 'fr', url: 'https://site.test/fr' }],
    });
  });
  it('headings, visible text and words', () => {
    expect(p.h1).toEqual(['Main heading']);
    expect(p.headingLevels).toEqual([1, 3]);
    expect(p.text).toBe('Main heading Deep Visible words here Inside Out mail');
    expect(p.text).not.toMatch(/hidden|not visible|nor this|title/);
    expect(p.wordCount).toBe(9);
  });
  it('links, images, JSON-LD, mixed content, resources', () => {
    expect(p.links).toEqual([
      { url: 'https://site.test/in', text: 'Inside icon', internal: true, nofollow: true },
      { url: 'https://other.test/x', text: 'Out', internal: false, nofollow: false },
    ]);
    expect(p.images).toEqual([
      { src: 'https://site.test/i.png', alt: 'icon' },
      { src: 'https://site.test/no-alt.png', alt: null },
      { src: 'https://site.test/empty.png', alt: '' },
    ]);
    expect(p.jsonLd.map((j) => ({ type: j.type, valid: j.valid }))).toEqual([
      { type: ['LocalBusiness', 'Service', 'Thing'], valid: true },
      { type: [], valid: false },
    ]);
    expect(p.jsonLd[1]!.error).toBeTruthy();
    expect(p.mixedContent).toEqual(['http://cdn.test/s.css']);
    expect(p.resources).toHaveLength(5);
  });
  it('hostile markup stays linear: 100,000 unclosed anchors and http images', () => {
    const html = '<a href="/x">t<img src="http://a.test/i.png" alt="">'.repeat(100_000);
    const t = performance.now();
    const q = parseHtml(html, 'https://site.test/', 'https://site.test');
    // About 3 s on a loaded 2-core machine; nested anchors (quadratic) took minutes.
    expect(performance.now() - t).toBeLessThan(10_000);
    expect(q.links).toHaveLength(100_000);
    expect(q.links[0]!.text).toBe('t');
    expect(q.mixedContent).toEqual(['http://a.test/i.png']);
  }, 20_000);

  it('an http page has no mixed content; a www. host is external', () => {
    const q = parseHtml(
      '<img src="http://a.test/x.png"><a href="http://www.site.test/">w</a>',
      'http://site.test/',
      'http://site.test',
    );
    expect(q.mixedContent).toEqual([]);
    expect(q.links[0]!.internal).toBe(false);
  });
});

describe('rate limiter', () => {
  it('spaces requests 1/rate apart on a fake clock', async () => {
    let now = 0;
    const starts: number[] = [];
    const limiter = createRateLimiter(4, {
      now: () => now,
      sleep: async (ms) => {
        now += ms;
      },
    });
    for (let i = 0; i < 5; i++) {
      await limiter.take();
      starts.push(now);
    }
    expect(starts).toEqual([0, 250, 500, 750, 1000]);
  });
});
