import type { Opportunity, OpportunityQuery, Site } from '@sdp/shared';
import type { Db } from '../../db/client';
import type { ServiceDeps } from '../../lib/deps';
import type { RealtimeHub } from '../realtime/index';
import type { DemoTiming } from './demo.timing';

// What the parts of the demo run share: the modules it drives (ports) and this process's state.

import type { TeamActor } from '../../lib/actor';

export type Actor = TeamActor;

export interface DemoPorts {
  sites: () => {
    createSite(actor: Actor, input: never, opts?: { demo?: boolean }): Promise<Site>;
    deployVersion(actor: Actor, siteId: string): Promise<Site>;
    getSite(actor: Actor, siteId: string): Promise<Site>;
    update(actor: Actor, siteId: string, patch: { renterId?: string | null }): Promise<Site>;
  };
  search: (actor: Actor, q: OpportunityQuery) => Promise<{ items: Opportunity[] }>;
  /** The caller's verticals with their payout in force. */
  verticals: (actor: Actor) => Promise<Array<{ slug: string; effectivePayout: number }>>;
  realtime: () => RealtimeHub | undefined;
  /** Optional modules, read when used. */
  rankings?: () =>
    | {
        createKeywords?: (actor: Actor, input: { websiteId: string; keywords: string[] }) => Promise<unknown>;
      }
    | undefined;
  performance?: () => { evaluate?: (teamId: string, siteId?: string) => unknown } | undefined;
  flushEvents?: () => Promise<void>;
  forgetSite?: (site: { slug: string; customDomain?: string | null }) => void;
  /** A/B tests (modules/experiments): the demo starts one on its first site. */
  experiments?: () =>
    | {
        create(
          actor: Actor,
          siteId: string,
          input: { path: string; h1?: string; intro?: string },
        ): Promise<{ id: string; path: string }>;
      }
    | undefined;
  /** Competitive intelligence (modules/competitive): the demo projects' rival pages and their comparison. */
  competitive?: () =>
    | {
        demoRivalUrls(siteId: string): Promise<string[]>;
        refreshSite(teamId: string, siteId: string): Promise<boolean>;
      }
    | undefined;
  /** Where the server answers now (its listening address, else PUBLIC_URL). */
  baseUrl: () => string;
  driver: 'pglite' | 'postgres';
  /** The team's usage limits (modules/limits): demo loads per day. */
  limits?: () =>
    | { assertDemoRun(teamId: string): Promise<void>; recordDemoRun(teamId: string): Promise<void> }
    | undefined;
}

/** What this process's visitors did (logs and tests): visits, leads sent, failures. */
export interface DemoStats {
  visits: number;
  leads: number;
  failed: number;
  lastError: string | null;
}

export interface DemoContext {
  db: Db;
  log: ServiceDeps['log'];
  ports: DemoPorts;
  /** PUBLIC_URL: where the hosted pages say they are. */
  publicUrl: string;
  /** This process's id on the markers it runs. */
  owner: string;
  timing: DemoTiming;
  stats: DemoStats;
  /** True once the service stopped (server closing). */
  isClosed: () => boolean;
  notify(userId: string, type: 'success' | 'error' | 'info', title: string, message?: string): void;
}

/** Thrown when the run lost its marker (removed, or taken over): the run ends quietly. */
export class Stopped extends Error {}
