import { Trophy } from 'lucide-react';
import { fullTime, timeAgo } from '@/features/notifications';
import { AchievementItems, useAchievements } from '@/features/performance';
import { RowsSkeleton, Section, SectionEmpty, SectionError } from './section';

/** The caller's achievements, newest first. */
export function AchievementsCard({ now, onlyDemo = false }: { now: number; onlyDemo?: boolean }) {
  const q = useAchievements();
  return (
    <Section id="portfolio-achievements" title="Achievements" icon={Trophy}>
      {q.isPending ? (
        <RowsSkeleton rows={2} />
      ) : q.isError ? (
        <SectionError title="Could not load achievements" error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <SectionEmpty>
          {onlyDemo
            ? 'No achievements yet. Demo sites reach milestones but earn no achievements: those come from your own sites.'
            : 'No achievements yet. Take a site live and win its first visitor and lead to earn them.'}
        </SectionEmpty>
      ) : (
        <AchievementItems
          achievements={q.data}
          variant="tiles"
          label="Achievements"
          detail={(a) => (
            <>
              <p className="text-xs text-muted-foreground">{a.description}</p>
              <time
                dateTime={a.earnedAt}
                title={fullTime(a.earnedAt)}
                className="text-xs text-muted-foreground"
              >
                {timeAgo(a.earnedAt, now)}
              </time>
            </>
          )}
        />
      )}
    </Section>
  );
}
