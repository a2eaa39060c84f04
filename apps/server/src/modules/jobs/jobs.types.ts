import type { CreateSiteRequest, DeploymentJob, Opportunity, OpportunityQuery, Site } from '@sdp/shared';
import type { TeamActor } from '../../lib/actor';
import type { RealtimeHub } from '../realtime/index';

/** Who a job runs for: the user who asked and the team whose rows it writes (a stored job has no role). */
export type Actor = TeamActor;

export type DeployStep = 'building' | 'deploying' | 'verifying';

/** What jobs need of the sites service (modules/sites/sites.service.ts). */
export interface SitesPort {
  createSite(actor: Actor, input: CreateSiteRequest, opts?: { demo?: boolean }): Promise<Site>;
  deployVersion(
    actor: Actor,
    siteId: string,
    versionId?: string,
    onStep?: (step: DeployStep, pct: number) => void,
  ): Promise<Site>;
  getSite(actor: Actor, siteId: string): Promise<Site>;
  findSiteForOpportunity(actor: Actor, opportunityId: string): Promise<Site | null>;
  listVersions(actor: Actor, siteId: string): Promise<{ id: string }[]>;
}

/** What jobs need of market discovery: the best markets for a caller, and a market by id. */
export interface MarketPort {
  search(actor: Actor, q: OpportunityQuery): Promise<{ items: Opportunity[]; total: number }>;
  label(opportunityId: string): Promise<string | null>;
}

/** What jobs need of the team's usage limits (modules/limits/limits.service.ts). */
export interface LimitsPort {
  /** A job of `sites` sites: over LIMIT_BATCH_SIZE is a 403, no builds left today a 429. */
  assertJob(teamId: string, sites: number): Promise<void>;
  assertDeploy(teamId: string, deploy: { demo: boolean; live?: boolean }): Promise<void>;
}

export interface JobsConfig {
  pollMs: number;
  heartbeatMs: number;
  concurrency: number;
  /** Pause between two items of a job. */
  itemPauseMs?: number;
}

export type RealtimeGetter = () => RealtimeHub | undefined;
export type { DeploymentJob };
