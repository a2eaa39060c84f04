import type { Campaign, CampaignDetail, CampaignStatus, createCampaignSchema } from '@sdp/shared';
import type { z } from 'zod';
import type { Actor, TeamActor } from '../../lib/actor';
import { emitAudit } from '../../lib/audit';
import type { ServiceDeps } from '../../lib/deps';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { localDay, zoneOf } from '../../lib/periods';
import { type ItemWork, runDue } from './campaign-runner';
import { countsOf, detailOf, planOf, presentCampaign } from './campaign-view';
import * as repo from './campaigns.repository';

// Campaigns (docs/campaigns.md): a batch of markets (one goldmine site built and deployed each) or
// SEO opportunities (one implementation each), started at perDay a local day from startsOn, under
// a budget cap. Team-scoped: another team's campaign answers 404.

export type CampaignsService = ReturnType<typeof createCampaignsService>;
type CreateInput = z.output<typeof createCampaignSchema>;

export interface CampaignsPorts {
  /** Label of a market id, null when unknown (the discovery module's market). */
  marketLabel(id: string): Promise<string | null>;
  work: { markets: ItemWork; opportunities: ItemWork | null };
  /** The LLM writer is configured (its builds are metered); else builds cost nothing. */
  llmConfigured: boolean;
  llmProviderId: string;
  push(teamId: string, campaign: Campaign): void;
  now?: () => Date;
}

const RUN_EVERY_MS = 60_000;

