import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { adminAudit, mailOutbox, users } from '../../db/schema/index';

// Platform administration (docs/admin.md). Cross-team by design: only the admin service calls
// these, after checking that the caller is a platform admin. Writes only users.role,
// users.disabled_at and admin_audit; reads users, sessions, login_events, team_members, teams,
// deploy_jobs, crawls, projects, engine_runs, provider_calls and mail_outbox.

export type { MailRow } from '../../db/schema/index';
export type AdminAuditRow = typeof adminAudit.$inferSelect;

export interface UserListRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: 'free' | 'admin';
  created_at: Date | string;
  email_verified_at: Date | string | null;
  disabled_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  teams_count: number | string;
  active_sessions: number | string;
}

const userColumns = sql`
  u.id, u.email, u.first_name, u.last_name, u.role, u.created_at, u.email_verified_at, u.disabled_at,
  (select max(l.created_at) from login_events l where l.user_id = u.id and l.outcome = 'success') as last_sign_in_at,
  (select count(*)::int from team_members m where m.user_id = u.id) as teams_count,
  (select count(*)::int from sessions s where s.user_id = u.id and s.revoked_at is null and s.expires_at > now()) as active_sessions`;

function userFilter(f: { q?: string; role?: string; status?: 'active' | 'disabled' }) {
  const parts = [sql`true`];
  if (f.q) {
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(lower(u.email) like ${like} or lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) like ${like})`,
    );
  }
  if (f.role) parts.push(sql`u.role = ${f.role}`);
  if (f.status === 'disabled') parts.push(sql`u.disabled_at is not null`);
  if (f.status === 'active') parts.push(sql`u.disabled_at is null`);
  return sql.join(parts, sql` and `);
}

export async function listUsers(
  db: Db,
  f: { q?: string; role?: string; status?: 'active' | 'disabled'; limit: number; offset: number },
) {
  const where = userFilter(f);
  const [items, [total]] = await Promise.all([
    rows<UserListRow>(
      db,
      sql`select ${userColumns} from users u where ${where} order by u.created_at desc, u.id desc limit ${f.limit} offset ${f.offset}`,
    ),
    rows<{ n: number | string }>(db, sql`select count(*)::int as n from users u where ${where}`),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

export async function userById(db: Db, id: string): Promise<UserListRow | undefined> {
  const [row] = await rows<UserListRow>(db, sql`select ${userColumns} from users u where u.id = ${id}`);
  return row;
}

/** The caller's role and state as stored now (not as cached in an access token or actor). */
export async function roleOf(db: Db, id: string) {
  const [row] = await db
    .select({ role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), sql`${users.disabledAt} is null`));
  return Number(row?.n ?? 0);
}

export async function setRole(db: Db, id: string, role: 'free' | 'admin') {
  await db.update(users).set({ role }).where(eq(users.id, id));
}

export async function setDisabled(db: Db, id: string, disabled: boolean) {
  await db
    .update(users)
    .set({ disabledAt: disabled ? sql`coalesce(${users.disabledAt}, now())` : null })
    .where(eq(users.id, id));
}

export async function insertAudit(db: Db, values: typeof adminAudit.$inferInsert) {
  await db.insert(adminAudit).values(values);
}

export async function listAudit(db: Db, f: { action?: string; limit: number; offset: number }) {
  const where = f.action ? eq(adminAudit.action, f.action) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select({ row: adminAudit, actorEmail: users.email })
      .from(adminAudit)
      .leftJoin(users, eq(users.id, adminAudit.actorId))
      .where(where)
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(adminAudit).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

export async function listMail(db: Db, f: { limit: number; offset: number }) {
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        error: mailOutbox.error,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(mailOutbox),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

export async function mailById(db: Db, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

export interface JobRow {
  type: 'deploy' | 'crawl' | 'engine';
  id: string;
  team_id: string;
  team_name: string;
  user_id: string | null;
  label: string;
  status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';
  progress: number | null;
  error: string | null;
  ref_id: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

const jobsUnion = sql`
  select 'deploy' as type, j.id, j.team_id, j.user_id, j.kind as label, j.status, j.progress,
    (j.errors ->> 0) as error, null::uuid as ref_id, j.created_at, j.finished_at
  from deploy_jobs j
  union all
  select 'crawl', c.id, c.team_id, c.user_id, p.name, c.status,
    case when c.pages_crawled + c.pages_queued > 0 then (100 * c.pages_crawled / (c.pages_crawled + c.pages_queued))::int else null end,
    c.error, c.project_id, c.created_at, c.finished_at
  from crawls c join projects p on p.id = c.project_id
  union all
  select 'engine', r.id, r.team_id, r.requested_by, r.engine_id || ' / ' || r.action, r.status, r.progress,
    r.error, null::uuid, r.created_at, r.finished_at
  from engine_runs r`;

/** Deploy jobs, crawls and engine runs of every team, newest first. */
export async function listJobs(db: Db, f: { type?: string; status?: string; limit: number }) {
  const parts = [sql`true`];
  if (f.type) parts.push(sql`x.type = ${f.type}`);
  if (f.status) parts.push(sql`x.status = ${f.status}`);
  return rows<JobRow>(
    db,
    sql`select x.*, t.name as team_name from (${jobsUnion}) x join teams t on t.id = x.team_id
      where ${sql.join(parts, sql` and `)} order by x.created_at desc, x.id desc limit ${f.limit}`,
  );
}

export async function jobById(db: Db, type: string, id: string): Promise<JobRow | undefined> {
  const [row] = await rows<JobRow>(
    db,
    sql`select x.*, t.name as team_name from (${jobsUnion}) x join teams t on t.id = x.team_id
      where x.type = ${type} and x.id = ${id}`,
  );
  return row;
}

export interface UsageRow {
  team_id: string;
  team_name: string;
  provider_id: string;
  month_calls: number | string;
  month_failures: number | string;
  month_spend: number | string;
  last30_calls: number | string;
  last30_failures: number | string;
  last30_spend: number | string;
}

/** provider_calls per team and provider since `from` (the earlier of the month start and the window start). */
export async function usage(db: Db, monthStart: Date, windowStart: Date) {
  const from = monthStart < windowStart ? monthStart : windowStart;
  const m = monthStart.toISOString();
  const w = windowStart.toISOString();
  return rows<UsageRow>(
    db,
    sql`select c.team_id, t.name as team_name, c.provider_id,
      count(*) filter (where c.created_at >= ${m}::timestamptz)::int as month_calls,
      count(*) filter (where c.created_at >= ${m}::timestamptz and not c.success)::int as month_failures,
      coalesce(sum(c.cost_usd) filter (where c.created_at >= ${m}::timestamptz), 0)::float8 as month_spend,
      count(*) filter (where c.created_at >= ${w}::timestamptz)::int as last30_calls,
      count(*) filter (where c.created_at >= ${w}::timestamptz and not c.success)::int as last30_failures,
      coalesce(sum(c.cost_usd) filter (where c.created_at >= ${w}::timestamptz), 0)::float8 as last30_spend
    from provider_calls c join teams t on t.id = c.team_id
    where c.created_at >= ${from.toISOString()}::timestamptz
    group by c.team_id, t.name, c.provider_id
    order by last30_spend desc, month_spend desc, t.name, c.provider_id`,
  );
}
