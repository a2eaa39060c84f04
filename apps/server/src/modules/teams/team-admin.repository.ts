import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamInvitations, teamMembers, teams, users } from '../../db/schema/index';
import type { TeamRole } from '../../lib/actor';

// Teams, their members and invitations (docs/teams.md). Membership changes that must respect "the
// last owner stays" run in a transaction that locks the team row first, so two owners leaving at
// once cannot both succeed.

export interface TeamRow {
  id: string;
  name: string;
  personal: boolean;
  ownerId: string;
  createdAt: Date;
}

export interface MembershipView extends TeamRow {
  role: TeamRole;
  memberCount: number;
}

const memberCount = sql<number>`(select count(*)::int from team_members m where m.team_id = ${teams.id})`;

/** The teams a user is a member of, with their role there and the member count. */
function membershipsOf(db: Db) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      personal: teams.personal,
      ownerId: teams.ownerId,
      createdAt: teams.createdAt,
      role: teamMembers.role,
      memberCount,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId));
}

/** Every team of a user; personal first, then oldest. */
export async function teamsOf(db: Db, userId: string): Promise<MembershipView[]> {
  return membershipsOf(db)
    .where(eq(teamMembers.userId, userId))
    .orderBy(sql`${teams.personal} desc`, asc(teamMembers.createdAt));
}

/** One team as seen by a member; undefined when the user is not a member (or it does not exist). */
export async function teamOf(db: Db, userId: string, teamId: string): Promise<MembershipView | undefined> {
  const [row] = await membershipsOf(db).where(
    and(eq(teamMembers.userId, userId), eq(teamMembers.teamId, teamId)),
  );
  return row;
}

export async function countTeamsCreated(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teams)
    .where(and(eq(teams.ownerId, userId), eq(teams.personal, false)));
  return row?.n ?? 0;
}

export async function createTeam(db: Db, userId: string, name: string): Promise<TeamRow> {
  return db.transaction(async (tx) => {
    const [team] = await tx.insert(teams).values({ name, ownerId: userId, personal: false }).returning();
    if (!team) throw new Error('team insert returned nothing');
    await tx.insert(teamMembers).values({ teamId: team.id, userId, role: 'owner' });
    return team;
  });
}

export async function renameTeam(db: Db, teamId: string, name: string) {
  await db.update(teams).set({ name }).where(eq(teams.id, teamId));
}

/** Deletes a team and (by cascade) everything it owns; answers the members it had. */
export async function deleteTeam(db: Db, teamId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const members = await tx
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, teamId));
    await tx.delete(teams).where(eq(teams.id, teamId));
    return members.map((m) => m.userId);
  });
}

export async function membersOf(db: Db, teamId: string) {
  return db
    .select({
      userId: teamMembers.userId,
      role: teamMembers.role,
      joinedAt: teamMembers.createdAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.createdAt));
}

export async function memberRole(db: Db, teamId: string, userId: string): Promise<TeamRole | undefined> {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row?.role;
}

export type OwnerGuardResult = 'done' | 'not-member' | 'last-owner';

/**
 * Removes a member, or changes their role, unless that leaves the team without an owner. The team
 * row is locked for the check, so concurrent changes are serialised.
 */
