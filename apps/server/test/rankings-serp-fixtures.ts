import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { get } from './helpers';

// A local stand-in of DataForSEO's Google organic live/advanced endpoint, in its response format:
// it answers the results a test sets per keyword, records every task, and can be slowed or failed.

export const DFS_KEY = 'ranker@example.com:s3cret-pass';
export const COST = 0.002;

export interface Task {
  keyword: string;
  location_name: string;
  language_code: string;
  depth: number;
}

export function organic(rank: number, absolute: number, url: string) {
  const domain = new URL(url).hostname;
  return {
    type: 'organic',
    rank_group: rank,
    rank_absolute: absolute,
    page: 1,
    position: 'left',
    xpath: `/html[1]/body[1]/div[${absolute}]`,
    domain,
    title: `Result ${rank} on ${domain}`,
    url,
    breadcrumb: `https://${domain}`,
    is_image: false,
    is_video: false,
    is_featured_snippet: false,
    is_malicious: false,
    description: 'A description.',
    links: null,
    rating: null,
  };
}

/** The map pack every stand-in answer carries (one element per entry, as DataForSEO sends it). */
export const LOCAL_PACK = [
  { title: 'Austin Roofing Pros', domain: 'www.austin-roofing-pros.com', rating: 4.8, votes: 212 },
  { title: 'Capitol Roof Co', domain: 'competitor-1.com', rating: 4.5, votes: 87 },
  { title: 'Hill Country Roofers', domain: null, rating: null, votes: null },
];

function localPack(rank: number, e: (typeof LOCAL_PACK)[number]) {
  return {
    type: 'local_pack',
    rank_group: rank,
    rank_absolute: rank,
    position: 'left',
    xpath: `/html[1]/body[1]/div[1]/div[${rank}]`,
    title: e.title,
    description: 'Roofing contractor',
    domain: e.domain,
    phone: '+1-512-555-0100',
    url: e.domain ? `https://${e.domain}/` : null,
    is_paid: false,
    rating:
      e.rating === null
        ? null
        : { rating_type: 'Max5', value: e.rating, votes_count: e.votes, rating_max: 5 },
    cid: String(1000 + rank),
  };
}

/** DataForSEO SERP stand-in: `results[keyword]` = organic urls in rank order (a local pack first). */
export function fakeSerp() {
  const tasks: Task[] = [];
  const state = { results: {} as Record<string, string[]>, fail: false, delayMs: 0 };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.headers.authorization !== `Basic ${Buffer.from(DFS_KEY).toString('base64')}`) {
        json(401, { status_code: 40100, status_message: 'You are not authorized.', cost: 0, tasks: null });
        return;
      }
      if (req.url !== '/v3/serp/google/organic/live/advanced') {
        json(404, { status_code: 40400, status_message: 'Not Found.', cost: 0 });
        return;
      }
      const [task] = JSON.parse(raw) as Task[];
      tasks.push(task);
      if (state.delayMs) {
        const answer = () => respond(task, json);
        setTimeout(answer, state.delayMs);
        return;
      }
      respond(task, json);
    });
  });
  function respond(task: Task, json: (status: number, body: unknown) => void) {
    if (state.fail) {
      json(200, {
        status_code: 20000,
        status_message: 'Ok.',
        cost: 0,
        tasks: [
          { status_code: 40501, status_message: 'Invalid Field: location_name.', cost: 0, result: null },
        ],
      });
      return;
    }
    const urls = state.results[task.keyword] ?? [];
    const items = [
      ...LOCAL_PACK.map((e, i) => localPack(i + 1, e)),
      {
        type: 'featured_snippet',
        rank_group: 1,
        rank_absolute: LOCAL_PACK.length + 1,
        domain: urls[0] ? new URL(urls[0]).hostname : null,
        title: 'Featured snippet',
        description: 'An answer quoted from the first result.',
        url: urls[0] ?? null,
      },
      ...urls.map((u, i) => organic(i + 1, i + LOCAL_PACK.length + 2, u)),
    ];
    json(200, {
      version: '0.1.20241101',
      status_code: 20000,
      status_message: 'Ok.',
      time: '4.8 sec.',
      cost: COST,
      tasks_count: 1,
      tasks_error: 0,
      tasks: [
        {
          id: '11221539-1535-0139-0000-8a5e4f3c2b1d',
          status_code: 20000,
          status_message: 'Ok.',
          time: '4.7 sec.',
          cost: COST,
          result_count: 1,
          path: ['v3', 'serp', 'google', 'organic', 'live', 'advanced'],
          data: {
            api: 'serp',
            function: 'live',
            se: 'google',
            se_type: 'organic',
            ...task,
            device: 'desktop',
            os: 'windows',
          },
          result: [
            {
              keyword: task.keyword,
              type: 'organic',
              se_domain: 'google.com',
              location_code: 1026201,
              language_code: task.language_code,
              check_url: `https://www.google.com/search?q=${encodeURIComponent(task.keyword)}&num=100&hl=en&gl=US`,
              datetime: '2026-11-22 04:50:12 +00:00',
              spell: null,
              refinement_chips: null,
              item_types: ['local_pack', 'featured_snippet', 'organic'],
              se_results_count: 1_840_000,
              items_count: items.length,
              items,
            },
          ],
        },
      ],
    });
  }
  return {
    tasks,
    state,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Pushed = { userId: string; event: string; payload: any };

/** Records the rankings pushes (check progress/completion, performance:ranking) while `run` runs. */
export async function recordPushes<T>(
  app: FastifyInstance,
  run: (pushed: Pushed[]) => Promise<T>,
): Promise<T> {
  const pushed: Pushed[] = [];
  const hub = app.realtime;
  const original = hub.toUser.bind(hub);
  hub.toUser = ((userId: string, event: string, payload: unknown) => {
    if (event.startsWith('rankings:') || event === 'performance:ranking')
      pushed.push({ userId, event, payload });
    return original(userId, event as never, payload as never);
  }) as typeof hub.toUser;
  try {
    return await run(pushed);
  } finally {
    hub.toUser = original;
  }
}

/** GET /api/rankings/check until the check is no longer running; answers its state. */
export async function settled(app: FastifyInstance, token: string, websiteId: string) {
  for (let i = 0; i < 150; i++) {
    const res = await get(app, `/api/rankings/check?websiteId=${websiteId}`, token);
    expect(res.status).toBe(200);
    if (res.body.data && res.body.data.status !== 'running') return res.body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the check did not finish');
}

/**
 * Waits for the check's completion push: the worker writes the finished row, then pushes, so a
 * poll can see the row a moment before the push is made (seen on PostgreSQL).
 */
export async function completionPushed(pushed: Pushed[]) {
  for (let i = 0; i < 100 && !pushed.some((p) => p.event === 'rankings:check-completed'); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
}
