import type { AnalyticsQuery } from '@sdp/shared';
import type { ServiceDeps } from '../../lib/deps';
import { createTeamScopes } from '../discovery/team-scope';
import { createMilestonesService, type MilestonesService } from '../milestones/milestones.service';
import type { RealtimeHub } from '../realtime/index';
import { type AnalyticsService, createAnalyticsService } from './analytics.service';

/**
 * app.services.performance: analytics, performance metrics, milestones, achievements and the evaluator
 * other modules call after something changed (a lead stored or updated, beacon events written, a
 * deploy gone live, rank positions stored).
 */
export interface PerformanceService {
  /** Recompute milestones, achievements and alerts of the team now; resolves when done. */
  evaluate(teamId: string, siteId?: string | null): Promise<void>;
  /** Debounced evaluate (at most once per team every 2 s); for frequent triggers. */
  schedule(teamId: string, siteId?: string | null): void;
  /** Resolves when no evaluation is pending (tests). */
  idle(): Promise<void>;
  analytics: AnalyticsService['analytics'];
  metrics: AnalyticsService['metrics'];
  /** Metrics of a team without a caller (for pushes): websiteId null = portfolio. */
  metricsForTeam: AnalyticsService['metricsForTeam'];
  milestones: MilestonesService['list'];
  updateMilestone: MilestonesService['update'];
  achievements: MilestonesService['achievements'];
  stop(): Promise<void>;
  /** Internals for tests (alert guard). */
  evaluator: MilestonesService;
}

export interface PerformanceModuleOptions {
  realtime: () => RealtimeHub | undefined;
  debounceMs?: number;
}

export function createPerformanceService(
  deps: ServiceDeps,
  options: PerformanceModuleOptions,
): PerformanceService {
  const scopes = createTeamScopes(deps.db);
  const analytics = createAnalyticsService(deps.db, { scopes, publicUrl: deps.config.PUBLIC_URL });
  const evaluator = createMilestonesService(deps.db, {
    scopes,
    log: deps.log,
    realtime: options.realtime,
    debounceMs: options.debounceMs,
  });
  return {
    evaluate: (teamId, siteId) => evaluator.evaluate(teamId, siteId),
    schedule: (teamId, siteId) => evaluator.schedule(teamId, siteId),
    idle: () => evaluator.idle(),
    analytics: (userId: string, q: AnalyticsQuery, now?: Date) => analytics.analytics(userId, q, now),
    metrics: analytics.metrics,
    metricsForTeam: analytics.metricsForTeam,
    milestones: evaluator.list,
    updateMilestone: evaluator.update,
    achievements: evaluator.achievements,
    stop: () => evaluator.stop(),
    evaluator,
  };
}
