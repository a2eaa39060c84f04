import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import { createGoldmine, user } from './sites-fixtures';

// Rankings: keywords per site (CRUD, validation, dedupe, cap, team isolation), manual positions (one
// per keyword, day and source: a second entry replaces the first), the tracked view with history,
// and performance:ranking pushed to the site owner's room only.

let t: TestApp;
let me: string;
let other: string;
let siteId: string;

beforeAll(async () => {
  t = await createTestApp();
  me = await user(t.app);
  other = await user(t.app);
  siteId = (await createGoldmine(t.app, me)).id;
});
afterAll(async () => {
  await t.close();
});

const del = (url: string, token: string) =>
  call(t.app, { method: 'DELETE', url, headers: { authorization: `Bearer ${token}` } });
const isoDay = (daysBack: number) => new Date(Date.now() - daysBack * 86_400_000).toISOString().slice(0, 10);

async function addKeywords(keywords: string[], token = me, websiteId = siteId, location?: string) {
  return post(
    t.app,
    '/api/rankings/keywords',
    { websiteId, keywords, ...(location ? { location } : {}) },
    token,
  );
}

describe('keywords', () => {
  it('adds keywords deduplicated case-insensitively, with the market as default location', async () => {
    const res = await addKeywords([
      'Roofing Austin',
      'roofing  austin',
      'roof repair austin',
      ' ROOFING AUSTIN ',
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.created).toBe(2);
    const words = res.body.data.keywords.map((k: { keyword: string }) => k.keyword);
    expect(words.sort()).toEqual(['roof repair austin', 'roofing austin']);
    expect(res.body.data.keywords[0]).toMatchObject({
      siteId,
      location: 'Austin,Texas,United States',
      trackEveryHours: 24,
    });

    const again = await addKeywords(
      ['ROOF REPAIR AUSTIN', 'metal roof austin'],
      me,
      siteId,
      'Round Rock,Texas,United States',
    );
    expect(again.body.data).toMatchObject({ created: 1, alreadyTracked: 1 });
    const list = await get(t.app, `/api/rankings/keywords?websiteId=${siteId}`, me);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(3);
    expect(list.body.data.find((k: { keyword: string }) => k.keyword === 'metal roof austin').location).toBe(
      'Round Rock,Texas,United States',
    );
  });

  it("suggests the vertical's keywords with the site's city, leaving out tracked ones", async () => {
    const s = (await createGoldmine(t.app, me)).id;
    const first = await get(t.app, `/api/rankings/keywords/suggest?websiteId=${s}`, me);
    expect(first.status).toBe(200);
    expect(first.body.data.location).toBe('Austin,Texas,United States');
    const words: string[] = first.body.data.keywords;
    expect(words.length).toBeGreaterThan(1);
    expect(words.some((k) => k.endsWith(' austin'))).toBe(true);
    await addKeywords([words[0]], me, s);
    const next = await get(t.app, `/api/rankings/keywords/suggest?websiteId=${s}`, me);
    expect(next.body.data.keywords).not.toContain(words[0]);
    expect((await get(t.app, `/api/rankings/keywords/suggest?websiteId=${s}`, other)).status).toBe(404);
  });

  it('validates input with messages naming the field', async () => {
    const empty = await addKeywords([]);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/keywords/);
    const blank = await addKeywords(['  ']);
    expect(blank.status).toBe(400);
    const badSite = await post(t.app, '/api/rankings/keywords', { websiteId: 'nope', keywords: ['x'] }, me);
    expect(badSite.status).toBe(400);
    expect(badSite.body.message).toMatch(/websiteId/);
    const badQuery = await get(t.app, '/api/rankings/keywords?websiteId=123', me);
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.message).toMatch(/websiteId/);
    const noAuth = await get(t.app, `/api/rankings/keywords?websiteId=${siteId}`);
    expect(noAuth.status).toBe(401);
  });

  it('caps a site at 200 keywords with a clear message', async () => {
    const s = (await createGoldmine(t.app, me)).id;
    const many = Array.from({ length: 150 }, (_, i) => `roofer ${i}`);
    expect((await addKeywords(many, me, s)).status).toBe(201);
    const over = await addKeywords(
      Array.from({ length: 60 }, (_, i) => `roof ${i}`),
      me,
      s,
    );
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/at most 200 keywords.*50 more fit/);
  });

  it("answers 404 for another team's site and keyword, and deletes with positions", async () => {
    expect((await addKeywords(['x'], other)).status).toBe(404);
    expect((await get(t.app, `/api/rankings/keywords?websiteId=${siteId}`, other)).status).toBe(404);
    expect((await get(t.app, `/api/rankings?websiteId=${siteId}`, other)).status).toBe(404);
    const created = await addKeywords(['roofers near me'], me);
    const kw = created.body.data.keywords.find((k: { keyword: string }) => k.keyword === 'roofers near me');
    expect((await del(`/api/rankings/keywords/${kw.id}`, other)).status).toBe(404);
    const manual = await post(t.app, '/api/rankings/positions', { keywordId: kw.id, position: 4 }, other);
    expect(manual.status).toBe(404);
    expect((await post(t.app, '/api/rankings/positions', { keywordId: kw.id, position: 4 }, me)).status).toBe(
      200,
    );
    expect((await del(`/api/rankings/keywords/${kw.id}`, me)).status).toBe(200);
    expect((await del(`/api/rankings/keywords/${kw.id}`, me)).status).toBe(404);
    const left = await sqlRows(
      t.app,
      `select count(*)::int as n from rank_positions where keyword_id = '${kw.id}'`,
    );
    expect(left[0].n).toBe(0);
  });
});

