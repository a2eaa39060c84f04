import type { Vertical } from '@sdp/shared';
import type { TeamActor } from '../../lib/actor';
import type { LimitsService } from '../limits/index';
import type { Meter } from '../metering/index';
import type { RealtimeHub } from '../realtime/index';
import type { ResolveTxt } from './domain-verify';
import type { Probe } from './health-check';
import type { PreviewTokens } from './preview-token';
import type { SiteHost } from './site-host';

/** Who acts: the signed-in user and the team whose rows they work on. */
export type Actor = TeamActor;

export type DeployStep = 'building' | 'deploying' | 'verifying';
export type OnStep = (step: DeployStep, pct: number) => void;

/** Revenue and leads per site, answered by the leads module when it is there. */
export type RevenueBySite = (
  teamId: string,
  siteIds: string[],
  /** The reader's time zone: whose "this month" (docs/time-zones.md). */
  zone?: string,
) => Promise<
  | Map<string, { currentRevenue?: number; revenue?: number; leadCount?: number; leads?: number } | number>
  | Record<string, { currentRevenue?: number; revenue?: number; leadCount?: number; leads?: number } | number>
>;

export interface SitesServiceOptions {
  host: SiteHost;
  previews: PreviewTokens;
  /** Verticals with the caller's effective payout (discovery service). */
  verticals: (actor: TeamActor) => Promise<Vertical[]>;
  /** Records the LLM writer's builds (modules/metering). */
  meter: Pick<Meter, 'record'>;
  realtime: () => RealtimeHub | undefined;
  /** Requests a path of the app itself (health check). */
  probe: Probe;
  revenueBySite?: () => RevenueBySite | undefined;
  /** The team's usage limits (modules/limits), asked before every build and deploy. */
  limits?: () => Pick<LimitsService, 'assertBuild' | 'assertDeploy' | 'assertLlm'> | undefined;
  /** The leads module's rental reconciliation (site_rentals from sites.renter_id), when present. */
  syncRentals?: () => ((teamId: string) => Promise<void>) | undefined;
  /** Custom-domain ownership checks: the TXT lookup (default node:dns) and its timeout (5 s). */
  domains?: SiteDomainOptions;
}

export interface SiteDomainOptions {
  resolveTxt?: ResolveTxt;
  dnsTimeoutMs?: number;
}
