import { Lightbulb } from 'lucide-react';
import { FeedEventItem, INSIGHTS_SHOWN, useEventFeed } from '@/features/notifications';
import { RowsSkeleton, Section, SectionEmpty } from './section';

/**
 * What happened lately: the newest events of the feed the header bell shows too (achievements,
 * milestones, this session's alerts, new leads), in the same order and words.
 */
export function InsightsCard({ now }: { now: number }) {
  const { events, pending } = useEventFeed();
  const feed = events.slice(0, INSIGHTS_SHOWN);

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
          {feed.map((e) => (
            <FeedEventItem key={e.id} event={e} now={now} testId="insight" />
          ))}
        </ol>
      )}
    </Section>
  );
}
