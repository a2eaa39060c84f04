import {
  DEFAULT_SCENARIO,
  DEFAULT_TIME_RANGE,
  type Opportunity,
  type Prediction,
  SCENARIO_QUANTILES,
  type Scenario,
  type TimeRange,
  timeRangeDays,
  type Vertical,
} from '@sdp/shared';
import type { Db } from '../../db/client';
import type { Actor, TeamActor } from '../../lib/actor';
import { NotFoundError } from '../../lib/errors';
import { CONVERSION_RATE, ctrAt, TARGET_POSITION } from '../market/index';
import type { RealtimeHub } from '../realtime/index';
import { explainPortfolio, explainSite, type SiteContext } from './explain';
import {
  type Band,
  type DayHistory,
  emptyPaths,
  forecastSite,
  MAX_HISTORY_DAYS,
  MODEL_NAME,
  type PriorInput,
  type SiteForecast,
  type Summary,
  summarize,
} from './model';
import * as repo from './predictions.repository';
import { seedOf } from './stats';

// Predictions (docs/product/rules.md#predictions): one site or the team's live portfolio, for a time range
// and scenario. docs/predictions.md explains the model; docs/performance-api.md the calls.

const DAY_MS = 86_400_000;
/** A stored prediction is answered again for this long unless newer data arrived. */
export const FRESH_MS = 60 * 60 * 1000;
const DAYS_PER_MONTH = 365 / 12;
/** Interval width of GET (10th-90th percentile). */
export const DEFAULT_CONFIDENCE = 0.8;

export interface PredictionParams {
  timeRange: TimeRange;
  scenario: Scenario;
  /** Interval width (0.5-0.99); default 0.8. */
  confidence: number;
}

export interface PredictionsServiceOptions {
  /** The opportunity behind a site as the team sees it (payout overrides, measurements); null if unknown. */
  opportunity: (scope: TeamActor, opportunityId: string) => Promise<Opportunity | null>;
  /** Verticals with the payout in force for a user (fallback payout without an opportunity). */
  verticals: (actor: TeamActor) => Promise<Vertical[]>;
  realtime: () => RealtimeHub | undefined;
}

export type PredictionsService = ReturnType<typeof createPredictionsService>;

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const roundBand = (b: Band) => ({
  low: round(b.low),
  median: round(b.median),
  high: round(b.high),
  value: round(b.value),
});
const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

