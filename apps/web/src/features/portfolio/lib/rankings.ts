import type { TrackedKeyword } from '@sdp/shared';
import { todayIn } from '../../../lib/time-zone';

export interface RankMover {
  id: string;
  siteId: string;
  keyword: string;
  position: number | null;
  previous: number | null;
  /** Places gained (positive) or lost (negative); a keyword entering the top 100 counts from 101. */
  change: number;
}

const NOT_RANKED = 101;

/** A keyword's latest and previous positions; no change without a previous check. */
function toMover(k: TrackedKeyword): RankMover {
  const position = k.latest?.position ?? null;
  const previous = k.previous?.position ?? null;
  return {
    id: k.id,
    siteId: k.siteId,
    keyword: k.keyword,
    position,
    previous,
    change: k.previous ? (previous ?? NOT_RANKED) - (position ?? NOT_RANKED) : 0,
  };
}

/** Keywords whose latest position differs from the previous one, biggest moves first. */
export function topMovers(keywords: TrackedKeyword[], limit = 5): RankMover[] {
  return keywords
    .filter((k) => k.latest && k.previous)
    .map(toMover)
    .filter((m) => m.change !== 0)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.keyword.localeCompare(b.keyword))
    .slice(0, limit);
}

/** Keywords with a position now, best first (shown when nothing moved since the last check). */
export function bestPositions(keywords: TrackedKeyword[], limit = 5): RankMover[] {
  return keywords
    .filter((k) => typeof k.latest?.position === 'number')
    .map(toMover)
    .sort(
      (a, b) => (a.position ?? NOT_RANKED) - (b.position ?? NOT_RANKED) || a.keyword.localeCompare(b.keyword),
    )
    .slice(0, limit);
}

/** The first day of this month and today in the zone, YYYY-MM-DD (the "this month" figures). */
export function monthToDate(now = new Date(), zone = 'UTC'): { from: string; to: string } {
  const to = todayIn(zone, now);
  return { from: `${to.slice(0, 7)}-01`, to };
}
