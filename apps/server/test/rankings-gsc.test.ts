import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, parseCtr, parseDay, parseGscCsv } from '../src/modules/rankings/gsc-csv';
import { call, createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import { createGoldmine, siteRowCount, user } from './sites-fixtures';

// Search Console CSV import: the Queries.csv of the export zip (BOM, CRLF, quoted commas and quotes,
// "1,234" impressions, "3.4%" CTR) and the export with a Date column (query x page rows merged),
// skipped lines with reasons, created keywords, positions with source 'gsc', and a clear 400 for a
// file that is not a Search Console export.

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/gsc');
const queriesCsv = fs.readFileSync(path.join(FIXTURES, 'Queries.csv'), 'utf8');
const datedCsv = fs.readFileSync(path.join(FIXTURES, 'search-console-dated.csv'), 'utf8');

let t: TestApp;
let me: string;

beforeAll(async () => {
  t = await createTestApp();
  me = await user(t.app);
});
afterAll(async () => {
  await t.close();
});

const isoDay = (daysBack: number) => new Date(Date.now() - daysBack * 86_400_000).toISOString().slice(0, 10);

function importCsv(siteId: string, csv: string, token = me, query = '', contentType = 'text/csv') {
  return call(t.app, {
    method: 'POST',
    url: `/api/rankings/import/gsc?websiteId=${siteId}${query}`,
    payload: csv,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  });
}

describe('CSV reading (unit)', () => {
  it('handles quotes, doubled quotes, CRLF and embedded newlines', () => {
    const rows = parseCsv('a,"b, c","say ""hi"""\r\n"multi\nline",2,3\r\n\r\nx,y,z');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b, c', 'say "hi"'] },
      { line: 2, cells: ['multi\nline', '2', '3'] },
      { line: 5, cells: ['x', 'y', 'z'] },
    ]);
  });

  it('reads CTRs, dates and positions in the forms exports use', () => {
    expect(parseCtr('3.2%')).toBeCloseTo(0.032);
    expect(parseCtr('0.032')).toBeCloseTo(0.032);
    expect(parseDay('2026-11-20')).toBe('2026-11-20');
    expect(parseDay('20261120')).toBe('2026-11-20');
    expect(parseDay('11/20/2026')).toBe('2026-11-20');
    expect(parseDay('Nov 20, 2026')).toBe('2026-11-20');
    expect(parseDay('2026-02-30')).toBeNull();
    const p = parseGscCsv('Query;Position;Clicks\nplumber;4,5;1\n');
    expect(p.rows[0]).toMatchObject({ query: 'plumber', position: 4.5, clicks: 1 });
  });
});

