import {
  type CostBudget,
  type CreateBudgetRequest,
  createBudgetRequestSchema,
  type UpdateBudgetRequest,
  updateBudgetRequestSchema,
} from '@sdp/shared';
import { VERTICAL_BY_SLUG } from '../../data/verticals';
import type { Actor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { periodStarts } from '../../lib/periods';
import { authorize } from '../../policies/index';
import type { NotificationsService } from '../account/index';
import type { RealtimeHub } from '../realtime/index';
import * as repo from './costs.repository';

// Monthly budgets on the team's metered spend and their alerts (docs/costs.md#budgets). A budget's
// month is the UTC calendar month (cost_budgets.alerted_month is YYYY-MM, UTC). Its alert goes when
// the month-to-date spend reaches alertAtPercent, and again at 100 %: the level sent is stored in
// alerted_month ('YYYY-MM', then 'YYYY-MM:100'; both sort after any earlier month's), moved by a
// conditional UPDATE so that of several processes checking at once exactly one sends.

export interface BudgetPorts {
  realtime: Pick<RealtimeHub, 'toUserAlways'>;
  notifications: Pick<NotificationsService, 'allows'>;
  /** Names of the providers a budget may name (the registry's, the LLM writer, Twilio). */
  providerName: (id: string) => string | null;
  verticalName: (slug: string) => string;
}

export type BudgetService = ReturnType<typeof createBudgetService>;

const money = (n: number) => Math.round(n * 1e6) / 1e6;

type Spend = Awaited<ReturnType<typeof repo.spendCells>>;
type Site = Awaited<ReturnType<typeof repo.teamSites>>[number];

function spentOn(b: repo.CostBudgetRow, spend: Spend, siteVertical: Map<string, string>): number {
  let sum = 0;
  for (const c of spend) {
    const hit =
      b.scope === 'total' ||
      (b.scope === 'provider' && c.providerId === b.scopeKey) ||
      (b.scope === 'site' && c.siteId === b.scopeKey) ||
      (b.scope === 'vertical' && c.siteId !== null && siteVertical.get(c.siteId) === b.scopeKey);
    if (hit) sum += c.cost;
  }
  return sum;
}

/** The alert level a spend reaches this month, or null. */
export function alertLevel(month: string, percent: number, alertAtPercent: number): string | null {
  if (percent >= 100) return `${month}:100`;
  if (percent >= alertAtPercent) return month;
  return null;
}

export function createBudgetService(
  deps: Pick<ServiceDeps, 'db' | 'log' | 'mailer' | 'config'>,
  ports: BudgetPorts,
) {
  const { db, log, mailer } = deps;

  function labelOf(b: Pick<repo.CostBudgetRow, 'scope' | 'scopeKey'>, sites: Site[]): string {
    const key = b.scopeKey ?? '';
    if (b.scope === 'total') return 'All metered spend';
    if (b.scope === 'provider') return ports.providerName(key) ?? key;
    if (b.scope === 'site') return sites.find((s) => s.id === key)?.name ?? 'Deleted site';
    return ports.verticalName(key);
  }

  async function present(teamId: string, rows: repo.CostBudgetRow[], now: Date): Promise<CostBudget[]> {
    if (rows.length === 0) return [];
    const { monthStart } = periodStarts(now);
    const [spend, sites] = await Promise.all([
      repo.spendCells(db, teamId, monthStart),
      repo.teamSites(db, teamId),
    ]);
    const siteVertical = new Map(sites.map((s) => [s.id, s.verticalSlug]));
    return rows.map((b) => {
      const spent = spentOn(b, spend, siteVertical);
      return {
        id: b.id,
        scope: b.scope as CostBudget['scope'],
        scopeKey: b.scopeKey,
        label: labelOf(b, sites),
        monthlyUsd: Number(b.monthlyUsd),
        alertAtPercent: b.alertAtPercent,
        spentUsd: money(spent),
        percent: Math.round((spent / Number(b.monthlyUsd)) * 1000) / 10,
        alertedMonth: b.alertedMonth,
        createdAt: b.createdAt.toISOString(),
      };
    });
  }

  function manage(actor: Actor) {
    authorize(
      actor,
      'manage-budgets',
      { type: 'team', teamId: actor.teamId },
      'Only an owner or admin of the team can change its budgets.',
    );
  }

  async function checkedKey(actor: Actor, scope: CostBudget['scope'], key: string | null | undefined) {
    if (scope === 'total') {
      if (key)
        throw new ValidationError('scopeKey: a total budget takes no key', undefined, 'invalid_budget');
      return null;
    }
    if (!key)
      throw new ValidationError(`scopeKey: name the ${scope} of the budget`, undefined, 'invalid_budget');
    if (scope === 'provider' && !ports.providerName(key)) {
      throw new ValidationError(`scopeKey: no provider ${key}`, undefined, 'invalid_budget');
    }
    if (scope === 'vertical' && !VERTICAL_BY_SLUG.has(key)) {
      throw new ValidationError(`scopeKey: no vertical ${key}`, undefined, 'invalid_budget');
    }
    if (scope === 'site' && !(await repo.teamSites(db, actor.teamId)).some((s) => s.id === key)) {
      throw new NotFoundError('Site');
    }
    return key;
  }

  async function notify(teamId: string, budget: CostBudget, full: boolean) {
    const title = full ? `Budget used up: ${budget.label}` : `Budget alert: ${budget.label}`;
    const message = `$${budget.spentUsd.toFixed(2)} of $${budget.monthlyUsd.toFixed(2)} (${budget.percent} %) spent this month${full ? '' : `, past the ${budget.alertAtPercent} % alert`}.`;
    for (const m of await repo.teamManagers(db, teamId)) {
      try {
        if (await ports.notifications.allows(m.userId, 'performance_alert', 'push')) {
          ports.realtime.toUserAlways(m.userId, 'user:notification', {
            type: full ? 'error' : 'warning',
            title,
            message,
            kind: 'cost.budget',
          });
        }
        if (await ports.notifications.allows(m.userId, 'performance_alert', 'mail')) {
          const url = `${deps.config.PUBLIC_URL}/cost-dashboard`;
          await mailer.sendMail({
            to: m.email,
            subject: title.slice(0, 200),
            text: `Hello${m.firstName ? ` ${m.firstName}` : ''},\n\n${message}\n\nSee your costs: ${url}\n\nYou get this mail because performance alert e-mails are on in Settings, Notifications.\n`,
          });
        }
      } catch (err) {
        log.warn({ err, teamId, budgetId: budget.id }, 'costs: budget alert not delivered');
      }
    }
  }

  /** Sends the alerts the team's budgets have reached this (UTC) month and not sent yet. */
  async function checkTeam(teamId: string, now = new Date()): Promise<number> {
    const rows = await repo.listBudgets(db, teamId);
    const month = periodStarts(now).month.slice(0, 7);
    let sent = 0;
    for (const b of await present(teamId, rows, now)) {
      const level = alertLevel(month, b.percent, b.alertAtPercent);
      if (!level || (b.alertedMonth && b.alertedMonth >= level)) continue;
      if (!(await repo.claimAlert(db, teamId, b.id, level))) continue;
      sent++;
      await notify(teamId, { ...b, alertedMonth: level }, level.endsWith(':100'));
    }
    return sent;
  }

  return {
    async list(actor: Actor, now = new Date()) {
      return present(actor.teamId, await repo.listBudgets(db, actor.teamId), now);
    },

    async create(actor: Actor, raw: CreateBudgetRequest, now = new Date()): Promise<CostBudget> {
      manage(actor);
      const input = createBudgetRequestSchema.parse(raw);
      const scopeKey = await checkedKey(actor, input.scope, input.scopeKey);
      const same = (await repo.listBudgets(db, actor.teamId)).find(
        (b) => b.scope === input.scope && b.scopeKey === scopeKey,
      );
      if (same) throw new ConflictError('This budget exists already: change it instead', 'budget_exists');
      const row = await repo.insertBudget(db, {
        teamId: actor.teamId,
        scope: input.scope,
        scopeKey,
        monthlyUsd: input.monthlyUsd,
        alertAtPercent: input.alertAtPercent,
        createdBy: actor.userId,
      });
      await checkTeam(actor.teamId, now);
      return (
        await present(actor.teamId, [(await repo.findBudget(db, actor.teamId, row.id)) ?? row], now)
      )[0]!;
    },

    /** A changed amount or percent re-arms the month's alerts (they are checked again at once). */
    async update(actor: Actor, id: string, raw: UpdateBudgetRequest, now = new Date()): Promise<CostBudget> {
      if (!(await repo.findBudget(db, actor.teamId, id))) throw new NotFoundError('Budget');
      manage(actor);
      const input = updateBudgetRequestSchema.parse(raw ?? {});
      const row = await repo.updateBudget(db, actor.teamId, id, { ...input, alertedMonth: null });
      if (!row) throw new NotFoundError('Budget');
      await checkTeam(actor.teamId, now);
      const fresh = (await repo.findBudget(db, actor.teamId, id)) ?? row;
      return (await present(actor.teamId, [fresh], now))[0]!;
    },

    async remove(actor: Actor, id: string) {
      if (!(await repo.findBudget(db, actor.teamId, id))) throw new NotFoundError('Budget');
      manage(actor);
      if (!(await repo.deleteBudget(db, actor.teamId, id))) throw new NotFoundError('Budget');
    },

    checkTeam,

    /** One round over every team with a budget (the schedule). */
    async checkAll(now = new Date()) {
      let sent = 0;
      for (const teamId of await repo.teamsWithBudgets(db)) {
        try {
          sent += await checkTeam(teamId, now);
        } catch (err) {
          log.warn({ err, teamId }, 'costs: budget check failed');
        }
      }
      return sent;
    },
  };
}
