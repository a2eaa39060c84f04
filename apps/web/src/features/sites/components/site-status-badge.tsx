import type { SiteStatus } from '@sdp/shared';
import { Badge } from '@/components/ui/badge';

const variant: Record<SiteStatus, 'success' | 'warning' | 'danger' | 'outline' | 'default'> = {
  live: 'success',
  deploying: 'warning',
  failed: 'danger',
  draft: 'outline',
  archived: 'outline',
};
const label: Record<SiteStatus, string> = {
  live: 'Live',
  deploying: 'Deploying',
  failed: 'Failed',
  draft: 'Not deployed',
  archived: 'Archived',
};

export function SiteStatusBadge({ status }: { status: SiteStatus }) {
  return (
    <Badge variant={variant[status]} data-testid="site-status" data-status={status}>
      {label[status]}
    </Badge>
  );
}
