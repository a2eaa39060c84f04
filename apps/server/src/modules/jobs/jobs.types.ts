import type { CreateSiteRequest, DeploymentJob, Opportunity, OpportunityQuery, Site } from '@sdp/shared';
import type { RealtimeHub } from '../realtime/index';

/** Who a job runs for: the user who asked and the team whose rows it writes. */
export interface Actor {
  userId: string;
  teamId: string;
}

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
  search(userId: string, q: OpportunityQuery): Promise<{ items: Opportunity[]; total: number }>;
  label(opportunityId: string): Promise<string | null>;
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
