import type { Milestone } from '@sdp/shared';
import { numberFormatter } from '@/lib/format';

/** Milestones reached, newest first. */
export const recentlyAchieved = (ms: Milestone[], limit = 4): Milestone[] =>
  ms
    .filter((m) => m.status === 'achieved')
    .sort((a, b) => Date.parse(b.achievedAt ?? '') - Date.parse(a.achievedAt ?? '') || 0)
    .slice(0, limit);

/** Ranking milestones (top_10, top_3): progress is the best position so far (0 = none), lower is better. */
export const isPositionMilestone = (m: Pick<Milestone, 'kind'>): boolean =>
  m.kind === 'top_10' || m.kind === 'top_3';

/** 0-1 share of a milestone's target (for positions: target / best position). */
export function milestoneShare(m: Pick<Milestone, 'kind' | 'progress' | 'target'>): number {
  if (m.target <= 0 || m.progress <= 0) return 0;
  const share = isPositionMilestone(m) ? m.target / m.progress : m.progress / m.target;
  return Math.min(1, Math.max(0, share));
}

const money = numberFormatter({
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const count = numberFormatter({ maximumFractionDigits: 0 });

/** "3 / 10", "$40 / $100", "#14 (top 10 needed)", "not ranked yet". */
export function milestoneProgressText(m: Pick<Milestone, 'kind' | 'progress' | 'target'>): string {
  if (isPositionMilestone(m))
    return m.progress > 0 ? `best #${count.format(m.progress)}, needs top ${m.target}` : 'not ranked yet';
  const f = m.kind === 'first_100' || m.kind === 'first_1000_month' ? money : count;
  return `${f.format(m.progress)} / ${f.format(m.target)}`;
}

/** Pending milestones closest to done first. */
export const nextUp = (ms: Milestone[], limit = 4): Milestone[] =>
  ms
    .filter((m) => m.status === 'pending')
    .sort((a, b) => milestoneShare(b) - milestoneShare(a) || a.siteName.localeCompare(b.siteName))
    .slice(0, limit);
