import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SerpSnapshotRow, serpSnapshots, siteKeywords, sites } from '../../db/schema/index';

// The demo's synthetic results pages (demo.serps.ts): the keywords of its sites, and the insert.

export type DemoSerpRow = Omit<SerpSnapshotRow, 'id' | 'createdAt'>;

export interface DemoSerpKeyword {
  teamId: string;
  siteId: string;
  siteName: string;
  siteSlug: string;
  seed: number;
  opportunityId: string | null;
  verticalSlug: string;
  keywordId: string;
  keyword: string;
  location: string | null;
}

/** Tracked keywords of the team's demo sites among `siteIds`. */
export function keywordsOfDemoSites(db: Db, teamId: string, siteIds: string[]): Promise<DemoSerpKeyword[]> {
  return db
    .select({
      teamId: sites.teamId,
      siteId: sites.id,
      siteName: sites.name,
      siteSlug: sites.slug,
      seed: sites.seed,
      opportunityId: sites.opportunityId,
      verticalSlug: sites.verticalSlug,
      keywordId: siteKeywords.id,
      keyword: siteKeywords.keyword,
      location: siteKeywords.location,
    })
    .from(siteKeywords)
    .innerJoin(sites, eq(sites.id, siteKeywords.siteId))
    .where(and(eq(sites.teamId, teamId), eq(sites.demo, true), inArray(sites.id, siteIds)))
    .orderBy(siteKeywords.keyword);
}

/** Inserts the pages; a page already stored for that keyword, day and provider is kept. */
export async function insertDemoSerps(db: Db, rows: DemoSerpRow[]) {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(serpSnapshots)
      .values(rows.slice(i, i + 200))
      .onConflictDoNothing();
  }
}
