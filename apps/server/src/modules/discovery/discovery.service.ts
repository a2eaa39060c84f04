import type { Opportunity, OpportunityQuery, ScraperStats } from '@sdp/shared';
import type { Actor, TeamActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { authorize } from '../../policies/index';
import { getMarketService, MarketQueryError, type MarketService } from '../market/index';
import type { MarketAccess, MarketTarget, ProviderMeasurement } from '../providers/index';
import * as repo from './discovery.repository';
import { createMarketContexts, type MarketCtx } from './market-context';

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;

export interface DiscoveryServiceOptions {
  /** scraperStats of a team, from the provider meter. */
  scraperStats(scope: TeamActor): Promise<ScraperStats>;
  /** Display name of a provider id, for the sources of measured figures. */
  providerName?: (providerId: string) => string;
  /** The market engine (defaults to the process-wide one). */
  market?: () => MarketService;
}

const TEAM_PAYOUTS_FORBIDDEN = 'Only team owners and admins set team payouts';

const BEST: OpportunityQuery = {
  tier: 'all',
  status: 'all',
  sort: 'quantumScore',
  order: 'desc',
  limit: 50,
  offset: 0,
};

/** The engine's query errors (unknown vertical, place...) are the client's: 400 naming the field. */
function guard<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (err instanceof MarketQueryError) {
      throw new ValidationError(`${err.field}: ${err.message}`, undefined, 'invalid_query');
    }
    throw err;
  }
}

/**
 * Market discovery for the signed-in caller: the scored market seen through their team's and their
 * own payout overrides and their team's measurements, plus what the team saved. Every call resolves
 * the caller's team first; every row read or written is that team's.
 */
