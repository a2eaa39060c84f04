import type { Opportunity, OpportunityQuery, ScraperStats } from '@sdp/shared';
import type { ServiceDeps } from '../../lib/deps';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { getMarketService, MarketQueryError, type MarketService } from '../market/index';
import type { MarketTarget, ProviderMeasurement } from '../providers/provider.types';
import type { MarketAccess } from '../providers/providers.service';
import * as repo from './discovery.repository';
import { createMarketContexts, type MarketCtx } from './market-context';
import type { TeamScope, TeamScopes } from './team-scope';

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;

export interface DiscoveryServiceOptions {
  scopes: TeamScopes;
  /** scraperStats of a team, from the provider meter. */
  scraperStats(scope: TeamScope): Promise<ScraperStats>;
  /** Display name of a provider id, for the sources of measured figures. */
  providerName?: (providerId: string) => string;
  /** The market engine (defaults to the process-wide one). */
  market?: () => MarketService;
}

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
  const { scopes } = options;
  const market = options.market ?? getMarketService;
  const contexts = createMarketContexts(db, { providerName: options.providerName });

  async function caller(userId: string) {
    const scope = await scopes.resolve(userId);
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

  async function opportunityFor(scope: TeamScope, id: string): Promise<Opportunity> {
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

    async quickDominator(userId: string, q: OpportunityQuery) {
      const { scope, ctx, savedIds } = await caller(userId);
      const top = query(q, ctx, savedIds);
      return {
        topOpportunities: top.items,
        goldmineLocations: market().goldmines(Math.min(q.limit, 50), ctx),
        scraperStats: await options.scraperStats(scope),
      };
    },

    async search(userId: string, q: OpportunityQuery) {
      const { ctx, savedIds } = await caller(userId);
      const page = query(q, ctx, savedIds);
      return { ...page, limit: q.limit, offset: q.offset, dataNote: market().dataNote(ctx) };
    },

    async verticals(userId: string) {
      const { ctx } = await caller(userId);
      return market().verticals(ctx);
    },

    async locations(userId: string, vertical?: string) {
      const { ctx, savedIds } = await caller(userId);
      const result = guard(() => market().locations(vertical, ctx));
      return { ...result, topCities: result.topCities.map((o) => withSaved(o, savedIds)) };
    },

    places(prefix: string, limit: number) {
      return market().places(prefix, limit);
    },

    async opportunity(userId: string, id: string) {
      const { ctx, savedIds } = await caller(userId);
      const details = market().get(id, ctx);
      if (!details) throw new NotFoundError('Opportunity');
      return {
        ...details,
        opportunity: withSaved(details.opportunity, savedIds),
        neighbours: details.neighbours?.map((o) => withSaved(o, savedIds)),
      };
    },

    async map(userId: string, vertical: string) {
      const { ctx } = await caller(userId);
      return guard(() => market().map(vertical, ctx));
    },

    async listOverrides(userId: string) {
      const scope = await scopes.resolve(userId);
      const rows = await repo.listOverrides(db, scope.teamId, scope.userId);
      return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
    },

    async putOverride(
      userId: string,
      input: { verticalSlug: string; payout: number; scope: 'user' | 'team' },
    ) {
      const scope = await scopes.resolve(userId);
      if (input.scope === 'team' && scope.role === 'member') {
        throw new ForbiddenError('Only team owners and admins set team payouts');
      }
      knownVertical(input.verticalSlug, 'verticalSlug');
      const row = await repo.upsertOverride(db, { ...input, teamId: scope.teamId, userId: scope.userId });
      contexts.invalidateScoring(scope.teamId);
      return { ...row, updatedAt: row.updatedAt.toISOString() };
    },

    async deleteOverride(userId: string, verticalSlug: string, overrideScope: 'user' | 'team') {
      const scope = await scopes.resolve(userId);
      if (overrideScope === 'team' && scope.role === 'member') {
        throw new ForbiddenError('Only team owners and admins set team payouts');
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

    async myOpportunities(userId: string, limit: number) {
      const { ctx, savedIds } = await caller(userId);
      return query({ ...BEST, limit }, ctx, savedIds).items;
    },

    async listSaved(userId: string) {
      const { scope, ctx, savedIds } = await caller(userId);
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

    async save(userId: string, items: Array<string | { id: string }>) {
      const { scope, ctx } = await caller(userId);
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

    async unsave(userId: string, opportunityId: string) {
      const scope = await scopes.resolve(userId);
      if (!(await repo.deleteSaved(db, scope.teamId, opportunityId))) {
        throw new NotFoundError('Saved opportunity');
      }
      contexts.invalidateSaved(scope.teamId);
    },

    async keywordIdeas(userId: string, vertical: string, placeId: string) {
      const { ctx } = await caller(userId);
      const items = guard(() => market().keywordIdeas(vertical, placeId, ctx));
      return { items, dataNote: market().dataNote(ctx) };
    },
  };
}
