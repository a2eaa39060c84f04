import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { call, createListeningTestApp, get, post, registerVerified, sqlRows } from './helpers';
import { type SmallSite, startSmallSite, waitForCrawl } from './projects-fixtures';

// Crawling any website (docs/projects.md#crawls): pages, findings, scores, the CSV, cancelling,
// one crawl at a time, progress pushed to the project's room, and /ws start_analysis.

let t: Awaited<ReturnType<typeof createListeningTestApp>>;
let token: string;
let site: SmallSite;
let slow: SmallSite;

beforeAll(async () => {
  t = await createListeningTestApp();
  token = (await registerVerified(t.app)).tokens.accessToken;
  site = await startSmallSite();
  slow = await startSmallSite({ slowPages: 60, slowMs: 150 });
});
afterAll(async () => {
  await site.close();
  await slow.close();
  await t.close();
});

/** A /ws connection signed in with `tk`, once the server said `connected` (messages before are not read). */
async function openWs(tk: string, onMessage: (m: Record<string, unknown>) => void): Promise<WebSocket> {
  const ws = new WebSocket(`${t.url.replace('http', 'ws')}/ws?token=${tk}`);
  await new Promise<void>((resolve, reject) => {
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      if (m.type === 'connected') resolve();
      onMessage(m);
    });
    ws.once('error', reject);
  });
  return ws;
}

