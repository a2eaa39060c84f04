import type { Milestone, PerformanceMetrics, TrackedKeyword } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { formatUsd } from '@/lib/format';
import { formatDelta, formatPosition, periodDays, portfolioKpis, trendSummary } from './kpis';
import { milestoneProgressText, milestoneShare, nextUp, recentlyAchieved } from './milestones';
import { bestPositions, monthToDate, topMovers } from './rankings';

const metrics = (over: Partial<PerformanceMetrics> = {}): PerformanceMetrics => ({
  id: 'portfolio',
  websiteId: null,
  pageviews: 240,
  uniqueVisitors: 120,
  leads: 6,
  conversionRate: 0.05,
  revenue: 300,
  monthlyRevenue: 250,
  averagePosition: 7.25,
  keywordsTracked: 10,
  keywordsTop10: 4,
  keywordsTop3: 1,
  previous: { pageviews: 100, uniqueVisitors: 80, leads: 6, revenue: 0 },
  from: '2026-10-24',
  to: '2026-11-22',
  ...over,
});

describe('KPI formatting', () => {
  it('formats changes against the previous period', () => {
    expect(formatDelta(120, 80)).toEqual({ text: '+50%', direction: 'up', good: true });
    expect(formatDelta(40, 80)).toEqual({ text: '−50%', direction: 'down', good: false });
    expect(formatDelta(5, 0)).toEqual({ text: 'new', direction: 'up', good: true });
    expect(formatDelta(0, 0)).toBeNull();
    expect(formatDelta(6, 6)).toEqual({ text: 'no change', direction: 'flat', good: true });
    expect(formatDelta(1000, 999)).toMatchObject({ text: 'no change' });
    // positions: lower is better
    expect(formatDelta(3, 6, true)).toMatchObject({ direction: 'down', good: true });
  });

  it('formats money, positions and the period', () => {
    expect(formatUsd(1234.5)).toBe('$1,235');
    expect(formatUsd(Number.NaN)).toBe('–');
    expect(formatPosition(7.25)).toBe('#7.3');
    expect(formatPosition(null)).toBe('–');
    expect(periodDays('2026-10-24', '2026-11-22')).toBe(30);
    expect(periodDays(undefined, undefined)).toBe(30);
  });

  it('sums up the 30-day chart in words', () => {
    expect(
      trendSummary({
        from: '2026-10-24',
        to: '2026-11-22',
        uniqueVisitors: 1,
        pageviews: 3,
        leads: 1,
        revenue: 700,
      }),
    ).toBe('2026-10-24 to 2026-11-22: 1 visitor, 3 page views, 1 lead and $700 revenue.');
    expect(
      trendSummary({ from: 'a', to: 'b', uniqueVisitors: 1200, pageviews: 1, leads: 0, revenue: 0 }),
    ).toBe('a to b: 1,200 visitors, 1 page view, 0 leads and $0 revenue.');
  });

  it('builds the five cards from sites, metrics and revenue', () => {
    const sites = [{ status: 'live' }, { status: 'live' }, { status: 'draft' }] as never;
    const revenue = { metrics: { monthlyRevenue: 410, totalRevenue: 900 } } as never;
    const cards = portfolioKpis({ sites, metrics: metrics(), revenue });
    expect(cards.map((c) => [c.key, c.value])).toEqual([
      ['sitesLive', '2'],
      ['visitors', '120'],
      ['leads', '6'],
      ['revenue', '$410'],
      ['position', '#7.3'],
    ]);
    expect(cards[0]!.hint).toBe('3 sites in all');
    expect(cards[1]).toMatchObject({ label: 'Visitors (30 days)', delta: { text: '+50%' } });
    expect(cards[2]!.hint).toBe('5% of visitors');
    expect(cards[4]!.hint).toBe('4 of 10 keywords in the top 10');
  });

  it('shows dashes, not zeros, before data has loaded', () => {
    const cards = portfolioKpis({});
    expect(cards.every((c) => c.value === '–' && c.delta === null)).toBe(true);
    const none = portfolioKpis({
      metrics: metrics({ keywordsTracked: 0, averagePosition: null, conversionRate: null }),
    });
    expect(none[4]).toMatchObject({ value: '–', hint: 'No keywords tracked yet' });
    expect(none[2]!.hint).toBe('No visitors yet');
    // revenue falls back to the metrics' monthly revenue
    expect(none[3]!.value).toBe('$250');
  });
});

describe('milestones and rankings', () => {
  const m = (id: string, status: Milestone['status'], progress: number, achievedAt: string | null = null) =>
    ({ id, kind: 'ten_leads', siteName: id, status, progress, target: 10, achievedAt }) as Milestone;

  it('lists reached milestones newest first and pending ones closest to done first', () => {
    const ms = [
      m('a', 'achieved', 10, '2026-11-01'),
      m('b', 'achieved', 10, '2026-11-20'),
      m('c', 'pending', 3),
      m('d', 'pending', 8),
      m('e', 'dismissed', 9),
    ];
    expect(recentlyAchieved(ms).map((x) => x.id)).toEqual(['b', 'a']);
    expect(nextUp(ms).map((x) => x.id)).toEqual(['d', 'c']);
    expect(milestoneShare({ kind: 'ten_leads', progress: 15, target: 10 })).toBe(1);
    expect(milestoneShare({ kind: 'ten_leads', progress: 1, target: 0 })).toBe(0);
    // positions: lower is better, 0 = not ranked
    expect(milestoneShare({ kind: 'top_10', progress: 40, target: 10 })).toBe(0.25);
    expect(milestoneShare({ kind: 'top_3', progress: 0, target: 3 })).toBe(0);
    expect(milestoneProgressText({ kind: 'top_10', progress: 14, target: 10 })).toBe(
      'best #14, needs top 10',
    );
    expect(milestoneProgressText({ kind: 'top_3', progress: 0, target: 3 })).toBe('not ranked yet');
    expect(milestoneProgressText({ kind: 'first_100', progress: 40, target: 100 })).toBe('$40 / $100');
    expect(milestoneProgressText({ kind: 'ten_leads', progress: 3, target: 10 })).toBe('3 / 10');
  });

  it('finds the biggest ranking moves', () => {
    const kw = (id: string, latest: number | null, previous: number | null) =>
      ({
        id,
        siteId: 's',
        keyword: id,
        latest: { position: latest },
        previous: previous === undefined ? null : { position: previous },
      }) as TrackedKeyword;
    const movers = topMovers([kw('up', 3, 9), kw('down', 12, 10), kw('same', 4, 4), kw('entered', 40, null)]);
    expect(movers.map((x) => [x.keyword, x.change])).toEqual([
      ['entered', 61],
      ['up', 6],
      ['down', -2],
    ]);
    const best = bestPositions([
      kw('up', 3, 9),
      kw('down', 12, 10),
      kw('none', null, null),
      kw('same', 4, 4),
    ]);
    expect(best.map((x) => [x.keyword, x.position])).toEqual([
      ['up', 3],
      ['same', 4],
      ['down', 12],
    ]);
  });

  it('gives this month so far', () => {
    expect(monthToDate(new Date('2026-11-22T05:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-22' });
  });
});
