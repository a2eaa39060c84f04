import type { LeadStatus } from '@sdp/shared';
import { Badge } from '@/components/ui/badge';

const variant: Record<LeadStatus, 'success' | 'warning' | 'danger' | 'outline' | 'default'> = {
  new: 'warning',
  delivered: 'default',
  accepted: 'success',
  rejected: 'danger',
  billed: 'success',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge variant={variant[status]} className="capitalize" data-testid="lead-status" data-status={status}>
      {status}
    </Badge>
  );
}