export async function changeMembership(
  db: Db,
  teamId: string,
  userId: string,
  change: { remove: true } | { role: TeamRole },
): Promise<OwnerGuardResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from teams where id = ${teamId} for update`);
    const [current] = await tx
      .select({ role: teamMembers.role })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    if (!current) return 'not-member';
    const losesOwner = current.role === 'owner' && ('remove' in change || change.role !== 'owner');
    if (losesOwner) {
      const [owners] = await tx
        .select({ n: count() })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'owner')));
      if ((owners?.n ?? 0) <= 1) return 'last-owner';
    }
    if ('remove' in change) {
      await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
      // teams.owner_id names an owner still in the team (deleting that user's account must not take the team).
      await tx.execute(sql`
        update teams set owner_id = (
          select user_id from team_members where team_id = ${teamId} and role = 'owner' order by created_at limit 1)
        where id = ${teamId} and owner_id = ${userId}`);
    } else {
      await tx
        .update(teamMembers)
        .set({ role: change.role })
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    }
    return 'done';
  });
}

export async function setCurrentTeam(db: Db, userId: string, teamId: string | null) {
  await db.update(users).set({ currentTeamId: teamId }).where(eq(users.id, userId));
}

/** Members plus pending invitations: the seats a team uses. */
export async function seatsUsed(db: Db, teamId: string, now: Date): Promise<number> {
  const result = (await db.execute(sql`
    select (select count(*) from team_members where team_id = ${teamId})
         + (select count(*) from team_invitations where team_id = ${teamId}
              and accepted_at is null and revoked_at is null and expires_at > ${now.toISOString()}) as n`)) as unknown as {
    rows: Array<{ n: number | string }>;
  };
  return Number(result.rows[0]?.n ?? 0);
}

export async function isMemberByEmail(db: Db, teamId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(users.email, email)))
    .limit(1);
  return rows.length > 0;
}

export async function pendingInvitations(db: Db, teamId: string, now: Date) {
  return db
    .select({
      id: teamInvitations.id,
      email: teamInvitations.email,
      role: teamInvitations.role,
      createdAt: teamInvitations.createdAt,
      expiresAt: teamInvitations.expiresAt,
      inviterFirst: users.firstName,
      inviterLast: users.lastName,
      inviterEmail: users.email,
    })
    .from(teamInvitations)
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(
      and(
        eq(teamInvitations.teamId, teamId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
        gt(teamInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(teamInvitations.createdAt));
}

/** A new invitation; an earlier pending one to the same address in the team is revoked (re-sent). */
export async function createInvitation(
  db: Db,
  row: {
    teamId: string;
    email: string;
    role: 'admin' | 'member';
    invitedBy: string;
    tokenHash: string;
    expiresAt: Date;
  },
) {
  return db.transaction(async (tx) => {
    await tx
      .update(teamInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(teamInvitations.teamId, row.teamId),
          eq(teamInvitations.email, row.email),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.revokedAt),
        ),
      );
    const [inv] = await tx.insert(teamInvitations).values(row).returning();
    if (!inv) throw new Error('invitation insert returned nothing');
    return inv;
  });
}

/** Revokes a pending invitation of the team; false when there is none such. */
export async function revokeInvitation(db: Db, teamId: string, invitationId: string): Promise<boolean> {
  const rows = await db
    .update(teamInvitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(teamInvitations.id, invitationId),
        eq(teamInvitations.teamId, teamId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    )
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

/** An invitation by its token's hash, with its team's name and the inviter's name. */
export async function invitationByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      invitation: teamInvitations,
      teamName: teams.name,
      inviterFirst: users.firstName,
      inviterLast: users.lastName,
      inviterEmail: users.email,
    })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(eq(teamInvitations.tokenHash, tokenHash));
  return row;
}

/**
 * Accepts a pending invitation for a user, once: marks it accepted and adds the member in one
 * transaction; false when it was accepted, revoked or expired meanwhile.
 */
export async function acceptInvitation(
  db: Db,
  invitationId: string,
  userId: string,
  now: Date,
): Promise<{ teamId: string } | null> {
  return db.transaction(async (tx) => {
    const [inv] = await tx
      .update(teamInvitations)
      .set({ acceptedAt: now, acceptedBy: userId })
      .where(
        and(
          eq(teamInvitations.id, invitationId),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.revokedAt),
          gt(teamInvitations.expiresAt, now),
        ),
      )
      .returning({ teamId: teamInvitations.teamId, role: teamInvitations.role });
    if (!inv) return null;
    await tx.insert(teamMembers).values({ teamId: inv.teamId, userId, role: inv.role }).onConflictDoNothing();
    await tx.update(users).set({ currentTeamId: inv.teamId }).where(eq(users.id, userId));
    return { teamId: inv.teamId };
  });
}

/** The e-mail, name and verification of a user (the inviter, the accepting account). */
export async function userContact(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row && { ...row, verified: row.emailVerifiedAt !== null };
}

/** Team-owned tables whose user_id (who made the row) cascades on the user's deletion. */
const HANDED_OVER = ['sites', 'deploy_jobs', 'renters', 'saved_opportunities'] as const;

/**
 * Before an account is deleted, every team it shares stays with its other members: where it is the
 * last owner, the heir (its oldest admin, else its oldest member) becomes owner; teams naming it in
 * owner_id name another owner; the rows it made in those teams are handed to that owner (these
 * tables cascade on their maker). Teams it is the only member of go with it. Answers the promoted.
 */
export async function releaseOwnership(
  db: Db,
  userId: string,
): Promise<Array<{ teamId: string; heirId: string }>> {
  return db.transaction(async (tx) => {
    const promoted = (await tx.execute(sql`
      with orphaned as (
        select t.id from teams t
        join team_members me on me.team_id = t.id and me.user_id = ${userId} and me.role = 'owner'
        where not exists (select 1 from team_members o where o.team_id = t.id and o.user_id <> ${userId} and o.role = 'owner')
      ),
      heirs as (
        select distinct on (m.team_id) m.team_id, m.user_id from team_members m
        join orphaned on orphaned.id = m.team_id
        where m.user_id <> ${userId}
        order by m.team_id, (m.role = 'admin') desc, m.created_at
      )
      update team_members m set role = 'owner' from heirs
      where m.team_id = heirs.team_id and m.user_id = heirs.user_id
      returning m.team_id as "teamId", m.user_id as "heirId"`)) as unknown as {
      rows: Array<{ teamId: string; heirId: string }>;
    };
    await tx.execute(sql`
      update teams t set owner_id = (
        select o.user_id from team_members o
        where o.team_id = t.id and o.user_id <> ${userId} and o.role = 'owner'
        order by o.created_at limit 1)
      where t.owner_id = ${userId}
        and exists (select 1 from team_members o where o.team_id = t.id and o.user_id <> ${userId} and o.role = 'owner')`);
    for (const table of HANDED_OVER) {
      await tx.execute(sql`
        update ${sql.identifier(table)} x set user_id = t.owner_id
        from teams t
        where x.team_id = t.id and x.user_id = ${userId} and t.owner_id <> ${userId}`);
    }
    return promoted.rows;
  });
}

/** The team's plan (docs/billing.md#limits): read here, as the billing module depends on teams. */
export async function planOf(db: Db, teamId: string): Promise<string> {
  const result = (await db.execute(
    sql`select plan_id from subscriptions where team_id = ${teamId}`,
  )) as unknown as { rows: Array<{ plan_id: string }> };
  return result.rows[0]?.plan_id ?? 'trial';
}

export async function membersCount(db: Db, teamId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  return row?.n ?? 0;
}
