import type { CampaignItemStatus, CampaignStatus } from '@sdp/shared';
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type CampaignItemRow,
  type CampaignRow,
  campaignItems,
  campaigns,
  providerCalls,
  seoOpportunities,
} from '../../db/schema/index';

export type { CampaignItemRow, CampaignRow };

// Campaigns and their items. Every read and write of the service filters team_id; the runner reads
// active campaigns of every team, then acts on each with its own team's id.

export interface NewCampaign {
  teamId: string;
  userId: string;
  name: string;
  kind: CampaignRow['kind'];
  startsOn: string;
  perDay: number;
  budgetUsd: number;
  options: Record<string, unknown>;
  items: { ref: string; label: string; siteId?: string | null }[];
}

export async function insertCampaign(db: Db, c: NewCampaign): Promise<CampaignRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({
        teamId: c.teamId,
        userId: c.userId,
        name: c.name,
        kind: c.kind,
        startsOn: c.startsOn,
        perDay: c.perDay,
        budgetUsd: c.budgetUsd.toFixed(2),
        options: c.options,
      })
      .returning();
    await tx.insert(campaignItems).values(
      c.items.map((item, position) => ({
        teamId: c.teamId,
        campaignId: row!.id,
        position,
        ref: item.ref,
        label: item.label,
        siteId: item.siteId ?? null,
      })),
    );
    return row!;
  });
}

export async function listCampaigns(db: Db, teamId: string, limit = 100): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(eq(campaigns.teamId, teamId))
    .orderBy(desc(campaigns.createdAt))
    .limit(limit);
}

/** Campaigns of the team that have not ended (the kill switch cancels them). */
export async function openCampaignIds(db: Db, teamId: string): Promise<string[]> {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.teamId, teamId),
        inArray(campaigns.status, ['scheduled', 'running', 'paused', 'budget-reached']),
      ),
    );
  return rows.map((r) => r.id);
}

export async function findCampaign(db: Db, teamId: string, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.teamId, teamId), eq(campaigns.id, id)));
  return row;
}

export async function itemsOf(db: Db, teamId: string, campaignId: string): Promise<CampaignItemRow[]> {
  return db
    .select()
    .from(campaignItems)
    .where(and(eq(campaignItems.teamId, teamId), eq(campaignItems.campaignId, campaignId)))
    .orderBy(asc(campaignItems.position));
}

/** Items per status of each campaign. */
export async function itemCounts(
  db: Db,
  teamId: string,
  ids: string[],
): Promise<Map<string, Record<string, number>>> {
  const out = new Map<string, Record<string, number>>();
  if (!ids.length) return out;
  const rows = await db
    .select({
      campaignId: campaignItems.campaignId,
      status: campaignItems.status,
      n: sql<number>`count(*)::int`,
    })
    .from(campaignItems)
    .where(and(eq(campaignItems.teamId, teamId), inArray(campaignItems.campaignId, ids)))
    .groupBy(campaignItems.campaignId, campaignItems.status);
  for (const r of rows) {
    const counts = out.get(r.campaignId) ?? {};
    counts[r.status] = Number(r.n);
    out.set(r.campaignId, counts);
  }
  return out;
}

/** Moves a campaign from one of `from` to `to`; undefined when it was in none of them. */
export async function setStatus(
  db: Db,
  teamId: string,
  id: string,
  from: CampaignStatus[],
  to: CampaignStatus,
  now: Date,
): Promise<CampaignRow | undefined> {
  const finished = ['completed', 'cancelled', 'budget-reached'].includes(to);
  const [row] = await db
    .update(campaigns)
    .set({ status: to, updatedAt: now, ...(finished ? { finishedAt: now } : {}) })
    .where(and(eq(campaigns.teamId, teamId), eq(campaigns.id, id), inArray(campaigns.status, from)))
    .returning();
  return row;
}

export async function setSpent(db: Db, teamId: string, id: string, spentUsd: number, now: Date) {
  await db
    .update(campaigns)
    .set({ spentUsd: spentUsd.toFixed(4), updatedAt: now })
    .where(and(eq(campaigns.teamId, teamId), eq(campaigns.id, id)));
}

