import { and, count, eq, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import {
  billingDetails,
  invoices,
  type SubscriptionRow,
  siteKeywords,
  sites,
  stripeEvents,
  subscriptions,
  teamMembers,
  teams,
  users,
} from '../../db/schema/index';
import { trialEndOf } from './billing.rules';

// The subscription rows (one per team), billing details and Stripe events; usage is counted from the
// rows the work leaves (sites, members, keywords, the LLM meter), read here (docs/billing.md#counting).

export type SubscriptionPatch = Partial<Omit<SubscriptionRow, 'teamId' | 'createdAt' | 'updatedAt'>>;

export async function find(db: Db, teamId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.teamId, teamId)).limit(1);
  return row;
}

/** The team's row, made on first read for a team that has none (its trial: created + 14 days). */
export async function getOrCreate(db: Db, teamId: string): Promise<SubscriptionRow | undefined> {
  const found = await find(db, teamId);
  if (found) return found;
  const [team] = await db.select({ createdAt: teams.createdAt }).from(teams).where(eq(teams.id, teamId));
  if (!team) return undefined;
  await db
    .insert(subscriptions)
    .values({ teamId, trialEndsAt: trialEndOf(team.createdAt) })
    .onConflictDoNothing();
  return find(db, teamId);
}

/** Rows for every team that has none yet (the sweep's first step); one statement. */
export async function createMissing(db: Db): Promise<void> {
  await db.execute(sql`
    insert into subscriptions (team_id, trial_ends_at)
    select t.id, t.created_at + interval '14 days' from teams t
     where not exists (select 1 from subscriptions s where s.team_id = t.id)
    on conflict do nothing`);
}

/** Writes `patch`, only while `guard` holds (a conditional UPDATE: safe on several processes). */
export async function update(
  db: Db,
  teamId: string,
  patch: SubscriptionPatch,
  guard?: SQL,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set(patch)
    .where(guard ? and(eq(subscriptions.teamId, teamId), guard) : eq(subscriptions.teamId, teamId))
    .returning();
  return row;
}

export const guards = {
  status: (s: SubscriptionRow['status']) => eq(subscriptions.status, s),
  access: (a: SubscriptionRow['access']) => eq(subscriptions.access, a),
  periodEnd: (at: Date) => eq(subscriptions.currentPeriodEnd, at),
  eventBefore: (at: Date) => or(isNull(subscriptions.stripeEventAt), lte(subscriptions.stripeEventAt, at)),
  reminderNotSent: (days: number) =>
    sql`not (${subscriptions.remindersSent} @> ${JSON.stringify([days])}::jsonb)`,
} satisfies Record<string, (...a: never[]) => SQL | undefined>;

export const addReminder = (days: number) =>
  sql`${subscriptions.remindersSent} || ${JSON.stringify([days])}::jsonb` as unknown as number[];

/** Rows the sweep may have to move: trials, ended trials, unpaid, and periods that ended. */
export async function sweepCandidates(db: Db, now: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      or(
        inArray(subscriptions.status, ['trialing', 'expired', 'past_due']),
        and(
          eq(subscriptions.status, 'active'),
          or(eq(subscriptions.provider, 'manual'), lte(subscriptions.currentPeriodEnd, now)),
        ),
      ),
    );
}

/** Open manual invoices of a team past their due date. */
export async function overdueInvoices(db: Db, teamId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invoices)
    .where(
      and(
        eq(invoices.teamId, teamId),
        eq(invoices.status, 'open'),
        eq(invoices.provider, 'manual'),
        lte(invoices.dueAt, now),
      ),
    );
  return row?.n ?? 0;
}

