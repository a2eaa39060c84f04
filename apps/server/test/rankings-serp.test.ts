import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import { COST, completionPushed, DFS_KEY, fakeSerp, recordPushes, settled } from './rankings-serp-fixtures';
import { createGoldmine, patch, user } from './sites-fixtures';

// SERP checks against a local stand-in of DataForSEO's Google organic live/advanced endpoint (its
// response format): the site's position found by its hosted URL or custom domain, competitors kept,
// every search metered with the answer's cost, a clear 400 without a key, check now as a background
// check (202, progress and completion pushed to the owner, state on GET, one running check per site),
// and scheduled checks run through the pg-boss queue for teams with a key only.

let t: TestApp;
const serp = fakeSerp();

beforeAll(async () => {
  t = await createTestApp();
  t.app.services.providers.registry.setBaseUrl('dataforseo', await serp.start());
});
afterAll(async () => {
  await t.close();
  await serp.close();
});

const setKey = (token: string) =>
  call(t.app, {
    method: 'PUT',
    url: '/api/providers/dataforseo',
    payload: { apiKey: DFS_KEY },
    headers: { authorization: `Bearer ${token}` },
  });
const addKeywords = (token: string, websiteId: string, keywords: string[]) =>
  post(t.app, '/api/rankings/keywords', { websiteId, keywords }, token);

const others = (n: number) =>
  Array.from({ length: n }, (_, i) => `https://www.competitor-${i + 1}.com/roofing/`);

const ownerId = async (websiteId: string) =>
  (await sqlRows(t.app, `select user_id from sites where id = '${websiteId}'`))[0].user_id as string;

