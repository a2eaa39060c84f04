// Semantic clustering benchmark (docs/semantic.md#performance): 5,000 keywords built
// deterministically from the bundled verticals (keyword phrases x modifiers) and the largest
// bundled places, clustered as a site's analysis does (SERP stage, lexical stage, subtopics and
// entities). Target: p95 under 2 s.
import { getPlaces } from '../../apps/server/src/data/places';
import { VERTICALS } from '../../apps/server/src/data/verticals';
import { analyse } from '../../apps/server/src/modules/semantic/analysis';
import { mergeKeywords, type SourcedKeyword } from '../../apps/server/src/modules/semantic/keyword-set';
import { entityContext, marketPlace } from '../../apps/server/src/modules/semantic/market-context';

export const BENCH_KEYWORDS = 5000;

/** 5,000 distinct keywords: every vertical's phrases with and without modifiers, in the largest places. */
export function benchKeywords(): { keywords: SourcedKeyword[]; placeId: string } {
  const t = getPlaces();
  const largest = Array.from({ length: t.size }, (_, i) => i)
    .sort((a, b) => t.population[b]! - t.population[a]! || t.id[a]!.localeCompare(t.id[b]!))
    .slice(0, 12);
  const keywords: SourcedKeyword[] = [];
  const seen = new Set<string>();
  outer: for (const p of largest)
    for (const v of VERTICALS)
      for (const k of v.keywords)
        for (const m of ['', ...v.modifiers]) {
          const keyword = `${m} ${k} ${t.name[p]!.toLowerCase()}`.trim();
          if (seen.has(keyword)) continue;
          seen.add(keyword);
          // A deterministic demand: longer keywords are searched less.
          keywords.push({ keyword, source: 'vertical', searches: Math.round(1000 / keyword.length) });
          if (keywords.length === BENCH_KEYWORDS) break outer;
        }
  return { keywords, placeId: t.id[largest[0]!]! };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Clusters the 5,000 keywords `runs` times (after one warm-up) and answers p50 and p95 in ms. */
export async function benchClustering(runs = 10): Promise<{ p50Ms: number; p95Ms: number }> {
  const { keywords, placeId } = benchKeywords();
  if (keywords.length !== BENCH_KEYWORDS) throw new Error(`only ${keywords.length} bench keywords`);
  const vertical = VERTICALS[0]!;
  const ctx = entityContext(vertical, marketPlace(placeId));
  const run = () => analyse(mergeKeywords(keywords), ctx, null);
  run();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    run();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50Ms: Math.round(pct(ms, 50)), p95Ms: Math.round(pct(ms, 95)) };
}