/** Marks every pending item skipped (a cancelled campaign). */
export async function skipPending(db: Db, teamId: string, campaignId: string, now: Date) {
  await db
    .update(campaignItems)
    .set({ status: 'skipped', finishedAt: now })
    .where(
      and(
        eq(campaignItems.teamId, teamId),
        eq(campaignItems.campaignId, campaignId),
        eq(campaignItems.status, 'pending'),
      ),
    );
}

/** Campaigns the runner looks at, of every team: scheduled or running, or with an item running. */
export async function activeCampaigns(db: Db): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(
      or(
        inArray(campaigns.status, ['scheduled', 'running']),
        sql`exists (select 1 from ${campaignItems} i where i.campaign_id = ${campaigns.id}
          and i.team_id = ${campaigns.teamId} and i.status = 'running')`,
      ),
    )
    .orderBy(asc(campaigns.createdAt))
    .limit(1000);
}

/**
 * Takes the campaign for one run: last_run_at set now unless another process ran it less than
 * `leaseMs` ago. Two processes' runners thus never count a day's items at the same time.
 */
export async function leaseCampaign(db: Db, c: CampaignRow, now: Date, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(campaigns)
    .set({ lastRunAt: now })
    .where(
      and(
        eq(campaigns.id, c.id),
        eq(campaigns.teamId, c.teamId),
        or(isNull(campaigns.lastRunAt), lt(campaigns.lastRunAt, new Date(now.getTime() - leaseMs))),
      ),
    )
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

/** Claims a pending item to start it (one process wins). */
export async function claimItem(
  db: Db,
  teamId: string,
  itemId: string,
  estimatedUsd: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(campaignItems)
    .set({ status: 'running', startedAt: now, estimatedUsd: estimatedUsd.toFixed(4) })
    .where(
      and(
        eq(campaignItems.teamId, teamId),
        eq(campaignItems.id, itemId),
        eq(campaignItems.status, 'pending'),
      ),
    )
    .returning({ id: campaignItems.id });
  return rows.length > 0;
}

export async function updateItem(
  db: Db,
  teamId: string,
  itemId: string,
  set: Partial<{
    status: CampaignItemStatus;
    jobRef: string | null;
    siteId: string | null;
    error: string | null;
    costUsd: string | null;
    finishedAt: Date | null;
  }>,
) {
  await db
    .update(campaignItems)
    .set(set)
    .where(and(eq(campaignItems.teamId, teamId), eq(campaignItems.id, itemId)));
}

/** What the team's meter recorded in [from, to): the metered cost of work run in that window. */
export async function meteredBetween(db: Db, teamId: string, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ usd: sql<string | null>`sum(${providerCalls.costUsd})` })
    .from(providerCalls)
    .where(
      and(
        eq(providerCalls.teamId, teamId),
        gte(providerCalls.createdAt, from),
        lt(providerCalls.createdAt, to),
      ),
    );
  return Number(row?.usd ?? 0);
}

/** Mean cost of the team's last metered LLM builds, and how many it rests on. */
export async function recentLlmCost(
  db: Db,
  teamId: string,
  providerId: string,
): Promise<{ mean: number; n: number }> {
  const rows = await db
    .select({ usd: providerCalls.costUsd })
    .from(providerCalls)
    .where(and(eq(providerCalls.teamId, teamId), eq(providerCalls.providerId, providerId)))
    .orderBy(desc(providerCalls.createdAt))
    .limit(20);
  if (!rows.length) return { mean: 0, n: 0 };
  return { mean: rows.reduce((s, r) => s + Number(r.usd), 0) / rows.length, n: rows.length };
}

/** The team's SEO opportunities among `ids` (title, automated, status). */
export async function teamOpportunities(db: Db, teamId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: seoOpportunities.id,
      title: seoOpportunities.title,
      automated: seoOpportunities.automated,
      status: seoOpportunities.status,
      siteId: seoOpportunities.siteId,
    })
    .from(seoOpportunities)
    .where(and(eq(seoOpportunities.teamId, teamId), inArray(seoOpportunities.id, ids)));
}
