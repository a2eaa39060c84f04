import type { Site } from '@sdp/shared';
import { AlertTriangle, Flag, Inbox, Lightbulb, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { useLeads } from '@/features/leads';
import { fullTime, timeAgo, useNotificationLog } from '@/features/notifications';
import { useAchievements, useMilestones } from '@/features/performance';
import { cn } from '@/lib/utils';
import { buildInsights, type Insight } from '../lib/insights';
import { RowsSkeleton, Section, SectionEmpty } from './section';

const icon: Record<Insight['kind'], typeof Trophy> = {
  achievement: Trophy,
  milestone: Flag,
  alert: AlertTriangle,
  lead: Inbox,
};
const tone: Record<Insight['tone'], string> = {
  good: 'text-emerald-400',
  warning: 'text-amber-400',
  critical: 'text-red-400',
  neutral: 'text-blue-400',
};

/** What happened lately, from real data: achievements, milestones, this session's alerts, new leads. */
export function InsightsCard({ sites, now }: { sites?: Site[]; now: number }) {
  const achievements = useAchievements();
  const milestones = useMilestones();
  const leads = useLeads({ limit: 5 });
  const { alerts } = useNotificationLog();
  const feed = buildInsights({
    achievements: achievements.data,
    milestones: milestones.data,
    leads: leads.data,
    alerts,
    siteNames: Object.fromEntries((sites ?? []).map((s) => [s.id, s.name])),
  });
  const pending = achievements.isPending && milestones.isPending && leads.isPending;

  return (
    <Section id="portfolio-insights" title="Latest insights" icon={Lightbulb}>
      {pending ? (
        <RowsSkeleton rows={3} />
      ) : feed.length === 0 ? (
        <SectionEmpty>
          Nothing yet. New leads, milestones reached, achievements and performance alerts show up here as they
          happen.
        </SectionEmpty>
      ) : (
        <ol className="space-y-3" aria-label="Latest insights">
          {feed.map((i) => {
            const Icon = icon[i.kind];
            const title = i.href ? (
              <Link to={i.href} className="hover:underline">
                {i.title}
              </Link>
            ) : (
              i.title
            );
            return (
              <li key={i.id} className="flex items-start gap-3" data-testid="insight" data-kind={i.kind}>
                <Icon className={cn('mt-0.5 size-4 shrink-0', tone[i.tone])} aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">{title}</p>
                  {i.detail && <p className="text-xs text-muted-foreground">{i.detail}</p>}
                </div>
                <time
                  dateTime={i.at}
                  title={fullTime(i.at)}
                  className="shrink-0 text-xs text-muted-foreground"
                >
                  {timeAgo(i.at, now)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
