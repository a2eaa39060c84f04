import { getPlaces } from '../../data/places';
import { VERTICAL_BY_SLUG } from '../../data/verticals';
import { Rng } from '../../lib/prng';
import type { DemoContext } from './demo.context';
import {
  type DemoSerpKeyword,
  type DemoSerpRow,
  insertDemoSerps,
  keywordsOfDemoSites,
} from './demo.serps.repository';

// The demo portfolio's results pages (docs/serp-patterns.md#demo-portfolio): the demo has no SERP
// key, so it stores 30 days of synthetic pages per tracked keyword, provider 'demo', flagged demo,
// built deterministically (lib/prng.ts) from the demo's own markets: the demo site at a position
// that drifts up, fictional competitors on the reserved `.example` TLD, a map pack and features.
// The patterns screen labels them "synthetic (demo)"; they go with the demo sites (cascade).

export const DEMO_SERP_DAYS = 30;
export const DEMO_SERP_PROVIDER = 'demo';
// Enough for every place on the page even when the demo site is below it.
const COMPETITORS = 16;
const PREFIXES = [
  'Summit',
  'Reliable',
  'Apex',
  'Blue Sky',
  'Hometown',
  'Precision',
  'Patriot',
  'Evergreen',
  'Cornerstone',
  'First Choice',
  'Allied',
  'Premier',
  'Northside',
  'Keystone',
  'Trusted',
  'Metro',
];
const SUFFIXES = ['Pros', 'Co', 'Experts', 'Services', 'Group'];

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

interface Competitor {
  name: string;
  domain: string;
  /** Lower is stronger: its usual position. */
  strength: number;
  /** 0 home page, 1 service page, 2 deeper page. */
  depth: number;
}

function placeOf(opportunityId: string | null) {
  const placeId = opportunityId?.split('~')[1];
  const t = getPlaces();
  const i = placeId ? t.indexById.get(placeId) : undefined;
  return i === undefined ? null : { city: t.name[i] ?? '', state: t.state[i] ?? '' };
}

/** A title of the kinds seen in local results; the top 3 lean to naming the city (a pattern to find). */
function titleFor(rng: Rng, brand: string, service: string, city: string, state: string, top: boolean) {
  const withCity = [
    `${service} ${city}, ${state} | ${brand}`,
    `${brand} - ${service} in ${city}`,
    `${city} ${service} | Free Estimates | ${brand}`,
  ];
  const without = [
    `${brand}: Licensed ${service} Company`,
    `Top 10 ${service} Companies Near Me (2026)`,
    `${service} Services | ${brand}`,
    brand,
    `${brand} | 25 Years of ${service}`,
  ];
  return rng.chance(top ? 0.75 : 0.3) ? rng.pick(withCity) : rng.pick(without);
}

/** The 30 days of pages of one keyword, newest `today` (YYYY-MM-DD). */
export function demoSerpsFor(k: DemoSerpKeyword, publicUrl: string, today: string): DemoSerpRow[] {
  const place = placeOf(k.opportunityId);
  const city = place?.city ?? '';
  const state = place?.state ?? '';
  const vertical = VERTICAL_BY_SLUG.get(k.verticalSlug)?.name ?? k.verticalSlug;
  const cityWords = new Set(city.toLowerCase().split(/\s+/));
  const service = titleCase(
    k.keyword
      .split(' ')
      .filter((w) => !cityWords.has(w) && w !== 'near' && w !== 'me')
      .join(' ') || vertical.toLowerCase(),
  );
  const base = Rng.for(k.seed, 'demo-serp', k.opportunityId ?? '', k.verticalSlug);
  const names = base.shuffle(PREFIXES);
  const word = vertical.split(/[\s/&]+/)[0] ?? vertical;
  const competitors: Competitor[] = Array.from({ length: COMPETITORS }, (_, i) => {
    const name = `${names[i % names.length]} ${word} ${SUFFIXES[i % SUFFIXES.length]}`;
    return { name, domain: `${slugify(name)}.example`, strength: i + 1, depth: base.int(3) };
  });
  const ownUrl = `${publicUrl.replace(/\/$/, '')}/s/${k.siteSlug}/`;
  const serviceSlug = slugify(service);
  const end = Date.parse(`${today}T00:00:00Z`);
  const out: DemoSerpRow[] = [];
  for (let d = DEMO_SERP_DAYS - 1; d >= 0; d--) {
    const day = new Date(end - d * 86_400_000).toISOString().slice(0, 10);
    const rng = Rng.for(k.seed, 'demo-serp-day', k.keyword, day);
    // The demo site climbs from about 15th towards 5th over the month, with day-to-day noise.
    const progress = (DEMO_SERP_DAYS - 1 - d) / (DEMO_SERP_DAYS - 1);
    const own = Math.max(1, Math.round(15 - 10 * progress + (rng.next() - 0.5) * 4));
    const order = competitors
      .map((c) => ({ c, score: c.strength + (rng.next() - 0.5) * 5 }))
      .sort((a, b) => a.score - b.score)
      .map((x) => x.c);
    const results: DemoSerpRow['results'] = [];
    let next = 0;
    for (let position = 1; position <= 15; position++) {
      if (position === own) {
        results.push({
          position,
          url: ownUrl,
          domain: new URL(ownUrl).hostname,
          title: `${k.siteName} | ${service} in ${city}`,
          snippet: null,
        });
        continue;
      }
      const c = order[next++] as Competitor;
      const path = c.depth === 0 ? '' : c.depth === 1 ? `${serviceSlug}/` : `services/${serviceSlug}/`;
      results.push({
        position,
        url: `https://www.${c.domain}/${path}`,
        domain: `www.${c.domain}`,
        title: titleFor(rng, c.name, service, city, state, position <= 3),
        snippet: null,
      });
    }
    const features = ['local_pack'];
    if (rng.chance(0.6)) features.push('people_also_ask');
    if (rng.chance(0.3)) features.push('featured_snippet');
    if (rng.chance(0.2)) features.push('images');
    const pack = [order[0], order[3], order[6]].map((c, i) => ({
      title: (c as Competitor).name,
      // Two of three map-pack businesses show their website; the third has none.
      domain: i < 2 ? `www.${(c as Competitor).domain}` : null,
      rating: Math.round((4 + rng.next()) * 10) / 10,
      reviews: 20 + rng.int(300),
    }));
    out.push({
      teamId: k.teamId,
      siteId: k.siteId,
      keywordId: k.keywordId,
      keyword: k.keyword,
      location: k.location,
      day,
      provider: DEMO_SERP_PROVIDER,
      results,
      features,
      localPack: pack,
      ownPosition: own <= 15 ? own : null,
      demo: true,
    });
  }
  return out;
}

/** Stores the demo's synthetic pages of every tracked keyword of its sites (a rerun adds nothing twice). */
export async function storeDemoSerps(ctx: DemoContext, teamId: string, siteIds: string[]): Promise<number> {
  if (siteIds.length === 0) return 0;
  const keywords = await keywordsOfDemoSites(ctx.db, teamId, siteIds);
  const today = new Date().toISOString().slice(0, 10);
  const rows = keywords.flatMap((k) => demoSerpsFor(k, ctx.publicUrl, today));
  await insertDemoSerps(ctx.db, rows);
  return rows.length;
}
