import { Skeleton } from '@/components/ui/skeleton';
import { useSiteList } from '@/features/sites';
import { SiteLinkList } from './site-link-list';

/** The sites a job deployed, each with a link to its live URL. */
export function JobSites({ siteIds }: { siteIds: string[] }) {
  const sites = useSiteList('all', siteIds.length > 0);
  if (siteIds.length === 0) return null;
  if (sites.isPending) return <Skeleton className="h-16" />;
  if (sites.isError)
    return <p className="text-sm text-muted-foreground">The deployed sites could not be loaded.</p>;
  const mine = siteIds.map((id) => sites.data.find((s) => s.id === id)).filter((s) => !!s);
  if (mine.length === 0) return null;
  return (
    <SiteLinkList
      label="Deployed sites of this job"
      sites={mine}
      detail={(s) => s.url.replace(/^https?:\/\//, '')}
      itemTestId="job-site"
    />
  );
}