describe('POST /api/rankings/check', () => {
  it('answers 400 telling the user to add a DataForSEO key when none is configured', async () => {
    const me = await user(t.app);
    const site = await createGoldmine(t.app, me);
    await addKeywords(me, site.id, ['roofer austin']);
    const before = serp.tasks.length;
    const res = await post(t.app, `/api/rankings/check?websiteId=${site.id}`, undefined, me);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('serp_not_configured');
    expect(res.body.message).toBe(
      'No rank-tracking provider is configured: add a DataForSEO key in Settings (Providers) to check positions, or import a Search Console CSV',
    );
    expect(serp.tasks.length).toBe(before);
    expect((await get(t.app, `/api/rankings/check?websiteId=${site.id}`, me)).body.data).toBeNull();
  });

  it('answers 400 no_keywords for a site without keywords, and 400 for a bad websiteId', async () => {
    const me = await user(t.app);
    await setKey(me);
    const site = await createGoldmine(t.app, me);
    const res = await post(t.app, `/api/rankings/check?websiteId=${site.id}`, undefined, me);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('no_keywords');
    expect(res.body.message).toBe('websiteId: the site tracks no keywords yet: add keywords first');
    const bad = await post(t.app, '/api/rankings/check?websiteId=nope', undefined, me);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/websiteId/);
    expect((await get(t.app, '/api/rankings/check', me)).status).toBe(400);
    const extra = await post(t.app, `/api/rankings/check?websiteId=${site.id}&force=1`, undefined, me);
    expect(extra.status).toBe(400);
    expect(extra.body.message).toMatch(/force: unknown parameter/);
  });

  it('checks in the background: 202 { checkId, total }, progress and completion pushed to the owner, positions stored', async () => {
    const me = await user(t.app);
    expect((await setKey(me)).status).toBe(200);
    const site = await createGoldmine(t.app, me);
    const hosted = `http://localhost:3000/s/${site.slug}/services/roof-repair/`;
    serp.state.results['roofer austin'] = [...others(2), hosted, ...others(12).slice(2)];
    serp.state.results['roof repair austin'] = others(15);
    serp.state.results['metal roofs austin'] = [others(1)[0], 'https://www.austin-roofing-pros.com/metal/'];
    await addKeywords(me, site.id, ['roofer austin', 'roof repair austin']);
    const owner = await ownerId(site.id);

    const { res, state, pushed } = await recordPushes(t.app, async (pushed) => {
      const res = await post(t.app, `/api/rankings/check?websiteId=${site.id}`, undefined, me);
      const state = await settled(t.app, me, site.id);
      await completionPushed(pushed);
      return { res, state, pushed };
    });
    expect(res.status).toBe(202);
    expect(res.body.data).toEqual({ checkId: expect.any(String), total: 2 });
    const { checkId } = res.body.data;
    expect(state).toMatchObject({ checkId, status: 'completed', done: 2, total: 2, failed: 0, error: null });
    expect(state.finishedAt).not.toBeNull();
    expect(pushed.every((p) => p.userId === owner)).toBe(true);
    const progress = pushed.filter((p) => p.event === 'rankings:check-progress').map((p) => p.payload);
    expect(progress.map((p) => p.done).sort()).toEqual([1, 2]);
    expect(progress[0]).toMatchObject({ siteId: site.id, checkId, total: 2, failed: 0 });
    const completed = pushed.filter((p) => p.event === 'rankings:check-completed');
    expect(completed.map((p) => p.payload)).toEqual([{ siteId: site.id, checkId, checked: 2, failed: 0 }]);
    // The position found is pushed as ever (a new position; "not in the top 100" is not news).
    expect(pushed.filter((p) => p.event === 'performance:ranking').map((p) => p.payload)).toEqual([
      expect.objectContaining({
        siteId: site.id,
        keyword: 'roofer austin',
        position: 3,
        previousPosition: null,
      }),
    ]);

    const list = await get(t.app, `/api/rankings?websiteId=${site.id}`, me);
    const byKeyword = Object.fromEntries(list.body.data.map((k: { keyword: string }) => [k.keyword, k]));
    const found = byKeyword['roofer austin'];
    expect(found.latest).toMatchObject({
      position: 3,
      source: 'serp',
      sourceDetail: 'dataforseo',
      url: hosted,
    });
    expect(found.latest.competitors).toHaveLength(10);
    expect(found.latest.competitors[0]).toEqual({
      domain: 'competitor-1.com',
      position: 1,
      url: 'https://www.competitor-1.com/roofing/',
    });
    expect(found.latest.competitors.map((c: { position: number }) => c.position)).toEqual([
      1, 2, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(found.lastCheckedAt).not.toBeNull();
    expect(byKeyword['roof repair austin'].latest).toMatchObject({ position: null, source: 'serp' });

    // The results page is kept as the keyword's snapshot of the day (its content: serp-patterns.test.ts).
    const snaps = await sqlRows(
      t.app,
      `select keyword, own_position::float8 as own from serp_snapshots where site_id = '${site.id}' order by keyword`,
    );
    expect(snaps).toEqual([
      { keyword: 'roof repair austin', own: null },
      { keyword: 'roofer austin', own: 3 },
    ]);

    const sent = serp.tasks.filter((x) => x.keyword === 'roofer austin').at(-1);
    expect(sent).toEqual({
      keyword: 'roofer austin',
      location_name: 'Austin,Texas,United States',
      language_code: 'en',
      depth: 100,
    });

    const calls = await sqlRows(
      t.app,
      `select provider_id, operation, success, cost_usd::float8 as cost, site_id from provider_calls
        where team_id = (select team_id from sites where id = '${site.id}') order by operation`,
    );
    const serpCall = (keyword: string) => ({
      provider_id: 'dataforseo',
      operation: `serp:${keyword}`,
      success: true,
      cost: COST,
      site_id: site.id,
    });
    expect(calls).toEqual([serpCall('roof repair austin'), serpCall('roofer austin')]);
    const messages = await sqlRows(
      t.app,
      `select count(*)::int as n from pgboss.job where name = 'rank-check' and data->>'checkId' = '${checkId}'`,
    );
    expect(messages[0].n).toBe(1);

    // With a custom domain the www. form of that domain is the site; every keyword is searched again
    // (checked minutes ago, so not due: check now forces them).
    expect(
      (await patch(t.app, `/api/sites/${site.id}`, { customDomain: 'austin-roofing-pros.com' }, me)).status,
    ).toBe(200);
    await addKeywords(me, site.id, ['metal roofs austin']);
    const again = await post(t.app, `/api/rankings/check?websiteId=${site.id}`, undefined, me);
    expect(again.status).toBe(202);
    expect(again.body.data.total).toBe(3);
    expect(again.body.data.checkId).not.toBe(checkId);
    expect(await settled(t.app, me, site.id)).toMatchObject({ status: 'completed', done: 3, total: 3 });
    expect(serp.tasks.filter((x) => x.keyword === 'roofer austin')).toHaveLength(2);
    // Searched twice today: still one snapshot per keyword and day.
    const kept = await sqlRows(
      t.app,
      `select keyword, count(*)::int as n from serp_snapshots where site_id = '${site.id}' group by keyword order by keyword`,
    );
    expect(kept).toEqual([
      { keyword: 'metal roofs austin', n: 1 },
      { keyword: 'roof repair austin', n: 1 },
      { keyword: 'roofer austin', n: 1 },
    ]);
    const after = await get(t.app, `/api/rankings?websiteId=${site.id}`, me);
    const metal = after.body.data.find((k: { keyword: string }) => k.keyword === 'metal roofs austin');
    expect(metal.latest).toMatchObject({ position: 2, url: 'https://www.austin-roofing-pros.com/metal/' });
  });

  it('a second POST while a check runs answers the running check and searches nothing twice', async () => {
    const me = await user(t.app);
    await setKey(me);
    const site = await createGoldmine(t.app, me);
    const words = Array.from({ length: 6 }, (_, i) => `slow roof ${i} austin`);
    await addKeywords(me, site.id, words);
    serp.state.delayMs = 150;
    try {
      const first = await post(t.app, `/api/rankings/check?websiteId=${site.id}`, undefined, me);
      expect(first.status).toBe(202);
      const second = await post(t.app, `/api/rankings/check?websiteId=${site.id}`, undefined, me);
      expect(second.status).toBe(202);
      expect(second.body.data).toEqual(first.body.data);
      const running = await get(t.app, `/api/rankings/check?websiteId=${site.id}`, me);
      expect(running.body.data).toMatchObject({ checkId: first.body.data.checkId, total: 6 });
      expect(await settled(t.app, me, site.id)).toMatchObject({
        checkId: first.body.data.checkId,
        status: 'completed',
        done: 6,
      });
    } finally {
      serp.state.delayMs = 0;
    }
    for (const w of words) expect(serp.tasks.filter((x) => x.keyword === w)).toHaveLength(1);
    const checks = await sqlRows(
      t.app,
      `select count(*)::int as n from rank_checks where site_id = '${site.id}'`,
    );
    expect(checks[0].n).toBe(1);
  });

  it('fails the check with the provider message when every search fails, and records the failures', async () => {
    const me = await user(t.app);
    await setKey(me);
    const site = await createGoldmine(t.app, me);
    await addKeywords(me, site.id, ['roof coating austin']);
    serp.state.fail = true;
    try {
      const { res, state, pushed } = await recordPushes(t.app, async (pushed) => {
        const res = await post(t.app, `/api/rankings/check?websiteId=${site.id}`, undefined, me);
        const state = await settled(t.app, me, site.id);
        await completionPushed(pushed);
        return { res, state, pushed };
      });
      expect(res.status).toBe(202);
      expect(state).toMatchObject({ status: 'failed', done: 1, failed: 1, total: 1 });
      expect(state.error).toMatch(/Invalid Field: location_name/);
      const completed = pushed.find((p) => p.event === 'rankings:check-completed');
      expect(completed?.payload).toMatchObject({ siteId: site.id, checked: 0, failed: 1 });
      expect(completed?.payload.error).toMatch(/Invalid Field: location_name/);
    } finally {
      serp.state.fail = false;
    }
    const failed = await sqlRows(
      t.app,
      `select success from provider_calls where team_id = (select team_id from sites where id = '${site.id}')`,
    );
    expect(failed).toEqual([{ success: false }]);
  });

  it('resumes a running check whose worker died (stale heartbeat) when the page asks for its state', async () => {
    const me = await user(t.app);
    await setKey(me);
    const site = await createGoldmine(t.app, me);
    await addKeywords(me, site.id, ['roof leak austin', 'roof vents austin']);
    serp.state.results['roof leak austin'] = [`http://localhost:3000/s/${site.slug}/`];
    // A worker searched one keyword (and paid for it), then its process died.
    const [check] = await sqlRows(
      t.app,
      `insert into rank_checks (team_id, site_id, user_id, total, done, started_at, heartbeat_at)
       select team_id, id, user_id, 2, 1, now(), now() - interval '10 minutes' from sites where id = '${site.id}'
       returning id`,
    );
    await sqlRows(
      t.app,
      `update site_keywords set last_checked_at = now() where site_id = '${site.id}' and keyword = 'roof vents austin'`,
    );
    const again = await post(t.app, `/api/rankings/check?websiteId=${site.id}`, undefined, me);
    expect(again.body.data).toEqual({ checkId: check.id, total: 2 });
    expect(await settled(t.app, me, site.id)).toMatchObject({
      checkId: check.id,
      status: 'completed',
      done: 2,
    });
    expect(serp.tasks.filter((x) => x.keyword === 'roof leak austin')).toHaveLength(1);
    expect(serp.tasks.some((x) => x.keyword === 'roof vents austin')).toBe(false);
    const list = await get(t.app, `/api/rankings?websiteId=${site.id}`, me);
    expect(
      list.body.data.find((k: { keyword: string }) => k.keyword === 'roof leak austin').latest,
    ).toMatchObject({
      position: 1,
    });
  });

  it('a keyword the schedule checked meanwhile is not searched twice; the completed check reads what it searched', async () => {
    const me = await user(t.app);
    await setKey(me);
    const site = await createGoldmine(t.app, me);
    await addKeywords(me, site.id, ['roof paint austin', 'roof moss austin', 'roof snow austin']);
    // The hourly schedule checks one keyword as the check starts (stamped after the check's start).
    await sqlRows(
      t.app,
      `update site_keywords set last_checked_at = now() + interval '1 minute'
        where site_id = '${site.id}' and keyword = 'roof snow austin'`,
    );
    const res = await post(t.app, `/api/rankings/check?websiteId=${site.id}`, undefined, me);
    expect(res.body.data.total).toBe(3);
    expect(await settled(t.app, me, site.id)).toMatchObject({ status: 'completed', done: 2, total: 2 });
    expect(serp.tasks.some((x) => x.keyword === 'roof snow austin')).toBe(false);
  });

  it('keeps the newest 20 finished checks of a site', async () => {
    const me = await user(t.app);
    await setKey(me);
    const site = await createGoldmine(t.app, me);
    await addKeywords(me, site.id, ['roof gutter austin']);
    await sqlRows(
      t.app,
      `insert into rank_checks (team_id, site_id, user_id, total, done, status, started_at, finished_at)
       select team_id, id, user_id, 1, 1, 'completed', now() - (g || ' hours')::interval, now() - (g || ' hours')::interval
         from sites, generate_series(1, 25) g where id = '${site.id}'`,
    );
    const res = await post(t.app, `/api/rankings/check?websiteId=${site.id}`, undefined, me);
    expect(res.status).toBe(202);
    await settled(t.app, me, site.id);
    const rows = await sqlRows(
      t.app,
      `select count(*)::int as n from rank_checks where site_id = '${site.id}'`,
    );
    expect(rows[0].n).toBe(20);
    const [oldest] = await sqlRows(
      t.app,
      `select min(started_at) > now() - interval '20 hours' as ok from rank_checks where site_id = '${site.id}'`,
    );
    expect(oldest.ok).toBe(true);
  });

  it("answers 404 for another team's site, on POST and GET, and starts nothing", async () => {
    const me = await user(t.app);
    await setKey(me);
    const site = await createGoldmine(t.app, me);
    await addKeywords(me, site.id, ['roof inspection austin']);
    const other = await user(t.app);
    await setKey(other);
    const res = await post(t.app, `/api/rankings/check?websiteId=${site.id}`, undefined, other);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Site not found');
    expect((await get(t.app, `/api/rankings/check?websiteId=${site.id}`, other)).status).toBe(404);
    const checks = await sqlRows(
      t.app,
      `select count(*)::int as n from rank_checks where site_id = '${site.id}'`,
    );
    expect(checks[0].n).toBe(0);
    expect(serp.tasks.some((x) => x.keyword === 'roof inspection austin')).toBe(false);
  });
});

describe('scheduled checks', () => {
  it('queues due keywords of teams with a key only, once per period, through the queue worker', async () => {
    const keyed = await user(t.app);
    await setKey(keyed);
    const site = await createGoldmine(t.app, keyed);
    serp.state.results['roof hail damage austin'] = [...others(6), `http://localhost:3000/s/${site.slug}/`];
    await addKeywords(keyed, site.id, ['roof hail damage austin']);
    const keyless = await user(t.app);
    const free = await createGoldmine(t.app, keyless);
    await addKeywords(keyless, free.id, ['roof gutters austin']);

    const queued = await t.app.services.rankings.runDueChecks();
    expect(queued).toBeGreaterThanOrEqual(1);
    let latest: { position: number | null } | null = null;
    for (let i = 0; i < 100 && !latest; i++) {
      await new Promise((r) => setTimeout(r, 200));
      const res = await get(t.app, `/api/rankings?websiteId=${site.id}`, keyed);
      latest = res.body.data[0].latest;
    }
    expect(latest).toMatchObject({ position: 7, source: 'serp' });
    const messages = await sqlRows(
      t.app,
      `select count(*)::int as n from pgboss.job where name = 'rank-check'`,
    );
    expect(messages[0].n).toBeGreaterThanOrEqual(1);
    const metered = await sqlRows(
      t.app,
      `select user_id, success from provider_calls where operation = 'serp:roof hail damage austin'`,
    );
    expect(metered).toEqual([{ user_id: null, success: true }]);
    expect(serp.tasks.some((x) => x.keyword === 'roof gutters austin')).toBe(false);

    // Checked now: not due again within trackEveryHours, so another round searches nothing.
    const count = serp.tasks.filter((x) => x.keyword === 'roof hail damage austin').length;
    const due = await sqlRows(
      t.app,
      `select count(*)::int as n from site_keywords where site_id = '${site.id}'
          and (last_checked_at is null or last_checked_at < now() - make_interval(hours => track_every_hours))`,
    );
    expect(due[0].n).toBe(0);
    await t.app.services.rankings.runDueChecks();
    await new Promise((r) => setTimeout(r, 1500));
    expect(serp.tasks.filter((x) => x.keyword === 'roof hail damage austin').length).toBe(count);
  });
});
