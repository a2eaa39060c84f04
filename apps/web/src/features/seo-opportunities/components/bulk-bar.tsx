import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { plural } from '@/lib/format';
import { useBulkSetStatus } from '../api/update-opportunities';
import { FAILURES, failureText } from '../lib/format';

/** With rows selected: "N selected", Dismiss, Reopen (one bulk-update call), and its error. */
export function BulkBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const bulk = useBulkSetStatus();
  const run = (status: 'open' | 'dismissed') => bulk.mutate({ ids, status }, { onSuccess: onDone });
  return (
    <div className="space-y-2" data-testid="bulk-bar">
      <div
        className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-accent/30 px-3 py-2 text-sm"
        role="toolbar"
        aria-label="Selected opportunities"
      >
        <span className="mr-auto font-medium">{plural(ids.length, 'selected', 'selected')}</span>
        <Button size="sm" variant="outline" disabled={bulk.isPending} onClick={() => run('dismissed')}>
          Dismiss
        </Button>
        <Button size="sm" variant="outline" disabled={bulk.isPending} onClick={() => run('open')}>
          Reopen
        </Button>
        <Button size="sm" variant="ghost" disabled={bulk.isPending} onClick={onDone}>
          Clear selection
        </Button>
      </div>
      {bulk.isError && <Alert variant="error">{failureText(bulk.error, FAILURES.update)}</Alert>}
    </div>
  );
}
