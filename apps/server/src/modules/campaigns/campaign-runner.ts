import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { TeamActor } from '../../lib/actor';
import { dayStartIn, localDay } from '../../lib/periods';
import { zoneOfCampaign } from './campaign-view';
import * as repo from './campaigns.repository';

// The campaign runner (docs/campaigns.md#runner): every minute, one cheap query for scheduled and
// running campaigns; for each (leased, so two processes never count the same day at once) it
// follows its running items' work, then starts pending items from startsOn on, at most perDay per
// local day, each only if spend + what is running + its estimate stay within the budget. The work
// itself is durable elsewhere: a deploy job of the jobs module, or an SEO opportunity's
// implementation; the item row keeps its id (job_ref).

/** Where an item's work stands. */
export interface WorkState {
  state: 'running' | 'done' | 'failed';
  progress: number;
  siteId?: string | null;
  error?: string | null;
}

/** Starts and follows the work of one kind of item. */
export interface ItemWork {
  start(
    actor: TeamActor,
    ref: string,
    options: Record<string, unknown>,
  ): Promise<{ jobRef: string; siteId?: string | null }>;
  status(actor: TeamActor, ref: string, jobRef: string): Promise<WorkState>;
}

export interface RunnerPorts {
  db: Db;
  log: FastifyBaseLogger;
  work: { markets: ItemWork; opportunities: ItemWork | null };
  /** USD one item is expected to cost (the team's recent metered LLM builds; 0 without an LLM). */
  estimate(teamId: string): Promise<number>;
  changed(row: repo.CampaignRow): void;
}

const LEASE_MS = 30_000;

const actorOf = (c: repo.CampaignRow): TeamActor | null =>
  c.userId ? { userId: c.userId, teamId: c.teamId } : null;

/** The item's metered cost: the team's meter rows while it ran. */
async function costOf(db: Db, item: repo.CampaignItemRow, until: Date) {
  return item.startedAt ? repo.meteredBetween(db, item.teamId, item.startedAt, until) : 0;
}

/** Brings running items up to date with their work; answers the progress of those still running. */
export async function followItems(
  ports: RunnerPorts,
  c: repo.CampaignRow,
  items: repo.CampaignItemRow[],
  now: Date,
): Promise<{ changed: boolean; progress: Map<string, number> }> {
  const actor = actorOf(c);
  const work = c.kind === 'markets' ? ports.work.markets : ports.work.opportunities;
  const progress = new Map<string, number>();
  let changed = false;
  for (const item of items) {
    if (item.status !== 'running' || !item.jobRef || !actor || !work) continue;
    let s: WorkState;
    try {
      s = await work.status(actor, item.ref, item.jobRef);
    } catch (err) {
      s = { state: 'failed', progress: 0, error: err instanceof Error ? err.message : String(err) };
    }
    progress.set(item.id, s.progress);
    if (s.state === 'running') continue;
    const cost = await costOf(ports.db, item, now);
    Object.assign(item, {
      status: s.state,
      siteId: s.siteId ?? item.siteId,
      error: s.error ?? null,
      costUsd: cost.toFixed(4),
      finishedAt: now,
    });
    await repo.updateItem(ports.db, c.teamId, item.id, {
      status: s.state,
      siteId: item.siteId,
      error: item.error,
      costUsd: item.costUsd,
      finishedAt: now,
    });
    changed = true;
  }
  return { changed, progress };
}

/** Spent so far: finished items' metered cost, and what running ones metered until now. */
async function spentOf(db: Db, items: repo.CampaignItemRow[], now: Date): Promise<number> {
  let spent = 0;
  for (const i of items) {
    if (i.costUsd !== null) spent += Number(i.costUsd);
    else if (i.status === 'running') spent += await costOf(db, i, now);
  }
  return spent;
}

/** One run of one campaign. */
export async function runCampaign(ports: RunnerPorts, c: repo.CampaignRow, now: Date): Promise<void> {
  const { db } = ports;
  const items = await repo.itemsOf(db, c.teamId, c.id);
  const followed = await followItems(ports, c, items, now);
  let changed = followed.changed;
  const spent = await spentOf(db, items, now);
  if (Math.abs(spent - Number(c.spentUsd)) > 1e-6) {
    await repo.setSpent(db, c.teamId, c.id, spent, now);
    c.spentUsd = spent.toFixed(4);
    changed = true;
  }

  if (c.status !== 'scheduled' && c.status !== 'running') {
    // Paused, cancelled or out of budget: its running items are followed, nothing starts.
    if (changed) ports.changed((await repo.findCampaign(db, c.teamId, c.id)) ?? c);
    return;
  }
  const zone = zoneOfCampaign(c);
  const today = localDay(now, zone);
  const actor = actorOf(c);
  const work = c.kind === 'markets' ? ports.work.markets : ports.work.opportunities;
  const pending = items.filter((i) => i.status === 'pending');
  if (today >= c.startsOn && pending.length && actor && work) {
    const dayStart = dayStartIn(today, zone);
    const startedToday = items.filter((i) => i.startedAt && i.startedAt >= dayStart).length;
    const budget = Number(c.budgetUsd);
    // Running items count with their whole estimate (their metered part is also in `spent`: on the safe side).
    let committed = items
      .filter((i) => i.status === 'running')
      .reduce((s, i) => s + Number(i.estimatedUsd), 0);
    for (const item of pending.slice(0, Math.max(0, c.perDay - startedToday))) {
      const estimate = await ports.estimate(c.teamId);
      if (spent + committed + estimate > budget + 1e-9) {
        const row = await repo.setStatus(db, c.teamId, c.id, ['scheduled', 'running'], 'budget-reached', now);
        if (row) ports.changed(row);
        return;
      }
      if (!(await repo.claimItem(db, c.teamId, item.id, estimate, now))) continue;
      committed += estimate;
      changed = true;
      try {
        const started = await work.start(actor, item.ref, c.options);
        await repo.updateItem(db, c.teamId, item.id, {
          jobRef: started.jobRef,
          siteId: started.siteId ?? null,
        });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        ports.log.warn({ err, campaignId: c.id, itemId: item.id }, 'campaign: an item failed to start');
        await repo.updateItem(db, c.teamId, item.id, {
          status: 'failed',
          error: message.slice(0, 500),
          finishedAt: now,
        });
      }
    }
    if (c.status === 'scheduled') {
      const row = await repo.setStatus(db, c.teamId, c.id, ['scheduled'], 'running', now);
      if (row) Object.assign(c, row);
    }
  }

  const after = await repo.itemsOf(db, c.teamId, c.id);
  if (after.every((i) => i.status !== 'pending' && i.status !== 'running')) {
    const row = await repo.setStatus(db, c.teamId, c.id, ['scheduled', 'running'], 'completed', now);
    if (row) {
      ports.changed(row);
      return;
    }
  }
  if (changed) ports.changed((await repo.findCampaign(db, c.teamId, c.id)) ?? c);
}

/** One pass over every active campaign. */
export async function runDue(ports: RunnerPorts, now: Date): Promise<void> {
  for (const c of await repo.activeCampaigns(ports.db)) {
    if (c.startsOn > localDay(now, zoneOfCampaign(c)) && c.status === 'scheduled') continue;
    if (!(await repo.leaseCampaign(ports.db, c, now, LEASE_MS))) continue;
    try {
      await runCampaign(ports, c, now);
    } catch (err) {
      ports.log.error({ err, campaignId: c.id }, 'campaign: run failed');
    }
  }
}
