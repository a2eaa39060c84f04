import {
  ML_MIN_DAYS_LIVE,
  ML_MIN_SITES,
  type MlAnalysis,
  type MlEvaluation,
  type MlObservedSite,
  type MlOverview,
  type MlTuning,
  type MlTuningKind,
  type NotEnoughData,
  TIER_THRESHOLDS,
} from '@sdp/shared';
import type { Actor, TeamActor } from '../../lib/actor';
import { emitAudit } from '../../lib/audit';
import type { ServiceDeps } from '../../lib/deps';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { authorize } from '../../policies/index';
import type { DiscoveryService } from '../discovery/index';
import type { RevenueLedger } from '../leads/index';
import { getMarketService, QUANTUM_WEIGHTS, revenueIndex } from '../market/index';
import * as repo from './ml-optimization.repository';
import { calibrate, observedSite, type SiteFacts, siteMonthsOf } from './observed';
import { round } from './stats';
import { tuneTiers } from './tiers-tuner';
import { tuneWeights } from './weights-tuner';

export type MlOptimizationService = ReturnType<typeof createMlOptimizationService>;

export interface MlOptimizationPorts {
  discovery: Pick<DiscoveryService, 'marketContext' | 'scoringChanged'>;
  ledger: Pick<RevenueLedger, 'entries'>;
}

const FORBIDDEN = 'Only team owners and admins change the team’s scoring';
const num = (x: unknown, fallback = 0) => (typeof x === 'number' && Number.isFinite(x) ? x : fallback);

