import type { Source } from '@sdp/shared';
import type { Db } from '../../db/client';
import type { TeamActor } from '../../lib/actor';
import type { MeasurementKind } from './discovery.repository';
import * as repo from './discovery.repository';

// What the market engine needs to know about the caller to score for them: payouts they believe in
// (their own override beats their team's) and what providers measured for their team. Built once and
// kept in memory; any change to a team's overrides or measurements drops that team's contexts. A TTL
// bounds staleness when several processes share one PostgreSQL.

export interface MeasuredValue {
  value: number;
  source: Source;
}

export type MarketMeasurements = Map<string, Partial<Record<MeasurementKind, MeasuredValue>>>;

export interface MarketCtx {
  payoutOverrides: Map<string, number>;
  measurements?: MarketMeasurements;
  /** The team's applied tuning (docs/ml-optimization.md); absent = the default scoring. */
  scoring?: MarketScoring;
}

export interface MarketScoring {
  weights?: { revenue: number; ease: number; confidence: number };
  tiers?: { tier1: number; tier2: number };
}

const num = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

/** The newest applied tuning of each kind, as scoring options; malformed rows are ignored. */
function scoringOf(
  rows: Array<{ kind: string; suggested: Record<string, unknown> }>,
): MarketScoring | undefined {
  const scoring: MarketScoring = {};
  for (const r of rows) {
    const s = r.suggested;
    if (
      r.kind === 'score-weights' &&
      !scoring.weights &&
      num(s.revenue) &&
      num(s.ease) &&
      num(s.confidence)
    ) {
      scoring.weights = { revenue: s.revenue, ease: s.ease, confidence: s.confidence };
    }
    if (r.kind === 'tier-thresholds' && !scoring.tiers && num(s.tier1) && num(s.tier2) && s.tier1 > s.tier2) {
      scoring.tiers = { tier1: s.tier1, tier2: s.tier2 };
    }
  }
  return scoring.weights || scoring.tiers ? scoring : undefined;
}

export interface CallerContext {
  ctx: MarketCtx;
  savedIds: Set<string>;
}

const TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

export type MarketContexts = ReturnType<typeof createMarketContexts>;

export interface MarketContextOptions {
  /** Display name of a provider id (the measurement's source origin). */
  providerName?: (providerId: string) => string;
}

export function createMarketContexts(db: Db, options: MarketContextOptions = {}) {
  const providerName = options.providerName ?? ((id: string) => id);
  const contexts = new Map<string, { value: MarketCtx; until: number }>();
  const saved = new Map<string, { value: Set<string>; until: number }>();
  const generation = new Map<string, number>(); // bumps on change so in-flight loads are not cached

  const gen = (teamId: string) => generation.get(teamId) ?? 0;

  async function loadCtx(scope: TeamActor): Promise<MarketCtx> {
    const [overrides, measured, tunings] = await Promise.all([
      repo.listOverrides(db, scope.teamId, scope.userId),
      repo.listMeasurements(db, scope.teamId),
      repo.appliedTunings(db, scope.teamId),
    ]);
    const payoutOverrides = new Map<string, number>();
    for (const o of overrides) if (o.scope === 'team') payoutOverrides.set(o.verticalSlug, o.payout);
    for (const o of overrides) if (o.scope === 'user') payoutOverrides.set(o.verticalSlug, o.payout);
    const measurements: MarketMeasurements = new Map();
    for (const m of measured) {
      const entry = measurements.get(m.opportunityId) ?? {};
      entry[m.kind] = {
        value: m.value,
        source: {
          label: m.source,
          origin: providerName(m.providerId),
          date: m.measuredAt.toISOString().slice(0, 10),
          kind: 'provider',
        },
      };
      measurements.set(m.opportunityId, entry);
    }
    const scoring = scoringOf(tunings);
    return scoring ? { payoutOverrides, measurements, scoring } : { payoutOverrides, measurements };
  }

  function put<T>(map: Map<string, { value: T; until: number }>, key: string, value: T) {
    if (map.size >= MAX_ENTRIES) map.clear();
    map.set(key, { value, until: Date.now() + TTL_MS });
  }

  function dropTeam(map: Map<string, unknown>, teamId: string) {
    for (const key of map.keys()) if (key === teamId || key.startsWith(`${teamId}:`)) map.delete(key);
  }

  return {
    async ctx(scope: TeamActor): Promise<MarketCtx> {
      const key = `${scope.teamId}:${scope.userId}`;
      const hit = contexts.get(key);
      if (hit && hit.until > Date.now()) return hit.value;
      const before = gen(scope.teamId);
      const value = await loadCtx(scope);
      if (gen(scope.teamId) === before) put(contexts, key, value);
      return value;
    },

    async savedIds(scope: TeamActor): Promise<Set<string>> {
      const hit = saved.get(scope.teamId);
      if (hit && hit.until > Date.now()) return hit.value;
      const before = gen(scope.teamId);
      const value = new Set(await repo.savedIds(db, scope.teamId));
      if (gen(scope.teamId) === before) put(saved, scope.teamId, value);
      return value;
    },

    async caller(scope: TeamActor): Promise<CallerContext> {
      const [ctx, savedIds] = await Promise.all([this.ctx(scope), this.savedIds(scope)]);
      return { ctx, savedIds };
    },

    /** Overrides, measurements or the applied tuning of the team changed. */
    invalidateScoring(teamId: string) {
      generation.set(teamId, gen(teamId) + 1);
      dropTeam(contexts, teamId);
    },

    /** Saved opportunities of the team changed. */
    invalidateSaved(teamId: string) {
      generation.set(teamId, gen(teamId) + 1);
      saved.delete(teamId);
    },
  };
}
