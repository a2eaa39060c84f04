import {
  CITY_SIZE_LABELS,
  type CitySize,
  PAGE_TYPES,
  PATTERN_MIN_SNAPSHOTS,
  type PageType,
  type PatternExample,
  type PatternGroup,
  type Share,
  TITLE_PATTERN_IDS,
  type TitlePatternId,
} from '@sdp/shared';
import { bareDomain, pageTypeOf, serviceTerms, titleTraits } from './traits';

// The pattern math of docs/serp-patterns.md: snapshots grouped by vertical and city size, and per
// group the share of top-3 and 4-10 results showing each title pattern and page type, the result
// features, the map pack and the user's own positions. Pure: the service reads the rows.

export interface SnapshotInput {
  id: string;
  keyword: string;
  day: string;
  provider: string;
  verticalSlug: string;
  verticalName: string;
  citySize: CitySize | 'unknown';
  city: string | null;
  state: string | null;
  results: { position: number; url: string; domain: string; title: string | null }[];
  features: string[];
  localPack: { title: string; domain?: string | null }[] | null;
  ownPosition: number | null;
}

export const TITLE_PATTERN_LABELS: Record<TitlePatternId, string> = {
  city: 'City name in the title',
  'service-first': 'Service keyword first',
  separator: 'Brand separator (| or -)',
  number: 'A number',
  'near-me': '"near me"',
  year: 'A year',
  'length-short': 'Short title (under 40 characters)',
  'length-medium': 'Medium title (40-60 characters)',
  'length-long': 'Long title (over 60 characters)',
};

export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  home: 'Home page',
  inner: 'Service page (one level deep)',
  deep: 'Deeper page (two levels or more)',
  directory: 'Directory or aggregator',
};

const FEATURE_LABELS: Record<string, string> = {
  local_pack: 'Map pack',
  map: 'Map',
  featured_snippet: 'Featured snippet',
  people_also_ask: 'People also ask',
  images: 'Images',
  video: 'Videos',
  knowledge_graph: 'Knowledge panel',
  top_stories: 'Top stories',
  related_searches: 'Related searches',
  ai_overview: 'AI overview',
  paid: 'Ads',
  local_services: 'Local services ads',
  perspectives: 'Perspectives',
  discussions_and_forums: 'Discussions and forums',
};

export const featureLabel = (f: string) => FEATURE_LABELS[f] ?? f.replace(/_/g, ' ');

const MAX_EXAMPLES = 5;

export function share(count: number, n: number): Share {
  return { count, n, share: n > 0 ? Math.round((count / n) * 1000) / 1000 : null };
}

const example = (s: SnapshotInput): PatternExample => ({
  snapshotId: s.id,
  keyword: s.keyword,
  day: s.day,
  provider: s.provider,
});

/** Newest first, then keyword: the order examples are picked in. */
const newestFirst = (a: SnapshotInput, b: SnapshotInput) =>
  b.day.localeCompare(a.day) || a.keyword.localeCompare(b.keyword);

class Tally {
  top3 = 0;
  top3N = 0;
  rest = 0;
  restN = 0;
  examples: PatternExample[] = [];
  add(position: number, hit: boolean) {
    if (position <= 3) {
      this.top3N++;
      if (hit) this.top3++;
    } else {
      this.restN++;
      if (hit) this.rest++;
    }
  }
  example(s: SnapshotInput) {
    if (this.examples.length < MAX_EXAMPLES && this.examples.at(-1)?.snapshotId !== s.id)
      this.examples.push(example(s));
  }
}