function toTuning(row: repo.MlTuningRow): MlTuning {
  return {
    id: row.id,
    kind: row.kind as MlTuningKind,
    status: row.status as MlTuning['status'],
    current: Object.fromEntries(Object.entries(row.current).map(([k, v]) => [k, num(v)])),
    suggested: Object.fromEntries(Object.entries(row.suggested).map(([k, v]) => [k, num(v)])),
    evaluation: row.evaluation as unknown as MlEvaluation,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** ML optimization (docs/ml-optimization.md): observed results, calibration, tunings. */
export function createMlOptimizationService(deps: ServiceDeps, ports: MlOptimizationPorts) {
  const { db } = deps;

  /** The team's scoring in force: applied weights and cut points, else the defaults. */
  async function settings(actor: TeamActor) {
    const ctx = await ports.discovery.marketContext(actor);
    const applied = (await repo.listTunings(db, actor.teamId)).filter((t) => t.status === 'applied');
    return {
      ctx,
      settings: {
        weights: ctx.scoring?.weights ?? { ...QUANTUM_WEIGHTS },
        tiers: ctx.scoring?.tiers ?? { ...TIER_THRESHOLDS },
        weightsTuningId: ctx.scoring?.weights
          ? (applied.find((t) => t.kind === 'score-weights')?.id ?? null)
          : null,
        tiersTuningId: ctx.scoring?.tiers
          ? (applied.find((t) => t.kind === 'tier-thresholds')?.id ?? null)
          : null,
      },
    };
  }

  /** Every deployed site of the team (its demo ones only when it has nothing else) with its outcome. */
  async function observe(actor: TeamActor, now: Date) {
    const { ctx, settings: current } = await settings(actor);
    const all = await repo.deployedSites(db, actor.teamId);
    const own = all.filter((s) => !s.demo);
    const scope: MlOverview['scope'] = own.length ? 'live' : all.length ? 'demo' : 'none';
    const chosen = own.length ? own : all;
    const market = getMarketService();
    const view = market.view(ctx);
    const bounds = market.marketIndex.bounds;
    const located = chosen
      .map((s) => ({ s, at: s.opportunityId ? market.parseId(s.opportunityId) : null }))
      .filter((x): x is { s: (typeof chosen)[number]; at: { v: number; p: number } } => x.at !== null);
    const ids = located.map((x) => x.s.id);
    const [snapshots, visits, entries] = await Promise.all([
      repo.savedSnapshots(
        db,
        actor.teamId,
        located.map((x) => x.s.opportunityId as string),
      ),
      repo.visitsBySite(db, actor.teamId, ids),
      ids.length
        ? ports.ledger.entries(actor.teamId, { siteIds: ids, includeDemo: scope === 'demo' }, now)
        : Promise.resolve([]),
    ]);
    const outcome = new Map<string, { leads: number; revenue: number }>();
    for (const e of entries) {
      const o = outcome.get(e.siteId) ?? { leads: 0, revenue: 0 };
      o.leads += e.leads;
      o.revenue += e.rent + e.leadIncome + e.callIncome;
      outcome.set(e.siteId, o);
    }
    const sites: MlObservedSite[] = located.map(({ s, at }) => {
      const snap = snapshots.get(s.opportunityId as string);
      const o = market.toOpportunity(view, at.v, at.p);
      const fig = snap && typeof snap.estimatedMonthlyRevenue === 'number' ? snap : null;
      const revenue = fig ? num(fig.estimatedMonthlyRevenue) : o.estimatedMonthlyRevenue;
      const facts: SiteFacts = {
        id: s.id,
        name: s.name,
        verticalSlug: s.verticalSlug,
        demo: s.demo,
        deployedAt: s.deployedAt as Date,
        firstVisitDay: visits.get(s.id)?.firstDay ?? null,
        market: {
          quantumScore: fig ? num(fig.quantumScore) : o.quantumScore,
          estimatedMonthlyRevenue: revenue,
          revenueIndex: revenueIndex(revenue, bounds),
          competition: fig ? num(fig.competition) : o.competition,
          confidence: fig ? num(fig.confidence) : o.confidence,
          payout: fig ? num(fig.payout, o.payout) : o.payout,
          basis: fig ? 'saved' : 'scored-now',
        },
        leads: outcome.get(s.id)?.leads ?? 0,
        revenue: outcome.get(s.id)?.revenue ?? 0,
        visits: visits.get(s.id)?.visits ?? 0,
      };
      return observedSite(facts, current.tiers, now);
    });
    return { scope, sites, settings: current, unlocated: chosen.length - located.length };
  }

  function latestPerKind(rows: repo.MlTuningRow[]): MlTuning[] {
    const seen = new Set<string>();
    const out: MlTuning[] = [];
    for (const r of rows) {
      if (seen.has(r.kind)) continue;
      seen.add(r.kind);
      out.push(toTuning(r));
    }
    return out;
  }

  function gaps(usable: MlObservedSite[]): NotEnoughData[] {
    const out: NotEnoughData[] = [];
    if (usable.length < ML_MIN_SITES) {
      const message = `Not enough data: needs at least ${ML_MIN_SITES} sites live for ${ML_MIN_DAYS_LIVE} days or more (the team has ${usable.length}).`;
      out.push({ kind: 'score-weights', message, have: usable.length, need: ML_MIN_SITES });
      out.push({ kind: 'tier-thresholds', message, have: usable.length, need: ML_MIN_SITES });
    }
    return out;
  }

  async function analysis(actor: TeamActor, now: Date) {
    const obs = await observe(actor, now);
    const usable = obs.sites.filter((s) => s.usable);
    return { obs, usable, notEnoughData: gaps(usable) };
  }

  return {
    async overview(actor: TeamActor, now = new Date()): Promise<MlOverview> {
      const [{ obs, usable, notEnoughData }, rows] = await Promise.all([
        analysis(actor, now),
        repo.listTunings(db, actor.teamId),
      ]);
      const siteMonths = usable.reduce((t, s) => t + siteMonthsOf(s), 0);
      const note = [
        obs.scope === 'demo'
          ? 'Demo portfolio: its sites, visits and leads are synthetic (loaded by the demo), the figures computed from them are real'
          : 'The team’s own deployed sites (demo sites left out)',
        `predictions are the scoring’s figures for each site’s market (saved when the team saved the market, else today’s scoring)`,
        `outcomes from the revenue ledger and the visit rollups since launch`,
        obs.unlocated
          ? `${obs.unlocated} site${obs.unlocated === 1 ? '' : 's'} without a known market left out`
          : '',
      ];
      return {
        scope: obs.scope,
        sites: obs.sites,
        totals: {
          sites: obs.sites.length,
          usableSites: usable.length,
          siteMonths: round(siteMonths, 1),
          leads: obs.sites.reduce((t, s) => t + s.leads, 0),
          revenue: round(
            obs.sites.reduce((t, s) => t + s.revenue, 0),
            2,
          ),
          visits: obs.sites.reduce((t, s) => t + s.visits, 0),
        },
        calibration: calibrate(usable),
        settings: obs.settings,
        suggestions: latestPerKind(rows),
        notEnoughData,
        minimums: { sites: ML_MIN_SITES, daysLive: ML_MIN_DAYS_LIVE },
        dataNote: `${note.filter(Boolean).join('; ')}.`,
      };
    },

    /** Fits both tunings on the usable sites and stores them as suggestions (nothing is applied). */
    async analyze(actor: TeamActor, now = new Date()): Promise<MlAnalysis> {
      const { obs, usable, notEnoughData } = await analysis(actor, now);
      if (notEnoughData.length) return { suggestions: [], notEnoughData };
      const demo = obs.scope === 'demo';
      const siteMonths = usable.reduce((t, s) => t + siteMonthsOf(s), 0);
      const y = (s: MlObservedSite) => Math.log10(1 + Math.max(0, s.revenuePerMonth));
      const weights = tuneWeights(
        usable.map((s) => ({
          revenueIndex: s.revenueIndex,
          ease: 100 - s.competition,
          confidence: 100 * s.confidence,
          y: y(s),
        })),
        obs.settings.weights,
        siteMonths,
      );
      const tiers = tuneTiers(
        usable.map((s) => ({ payout: s.payout, y: y(s), leadsPerMonth: s.leadsPerMonth })),
        obs.settings.tiers,
        siteMonths,
      );
      const rows: Parameters<typeof repo.insertTunings>[1] = [
        {
          teamId: actor.teamId,
          kind: 'score-weights',
          current: { ...obs.settings.weights },
          suggested: { ...weights.suggested },
          evaluation: { ...weights.evaluation, demo },
        },
      ];
      const missing: NotEnoughData[] = [];
      if (tiers) {
        rows.push({
          teamId: actor.teamId,
          kind: 'tier-thresholds',
          current: { ...obs.settings.tiers },
          suggested: { ...tiers.suggested },
          evaluation: { ...tiers.evaluation, demo },
        });
      } else {
        const payouts = new Set(usable.map((s) => s.payout)).size;
        missing.push({
          kind: 'tier-thresholds',
          message: `Not enough data: three tiers need sites at 3 or more different payouts, at least 2 sites in each tier (the team’s sites have ${payouts} different payout${payouts === 1 ? '' : 's'}).`,
          have: payouts,
          need: 3,
        });
      }
      const stored = await repo.insertTunings(db, rows);
      return { suggestions: stored.map(toTuning), notEnoughData: missing };
    },

    async history(actor: TeamActor): Promise<MlTuning[]> {
      return (await repo.listTunings(db, actor.teamId)).map(toTuning);
    },

    async decide(actor: Actor, id: string, action: 'apply' | 'dismiss' | 'revert'): Promise<MlTuning> {
      authorize(actor, 'tune-scoring', { type: 'team', teamId: actor.teamId }, FORBIDDEN);
      const row = await repo.getTuning(db, actor.teamId, id);
      if (!row) throw new NotFoundError('Tuning');
      const from = action === 'revert' ? 'applied' : 'suggested';
      const to = action === 'apply' ? 'applied' : action === 'dismiss' ? 'dismissed' : 'reverted';
      const done = await repo.decide(db, actor.teamId, id, from, to, actor.userId);
      if (!done) throw new ConflictError(`This tuning is ${row.status}; only a ${from} tuning can be ${to}`);
      if (action !== 'dismiss') ports.discovery.scoringChanged(actor.teamId);
      const what = row.kind === 'score-weights' ? 'score weights' : 'tier cut points';
      emitAudit(deps, {
        kind: `ml.tuning_${to}`,
        teamId: actor.teamId,
        userId: actor.userId,
        summary: `${to[0].toUpperCase()}${to.slice(1)} suggested ${what}`,
        target: { type: 'ml_tuning', id },
      });
      return toTuning(done);
    },
  };
}
