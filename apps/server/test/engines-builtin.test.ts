import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, post, sqlRows, type TestApp } from './helpers';
import { createGoldmine, deploy, user } from './sites-fixtures';

// The six built-in engines on a team with a live site (docs/engines.md#engines): each reads the
// team's real rows and says what it found, with the figures behind it.

let t: TestApp;
let token: string;
let site: { id: string; name: string; teamId: string };

async function runEngine(engineId: string, action?: string) {
  const res = await post(
    t.app,
    `/api/intelligence-engines/${engineId}/execute`,
    action ? { action } : {},
    token,
  );
  expect(res.status).toBe(202);
  const until = Date.now() + 30_000;
  for (;;) {
    const run = (await get(t.app, `/api/intelligence-engines/runs/${res.body.data.run.id}`, token)).body.data
      .run;
    if (run.status === 'completed' || run.status === 'failed') {
      const insights = (await get(t.app, `/api/intelligence-engines/insights?engineId=${engineId}`, token))
        .body.data.insights as {
        title: string;
        severity: string;
        figures: { label: string; value: unknown }[];
        siteId: string | null;
        link: string;
      }[];
      return { run, insights };
    }
    if (Date.now() > until) throw new Error(`${engineId} still ${run.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  token = await user(t.app);
  const created = await createGoldmine(t.app, token);
  await deploy(t.app, token, created.id);
  const [row] = await sqlRows(t.app, `select team_id, name from sites where id = '${created.id}'`);
  site = { id: created.id, name: row.name, teamId: row.team_id };
}, 90_000);
afterAll(() => t?.close());

describe('built-in engines on a live site', () => {
  it('a published site queues deployment, site-builder and content runs (trigger event)', async () => {
    const rows = await sqlRows(
      t.app,
      `select engine_id, trigger from engine_runs where team_id = '${site.teamId}' order by engine_id`,
    );
    expect(rows.map((r) => r.engine_id)).toEqual(
      expect.arrayContaining(['content', 'deployment', 'site-builder']),
    );
    expect(rows.every((r) => r.trigger === 'event')).toBe(true);
  });

  it('site-builder reviews the latest version: pages and build time from the version row', async () => {
    const { run, insights } = await runEngine('site-builder');
    expect(run.status).toBe('completed');
    const [v] = await sqlRows(
      t.app,
      `select page_count, build_ms from site_versions where site_id = '${site.id}'`,
    );
    const overview = insights.find((i) => i.title.includes('built'))!;
    const figure = (label: string) => overview.figures.find((f) => f.label === label)?.value;
    expect(figure('Pages')).toBe(v.page_count);
    expect(figure('Mean build time')).toBe(v.build_ms);
    expect(figure('Without live version')).toBe(0);
  });

  it('deployment reads the live version health check', async () => {
    const { run, insights } = await runEngine('deployment');
    expect(run.status).toBe('completed');
    expect(insights.find((i) => i.title === '1 live site: 1 healthy')).toBeDefined();
  });

  it('content counts the indexable pages of the live version', async () => {
    const { run, insights } = await runEngine('content');
    expect(run.status).toBe('completed');
    const [v] = await sqlRows(
      t.app,
      `select count(*)::int as n from site_versions v, jsonb_array_elements(v.pages) p
       where v.site_id = '${site.id}' and (p ->> 'indexable')::boolean`,
    );
    const overview = insights.find((i) => i.title.includes('indexable page'))!;
    expect(overview.figures.find((f) => f.label === 'Indexable pages')?.value).toBe(v.n);
  });

  it('keyword intelligence finds a near win and a decliner from stored positions', async () => {
    const [k] = await sqlRows(
      t.app,
      `insert into site_keywords (team_id, site_id, keyword) values ('${site.teamId}', '${site.id}', 'roof repair austin') returning id`,
    );
    await sqlRows(
      t.app,
      `insert into rank_positions (team_id, site_id, keyword_id, position, source, day) values
       ('${site.teamId}', '${site.id}', '${k.id}', 12, 'manual', current_date),
       ('${site.teamId}', '${site.id}', '${k.id}', 5, 'manual', current_date - 8)`,
    );
    await sqlRows(
      t.app,
      `insert into site_keywords (team_id, site_id, keyword) values ('${site.teamId}', '${site.id}', 'roofer near me')`,
    );
    const { run, insights } = await runEngine('keyword-intelligence');
    expect(run.status).toBe('completed');
    expect(run.summary).toBe('1 near win, 1 decliner, 1 without position');
    const fell = insights.find((i) => i.title.includes('fell 7 places'))!;
    expect(fell).toMatchObject({ severity: 'warning', siteId: site.id });
    expect(insights.find((i) => i.title.includes('is at position 12'))?.link).toBe('/quick-rank/wins');
  });

  it('rank tracking forecasts each live site with its basis, and says where positions come from', async () => {
    const forecast = await runEngine('rank-tracking', 'forecast');
    expect(forecast.run.status).toBe('completed');
    const f = forecast.insights.find((i) => i.siteId === site.id)!;
    expect(f.figures.map((x) => x.label)).toEqual(expect.arrayContaining(['Leads (median)', 'History']));
    const check = await runEngine('rank-tracking', 'check');
    expect(check.run.summary).toBe('No SERP provider configured');
    expect(check.insights.find((i) => i.title.startsWith('Positions come from'))).toBeDefined();
  });
});
