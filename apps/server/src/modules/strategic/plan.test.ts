import { describe, expect, it } from 'vitest';
import {
  buildArms,
  type Costs,
  type MarketInput,
  marketDraft,
  type SiteInput,
  seoDraft,
  siteDraft,
  siteMonths,
} from './items';
import { EFFORT_LOW, quadrantOf, VALUE_HIGH } from './matrix';
import { plan, posteriorRows } from './plan';
import { seoLeads } from './strategic-basis';

const NOW = new Date('2026-11-20T00:00:00Z');
/** Live for `days` whole UTC days up to NOW, the first day included. */
const liveDays = (days: number) => new Date(NOW.getTime() - (days - 1) * 86_400_000);
const M = 30.4375;
const costs: Costs = { hourlyRate: 50, buildUsd: 0.4, buildBasis: 'test' };

function site(over: Partial<SiteInput>): SiteInput {
  return {
    id: 's',
    name: 'Site',
    verticalSlug: 'roofing',
    vertical: 'Roofing',
    payout: 320,
    live: true,
    rented: true,
    deployedAt: liveDays(120),
    leads: 0,
    leads30: 0,
    revenue30: 0,
    visitors28: 0,
    avgPosition: null,
    market: { leadsPerMonth: 2, competition: 30 },
    demo: false,
    ...over,
  };
}

const market: MarketInput = {
  opportunityId: 'roofing~1',
  label: 'Roofing in Austin, TX',
  verticalSlug: 'roofing',
  vertical: 'Roofing',
  payout: 320,
  competition: 20,
  monthlySearches: 400,
  leadsPerMonth: 3.7,
  saved: true,
};

describe('quadrants', () => {
  it('splits on the documented thresholds', () => {
    expect(quadrantOf(VALUE_HIGH, EFFORT_LOW)).toBe('quick-win');
    expect(quadrantOf(VALUE_HIGH, EFFORT_LOW + 0.1)).toBe('big-bet');
    expect(quadrantOf(VALUE_HIGH - 1, EFFORT_LOW)).toBe('fill-in');
    expect(quadrantOf(0, 40)).toBe('money-pit');
  });
});

describe('arms', () => {
  it('counts months live in whole UTC days, the first day included', () => {
    expect(siteMonths({ deployedAt: new Date('2026-11-20T23:59:00Z') }, NOW)).toBeCloseTo(1 / M, 9);
    expect(
      siteMonths({ deployedAt: new Date('2026-10-22T08:00:00Z') }, new Date('2026-11-20T22:00:00Z')),
    ).toBeCloseTo(30 / M, 9);
    expect(siteMonths({ deployedAt: null }, NOW)).toBe(0);
  });

  it('pools the live sites of a vertical and tier: leads, site-months, prior from their markets', () => {
    const arms = buildArms(
      [
        site({ id: 'a', leads: 6, deployedAt: liveDays(120) }),
        site({ id: 'b', leads: 2, deployedAt: liveDays(60), market: { leadsPerMonth: 4, competition: 10 } }),
        site({ id: 'c', deployedAt: null }),
        site({ id: 'd', verticalSlug: 'plumbing', vertical: 'Plumbing', payout: 90, leads: 1, market: null }),
      ],
      NOW,
    );
    const roofing = arms.get('roofing|1');
    expect(roofing?.sites).toBe(2);
    expect(roofing?.leads).toBe(8);
    expect(roofing?.siteMonths).toBeCloseTo(180 / M, 9);
    expect(roofing?.priorMean).toBe(3);
    // Gamma(3 + 8, 1 + 180 days / 30.4375): mean 1.59.
    expect(roofing?.posterior.shape).toBeCloseTo(11, 9);
    expect(roofing?.posterior.rate).toBeCloseTo(1 + 180 / M, 9);
    expect(arms.get('plumbing|3')?.priorMean).toBeNull();
    const rows = posteriorRows(arms.values());
    expect(rows[0]).toMatchObject({ verticalSlug: 'roofing', tier: 1, sites: 2, leads: 8, mean: 1.59 });
    expect(rows[0].low).toBeLessThan(rows[0].mean);
    expect(rows[0].high).toBeGreaterThan(rows[0].mean);
  });
});

