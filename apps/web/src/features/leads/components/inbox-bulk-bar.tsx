import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useBulkUpdateLeads } from '../api/bulk-update';

/** 'n selected · Accept · Reject' over the selected leads of the page (POST /api/leads/bulk). */
export function InboxBulkBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const bulk = useBulkUpdateLeads();
  if (ids.length === 0) return null;
  const run = (status: 'accepted' | 'rejected') =>
    bulk.mutate(
      { ids, status },
      {
        onSuccess: (updated) => {
          toast({
            type: 'success',
            title: status === 'accepted' ? 'Leads accepted' : 'Leads rejected',
            message: `${updated.length} lead${updated.length === 1 ? '' : 's'} ${status}.`,
          });
          onDone();
        },
        onError: (e) =>
          toast({ type: 'error', title: 'Could not update the leads', message: errorMessage(e) }),
      },
    );
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-lg border border-primary/40 bg-primary/10 px-3 py-2 text-sm"
      data-testid="inbox-bulk-bar"
    >
      <span className="font-medium">{ids.length} selected</span>
      <Button size="sm" variant="outline" disabled={bulk.isPending} onClick={() => run('accepted')}>
        <Check aria-hidden="true" />
        Accept
      </Button>
      <Button size="sm" variant="ghost" disabled={bulk.isPending} onClick={() => run('rejected')}>
        <X aria-hidden="true" />
        Reject
      </Button>
      <Button size="sm" variant="ghost" className="ml-auto" onClick={onDone}>
        Clear selection
      </Button>
    </div>
  );
}
