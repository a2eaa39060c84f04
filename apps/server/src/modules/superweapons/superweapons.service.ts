import type {
  AutomationAction,
  AutomationRule,
  AutomationRun,
  AutomationState,
  CampaignDetail,
  CreateCampaign,
  createAutomationRuleSchema,
  FeedItem,
  startAutomationCampaignSchema,
  updateAutomationRuleSchema,
} from '@sdp/shared';
import type { z } from 'zod';
import type { Actor, TeamActor } from '../../lib/actor';
import { emitAudit } from '../../lib/audit';
import type { ServiceDeps } from '../../lib/deps';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { authorize } from '../../policies/index';
import { presentFeed } from './feed';
import { feedRows } from './feed.repository';
import {
  buildMarketMatches,
  type Matches,
  type MatchPorts,
  parseParams,
  type RuleKind,
  staleSiteMatches,
} from './rules';
import * as repo from './superweapons.repository';

// The superweapons control room (docs/superweapons.md): automation rules, dry and real runs, campaigns
// from a rule's matches, the live feed, the kill switch. Other modules' work is started and stopped
// through their services (the ports below), never their tables.

export interface SuperweaponsPorts {
  search: MatchPorts['search'];
  /** Builds and deploys markets: one batch deploy job (jobs service). */
  buildMarkets(actor: TeamActor, marketIds: string[]): Promise<{ jobId: string }>;
  /** Regenerates a site and deploys the new version (sites and jobs services). */
  refreshSite(actor: TeamActor, siteId: string): Promise<{ jobId: string }>;
  createCampaign(actor: Actor, input: CreateCampaign): Promise<CampaignDetail>;
  /** The kill switch: each module stops its own work, answering how many it stopped. */
  stoppers: Record<string, (actor: TeamActor) => Promise<number>>;
  push(teamId: string, payload: { halted: boolean; runId?: string; runStatus?: string }): void;
}

type CreateBody = z.output<typeof createAutomationRuleSchema>;
type UpdateBody = z.output<typeof updateAutomationRuleSchema>;
type CampaignBody = z.output<typeof startAutomationCampaignSchema>;

const RUNS_SHOWN = 50;

