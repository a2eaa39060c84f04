import { ArrowRight, Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LeadStatusBadge, useLeads } from '@/features/leads';
import { FEED_LEADS, fullTime, timeAgo } from '@/features/notifications';
import { formatUsd } from '@/lib/format';
import { RowsSkeleton, Section, SectionEmpty, SectionError } from './section';

/** The five newest leads of the portfolio. */
export function LatestLeadsCard({ now }: { now: number }) {
  const q = useLeads(FEED_LEADS);
  const leads = q.data ?? [];
  return (
    <Section
      id="portfolio-leads"
      title="Latest leads"
      icon={Inbox}
      action={
        leads.length > 0 && (
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.deployment}>
              All leads
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )
      }
    >
      {q.isPending ? (
        <RowsSkeleton rows={3} />
      ) : q.isError ? (
        <SectionError title="Could not load leads" error={q.error} onRetry={() => void q.refetch()} />
      ) : leads.length === 0 ? (
        <SectionEmpty>
          No leads yet. Leads from the forms on your live sites appear here the moment they arrive.
        </SectionEmpty>
      ) : (
        <ul className="divide-y divide-border" aria-label="Latest leads">
          {leads.map((l) => (
            <li
              key={l.id}
              className="flex items-start justify-between gap-3 py-2.5 first:pt-0 last:pb-0"
              data-testid="portfolio-lead"
            >
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{l.name || 'Unnamed visitor'}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {l.siteName} ·{' '}
                  <time dateTime={l.createdAt} title={fullTime(l.createdAt)}>
                    {timeAgo(l.createdAt, now)}
                  </time>
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <LeadStatusBadge status={l.status} />
                {l.value > 0 && (
                  <span className="text-xs tabular-nums text-muted-foreground">{formatUsd(l.value)}</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
