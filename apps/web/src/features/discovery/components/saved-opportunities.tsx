import { MESSAGES } from '@sdp/shared';
import { Bookmark } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { useSavedOpportunities } from '../api/get-saved-opportunities';
import type { ClientOpportunity } from '../lib/client-opportunity';
import { OpportunityList, OpportunityListSkeleton } from './opportunity-list';
import { QueryError } from './query-error';

/** The Saved tab: the caller's saved markets (kept by the server, so they survive a reload). */
export function SavedOpportunities({
  onInspect,
  onBrowse,
}: {
  onInspect: (o: ClientOpportunity) => void;
  onBrowse?: () => void;
}) {
  const saved = useSavedOpportunities();
  if (saved.isPending) return <OpportunityListSkeleton rows={3} />;
  if (saved.isError)
    return (
      <QueryError
        title={MESSAGES.loadSavedOpportunitiesFailed}
        error={saved.error}
        onRetry={() => saved.refetch()}
      />
    );
  if (saved.data.length === 0)
    return (
      <EmptyState icon={Bookmark} title="No saved opportunities yet">
        Save the markets you want to compare with the Save button; they stay here across visits.
        {onBrowse && (
          <>
            {' '}
            <button
              type="button"
              className="text-primary underline-offset-4 hover:underline"
              onClick={onBrowse}
            >
              Browse opportunities
            </button>
          </>
        )}
      </EmptyState>
    );
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        {saved.data.length} saved {saved.data.length === 1 ? 'market' : 'markets'}, newest first.
      </p>
      <OpportunityList
        label="Saved opportunities"
        items={saved.data}
        savedIds={new Set()}
        onInspect={onInspect}
      />
    </div>
  );
}
