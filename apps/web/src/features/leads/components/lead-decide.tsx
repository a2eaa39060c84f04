import type { Lead } from '@sdp/shared';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useUpdateLead } from '../api/update-lead';

/** Accept / Reject of a lead not decided yet (new or delivered). */
export function LeadDecide({ lead }: { lead: Lead }) {
  const update = useUpdateLead();
  if (lead.status !== 'new' && lead.status !== 'delivered') return null;
  const decide = (status: 'accepted' | 'rejected') =>
    update.mutate(
      { id: lead.id, status },
      {
        onError: (e) =>
          toast({ type: 'error', title: 'Could not update the lead', message: errorMessage(e) }),
      },
    );
  return (
    <span className="flex gap-1">
      <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => decide('accepted')}>
        Accept
      </Button>
      <Button size="sm" variant="ghost" disabled={update.isPending} onClick={() => decide('rejected')}>
        Reject
      </Button>
    </span>
  );
}