function presentRule(r: repo.AutomationRuleRow): AutomationRule {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind as RuleKind,
    params: r.params,
    enabled: r.enabled,
    lastRunAt: r.lastRunAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

function presentRun(r: repo.AutomationRunRow, ruleName: string | null, basis: string | null): AutomationRun {
  return {
    id: r.id,
    ruleId: r.ruleId,
    ruleName,
    dryRun: r.dryRun,
    status: r.status as AutomationRun['status'],
    actions: r.actions as AutomationAction[],
    error: r.error,
    basis,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

function presentState(row: Awaited<ReturnType<typeof repo.stateOf>>): AutomationState {
  return {
    halted: Boolean(row?.haltedAt),
    haltedAt: row?.haltedAt?.toISOString() ?? null,
    haltedBy: row?.haltedBy ?? null,
    lastStopped: row?.lastStopped ?? {},
  };
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

export function createSuperweaponsService(deps: ServiceDeps, ports: SuperweaponsPorts) {
  const { db, log } = deps;
  const matchPorts: MatchPorts = {
    search: ports.search,
    builtMarketIds: (teamId) => repo.builtMarketIds(db, teamId),
    liveSites: (teamId) => repo.liveSitesWithLastLead(db, teamId),
  };

  const manage = (actor: Actor) =>
    authorize(
      actor,
      'manage-automation',
      { type: 'team', teamId: actor.teamId },
      'Only team owners and admins manage automation',
    );

  async function ruleOf(actor: TeamActor, id: string) {
    const row = await repo.findRule(db, actor.teamId, id);
    if (!row) throw new NotFoundError('Rule');
    return row;
  }

  function matchesOf(actor: TeamActor, rule: repo.AutomationRuleRow): Promise<Matches> {
    const kind = rule.kind as RuleKind;
    const params = parseParams(kind, rule.params);
    return kind === 'build-market'
      ? buildMarketMatches(matchPorts, actor, params as never)
      : staleSiteMatches(matchPorts, actor, params as never);
  }

  async function halted(teamId: string) {
    return Boolean((await repo.stateOf(db, teamId))?.haltedAt);
  }

  /** Starts what the rule matches now; stored as a run (its actions carry the jobs started). */
  async function execute(actor: TeamActor, rule: repo.AutomationRuleRow, startedBy: string | null) {
    const run = await repo.insertRun(db, { teamId: actor.teamId, ruleId: rule.id, startedBy, dryRun: false });
    ports.push(actor.teamId, { halted: false, runId: run.id, runStatus: 'running' });
    let matches: Matches = { actions: [], basis: '' };
    let error: string | null = null;
    try {
      matches = await matchesOf(actor, rule);
      if (matches.actions.length > 0 && !(await halted(actor.teamId))) {
        if (rule.kind === 'build-market') {
          const { jobId } = await ports.buildMarkets(
            actor,
            matches.actions.map((a) => a.ref),
          );
          for (const a of matches.actions) a.jobId = jobId;
        } else {
          for (const a of matches.actions) {
            if (await halted(actor.teamId)) break;
            await ports.refreshSite(actor, a.ref).then(
              ({ jobId }) => {
                a.jobId = jobId;
              },
              (err) => {
                a.error = errorText(err);
              },
            );
          }
        }
      }
    } catch (err) {
      error = errorText(err);
      log.warn({ err, ruleId: rule.id }, 'superweapons: rule run failed');
    }
    await repo.touchRule(db, actor.teamId, rule.id);
    const status = error ? 'failed' : 'done';
    const done = await repo.finishRun(db, run.id, { status, actions: matches.actions, error });
    ports.push(actor.teamId, { halted: false, runId: run.id, runStatus: done?.status ?? 'stopped' });
    return presentRun(
      done ?? { ...run, status: 'stopped', actions: matches.actions },
      rule.name,
      matches.basis,
    );
  }

  const service = {
    async listRules(actor: Actor): Promise<AutomationRule[]> {
      return (await repo.listRules(db, actor.teamId)).map(presentRule);
    },

    async createRule(actor: Actor, body: CreateBody): Promise<AutomationRule> {
      manage(actor);
      const row = await repo.insertRule(db, {
        teamId: actor.teamId,
        userId: actor.userId,
        name: body.name,
        kind: body.kind,
        params: body.params,
        enabled: body.enabled,
      });
      emitAudit(deps, {
        kind: 'automation.rule_created',
        teamId: actor.teamId,
        userId: actor.userId,
        summary: `Automation rule "${row.name}" (${row.kind}) created`,
        target: { type: 'automation_rule', id: row.id },
      });
      return presentRule(row);
    },

    async updateRule(actor: Actor, id: string, body: UpdateBody): Promise<AutomationRule> {
      const rule = await ruleOf(actor, id);
      manage(actor);
      if (body.name === undefined && body.enabled === undefined && body.params === undefined)
        throw new ValidationError('body: name, enabled or params');
      const params = body.params ? parseParams(rule.kind as RuleKind, body.params) : undefined;
      const row = await repo.updateRule(db, actor.teamId, id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
        ...(params ? { params: params as Record<string, unknown> } : {}),
      });
      if (!row) throw new NotFoundError('Rule');
      return presentRule(row);
    },

    async deleteRule(actor: Actor, id: string) {
      await ruleOf(actor, id);
      manage(actor);
      await repo.deleteRule(db, actor.teamId, id);
      return { id };
    },

    /** What the rule would do now, stored as a dry run; nothing is started. */
    async dryRun(actor: Actor, id: string): Promise<AutomationRun> {
      const rule = await ruleOf(actor, id);
      const matches = await matchesOf(actor, rule);
      const row = await repo.insertRun(db, {
        teamId: actor.teamId,
        ruleId: rule.id,
        startedBy: actor.userId,
        dryRun: true,
        status: 'done',
        actions: matches.actions,
        finishedAt: new Date(),
      });
      return presentRun(row, rule.name, matches.basis);
    },

    /** Runs the rule now (owners and admins); refused while the kill switch is on. */
    async runNow(actor: Actor, id: string): Promise<AutomationRun> {
      const rule = await ruleOf(actor, id);
      manage(actor);
      if (await halted(actor.teamId))
        throw new ConflictError('The kill switch is on: resume automation before running a rule', 'halted');
      return execute(actor, rule, actor.userId);
    },

    async listRuns(actor: Actor): Promise<AutomationRun[]> {
      return (await repo.listRuns(db, actor.teamId, RUNS_SHOWN)).map((r) =>
        presentRun(r.run, r.ruleName, null),
      );
    },

    async feed(actor: Actor, limit: number): Promise<FeedItem[]> {
      return presentFeed(await feedRows(db, actor.teamId, limit), limit);
    },

    async state(actor: Actor): Promise<AutomationState> {
      return presentState(await repo.stateOf(db, actor.teamId));
    },

    /**
     * The kill switch: halts the team's automation first (no rule fires, no run starts), then every
     * module stops its own queued and running work. Live sites stay live.
     */
    async killSwitch(actor: Actor): Promise<AutomationState> {
      manage(actor);
      await repo.halt(db, actor.teamId, actor.userId, {});
      const stopped: Record<string, number> = { automationRuns: await repo.stopRuns(db, actor.teamId) };
      for (const [kind, stop] of Object.entries(ports.stoppers)) {
        stopped[kind] = await stop(actor).catch((err) => {
          log.error({ err, kind, teamId: actor.teamId }, 'superweapons: kill switch could not stop a kind');
          return 0;
        });
      }
      const row = await repo.setLastStopped(db, actor.teamId, stopped);
      const total = Object.values(stopped).reduce((a, b) => a + b, 0);
      emitAudit(deps, {
        kind: 'automation.halted',
        teamId: actor.teamId,
        userId: actor.userId,
        summary: `Kill switch: ${total} job${total === 1 ? '' : 's'} stopped`,
        target: null,
      });
      ports.push(actor.teamId, { halted: true });
      return presentState(row);
    },

    async resume(actor: Actor): Promise<AutomationState> {
      manage(actor);
      const row = await repo.resume(db, actor.teamId);
      emitAudit(deps, {
        kind: 'automation.resumed',
        teamId: actor.teamId,
        userId: actor.userId,
        summary: 'Automation resumed after the kill switch',
        target: null,
      });
      ports.push(actor.teamId, { halted: false });
      return presentState(row ?? (await repo.stateOf(db, actor.teamId)));
    },

    /** A markets campaign of a build-market rule's matches, or of chosen markets. */
    async startCampaign(actor: Actor, body: CampaignBody): Promise<CampaignDetail> {
      // Another team's rule answers 404 before anything else is said about it.
      const rule = body.ruleId ? await ruleOf(actor, body.ruleId) : null;
      manage(actor);
      if (Boolean(rule) === Boolean(body.marketIds))
        throw new ValidationError('body: either ruleId or marketIds, not both');
      if (await halted(actor.teamId))
        throw new ConflictError(
          'The kill switch is on: resume automation before starting a campaign',
          'halted',
        );
      let items = body.marketIds ?? [];
      if (rule) {
        if (rule.kind !== 'build-market')
          throw new ValidationError('ruleId: only a build-market rule has markets for a campaign');
        items = (await matchesOf(actor, rule)).actions.map((a) => a.ref);
        if (items.length === 0)
          throw new ConflictError(
            'This rule matches no market now: nothing to put in a campaign',
            'no_matches',
          );
      }
      const startsOn = new Intl.DateTimeFormat('en-CA', { timeZone: actor.timezone ?? 'UTC' }).format(
        new Date(),
      );
      return ports.createCampaign(actor, {
        name: body.name,
        kind: 'markets',
        items,
        startsOn,
        perDay: body.perDay,
        budgetUsd: body.budgetUsd,
      });
    },

    /** One pass of the schedule: every enabled rule not run within `everyMs`, of teams not halted. */
    async tick(everyMs: number) {
      for (const rule of await repo.claimDueRules(db, everyMs)) {
        if (!rule.userId) continue; // its author left: nobody to act for
        await execute({ teamId: rule.teamId, userId: rule.userId }, rule, null).catch((err) =>
          log.error({ err, ruleId: rule.id }, 'superweapons: scheduled run failed'),
        );
      }
    },
  };
  return service;
}

export type SuperweaponsService = ReturnType<typeof createSuperweaponsService>;
