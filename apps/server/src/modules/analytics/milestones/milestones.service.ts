import type { Achievement, Milestone, PerformanceAlertEvent } from '@sdp/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import { authorize } from '../../../policies/index';
import type { RevenueLedger } from '../../leads/index';
import type { RealtimeHub } from '../../realtime/index';
import { latestPositions, teamSites } from '../analytics.repository';
import { createAlerts } from './alerts';
import {
  ACHIEVEMENTS,
  MILESTONE_TARGETS,
  MILESTONES,
  type MilestoneKind,
  milestoneMessage,
  milestoneMet,
  type UserTotals,
} from './definitions';
import * as repo from './milestones.repository';

// The evaluator (docs/product/rules.md#milestones-and-achievements): recomputes every milestone of a team's
// sites from rows, marks the ones met as achieved (once: a conditional update), grants users' achievements
// (once: unique user+kind), pushes user:achievement / performance:update / performance:alert. Evaluations of
// a team run one at a time; schedule() coalesces bursts (at most one run per team every 2 s).

const money = (n: number) => Math.round(n * 100) / 100;

export interface MilestonesServiceOptions {
  log: FastifyBaseLogger;
  realtime: () => RealtimeHub | undefined;
  /** The leads module's revenue rows. */
  ledger: RevenueLedger;
  debounceMs?: number;
  /** Told of each alert pushed to a team, to mail it to those who asked (docs/account.md#notifications). */
  mailAlert?: (teamId: string, alert: PerformanceAlertEvent) => Promise<unknown>;
}

export type MilestonesService = ReturnType<typeof createMilestonesService>;

interface SiteMoney {
  revenue: number;
  bestMonth: number;
  months: Map<string, number>;
}

/** All-time revenue and the best calendar month per site (the revenue ledger; demo sites earn milestones too). */
async function siteMoney(ledger: RevenueLedger, teamId: string, now: Date): Promise<Map<string, SiteMoney>> {
  const entries = await ledger.entries(teamId, { includeDemo: true }, now);
  const out = new Map<string, SiteMoney>();
  for (const e of entries) {
    let m = out.get(e.siteId);
    if (!m) {
      m = { revenue: 0, bestMonth: 0, months: new Map() };
      out.set(e.siteId, m);
    }
    const amount = e.rent + e.leadIncome + e.callIncome;
    m.revenue += amount;
    const k = e.day.slice(0, 7);
    m.months.set(k, (m.months.get(k) ?? 0) + amount);
  }
  for (const m of out.values()) m.bestMonth = Math.max(0, ...m.months.values());
  return out;
}

