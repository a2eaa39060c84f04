import { useQuery } from '@tanstack/react-query';
import { siteListQueryOptions } from '@/features/sites';

/** The team's sites for the pickers and filters; `liveOnly` keeps those being served (live). */
export const useSiteOptions = (liveOnly = false) =>
  useQuery({
    ...siteListQueryOptions('all'),
    select: (sites) => sites.filter((s) => s.status !== 'archived' && (!liveOnly || s.status === 'live')),
  });
