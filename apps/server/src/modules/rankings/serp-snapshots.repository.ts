import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serpSnapshots } from '../../db/schema/index';
import type { NewSerpSnapshot } from './serp-snapshots';

// serp_snapshots as a SERP check writes them (docs/serp-patterns.md).

/** Stores snapshots, one per keyword, day and provider (a later one of the same day replaces it). */
export async function upsertSnapshots(db: Db, rows: NewSerpSnapshot[]) {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(serpSnapshots)
      .values(rows.slice(i, i + 200))
      .onConflictDoUpdate({
        target: [serpSnapshots.keywordId, serpSnapshots.day, serpSnapshots.provider],
        set: {
          keyword: sql`excluded.keyword`,
          location: sql`excluded.location`,
          results: sql`excluded.results`,
          features: sql`excluded.features`,
          localPack: sql`excluded.local_pack`,
          ownPosition: sql`excluded.own_position`,
          createdAt: sql`now()`,
        },
      });
  }
}
