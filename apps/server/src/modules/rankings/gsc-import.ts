import { MAX_KEYWORDS_PER_SITE } from '@sdp/shared';
import type { Db } from '../../db/client';
import type { TeamActor } from '../../lib/actor';
import { ValidationError } from '../../lib/errors';
import { GscFormatError, type GscRow, parseGscCsv } from './gsc-csv';
import * as repo from './rankings.repository';
import { normaliseKeyword, type PositionInput, type RankingsCore, today } from './rankings.service';

// Search Console CSV import: every (query, day) becomes one position with source 'gsc'. Rows of the
// same query and day (an export by query and page) are merged: clicks and impressions add up, the
// position is the impression-weighted mean, the url is the page that ranked best.

export const GSC_SOURCE_DETAIL = 'Search Console CSV';
/** Skipped lines listed one by one; the rest are summed up in one last entry. */
export const MAX_SKIPPED_SHOWN = 500;

interface Merged {
  keyword: string;
  day: string;
  clicks: number | null;
  impressions: number | null;
  weighted: number;
  weight: number;
  bestPosition: number;
  url: string | null;
}

function merge(rows: GscRow[], fallbackDay: string): Merged[] {
  const byKey = new Map<string, Merged>();
  for (const r of rows) {
    const keyword = normaliseKeyword(r.query);
    const day = r.day ?? fallbackDay;
    const key = `${keyword}\u0000${day}`;
    const w = r.impressions && r.impressions > 0 ? r.impressions : 1;
    const m = byKey.get(key);
    if (!m) {
      byKey.set(key, {
        keyword,
        day,
        clicks: r.clicks,
        impressions: r.impressions,
        weighted: r.position * w,
        weight: w,
        bestPosition: r.position,
        url: r.page,
      });
      continue;
    }
    if (r.clicks !== null) m.clicks = (m.clicks ?? 0) + r.clicks;
    if (r.impressions !== null) m.impressions = (m.impressions ?? 0) + r.impressions;
    m.weighted += r.position * w;
    m.weight += w;
    if (r.position < m.bestPosition) {
      m.bestPosition = r.position;
      m.url = r.page ?? m.url;
    }
  }
  return [...byKey.values()];
}

export async function importGsc(
  db: Db,
  core: RankingsCore,
  actor: TeamActor,
  siteId: string,
  csv: string,
  opts: { day?: string } = {},
) {
  const { site } = await core.actorSite(actor, siteId);
  const day = opts.day ?? today();
  if (day > today()) throw new ValidationError('day: must not be in the future');
  let parsed: ReturnType<typeof parseGscCsv>;
  try {
    parsed = parseGscCsv(csv);
  } catch (err) {
    if (err instanceof GscFormatError) throw new ValidationError(err.message, undefined, 'bad_csv');
    throw err;
  }
  const skipped = [...parsed.skipped];
  const future = parsed.rows.filter((r) => r.day && r.day > today());
  for (const r of future) skipped.push({ line: r.line, reason: `date ${r.day} is in the future` });
  const rows = parsed.rows.filter((r) => !(r.day && r.day > today()));

  // Keywords: existing ones are reused; new ones are created in file order up to the site's cap.
  const existing = await repo.listKeywords(db, site.id);
  const idOf = new Map(existing.map((k) => [k.keyword, k.id]));
  const wanted: string[] = [];
  for (const r of rows) {
    const k = normaliseKeyword(r.query);
    if (!idOf.has(k) && !wanted.includes(k)) wanted.push(k);
  }
  const room = Math.max(0, MAX_KEYWORDS_PER_SITE - existing.length);
  const { created } = await core.addKeywords(site, wanted.slice(0, room), null, false);
  for (const k of created) idOf.set(k.keyword, k.id);
  if (created.length < Math.min(room, wanted.length)) {
    for (const k of await repo.listKeywords(db, site.id)) idOf.set(k.keyword, k.id); // raced inserts
  }
  const kept: GscRow[] = [];
  for (const r of rows) {
    if (idOf.has(normaliseKeyword(r.query))) kept.push(r);
    else {
      skipped.push({
        line: r.line,
        reason: `keyword limit of ${MAX_KEYWORDS_PER_SITE} per site reached ("${r.query.slice(0, 60)}" not tracked)`,
      });
    }
  }

  const points: PositionInput[] = merge(kept, day).map((m) => ({
    keywordId: idOf.get(m.keyword) as string,
    position: Math.round((m.weighted / m.weight) * 100) / 100,
    url: m.url,
    source: 'gsc',
    sourceDetail: GSC_SOURCE_DETAIL,
    day: m.day,
    clicks: m.clicks,
    impressions: m.impressions,
    competitors: null,
  }));
  await core.store(site, points);
  skipped.sort((a, b) => a.line - b.line);
  const shown = skipped.slice(0, MAX_SKIPPED_SHOWN);
  if (skipped.length > MAX_SKIPPED_SHOWN) {
    const rest = skipped.length - MAX_SKIPPED_SHOWN;
    shown.push({
      line: skipped[MAX_SKIPPED_SHOWN].line,
      reason: `and ${rest} more skipped lines from here on`,
    });
  }
  return {
    rows: parsed.records,
    imported: kept.length,
    keywordsCreated: created.length,
    skipped: shown,
  };
}
