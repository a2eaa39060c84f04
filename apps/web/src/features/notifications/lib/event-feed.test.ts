import type { Achievement, Lead, Milestone } from '@sdp/shared';
import { describe, expect, it } from 'vitest';
import { buildEventFeed } from './event-feed';

describe('event feed', () => {
  const achievement: Achievement = {
    id: 'a1',
    kind: 'first_site_live',
    title: 'First site live',
    description: 'A site went live',
    badge: null,
    earnedAt: '2026-11-22T04:00:00Z',
  };
  const milestone = (over: Partial<Milestone>): Milestone => ({
    id: 'm1',
    siteId: 's1',
    siteName: 'Austin Plumbing',
    kind: 'first_lead',
    title: 'First lead',
    status: 'achieved',
    progress: 1,
    target: 1,
    achievedAt: '2026-11-22T05:00:00Z',
    acknowledged: false,
    note: null,
    ...over,
  });
  const lead = {
    id: 'l1',
    siteId: 's1',
    siteName: 'Austin Plumbing',
    name: 'Jo',
    value: 45,
    demo: true,
    createdAt: '2026-11-22T05:30:00Z',
  } as Lead;

  it('merges achievements, reached milestones, session alerts and leads, newest first', () => {
    const feed = buildEventFeed({
      achievements: [achievement],
      milestones: [milestone({}), milestone({ id: 'm2', status: 'pending', achievedAt: null })],
      alerts: [
        {
          id: 'x1',
          siteId: 's1',
          severity: 'warning',
          message: 'Visits fell 60%',
          at: '2026-11-22T05:10:00Z',
        },
      ],
      leads: [lead],
      siteNames: { s1: 'Austin Plumbing' },
    });
    expect(feed.map((i) => i.kind)).toEqual(['lead', 'alert', 'milestone', 'achievement']);
    expect(feed[0]).toMatchObject({
      title: 'New lead on Austin Plumbing',
      detail: 'Jo · $45 · demo',
      href: '/monitoring?site=s1',
    });
    expect(feed[1]).toMatchObject({
      title: 'Alert on Austin Plumbing',
      tone: 'warning',
      detail: 'Visits fell 60%',
    });
    expect(feed[2]).toMatchObject({ title: 'Austin Plumbing: First lead', tone: 'good' });
    expect(feed[3]).toMatchObject({
      title: 'Achievement unlocked: First site live',
      at: achievement.earnedAt,
    });
  });

  it('is empty without data, drops duplicates and keeps the limit', () => {
    expect(buildEventFeed({})).toEqual([]);
    const leads = Array.from({ length: 12 }, (_, i) => ({
      ...lead,
      id: `l${i}`,
      createdAt: `2026-11-22T05:${String(10 + i).padStart(2, '0')}:00Z`,
    }));
    const feed = buildEventFeed({ leads: [...leads, leads[0]!], limit: 5 });
    expect(feed).toHaveLength(5);
    expect(feed[0]!.id).toBe('lead:l11');
    const critical = buildEventFeed({
      alerts: [{ id: 'c', severity: 'critical', message: 'Site down', at: 'x' }],
    });
    expect(critical[0]).toMatchObject({ title: 'Performance alert', tone: 'critical', href: undefined });
  });
});
