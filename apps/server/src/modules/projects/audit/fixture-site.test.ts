import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_LIMITS,
  FIXTURE_TLS_CERT,
  type FixtureSite,
  startFixtureSite,
} from '../../../../test/crawl-fixture-site';
import { createNetworkFetcher, runCrawl } from '../crawler';
import type { CrawlResult } from '../crawler/types';
import { runAudit } from './audit';
import { AUDIT_CHECKS } from './catalog';
import { AUDIT_CHECK_IDS, type AuditResult } from './types';

// The whole chain on a real loopback site (https, self-signed): every check fires on exactly the
// URLs the fixture seeded for it, and nowhere else.

let site: FixtureSite;
let crawl: CrawlResult;
let audit: AuditResult;

async function crawlFixture(tls: boolean) {
  const s = await startFixtureSite({ tls });
  const c = await runCrawl({
    startUrl: s.url,
    limits: FIXTURE_LIMITS,
    fetcher: createNetworkFetcher({ allowPrivate: true, ca: tls ? FIXTURE_TLS_CERT : undefined }),
  });
  return { s, c, a: runAudit({ pages: c.pages, facts: c.facts, startUrl: s.url }) };
}

beforeAll(async () => {
  const r = await crawlFixture(true);
  site = r.s;
  crawl = r.c;
  audit = r.a;
}, 30_000);
afterAll(() => site?.close());

describe('the fixture over plain http (as integration tests use it)', () => {
  it('every check fires on exactly the seeded URLs (no mixed content without https)', async () => {
    const { s, a } = await crawlFixture(false);
    try {
      for (const id of AUDIT_CHECK_IDS) {
        const got = [...new Set(a.findings.filter((f) => f.checkId === id).map((f) => f.url))].sort();
        expect(got, id).toEqual(s.seeded[id]);
      }
      expect(s.seeded['mixed-content']).toEqual([]);
    } finally {
      await s.close();
    }
  }, 30_000);
});

describe('audit of the fixture site', () => {
  it.each(AUDIT_CHECK_IDS.map((id) => [id]))('%s fires on exactly the seeded URLs', (id) => {
    const got = [...new Set(audit.findings.filter((f) => f.checkId === id).map((f) => f.url))].sort();
    expect(got).toEqual(site.seeded[id]);
  });

  it('every check has a catalog entry, and the summary counts the findings', () => {
    for (const id of AUDIT_CHECK_IDS) expect(AUDIT_CHECKS[id].id).toBe(id);
    for (const [id, s] of Object.entries(audit.summary))
      expect(s.count).toBe(audit.findings.filter((f) => f.checkId === id).length);
  });

  it('the crawl facts: robots, sitemaps, blocked and external URLs', () => {
    const o = site.origin;
    expect(crawl.facts.robots).toEqual({ status: 'found', disallowed: ['/private'], crawlDelayS: null });
    expect(crawl.facts.sitemaps).toEqual([
      { url: `${o}/sitemap-index.xml`, urls: 0 },
      { url: `${o}/sitemap.xml`, urls: 0, error: 'HTTP 404' },
      { url: `${o}/sitemap-pages.xml`, urls: 3 },
    ]);
    expect(crawl.facts.sitemapUrls).toEqual([`${o}/`, `${o}/about`, `${o}/orphan`]);
    expect(crawl.facts.blockedByRobots).toEqual([`${o}/private/page`]);
    expect(crawl.facts.external).toEqual({
      [`${site.externalOrigin}/ok`]: 200,
      [`${site.externalOrigin}/dead`]: 404,
      [`${site.externalOrigin}/head-refused`]: 200,
    });
    expect(crawl.facts.truncated).toBe(false);
    // Nothing under /private but the allowed page was requested.
    expect(site.requests.filter((r) => r.path.startsWith('/private')).map((r) => r.path)).toEqual([
      '/private/open',
    ]);
  });

  it('redirects are recorded: the chain with its hops, the loop stopped', () => {
    const o = site.origin;
    expect(crawl.facts.redirected[`${o}/chain-1`]).toEqual({
      finalUrl: `${o}/about`,
      status: 200,
      hops: [
        { url: `${o}/chain-1`, status: 301 },
        { url: `${o}/chain-2`, status: 302 },
        { url: `${o}/chain-3`, status: 301 },
      ],
    });
    const loop = crawl.pages.find((p) => p.url === `${o}/loop-a`)!;
    expect(loop).toMatchObject({ statusCode: 0, error: 'redirect loop' });
    expect(loop.redirects.map((r) => r.url)).toEqual([`${o}/loop-a`, `${o}/loop-b`]);
    expect(site.requests.filter((r) => r.path === '/loop-a')).toHaveLength(1);
    // One page per URL: /about is reached by a link and by the chain, stored once.
    const urls = crawl.pages.map((p) => p.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('pages: the huge one cut at the cap, the too slow one timed out, a PDF kept without parse', () => {
    const page = (p: string) => crawl.pages.find((x) => x.url === `${site.origin}${p}`)!;
    expect(page('/huge')).toMatchObject({ statusCode: 200, truncated: true, bytes: FIXTURE_LIMITS.maxBytes });
    expect(page('/too-slow')).toMatchObject({
      statusCode: 0,
      error: `timeout after ${FIXTURE_LIMITS.timeoutMs} ms`,
    });
    expect(page('/doc.pdf')).toMatchObject({
      statusCode: 200,
      contentType: 'application/pdf',
      links: [],
      title: null,
    });
    expect(page('/slow').loadMs).toBeGreaterThanOrEqual(2000);
  });

  it('inlinks and click depth come from the link graph', () => {
    const o = site.origin;
    // Home links /about directly and through /chain-1: one linking page.
    expect(audit.pageInlinks[`${o}/about`]).toBe(1);
    expect(audit.pageInlinks[`${o}/`]).toBe(
      crawl.pages.filter((p) => p.links.some((l) => l.url === `${o}/`) && p.url !== `${o}/`).length,
    );
    expect(audit.pageInlinks[`${o}/orphan`]).toBe(0);
    expect(audit.pageInlinks[`${o}/deep-4`]).toBe(1);
    expect(audit.pageClickDepth[`${o}/deep-4`]).toBe(4);
    expect(audit.pageClickDepth[`${o}/orphan`]).toBeNull();
    expect(audit.pageIndexable[`${o}/noindex`]).toBe(false);
    expect(audit.pageIndexable[`${o}/about`]).toBe(true);
    expect(audit.graph.orphans).toBe(1);
    expect(audit.graph.maxDepth).toBe(4);
  });

  it('scores are whole numbers from 0 to 100, lowered by the seeded problems', () => {
    for (const v of [...Object.values(audit.categoryScores), audit.score]) {
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(100);
    }
  });
});