describe('POST /api/rankings/import/gsc', () => {
  it('imports Queries.csv of the export: keywords created, positions with source gsc, skipped lines', async () => {
    expect(queriesCsv.charCodeAt(0)).toBe(0xfeff);
    expect(queriesCsv).toContain('\r\n');
    const site = await createGoldmine(t.app, me);
    await post(t.app, '/api/rankings/keywords', { websiteId: site.id, keywords: ['Plumber Austin'] }, me);

    const res = await importCsv(site.id, queriesCsv, me, `&day=${isoDay(2)}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      rows: 7,
      imported: 5,
      keywordsCreated: 4,
      skipped: [
        { line: 7, reason: 'no query' },
        { line: 8, reason: 'position "n/a" is not a number' },
      ],
    });

    const ranked = await get(t.app, `/api/rankings?websiteId=${site.id}`, me);
    const byKeyword = Object.fromEntries(ranked.body.data.map((k: { keyword: string }) => [k.keyword, k]));
    expect(Object.keys(byKeyword).sort()).toEqual([
      'austin drain cleaning',
      'emergency plumber austin tx',
      'plumber austin',
      'the "best" plumber in austin',
      'water heater repair, austin',
    ]);
    expect(byKeyword['plumber austin'].latest).toMatchObject({
      position: 4.6,
      source: 'gsc',
      sourceDetail: 'Search Console CSV',
      day: isoDay(2),
      clicks: 42,
      impressions: 1234,
    });
    expect(byKeyword['water heater repair, austin'].latest.position).toBe(11.8);

    // Importing the same file again replaces (same keyword, day and source), creating nothing.
    const again = await importCsv(site.id, queriesCsv, me, `&day=${isoDay(2)}`, 'text/plain');
    expect(again.status).toBe(200);
    expect(again.body.data.keywordsCreated).toBe(0);
    expect(await siteRowCount(t.app, 'rank_positions', site.id)).toBe(5);
  });

  it('imports the export with a Date column, merging a query shown for several pages', async () => {
    const site = await createGoldmine(t.app, me);
    const res = await importCsv(site.id, datedCsv);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ rows: 5, imported: 4, keywordsCreated: 2 });
    expect(res.body.data.skipped).toEqual([{ line: 6, reason: expect.stringMatching(/date "2026-13-01"/) }]);
    const stored = await sqlRows(
      t.app,
      `select k.keyword, p.day::text as day, p.position::float8 as position, p.clicks, p.impressions, p.url, p.source
         from rank_positions p join site_keywords k on k.id = p.keyword_id
        where p.site_id = '${site.id}' order by k.keyword, p.day`,
    );
    expect(stored).toEqual([
      // (5.2 x 80 + 9.1 x 40) / 120 = 6.5; clicks and impressions add up; the best-ranking page is kept.
      {
        keyword: 'plumber austin',
        day: '2026-11-18',
        position: 6.5,
        clicks: 4,
        impressions: 120,
        url: 'https://plumbing-austin.example/',
        source: 'gsc',
      },
      {
        keyword: 'plumber austin',
        day: '2026-11-19',
        position: 4.8,
        clicks: 4,
        impressions: 90,
        url: 'https://plumbing-austin.example/',
        source: 'gsc',
      },
      {
        keyword: 'water heater repair austin',
        day: '2026-11-19',
        position: 14.3,
        clicks: 0,
        impressions: 30,
        url: 'https://plumbing-austin.example/water-heaters/',
        source: 'gsc',
      },
    ]);
    const ranked = await get(t.app, `/api/rankings?websiteId=${site.id}`, me);
    const plumber = ranked.body.data.find((k: { keyword: string }) => k.keyword === 'plumber austin');
    expect(plumber).toMatchObject({
      latest: { day: '2026-11-19', position: 4.8 },
      previous: { day: '2026-11-18' },
      best: 4.8,
    });
  });

  it('answers 400 naming the expected columns for a file that is not a Search Console export', async () => {
    const site = await createGoldmine(t.app, me);
    const bad = await importCsv(site.id, 'name,email\nAda,ada@example.com\n');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Top queries,Clicks,Impressions,CTR,Position/);
    expect(bad.body.message).toMatch(/name,email/);
    const empty = await importCsv(site.id, '');
    expect(empty.status).toBe(400);
    const json = await call(t.app, {
      method: 'POST',
      url: `/api/rankings/import/gsc?websiteId=${site.id}`,
      payload: { csv: 'x' },
      headers: { authorization: `Bearer ${me}` },
    });
    expect(json.status).toBe(400);
    const badDay = await importCsv(site.id, queriesCsv, me, '&day=yesterday');
    expect(badDay.status).toBe(400);
    expect(badDay.body.message).toMatch(/day/);
  });

  it('takes text/csv with a charset, bodies over 1 MB, and sums up long skipped lists', async () => {
    const site = await createGoldmine(t.app, me);
    const page = `https://plumbing-austin.example/${'p'.repeat(2100)}`;
    const lines = ['Date,Query,Page,Clicks,Impressions,CTR,Position'];
    for (let i = 0; i < 700; i++) lines.push(`2026-11-20,plumber austin,${page}${i},1,10,10%,${(i % 9) + 1}`);
    for (let i = 0; i < 600; i++) lines.push(`2026-11-20,plumber austin,${page},1,10,10%,-`);
    const big = lines.join('\n');
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const res = await importCsv(site.id, big, me, '', 'text/csv; charset=utf-8');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ rows: 1300, imported: 700, keywordsCreated: 1 });
    expect(res.body.data.skipped).toHaveLength(501);
    expect(res.body.data.skipped[500].reason).toBe('and 100 more skipped lines from here on');
    const stored = await sqlRows(
      t.app,
      `select position::float8 as p from rank_positions where site_id = '${site.id}'`,
    );
    expect(stored).toEqual([{ p: 4.99 }]); // (77 x (1+...+9) + (1+...+7)) / 700, equal impressions
  });

  it("answers 404 for another team's site and stores nothing", async () => {
    const site = await createGoldmine(t.app, me);
    const other = await user(t.app);
    const res = await importCsv(site.id, queriesCsv, other);
    expect(res.status).toBe(404);
    expect(await siteRowCount(t.app, 'site_keywords', site.id)).toBe(0);
  });

  it('stops creating keywords at the cap of 200 and says which rows were skipped', async () => {
    const site = await createGoldmine(t.app, me);
    const lines = ['Top queries,Clicks,Impressions,CTR,Position'];
    for (let i = 0; i < 205; i++) lines.push(`query ${i},1,10,10%,${(i % 90) + 1}`);
    const res = await importCsv(site.id, lines.join('\n'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ rows: 205, imported: 200, keywordsCreated: 200 });
    expect(res.body.data.skipped).toHaveLength(5);
    expect(res.body.data.skipped[0]).toEqual({ line: 202, reason: expect.stringMatching(/limit of 200/) });
  });
});
