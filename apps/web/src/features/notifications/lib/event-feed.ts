import type { Achievement, Lead, Milestone, PerformanceAlertEvent } from '@sdp/shared';
import { paths } from '@/config/paths';
import { numberFormatter } from '@/lib/format';

// The event feed the header bell and the dashboard's "Latest insights" both show
// (docs/product/web.md#notifications): built only from real data — achievements earned, milestones
// reached, performance alerts pushed this session and new leads — newest first, worded once here.

export type FeedEventKind = 'achievement' | 'milestone' | 'alert' | 'lead';
export interface FeedEvent {
  id: string;
  kind: FeedEventKind;
  title: string;
  detail: string;
  at: string;
  href?: string;
  tone: 'good' | 'warning' | 'critical' | 'neutral';
}

/** The dashboard shows the newest 8; the bell the whole feed. */
export const INSIGHTS_SHOWN = 8;
export const EVENT_FEED_LIMIT = 50;
const money = numberFormatter({
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
};
export const monitoringHref = (siteId?: string | null) =>
  siteId ? paths.monitoringSite(siteId) : paths.monitoring;

export function buildEventFeed(input: {
  achievements?: Achievement[];
  milestones?: Milestone[];
  alerts?: (PerformanceAlertEvent & { id: string })[];
  leads?: Lead[];
  siteNames?: Record<string, string>;
  limit?: number;
}): FeedEvent[] {
  const names = input.siteNames ?? {};
  const out: FeedEvent[] = [];
  for (const a of input.achievements ?? [])
    out.push({
      id: `achievement:${a.id}`,
      kind: 'achievement',
      title: `Achievement unlocked: ${a.title}`,
      detail: a.description,
      at: a.earnedAt,
      tone: 'good',
    });
  for (const m of input.milestones ?? [])
    if (m.status === 'achieved' && m.achievedAt)
      out.push({
        id: `milestone:${m.id}`,
        kind: 'milestone',
        title: `${m.siteName}: ${m.title}`,
        detail: 'Milestone reached',
        at: m.achievedAt,
        href: monitoringHref(m.siteId),
        tone: 'good',
      });
  for (const a of input.alerts ?? [])
    out.push({
      id: `alert:${a.id}`,
      kind: 'alert',
      title: a.siteId && names[a.siteId] ? `Alert on ${names[a.siteId]}` : 'Performance alert',
      detail: a.message,
      at: a.at,
      href: a.siteId ? monitoringHref(a.siteId) : undefined,
      tone: a.severity === 'critical' ? 'critical' : a.severity === 'warning' ? 'warning' : 'neutral',
    });
  for (const l of input.leads ?? [])
    out.push({
      id: `lead:${l.id}`,
      kind: 'lead',
      title: `New lead on ${l.siteName}`,
      detail: [l.name, l.value > 0 ? money.format(l.value) : null, l.demo ? 'demo' : null]
        .filter(Boolean)
        .join(' · '),
      at: l.createdAt,
      href: monitoringHref(l.siteId),
      tone: 'neutral',
    });
  const unique = new Map(out.map((i) => [i.id, i]));
  return [...unique.values()]
    .sort((a, b) => time(b.at) - time(a.at))
    .slice(0, input.limit ?? EVENT_FEED_LIMIT);
}