describe('crawling a website', () => {
  it('stores pages, findings and scores, and exports the findings as CSV', async () => {
    const res = await post(t.app, '/api/projects', { url: site.url, name: 'Small site' }, token);
    expect(res.status).toBe(201);
    const { id, crawlId } = res.body.data;
    expect(crawlId).toBeTruthy();
    const crawl = await waitForCrawl(t.app, token, crawlId);
    expect(crawl).toMatchObject({ status: 'completed', progress: 100, trigger: 'manual' });
    expect(crawl.facts.robots.status).toBe('none');
    expect(crawl.facts.truncated).toBe(false);

    const pages = await get(t.app, `/api/crawls/${crawlId}/pages`, token);
    const byPath = Object.fromEntries(
      pages.body.data.items.map((p: { url: string; statusCode: number }) => [new URL(p.url).pathname, p]),
    );
    expect(Object.keys(byPath).sort()).toEqual(['/', '/about', '/gone']);
    expect(byPath['/gone'].statusCode).toBe(404);
    expect(byPath['/about'].inlinks).toBe(1);
    expect(byPath['/'].indexable).toBe(true);
    expect(byPath['/gone'].indexable).toBe(false);
    const notFound = await get(t.app, `/api/crawls/${crawlId}/pages?status=4xx`, token);
    expect(notFound.body.data.items.map((p: { url: string }) => p.url)).toEqual([`${site.url}gone`]);
    const search = await get(t.app, `/api/crawls/${crawlId}/pages?q=ABOUT`, token);
    expect(search.body.data.total).toBe(1);

    const issues = await get(t.app, `/api/crawls/${crawlId}/issues`, token);
    const groups = issues.body.data.groups as Array<{
      id: string;
      count: number;
      urls: { url: string }[];
      why: string;
      fix: string;
    }>;
    const ids = groups.map((g) => g.id);
    expect(ids).toEqual(expect.arrayContaining(['title-missing', 'http-4xx']));
    const missing = groups.find((g) => g.id === 'title-missing')!;
    expect(missing.urls.map((u) => u.url)).toEqual([`${site.url}about`]);
    expect(missing.why.length).toBeGreaterThan(10);
    expect(missing.fix.length).toBeGreaterThan(10);
    // The severity filter keeps only that severity; the totals add up to the groups.
    const critical = await get(t.app, `/api/crawls/${crawlId}/issues?severity=critical`, token);
    expect(critical.body.data.groups.every((g: { severity: string }) => g.severity === 'critical')).toBe(
      true,
    );
    const sum = groups.reduce((n, g) => n + g.count, 0);
    const totals = issues.body.data.totals;
    expect(totals.critical + totals.warning + totals.notice).toBe(sum);
    expect((await get(t.app, `/api/crawls/${crawlId}/issues?checkId=nope`, token)).status).toBe(400);

    const csv = await call(t.app, {
      method: 'GET',
      url: `/api/crawls/${crawlId}/export`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-/);
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toBe('check,title,severity,category,url,detail');
    expect(lines.length - 1).toBe(sum);
    expect(lines.some((l) => l.startsWith('title-missing,') && l.includes(`${site.url}about`))).toBe(true);

    const project = await get(t.app, `/api/projects/${id}`, token);
    expect(project.body.data).toMatchObject({ lastCrawlId: crawlId, lastScore: crawl.score });
    const history = await get(t.app, `/api/projects/${id}/crawls`, token);
    expect(history.body.data[0]).toMatchObject({ id: crawlId, score: crawl.score, pages: 3 });

    const catalog = await get(t.app, '/api/audit/checks', token);
    expect(catalog.body.data.map((c: { id: string }) => c.id)).toEqual(
      expect.arrayContaining(['title-missing', 'http-4xx']),
    );
  });

  it('runs one crawl at a time, cancels, and pushes progress to the project room', async () => {
    const made = await post(
      t.app,
      '/api/projects',
      { url: slow.url, limits: { maxPages: 100, requestsPerSecond: 50 } },
      token,
    );
    const { id, crawlId } = made.body.data;
    const events: Array<{ event: string; payload: { status: string; crawled: number } }> = [];
    const ws = await openWs(token, (m) => {
      if (m.type === 'event' && m.event === 'project:crawl' && m.channel === `project:${id}`)
        events.push(m as unknown as (typeof events)[number]);
    });
    ws.send(JSON.stringify({ type: 'subscribe', channel: `project:${id}` }));

    for (let i = 0; i < 200; i++) {
      const c = await get(t.app, `/api/crawls/${crawlId}`, token);
      if (c.body.data.status === 'running' && events.some((e) => e.payload.crawled >= 3)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const again = await post(t.app, `/api/projects/${id}/crawls`, {}, token);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('crawl_running');

    const cancel = await post(t.app, `/api/crawls/${crawlId}/cancel`, {}, token);
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.status).toBe('cancelled');
    const hitsAtCancel = slow.hits.length;
    await new Promise((r) => setTimeout(r, 600));
    // At most the requests already in flight finish after the cancel.
    expect(slow.hits.length - hitsAtCancel).toBeLessThanOrEqual(4);
    expect((await get(t.app, `/api/crawls/${crawlId}`, token)).body.data.status).toBe('cancelled');
    expect((await post(t.app, `/api/crawls/${crawlId}/cancel`, {}, token)).status).toBe(409);
    expect(events.length).toBeGreaterThan(0);
    expect(events.some((e) => e.payload.status === 'cancelled')).toBe(true);
    ws.close();

    // Now another crawl may start (202).
    const next = await post(t.app, `/api/projects/${id}/crawls`, {}, token);
    expect(next.status).toBe(202);
    await post(t.app, `/api/crawls/${next.body.data.id}/cancel`, {}, token);
    const [row] = await sqlRows(t.app, `select count(*)::int as n from crawls where project_id = '${id}'`);
    expect(row.n).toBe(2);
  });

  it('/ws start_analysis crawls a URL and streams its progress on the socket', async () => {
    const messages: Array<Record<string, unknown>> = [];
    const ws = await openWs(token, (m) => messages.push(m));
    ws.send(JSON.stringify({ type: 'start_analysis', requestId: 'r1', data: { url: site.url } }));
    const until = Date.now() + 20_000;
    const done = () =>
      messages.find(
        (m) =>
          m.type === 'event' &&
          m.event === 'project:crawl' &&
          (m.payload as { status: string }).status === 'completed',
      );
    while (!done() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    const result = messages.find((m) => m.type === 'result') as {
      data: { crawlId: string; projectId: string };
      requestId: string;
    };
    expect(result.requestId).toBe('r1');
    expect(done()).toBeDefined();
    expect((done()!.payload as { crawlId: string }).crawlId).toBe(result.data.crawlId);
    const crawl = await get(t.app, `/api/crawls/${result.data.crawlId}`, token);
    expect(crawl.body.data.trigger).toBe('ws');

    // Someone else's project id is refused like an unknown one.
    const stranger = (await registerVerified(t.app)).tokens.accessToken;
    const m2: Array<Record<string, unknown>> = [];
    const ws2 = await openWs(stranger, (m) => m2.push(m));
    ws2.send(
      JSON.stringify({ type: 'start_analysis', requestId: 'x', data: { projectId: result.data.projectId } }),
    );
    ws2.send(JSON.stringify({ type: 'subscribe', channel: `project:${result.data.projectId}` }));
    while (m2.filter((m) => m.type === 'error').length < 2 && Date.now() < until)
      await new Promise((r) => setTimeout(r, 20));
    expect(m2.filter((m) => m.type === 'error').map((m) => m.message)).toEqual([
      'Project not found',
      'Project not found',
    ]);
    ws.close();
    ws2.close();
  });
});

describe('durable crawls', () => {
  const newProject = async () =>
    (await post(t.app, '/api/projects', { url: site.url, startCrawl: false }, token)).body.data.id as string;
  const teamOf = async (projectId: string) =>
    (await sqlRows(t.app, `select team_id from projects where id = '${projectId}'`))[0].team_id as string;

  it('a running crawl whose worker died is taken again and starts over', async () => {
    const projectId = await newProject();
    const teamId = await teamOf(projectId);
    const [crawl] = await sqlRows(
      t.app,
      `insert into crawls (team_id, project_id, trigger, status, started_at, heartbeat_at, pages_crawled)
       values ('${teamId}', '${projectId}', 'manual', 'running', now() - interval '5 minutes',
               now() - interval '5 minutes', 7) returning id`,
    );
    await sqlRows(
      t.app,
      `insert into crawl_pages (team_id, crawl_id, url, status_code, depth)
       values ('${teamId}', '${crawl.id}', '${site.url}left-over', 200, 1)`,
    );
    // Starting another is refused while it is there; reading it sends it again.
    expect((await post(t.app, `/api/projects/${projectId}/crawls`, {}, token)).status).toBe(409);
    const done = await waitForCrawl(t.app, token, crawl.id);
    expect(done.status).toBe('completed');
    const pages = await get(t.app, `/api/crawls/${crawl.id}/pages`, token);
    expect(pages.body.data.items.map((p: { url: string }) => new URL(p.url).pathname).sort()).toEqual([
      '/',
      '/about',
      '/gone',
    ]);
  });

  it('keeps pages and findings of the newest 20 crawls only; older crawls keep their scores', async () => {
    const projectId = await newProject();
    const teamId = await teamOf(projectId);
    for (let i = 0; i < 20; i++) {
      const [c] = await sqlRows(
        t.app,
        `insert into crawls (team_id, project_id, trigger, status, score, created_at, finished_at)
         values ('${teamId}', '${projectId}', 'manual', 'completed', ${50 + i},
                 now() - interval '${i + 1} hours', now() - interval '${i + 1} hours') returning id`,
      );
      await sqlRows(
        t.app,
        `insert into crawl_pages (team_id, crawl_id, url, status_code, depth) values ('${teamId}', '${c.id}', '${site.url}', 200, 0)`,
      );
      await sqlRows(
        t.app,
        `insert into audit_issues (team_id, crawl_id, check_id, category, severity, url)
           values ('${teamId}', '${c.id}', 'title-missing', 'content', 'warning', '${site.url}')`,
      );
    }
    const [oldest] = await sqlRows(
      t.app,
      `select id from crawls where project_id = '${projectId}' order by created_at asc limit 1`,
    );
    const started = await post(t.app, `/api/projects/${projectId}/crawls`, {}, token);
    expect(started.status).toBe(202);
    expect((await waitForCrawl(t.app, token, started.body.data.id)).status).toBe('completed');

    const history = await get(t.app, `/api/projects/${projectId}/crawls`, token);
    expect(history.body.data).toHaveLength(21);
    expect(history.body.data.at(-1)).toMatchObject({ id: oldest.id, score: 69 });
    const old = await get(t.app, `/api/crawls/${oldest.id}`, token);
    expect(old.body.data).toMatchObject({ pagesKept: false, score: 69 });
    const [left] = await sqlRows(
      t.app,
      `select (select count(*)::int from crawl_pages where crawl_id = '${oldest.id}') as pages,
              (select count(*)::int from audit_issues where crawl_id = '${oldest.id}') as issues,
              (select count(distinct crawl_id)::int from crawl_pages p join crawls c on c.id = p.crawl_id
                 where c.project_id = '${projectId}') as kept`,
    );
    expect(left).toEqual({ pages: 0, issues: 0, kept: 20 });
  });
});