export function createCampaignsService(deps: ServiceDeps, ports: CampaignsPorts) {
  const { db, log } = deps;
  const now = ports.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  async function estimate(teamId: string): Promise<number> {
    if (!ports.llmConfigured) return 0;
    return (await repo.recentLlmCost(db, teamId, ports.llmProviderId)).mean;
  }

  function summary(row: repo.CampaignRow, items: repo.CampaignItemRow[], at: Date): Campaign {
    return presentCampaign(row, countsOf(items), planOf(row, items, at), ports.llmConfigured);
  }

  const runnerPorts = {
    db,
    log,
    work: ports.work,
    estimate,
    changed: (row: repo.CampaignRow) => {
      void repo
        .itemsOf(db, row.teamId, row.id)
        .then((items) => ports.push(row.teamId, summary(row, items, now())))
        .catch((err) => log.warn({ err }, 'campaign: push failed'));
    },
  };

  async function load(actor: TeamActor, id: string) {
    const row = await repo.findCampaign(db, actor.teamId, id);
    if (!row) throw new NotFoundError('Campaign');
    return row;
  }

  async function detail(actor: TeamActor, row: repo.CampaignRow): Promise<CampaignDetail> {
    const items = await repo.itemsOf(db, actor.teamId, row.id);
    // Live progress of running items (read only: the runner records their outcome).
    const progress = new Map<string, number>();
    const work = row.kind === 'markets' ? ports.work.markets : ports.work.opportunities;
    for (const i of items) {
      if (i.status !== 'running' || !i.jobRef || !work) continue;
      const s = await work.status(actor, i.ref, i.jobRef).catch(() => null);
      if (s) progress.set(i.id, s.progress);
    }
    return detailOf(row, items, now(), ports.llmConfigured, progress);
  }

  async function labels(
    actor: TeamActor,
    input: CreateInput,
  ): Promise<{ ref: string; label: string; siteId?: string | null }[]> {
    const ids = [...new Set(input.items)];
    if (ids.length !== input.items.length) throw new ValidationError('items: an id is listed twice');
    if (input.kind === 'markets') {
      const out: { ref: string; label: string }[] = [];
      for (const [i, id] of ids.entries()) {
        const label = /^[a-z0-9-]+~[A-Za-z0-9-]+$/.test(id) ? await ports.marketLabel(id) : null;
        if (!label) throw new ValidationError(`items.${i}: unknown market ${id.slice(0, 80)}`);
        out.push({ ref: id, label });
      }
      return out;
    }
    if (!ports.work.opportunities) {
      throw new ValidationError('kind: SEO opportunity campaigns are not available on this server');
    }
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const bad = ids.findIndex((id) => !uuid.test(id));
    if (bad >= 0) throw new ValidationError(`items.${bad}: not an SEO opportunity id`);
    const rows = new Map((await repo.teamOpportunities(db, actor.teamId, ids)).map((r) => [r.id, r]));
    return ids.map((id, i) => {
      const r = rows.get(id);
      if (!r) throw new ValidationError(`items.${i}: no such SEO opportunity`);
      if (!r.automated) throw new ValidationError(`items.${i}: "${r.title}" is not automated (manual steps)`);
      if (r.status === 'implementing' || r.status === 'implemented') {
        throw new ValidationError(`items.${i}: "${r.title}" is already ${r.status}`);
      }
      return { ref: id, label: r.title, siteId: r.siteId };
    });
  }

  async function transition(
    actor: TeamActor,
    id: string,
    from: CampaignStatus[],
    to: CampaignStatus,
    verb: string,
  ) {
    const row = await load(actor, id);
    const at = now();
    const updated = await repo.setStatus(db, actor.teamId, id, from, to, at);
    if (!updated) throw new ConflictError(`This campaign is ${row.status}; it cannot be ${verb}`);
    if (to === 'cancelled') await repo.skipPending(db, actor.teamId, id, at);
    emitAudit(deps, {
      kind: `campaign.${verb}`,
      teamId: actor.teamId,
      userId: actor.userId,
      summary: `Campaign "${row.name}" ${verb}`,
      target: { type: 'campaign', id },
    });
    runnerPorts.changed(updated);
    return detail(actor, updated);
  }

  return {
    async create(actor: Actor, input: CreateInput): Promise<CampaignDetail> {
      const zone = zoneOf(actor);
      const today = localDay(now(), zone);
      if (input.startsOn < today) throw new ValidationError(`startsOn: must be today (${today}) or later`);
      const items = await labels(actor, input);
      const row = await repo.insertCampaign(db, {
        teamId: actor.teamId,
        userId: actor.userId,
        name: input.name,
        kind: input.kind,
        startsOn: input.startsOn,
        perDay: input.perDay,
        budgetUsd: input.budgetUsd,
        options: { ...input.options, timezone: zone },
        items,
      });
      emitAudit(deps, {
        kind: 'campaign.created',
        teamId: actor.teamId,
        userId: actor.userId,
        summary: `Campaign "${row.name}" created: ${items.length} ${input.kind}, ${input.perDay} a day from ${input.startsOn}`,
        target: { type: 'campaign', id: row.id },
      });
      return detail(actor, row);
    },

    async list(actor: TeamActor): Promise<Campaign[]> {
      const rows = await repo.listCampaigns(db, actor.teamId);
      const counts = await repo.itemCounts(
        db,
        actor.teamId,
        rows.map((r) => r.id),
      );
      const at = now();
      return rows.map((r) => {
        const c = counts.get(r.id) ?? {};
        const pendingItems = Array.from({ length: c.pending ?? 0 }, () => ({
          status: 'pending' as const,
          startedAt: null,
        }));
        return presentCampaign(r, c, planOf(r, pendingItems, at), ports.llmConfigured);
      });
    },

    async get(actor: TeamActor, id: string) {
      return detail(actor, await load(actor, id));
    },

    pause: (actor: Actor, id: string) => transition(actor, id, ['scheduled', 'running'], 'paused', 'paused'),
    resume: (actor: Actor, id: string) => transition(actor, id, ['paused'], 'running', 'resumed'),
    cancel: (actor: Actor, id: string) =>
      transition(actor, id, ['scheduled', 'running', 'paused', 'budget-reached'], 'cancelled', 'cancelled'),

    /** The kill switch: cancels every campaign of the team that has not ended; answers how many. */
    async cancelAllForTeam(actor: TeamActor): Promise<number> {
      let stopped = 0;
      for (const id of await repo.openCampaignIds(db, actor.teamId)) {
        const from: CampaignStatus[] = ['scheduled', 'running', 'paused', 'budget-reached'];
        // One that ended meanwhile answers 409: nothing left to stop.
        if (
          await transition(actor, id, from, 'cancelled', 'cancelled').then(
            () => true,
            () => false,
          )
        )
          stopped++;
      }
      return stopped;
    },

    /** One pass of the runner at `at` (the minute timer calls it; tests call it with their clock). */
    async tick(at: Date = now()) {
      await runDue(runnerPorts, at);
    },

    start() {
      timer = setInterval(() => {
        if (running) return;
        running = runDue(runnerPorts, now())
          .catch((err) => log.error({ err }, 'campaign runner failed'))
          .finally(() => {
            running = null;
          });
      }, RUN_EVERY_MS);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
