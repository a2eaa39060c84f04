import { randomBytes } from 'node:crypto';
import type { DemoRemoved } from '@sdp/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings, renters, sites } from '../../db/schema/index';

// The demo portfolio's rows. The run's state is one `app_settings` row per team (key
// `demo:{teamId}`, JSON value): inserting it is the "one load at a time" lock across processes, every
// later write is a compare-and-set on the whole value (so a DELETE or another process taking over
// makes the writer notice), and its heartbeat lets another process resume a run whose process died.
// Everything else is derived from the rows flagged `demo`.

export type DemoRunStatus = 'loading' | 'ready' | 'removing';

export interface DemoMarket {
  opportunityId: string;
  keywords: string[];
  zip: string | null;
}

/** The demo's A/B test: its id, page, B's headline. */
export interface DemoAbMarker {
  id: string;
  siteId: string;
  path: string;
  bH1: string;
}

export interface DemoMarker {
  runId: string;
  teamId: string;
  userId: string;
  status: DemoRunStatus;
  phase: string | null;
  startedAt: string;
  readyAt: string | null;
  markets: DemoMarket[];
  /** opportunityId -> site id, written as soon as the site exists (a resumed run reuses it). */
  siteIds: Record<string, string>;
  /** site id -> its demo renter */
  renterIds: Record<string, string>;
  keywordsAdded: boolean;
  /** The synthetic results pages of its keywords are stored (demo.serps.ts; absent in older markers). */
  serpsAdded?: boolean;
  /** The A/B test the demo runs on its first site (absent in markers of older runs). */
  abTest?: DemoAbMarker | null;
  trafficStartedAt: string | null;
  /** The first minute's burst ends, then the trickle until trafficUntil. */
  burstUntil: string | null;
  trafficUntil: string | null;
  trafficDone: boolean;
  error: string | null;
  owner: string;
  heartbeatAt: string;
}

export const markerKey = (teamId: string) => `demo:${teamId}`;

type Rows = { rows: Array<Record<string, unknown>> };

async function rows(db: Db, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as Rows).rows;
}

export async function readMarker(
  db: Db,
  teamId: string,
): Promise<{ marker: DemoMarker; raw: string } | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, markerKey(teamId)))
    .limit(1);
  if (!row) return null;
  try {
    return { marker: JSON.parse(row.value) as DemoMarker, raw: row.value };
  } catch {
    return null;
  }
}

/** Creates the marker unless the team has one: false = a load is already there (409). */
export async function insertMarker(db: Db, marker: DemoMarker): Promise<boolean> {
  const out = await db
    .insert(appSettings)
    .values({ key: markerKey(marker.teamId), value: JSON.stringify(marker) })
    .onConflictDoNothing()
    .returning({ key: appSettings.key });
  return out.length > 0;
}

/** Compare-and-set: writes `next` only if the stored value is still `raw`. */
export async function swapMarker(
  db: Db,
  teamId: string,
  raw: string,
  next: DemoMarker,
): Promise<string | null> {
  const value = JSON.stringify(next);
  const out = await db
    .update(appSettings)
    .set({ value, updatedAt: new Date() })
    .where(and(eq(appSettings.key, markerKey(teamId)), eq(appSettings.value, raw)))
    .returning({ key: appSettings.key });
  return out.length > 0 ? value : null;
}

/** Runs that may need a driver: loading, or ready with traffic left. */
export async function openMarkers(db: Db): Promise<Array<{ marker: DemoMarker; raw: string }>> {
  const found = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(sql`${appSettings.key} like 'demo:%'`);
  const out: Array<{ marker: DemoMarker; raw: string }> = [];
  for (const r of found) {
    try {
      const marker = JSON.parse(r.value) as DemoMarker;
      if (marker.status === 'loading' || (marker.status === 'ready' && !marker.trafficDone))
        out.push({ marker, raw: r.value });
    } catch {
      // not ours
    }
  }
  return out;
}

export interface DemoSiteRow {
  id: string;
  name: string;
  slug: string;
  status: string;
  verticalSlug: string;
  liveVersionId: string | null;
}

export async function demoSites(db: Db, teamId: string): Promise<DemoSiteRow[]> {
  return db
    .select({
      id: sites.id,
      name: sites.name,
      slug: sites.slug,
      status: sites.status,
      verticalSlug: sites.verticalSlug,
      liveVersionId: sites.liveVersionId,
    })
    .from(sites)
    .where(and(eq(sites.teamId, teamId), eq(sites.demo, true)))
    .orderBy(sites.createdAt);
}

