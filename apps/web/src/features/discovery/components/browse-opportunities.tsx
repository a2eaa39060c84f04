import { MESSAGES } from '@sdp/shared';
import { List, Map as MapIcon, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Segmented } from '@/components/ui/segmented';
import { formatCount } from '@/lib/format';
import { useSearchOpportunities } from '../api/search-opportunities';
import type { ClientOpportunity } from '../lib/client-opportunity';
import {
  type DiscoveryFilters,
  hasActiveFilters,
  PAGE_SIZE,
  toOpportunityQuery,
} from '../lib/opportunity-filters';
import { DataNote } from './data-note';
import { OpportunityFilters } from './opportunity-filters';
import { OpportunityList, OpportunityListSkeleton } from './opportunity-list';
import { OpportunityMapCard } from './opportunity-map-card';
import { Pagination } from './pagination';
import { QueryError } from './query-error';

export type Display = 'list' | 'map';

/** The Browse tab: filters, the scored markets as a list or a map, and paging. */
export function BrowseOpportunities({
  filters,
  display,
  savedIds,
  onFilters,
  onReset,
  onDisplay,
  onInspect,
  onOpenDetails,
}: {
  filters: DiscoveryFilters;
  display: Display;
  savedIds: Set<string>;
  onFilters: (patch: Partial<DiscoveryFilters>) => void;
  onReset: () => void;
  onDisplay: (d: Display) => void;
  onInspect: (o: ClientOpportunity) => void;
  onOpenDetails: (id: string) => void;
}) {
  const search = useSearchOpportunities(toOpportunityQuery(filters));
  const page = search.data;
  const from = page && page.total > 0 ? page.offset + 1 : 0;
  const to = page ? page.offset + page.items.length : 0;

  return (
    <div className="space-y-4">
      <OpportunityFilters filters={filters} onChange={onFilters} onReset={onReset} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {page
            ? page.total === 0
              ? 'No markets match'
              : `${formatCount(from)}–${formatCount(to)} of ${formatCount(page.total)} markets`
            : search.isError
              ? ''
              : 'Searching markets…'}
          {search.isFetching && page ? ' · updating…' : ''}
        </p>
        <Segmented
          label="View as"
          value={display}
          onChange={onDisplay}
          options={[
            { value: 'list', label: 'List', icon: List },
            { value: 'map', label: 'Map', icon: MapIcon },
          ]}
        />
      </div>
      <DataNote note={page?.dataNote} />

      {display === 'map' ? (
        <OpportunityMapCard
          vertical={filters.vertical}
          className="rounded-xl border border-border bg-card p-4"
          onStateSelect={(s) => {
            onFilters({ location: s.state });
            onDisplay('list');
          }}
          onPlaceSelect={(p) => onOpenDetails(p.opportunityId)}
        />
      ) : search.isError ? (
        <QueryError
          title={MESSAGES.searchOpportunitiesFailed}
          error={search.error}
          onRetry={() => search.refetch()}
        />
      ) : !page ? (
        <OpportunityListSkeleton />
      ) : page.items.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No opportunities match these filters"
          action={
            hasActiveFilters(filters) ? (
              <Button variant="outline" onClick={onReset}>
                Reset filters
              </Button>
            ) : undefined
          }
        >
          Try another vertical or location, a lower minimum payout, or all tiers.
        </EmptyState>
      ) : (
        <>
          <OpportunityList
            label="Opportunities"
            items={page.items}
            savedIds={savedIds}
            onInspect={onInspect}
            firstRank={page.offset + 1}
          />
          <Pagination
            page={filters.page}
            pageSize={PAGE_SIZE}
            total={page.total}
            onPage={(p) => {
              onFilters({ page: p });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </>
      )}
    </div>
  );
}
