import { PATTERN_MIN_SNAPSHOTS, type PatternGroup, type TitlePatternId } from '@sdp/shared';
import type { InsightDraft } from '../../lib/engine';

// What the serp-patterns engine reports (docs/serp-patterns.md#the-engine): the title patterns whose
// share in the top 3 differs most from positions 4-10, directories holding top-3 places, the map
// pack, and an honest note when there is nothing or too little to learn from.

/** A title pattern is reported when its top-3 share differs from 4-10 by this much (0-1). */
export const MIN_GAP = 0.2;
/** ...and each side has at least this many titles. */
const MIN_TITLES = 5;
const MAX_INSIGHTS = 20;

const DOES: Record<TitlePatternId, string> = {
  city: 'put the city in the title',
  'service-first': 'start the title with the service',
  separator: 'use a brand separator (| or -) in the title',
  number: 'have a number in the title',
  'near-me': 'say "near me" in the title',
  year: 'name a year in the title',
  'length-short': 'have a short title (under 40 characters)',
  'length-medium': 'have a title of 40-60 characters',
  'length-long': 'have a title over 60 characters',
};

export function patternsLink(g: Pick<PatternGroup, 'verticalSlug' | 'citySize'>): string {
  const q = new URLSearchParams({ verticalSlug: g.verticalSlug });
  if (g.citySize !== 'unknown') q.set('citySize', g.citySize);
  return `/intelligence/patterns?${q.toString()}`;
}

const pct = (share: number | null) => (share === null ? null : Math.round(share * 100));
const where = (g: PatternGroup) =>
  g.citySize === 'unknown' ? g.verticalName : `${g.verticalName} (cities of ${g.citySizeLabel})`;

/** The engine's insights from the groups; `synthetic`: the groups read demo pages only. */
export function patternInsights(
  groups: PatternGroup[],
  synthetic: (g: PatternGroup) => boolean,
): InsightDraft[] {
  if (groups.length === 0) {
    return [
      {
        title: 'No search results pages stored yet',
        detail:
          'SERP patterns are learned from the results pages of your tracked keywords: add a DataForSEO key in Settings (Providers) and track keywords on your sites, and each rank check keeps the page it read.',
        severity: 'info',
        figures: [{ label: 'Snapshots', value: 0 }],
        link: '/intelligence/patterns',
        key: 'patterns:no-data',
      },
    ];
  }
  const scored: { gap: number; insight: InsightDraft }[] = [];
  const small = groups.filter((g) => !g.enough);
  for (const g of groups.filter((x) => x.enough)) {
    const basis = `${g.snapshots} results pages of ${g.keywords} keyword${g.keywords === 1 ? '' : 's'}${synthetic(g) ? ' (synthetic demo pages)' : ''}`;
    const link = patternsLink(g);
    const keyOf = (id: string) => `patterns:${g.verticalSlug}:${g.citySize}:${id}`;
    for (const p of g.titlePatterns) {
      if (p.top3.n < MIN_TITLES || p.rest.n < MIN_TITLES || p.top3.share === null || p.rest.share === null)
        continue;
      const gap = p.top3.share - p.rest.share;
      if (Math.abs(gap) < MIN_GAP) continue;
      scored.push({
        gap: Math.abs(gap),
        insight: {
          title: `In ${where(g)}, ${gap < 0 ? 'only ' : ''}${p.top3.count} of ${p.top3.n} top-3 results ${DOES[p.id]}`,
          detail: `Against ${p.rest.count} of ${p.rest.n} in positions 4-10, from ${basis}. A pattern among the winners, not proof that it makes them win.`,
          severity: 'info',
          figures: [
            { label: 'Top 3', value: pct(p.top3.share), unit: '%' },
            { label: 'Positions 4-10', value: pct(p.rest.share), unit: '%' },
            { label: 'Snapshots', value: g.snapshots },
          ],
          link,
          key: keyOf(p.id),
        },
      });
    }
    const dir = g.pageTypes.find((t) => t.id === 'directory');
    if (dir && dir.top3.n >= MIN_TITLES && (dir.top3.share ?? 0) >= 0.3) {
      scored.push({
        gap: dir.top3.share ?? 0,
        insight: {
          title: `In ${where(g)}, directories hold ${dir.top3.count} of ${dir.top3.n} top-3 places`,
          detail: `Yelp, Angi, Thumbtack and the like (${dir.rest.count} of ${dir.rest.n} in positions 4-10), from ${basis}: a listing on them is a way onto these pages.`,
          severity: 'warning',
          figures: [
            { label: 'Top 3 on directories', value: pct(dir.top3.share), unit: '%' },
            { label: 'Snapshots', value: g.snapshots },
          ],
          link,
          key: keyOf('directory'),
        },
      });
    }
    const pack = g.localPack;
    if ((pack.present.share ?? 0) >= 0.5) {
      scored.push({
        gap: 0.2,
        insight: {
          title: `In ${where(g)}, ${pack.present.count} of ${pack.present.n} results pages show a map pack`,
          detail:
            pack.alsoOrganic.n > 0
              ? `${pack.alsoOrganic.count} of ${pack.alsoOrganic.n} map-pack businesses with a website also rank in the organic top 10 (${basis}).`
              : `None of its entries named a website (${basis}).`,
          severity: 'info',
          figures: [
            { label: 'Pages with a map pack', value: pct(pack.present.share), unit: '%' },
            { label: 'Map pack also organic', value: pct(pack.alsoOrganic.share), unit: '%' },
          ],
          link,
          key: keyOf('local-pack'),
        },
      });
    }
  }
  const out = scored
    .sort((a, b) => b.gap - a.gap)
    .slice(0, MAX_INSIGHTS)
    .map((s) => s.insight);
  if (small.length > 0) {
    out.push({
      title: `${small.length} vertical and city-size group${small.length === 1 ? ' has' : 's have'} too few results pages to call`,
      detail: `Fewer than ${PATTERN_MIN_SNAPSHOTS} snapshots each (${small
        .slice(0, 5)
        .map((g) => `${where(g)}: ${g.snapshots}`)
        .join('; ')}). More tracked keywords and days of checks fill them.`,
      severity: 'info',
      figures: [{ label: 'Groups too small', value: small.length }],
      link: '/intelligence/patterns',
      key: 'patterns:too-few',
    });
  }
  return out;
}