export async function findByStripe(
  db: Db,
  ids: { subscriptionId?: string | null; customerId?: string | null },
): Promise<SubscriptionRow | undefined> {
  const conds: SQL[] = [];
  if (ids.subscriptionId) conds.push(eq(subscriptions.stripeSubscriptionId, ids.subscriptionId));
  if (ids.customerId) conds.push(eq(subscriptions.stripeCustomerId, ids.customerId));
  if (conds.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(or(...conds))
    .limit(1);
  return row;
}

/** Records a Stripe event by id; false when it was recorded before (a duplicate delivery). */
export async function recordStripeEvent(
  db: Db,
  e: { id: string; type: string; teamId: string | null; eventAt: Date; outcome: string },
): Promise<boolean> {
  const inserted = await db
    .insert(stripeEvents)
    .values(e)
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return inserted.length === 1;
}

export async function setStripeOutcome(db: Db, id: string, outcome: string, teamId: string | null) {
  await db.update(stripeEvents).set({ outcome, teamId }).where(eq(stripeEvents.id, id));
}

// Usage of a team.

/** Live sites that are not demo sites (a live version, not archived). */
export async function liveSites(db: Db, teamId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sites)
    .where(
      and(
        eq(sites.teamId, teamId),
        eq(sites.demo, false),
        isNotNull(sites.liveVersionId),
        sql`${sites.status} <> 'archived'`,
      ),
    );
  return row?.n ?? 0;
}

export async function members(db: Db, teamId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  return row?.n ?? 0;
}

export async function rankKeywords(db: Db, teamId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(siteKeywords)
    .where(and(eq(siteKeywords.teamId, teamId), eq(siteKeywords.demo, false)));
  return row?.n ?? 0;
}

/** Everyone in the team (pushes) and the owners' addresses (mails). */
export async function teamPeople(db: Db, teamId: string) {
  return db
    .select({ userId: teamMembers.userId, role: teamMembers.role, email: users.email, name: users.firstName })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId));
}

export async function teamName(db: Db, teamId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return row?.name;
}

// Billing details.

export async function details(db: Db, teamId: string) {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.teamId, teamId)).limit(1);
  return row;
}

export async function saveDetails(
  db: Db,
  teamId: string,
  patch: Partial<typeof billingDetails.$inferInsert>,
) {
  const [row] = await db
    .insert(billingDetails)
    .values({ ...patch, teamId })
    .onConflictDoUpdate({ target: billingDetails.teamId, set: { ...patch, updatedAt: new Date() } })
    .returning();
  return row;
}

// Platform admins' list of teams.

export interface AdminTeamRow {
  id: string;
  name: string;
  created_at: Date | string;
  owner_email: string | null;
  plan_id: string | null;
  status: string | null;
  trial_ends_at: Date | string | null;
  grace_ends_at: Date | string | null;
  current_period_end: Date | string | null;
  cancel_at_period_end: boolean | null;
  members: number | string;
  live_sites: number | string;
  total: number | string;
}

export async function adminTeams(
  db: Db,
  f: { q?: string; limit: number; offset: number; teamId?: string },
): Promise<AdminTeamRow[]> {
  const q = f.q?.trim();
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return rows<AdminTeamRow>(
    db,
    sql`
    select t.id, t.name, t.created_at, u.email as owner_email, s.plan_id, s.status, s.trial_ends_at,
           s.grace_ends_at, s.current_period_end, s.cancel_at_period_end,
           (select count(*) from team_members m where m.team_id = t.id) as members,
           (select count(*) from sites x where x.team_id = t.id and not x.demo
              and x.live_version_id is not null and x.status <> 'archived') as live_sites,
           count(*) over () as total
      from teams t
      left join users u on u.id = t.owner_id
      left join subscriptions s on s.team_id = t.id
     where true
       ${f.teamId ? sql`and t.id = ${f.teamId}` : sql``}
       ${like ? sql`and (t.name ilike ${like} or u.email ilike ${like})` : sql``}
     order by t.created_at desc, t.id
     limit ${f.limit} offset ${f.offset}`,
  );
}

export async function deleteStripeEvent(db: Db, id: string) {
  await db.delete(stripeEvents).where(eq(stripeEvents.id, id));
}
