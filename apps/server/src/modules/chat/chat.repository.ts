import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chatReads, chats, sites, teamMembers, users } from '../../db/schema/index';

// Chats, their messages and read marks (docs/chat.md). Every query of a chat's rows is scoped to
// the team; the room resolver alone maps a bare chat id to its team.

export type ChatRow = typeof chats.$inferSelect;

export interface MessageRow {
  id: string;
  chatId: string;
  userId: string | null;
  body: string;
  clientTimestamp: Date | null;
  mentions: string[];
  createdAt: Date;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

const messageColumns = {
  id: chatMessages.id,
  chatId: chatMessages.chatId,
  userId: chatMessages.userId,
  body: chatMessages.body,
  clientTimestamp: chatMessages.clientTimestamp,
  mentions: chatMessages.mentions,
  createdAt: chatMessages.createdAt,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** The team's chat, made the first time it is asked for. */
export async function teamChat(db: Db, teamId: string): Promise<ChatRow> {
  await db
    .insert(chats)
    .values({ teamId, kind: 'team' })
    .onConflictDoNothing({ target: chats.teamId, where: sql`${chats.kind} = 'team'` });
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.teamId, teamId), eq(chats.kind, 'team')));
  return row!;
}

/** The team's site and its name, or null when the site is not the team's. */
export async function teamSite(db: Db, teamId: string, siteId: string) {
  const [row] = await db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.teamId, teamId)));
  return row ?? null;
}

/**
 * The chat of a site of the team, made the first time it is asked for. A site handed over to another
 * team (an account deletion) takes its chat and messages along.
 */
export async function siteChat(db: Db, teamId: string, siteId: string): Promise<ChatRow> {
  await db
    .insert(chats)
    .values({ teamId, kind: 'site', siteId })
    .onConflictDoNothing({ target: chats.siteId, where: sql`${chats.siteId} is not null` });
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(chats)
      .set({ teamId })
      .where(and(eq(chats.siteId, siteId), sql`${chats.teamId} <> ${teamId}`))
      .returning({ id: chats.id });
    for (const { id } of moved) {
      await tx.update(chatMessages).set({ teamId }).where(eq(chatMessages.chatId, id));
      await tx.delete(chatReads).where(eq(chatReads.chatId, id));
    }
  });
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.siteId, siteId), eq(chats.teamId, teamId)));
  return row!;
}

/** A chat of the team with its site's name, or null (unknown, or another team's). */
export async function chatOfTeam(db: Db, teamId: string, chatId: string) {
  const [row] = await db
    .select({ chat: chats, siteName: sites.name })
    .from(chats)
    .leftJoin(sites, eq(sites.id, chats.siteId))
    .where(and(eq(chats.id, chatId), eq(chats.teamId, teamId)));
  return row ?? null;
}

/** The team that owns a chat, or null: the realtime room resolver. */
export async function teamOfChat(db: Db, chatId: string): Promise<string | null> {
  const [row] = await db.select({ teamId: chats.teamId }).from(chats).where(eq(chats.id, chatId));
  return row?.teamId ?? null;
}

export async function isMember(db: Db, userId: string, teamId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return Boolean(row);
}

/** The team's members, oldest first: who may be mentioned. */
export async function members(db: Db, teamId: string) {
  return db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.createdAt));
}

export async function insertMessage(
  db: Db,
  values: {
    chatId: string;
    teamId: string;
    userId: string;
    body: string;
    clientTimestamp: Date | null;
    mentions: string[];
  },
): Promise<MessageRow> {
  const [row] = await db.insert(chatMessages).values(values).returning({ id: chatMessages.id });
  return (await messagesByIds(db, values.teamId, [row!.id]))[0]!;
}

async function messagesByIds(db: Db, teamId: string, ids: string[]): Promise<MessageRow[]> {
  if (!ids.length) return [];
  return db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.userId))
    .where(and(eq(chatMessages.teamId, teamId), inArray(chatMessages.id, ids)));
}

/**
 * A page of a chat's messages, newest first: `limit` messages before the message `before` (keyset on
 * server time, then id), plus one more to tell whether there are older ones.
 */
export async function history(
  db: Db,
  teamId: string,
  chatId: string,
  before: string | undefined,
  limit: number,
): Promise<MessageRow[]> {
  const older = before
    ? sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (select m.created_at, m.id from chat_messages m where m.id = ${before} and m.chat_id = ${chatId})`
    : undefined;
  return db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.userId))
    .where(and(eq(chatMessages.teamId, teamId), eq(chatMessages.chatId, chatId), older))
    .orderBy(sql`${chatMessages.createdAt} desc nulls last`, sql`${chatMessages.id} desc nulls last`)
    .limit(limit + 1);
}

/** Whether `before` is a message of that chat (an unknown cursor is a client mistake). */
export async function messageInChat(db: Db, teamId: string, chatId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.chatId, chatId), eq(chatMessages.teamId, teamId)));
  return Boolean(row);
}

/** The team's chats with their site names, the team chat first, then by creation. */
export async function chatsOfTeam(db: Db, teamId: string) {
  return db
    .select({ chat: chats, siteName: sites.name })
    .from(chats)
    .leftJoin(sites, eq(sites.id, chats.siteId))
    .where(eq(chats.teamId, teamId))
    .orderBy(sql`${chats.kind} = 'team' desc`, asc(chats.createdAt));
}

/** Per chat of the team: messages of others the user has not read yet. */
export async function unreadCounts(db: Db, teamId: string, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ chatId: chatMessages.chatId, n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .leftJoin(chatReads, and(eq(chatReads.chatId, chatMessages.chatId), eq(chatReads.userId, userId)))
    .where(
      and(
        eq(chatMessages.teamId, teamId),
        sql`${chatMessages.userId} is distinct from ${userId}`,
        sql`(${chatReads.lastReadAt} is null or ${chatMessages.createdAt} > ${chatReads.lastReadAt})`,
      ),
    )
    .groupBy(chatMessages.chatId);
  return new Map(rows.map((r) => [r.chatId, Number(r.n)]));
}

/** The newest message of each of the team's chats. */
export async function lastMessages(db: Db, teamId: string): Promise<Map<string, MessageRow>> {
  const rows = await db
    .selectDistinctOn([chatMessages.chatId], messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.userId))
    .where(eq(chatMessages.teamId, teamId))
    .orderBy(chatMessages.chatId, desc(chatMessages.createdAt), desc(chatMessages.id));
  return new Map(rows.map((r) => [r.chatId, r]));
}

/** Marks the chat read by the user up to now (the server's clock, as messages are ordered). */
export async function markRead(db: Db, chatId: string, userId: string): Promise<void> {
  await db
    .insert(chatReads)
    .values({ chatId, userId, lastReadAt: sql`now()` })
    .onConflictDoUpdate({
      target: [chatReads.chatId, chatReads.userId],
      set: { lastReadAt: sql`greatest(${chatReads.lastReadAt}, now())` },
    });
}
