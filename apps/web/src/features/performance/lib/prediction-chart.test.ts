import type { Milestone, Prediction } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import {
  basisLabel,
  forecastSeries,
  forecastSummary,
  milestonePercent,
  milestoneProgressText,
  orderMilestones,
} from './prediction-chart';

const pt = (date: string, low: number, median: number, high: number, value = median) => ({
  date,
  low,
  median,
  high,
  value,
});
const prediction = (over: Partial<Prediction> = {}): Prediction => ({
  id: null,
  websiteId: 's',
  timeRange: '7d',
  scenario: 'realistic',
  model: 'holt',
  basis: 'prior',
  explanation: 'From the market estimate of 1,200 searches a month.',
  historyDays: 2,
  metrics: {
    visitors: [pt('2026-11-23', 2, 5, 9), pt('2026-11-24', 8, 6, 3), pt('2026-11-25', -1, 0, 1)],
    leads: [],
    revenue: [],
  },
  totals: {
    visitors: { low: 10, median: 11, high: 13, value: 11 },
    leads: { low: 0, median: 1, high: 2, value: 1 },
    revenue: { low: 0, median: 45, high: 90, value: 45 },
  },
  calculatedAt: '2026-11-22T10:00:00Z',
  ...over,
});

describe('forecast chart data', () => {
  it('a median line inside an ordered, non-negative band', () => {
    expect(forecastSeries(prediction(), 'visitors')).toEqual([
      { date: '2026-11-23', median: 5, value: 5, band: [2, 9] },
      { date: '2026-11-24', median: 6, value: 6, band: [3, 8] },
      { date: '2026-11-25', median: 0, value: 0, band: [0, 1] },
    ]);
    expect(forecastSeries(prediction(), 'leads')).toEqual([]);
  });
  it('says what the chart shows, and what the forecast stands on', () => {
    expect(forecastSummary(prediction(), 'revenue')).toBe(
      'Forecast of revenue over the next 0 days (realistic scenario): $45; median $45, likely between $0 and $90.',
    );
    expect(basisLabel({ basis: 'prior', historyDays: 2 })).toMatch(/^From the opportunity estimate/);
    expect(basisLabel({ basis: 'history', historyDays: 40 })).toBe(
      'Fitted to 40 days of this site’s own history',
    );
  });
});

describe('milestones', () => {
  const m = (
    kind: Milestone['kind'],
    status: Milestone['status'],
    progress: number,
    target: number,
    achievedAt: string | null = null,
  ): Milestone => ({
    id: kind,
    siteId: 's',
    siteName: 'Site',
    kind,
    title: kind,
    status,
    progress,
    target,
    achievedAt,
    acknowledged: false,
    note: null,
  });
  it('achieved newest first, then pending closest first, dismissed last', () => {
    const list = [
      m('ten_leads', 'pending', 1, 10),
      m('top_3', 'dismissed', 0, 1),
      m('first_visitor', 'achieved', 1, 1, '2026-11-20T00:00:00Z'),
      m('first_100', 'pending', 60, 100),
      m('first_lead', 'achieved', 1, 1, '2026-11-21T00:00:00Z'),
    ];
    expect(orderMilestones(list).map((x) => x.kind)).toEqual([
      'first_lead',
      'first_visitor',
      'first_100',
      'ten_leads',
      'top_3',
    ]);
    expect(milestonePercent({ kind: 'first_100', progress: 60, target: 100 })).toBe(60);
    expect(milestonePercent({ kind: 'ten_leads', progress: 15, target: 10 })).toBe(100);
    expect(milestonePercent({ kind: 'first_lead', progress: 1, target: 0 })).toBe(0);
  });
  it('ranking milestones read as positions: lower is better, 0 is not ranked', () => {
    expect(milestonePercent({ kind: 'top_10', progress: 20, target: 10 })).toBe(50);
    expect(milestonePercent({ kind: 'top_3', progress: 0, target: 3 })).toBe(0);
    expect(milestoneProgressText({ kind: 'top_10', progress: 14, target: 10 })).toBe(
      'best #14, needs top 10',
    );
    expect(milestoneProgressText({ kind: 'top_3', progress: 0, target: 3 })).toBe('not ranked yet');
    expect(milestoneProgressText({ kind: 'first_100', progress: 45, target: 100 })).toBe('$45 / $100');
    expect(milestoneProgressText({ kind: 'ten_leads', progress: 3, target: 10 })).toBe('3 / 10');
  });
});