export function createMilestonesService(db: Db, options: MilestonesServiceOptions) {
  const { log, ledger } = options;
  const alerts = createAlerts(db);
  const chains = new Map<string, Promise<void>>();
  const timers = new Map<string, NodeJS.Timeout>();
  const lastPushed = new Map<string, string>();
  const lastStart = new Map<string, number>();
  let stopped = false;
  const debounceMs = options.debounceMs ?? 2000;

  function push<E extends 'user:achievement' | 'performance:update' | 'performance:alert'>(
    to: { userId?: string; teamId?: string },
    event: E,
    payload: Parameters<RealtimeHub['toUser']>[2] & object,
  ) {
    try {
      const hub = options.realtime();
      if (to.userId) hub?.toUser(to.userId, event, payload as never);
      else if (to.teamId) hub?.toTeam(to.teamId, event, payload as never);
    } catch (err) {
      log.warn({ err, event }, 'performance push failed');
    }
  }

  async function run(teamId: string, now: Date) {
    // Evaluated per team after activity, with no reader: its days and months are UTC (docs/time-zones.md).
    await ledger.sync(teamId, now);
    const todayIso = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
    ).toISOString();
    const [facts, money_, positions, rented] = await Promise.all([
      repo.siteFacts(db, teamId, todayIso),
      siteMoney(ledger, teamId, now),
      latestPositions(db, teamId),
      repo.rentedSites(db, teamId),
    ]);
    const best = new Map<string, { position: number; at: Date }>();
    for (const p of positions) {
      if (p.position == null) continue;
      const b = best.get(p.siteId);
      if (!b || p.position < b.position) best.set(p.siteId, { position: p.position, at: p.at });
    }

    await repo.ensureMilestones(
      db,
      teamId,
      facts.filter((s) => s.status === 'live').map((s) => s.id),
      MILESTONE_TARGETS,
    );
    const rows = await repo.listMilestones(db, teamId);
    const byId = new Map(facts.map((s) => [s.id, s]));
    const achievedCount = new Map<string, number>();
    const progressUpdates: Array<{ id: string; progress: number }> = [];

    for (const m of rows) {
      const s = byId.get(m.siteId);
      if (!s) continue;
      const kind = m.kind as MilestoneKind;
      const sm = money_.get(s.id);
      const pos = best.get(s.id);
      const value: Record<MilestoneKind, { progress: number; at: Date | null }> = {
        first_visitor: { progress: s.firstEventAt ? 1 : 0, at: s.firstEventAt },
        first_lead: { progress: s.leads, at: s.firstLeadAt },
        ten_leads: { progress: s.leads, at: s.tenthLeadAt },
        first_100: { progress: money(sm?.revenue ?? 0), at: s.leadValue100At },
        first_1000_month: { progress: money(sm?.bestMonth ?? 0), at: s.leadMonth1000At },
        top_10: { progress: pos?.position ?? 0, at: pos?.at ?? null },
        top_3: { progress: pos?.position ?? 0, at: pos?.at ?? null },
      };
      const v = value[kind];
      if (!v) continue;
      if (m.status === 'achieved') {
        // Achieved stays achieved; progress keeps showing the current value.
        achievedCount.set(s.id, (achievedCount.get(s.id) ?? 0) + 1);
        if (v.progress !== m.progress) progressUpdates.push({ id: m.id, progress: v.progress });
        continue;
      }
      if (m.status === 'pending' && milestoneMet(kind, v.progress, m.target)) {
        const at = v.at && v.at <= now ? v.at : now;
        if (await repo.achieve(db, m.id, v.progress, at)) {
          achievedCount.set(s.id, (achievedCount.get(s.id) ?? 0) + 1);
          const def = MILESTONES[kind];
          push({ userId: s.userId }, 'user:achievement', {
            title: `Milestone: ${def.title}`,
            message: milestoneMessage(kind, s.name, v.progress),
            badge: def.badge,
          });
        }
        continue;
      }
      if (v.progress !== m.progress) progressUpdates.push({ id: m.id, progress: v.progress });
    }
    await repo.setProgress(db, progressUpdates);

    // performance:update per site when its figures changed since the last push of this process.
    for (const s of facts) {
      if (s.status === 'archived') continue;
      const sm = money_.get(s.id);
      const metrics = {
        pageviewsToday: s.pageviewsToday,
        visitorsToday: s.visitorsToday,
        leads: s.leads,
        revenue: money(sm?.revenue ?? 0),
        bestPosition: best.get(s.id)?.position ?? 0,
        milestonesAchieved: achievedCount.get(s.id) ?? 0,
      };
      const sig = JSON.stringify(metrics);
      if (lastPushed.get(s.id) === sig) continue;
      const first = !lastPushed.has(s.id);
      lastPushed.set(s.id, sig);
      if (first && metrics.leads + metrics.pageviewsToday === 0) continue;
      push({ teamId }, 'performance:update', { siteId: s.id, metrics, at: now.toISOString() });
    }

    await grantAchievements(teamId, facts, money_, best, rented, now);

    const names = new Map(facts.map((s) => [s.id, s.name]));
    for (const a of await alerts.check(teamId, names, now)) {
      const { kind: _k, ...payload } = a;
      push({ teamId }, 'performance:alert', payload);
      options.mailAlert?.(teamId, payload).catch((err) => log.warn({ err, teamId }, 'alert mail failed'));
    }
  }

  async function grantAchievements(
    teamId: string,
    facts: repo.SiteFacts[],
    money_: Map<string, SiteMoney>,
    best: Map<string, { position: number }>,
    rented: Set<string>,
    now: Date,
  ) {
    // Demo sites (the demo portfolio) earn milestones on screen but no personal achievements.
    const byUser = new Map<string, UserTotals & { months: Map<string, number> }>();
    for (const s of facts) {
      if (s.demo) continue;
      let t = byUser.get(s.userId);
      if (!t) {
        t = {
          sitesLive: 0,
          sitesActive: 0,
          leads: 0,
          rented: 0,
          revenue: 0,
          bestMonth: 0,
          bestPosition: null,
          months: new Map(),
        };
        byUser.set(s.userId, t);
      }
      if (s.status === 'live') t.sitesLive++;
      if (s.status !== 'archived') t.sitesActive++;
      t.leads += s.leads;
      if (s.renterId || rented.has(s.id)) t.rented++;
      const sm = money_.get(s.id);
      if (sm) {
        t.revenue += sm.revenue;
        for (const [k, v] of sm.months) t.months.set(k, (t.months.get(k) ?? 0) + v);
      }
      const p = best.get(s.id)?.position;
      if (p != null && (t.bestPosition == null || p < t.bestPosition)) t.bestPosition = p;
    }
    for (const [userId, t] of byUser) {
      t.bestMonth = Math.max(0, ...t.months.values());
      for (const def of ACHIEVEMENTS) {
        if (!def.earned(t)) continue;
        const inserted = await repo.grantAchievement(db, {
          teamId,
          userId,
          kind: def.kind,
          title: def.title,
          description: def.description,
          badge: def.badge,
          at: now,
        });
        if (inserted)
          push({ userId }, 'user:achievement', {
            title: def.title,
            message: def.description,
            badge: def.badge,
          });
      }
    }
  }

  /** Recomputes the team's milestones, achievements and alerts now (serialized per team). */
  function evaluate(teamId: string, _siteId?: string | null, now = new Date()): Promise<void> {
    const prev = chains.get(teamId) ?? Promise.resolve();
    const next = prev
      .catch(() => {})
      .then(() => run(teamId, now))
      .catch((err) => log.error({ err, teamId }, 'performance evaluation failed'));
    chains.set(teamId, next);
    void next.finally(() => {
      if (chains.get(teamId) === next) chains.delete(teamId);
    });
    return next;
  }

  /**
   * Coalesced evaluate for frequent triggers (beacon batches, lead intake, deliveries): runs at once
   * when the team had no scheduled run in the last debounce window, else once at its end.
   */
  function schedule(teamId: string, siteId?: string | null) {
    if (stopped || timers.has(teamId)) return;
    const wait = Math.max(0, (lastStart.get(teamId) ?? 0) + debounceMs - Date.now());
    const timer = setTimeout(() => {
      timers.delete(teamId);
      lastStart.set(teamId, Date.now());
      void evaluate(teamId, siteId);
    }, wait);
    timer.unref();
    timers.set(teamId, timer);
  }

  /** Resolves when no evaluation is scheduled or running (tests, shutdown). */
  async function idle() {
    for (;;) {
      if (timers.size === 0 && chains.size === 0) return;
      await Promise.all([...chains.values()]);
      if (timers.size > 0) await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** No more scheduled runs; resolves when the running ones are done (app close). */
  async function stop() {
    stopped = true;
    for (const t of timers.values()) clearTimeout(t);
    timers.clear();
    await Promise.all([...chains.values()]);
  }

  const present = (m: repo.MilestoneDbRow): Milestone => ({
    id: m.id,
    siteId: m.siteId,
    siteName: m.siteName,
    kind: m.kind as Milestone['kind'],
    title: MILESTONES[m.kind as MilestoneKind]?.title ?? m.kind,
    status: m.status,
    progress: m.progress,
    target: m.target,
    achievedAt: m.achievedAt?.toISOString() ?? null,
    acknowledged: m.acknowledged,
    note: m.note,
  });

  async function list(actor: Actor, websiteId?: string): Promise<Milestone[]> {
    const { teamId } = actor;
    if (websiteId) {
      const own = await teamSites(db, teamId, websiteId);
      if (own.length === 0) throw new NotFoundError('Site');
    }
    await evaluate(teamId, websiteId);
    return (await repo.listMilestones(db, teamId, websiteId)).map(present);
  }

  async function update(
    actor: Actor,
    id: string,
    patch: { acknowledged?: boolean; status?: 'pending' | 'dismissed'; note?: string | null },
  ): Promise<Milestone> {
    const { teamId } = actor;
    const row = await repo.getMilestone(db, teamId, id);
    if (!row) throw new NotFoundError('Milestone');
    if (patch.status !== undefined && row.status === 'achieved') {
      throw new ValidationError(
        'status: an achieved milestone stays achieved; only pending ones can be dismissed',
      );
    }
    await repo.patchMilestone(db, id, patch);
    if (patch.status === 'pending') await evaluate(teamId, row.siteId);
    return present((await repo.getMilestone(db, teamId, id))!);
  }

  async function achievements(actor: Actor, userId?: string): Promise<Achievement[]> {
    const target = userId ?? actor.userId;
    authorize(
      actor,
      'read',
      { type: 'user', userId: target },
      'userId: you can only read your own achievements',
    );
    if (target === actor.userId) await evaluate(actor.teamId);
    return repo.listAchievements(db, target);
  }

  return { evaluate, schedule, idle, stop, list, update, achievements, alerts };
}
