import {
  CITY_SIZE_LABELS,
  CITY_SIZES,
  type CitySize,
  type PatternsQuery,
  type PatternsReport,
  type SerpSnapshot,
} from '@sdp/shared';
import { getPlaces } from '../../data/places';
import { VERTICAL_BY_SLUG } from '../../data/verticals';
import type { Db } from '../../db/client';
import type { TeamActor } from '../../lib/actor';
import type { EngineRunResult } from '../../lib/engine';
import { NotFoundError } from '../../lib/errors';
import { analyzeGroups, gscByPageType, type SnapshotInput } from './analysis';
import { patternInsights } from './insights';
import * as repo from './serp-patterns.repository';
import { citySizeOf, pageTypeOf } from './traits';

// SERP patterns (docs/serp-patterns.md): the team's stored results pages read per vertical (the
// site's) and city size (the population of the site's market place, bundled places data).

/** Snapshots and Search Console rows of the last this many days are read. */
export const WINDOW_DAYS = 90;
/** At most this many snapshots (the newest) per report. */
export const MAX_SNAPSHOTS = 3000;
const MAX_GSC_ROWS = 20_000;
export const SYNTHETIC_PROVIDER = 'demo';

export type SerpPatternsService = ReturnType<typeof createSerpPatternsService>;

interface Place {
  city: string | null;
  state: string | null;
  citySize: CitySize | 'unknown';
}

/** The place of a market id `vertical~placeId` in the bundled places data. */
export function placeOfMarket(opportunityId: string | null): Place {
  const placeId = opportunityId?.split('~')[1];
  const t = placeId ? getPlaces() : null;
  const i = t && placeId ? t.indexById.get(placeId) : undefined;
  if (!t || i === undefined) return { city: null, state: null, citySize: 'unknown' };
  return { city: t.name[i] ?? null, state: t.state[i] ?? null, citySize: citySizeOf(t.population[i]) };
}

const verticalName = (slug: string) => VERTICAL_BY_SLUG.get(slug)?.name ?? slug;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

