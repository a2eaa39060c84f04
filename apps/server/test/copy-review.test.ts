import { describe, expect, it } from 'vitest';
import { VERTICALS, type VerticalData } from '../src/data/verticals';
import { copyOf, type VerticalCopy } from '../src/modules/sites/generator/content/copy';
import { genericDisclaimer, kindOf, REGULATED } from '../src/modules/sites/generator/content/kind-rules';
import {
  type BuildOptions,
  type BuildResult,
  BuiltinWriter,
  buildSite,
  type ContentWriter,
  type PageBrief,
  type PageContent,
  TEMPLATE_IDS,
} from '../src/modules/sites/generator/index';
import type { BusinessInfo, SiteSpec } from '../src/modules/sites/generator/types';
import { COPY_FIXTURES } from './copy-fixtures';
import { missingDisclaimer, type SiteCase, shortPages, siteProblems } from './copy-review-checks';
import { dominatorSpec, goldmineSpec, placeId } from './generator-fixtures';

// The copy reviewer (docs/product/rules.md#site-generation, #site-copy): builds a site for every
// vertical and every template, twice (a business open around the clock with a phone, and one with
// weekday hours and no phone), plus a small dominator per vertical, and reads what a visitor reads.
// The generic banks (a vertical without copy) must pass too: the copy fixtures exercise them.

/** Every vertical has its own copy (content/copy/verticals/): a missing one fails. */
const REQUIRE_ALL_COPY = true;

const austin = placeId('Austin', 'TX');
const dallas = placeId('Dallas', 'TX');

const OPEN_24H: BusinessInfo = { name: 'Lone Star Pros', phone: '(512) 555-0100', open24h: true };
const WEEKDAYS: BusinessInfo = {
  name: 'Lone Star Pros',
  hours: (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
    day,
    opens: '08:00',
    closes: '18:00',
  })),
};
const WEEKDAY_WORDS = 'Monday to Friday, 8 a.m. to 6 p.m.';

/**
 * The writer's text does not depend on the template: each page is written once per vertical and
 * business and reused for the other templates (the similarity loop asks for the same variants).
 */
class OncePerTemplate implements ContentWriter {
  readonly name = 'builtin';
  private readonly inner = new BuiltinWriter();
  private readonly pages = new Map<string, PageContent>();
  write(b: PageBrief, variant: number): PageContent {
    const key = `${b.kind}|${b.service?.slug ?? ''}|${b.place.placeId}|${variant}`;
    let c = this.pages.get(key);
    if (!c) {
      c = this.inner.write(b, variant);
      this.pages.set(key, c);
    }
    return c;
  }
  usage() {
    return this.inner.usage();
  }
}

interface Case {
  v: VerticalData;
  copy?: VerticalCopy;
  label: string;
}

const CASES: Case[] = [
  ...VERTICALS.map((v) => ({ v, copy: copyOf(v.slug), label: v.slug })),
  ...COPY_FIXTURES.map((copy) => ({
    v: VERTICALS.find((x) => x.slug === copy.slug)!,
    copy,
    label: `${copy.slug} (fixture copy)`,
  })),
];

async function reviewGoldmines(
  c: Case,
  business: BusinessInfo,
): Promise<{ problems: string[]; sites: BuildResult[] }> {
  const kind = kindOf(c.v, c.copy);
  const writer = new OncePerTemplate();
  const opts: BuildOptions = { writer, copy: c.copy ?? null };
  const sc: SiteCase = {
    slug: c.label,
    kind,
    copy: c.copy,
    open24h: business.open24h === true,
    phone: !!business.phone,
    hoursWords: business.hours ? WEEKDAY_WORDS : undefined,
  };
  const problems: string[] = [];
  const sites: BuildResult[] = [];
  for (const template of TEMPLATE_IDS) {
    const spec: SiteSpec = goldmineSpec({ opportunityId: `${c.v.slug}~${austin}`, template, business });
    const site = await buildSite(spec, opts);
    sites.push(site);
    problems.push(...siteProblems(site, sc));
    if (REGULATED.has(kind) || c.copy?.disclaimer) {
      const d = (c.copy?.disclaimer ?? genericDisclaimer(kind, c.v) ?? '').split('{')[0];
      problems.push(...missingDisclaimer(site, c.label, d));
    }
  }
  problems.push(...shortPages(sites[0], c.label));
  if (sites[0].similarity.overThreshold.length)
    problems.push(
      `${c.label}: pages over the similarity threshold ${JSON.stringify(sites[0].similarity.overThreshold)}`,
    );
  return { problems, sites };
}

/** 180 sites a test: about 20 s alone, several times that beside other suites on two cores. */
const REVIEW_TIMEOUT_MS = 300_000;

describe('copy review: every vertical x every template, two kinds of business', () => {
  it('reports how many verticals have their own copy', () => {
    const have = VERTICALS.filter((v) => copyOf(v.slug)).length;
    console.info(
      `copy review: ${have} of ${VERTICALS.length} verticals have their own copy; the rest use the generic banks`,
    );
    expect(VERTICALS.length).toBe(60);
  });

  it.skipIf(!REQUIRE_ALL_COPY)('every vertical has its own copy (REQUIRE_ALL_COPY)', () => {
    expect(VERTICALS.filter((v) => !copyOf(v.slug)).map((v) => v.slug)).toEqual([]);
  });

  it(
    'open around the clock with a phone: US English, kind rules, word minimums, disclaimers',
    async () => {
      const problems: string[] = [];
      let pages = 0;
      for (const c of CASES) {
        const r = await reviewGoldmines(c, OPEN_24H);
        problems.push(...r.problems);
        pages += r.sites.reduce((a, s) => a + s.pages.length, 0);
      }
      expect(pages).toBeGreaterThan(CASES.length * 3 * 10);
      expect(problems.slice(0, 20)).toEqual([]);
    },
    REVIEW_TIMEOUT_MS,
  );

  it(
    'weekday hours and no phone: hours in words, no around-the-clock or call wording, no tel: links',
    async () => {
      const problems: string[] = [];
      for (const c of CASES) problems.push(...(await reviewGoldmines(c, WEEKDAYS)).problems);
      expect(problems.slice(0, 20)).toEqual([]);
    },
    REVIEW_TIMEOUT_MS,
  );

  it(
    'dominator sites: hub and place pages at their minimums, under the similarity threshold',
    async () => {
      const problems: string[] = [];
      for (const c of CASES) {
        for (const business of [OPEN_24H, WEEKDAYS]) {
          const spec = dominatorSpec({
            area: { verticalSlug: c.v.slug, centerPlaceId: dallas, radiusKm: 60, maxPlaces: 12 },
            business,
          });
          const site = await buildSite(spec, { copy: c.copy ?? null });
          const sc: SiteCase = {
            slug: `${c.label} dominator`,
            kind: kindOf(c.v, c.copy),
            copy: c.copy,
            open24h: business.open24h === true,
            phone: !!business.phone,
          };
          problems.push(...siteProblems(site, sc), ...shortPages(site, sc.slug));
          if (site.similarity.overThreshold.length)
            problems.push(`${sc.slug}: pages over the similarity threshold`);
        }
      }
      expect(problems.slice(0, 20)).toEqual([]);
    },
    REVIEW_TIMEOUT_MS,
  );
});
