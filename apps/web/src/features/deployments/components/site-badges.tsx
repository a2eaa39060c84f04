import type { SiteStatus, Tier } from '@sdp/shared';
import { Badge } from '@/components/ui/badge';

const statusVariant = {
  live: 'success',
  deploying: 'default',
  draft: 'outline',
  failed: 'danger',
  archived: 'outline',
} as const;
const statusLabel: Record<SiteStatus, string> = {
  live: 'Live',
  deploying: 'Deploying',
  draft: 'Draft',
  failed: 'Failed',
  archived: 'Archived',
};

export function SiteStatusBadge({ status }: { status: SiteStatus }) {
  return (
    <Badge variant={statusVariant[status]} data-status={status}>
      {status === 'live' && <span className="size-1.5 rounded-full bg-emerald-300" aria-hidden="true" />}
      {statusLabel[status]}
    </Badge>
  );
}

const tierVariant = { 1: 'success', 2: 'default', 3: 'outline' } as const;

export function SiteTierBadge({ tier }: { tier: Tier }) {
  return (
    <Badge
      variant={tierVariant[tier]}
      title={tier === 1 ? 'Payout $300+' : tier === 2 ? 'Payout $150+' : 'Payout under $150'}
    >
      Tier {tier}
    </Badge>
  );
}
