import type { ExperimentStatus, ExperimentVariant, PageMeta } from '@sdp/shared';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import {
  type ExperimentRow,
  experiments,
  type NewExperiment,
  sites,
  siteVersions,
} from '../../db/schema/index';
import type { Counts } from './stats';

export type { ExperimentRow };

// A/B tests (docs/product/rules.md#ab-tests). Reads `sites` and `site_versions` (the live page) and
// `site_events` (visits and conversions per variant); writes only `experiments`.

export interface ExperimentSite {
  id: string;
  teamId: string;
  status: string;
  liveVersionId: string | null;
}

/** The team's site, or undefined: another team's site is unknown here. */
export async function siteOf(db: Db, teamId: string, siteId: string): Promise<ExperimentSite | undefined> {
  const [row] = await db
    .select({ id: sites.id, teamId: sites.teamId, status: sites.status, liveVersionId: sites.liveVersionId })
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.teamId, teamId)));
  return row;
}

/** The pages of one of the team's versions (PageMeta of the generator). */
export async function versionPages(db: Db, teamId: string, versionId: string): Promise<PageMeta[]> {
  const [row] = await db
    .select({ pages: siteVersions.pages })
    .from(siteVersions)
    .where(and(eq(siteVersions.id, versionId), eq(siteVersions.teamId, teamId)));
  return (row?.pages ?? []) as PageMeta[];
}

/** Inserts a test; null when the page already has an active one (the partial unique index). */
export async function insertExperiment(db: Db, values: NewExperiment): Promise<ExperimentRow | null> {
  try {
    const [row] = await db.insert(experiments).values(values).returning();
    return row ?? null;
  } catch (err) {
    const code =
      (err as { code?: string; cause?: { code?: string } }).code ??
      (err as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') return null;
    throw err;
  }
}

export async function listOfSite(
  db: Db,
  teamId: string,
  siteId: string,
  limit = 50,
): Promise<ExperimentRow[]> {
  return db
    .select()
    .from(experiments)
    .where(and(eq(experiments.teamId, teamId), eq(experiments.siteId, siteId)))
    .orderBy(desc(experiments.startedAt))
    .limit(limit);
}

export async function getExperiment(db: Db, teamId: string, id: string): Promise<ExperimentRow | undefined> {
  const [row] = await db
    .select()
    .from(experiments)
    .where(and(eq(experiments.id, id), eq(experiments.teamId, teamId)));
  return row;
}

const active = or(
  eq(experiments.status, 'running'),
  and(eq(experiments.status, 'won'), eq(experiments.winner, 'B')),
);

/** A site's tests the host varies pages for (running, or won by B): the host's cache loads these. */
export async function activeOfSite(db: Db, siteId: string): Promise<ExperimentRow[]> {
  return db
    .select()
    .from(experiments)
    .where(and(eq(experiments.siteId, siteId), active));
}

/** The team's running tests (the stop rule is evaluated for them after new events). */
export async function runningOfTeam(db: Db, teamId: string): Promise<ExperimentRow[]> {
  return db
    .select()
    .from(experiments)
    .where(and(eq(experiments.teamId, teamId), eq(experiments.status, 'running')));
}

export interface EndPatch {
  status: ExperimentStatus;
  winner: ExperimentVariant | null;
  decidedBy: ExperimentRow['decidedBy'];
  finalStats: Record<string, unknown> | null;
  endedAt?: Date;
}

/**
 * Ends or changes a test only if it is still in the status the caller read (the stop rule and an
 * operator may act at once: one of them wins, the other gets undefined).
 */
export async function updateIfStatus(
  db: Db,
  teamId: string,
  id: string,
  from: ExperimentStatus,
  patch: EndPatch,
): Promise<ExperimentRow | undefined> {
  const [row] = await db
    .update(experiments)
    .set(patch)
    .where(and(eq(experiments.id, id), eq(experiments.teamId, teamId), eq(experiments.status, from)))
    .returning();
  return row;
}

/**
 * Visitors and conversions per variant between `from` and `to`: a visitor is a visitor hash on a
 * UTC day with a pageview of the page served with that variant; a conversion is such a visitor
 * with a form sent from the page (its 'lead' event) or a phone click on it the same day.
 */
export async function countVariants(
  db: Db,
  test: { siteId: string; path: string },
  from: Date,
  to: Date,
): Promise<Record<ExperimentVariant, Counts>> {
  const found = await rows<{ variant: ExperimentVariant; visitors: number; conversions: number }>(
    db,
    sql`
      with v as (
        select visitor_hash, (created_at at time zone 'UTC')::date as day, variant
        from site_events
        where site_id = ${test.siteId} and path = ${test.path} and event = 'pageview'
          and variant is not null
          and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
        group by 1, 2, 3
      ), c as (
        select distinct visitor_hash, (created_at at time zone 'UTC')::date as day
        from site_events
        where site_id = ${test.siteId} and path = ${test.path} and event in ('lead', 'call_click')
          and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
      )
      select v.variant, count(*)::int as visitors, count(c.visitor_hash)::int as conversions
      from v left join c on c.visitor_hash = v.visitor_hash and c.day = v.day
      group by v.variant`,
  );
  const out: Record<ExperimentVariant, Counts> = {
    A: { visitors: 0, conversions: 0 },
    B: { visitors: 0, conversions: 0 },
  };
  for (const r of found) {
    if (r.variant === 'A' || r.variant === 'B')
      out[r.variant] = { visitors: Number(r.visitors), conversions: Number(r.conversions) };
  }
  return out;
}