/** One group's patterns (its snapshots: one vertical and city size). */
export function analyzeGroup(snapshots: SnapshotInput[]): PatternGroup {
  const list = [...snapshots].sort(newestFirst);
  const first = list[0];
  const titles = new Map(TITLE_PATTERN_IDS.map((id) => [id, new Tally()]));
  const pages = new Map(PAGE_TYPES.map((id) => [id, new Tally()]));
  const features = new Map<string, { count: number; examples: PatternExample[] }>();
  let results = 0;
  let packs = 0;
  let packEntries = 0;
  let packWithSite = 0;
  let packAlsoOrganic = 0;
  const packExamples: PatternExample[] = [];
  const own: number[] = [];
  for (const s of list) {
    const service = serviceTerms(s.keyword, s.city, s.state);
    const top10 = s.results.filter((r) => r.position >= 1 && r.position <= 10);
    results += top10.length;
    for (const r of top10) {
      const isOwn = s.ownPosition !== null && r.position === s.ownPosition;
      const type = pageTypeOf(r.url, r.domain, isOwn);
      for (const [id, t] of pages) {
        t.add(r.position, id === type);
        if (id === type && r.position <= 3) t.example(s);
      }
      if (r.title === null) continue;
      const traits = titleTraits(r.title, { city: s.city, service });
      for (const [id, t] of titles) {
        t.add(r.position, traits.has(id));
        if (traits.has(id) && r.position <= 3) t.example(s);
      }
    }
    for (const f of new Set(s.features)) {
      const entry = features.get(f) ?? { count: 0, examples: [] };
      entry.count++;
      if (entry.examples.length < MAX_EXAMPLES) entry.examples.push(example(s));
      features.set(f, entry);
    }
    const pack = s.localPack ?? [];
    if (pack.length > 0 || s.features.includes('local_pack')) {
      packs++;
      packEntries += pack.length;
      if (packExamples.length < MAX_EXAMPLES) packExamples.push(example(s));
      const organic = new Set(top10.map((r) => bareDomain(r.domain)));
      for (const e of pack) {
        if (!e.domain) continue;
        packWithSite++;
        if (organic.has(bareDomain(e.domain))) packAlsoOrganic++;
      }
    }
    if (s.ownPosition !== null) own.push(s.ownPosition);
  }
  const n = list.length;
  const enough = n >= PATTERN_MIN_SNAPSHOTS;
  const mean = own.length ? own.reduce((a, b) => a + b, 0) / own.length : null;
  return {
    verticalSlug: first?.verticalSlug ?? '',
    verticalName: first?.verticalName ?? '',
    citySize: first?.citySize ?? 'unknown',
    citySizeLabel: CITY_SIZE_LABELS[first?.citySize ?? 'unknown'],
    snapshots: n,
    keywords: new Set(list.map((s) => s.keyword)).size,
    results,
    enough,
    note: enough
      ? null
      : `Only ${n} snapshot${n === 1 ? '' : 's'}: too few to call (patterns need at least ${PATTERN_MIN_SNAPSHOTS}).`,
    titlePatterns: TITLE_PATTERN_IDS.map((id) => {
      const t = titles.get(id) as Tally;
      return {
        id,
        label: TITLE_PATTERN_LABELS[id],
        top3: share(t.top3, t.top3N),
        rest: share(t.rest, t.restN),
        examples: t.examples,
      };
    }),
    pageTypes: PAGE_TYPES.map((id) => {
      const t = pages.get(id) as Tally;
      return {
        id,
        label: PAGE_TYPE_LABELS[id],
        top3: share(t.top3, t.top3N),
        rest: share(t.rest, t.restN),
        examples: t.examples,
      };
    }),
    features: [...features.entries()]
      .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
      .map(([feature, e]) => ({
        feature,
        label: featureLabel(feature),
        snapshots: share(e.count, n),
        examples: e.examples,
      })),
    localPack: {
      present: share(packs, n),
      alsoOrganic: share(packAlsoOrganic, packWithSite),
      meanEntries: packs ? Math.round((packEntries / packs) * 10) / 10 : null,
      examples: packExamples,
    },
    own: {
      ranked: share(own.length, n),
      top3: own.filter((p) => p <= 3).length,
      top10: own.filter((p) => p <= 10).length,
      best: own.length ? Math.min(...own) : null,
      mean: mean === null ? null : Math.round(mean * 10) / 10,
    },
    examples: list.slice(0, MAX_EXAMPLES).map(example),
  };
}

/** Snapshots grouped by vertical and city size; the biggest groups first. */
export function analyzeGroups(snapshots: SnapshotInput[]): PatternGroup[] {
  const groups = new Map<string, SnapshotInput[]>();
  for (const s of snapshots) {
    const key = `${s.verticalSlug}|${s.citySize}`;
    const list = groups.get(key);
    if (list) list.push(s);
    else groups.set(key, [s]);
  }
  return [...groups.values()]
    .map(analyzeGroup)
    .sort(
      (a, b) =>
        b.snapshots - a.snapshots ||
        a.verticalName.localeCompare(b.verticalName) ||
        a.citySize.localeCompare(b.citySize),
    );
}

export interface GscRowInput {
  keywordId: string;
  url: string | null;
  clicks: number | null;
  impressions: number | null;
  position: number | null;
}

const GSC_LABELS = { home: 'Home page', inner: 'Service page (one level deep)', deep: 'Deeper page' };

/** Search Console rows of the user's own pages, by page type (URLs of /s/{slug}/ read from its root). */
export function gscByPageType(rows: GscRowInput[]) {
  const acc = new Map<
    'home' | 'inner' | 'deep',
    { pages: Set<string>; queries: Set<string>; clicks: number; impressions: number; weighted: number }
  >();
  for (const r of rows) {
    if (!r.url) continue;
    let host = '';
    try {
      host = new URL(r.url).hostname;
    } catch {
      continue;
    }
    const type = pageTypeOf(r.url, host, true);
    const id = type === 'directory' ? 'inner' : type;
    const a = acc.get(id) ?? { pages: new Set(), queries: new Set(), clicks: 0, impressions: 0, weighted: 0 };
    a.pages.add(r.url);
    a.queries.add(r.keywordId);
    a.clicks += r.clicks ?? 0;
    a.impressions += r.impressions ?? 0;
    if (r.position !== null && r.impressions) a.weighted += r.position * r.impressions;
    acc.set(id, a);
  }
  return (['home', 'inner', 'deep'] as const)
    .filter((id) => acc.has(id))
    .map((id) => {
      const a = acc.get(id)!;
      return {
        id,
        label: GSC_LABELS[id],
        pages: a.pages.size,
        queries: a.queries.size,
        clicks: a.clicks,
        impressions: a.impressions,
        ctr: a.impressions ? Math.round((a.clicks / a.impressions) * 1000) / 1000 : null,
        position: a.impressions ? Math.round((a.weighted / a.impressions) * 10) / 10 : null,
      };
    });
}