export async function demoCounts(db: Db, teamId: string) {
  const [r] = await rows(
    db,
    sql`select
      (select count(*) from sites where team_id = ${teamId} and demo) as sites,
      (select count(*) from site_events where team_id = ${teamId} and demo and event = 'pageview') as visits,
      (select count(*) from leads where team_id = ${teamId} and demo) as leads,
      (select count(*) from renters where team_id = ${teamId} and demo) as renters`,
  );
  return {
    sites: Number(r?.sites ?? 0),
    visits: Number(r?.visits ?? 0),
    leads: Number(r?.leads ?? 0),
    renters: Number(r?.renters ?? 0),
  };
}

/** A demo renter (price per lead from the vertical's payout; e-mail to a .invalid address). */
export async function insertDemoRenter(
  db: Db,
  input: { teamId: string; userId: string; name: string; email: string; pricePerLead: number },
): Promise<string> {
  const [row] = await db
    .insert(renters)
    .values({
      ...input,
      webhookSecret: randomBytes(32).toString('hex'),
      // A .invalid address nobody can receive mail at: confirmed, so demo leads show e-mail delivery.
      emailConfirmedAt: new Date(),
      monthlyRent: 0,
      autoAccept: true,
      active: true,
      demo: true,
    })
    .returning({ id: renters.id });
  return row!.id;
}

/** A site a run made after the team's demo data was removed: deleted again (it is demo). */
export async function deleteDemoSite(db: Db, teamId: string, siteId: string) {
  await db.delete(sites).where(and(eq(sites.teamId, teamId), eq(sites.id, siteId), eq(sites.demo, true)));
}

/**
 * Every demo row of the team in one transaction: demo sites (their versions, leads, deliveries,
 * events, keywords, positions, milestones, predictions and rentals go with them by cascade), demo
 * renters (a real site pointing at one loses the renter), and the marker. Answers what was removed.
 */
export async function removeDemo(
  db: Db,
  teamId: string,
): Promise<{ removed: DemoRemoved; slugs: DemoSiteRow[] }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const slugs = await demoSites(t, teamId);
    const demoIds = sql`(select id from sites where team_id = ${teamId} and demo)`;
    const [c] = await rows(
      t,
      sql`select
        (select count(*) from sites where team_id = ${teamId} and demo) as sites,
        (select count(*) from site_versions where site_id in ${demoIds}) as versions,
        (select count(*) from leads where team_id = ${teamId} and (demo or site_id in ${demoIds})) as leads,
        (select count(*) from site_events where team_id = ${teamId} and (demo or site_id in ${demoIds})) as events,
        (select count(*) from site_keywords where team_id = ${teamId} and (demo or site_id in ${demoIds})) as keywords,
        (select count(*) from rank_positions where team_id = ${teamId} and (demo or site_id in ${demoIds})) as positions,
        (select count(*) from milestones where site_id in ${demoIds}) as milestones,
        (select count(*) from renters where team_id = ${teamId} and demo) as renters`,
    );
    // Rows flagged demo whose site is not (none are written that way; kept tidy all the same).
    await t.execute(sql`delete from site_events where team_id = ${teamId} and demo`);
    await t.execute(sql`delete from rank_positions where team_id = ${teamId} and demo`);
    await t.execute(sql`delete from site_keywords where team_id = ${teamId} and demo`);
    await t.execute(sql`delete from leads where team_id = ${teamId} and demo`);
    await t.execute(sql`delete from sites where team_id = ${teamId} and demo`);
    await t.execute(
      sql`update sites set renter_id = null
          where team_id = ${teamId} and renter_id in (select id from renters where team_id = ${teamId} and demo)`,
    );
    await t.execute(sql`delete from renters where team_id = ${teamId} and demo`);
    await t.execute(sql`delete from app_settings where key = ${markerKey(teamId)}`);
    const n = (k: string) => Number(c?.[k] ?? 0);
    return {
      removed: {
        sites: n('sites'),
        versions: n('versions'),
        leads: n('leads'),
        events: n('events'),
        keywords: n('keywords'),
        positions: n('positions'),
        milestones: n('milestones'),
        renters: n('renters'),
      },
      slugs,
    };
  });
}
