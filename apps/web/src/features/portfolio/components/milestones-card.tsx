import { CheckCircle2, Flag } from 'lucide-react';
import { Link } from 'react-router';
import { fullTime, monitoringHref, timeAgo } from '@/features/notifications';
import { useMilestones } from '@/features/performance';
import { milestoneProgressText, milestoneShare, nextUp, recentlyAchieved } from '../lib/milestones';
import { RowsSkeleton, Section, SectionEmpty, SectionError } from './section';

/** Milestones recently reached and the ones closest to done, with their progress. */
export function MilestonesCard({ now }: { now: number }) {
  const q = useMilestones();
  const all = q.data ?? [];
  const done = recentlyAchieved(all);
  const next = nextUp(all);
  return (
    <Section id="portfolio-milestones" title="Milestones" icon={Flag}>
      {q.isPending ? (
        <RowsSkeleton rows={3} />
      ) : q.isError ? (
        <SectionError title="Could not load milestones" error={q.error} onRetry={() => void q.refetch()} />
      ) : all.length === 0 ? (
        <SectionEmpty>
          No milestones yet. Each live site gets milestones — first visitor, first lead, top 10 — tracked from
          its real traffic.
        </SectionEmpty>
      ) : (
        <div className="space-y-5">
          {done.length > 0 && (
            <div>
              <h3 className="mb-2 text-sm font-medium">Recently reached</h3>
              <ul className="space-y-2" aria-label="Milestones reached">
                {done.map((m) => (
                  <li key={m.id} className="flex items-start gap-2 text-sm" data-testid="milestone-achieved">
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-400" aria-hidden="true" />
                    <div className="min-w-0">
                      <p className="font-medium">{m.title}</p>
                      <p className="truncate text-xs text-muted-foreground">
                        <Link to={monitoringHref(m.siteId)} className="hover:underline">
                          {m.siteName}
                        </Link>
                        {m.achievedAt && (
                          <>
                            {' · '}
                            <time dateTime={m.achievedAt} title={fullTime(m.achievedAt)}>
                              {timeAgo(m.achievedAt, now)}
                            </time>
                          </>
                        )}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {next.length > 0 && (
            <div>
              <h3 className="mb-2 text-sm font-medium">Next up</h3>
              <ul className="space-y-3" aria-label="Next milestones">
                {next.map((m) => {
                  const pct = Math.round(milestoneShare(m) * 100);
                  return (
                    <li key={m.id} className="text-sm" data-testid="milestone-next">
                      <div className="flex justify-between gap-2">
                        <span className="min-w-0 truncate font-medium">{m.title}</span>
                        <span className="shrink-0 tabular-nums text-muted-foreground">
                          {milestoneProgressText(m)}
                        </span>
                      </div>
                      <p className="truncate text-xs text-muted-foreground">{m.siteName}</p>
                      <div
                        role="progressbar"
                        aria-label={`${m.title} on ${m.siteName}`}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={pct}
                        aria-valuetext={`${pct}%`}
                        className="mt-1 h-1.5 rounded-full bg-muted"
                      >
                        <div className="h-full rounded-full bg-primary" style={{ width: `${pct}%` }} />
                      </div>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
        </div>
      )}
    </Section>
  );
}
