import { describe, expect, it } from 'vitest';
import { getPlaces } from '../../data/places';
import { analyzeGroup } from '../serp-patterns/analysis';
import { DEMO_SERP_DAYS, demoSerpsFor } from './demo.serps';
import type { DemoSerpKeyword } from './demo.serps.repository';

const t = getPlaces();
const austin = t.id.find((_, i) => t.name[i] === 'Austin' && t.state[i] === 'TX') as string;
const keyword: DemoSerpKeyword = {
  teamId: 'team',
  siteId: 'site',
  siteName: 'Austin Roofing Co',
  siteSlug: 'austin-roofing-co',
  seed: 42,
  opportunityId: `roofing~${austin}`,
  verticalSlug: 'roofing',
  keywordId: 'kw',
  keyword: 'roof repair austin',
  location: 'Austin,Texas,United States',
};

describe('demoSerpsFor', () => {
  const rows = demoSerpsFor(keyword, 'http://localhost:3000', '2026-11-27');

  it('builds 30 days of synthetic pages, provider demo, flagged demo, ending today', () => {
    expect(rows).toHaveLength(DEMO_SERP_DAYS);
    expect(rows[0]?.day).toBe('2026-10-29');
    expect(rows.at(-1)?.day).toBe('2026-11-27');
    expect(rows.every((r) => r.provider === 'demo' && r.demo && r.keywordId === 'kw')).toBe(true);
  });

  it('is deterministic: the same keyword and day give the same page', () => {
    expect(demoSerpsFor(keyword, 'http://localhost:3000', '2026-11-27')).toEqual(rows);
  });

  it('puts the demo site at its own position and every competitor on .example', () => {
    for (const r of rows) {
      const own = r.results.filter((x) => x.url === 'http://localhost:3000/s/austin-roofing-co/');
      if (r.ownPosition === null) expect(own).toHaveLength(0);
      else expect(own.map((x) => x.position)).toEqual([r.ownPosition]);
      const others = r.results.filter((x) => !own.includes(x));
      expect(others.every((x) => x.domain.endsWith('.example'))).toBe(true);
      expect(r.features).toContain('local_pack');
      expect(r.localPack).toHaveLength(3);
    }
    // It climbs over the month.
    const first = rows.slice(0, 5).map((r) => r.ownPosition ?? 16);
    const last = rows.slice(-5).map((r) => r.ownPosition ?? 16);
    expect(Math.max(...last)).toBeLessThan(Math.min(...first));
  });

  it('fills 15 places for any seed, the demo site on the page or below it', () => {
    for (let seed = 0; seed < 200; seed++) {
      for (const r of demoSerpsFor({ ...keyword, seed }, 'http://localhost:3000', '2026-11-27')) {
        expect(r.results.map((x) => x.position)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
        expect(new Set(r.results.map((x) => x.url)).size).toBe(15);
      }
    }
  });

  it('reads as a group the pattern math can call', () => {
    const g = analyzeGroup(
      rows.map((r, i) => ({
        ...r,
        id: String(i),
        verticalSlug: 'roofing',
        verticalName: 'Roofing',
        citySize: 'large',
        city: 'Austin',
        state: 'TX',
      })),
    );
    expect(g.enough).toBe(true);
    expect(g.localPack.present.count).toBe(DEMO_SERP_DAYS);
    expect(g.localPack.alsoOrganic.n).toBe(2 * DEMO_SERP_DAYS);
  });
});
