import type { Vertical } from '@sdp/shared';
import type { TeamScopes } from '../discovery/team-scope';
import type { LimitsService } from '../limits/limits.service';
import type { RealtimeHub } from '../realtime/index';
import type { ResolveTxt } from './domain-verify';
import type { Probe } from './health-check';
import type { PreviewTokens } from './preview-token';
import type { SiteHost } from './site-host';

/** Who acts: the signed-in user and the team whose rows they work on. */
export interface Actor {
  userId: string;
  teamId: string;
}

export type DeployStep = 'building' | 'deploying' | 'verifying';
export type OnStep = (step: DeployStep, pct: number) => void;

/** Revenue and leads per site, answered by the leads module when it is there. */
export type RevenueBySite = (
  teamId: string,
  siteIds: string[],
) => Promise<
  | Map<string, { currentRevenue?: number; revenue?: number; leadCount?: number; leads?: number } | number>
  | Record<string, { currentRevenue?: number; revenue?: number; leadCount?: number; leads?: number } | number>
>;

export interface SitesServiceOptions {
  scopes: TeamScopes;
  host: SiteHost;
  previews: PreviewTokens;
  /** Verticals with the caller's effective payout (discovery service). */
  verticals: (userId: string) => Promise<Vertical[]>;
  realtime: () => RealtimeHub | undefined;
  /** Requests a path of the app itself (health check). */
  probe: Probe;
  revenueBySite?: () => RevenueBySite | undefined;
  /** The team's usage limits (modules/limits), asked before every build and deploy. */
  limits?: () => Pick<LimitsService, 'assertBuild' | 'assertDeploy'> | undefined;
  /** The leads module's rental reconciliation (site_rentals from sites.renter_id), when present. */
  syncRentals?: () => ((teamId: string) => Promise<void>) | undefined;
  /** Custom-domain ownership checks: the TXT lookup (default node:dns) and its timeout (5 s). */
  domains?: SiteDomainOptions;
  /**
   * The performance evaluator (docs/product/rules.md#milestones-and-achievements): called when a site went
   * live or failed.
   */
  performance?: () =>
    | {
        evaluate(teamId: string, siteId?: string | null): unknown;
        schedule?(teamId: string, siteId?: string | null): void;
      }
    | undefined;
}

export interface SiteDomainOptions {
  resolveTxt?: ResolveTxt;
  dnsTimeoutMs?: number;
}
