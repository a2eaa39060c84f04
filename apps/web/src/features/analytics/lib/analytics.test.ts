import type { Analytics, PerformanceMetrics } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import {
  analyticsQuery,
  customRangeError,
  describeRange,
  rangeDays,
  rangeFromParams,
  rangeToParams,
} from './date-range';
import { delta } from './delta';
import { isEmptyAnalytics, metricsKpis, sourceBars } from './kpis';
import { leadersAndLaggards } from './leaders';
import { trafficSummary } from './summaries';

const now = new Date('2026-11-22T15:30:00Z');

describe('date ranges', () => {
  it('presets end today (UTC) and span their days', () => {
    expect(rangeDays({ preset: '7d' }, now)).toEqual({ from: '2026-11-16', to: '2026-11-22', days: 7 });
    expect(rangeDays({ preset: '30d' }, now)).toEqual({ from: '2026-10-24', to: '2026-11-22', days: 30 });
    expect(rangeDays({ preset: '365d' }, now).from).toBe('2025-11-23');
    expect(rangeDays({ preset: 'custom', from: '2026-11-01', to: '2026-11-01' }, now).days).toBe(1);
  });
  it('asks for timeRange or from/to, never both', () => {
    expect(analyticsQuery({ preset: '90d' })).toEqual({ timeRange: '90d' });
    expect(analyticsQuery({ preset: 'custom', from: '2026-11-01', to: '2026-11-10' }, 'abc')).toEqual({
      websiteId: 'abc',
      from: '2026-11-01',
      to: '2026-11-10',
    });
  });
  it('checks custom ranges: both dates, order, future, at most 366 days', () => {
    expect(customRangeError('', '2026-11-10', now)).toMatch(/^From/);
    expect(customRangeError('2026-11-10', '2026-02-30', now)).toMatch(/^To/);
    expect(customRangeError('2026-11-10', '2026-11-01', now)).toMatch(/on or before/);
    expect(customRangeError('2026-11-10', '2026-11-23', now)).toMatch(/future/);
    expect(customRangeError('2025-01-01', '2026-11-01', now)).toMatch(/At most 366 days/);
    expect(customRangeError('2025-11-22', '2026-11-22', now)).toBeNull();
  });
  it('reads and writes ranges in the URL', () => {
    const read = (q: string) => rangeFromParams(new URLSearchParams(q), now);
    expect(read('')).toEqual({ preset: '30d' });
    expect(read('range=7d')).toEqual({ preset: '7d' });
    expect(read('range=5d')).toEqual({ preset: '30d' });
    expect(read('from=2026-11-01&to=2026-11-10')).toEqual({
      preset: 'custom',
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(read('from=2026-11-10&to=2026-11-01')).toEqual({ preset: '30d' });
    expect(rangeToParams({ preset: '30d' })).toEqual({});
    expect(rangeToParams({ preset: '90d' }, 's1')).toEqual({ site: 's1', range: '90d' });
    expect(rangeToParams({ preset: 'custom', from: '2026-11-01', to: '2026-11-10' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
  });
  it('describes ranges in words', () => {
    expect(describeRange({ preset: '30d' })).toBe('Last 30 days');
    expect(describeRange({ preset: 'custom', from: '2025-12-30', to: '2026-01-05' })).toBe(
      'Dec 30, 2025 – Jan 5, 2026',
    );
  });
});

describe('deltas', () => {
  it('percent change with a sign, one decimal under 10%', () => {
    expect(delta(120, 100)).toMatchObject({ direction: 'up', label: '+20%' });
    expect(delta(60, 100)).toMatchObject({ direction: 'down', label: '−40%' });
    expect(delta(105, 100)?.label).toBe('+5%');
    expect(delta(1033, 1000)?.label).toBe('+3.3%');
    expect(delta(100, 100)).toMatchObject({ direction: 'flat', label: 'no change' });
  });
  it('nothing before: new, or no change when still nothing', () => {
    expect(delta(5, 0)).toMatchObject({ direction: 'new', label: 'new' });
    expect(delta(0, 0)).toMatchObject({ direction: 'flat' });
    expect(delta(5, undefined)).toBeNull();
  });
});

const metrics: PerformanceMetrics = {
  id: 's',
  websiteId: 's',
  pageviews: 40,
  uniqueVisitors: 20,
  leads: 2,
  conversionRate: 0.1,
  revenue: 90,
  monthlyRevenue: 90,
  averagePosition: null,
  keywordsTracked: 0,
  keywordsTop10: 0,
  keywordsTop3: 0,
  previous: { pageviews: 20, uniqueVisitors: 10, leads: 2, revenue: 0 },
  from: '2026-10-24',
  to: '2026-11-22',
};

describe('KPIs', () => {
  it('five figures with deltas vs the previous period (conversion from the previous counts)', () => {
    const k = metricsKpis(metrics);
    expect(k.map((x) => x.label)).toEqual(['Visitors', 'Pageviews', 'Leads', 'Conversion rate', 'Revenue']);
    expect(k[0]).toMatchObject({ value: '20', delta: { label: '+100%' } });
    expect(k[2]?.delta?.direction).toBe('flat');
    expect(k[3]).toMatchObject({ value: '10%', delta: { label: '−50%' } });
    expect(k[4]).toMatchObject({ value: '$90', delta: { direction: 'new' } });
  });
});

const report = (over: Partial<Analytics> = {}): Analytics => ({
  websiteId: null,
  from: '2026-11-20',
  to: '2026-11-22',
  pageviews: 0,
  uniqueVisitors: 0,
  formViews: 0,
  callClicks: 0,
  leads: 0,
  conversionRate: null,
  revenue: 0,
  sources: [],
  topPages: [],
  daily: [
    { date: '2026-11-20', pageviews: 0, visitors: 0, leads: 0, revenue: 0 },
    { date: '2026-11-21', pageviews: 9, visitors: 4, leads: 1, revenue: 45 },
    { date: '2026-11-22', pageviews: 3, visitors: 2, leads: 0, revenue: 0 },
  ],
  demo: false,
  ...over,
});

describe('reports', () => {
  it('is empty without visits, leads or revenue', () => {
    expect(isEmptyAnalytics(report())).toBe(true);
    expect(isEmptyAnalytics(report({ pageviews: 1 }))).toBe(false);
  });
  it('summarises the daily series for screen readers', () => {
    expect(trafficSummary(report().daily)).toBe(
      'Nov 20 – Nov 22: 6 visitors, 12 pageviews, 1 lead, $45 revenue. Busiest day Nov 21 with 4 visitors.',
    );
    expect(trafficSummary([])).toBe('No days in this range.');
  });
  it('sources as bars, largest first, with shares', () => {
    const bars = sourceBars([
      { source: 'google', visitors: 2, pageviews: 3 },
      { source: 'direct', visitors: 6, pageviews: 9 },
    ]);
    expect(bars.map((b) => [b.source, b.share, b.percent])).toEqual([
      ['direct', 1, 0.75],
      ['google', 1 / 3, 0.25],
    ]);
  });
  it('leaders are active sites by revenue; laggards never repeat a leader', () => {
    const row = (name: string, revenue: number, leads: number, visitors: number) => ({
      siteId: name,
      name,
      pageviews: visitors,
      visitors,
      leads,
      revenue,
    });
    const rows = [row('a', 0, 0, 0), row('b', 90, 2, 10), row('c', 0, 0, 5), row('d', 45, 1, 3)];
    const { leaders, laggards } = leadersAndLaggards(rows, 2);
    expect(leaders.map((r) => r.name)).toEqual(['b', 'd']);
    expect(laggards.map((r) => r.name)).toEqual(['a', 'c']);
    expect(leadersAndLaggards([row('x', 0, 0, 0)]).leaders).toEqual([]);
  });
});