export function createDiscoveryService({ db }: ServiceDeps, options: DiscoveryServiceOptions) {
  const market = options.market ?? getMarketService;
  const contexts = createMarketContexts(db, { providerName: options.providerName });

  async function caller(actor: TeamActor) {
    const scope = actor;
    const { ctx, savedIds } = await contexts.caller(scope);
    return { scope, ctx, savedIds };
  }

  function knownVertical(slug: string, field = 'vertical') {
    if (market().marketIndex.verticalIdx(slug) === undefined) {
      throw new ValidationError(`${field}: Unknown vertical: ${slug}`, undefined, 'invalid_query');
    }
  }

  function withSaved(o: Opportunity, savedIds: Set<string>): Opportunity {
    const saved = savedIds.has(o.id);
    return { ...o, saved, status: saved ? 'saved' : 'new' };
  }

  function query(q: OpportunityQuery, ctx: MarketCtx, savedIds: Set<string>) {
    const page = guard(() => market().query(q, ctx, savedIds));
    return { items: page.items.map((o) => withSaved(o, savedIds)), total: page.total };
  }

  async function opportunityFor(scope: TeamActor, id: string): Promise<Opportunity> {
    const { ctx, savedIds } = await contexts.caller(scope);
    const details = market().get(id, ctx);
    if (!details) throw new NotFoundError('Opportunity');
    return withSaved(details.opportunity, savedIds);
  }

  /** The market behind an id as providers need it: NAICS, keywords, county FIPS, populations. */
  function target(opportunityId: string): MarketTarget | null {
    const engine = market();
    const at = engine.parseId(opportunityId);
    if (!at) return null;
    const vertical = engine.verticalData[at.v];
    const places = engine.placeTable;
    const p = at.p;
    const fips = places.countyFips[p];
    let countyPopulation: number | undefined;
    if (fips) {
      countyPopulation = 0;
      for (const q of engine.marketIndex.byState.get(places.state[p]) ?? []) {
        if (places.countyFips[q] === fips) countyPopulation += places.population[q];
      }
    }
    return {
      opportunityId,
      verticalSlug: vertical.slug,
      verticalName: vertical.name,
      naicsCode: vertical.naicsCode,
      keywords: [...vertical.keywords],
      placeId: places.id[p],
      city: places.name[p],
      state: places.state[p],
      county: places.county[p],
      ...(fips ? { stateFips: fips.slice(0, 2), countyFips: fips.slice(2) } : {}),
      countyPopulation,
      population: places.population[p],
      lat: places.lat[p],
      lon: places.lon[p],
    };
  }

  const marketAccess: MarketAccess = {
    async target(opportunityId) {
      return target(opportunityId);
    },

    async recordMeasurements(scope, opportunityId, providerId, measurements: ProviderMeasurement[]) {
      await repo.upsertMeasurements(
        db,
        measurements.map((m) => ({
          teamId: scope.teamId,
          userId: scope.userId,
          opportunityId,
          kind: m.kind,
          value: m.value,
          source: m.source,
          providerId,
        })),
      );
      contexts.invalidateScoring(scope.teamId);
    },

    opportunity: opportunityFor,
  };

  return {
    marketAccess,

    /** The team's view of the market (payout overrides, measurements), cached per team. */
    marketContext: (actor: TeamActor): Promise<MarketCtx> => contexts.ctx(actor),

    /** The team's applied tuning changed (docs/ml-optimization.md): score it afresh. */
    scoringChanged: (teamId: string) => contexts.invalidateScoring(teamId),

    async quickDominator(actor: TeamActor, q: OpportunityQuery) {
      const { scope, ctx, savedIds } = await caller(actor);
      const top = query(q, ctx, savedIds);
      return {
        topOpportunities: top.items,
        goldmineLocations: market().goldmines(Math.min(q.limit, 50), ctx),
        scraperStats: await options.scraperStats(scope),
      };
    },

    async search(actor: TeamActor, q: OpportunityQuery) {
      const { ctx, savedIds } = await caller(actor);
      const page = query(q, ctx, savedIds);
      return { ...page, limit: q.limit, offset: q.offset, dataNote: market().dataNote(ctx) };
    },

    async verticals(actor: TeamActor) {
      const { ctx } = await caller(actor);
      return market().verticals(ctx);
    },

    async locations(actor: TeamActor, vertical?: string) {
      const { ctx, savedIds } = await caller(actor);
      const result = guard(() => market().locations(vertical, ctx));
      return { ...result, topCities: result.topCities.map((o) => withSaved(o, savedIds)) };
    },

    places(prefix: string, limit: number) {
      return market().places(prefix, limit);
    },

    async opportunity(actor: TeamActor, id: string) {
      const { ctx, savedIds } = await caller(actor);
      const details = market().get(id, ctx);
      if (!details) throw new NotFoundError('Opportunity');
      return {
        ...details,
        opportunity: withSaved(details.opportunity, savedIds),
        neighbours: details.neighbours?.map((o) => withSaved(o, savedIds)),
      };
    },

    async map(actor: TeamActor, vertical: string) {
      const { ctx } = await caller(actor);
      return guard(() => market().map(vertical, ctx));
    },

    async listOverrides(actor: TeamActor) {
      const scope = actor;
      const rows = await repo.listOverrides(db, scope.teamId, scope.userId);
      return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
    },

    async putOverride(actor: Actor, input: { verticalSlug: string; payout: number; scope: 'user' | 'team' }) {
      const scope = actor;
      if (input.scope === 'team') {
        authorize(actor, 'set-team-payouts', { type: 'team', teamId: actor.teamId }, TEAM_PAYOUTS_FORBIDDEN);
      }
      knownVertical(input.verticalSlug, 'verticalSlug');
      const row = await repo.upsertOverride(db, { ...input, teamId: scope.teamId, userId: scope.userId });
      contexts.invalidateScoring(scope.teamId);
      return { ...row, updatedAt: row.updatedAt.toISOString() };
    },

    async deleteOverride(actor: Actor, verticalSlug: string, overrideScope: 'user' | 'team') {
      const scope = actor;
      if (overrideScope === 'team') {
        authorize(actor, 'set-team-payouts', { type: 'team', teamId: actor.teamId }, TEAM_PAYOUTS_FORBIDDEN);
      }
      const deleted = await repo.deleteOverride(db, {
        teamId: scope.teamId,
        userId: scope.userId,
        scope: overrideScope,
        verticalSlug,
      });
      if (!deleted) throw new NotFoundError('Payout override');
      contexts.invalidateScoring(scope.teamId);
    },

    async myOpportunities(actor: TeamActor, limit: number) {
      const { ctx, savedIds } = await caller(actor);
      return query({ ...BEST, limit }, ctx, savedIds).items;
    },

    async listSaved(actor: TeamActor) {
      const { scope, ctx, savedIds } = await caller(actor);
      const rows = await repo.listSaved(db, scope.teamId);
      const engine = market();
      const view = engine.view(ctx);
      return rows.map((row): Opportunity => {
        // Figures as they stand now; a market the data no longer has shows as it was when saved.
        const at = engine.parseId(row.opportunityId);
        const o = at ? engine.toOpportunity(view, at.v, at.p, savedIds) : (row.snapshot as Opportunity);
        return { ...o, saved: true, status: 'saved' };
      });
    },

    async save(actor: TeamActor, items: Array<string | { id: string }>) {
      const { scope, ctx } = await caller(actor);
      const ids = [...new Set(items.map((i) => (typeof i === 'string' ? i : i.id).trim()))];
      const engine = market();
      const view = engine.view(ctx);
      const found: Array<{ opportunityId: string; snapshot: Record<string, unknown> }> = [];
      const unknown: string[] = [];
      for (const id of ids) {
        // The snapshot is the server's own figures, never what the client sent.
        const at = engine.parseId(id);
        if (at) found.push({ opportunityId: id, snapshot: { ...engine.toOpportunity(view, at.v, at.p) } });
        else unknown.push(id);
      }
      if (unknown.length > 0) {
        const shown = unknown.slice(0, 5).join(', ') + (unknown.length > 5 ? ', ...' : '');
        throw new ValidationError(
          `opportunities: unknown opportunity id${unknown.length > 1 ? 's' : ''}: ${shown}`,
          { unknown },
          'unknown_opportunity',
        );
      }
      const added = await repo.saveMany(db, scope.teamId, scope.userId, found);
      contexts.invalidateSaved(scope.teamId);
      return { saved: ids.length, added };
    },

    async unsave(actor: TeamActor, opportunityId: string) {
      const scope = actor;
      if (!(await repo.deleteSaved(db, scope.teamId, opportunityId))) {
        throw new NotFoundError('Saved opportunity');
      }
      contexts.invalidateSaved(scope.teamId);
    },

    async keywordIdeas(actor: TeamActor, vertical: string, placeId: string) {
      const { ctx } = await caller(actor);
      const items = guard(() => market().keywordIdeas(vertical, placeId, ctx));
      return { items, dataNote: market().dataNote(ctx) };
    },
  };
}
