import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/format';
import { useSnapshot } from '../api/serp-patterns';
import { FEATURE_NAMES, PAGE_TYPE_NAMES, providerLabel } from './labels';

/** One stored results page: its organic results, map pack and features. */
export function SnapshotDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const snap = useSnapshot(id);
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[85vh] max-w-2xl overflow-y-auto">
        <DialogTitle>{snap.data ? `“${snap.data.keyword}”` : 'Results page'}</DialogTitle>
        <DialogDescription>
          {snap.data
            ? `${formatDay(snap.data.day)} · ${snap.data.location ?? 'United States'} · ${providerLabel(snap.data.provider)} · ${snap.data.siteName}${snap.data.ownPosition === null ? ' not in the results read' : ` at #${snap.data.ownPosition}`}`
            : 'A stored search results page.'}
        </DialogDescription>
        {snap.isPending && <Skeleton className="mt-4 h-48" />}
        {snap.isError && (
          <RetryAlert
            message="Could not load this results page"
            error={snap.error}
            onRetry={() => void snap.refetch()}
          />
        )}
        {snap.data && (
          <div className="mt-4 space-y-4 text-sm">
            {snap.data.features.length > 0 && (
              <p>
                <span className="text-muted-foreground">Features: </span>
                {snap.data.features.map((f) => FEATURE_NAMES[f] ?? f.replace(/_/g, ' ')).join(', ')}
              </p>
            )}
            {snap.data.localPack.length > 0 && (
              <section aria-label="Map pack">
                <h4 className="mb-1 font-medium">Map pack</h4>
                <ul className="space-y-1">
                  {snap.data.localPack.map((e) => (
                    <li key={`${e.title}|${e.domain ?? ''}`}>
                      {e.title}
                      <span className="text-muted-foreground">
                        {e.domain ? ` · ${e.domain}` : ' · no website'}
                        {e.rating !== null ? ` · ${e.rating}★` : ''}
                        {e.reviews !== null ? ` (${e.reviews} reviews)` : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section aria-label="Organic results">
              <h4 className="mb-1 font-medium">Organic results</h4>
              <ol className="space-y-2">
                {snap.data.results.map((r) => (
                  <li key={r.position} className={r.own ? 'rounded-md bg-accent/40 p-1' : 'p-1'}>
                    <span className="tabular-nums text-muted-foreground">#{r.position} </span>
                    <span className="font-medium">{r.title ?? '(no title)'}</span>
                    {r.own && <Badge className="ml-2">your site</Badge>}
                    <span className="block truncate text-xs text-muted-foreground">
                      {r.url} · {PAGE_TYPE_NAMES[r.pageType]}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
