// Fixtures of the SEO opportunities tests: a team, a project (optionally a hosted site's), and a
// completed crawl with findings and pages, inserted as the projects module stores them.
import type { FastifyInstance } from 'fastify';
import { registerVerified, sqlRows } from './helpers';

export async function teamUser(app: FastifyInstance) {
  const r = await registerVerified(app);
  const actor = await app.services.actors.resolve(r.user.id);
  return { token: r.tokens.accessToken as string, userId: r.user.id as string, teamId: actor.teamId, actor };
}

const q = (v: unknown) => (v === null || v === undefined ? 'null' : `'${String(v).replace(/'/g, "''")}'`);
const j = (v: unknown) => `${q(JSON.stringify(v))}::jsonb`;

export async function seedProject(
  app: FastifyInstance,
  who: { teamId: string; userId: string },
  opts: { url?: string; siteId?: string | null; name?: string } = {},
): Promise<string> {
  const [row] = await sqlRows(
    app,
    `insert into projects (team_id, user_id, name, url, site_id)
     values (${q(who.teamId)}, ${q(who.userId)}, ${q(opts.name ?? 'Example Roofing')}, ${q(opts.url ?? 'https://example.com/')}, ${q(opts.siteId ?? null)})
     on conflict (team_id, site_id) where site_id is not null do update set name = excluded.name
     returning id`,
  );
  return row.id;
}

export interface SeedFinding {
  checkId: string;
  url: string;
  severity?: 'critical' | 'warning' | 'notice';
  category?: string;
  detail?: Record<string, unknown>;
}
export interface SeedPage {
  url: string;
  title?: string | null;
  h1?: string[];
  wordCount?: number;
}

/** A completed crawl of the project with these findings and pages; answers its id. */
export async function seedCrawl(
  app: FastifyInstance,
  who: { teamId: string },
  projectId: string,
  findings: SeedFinding[],
  pages: SeedPage[] = [],
): Promise<string> {
  const [crawl] = await sqlRows(
    app,
    `insert into crawls (team_id, project_id, trigger, status, pages_crawled, score, started_at, finished_at)
     values (${q(who.teamId)}, ${q(projectId)}, 'manual', 'completed', ${pages.length}, 70, now(), now())
     returning id`,
  );
  for (const f of findings) {
    await sqlRows(
      app,
      `insert into audit_issues (team_id, crawl_id, check_id, category, severity, url, detail)
       values (${q(who.teamId)}, ${q(crawl.id)}, ${q(f.checkId)}, ${q(f.category ?? 'content')}, ${q(f.severity ?? 'warning')}, ${q(f.url)}, ${j(f.detail ?? {})})`,
    );
  }
  for (const p of pages) {
    await sqlRows(
      app,
      `insert into crawl_pages (team_id, crawl_id, url, status_code, depth, title, word_count, data)
       values (${q(who.teamId)}, ${q(crawl.id)}, ${q(p.url)}, 200, 1, ${q(p.title ?? null)}, ${p.wordCount ?? 300}, ${j({ h1: p.h1 ?? [] })})`,
    );
  }
  await sqlRows(app, `update projects set last_crawl_id = ${q(crawl.id)} where id = ${q(projectId)}`);
  return crawl.id;
}