describe('manual positions and the tracked view', () => {
  it('stores manual entries with their source and replaces the same day', async () => {
    const s = (await createGoldmine(t.app, me)).id;
    const res = await addKeywords(['roof inspection austin'], me, s);
    const kw = res.body.data.keywords[0];
    const first = await post(
      t.app,
      '/api/rankings/positions',
      { keywordId: kw.id, position: 12, day: isoDay(3) },
      me,
    );
    expect(first.status).toBe(200);
    expect(first.body.data.latest).toMatchObject({ position: 12, source: 'manual', day: isoDay(3) });
    expect(first.body.data.latest.sourceDetail).toMatch(/@example\.com$/);

    await post(t.app, '/api/rankings/positions', { keywordId: kw.id, position: 8, day: isoDay(1) }, me);
    const replaced = await post(
      t.app,
      '/api/rankings/positions',
      { keywordId: kw.id, position: 6, day: isoDay(1), url: 'https://example.com/roofing/' },
      me,
    );
    expect(replaced.body.data).toMatchObject({
      latest: { position: 6, day: isoDay(1), url: 'https://example.com/roofing/' },
      previous: { position: 12, day: isoDay(3) },
      best: 6,
    });
    expect(replaced.body.data.history.map((p: { position: number }) => p.position)).toEqual([12, 6]);

    const today = await post(t.app, '/api/rankings/positions', { keywordId: kw.id, position: null }, me);
    expect(today.body.data.latest).toMatchObject({ position: null, day: isoDay(0) });
    expect(today.body.data.best).toBe(6);

    const ranked = await get(t.app, `/api/rankings?websiteId=${s}`, me);
    expect(ranked.status).toBe(200);
    expect(ranked.body.data).toHaveLength(1);
    expect(ranked.body.data[0].history).toHaveLength(3);
  });

  it('a change compares points of one source: a Search Console average between two SERP checks is not the previous', async () => {
    const s = (await createGoldmine(t.app, me)).id;
    const kw = (await addKeywords(['roof flashing austin'], me, s)).body.data.keywords[0];
    const point = (day: string, position: number, source: string) =>
      sqlRows(
        t.app,
        `insert into rank_positions (team_id, site_id, keyword_id, day, position, source)
         select team_id, id, '${kw.id}', '${day}', ${position}, '${source}' from sites where id = '${s}'`,
      );
    await point(isoDay(3), 9, 'serp');
    await point(isoDay(1), 21.4, 'gsc');
    await point(isoDay(0), 8, 'serp');
    const row = (await get(t.app, `/api/rankings?websiteId=${s}`, me)).body.data[0];
    expect(row.latest).toMatchObject({ position: 8, source: 'serp', day: isoDay(0) });
    expect(row.previous).toMatchObject({ position: 9, source: 'serp', day: isoDay(3) });
    // The same day from another source, written later, is the latest; with no earlier point of its own
    // source it has nothing to change from.
    await point(isoDay(0), 7.6, 'gsc');
    const after = (await get(t.app, `/api/rankings?websiteId=${s}`, me)).body.data[0];
    expect(after.latest).toMatchObject({ position: 7.6, source: 'gsc' });
    expect(after.previous).toMatchObject({ position: 21.4, source: 'gsc', day: isoDay(1) });
  });

  it('validates manual entries', async () => {
    const kw = (await addKeywords(['roof leak austin'])).body.data.keywords.at(-1);
    const bad = [
      { keywordId: kw.id, position: 0 },
      { keywordId: kw.id, position: 101 },
      { keywordId: kw.id },
      { keywordId: 'x', position: 3 },
      { keywordId: kw.id, position: 3, day: '22/11/2026' },
    ];
    for (const body of bad) expect((await post(t.app, '/api/rankings/positions', body, me)).status).toBe(400);
    const future = await post(
      t.app,
      '/api/rankings/positions',
      { keywordId: kw.id, position: 3, day: isoDay(-2) },
      me,
    );
    expect(future.status).toBe(400);
    expect(future.body.message).toMatch(/day/);
  });

  it("pushes performance:ranking to the site owner's room only, when the position changes", async () => {
    const kw = (await addKeywords(['roof replacement austin'])).body.data.keywords.find(
      (k: { keyword: string }) => k.keyword === 'roof replacement austin',
    );
    const pushed: { userId: string; payload: unknown }[] = [];
    const hub = t.app.realtime;
    const original = hub.toUser.bind(hub);
    hub.toUser = ((userId: string, event: string, payload: unknown) => {
      if (event === 'performance:ranking') pushed.push({ userId, payload });
      return original(userId as never, event as never, payload as never);
    }) as typeof hub.toUser;
    try {
      await post(t.app, '/api/rankings/positions', { keywordId: kw.id, position: 9, day: isoDay(2) }, me);
      await post(t.app, '/api/rankings/positions', { keywordId: kw.id, position: 9, day: isoDay(1) }, me);
      await post(t.app, '/api/rankings/positions', { keywordId: kw.id, position: 5 }, me);
    } finally {
      hub.toUser = original;
    }
    const owner = (await get(t.app, '/api/auth/me', me)).body.data;
    const ownerId = owner.user?.id ?? owner.id;
    expect(pushed).toEqual([
      {
        userId: ownerId,
        payload: expect.objectContaining({
          siteId,
          keyword: 'roof replacement austin',
          position: 9,
          previousPosition: null,
        }),
      },
      { userId: ownerId, payload: expect.objectContaining({ position: 5, previousPosition: 9 }) },
    ]);
  });
});
