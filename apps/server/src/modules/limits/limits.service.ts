import {
  LIMIT_ERROR_CODES,
  type LimitErrorDetails,
  type LimitKey,
  type PlanLimitKey,
  type UsageLimits,
} from '@sdp/shared';
import type { Actor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import type { Meter } from '../metering/index';
import { limitExceededMessage, limitReachedMessage } from './limits.messages';
import * as repo from './limits.repository';
import { definitionOf, LIMIT_DEFINITIONS, limitsFromSettings, type TeamLimits } from './limits.settings';
import { utcDay, windowOf } from './limits.windows';

// Per-team usage limits (docs/limits.md). The services that start work ask here first: a request
// over a size limit is a 403 limit_exceeded, used-up usage a 429 limit_reached, each naming the
// limit, the number and its setting. Usage is counted by a query when the work starts, so requests
// running at the same moment (in one process or several) may each pass and overshoot a limit by
// that many; a limit is a brake on runaway use, not an exact ledger.

/** Over a size limit (one request asks for too much): 403. */
export class LimitExceededError extends AppError {
  constructor(message: string, details: LimitErrorDetails) {
    super(403, LIMIT_ERROR_CODES.tooLarge, message, details);
  }
}

/** A usage limit of the current day or month is used up: 429. */
export class LimitReachedError extends AppError {
  constructor(message: string, details: LimitErrorDetails) {
    super(429, LIMIT_ERROR_CODES.usedUp, message, details);
  }
}

export interface LimitsOptions {
  /**
   * A team's own numbers (a plan: Trial, Starter, Pro); a key it leaves out, or undefined, keeps the
   * setting's value, and null means no limit.
   */
  plan?: (teamId: string) => Promise<Partial<TeamLimits> | null | undefined>;
  /** The clock (tests). */
  now?: () => Date;
  /**
   * The billing module's checks (docs/billing.md#limits): the team's plan (403 plan_limit) and a
   * paused account (402 billing_paused), asked at the same check points as the settings.
   */
  billing?: BillingChecks;
  /** The meter: LLM spend this month. */
  meter: Pick<Meter, 'llmSpendSince'>;
}

/** What the limits ask of billing; each answers nothing when billing is off. */
export interface BillingChecks {
  assertCanWork(teamId: string): Promise<void>;
  assertPlan(teamId: string, key: PlanLimitKey, adding: number, used?: number): Promise<void>;
}

/** What a build is, as far as its limits go. */
export interface BuildRequest {
  /** Places a dominator site covers (null: not a dominator, or an area the build will refuse). */
  dominatorPlaces: number | null;
  /** Demo sites are limited by the demo loads and do not count as builds. */
  demo: boolean;
}

export type LimitsService = ReturnType<typeof createLimitsService>;

export function createLimitsService(deps: Pick<ServiceDeps, 'db' | 'config'>, options: LimitsOptions) {
  const { db, config } = deps;
  const settings = limitsFromSettings(config);
  const llmOn = !!(config.LLM_BASE_URL && config.LLM_MODEL);
  const now = options.now ?? (() => new Date());
  const billing = options.billing;
  const spendOnLlm = (teamId: string, since: Date) => options.meter.llmSpendSince(teamId, since);

  async function limitsFor(teamId: string): Promise<TeamLimits> {
    const out = { ...settings };
    const plan = await options.plan?.(teamId);
    for (const [key, value] of Object.entries(plan ?? {})) {
      if (value !== undefined) out[key as LimitKey] = value;
    }
    return out;
  }

  function tooLarge(key: LimitKey, requested: number, limit: number) {
    const d = definitionOf(key);
    return new LimitExceededError(limitExceededMessage(key, requested, limit), {
      limit: key,
      setting: d.setting,
      value: limit,
      requested,
      resetsAt: null,
    });
  }

  function usedUp(key: LimitKey, used: number, limit: number, resetsAt: Date) {
    const d = definitionOf(key);
    return new LimitReachedError(limitReachedMessage(key, used, limit, resetsAt), {
      limit: key,
      setting: d.setting,
      value: limit,
      used,
      resetsAt: resetsAt.toISOString(),
    });
  }

  async function checkBuildsLeft(teamId: string, limits: TeamLimits) {
    const limit = limits.buildsPerDay;
    if (limit === null) return;
    const day = windowOf('day', now());
    const used = await repo.buildsSince(db, teamId, day.start);
    if (used >= limit) throw usedUp('buildsPerDay', used, limit, day.resetsAt);
  }

  async function checkLlmBudget(teamId: string, limits: TeamLimits) {
    const limit = limits.llmUsdPerMonth;
    if (!llmOn || (limit === null && !billing)) return;
    const month = windowOf('month', now());
    const spent = await spendOnLlm(teamId, month.start);
    if (limit !== null && spent >= limit) throw usedUp('llmUsdPerMonth', spent, limit, month.resetsAt);
    await billing?.assertPlan(teamId, 'llmUsdPerMonth', 0, spent);
  }

  return {
    limitsFor,

    /** Before a site version is built (create, regenerate, a job's site): size, builds, LLM spend. */
    async assertBuild(teamId: string, build: BuildRequest): Promise<void> {
      if (!build.demo) await billing?.assertCanWork(teamId);
      const limits = await limitsFor(teamId);
      const places = build.dominatorPlaces;
      if (places !== null && limits.dominatorPlaces !== null && places > limits.dominatorPlaces) {
        throw tooLarge('dominatorPlaces', places, limits.dominatorPlaces);
      }
      if (places !== null) await billing?.assertPlan(teamId, 'dominatorPages', places, 0);
      if (!build.demo) await checkBuildsLeft(teamId, limits);
      await checkLlmBudget(teamId, limits); // the demo's builds spend the same money
    },

    /** Before the LLM writer writes outside a build (the content generator): the month's LLM spend. */
    async assertLlm(teamId: string): Promise<void> {
      await billing?.assertCanWork(teamId);
      await checkLlmBudget(teamId, await limitsFor(teamId));
    },

    /**
     * Before a version is deployed (a rollback is never refused; it counts all the same). `live`:
     * whether the site serves already (a site going live for the first time counts against the
     * plan's live sites).
     */
    async assertDeploy(teamId: string, deploy: { demo: boolean; live?: boolean }): Promise<void> {
      if (deploy.demo) return;
      await billing?.assertCanWork(teamId);
      if (deploy.live === false) await billing?.assertPlan(teamId, 'liveSites', 1);
      await checkBuildsLeft(teamId, await limitsFor(teamId));
    },

    /** Before other new work starts (a crawl, a rank check, an engine run): refused when paused. */
    async assertWork(teamId: string): Promise<void> {
      await billing?.assertCanWork(teamId);
    },

    /** Before rank-check keywords are added: the plan's number of keywords. */
    async assertRankKeywords(teamId: string, adding: number): Promise<void> {
      await billing?.assertCanWork(teamId);
      if (adding > 0) await billing?.assertPlan(teamId, 'rankKeywords', adding);
    },

    /** Before a deployment job of `sites` sites is created: its size, and builds left today. */
    async assertJob(teamId: string, sites: number): Promise<void> {
      await billing?.assertCanWork(teamId);
      const limits = await limitsFor(teamId);
      if (limits.batchSize !== null && sites > limits.batchSize) {
        throw tooLarge('batchSize', sites, limits.batchSize);
      }
      await checkBuildsLeft(teamId, limits);
    },

    /** Before a demo load starts. */
    async assertDemoRun(teamId: string): Promise<void> {
      const limit = (await limitsFor(teamId)).demoRunsPerDay;
      if (limit === null) return;
      const at = now();
      const used = await repo.demoRunsOn(db, teamId, utcDay(at));
      if (used >= limit) throw usedUp('demoRunsPerDay', used, limit, windowOf('day', at).resetsAt);
    },

    /** A demo load started (counted once per load, also when limits are off). */
    async recordDemoRun(teamId: string): Promise<void> {
      await repo.countDemoRun(db, teamId, utcDay(now()));
    },

    /** GET /api/limits: each limit of the caller's team with its usage and window. */
    async overview(actor: Actor): Promise<UsageLimits> {
      const { teamId } = actor;
      const at = now();
      const day = windowOf('day', at);
      const month = windowOf('month', at);
      const [limits, builds, demoRuns, llmUsd] = await Promise.all([
        limitsFor(teamId),
        repo.buildsSince(db, teamId, day.start),
        repo.demoRunsOn(db, teamId, utcDay(at)),
        spendOnLlm(teamId, month.start),
      ]);
      const used: Partial<Record<LimitKey, number>> = {
        buildsPerDay: builds,
        demoRunsPerDay: demoRuns,
        llmUsdPerMonth: Math.round(llmUsd * 1e6) / 1e6,
      };
      return {
        limits: LIMIT_DEFINITIONS.map((d) => ({
          key: d.key,
          label: d.label,
          description: d.description,
          setting: d.setting,
          limit: limits[d.key],
          used: used[d.key] ?? null,
          unit: d.unit,
          window: d.window,
          resetsAt: d.window === 'request' ? null : (d.window === 'day' ? day : month).resetsAt.toISOString(),
          applies: d.key === 'llmUsdPerMonth' ? llmOn : true,
        })),
      };
    },
  };
}
