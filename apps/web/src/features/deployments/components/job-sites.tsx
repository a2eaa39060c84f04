import { ExternalLink } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useWebsites } from '../api/get-websites';
import { SiteStatusBadge } from './site-badges';

/** The sites a job deployed, each with a link to its live URL. */
export function JobSites({ siteIds }: { siteIds: string[] }) {
  const sites = useWebsites('all', siteIds.length > 0);
  if (siteIds.length === 0) return null;
  if (sites.isPending) return <Skeleton className="h-16" />;
  if (sites.isError)
    return <p className="text-sm text-muted-foreground">The deployed sites could not be loaded.</p>;
  const mine = siteIds.map((id) => sites.data.find((s) => s.id === id)).filter((s) => !!s);
  if (mine.length === 0) return null;
  return (
    <ul
      className="divide-y divide-border rounded-lg border border-border"
      aria-label="Deployed sites of this job"
    >
      {mine.map((s) => (
        <li
          key={s.id}
          data-testid="job-site"
          className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2"
        >
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium break-words sm:truncate">{s.name}</p>
            <p className="truncate text-xs text-muted-foreground">{s.url.replace(/^https?:\/\//, '')}</p>
          </div>
          <SiteStatusBadge status={s.status} />
          {s.status === 'live' && (
            <a
              href={s.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              Visit<span className="sr-only"> {s.name} (opens in a new tab)</span>
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