export function createPredictionsService(db: Db, options: PredictionsServiceOptions) {
  /** The site contexts (history, prior, value) of the scope, as of today. */
  async function contexts(teamId: string, sites: repo.PredictionSite[], today: Date): Promise<SiteContext[]> {
    const from = new Date(today.getTime() - MAX_HISTORY_DAYS * DAY_MS);
    const counts = await repo.dailyCounts(
      db,
      teamId,
      sites.filter((s) => s.status === 'live').map((s) => s.id),
      from,
      today,
    );
    const bySite = new Map<string, Map<string, repo.DayCounts>>();
    for (const c of counts) {
      const m = bySite.get(c.siteId) ?? new Map<string, repo.DayCounts>();
      bySite.set(c.siteId, m);
      m.set(c.day, c);
    }
    const verticalCache = new Map<string, Promise<Vertical[]>>();
    return Promise.all(
      sites.map(async (site) => {
        const live = site.status === 'live';
        const days = bySite.get(site.id) ?? new Map<string, repo.DayCounts>();
        // History runs from the site's first day (deploy or first event) to yesterday.
        let start = site.deployedAt ? startOfDay(site.deployedAt).getTime() : today.getTime();
        for (const day of days.keys()) start = Math.min(start, Date.parse(`${day}T00:00:00Z`));
        start = Math.max(start, from.getTime());
        const history: DayHistory[] = [];
        if (live) {
          for (let t = start; t < today.getTime(); t += DAY_MS) {
            const c = days.get(repo.dayKey(new Date(t)));
            history.push({ visitors: c?.visitors ?? 0, leads: c?.leads ?? 0 });
          }
        }
        const ageDays = live ? Math.max(0, Math.round((today.getTime() - start) / DAY_MS)) : 0;

        const scope: TeamActor = { teamId, userId: site.userId };
        const opportunity = site.opportunityId
          ? await options.opportunity(scope, site.opportunityId).catch(() => null)
          : null;
        let payout = opportunity?.payout ?? null;
        let verticalName = opportunity?.vertical ?? site.verticalSlug;
        if (payout === null) {
          const list = verticalCache.get(site.userId) ?? options.verticals(scope).catch(() => []);
          verticalCache.set(site.userId, list);
          const v = (await list).find((x) => x.slug === site.verticalSlug);
          payout = v?.effectivePayout ?? 0;
          verticalName = v?.name ?? verticalName;
        }
        const prior: PriorInput | null = opportunity
          ? {
              matureDailyVisitors: (opportunity.monthlySearches * ctrAt(TARGET_POSITION)) / DAYS_PER_MONTH,
              ageDays,
              source: `${opportunity.vertical} in ${opportunity.location.city}, ${opportunity.location.state}`,
            }
          : null;
        const renterPrice = site.renter && site.renter.pricePerLead > 0 ? site.renter.pricePerLead : null;
        return {
          site,
          live,
          history,
          prior,
          opportunity,
          verticalName,
          valuePerLead: renterPrice ?? payout,
          valueSource: renterPrice !== null ? 'renter' : 'payout',
          rentPerDay: site.renter ? (site.renter.monthlyRent * 12) / 365 : 0,
        } satisfies SiteContext;
      }),
    );
  }

  function toPrediction(
    s: Summary,
    meta: Pick<Prediction, 'websiteId' | 'basis' | 'explanation' | 'historyDays'>,
    params: PredictionParams,
    today: Date,
    calculatedAt: Date,
  ): Prediction {
    const points = (bands: Band[]) =>
      bands.map((b, h) => ({ date: repo.dayKey(new Date(today.getTime() + h * DAY_MS)), ...roundBand(b) }));
    return {
      id: null,
      websiteId: meta.websiteId,
      timeRange: params.timeRange,
      scenario: params.scenario,
      model: MODEL_NAME,
      basis: meta.basis,
      explanation: meta.explanation,
      historyDays: meta.historyDays,
      metrics: {
        visitors: points(s.daily.visitors),
        leads: points(s.daily.leads),
        revenue: points(s.daily.revenue),
      },
      totals: {
        visitors: roundBand(s.totals.visitors),
        leads: roundBand(s.totals.leads),
        revenue: roundBand(s.totals.revenue),
      },
      calculatedAt: calculatedAt.toISOString(),
    };
  }

  /** Computes (no storing): the site's or the live portfolio's prediction. */
  async function compute(
    teamId: string,
    siteId: string | null,
    params: PredictionParams,
    now: Date,
    includeDemo: boolean,
  ) {
    const sites = await repo.sitesOf(db, teamId, siteId, includeDemo);
    if (siteId && sites.length === 0) throw new NotFoundError('Website');
    const today = startOfDay(now);
    const H = timeRangeDays(params.timeRange);
    const spec = { confidence: params.confidence, scenarioQuantile: SCENARIO_QUANTILES[params.scenario] };
    const ctxs = await contexts(teamId, sites, today);
    const paths = emptyPaths(H);
    const forecasts: SiteForecast[] = [];
    for (const c of ctxs) {
      forecasts.push(
        forecastSite(
          {
            history: c.history,
            horizon: H,
            prior: c.prior,
            priorConversion: CONVERSION_RATE,
            valuePerLead: c.valuePerLead,
            rentPerDay: c.rentPerDay,
            seed: seedOf(`${c.site.id}|${repo.dayKey(today)}|${params.timeRange}`),
          },
          paths,
        ),
      );
    }
    const one = siteId ? ctxs[0]! : null;
    const summary = summarize(
      paths,
      spec,
      one ? { valuePerLead: one.valuePerLead, rentPerDay: one.rentPerDay } : undefined,
    );
    const meta = one
      ? { websiteId: one.site.id, ...explainSite(one, forecasts[0]!) }
      : { websiteId: null, ...explainPortfolio(ctxs, forecasts) };
    return { prediction: toPrediction(summary, meta, params, today, now), sites };
  }

  function push(teamId: string, userId: string | null, p: Prediction) {
    const hub = options.realtime();
    if (!hub) return;
    const payload = {
      ...(p.websiteId ? { siteId: p.websiteId } : {}),
      metrics: {
        predictedVisitors: p.totals.visitors.value,
        predictedLeads: p.totals.leads.value,
        predictedRevenue: p.totals.revenue.value,
        predictedRevenueLow: p.totals.revenue.low,
        predictedRevenueMedian: p.totals.revenue.median,
        predictedRevenueHigh: p.totals.revenue.high,
        predictionDays: timeRangeDays(p.timeRange),
      },
      at: p.calculatedAt,
    };
    if (userId) hub.toUser(userId, 'performance:update', payload);
    else hub.toTeam(teamId, 'performance:update', payload);
  }

  /**
   * Computes, stores and pushes (performance:update with the totals to the site owner's room, or
   * the caller's / the team's for the portfolio). For other modules (e.g. after new events):
   * `app.services.predictions.calculate(teamId, siteId?)` with the defaults 90d / realistic / 0.8.
   * A site of another team answers NotFoundError.
   */
  async function calculate(
    teamId: string,
    siteId?: string | null,
    partial: Partial<PredictionParams> = {},
    opts: { userId?: string | null; push?: boolean; now?: Date; includeDemo?: boolean } = {},
  ): Promise<Prediction> {
    const params: PredictionParams = {
      timeRange: partial.timeRange ?? (DEFAULT_TIME_RANGE as TimeRange),
      scenario: partial.scenario ?? (DEFAULT_SCENARIO as Scenario),
      confidence: partial.confidence ?? DEFAULT_CONFIDENCE,
    };
    const now = opts.now ?? new Date();
    // Only a portfolio forecast can leave demo sites out; the flag is part of its stored key.
    const includeDemo = !siteId && opts.includeDemo === true;
    const { prediction, sites } = await compute(teamId, siteId ?? null, params, now, includeDemo);
    const id = await repo.store(db, {
      teamId,
      siteId: siteId ?? null,
      userId: opts.userId ?? null,
      params: {
        timeRange: params.timeRange,
        scenario: params.scenario,
        confidence: params.confidence,
        ...(includeDemo ? { includeDemo } : {}),
      },
      result: prediction as unknown as Record<string, unknown>,
      model: MODEL_NAME,
      createdAt: now,
    });
    const saved = { ...prediction, id };
    if (opts.push !== false) push(teamId, siteId ? sites[0]!.userId : (opts.userId ?? null), saved);
    return saved;
  }

  return {
    calculate,

    /** GET: the stored prediction if made within the hour today and no newer data arrived, else a new one. */
    async get(
      actor: Actor,
      websiteId: string | undefined,
      params: PredictionParams,
      now = new Date(),
      includeDemo = false,
    ) {
      const { teamId } = actor;
      const siteId = websiteId ?? null;
      const withDemo = !siteId && includeDemo;
      if (siteId && (await repo.sitesOf(db, teamId, siteId)).length === 0) throw new NotFoundError('Website');
      const since = new Date(Math.max(now.getTime() - FRESH_MS, startOfDay(now).getTime()));
      const [stored, latest] = await Promise.all([
        repo.latestStored(db, teamId, siteId, { ...params, includeDemo: withDemo }, since),
        repo.latestDataMs(db, teamId, siteId),
      ]);
      if (stored && stored.createdAt.getTime() >= latest && stored.model === MODEL_NAME) {
        return { ...(stored.result as unknown as Prediction), id: stored.id };
      }
      return calculate(teamId, siteId, params, {
        userId: actor.userId,
        push: false,
        now,
        includeDemo: withDemo,
      });
    },

    /** POST calculate-predictions: computes, stores, pushes to the owner. */
    async calculateFor(
      actor: Actor,
      websiteId: string | undefined,
      params: PredictionParams,
      includeDemo = false,
    ) {
      const { teamId } = actor;
      return calculate(teamId, websiteId ?? null, params, { userId: actor.userId, includeDemo });
    },
  };
}
