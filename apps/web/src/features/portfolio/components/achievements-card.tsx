import {
  Briefcase,
  DollarSign,
  Footprints,
  Globe,
  Handshake,
  Inbox,
  Layers,
  type LucideIcon,
  Medal,
  Rocket,
  TrendingUp,
  Trophy,
} from 'lucide-react';
import { fullTime, timeAgo } from '@/features/notifications';
import { useAchievements } from '../api/portfolio-queries';
import { RowsSkeleton, Section, SectionEmpty, SectionError } from './section';

/** The server names each badge after a lucide icon. */
const BADGES: Record<string, LucideIcon> = {
  briefcase: Briefcase,
  'dollar-sign': DollarSign,
  footprints: Footprints,
  globe: Globe,
  handshake: Handshake,
  inbox: Inbox,
  layers: Layers,
  medal: Medal,
  rocket: Rocket,
  'trending-up': TrendingUp,
  trophy: Trophy,
};

/** The caller's achievements, newest first. */
export function AchievementsCard({ now, onlyDemo = false }: { now: number; onlyDemo?: boolean }) {
  const q = useAchievements();
  const list = [...(q.data ?? [])].sort((a, b) => Date.parse(b.earnedAt) - Date.parse(a.earnedAt));
  return (
    <Section id="portfolio-achievements" title="Achievements" icon={Trophy}>
      {q.isPending ? (
        <RowsSkeleton rows={2} />
      ) : q.isError ? (
        <SectionError title="Could not load achievements" error={q.error} onRetry={() => void q.refetch()} />
      ) : list.length === 0 ? (
        <SectionEmpty>
          {onlyDemo
            ? 'No achievements yet. Demo sites reach milestones but earn no achievements: those come from your own sites.'
            : 'No achievements yet. Take a site live and win its first visitor and lead to earn them.'}
        </SectionEmpty>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Achievements">
          {list.map((a) => {
            const BadgeIcon = BADGES[a.badge ?? ''] ?? Trophy;
            return (
              <li
                key={a.id}
                className="flex items-start gap-3 rounded-lg bg-muted/40 p-3"
                data-testid="achievement"
              >
                <span
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-yellow-400/15"
                  aria-hidden="true"
                >
                  <BadgeIcon className="size-4 text-yellow-300" />
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-medium">{a.title}</p>
                  <p className="text-xs text-muted-foreground">{a.description}</p>
                  <time
                    dateTime={a.earnedAt}
                    title={fullTime(a.earnedAt)}
                    className="text-xs text-muted-foreground"
                  >
                    {timeAgo(a.earnedAt, now)}
                  </time>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
