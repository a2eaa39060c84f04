import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { type InboxState, LeadsInbox, readInboxState, writeInboxState } from '@/features/leads';
import { useSiteList } from '@/features/sites';

/** /leads: every lead of every site, its filters in the address (docs/product/screens.md). */
export default function LeadsRoute() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readInboxState(params), [params]);
  const sites = useSiteList('all');
  const siteOptions = useMemo(
    () =>
      (sites.data ?? [])
        .map((s) => ({ id: s.id, name: s.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [sites.data],
  );
  const onChange = useCallback((next: InboxState) => setParams(writeInboxState(next)), [setParams]);
  return (
    <div data-testid="screen" data-screen="leads">
      <PageHeader
        title="Leads"
        description="Every lead from every site: what the visitor sent, where it came from, and whether it reached the renter."
      />
      <LeadsInbox state={state} sites={siteOptions} onChange={onChange} />
    </div>
  );
}
