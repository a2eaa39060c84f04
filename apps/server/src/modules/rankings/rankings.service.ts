import {
  type keywordInputSchema,
  MAX_KEYWORDS_PER_SITE,
  type manualPositionSchema,
  type SiteKeyword,
  type TrackedKeyword,
} from '@sdp/shared';
import type { z } from 'zod';
import type { TeamActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { MarketTarget } from '../providers/index';
import { STATE_NAMES } from '../providers/index';
import type { RealtimeHub } from '../realtime/index';
import type { RankPositionRow, SiteKeywordRow } from './rankings.repository';
import * as repo from './rankings.repository';

// Keywords per site and every position seen, with its source (serp, gsc, manual). Whatever stores
// positions calls `stored()` afterwards: changed positions are pushed to the site owner's room as
// performance:ranking, and the performance evaluator (milestones top-10/top-3) runs.

export const HISTORY_DAYS = 90;
const MAX_PUSHES = 50;

export interface RankingsDeps {
  market?: { target(opportunityId: string): Promise<MarketTarget | null> };
  realtime: () => RealtimeHub | undefined;
}

export type PositionInput = Omit<repo.NewPosition, 'teamId' | 'siteId' | 'demo'>;

export const today = () => new Date().toISOString().slice(0, 10);
export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
/** Keywords are kept lower-cased with single spaces: Google's queries are case-insensitive. */
export const normaliseKeyword = (k: string) => k.trim().replace(/\s+/g, ' ').toLowerCase();

function keywordView(k: SiteKeywordRow): SiteKeyword {
  return {
    id: k.id,
    siteId: k.siteId,
    keyword: k.keyword,
    location: k.location,
    trackEveryHours: k.trackEveryHours,
    lastCheckedAt: k.lastCheckedAt?.toISOString() ?? null,
    createdAt: k.createdAt.toISOString(),
    demo: k.demo,
  };
}

function point(p: RankPositionRow) {
  return {
    day: p.day,
    position: p.position === null ? null : Number(p.position),
    source: p.source,
    sourceDetail: p.sourceDetail,
    url: p.url,
    clicks: p.clicks,
    impressions: p.impressions,
    competitors: p.competitors ?? null,
  };
}

export type RankingsCore = ReturnType<typeof createRankingsCore>;

export function createRankingsCore({ db, log, events }: ServiceDeps, deps: RankingsDeps) {
  async function actorSite(actor: TeamActor, siteId: string) {
    const scope = actor;
    const site = await repo.siteOf(db, scope.teamId, siteId);
    if (!site) throw new NotFoundError('Site');
    return { scope, site };
  }

  /** The site's market as a provider location name, e.g. 'Austin,Texas,United States'. */
  async function defaultLocation(site: repo.RankSite): Promise<string | null> {
    if (!site.opportunityId || !deps.market) return null;
    try {
      const t = await deps.market.target(site.opportunityId);
      const state = t ? STATE_NAMES[t.state.toUpperCase()] : undefined;
      return t && state ? `${t.city},${state},United States` : null;
    } catch {
      return null;
    }
  }

  /** Adds keywords (deduplicated case-insensitively) up to the site's cap; answers the new rows. */
  async function addKeywords(site: repo.RankSite, words: string[], location?: string | null, cap = true) {
    const existing = await repo.listKeywords(db, site.id);
    const have = new Set(existing.map((k) => k.keyword));
    const fresh = [...new Set(words.map(normaliseKeyword).filter((k) => k && !have.has(k)))];
    const room = MAX_KEYWORDS_PER_SITE - existing.length;
    if (cap && fresh.length > room) {
      throw new ValidationError(
        `keywords: a site tracks at most ${MAX_KEYWORDS_PER_SITE} keywords; this site has ${existing.length}, so ${Math.max(0, room)} more fit (${fresh.length} new given)`,
        undefined,
        'keyword_limit',
      );
    }
    const loc = location?.trim() || (await defaultLocation(site));
    const rows = fresh.slice(0, Math.max(0, room)).map((keyword) => ({
      teamId: site.teamId,
      siteId: site.id,
      keyword,
      location: loc,
      demo: site.demo,
    }));
    return { created: await repo.insertKeywords(db, rows), existing };
  }

  async function tracked(site: repo.RankSite): Promise<TrackedKeyword[]> {
    const keywords = await repo.listKeywords(db, site.id);
    const ids = keywords.map((k) => k.id);
    const [history, latest, best] = await Promise.all([
      repo.positionsSince(db, site.id, daysAgo(HISTORY_DAYS)),
      repo.latestPoints(db, ids),
      repo.bestPositions(db, ids),
    ]);
    const byKeyword = new Map<string, RankPositionRow[]>();
    for (const p of history) {
      const list = byKeyword.get(p.keywordId) ?? [];
      list.push(p);
      byKeyword.set(p.keywordId, list);
    }
    const newest = new Map<string, RankPositionRow>();
    const second = new Map<string, RankPositionRow>();
    for (const p of latest) (p.rn === 1 ? newest : second).set(p.keywordId, p);
    return keywords.map((k) => {
      const n = newest.get(k.id);
      const s = second.get(k.id);
      return {
        id: k.id,
        siteId: k.siteId,
        keyword: k.keyword,
        location: k.location,
        latest: n ? point(n) : null,
        previous: s ? point(s) : null,
        best: best.get(k.id) ?? null,
        history: (byKeyword.get(k.id) ?? []).map(point),
        lastCheckedAt: k.lastCheckedAt?.toISOString() ?? null,
      };
    });
  }

  /**
   * Stores positions of one site, then pushes the changed latest positions to the owner's room and
   * lets the performance evaluator look at the site. Answers how many rows were written.
   */
  async function store(site: repo.RankSite, points: PositionInput[]): Promise<number> {
    if (points.length === 0) return 0;
    const keywordIds = [...new Set(points.map((p) => p.keywordId))];
    const latestOf = async () => {
      const m = new Map<string, number | null>();
      for (const p of await repo.latestPoints(db, keywordIds)) {
        if (p.rn === 1) m.set(p.keywordId, p.position === null ? null : Number(p.position));
      }
      return m;
    };
    const before = await latestOf();
    await repo.upsertPositions(
      db,
      points.map((p) => ({ ...p, teamId: site.teamId, siteId: site.id, demo: site.demo })),
    );
    const after = await latestOf();
    const names = new Map((await repo.listKeywords(db, site.id)).map((k) => [k.id, k.keyword]));
    const hub = deps.realtime();
    let pushed = 0;
    for (const id of keywordIds) {
      if (!after.has(id)) continue;
      const now = after.get(id) ?? null;
      const was = before.has(id) ? (before.get(id) ?? null) : null;
      if (before.has(id) && was === now) continue;
      if (!before.has(id) && now === null) continue;
      if (pushed++ >= MAX_PUSHES) break;
      hub?.toUser(site.userId, 'performance:ranking', {
        siteId: site.id,
        keyword: names.get(id) ?? '',
        position: now,
        previousPosition: was,
        at: new Date().toISOString(),
      });
    }
    try {
      await events.emit('team.activity', { teamId: site.teamId, siteId: site.id, when: 'now' });
    } catch (err) {
      log.warn({ err, siteId: site.id }, 'rankings: performance evaluation failed');
    }
    return points.length;
  }

  return {
    actorSite,
    addKeywords,
    tracked,
    store,
    defaultLocation,

    async listKeywords(actor: TeamActor, siteId: string): Promise<SiteKeyword[]> {
      const { site } = await actorSite(actor, siteId);
      return (await repo.listKeywords(db, site.id)).map(keywordView);
    },

    async createKeywords(actor: TeamActor, input: z.infer<typeof keywordInputSchema>) {
      const { site } = await actorSite(actor, input.websiteId);
      const { created, existing } = await addKeywords(site, input.keywords, input.location);
      const all = await repo.listKeywords(db, site.id);
      return {
        created: created.length,
        alreadyTracked: input.keywords.length - created.length,
        existingBefore: existing.length,
        keywords: all.map(keywordView),
      };
    },

    /** Keywords worth tracking for the site: its vertical's keywords with its city, untracked ones. */
    async suggest(
      actor: TeamActor,
      siteId: string,
    ): Promise<{ location: string | null; keywords: string[] }> {
      const { site } = await actorSite(actor, siteId);
      const t =
        site.opportunityId && deps.market
          ? await deps.market.target(site.opportunityId).catch(() => null)
          : null;
      if (!t) return { location: null, keywords: [] };
      const have = new Set((await repo.listKeywords(db, site.id)).map((k) => k.keyword));
      const city = t.city.toLowerCase();
      const all = t.keywords.flatMap((k) => [`${k} ${city}`, `${k} near me`]).map(normaliseKeyword);
      return {
        location: await defaultLocation(site),
        keywords: [...new Set(all)].filter((k) => !have.has(k)).slice(0, 20),
      };
    },

    async deleteKeyword(actor: TeamActor, keywordId: string) {
      const scope = actor;
      if (!(await repo.deleteKeyword(db, scope.teamId, keywordId))) throw new NotFoundError('Keyword');
    },

    async trackedFor(actor: TeamActor, siteId: string) {
      const { site } = await actorSite(actor, siteId);
      return tracked(site);
    },

    /** Manual entry: one position per keyword, day and source 'manual' (a second entry replaces it). */
    async manual(actor: TeamActor, input: z.infer<typeof manualPositionSchema>): Promise<TrackedKeyword> {
      const scope = actor;
      const keyword = await repo.keywordOf(db, scope.teamId, input.keywordId);
      if (!keyword) throw new NotFoundError('Keyword');
      const site = await repo.siteOf(db, scope.teamId, keyword.siteId);
      if (!site) throw new NotFoundError('Keyword');
      const day = input.day ?? today();
      if (day > today()) throw new ValidationError('day: must not be in the future');
      await store(site, [
        {
          keywordId: keyword.id,
          position: input.position,
          url: input.url ?? null,
          source: 'manual',
          sourceDetail: (await repo.userEmail(db, actor.userId)) ?? actor.userId,
          day,
        },
      ]);
      const view = (await tracked(site)).find((k) => k.id === keyword.id);
      if (!view) throw new NotFoundError('Keyword');
      return view;
    },
  };
}
