import type { ServiceDeps } from '../../lib/deps';
import type { RevenueLedger } from '../leads/index';
import type { RealtimeHub } from '../realtime/index';
import { type AnalyticsService, createAnalyticsService } from './analytics.service';
import {
  createMilestonesService,
  type MilestonesService,
  type MilestonesServiceOptions,
} from './milestones/milestones.service';

/**
 * app.services.performance: analytics, the performance metrics, milestones, achievements and the
 * evaluator, which runs when another module tells 'team.activity' (a lead stored or updated, beacon
 * events written, a deploy gone live, rank positions stored).
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
  /** Visitors and pageviews per day of some of a team's sites, last N days (the renter portal). */
  siteVisits: AnalyticsService['siteVisits'];
  milestones: MilestonesService['list'];
  updateMilestone: MilestonesService['update'];
  achievements: MilestonesService['achievements'];
  stop(): Promise<void>;
  /** Internals for tests (alert guard). */
  evaluator: MilestonesService;
}

export interface PerformanceOptions {
  realtime: RealtimeHub;
  ledger: RevenueLedger;
  debounceMs?: number;
  /** Mails an alert to the team's members who take alerts by mail (the account module's notifications). */
  mailAlert?: MilestonesServiceOptions['mailAlert'];
}

export function createPerformanceService(deps: ServiceDeps, options: PerformanceOptions): PerformanceService {
  const analytics = createAnalyticsService(deps.db, {
    publicUrl: deps.config.PUBLIC_URL,
    ledger: options.ledger,
  });
  const evaluator = createMilestonesService(deps.db, {
    log: deps.log,
    realtime: () => options.realtime,
    ledger: options.ledger,
    debounceMs: options.debounceMs,
    mailAlert: options.mailAlert,
  });
  const unlisten = deps.events.on('team.activity', ({ teamId, siteId, when }) =>
    when === 'now' ? evaluator.evaluate(teamId, siteId) : evaluator.schedule(teamId, siteId),
  );
  return {
    evaluate: (teamId, siteId) => evaluator.evaluate(teamId, siteId),
    schedule: (teamId, siteId) => evaluator.schedule(teamId, siteId),
    idle: () => evaluator.idle(),
    analytics: analytics.analytics,
    metrics: analytics.metrics,
    metricsForTeam: analytics.metricsForTeam,
    siteVisits: analytics.siteVisits,
    milestones: evaluator.list,
    updateMilestone: evaluator.update,
    achievements: evaluator.achievements,
    async stop() {
      unlisten();
      await evaluator.stop();
    },
    evaluator,
  };
}