describe('items and plan', () => {
  it('gives each site its next step and each item a cost from effort and build', () => {
    const arms = buildArms([site({ id: 'a', leads: 8 })], NOW);
    expect(siteDraft(site({ live: false }), arms, costs)?.item.action).toBe('Publish it');
    expect(siteDraft(site({ rented: false }), arms, costs)?.item.action).toBe('Rent it out');
    const improve = siteDraft(site({}), arms, costs);
    expect(improve?.item.action).toBe('Improve rankings');
    expect(improve?.candidate.draw.kind).toBe('gap');
    expect(siteDraft(site({ market: null }), arms, costs)).toBeNull();
    const m = marketDraft(market, arms, costs);
    // 2 h + 20 x 0.3 h = 8 h; this month 2 h + 6 h / 3 = 4 h: 4 x $50 + $0.40 build.
    expect(m.item.effortHours).toBe(8);
    expect(m.item.costUsd).toBe(200.4);
    // Its prior (3.7 leads, 1 site-month) plus the roofing arm's 8 leads over 120 days.
    expect(m.candidate.draw).toMatchObject({ kind: 'gamma', posterior: { shape: 11.7 } });
    if (m.candidate.draw.kind === 'gamma')
      expect(m.candidate.draw.posterior.rate).toBeCloseTo(1 + 120 / M, 9);
  });

  it('funds within the budget, places items in quadrants and explains each pick', () => {
    const arms = buildArms([site({ id: 'a', leads: 8 })], NOW);
    const drafts = [
      marketDraft(market, arms, costs),
      siteDraft(site({ id: 'r', rented: false }), arms, costs),
      seoDraft(
        {
          id: 'o',
          title: 'Add meta descriptions',
          projectId: 'p',
          siteId: 'a',
          siteName: 'Site',
          verticalSlug: 'roofing',
          vertical: 'Roofing',
          payout: 320,
          difficulty: 'easy',
          automated: true,
          score: 70,
          leadsLow: 0.1,
          leadsHigh: 0.3,
          effectBasis: 'test',
          demo: false,
        },
        costs,
      ),
    ].filter((d) => d !== null);
    const p = plan(drafts, 500, 50, { samples: 500, seed: 1 });
    expect(p.items).toHaveLength(3);
    expect(p.allocation.spent).toBeLessThanOrEqual(500);
    expect(p.allocation.picks.length).toBeGreaterThan(0);
    const rent = p.items.find((i) => i.id === 'site:r');
    // Rent out: 3 h x $50 = $150; ~2.3 leads/month x $320 is high value: a quick win.
    expect(rent?.costUsd).toBe(150);
    expect(rent?.quadrant).toBe('quick-win');
    const pick = p.allocation.picks.find((x) => x.itemId === 'site:r');
    expect(pick?.explanation).toMatch(/^Roofing tier 1 \(Rent it out, Site\): 1 site observed/);
    expect(pick?.revenueLow).toBeLessThanOrEqual(pick?.expectedRevenue ?? 0);
    expect(p.quadrants.reduce((s, q) => s + q.count, 0)).toBe(3);
    expect(plan(drafts, 500, 50, { samples: 500, seed: 1 })).toEqual(p);
  });
});

describe('SEO effects in leads', () => {
  it('converts visitors and clicks at the conversion rate, keeps leads, skips positions', () => {
    const e = { low: 20, high: 60, unit: 'visitors/month', basis: 'b', estimate: true };
    expect(seoLeads({ ...e, metric: 'visitors' }, 0.05)).toMatchObject({ leadsLow: 1, leadsHigh: 3 });
    expect(seoLeads({ ...e, metric: 'leads' }, 0.05)).toMatchObject({ leadsLow: 20, leadsHigh: 60 });
    expect(seoLeads({ ...e, metric: 'position' }, 0.05)).toBeNull();
    expect(seoLeads({ nonsense: true })).toBeNull();
    expect(seoLeads({ ...e, metric: 'clicks', low: 0, high: 0 })).toBeNull();
  });
});
