import { ExternalLink, Globe } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Segmented } from '@/components/ui/segmented';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { type SiteListType, useSiteList } from '@/features/sites';
import { formatUsd } from '@/lib/format';
import { useLiveDeployments } from '../hooks/use-live-deployments';
import { siteWhere } from '../lib/format';
import { formatDateTime } from '../lib/job-state';
import { SiteStatusBadge, SiteTierBadge } from './site-badges';

const TABS: { value: SiteListType; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'dominator', label: 'Dominator' },
  { value: 'goldmine', label: 'Goldmine' },
];

/** Deployed sites (id, status, deployedAt, currentRevenue), kept live by realtime. */
export function DeployedSitesPanel() {
  useLiveDeployments();
  const [type, setType] = useState<SiteListType>('all');
  const sites = useSiteList(type);
  return (
    <section
      aria-labelledby="deployed-sites-title"
      data-testid="deployed-sites"
      className="min-w-0 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="deployed-sites-title" className="text-lg font-semibold">
          Deployed sites
          {sites.data && sites.data.length > 0 && (
            <span className="ml-2 text-sm font-normal text-muted-foreground">{sites.data.length}</span>
          )}
        </h2>
        <Segmented label="Site type" value={type} onChange={setType} options={TABS} />
      </div>
      {sites.isPending ? (
        <div className="space-y-2" data-testid="sites-loading">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : sites.isError ? (
        <Alert variant="error" data-testid="query-error">
          <p className="font-medium">The deployed sites could not be loaded.</p>
          <p className="mt-1 text-red-200/80">{sites.error.message}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => sites.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : sites.data.length === 0 ? (
        <EmptyState
          icon={Globe}
          title={type === 'all' ? 'No sites yet' : `No ${type} sites yet`}
          className="py-8"
          action={
            <Button asChild>
              <Link to={paths.dominatorGoldmineDeployment}>Deploy goldmines</Link>
            </Button>
          }
        >
          Deploy sites for your best goldmine markets; they show here with their status and revenue.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-border" aria-label="Deployed sites">
          {sites.data.map((s) => (
            <li
              key={s.id}
              data-testid="site-row"
              data-site-id={s.id}
              data-status={s.status}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 py-3 md:grid-cols-[minmax(0,2fr)_auto_minmax(0,1fr)_auto_auto]"
            >
              <div className="min-w-0">
                <p className="text-sm font-medium break-words sm:truncate">{s.name}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {s.vertical} · {siteWhere(s)}
                </p>
              </div>
              <div className="flex items-center justify-end gap-1.5">
                <SiteTierBadge tier={s.tier} />
                <SiteStatusBadge status={s.status} />
              </div>
              <p className="text-xs text-muted-foreground md:text-sm">
                {s.deployedAt ? `Deployed ${formatDateTime(s.deployedAt)}` : 'Not deployed'}
              </p>
              <p className="text-right text-sm tabular-nums md:text-left" title="Revenue this month">
                <span className="font-semibold">{formatUsd(s.currentRevenue)}</span>
                <span className="text-xs text-muted-foreground"> /mo</span>
              </p>
              <div className="col-span-2 md:col-span-1 md:text-right">
                {s.status === 'live' ? (
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noreferrer"
                    data-testid="site-live-link"
                    className="inline-flex items-center gap-1 rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    Visit site<span className="sr-only"> {s.name} (opens in a new tab)</span>
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                  </a>
                ) : (
                  <span className="text-xs text-muted-foreground">Not live</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