export function createSerpPatternsService({ db }: { db: Db }) {
  async function inputs(teamId: string) {
    const rows = await repo.snapshotsSince(db, teamId, daysAgo(WINDOW_DAYS), MAX_SNAPSHOTS);
    const places = new Map<string | null, Place>();
    const place = (id: string | null) => {
      const known = places.get(id);
      if (known) return known;
      const p = placeOfMarket(id);
      places.set(id, p);
      return p;
    };
    const snapshots: SnapshotInput[] = rows.map((r) => ({
      id: r.id,
      keyword: r.keyword,
      day: r.day,
      provider: r.provider,
      verticalSlug: r.verticalSlug,
      verticalName: verticalName(r.verticalSlug),
      ...place(r.opportunityId),
      results: r.results,
      features: r.features,
      localPack: r.localPack,
      ownPosition: r.ownPosition === null ? null : Number(r.ownPosition),
    }));
    return { snapshots, capped: rows.length >= MAX_SNAPSHOTS, place };
  }

  const matches = (q: PatternsQuery) => (s: { verticalSlug: string; citySize: string }) =>
    (!q.verticalSlug || s.verticalSlug === q.verticalSlug) && (!q.citySize || s.citySize === q.citySize);

  return {
    async report(actor: TeamActor, query: PatternsQuery): Promise<PatternsReport> {
      const { snapshots: all, capped, place } = await inputs(actor.teamId);
      const keep = matches(query);
      const snapshots = all.filter(keep);
      const providers = new Map<string, number>();
      for (const s of snapshots) providers.set(s.provider, (providers.get(s.provider) ?? 0) + 1);
      const days = [...new Set(snapshots.map((s) => s.day))].sort();
      const verticals = new Map<string, number>();
      const sizes = new Map<string, number>();
      for (const s of all) {
        verticals.set(s.verticalSlug, (verticals.get(s.verticalSlug) ?? 0) + 1);
        sizes.set(s.citySize, (sizes.get(s.citySize) ?? 0) + 1);
      }
      const gscRows = (await repo.gscRowsSince(db, actor.teamId, daysAgo(WINDOW_DAYS), MAX_GSC_ROWS)).filter(
        (r) => keep({ verticalSlug: r.verticalSlug, citySize: place(r.opportunityId).citySize }),
      );
      return {
        filters: { verticalSlug: query.verticalSlug ?? null, citySize: query.citySize ?? null },
        coverage: {
          snapshots: snapshots.length,
          keywords: new Set(snapshots.map((s) => s.keyword)).size,
          days: days.length,
          firstDay: days[0] ?? null,
          lastDay: days.at(-1) ?? null,
          providers: [...providers.entries()]
            .sort((a, b) => b[1] - a[1])
            .map(([provider, n]) => ({ provider, snapshots: n, synthetic: provider === SYNTHETIC_PROVIDER })),
          windowDays: WINDOW_DAYS,
          capped,
        },
        options: {
          verticals: [...verticals.entries()]
            .map(([slug, n]) => ({ slug, name: verticalName(slug), snapshots: n }))
            .sort((a, b) => b.snapshots - a.snapshots || a.name.localeCompare(b.name)),
          citySizes: [...CITY_SIZES, 'unknown' as const]
            .filter((id) => sizes.has(id))
            .map((id) => ({ id, label: CITY_SIZE_LABELS[id], snapshots: sizes.get(id) ?? 0 })),
        },
        groups: analyzeGroups(snapshots),
        gsc: {
          rows: gscRows.length,
          pageTypes: gscByPageType(
            gscRows.map((r) => ({
              ...r,
              position: r.position === null ? null : Number(r.position),
            })),
          ),
        },
      };
    },

    async snapshot(actor: TeamActor, id: string): Promise<SerpSnapshot> {
      const row = await repo.snapshotOf(db, actor.teamId, id);
      if (!row) throw new NotFoundError('Snapshot');
      const own = row.ownPosition === null ? null : Number(row.ownPosition);
      return {
        id: row.id,
        siteId: row.siteId,
        siteName: row.siteName,
        keyword: row.keyword,
        location: row.location,
        day: row.day,
        provider: row.provider,
        synthetic: row.provider === SYNTHETIC_PROVIDER,
        ownPosition: own,
        features: row.features,
        localPack: (row.localPack ?? []).map((e) => ({
          title: e.title,
          domain: e.domain ?? null,
          rating: e.rating ?? null,
          reviews: e.reviews ?? null,
        })),
        results: row.results.map((r) => ({
          position: r.position,
          url: r.url,
          domain: r.domain,
          title: r.title ?? null,
          snippet: r.snippet ?? null,
          pageType: pageTypeOf(r.url, r.domain, own !== null && r.position === own),
          own: own !== null && r.position === own,
        })),
      };
    },

    /** The engine's run: every group of the team, read as insights. */
    async analyze(teamId: string): Promise<EngineRunResult> {
      const { snapshots } = await inputs(teamId);
      const groups = analyzeGroups(snapshots);
      const syntheticGroups = new Set(
        groups
          .filter((g) =>
            snapshots
              .filter((s) => s.verticalSlug === g.verticalSlug && s.citySize === g.citySize)
              .every((s) => s.provider === SYNTHETIC_PROVIDER),
          )
          .map((g) => `${g.verticalSlug}|${g.citySize}`),
      );
      const insights = patternInsights(groups, (g) => syntheticGroups.has(`${g.verticalSlug}|${g.citySize}`));
      const enough = groups.filter((g) => g.enough).length;
      return {
        summary:
          snapshots.length === 0
            ? 'No stored results pages yet'
            : `${snapshots.length} results pages read in ${groups.length} group${groups.length === 1 ? '' : 's'} (${enough} with enough data)`,
        insights,
      };
    },
  };
}
