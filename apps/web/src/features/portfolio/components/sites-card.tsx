import type { Analytics, Site } from '@sdp/shared';
import { ExternalLink, Globe, LineChart } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { monitoringHref } from '@/features/notifications';
import { SiteStatusBadge } from '@/features/sites';
import { useWorkflow } from '@/features/workflow';
import { formatCount, formatUsd } from '@/lib/format';
import { RowsSkeleton, Section, SectionEmpty, SectionError } from './section';

export const SITES_SHOWN = 10;
const order: Record<Site['status'], number> = { live: 0, deploying: 1, failed: 2, draft: 3, archived: 4 };

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/** The team's sites with this month's visitors, leads and revenue, a live link and a monitoring link. */
export function SitesCard({
  sites,
  month,
  isPending,
  error,
  onRetry,
}: {
  sites?: Site[];
  month?: Analytics;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { state, updateWorkflow } = useWorkflow();
  const bySite = new Map((month?.bySite ?? []).map((s) => [s.siteId, s]));
  const rows = [...(sites ?? [])]
    .filter((s) => s.status !== 'archived')
    .sort(
      (a, b) =>
        order[a.status] - order[b.status] ||
        b.currentRevenue - a.currentRevenue ||
        a.name.localeCompare(b.name),
    );
  const monitor = (siteId: string) => {
    if (state.workflowId) updateWorkflow({ activeWebsiteId: siteId });
  };

  return (
    <Section
      id="portfolio-sites"
      title="Your sites"
      icon={Globe}
      description={rows.length > 0 ? 'Visitors, leads and revenue this month.' : undefined}
    >
      {isPending ? (
        <RowsSkeleton rows={3} />
      ) : error ? (
        <SectionError title="Could not load your sites" error={error} onRetry={onRetry} />
      ) : rows.length === 0 ? (
        <SectionEmpty
          action={
            <Button asChild variant="outline" size="sm">
              <Link to={paths.discovery}>Find a market</Link>
            </Button>
          }
        >
          No sites yet. Sites you build and deploy are listed here with their visits, leads and revenue.
        </SectionEmpty>
      ) : (
        <ul className="divide-y divide-border" aria-label="Sites">
          {rows.slice(0, SITES_SHOWN).map((s) => {
            const m = bySite.get(s.id);
            // A custom domain serves the site only once its ownership is verified.
            const liveUrl =
              s.customDomain && s.domainStatus === 'verified' ? `https://${s.customDomain}/` : s.url;
            return (
              <li
                key={s.id}
                className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 md:flex-row md:items-center"
                data-testid="portfolio-site"
                data-status={s.status}
              >
                <div className="min-w-0 md:w-72 md:shrink-0 lg:w-80">
                  <p className="font-medium md:truncate" title={s.name}>
                    {s.name}
                  </p>
                  <div className="mt-1 flex flex-wrap items-center gap-1.5">
                    <SiteStatusBadge status={s.status} />
                    {s.demo && <Badge variant="outline">Demo</Badge>}
                    {s.location && (
                      <span className="truncate text-xs text-muted-foreground">
                        {s.location.city}, {s.location.state}
                      </span>
                    )}
                  </div>
                </div>
                <dl className="grid flex-1 grid-cols-3 gap-2 text-sm">
                  <Figure label="Visitors" value={formatCount(m?.visitors ?? 0)} />
                  <Figure label="Leads" value={formatCount(m?.leads ?? 0)} />
                  <Figure label="Revenue" value={formatUsd(m?.revenue ?? s.currentRevenue)} />
                </dl>
                <div className="flex flex-wrap gap-2 md:justify-end">
                  {s.status === 'live' && (
                    <Button asChild variant="outline" size="sm">
                      <a href={liveUrl} target="_blank" rel="noreferrer">
                        <ExternalLink aria-hidden="true" />
                        Open<span className="sr-only"> {s.name} (new tab)</span>
                      </a>
                    </Button>
                  )}
                  <Button asChild variant="ghost" size="sm">
                    <Link to={monitoringHref(s.id)} onClick={() => monitor(s.id)}>
                      <LineChart aria-hidden="true" />
                      Monitor<span className="sr-only"> {s.name}</span>
                    </Link>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {rows.length > SITES_SHOWN && (
        <p className="mt-3 text-sm text-muted-foreground">
          And {rows.length - SITES_SHOWN} more on the{' '}
          <Link className="underline" to={paths.dominator}>
            dominator screen
          </Link>
          .
        </p>
      )}
    </Section>
  );
}
