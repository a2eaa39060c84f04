import type { DomainStatus } from '@sdp/shared';
import { Badge } from '@/components/ui/badge';

const variant: Record<DomainStatus, 'success' | 'warning' | 'danger'> = {
  pending: 'warning',
  verified: 'success',
  failed: 'danger',
};
const label: Record<DomainStatus, string> = { pending: 'Pending', verified: 'Verified', failed: 'Failed' };

/** Ownership proof of a custom domain: Pending (no check yet), Verified (served), Failed. */
export function DomainStatusBadge({ status }: { status: DomainStatus }) {
  return (
    <Badge variant={variant[status]} data-testid="domain-status" data-status={status}>
      <span className="sr-only">Domain status: </span>
      {label[status]}
    </Badge>
  );
}
